"""Opening the scores database, whatever state the file is in.

The game always gets a working database: the file in the data folder when
it can be used; a fresh one when the old was damaged (the damaged file is
kept aside under a new name, never overwriting another; a file with
SQLite's header and anything after it is damaged, not "newer"); a copy in
memory whose writes wait for the file while another program holds it or
the disk is full (`Opened.file`); one in memory when the folder cannot be
written or the file belongs to a later version (which is then never
touched). Each of these comes with one `StoreNotice`. No step waits more
than a fraction of a second for another program: the start never hangs
on a file held elsewhere.
"""
from __future__ import annotations

import contextlib
import os
import sqlite3
import struct
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from ..files import aside_name
from .checked import decode_text
from .notices import Damage, NoticeCode, StoreNotice, WriteProblem, is_damage, sqlite_code, write_problem
from .place import DB_NAME as DB_NAME
from .place import default_path as default_path
from .schema import SCHEMA_VERSION, LayoutDamage, NewerSchema, migrate, repair, user_version

_MAGIC = b"SQLite format 3\x00"
_COMPANIONS = ("-wal", "-journal")  # files that belong to the database's content
# Seconds to wait for a lock another program holds before a write is kept
# for later: short, since the window waits meanwhile.
WRITE_WAIT = 0.2
# The same at the last write, when the game closes.
CLOSE_WAIT = 2.0


@dataclass
class Opened:
    connection: sqlite3.Connection
    in_memory: bool
    notice: StoreNotice | None
    # The file, while `connection` is a copy in memory whose writes wait for
    # it (another program holds it, or the disk is full): written later.
    file: sqlite3.Connection | None = None


def connect(path: Path | str, wait: float = WRITE_WAIT) -> sqlite3.Connection:
    """A connection in autocommit mode (transactions are begun by hand), WAL
    journal, foreign keys enforced, text that is not UTF-8 read with a
    replacement mark; a lock held elsewhere is waited for `wait` seconds."""
    conn = sqlite3.connect(path, timeout=wait, isolation_level=None)
    conn.text_factory = decode_text
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        if path != ":memory:":
            conn.execute("PRAGMA journal_mode = WAL")
            # In WAL mode a commit survives the program being killed without
            # waiting for the disk; finished rounds ask for more (store.py).
            conn.execute("PRAGMA synchronous = NORMAL")
    except BaseException:
        conn.close()
        raise
    return conn


def connect_read_only(path: Path, *, immutable: bool = False, wait: float = WRITE_WAIT) -> sqlite3.Connection:
    """A connection that only reads the file (`immutable`: not even the
    log beside it, for a folder nobody may write)."""
    options = "mode=ro&immutable=1" if immutable else "mode=ro"
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?{options}", uri=True, timeout=wait, isolation_level=None)
    conn.text_factory = decode_text
    return conn


def memory_database(copy_from: sqlite3.Connection | None = None) -> sqlite3.Connection:
    """A database in memory, with what `copy_from` holds when it can be read
    (a copy that cannot be read or brought up to date: an empty one)."""
    if copy_from is not None:
        try:
            return copy_to_memory(copy_from)
        except sqlite3.Error:
            pass
    conn = connect(":memory:")
    migrate(conn)
    return conn


def open_database(path: Path, now: Callable[[], datetime] = datetime.now) -> Opened:
    """The database at `path`, or the best that can be had instead (see above)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        return _in_memory(path, error)
    verdict = inspect_file(path)
    if isinstance(verdict, int):
        # SQLite's header with anything after it is no later version's file.
        if _reads_whole(path):
            return _newer(path, verdict)
        verdict = Damage.FAILED_CHECK
    if verdict is None and not path.exists():
        _clear_orphans(path, now())
    damage, aside = verdict, None
    for _ in range(2):
        if damage is not None:
            try:
                aside = (damage, set_aside(path, now()))
            except OSError as error:
                return _in_memory(path, error, damage=damage)
        try:
            opened = _open_checked(path)
        except NewerSchema as newer:
            return _newer(path, newer.found)
        except _Unwritable as trouble:
            if trouble.connection is not None and write_problem(trouble.error) in _PASSING:
                return _waiting(path, trouble.error, trouble.connection, aside)
            return _in_memory(path, trouble.error, aside=aside, source=trouble.connection)
        if isinstance(opened, sqlite3.Connection):
            return Opened(opened, False, _set_aside_notice(path, aside))
        damage = opened
    # A fresh file damaged as soon as it is made: the disk itself is failing.
    return _in_memory(path, OSError("a new database failed its check"), aside=aside)


# What passes: the file can be written again once the other program lets
# go of it or space is freed. Writes wait for it in memory meanwhile.
_PASSING = (WriteProblem.BUSY, WriteProblem.FULL)


def _waiting(path: Path, error: sqlite3.Error, file: sqlite3.Connection,
             aside: tuple[Damage, Path] | None) -> Opened:
    try:
        memory = copy_to_memory(file)
    except sqlite3.Error:
        return _in_memory(path, error, aside=aside, source=file)
    problem = write_problem(error)
    notice = StoreNotice(NoticeCode.WAITING, path, False, damage=aside[0] if aside else None,
                         kept_as=aside[1] if aside else None, problem=problem, detail=str(error))
    return Opened(memory, True, notice, file)


def copy_to_memory(source: sqlite3.Connection) -> sqlite3.Connection:
    """A copy in memory of everything `source` holds, at this version's
    schema; raises sqlite3.Error when it cannot be read whole."""
    conn = connect(":memory:")
    try:
        source.backup(conn)
        conn.execute("PRAGMA foreign_keys = ON")
        migrate(conn)
        repair(conn)
    except (sqlite3.Error, NewerSchema, LayoutDamage) as error:
        conn.close()
        raise sqlite3.DatabaseError(str(error)) from None
    return conn


def _reads_whole(path: Path) -> bool:
    """Whether the file reads as a database (a later version's, left untouched:
    without a log beside it, read as immutable, which makes no file beside it)."""
    try:
        conn = connect_read_only(path, immutable=not _has_content(Path(f"{path}-wal")))
    except sqlite3.Error:
        return False
    try:
        return sound(conn)
    except sqlite3.Error as error:
        # Held by another program: a file that may well be whole is never set aside.
        return write_problem(error) is WriteProblem.BUSY
    finally:
        conn.close()


class _Unwritable(Exception):
    def __init__(self, error: sqlite3.Error, connection: sqlite3.Connection | None) -> None:
        super().__init__(str(error))
        self.error = error
        self.connection = connection


def _open_checked(path: Path) -> sqlite3.Connection | Damage:
    """A connection to a sound, current, writable database; or what damage
    SQLite found. Raises `NewerSchema`, or `_Unwritable` for any other trouble."""
    try:
        conn = connect(path)
    except sqlite3.Error as error:
        if is_damage(error):
            return Damage.FAILED_CHECK
        raise _Unwritable(error, None) from None
    try:
        damage = _check(conn)
        if damage is None:
            migrate(conn)
            repair(conn)
            _probe_writing(conn)
            return conn
    except NewerSchema:
        conn.close()
        raise
    except LayoutDamage:
        damage = Damage.FAILED_CHECK
    except sqlite3.Error as error:
        # A step that finds no table it needs (code 1, SQLITE_ERROR): the layout is broken.
        if not is_damage(error) and sqlite_code(error) != 1:
            raise _Unwritable(error, conn) from None
        damage = Damage.FAILED_CHECK
    conn.close()
    return damage


def _probe_writing(conn: sqlite3.Connection) -> None:
    """Raise now if SQLite could only open the file for reading (it says so
    only at the first write, which would be a round's end)."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        version = user_version(conn)
        conn.execute(f"PRAGMA user_version = {version:d}")
    finally:
        conn.execute("ROLLBACK")


def inspect_file(path: Path) -> Damage | int | None:
    """What the file's first bytes tell before SQLite reads it: damage, the
    schema version of a later game (an int), or None (absent, empty, or
    nothing wrong that can be seen without opening it)."""
    try:
        with path.open("rb") as file:
            header = file.read(100)
            size = os.fstat(file.fileno()).st_size
    except FileNotFoundError:
        return None
    except OSError:
        return None  # let the connection say what is wrong
    if not header:
        return None
    if not header.startswith(_MAGIC[: len(header)]):
        return Damage.NOT_SQLITE
    if len(header) < 100:
        return Damage.TRUNCATED
    if not _header_is_sound(header):
        return Damage.NOT_SQLITE
    found = struct.unpack(">I", header[60:64])[0]
    if found > SCHEMA_VERSION:
        return found
    # While a write-ahead log is beside the file, the file alone may lag
    # behind its header (a checkpoint cut short); SQLite sorts that out.
    if _has_content(Path(f"{path}-wal")):
        return None
    page_size = struct.unpack(">H", header[16:18])[0]
    page_size = 65536 if page_size == 1 else page_size
    counter, pages, valid_for = (struct.unpack(">I", header[i:i + 4])[0] for i in (24, 28, 92))
    if page_size < 512 or page_size & (page_size - 1):
        return Damage.NOT_SQLITE
    if size % page_size or (pages and counter == valid_for and size < pages * page_size):
        return Damage.TRUNCATED
    return None


def _header_is_sound(header: bytes) -> bool:
    """The fields of SQLite's header that every version writes the same way
    (https://www.sqlite.org/fileformat.html): the format versions, the
    payload fractions, the text encoding and the schema format."""
    page_size = struct.unpack(">H", header[16:18])[0]
    encoding = struct.unpack(">I", header[56:60])[0]
    schema_format = struct.unpack(">I", header[44:48])[0]
    return (
        (page_size == 1 or (512 <= page_size <= 32768 and not page_size & (page_size - 1)))
        and header[18] in (1, 2) and header[19] in (1, 2) and header[21:24] == b"\x40\x20\x20"
        and encoding in (0, 1, 2, 3) and schema_format in (0, 1, 2, 3, 4)
    )


def set_aside(path: Path, when: datetime, label: str = "corrupt") -> Path:
    """Move the damaged database (and its log) to a name of its own,
    `scores.sqlite3.corrupt-<date>-<time>` (or another `label`), never over
    another file."""
    aside = aside_name(path, when, _COMPANIONS, label)
    # The log goes first: a fresh database must never pick up an old log.
    for end in _COMPANIONS:
        if Path(f"{path}{end}").exists():
            os.rename(f"{path}{end}", f"{aside}{end}")
    _remove_quietly(Path(f"{path}-shm"))
    if path.exists():
        os.rename(path, aside)
    return aside


def _clear_orphans(path: Path, when: datetime) -> None:
    """A log without its database (left by a move cut short) would be read
    into the new database: keep it aside too."""
    if any(_has_content(Path(f"{path}{end}")) for end in _COMPANIONS):
        with contextlib.suppress(OSError):
            set_aside(path, when)


def _has_content(path: Path) -> bool:
    try:
        return path.stat().st_size > 0
    except OSError:
        return False


def _remove_quietly(path: Path) -> None:
    with contextlib.suppress(OSError):
        path.unlink()


# What quick_check says of a value against its column's rule (a text where
# the game writes a word, NULL where it writes none): a value the checked
# reading of the rows handles, not damage to the file.
_VALUE_FINDINGS = ("CHECK constraint failed", "NULL value in ")
_FINDINGS = 1000


def _check(conn: sqlite3.Connection) -> Damage | None:
    return None if sound(conn) else Damage.FAILED_CHECK


def sound(conn: sqlite3.Connection) -> bool:
    """Whether SQLite's quick check finds the file whole (values that break
    their column's rule do not count); raises sqlite3.Error unless the
    error is damage."""
    try:
        rows = conn.execute(f"PRAGMA quick_check({_FINDINGS:d})").fetchall()
    except sqlite3.Error as error:
        if is_damage(error):
            return False
        raise
    if rows == [("ok",)]:
        return True
    return len(rows) < _FINDINGS and all(str(row[0]).startswith(_VALUE_FINDINGS) for row in rows)


def _set_aside_notice(path: Path, aside: tuple[Damage, Path] | None) -> StoreNotice | None:
    if aside is None:
        return None
    return StoreNotice(NoticeCode.SET_ASIDE, path, True, damage=aside[0], kept_as=aside[1])


def _newer(path: Path, found: int) -> Opened:
    notice = StoreNotice(NoticeCode.NEWER_VERSION, path, False, found_version=found, known_version=SCHEMA_VERSION)
    return Opened(memory_database(), True, notice)


def _in_memory(
    path: Path,
    error: BaseException,
    *,
    damage: Damage | None = None,
    aside: tuple[Damage, Path] | None = None,
    source: sqlite3.Connection | None = None,
) -> Opened:
    """Scores in memory for this run, with what the file holds when it can be read."""
    if source is None and damage is None and aside is None:
        source = _read_only(path)
    try:
        conn = memory_database(source)
    finally:
        if source is not None:
            source.close()
    if aside is not None:
        damage = aside[0]
    problem = write_problem(error) or WriteProblem.OTHER
    if problem is WriteProblem.CANNOT_OPEN and path.parent.is_dir() and not os.access(path.parent, os.W_OK):
        problem = WriteProblem.READ_ONLY
    notice = StoreNotice(
        NoticeCode.NOT_SAVED, path, False, damage=damage, kept_as=aside[1] if aside else None,
        problem=problem, detail=str(error),
    )
    return Opened(conn, True, notice)


def _read_only(path: Path) -> sqlite3.Connection | None:
    """A connection that can read the file without writing anything beside
    it; in a read-only folder only an "immutable" one can (no other copy
    writes the file meanwhile: the instance lock sees to that)."""
    if not path.exists():
        return None
    for immutable in (False, True):
        try:
            conn = connect_read_only(path, immutable=immutable)
        except sqlite3.Error:
            continue
        try:
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.Error:
            conn.close()
            continue
        return conn
    return None
