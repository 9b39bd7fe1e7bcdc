"""One running copy at a time: the lock file in the data folder."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from unodesk.app.instance_lock import InstanceLock, LockState, another_copy_running

HOLD = """
import sys, time
from pathlib import Path
from unodesk.app.instance_lock import InstanceLock
lock = InstanceLock(Path(sys.argv[1]))
print(lock.acquire().state.value, flush=True)
time.sleep(60)
"""


def test_the_second_lock_in_one_process_is_refused_until_the_first_is_released(tmp_path: Path) -> None:
    first, second = InstanceLock(tmp_path / "data"), InstanceLock(tmp_path / "data")
    assert first.acquire().held
    taken = second.acquire()
    assert taken.state is LockState.TAKEN and taken.pid == os.getpid()
    assert not second.held
    # This copy's own lock is not "another copy".
    assert another_copy_running(tmp_path / "data") is False
    first.release()
    assert second.acquire().held
    second.release()


def test_another_running_copy_holds_the_lock_and_a_crashed_one_does_not(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    child = subprocess.Popen([sys.executable, "-c", HOLD, str(folder)], stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline().strip() == "held"
        assert another_copy_running(folder) is True
        outcome = InstanceLock(folder).acquire(wait_ms=0)
        assert outcome.state is LockState.TAKEN and outcome.pid == child.pid
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
    # The lock file stays behind, but its process is gone: it is stale.
    assert (folder / "unodesk.lock").exists()
    assert another_copy_running(folder) is False
    with InstanceLock(folder) as lock:
        assert lock.acquire().held
    assert not (folder / "unodesk.lock").exists()


def test_a_folder_where_no_lock_can_be_made_is_said_plainly(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("a file where the folder should be")
    outcome = InstanceLock(tmp_path / "data").acquire()
    assert outcome.state is LockState.UNAVAILABLE and not outcome.held
    assert another_copy_running(tmp_path / "data") is False


# -- issue 21: no lock-out ------------------------------------------------------------------

def _lock_left(folder: Path, content: bytes | None) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "unodesk.lock"
    if content is None:
        path.mkdir()
    else:
        path.write_bytes(content)
    return path


def _holder_line(pid: int) -> bytes:
    """A lock as a copy of the game writes it, naming `pid`."""
    return f"{pid}\n{os.path.basename(os.path.realpath(sys.executable))}\n{os.uname().nodename}\n".encode()


@pytest.mark.parametrize("content", [b"", b"\x00\xff garbage \x13\n\n", None], ids=["empty", "garbage", "folder"])
def test_what_a_power_cut_or_another_program_left_is_taken_over(tmp_path: Path, content: bytes | None) -> None:
    folder = tmp_path / "data"
    _lock_left(folder, content)
    lock = InstanceLock(folder)
    assert lock.acquire(wait_ms=0).state is LockState.TAKEN  # what QLockFile alone says
    assert lock.take_over().held
    lock.release()
    if content is None:
        assert [p.name.startswith("unodesk.lock.corrupt-") for p in folder.iterdir()] == [True]


def test_a_lock_naming_a_live_process_that_is_no_copy_of_the_game_is_taken_over(tmp_path: Path) -> None:
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])  # the same program's name
    try:
        folder = tmp_path / "data"
        _lock_left(folder, _holder_line(other.pid))
        lock = InstanceLock(folder)
        outcome = lock.acquire(wait_ms=0)
        assert outcome.state is LockState.TAKEN and outcome.pid == other.pid
        assert lock.take_over().held
        lock.release()
    finally:
        other.kill()
        other.wait()


def test_a_running_copys_lock_is_never_taken_over(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    child = subprocess.Popen([sys.executable, "-c", HOLD, str(folder)], stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline().strip() == "held"
        lock = InstanceLock(folder)
        assert lock.acquire(wait_ms=0).state is LockState.TAKEN
        assert lock.take_over().state is LockState.TAKEN  # it holds the file: a live copy, silent or not
        assert (folder / "unodesk.lock").exists()
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
    assert InstanceLock(folder).take_over().held  # once it is gone, its lock is stale
