"""One running copy of the game at a time: a lock file in the data folder.

A second copy started by a double double-click must not write the scores
database alongside the first. QtCore's QLockFile writes the holder's
process id into the file; a lock left behind by a copy that crashed is
known as stale (its process is gone) and taken over, so a crash never
locks the family out. The lock is held for the whole run, so it is never
judged stale by its age.

What QLockFile cannot tell by itself, `take_over` settles once the holder
has not answered on the instance channel: an empty or garbled lock (a
power cut just after a start), a folder or a link in its place, or a
lock naming a live process that is not a copy of the game (its number
given to another program after a restart). A running copy holds an
operating-system lock on the file for its whole run (QLockFile's flock
and fcntl locks), so a lock that can be removed is held by no copy: it is
taken over. One that cannot be removed belongs to a live copy, and is
left alone.
"""
from __future__ import annotations

import enum
import os
import stat
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QLockFile

from unodesk import APP_NAME
from unodesk.persistence.data_dir import data_dir
from unodesk.persistence.files import set_aside

LOCK_NAME = f"{APP_NAME}.lock"


class LockState(enum.Enum):
    HELD = "held"  # this copy holds the lock
    TAKEN = "taken"  # another running copy holds it
    UNAVAILABLE = "unavailable"  # no lock file can be made here (e.g. a read-only folder)


@dataclass(frozen=True)
class LockOutcome:
    state: LockState
    path: Path
    pid: int | None = None  # the holder, when another copy holds it
    host: str | None = None
    app: str | None = None

    @property
    def held(self) -> bool:
        return self.state is LockState.HELD


def lock_path(folder: Path | None = None) -> Path:
    return (data_dir() if folder is None else folder) / LOCK_NAME


def _lock_file(path: Path) -> QLockFile:
    lock = QLockFile(str(path))
    lock.setStaleLockTime(0)
    return lock


def _holder(lock: QLockFile) -> tuple[int | None, str | None, str | None]:
    info = lock.getLockInfo()
    if isinstance(info, tuple) and len(info) == 3:
        pid, host, app = info
        return int(pid), str(host), str(app)
    return None, None, None


class InstanceLock:
    """The lock of this running copy: `acquire` once at start, `release` at the end."""

    def __init__(self, folder: Path | None = None) -> None:
        self.path = lock_path(folder)
        self._lock: QLockFile | None = None

    @property
    def held(self) -> bool:
        return self._lock is not None

    def acquire(self, wait_ms: int = 100) -> LockOutcome:
        if self._lock is not None:
            return LockOutcome(LockState.HELD, self.path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError:
            return LockOutcome(LockState.UNAVAILABLE, self.path)
        lock = _lock_file(self.path)
        if lock.tryLock(wait_ms):
            self._lock = lock
            return LockOutcome(LockState.HELD, self.path)
        if lock.error() is QLockFile.LockError.LockFailedError:
            return LockOutcome(LockState.TAKEN, self.path, *_holder(lock))
        return LockOutcome(LockState.UNAVAILABLE, self.path)

    def take_over(self, wait_ms: int = 100) -> LockOutcome:
        """Take the lock another copy seems to hold, if no running copy holds
        it (see the module's text): call it once the holder has not answered
        on the instance channel. TAKEN when a live copy holds it."""
        if self._lock is not None:
            return LockOutcome(LockState.HELD, self.path)
        try:
            mode = os.lstat(self.path).st_mode
        except FileNotFoundError:
            mode = stat.S_IFREG
        except OSError:
            return LockOutcome(LockState.UNAVAILABLE, self.path)
        if not stat.S_ISREG(mode):
            # A folder, a link or anything else in the lock's place: no copy made it.
            from datetime import datetime  # (only here: not on every start's way to its window)

            try:
                set_aside(self.path, datetime.now())
            except OSError:
                return LockOutcome(LockState.UNAVAILABLE, self.path)
        lock = _lock_file(self.path)
        lock.removeStaleLockFile()  # refused while a running copy holds the file
        return self.acquire(wait_ms)

    def release(self) -> None:
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    def __enter__(self) -> InstanceLock:
        return self

    def __exit__(self, *exc: object) -> None:
        self.release()


def another_copy_running(folder: Path | None = None) -> bool:
    """Whether another running copy of the game holds the lock (this one's
    own lock does not count). Looks without keeping the lock."""
    path = lock_path(folder)
    if not path.parent.is_dir():
        return False
    lock = _lock_file(path)
    if lock.tryLock(0):
        lock.unlock()
        return False
    if lock.error() is not QLockFile.LockError.LockFailedError:
        return False
    pid = _holder(lock)[0]
    return pid != os.getpid()
