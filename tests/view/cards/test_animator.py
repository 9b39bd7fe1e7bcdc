"""The queue of animations: one step at a time, in order, and one `idle` report a batch."""
from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QVariantAnimation

from tests.qt_events import drain
from unodesk.view.cards.animator import EventQueue


def animation(ms: int, record: list[str], name: str) -> QVariantAnimation:
    anim = QVariantAnimation()
    anim.setDuration(ms)
    anim.setStartValue(0.0)
    anim.setEndValue(1.0)
    anim.finished.connect(lambda: record.append(f"{name} ended"))
    return anim


class Recorder:
    """A queue and everything it did, in order."""

    def __init__(self) -> None:
        self.queue = EventQueue()
        self.log: list[str] = []
        self.queue.idle.connect(lambda: self.log.append("idle"))
        self.kept: list[QAbstractAnimation] = []

    def still(self, name: str):
        """A step that changes the scene and moves nothing."""
        def step():
            self.log.append(name)
            return None
        return step

    def moving(self, name: str, ms: int):
        def step():
            self.log.append(name)
            anim = animation(ms, self.log, name)
            self.kept.append(anim)
            return anim
        return step

    def done(self, name: str):
        return lambda: self.log.append(name)


def test_steps_run_in_order_and_a_batch_reports_idle_once(qtbot):
    r = Recorder()
    r.queue.push(r.moving("deal", 30))
    r.queue.push(r.moving("play", 30))
    r.queue.end_batch(r.done("shown"))
    assert r.queue.running
    qtbot.waitUntil(lambda: "idle" in r.log, timeout=3000)
    drain()
    assert r.log == ["deal", "deal ended", "play", "play ended", "shown", "idle"]
    assert not r.queue.running


def test_a_step_with_no_animation_lets_the_next_one_run_at_once(qtbot):
    r = Recorder()
    r.queue.push(r.still("turn"))
    r.queue.push(r.still("colour"))
    r.queue.end_batch(r.done("shown"))
    # Nothing moved: every step ran within end_batch, the batch's end too.
    assert r.log == ["turn", "colour", "shown"]
    assert not r.queue.running
    # The idle report comes from the event loop, never from inside end_batch.
    qtbot.waitUntil(lambda: r.log[-1:] == ["idle"], timeout=3000)
    assert r.log.count("idle") == 1


def test_batches_ended_in_one_turn_of_the_loop_report_idle_once_each(qtbot):
    r = Recorder()
    for name in ("first", "second", "third"):
        r.queue.push(r.still(name))
        r.queue.end_batch()
    assert "idle" not in r.log
    qtbot.waitUntil(lambda: r.log.count("idle") == 3, timeout=3000)
    drain()
    assert r.log == ["first", "second", "third", "idle", "idle", "idle"]


def test_steps_pushed_while_an_animation_plays_wait_their_turn(qtbot):
    r = Recorder()
    r.queue.push(r.moving("deal", 60))
    r.queue.end_batch(r.done("first shown"))
    r.queue.push(r.still("play"))
    r.queue.end_batch(r.done("second shown"))
    assert r.log == ["deal"]
    qtbot.waitUntil(lambda: r.log.count("idle") == 2, timeout=3000)
    assert r.log == ["deal", "deal ended", "first shown", "play", "second shown", "idle", "idle"]


def test_finish_now_jumps_the_playing_animation_to_its_end(qtbot):
    r = Recorder()
    r.queue.push(r.moving("deal", 60_000))
    r.queue.push(r.still("play"))
    r.queue.end_batch(r.done("shown"))
    anim = r.kept[0]
    assert anim.state() == QAbstractAnimation.State.Running
    r.queue.finish_now()
    assert anim.state() == QAbstractAnimation.State.Stopped
    assert anim.currentValue() == 1.0  # the card where the step meant it to be
    # The next step starts on the next turn of the loop, not inside finish_now.
    assert r.log[-1] != "play"
    qtbot.waitUntil(lambda: "idle" in r.log, timeout=3000)
    assert r.log[-3:] == ["play", "shown", "idle"]
    assert r.log.count("idle") == 1


def test_finish_now_with_nothing_playing_changes_nothing(qtbot):
    r = Recorder()
    r.queue.finish_now()
    assert not r.queue.running
    drain()
    assert r.log == []


def test_stop_drops_every_step_and_reports_nothing(qtbot):
    r = Recorder()
    r.queue.push(r.moving("deal", 60_000))
    r.queue.push(r.still("play"))
    r.queue.end_batch(r.done("shown"))
    anim = r.kept[0]
    r.queue.stop()
    assert anim.state() == QAbstractAnimation.State.Stopped
    assert not r.queue.running
    drain()
    assert r.log == ["deal"]  # no later step, no batch end, no idle


def test_stop_also_forgets_an_idle_report_not_yet_sent(qtbot):
    r = Recorder()
    r.queue.push(r.still("turn"))
    r.queue.end_batch(r.done("shown"))
    r.queue.stop()
    drain()
    assert r.log == ["turn", "shown"]
    # The queue works again afterwards.
    r.queue.push(r.still("next"))
    r.queue.end_batch()
    qtbot.waitUntil(lambda: "idle" in r.log, timeout=3000)
    assert r.log == ["turn", "shown", "next", "idle"]
