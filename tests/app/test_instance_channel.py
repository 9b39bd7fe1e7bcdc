"""A second copy asks the running one to come forward."""
from __future__ import annotations

from pathlib import Path

from unodesk.app.instance_channel import InstanceChannel, Meeting, ask_first_copy_to_show, meet_first_copy, server_name
from unodesk.app.instance_lock import InstanceLock, LockState


def test_the_running_copy_hears_the_second_one(qtbot, tmp_path: Path) -> None:
    channel = InstanceChannel(tmp_path / "data")
    assert channel.listen()
    with qtbot.waitSignal(channel.show_requested, timeout=3000):
        assert ask_first_copy_to_show(tmp_path / "data", wait_ms=1000)
    channel.close()


def test_nobody_answers_when_no_copy_runs(qapp, tmp_path: Path) -> None:
    assert not ask_first_copy_to_show(tmp_path / "data", wait_ms=200)


def test_each_data_folder_has_its_own_channel(tmp_path: Path) -> None:
    assert server_name(tmp_path / "a") != server_name(tmp_path / "b")
    assert server_name(tmp_path / "a") == server_name(tmp_path / "a" / ".." / "a")


def test_a_channel_left_by_a_crashed_copy_is_taken_over(qtbot, tmp_path: Path) -> None:
    first = InstanceChannel(tmp_path / "data")
    assert first.listen()
    # The lock says the first copy is gone; its successor takes the name.
    second = InstanceChannel(tmp_path / "data")
    assert second.listen()
    with qtbot.waitSignal(second.show_requested, timeout=3000):
        assert ask_first_copy_to_show(tmp_path / "data", wait_ms=1000)
    first.close()
    second.close()


def test_a_second_copy_meets_the_first_takes_a_stale_lock_or_waits_for_a_silent_one(qtbot, tmp_path: Path) -> None:
    folder = tmp_path / "data"
    first = InstanceLock(folder)
    assert first.acquire().held
    channel = InstanceChannel(folder)
    assert channel.listen()
    second = InstanceLock(folder)
    assert second.acquire(wait_ms=0).state is LockState.TAKEN
    with qtbot.waitSignal(channel.show_requested, timeout=3000):
        assert meet_first_copy(folder, second, wait_ms=1000) is Meeting.SHOWN
    channel.close()
    # A first copy that holds its lock but does not answer (still starting): the lock is left to it.
    assert meet_first_copy(folder, second, wait_ms=300) is Meeting.SILENT and not second.held
    first.release()
    (folder / "unodesk.lock").write_text("")  # what a power cut leaves
    assert meet_first_copy(folder, second, wait_ms=300) is Meeting.TAKEN_OVER and second.held
    second.release()
