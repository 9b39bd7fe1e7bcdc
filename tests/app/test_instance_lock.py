"""One running copy at a time: the lock file in the data folder."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

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
