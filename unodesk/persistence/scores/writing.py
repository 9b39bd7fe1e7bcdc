"""Where the store's writes go: to the file, or, while the file cannot take
them, to a copy in memory and a list of what waits for the file.

Each write is one piece of work (a function of a connection, made of
plain values) run in one transaction. While the file takes writes, it
goes there, a finished round synced to the disk and checkpointed into the
file, so that the file alone holds every finished round (a copy of it is
a backup, a lost `-wal` loses no round). When a write is refused for a
reason that passes (another program holds the file, the disk is full, it
is read-only or failing for now), nothing is lost and the window never
waits long: the store goes on with a copy in memory, keeps the work, and
writes all of it to the file in one transaction when it is asked to
(`flush`: the store asks at the end of each round, when the person asks,
and when the game closes). The person is told once when the writes start
waiting and once when they are saved again.

If the file changed under the waiting writes in a way they cannot follow
(another program wrote a match of its own), they are never forced on it:
the scores stay in memory for the run, and the person is told.
"""
from __future__ import annotations

import contextlib
import enum
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from .notices import NoticeCode, StoreNotice, WriteProblem, write_problem
from .opening import CLOSE_WAIT, WRITE_WAIT, copy_to_memory, memory_database
from .schema import LayoutDamage, NewerSchema, migrate, repair

T = TypeVar("T")
Work = Callable[[sqlite3.Connection], object]


class FileLost(Exception):
    """The file refused a write and cannot be read either: the store goes on
    in an empty database in memory (the file keeps what it held)."""


class Keeping(enum.Enum):
    ON_DISK = "on_disk"  # every write reaches the file
    WAITING = "waiting"  # writes are kept in memory and wait for the file
    IN_MEMORY = "in_memory"  # nothing reaches the file in this run


class Writer:
    def __init__(self, path: Path, conn: sqlite3.Connection, keeping: Keeping,
                 file: sqlite3.Connection | None = None, problem: WriteProblem | None = None) -> None:
        self.path = path
        # What the store reads: the file, or the copy in memory.
        self.conn = conn
        self.keeping = keeping
        self.problem = problem  # why the writes wait (or never reach the file)
        self._file = file if keeping is Keeping.WAITING else None
        self._waiting: list[Work] = []
        self.notices: list[StoreNotice] = []

    @property
    def waiting(self) -> int:
        """How many writes wait for the file."""
        return len(self._waiting)

    def write(self, work: Callable[[sqlite3.Connection], T], *, durable: bool = False) -> T:
        """Run `work` in one transaction where the scores are kept now. A
        durable write (a round's end) waits for the disk, and while writes
        wait for the file it is the moment to try the file again."""
        retry = durable
        if self.keeping is Keeping.ON_DISK:
            try:
                result = transaction(self.conn, work, durable=durable)
            except sqlite3.Error as error:
                problem = write_problem(error)
                if problem is None:
                    raise
                self._wait(error, problem)
                retry = False  # refused a moment ago: the next round's end tries again
            else:
                if durable:
                    checkpoint(self.conn)
                return result
        result = transaction(self.conn, work, durable=False)
        if self.keeping is Keeping.WAITING:
            self._waiting.append(work)
            if retry:
                self.flush()
        return result

    def _wait(self, error: sqlite3.Error, problem: WriteProblem) -> None:
        """The file refused a write: go on with a copy of it in memory."""
        file = self.conn
        try:
            self.conn = copy_to_memory(file)
        except sqlite3.Error:
            # The file cannot even be read: what it held stays in it, this run starts empty.
            self.conn = memory_database()
            self._give_up(file, error, problem)
            raise FileLost(str(error)) from None
        self.keeping, self.problem, self._file = Keeping.WAITING, problem, file
        self.notices.append(StoreNotice(NoticeCode.WAITING, self.path, False, problem=problem, detail=str(error)))

    def flush(self, *, asked: bool = False, wait: float = WRITE_WAIT) -> bool:
        """Write what waits to the file, all of it in one transaction synced
        to the disk; True once the file holds everything. `asked`: the
        person asked, and is answered either way."""
        if self.keeping is not Keeping.WAITING or self._file is None:
            return self.keeping is Keeping.ON_DISK
        file = self._file
        try:
            file.execute(f"PRAGMA busy_timeout = {int(wait * 1000):d}")
            migrate(file)  # a file at an older version, or lacking a table, when the writes began to wait
            repair(file)
            transaction(file, _all(self._waiting), durable=True)
        except sqlite3.Error as error:
            problem = write_problem(error)
            if problem is None:  # the file changed in a way the writes cannot follow
                self._give_up(file, error, WriteProblem.OTHER)
                return False
            self.problem = problem
            if asked:
                self.notices.append(StoreNotice(NoticeCode.STILL_WAITING, self.path, False, problem=problem,
                                                detail=str(error)))
            return False
        except (NewerSchema, LayoutDamage) as error:  # a later version opened it meanwhile, or another program
            self._give_up(file, error, WriteProblem.OTHER)
            return False
        finally:
            with contextlib.suppress(sqlite3.Error):
                file.execute(f"PRAGMA busy_timeout = {int(WRITE_WAIT * 1000):d}")
        checkpoint(file)
        memory, self.conn, self._file = self.conn, file, None
        memory.close()
        self._waiting.clear()
        self.keeping, self.problem = Keeping.ON_DISK, None
        self.notices.append(StoreNotice(NoticeCode.SAVED, self.path, True))
        return True

    def _give_up(self, file: sqlite3.Connection, error: BaseException, problem: WriteProblem) -> None:
        self.keeping, self.problem, self._file = Keeping.IN_MEMORY, problem, None
        self._waiting.clear()
        with contextlib.suppress(sqlite3.Error):
            file.close()
        self.notices.append(StoreNotice(NoticeCode.NOT_SAVED, self.path, False, problem=problem, detail=str(error)))

    def close(self) -> sqlite3.Connection | None:
        """At the end of the run: the waiting writes get a last, longer try.
        Returns the copy in memory when they still could not be written (for
        the store to keep beside the file), else None."""
        if self.keeping is Keeping.WAITING and not self.flush(wait=CLOSE_WAIT):
            file, self._file = self._file, None
            if file is not None:
                file.close()
            return self.conn
        try:
            if self.keeping is Keeping.ON_DISK:
                self.conn.execute("PRAGMA optimize")
        except sqlite3.Error:
            pass
        self.conn.close()
        return None


def _all(works: list[Work]) -> Callable[[sqlite3.Connection], None]:
    def run(conn: sqlite3.Connection) -> None:
        for work in works:
            work(conn)

    return run


def transaction(conn: sqlite3.Connection, work: Callable[[sqlite3.Connection], T], *, durable: bool) -> T:
    if durable:
        # A finished round waits for the disk, so that even a power cut
        # keeps it; every other commit only waits for the operating system.
        conn.execute("PRAGMA synchronous = FULL")
    try:
        conn.execute("BEGIN IMMEDIATE")
        try:
            result = work(conn)
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
            raise
        return result
    finally:
        if durable:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("PRAGMA synchronous = NORMAL")


def checkpoint(conn: sqlite3.Connection) -> None:
    """Fold the write-ahead log into the file, so that the file alone holds
    every committed round (as far as no reader holds the log: then later)."""
    with contextlib.suppress(sqlite3.Error):
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()
