"""Backups of the scores, made and read back through SQLite's backup API.

A backup is one file, whole and consistent even while the game writes
(the API copies a snapshot, the write-ahead log included), in the rollback
journal mode, so that it stands alone: copying `scores.sqlite3` by hand
while the game runs can miss what is in its `-wal`; this cannot. A backup
is written to a temporary file beside its place and renamed there, so an
interrupted one never leaves half a file.

`daily` keeps one automatic backup a day in the data folder's `backups/`,
the newest `DAILY_KEPT` of them. `inspect` reads a file before it is
restored: only a whole scores database of this version or an older one is
restored (`ScoreStore.restore`).
"""
from __future__ import annotations

import contextlib
import enum
import os
import re
import sqlite3
import stat
import tempfile
from dataclasses import dataclass
from datetime import date, datetime
from pathlib import Path

from . import checked
from .checked import Unreadable
from .notices import Damage, is_damage
from .opening import connect_read_only, inspect_file, sound
from .schema import SCHEMA_VERSION, user_version

BACKUP_FOLDER = "backups"
DAILY_KEPT = 7
_DAILY = re.compile(r"scores-\d{4}-\d{2}-\d{2}\.sqlite3")


def back_up(conn: sqlite3.Connection, target: Path) -> None:
    """Write everything `conn` holds to `target`, replacing it whole.
    Raises OSError or sqlite3.Error when it cannot be written."""
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    os.close(fd)
    temporary = Path(name)
    try:
        copy = sqlite3.connect(temporary, isolation_level=None)
        try:
            conn.backup(copy)
            # One file that stands alone: no log beside it.
            copy.execute("PRAGMA journal_mode = DELETE")
        finally:
            copy.close()
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise


def daily(conn: sqlite3.Connection, folder: Path, today: date, kept: int = DAILY_KEPT) -> Path | None:
    """Today's automatic backup in `folder`, unless there is one; then only
    the newest `kept` are left. Returns the backup made, or None."""
    target = folder / f"scores-{today.isoformat()}.sqlite3"
    if target.exists():
        return None
    back_up(conn, target)
    made = sorted(path for path in folder.iterdir() if _DAILY.fullmatch(path.name))
    for old in made[:-kept]:
        with contextlib.suppress(OSError):
            old.unlink()
    return target


class BackupProblem(enum.Enum):
    NOT_A_FILE = "not_a_file"  # a folder, a device, a pipe
    NOT_SCORES = "not_scores"  # not an SQLite database, or not the game's scores
    DAMAGED = "damaged"  # cut short, or it fails SQLite's check
    NEWER = "newer"  # saved by a later version of the game
    UNREADABLE = "unreadable"  # it cannot be opened
    IN_USE = "in_use"  # the scores file the game keeps now


@dataclass(frozen=True)
class BackupInfo:
    """What a backup holds, for the question before it is restored."""

    path: Path
    matches: int
    rounds: int
    last_played: datetime | None


def inspect(path: Path) -> BackupInfo | BackupProblem:
    """What the file holds, or why it is no backup to restore."""
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            return BackupProblem.NOT_A_FILE
    except OSError:
        return BackupProblem.UNREADABLE
    verdict = inspect_file(path)
    if verdict is Damage.NOT_SQLITE:
        return BackupProblem.NOT_SCORES
    if isinstance(verdict, Damage):
        return BackupProblem.DAMAGED
    try:
        conn = connect_read_only(path, immutable=not Path(f"{path}-wal").exists())
    except sqlite3.Error:
        return BackupProblem.UNREADABLE
    try:
        if not sound(conn):
            return BackupProblem.DAMAGED
        version = user_version(conn)
        if version > SCHEMA_VERSION:
            return BackupProblem.NEWER
        tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        if version < 1 or not {"matches", "rounds"} <= tables:
            return BackupProblem.NOT_SCORES
        matches = conn.execute("SELECT count(*) FROM matches").fetchone()[0]
        rounds = conn.execute("SELECT count(*) FROM rounds").fetchone()[0]
        last = conn.execute("SELECT max(started) FROM matches WHERE typeof(started) = 'text'").fetchone()[0]
    except sqlite3.Error as error:
        return BackupProblem.DAMAGED if is_damage(error) else BackupProblem.UNREADABLE
    finally:
        conn.close()
    try:
        last_played = None if last is None else checked.when(last)
    except Unreadable:
        last_played = None
    return BackupInfo(path, matches, rounds, last_played)


def copy_in(source: Path, path: Path) -> None:
    """The backup's pages into a new file at `path` (nothing is there)."""
    reader = connect_read_only(source, immutable=not Path(f"{source}-wal").exists())
    try:
        target = sqlite3.connect(path, isolation_level=None)
        try:
            reader.backup(target)
        finally:
            target.close()
    finally:
        reader.close()


def keep_unsaved(conn: sqlite3.Connection, path: Path, when: datetime) -> Path | None:
    """Write the scores that could not reach `path` beside it, as
    `<name>.unsaved-<date>-<time>` (a database that Restore reads); None
    when that cannot be written either."""
    target = path.with_name(f"{path.name}.unsaved-{when.strftime('%Y%m%d-%H%M%S')}")
    try:
        copy = sqlite3.connect(target)
        try:
            conn.backup(copy)
        finally:
            copy.close()
    except (sqlite3.Error, OSError):
        return None
    return target
