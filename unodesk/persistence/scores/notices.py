"""What the scores layer has to tell the person, as codes and values.

The window turns a notice into a sentence in the person's language; nothing
here is worded for people. `detail` holds the system's own message, for a
log file.
"""
from __future__ import annotations

import enum
import errno
import sqlite3
from pathlib import Path

from unodesk.engine.values import value


class NoticeCode(enum.Enum):
    # A damaged file was moved to `kept_as`; a fresh database is in use.
    SET_ASIDE = "set_aside"
    # The file was written by a later version of the game. It is left
    # untouched; this run keeps its scores in memory only.
    NEWER_VERSION = "newer_version"
    # Scores cannot be written to the folder; they are kept in memory for
    # this run (`problem` says why; `damage` and `kept_as` may say more).
    NOT_SAVED = "not_saved"
    # The file cannot be written just now (`problem`: another program holds
    # it, the disk is full): what is played is kept and written at the end
    # of the next round, or when the person asks.
    WAITING = "waiting"
    # What waited is written now: the scores are saved again.
    SAVED = "saved"
    # Asked to save, but the file still cannot be written (`problem`).
    STILL_WAITING = "still_waiting"
    # `count` matches or players had a value this version cannot read: shown
    # without it, or left out; the file keeps them as they are.
    SKIPPED = "skipped"
    # The match left in play cannot be read at all: marked as one that
    # cannot be continued, kept in the file as it is.
    UNREADABLE_MATCH = "unreadable_match"
    # The match in play cannot be written beside rows another program left
    # in the file: it plays on, not kept.
    MATCH_NOT_KEPT = "match_not_kept"


class Damage(enum.Enum):
    NOT_SQLITE = "not_sqlite"  # not an SQLite database at all
    TRUNCATED = "truncated"  # shorter than its own header says
    FAILED_CHECK = "failed_check"  # PRAGMA quick_check found damage


class WriteProblem(enum.Enum):
    READ_ONLY = "read_only"
    FULL = "full"
    IO_ERROR = "io_error"
    CANNOT_OPEN = "cannot_open"
    BUSY = "busy"  # another program holds the file
    OTHER = "other"


@value
class StoreNotice:
    code: NoticeCode
    path: Path
    saving: bool  # whether scores are written to disk from now on
    damage: Damage | None = None
    kept_as: Path | None = None
    problem: WriteProblem | None = None
    found_version: int | None = None
    known_version: int | None = None
    detail: str = ""
    count: int = 0


_SQLITE_PROBLEMS = {
    3: WriteProblem.READ_ONLY,  # SQLITE_PERM
    5: WriteProblem.BUSY,
    6: WriteProblem.BUSY,  # SQLITE_LOCKED
    8: WriteProblem.READ_ONLY,
    10: WriteProblem.IO_ERROR,
    13: WriteProblem.FULL,
    14: WriteProblem.CANNOT_OPEN,
    23: WriteProblem.READ_ONLY,  # SQLITE_AUTH
}
_SQLITE_DAMAGE = {11, 26}  # SQLITE_CORRUPT, SQLITE_NOTADB
_OS_PROBLEMS = {
    errno.EROFS: WriteProblem.READ_ONLY,
    errno.EACCES: WriteProblem.READ_ONLY,
    errno.EPERM: WriteProblem.READ_ONLY,
    errno.ENOSPC: WriteProblem.FULL,
    errno.EDQUOT: WriteProblem.FULL,
    errno.EIO: WriteProblem.IO_ERROR,
}


def sqlite_code(error: sqlite3.Error) -> int:
    """The primary result code of an SQLite error (-1 when it has none)."""
    code = getattr(error, "sqlite_errorcode", None)
    return -1 if code is None else code & 0xFF


def is_damage(error: sqlite3.Error) -> bool:
    return sqlite_code(error) in _SQLITE_DAMAGE


def write_problem(error: BaseException) -> WriteProblem | None:
    """What kept the scores from the disk, or None for an error of another kind."""
    if isinstance(error, sqlite3.Error):
        return _SQLITE_PROBLEMS.get(sqlite_code(error))
    if isinstance(error, OSError):
        return _OS_PROBLEMS.get(error.errno or 0, WriteProblem.CANNOT_OPEN)
    return None
