"""The queue of event animations: one step at a time, one idle report per batch.

A step is a function run when its turn comes; it changes the scene and
returns the animation that shows the change (or None when nothing moves).
The state it shows is already committed, so a step may be cut short at any
time (a resize, closing the window) without leaving the game in between.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QObject, QTimer, Signal

Step = Callable[[], QAbstractAnimation | None]


class _BatchEnd:
    def __init__(self, done: Callable[[], None] | None) -> None:
        self.done = done


class EventQueue(QObject):
    """Runs steps in order; emits `idle` once per finished batch, from a zero-delay timer."""

    idle = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._steps: deque[Step | _BatchEnd] = deque()
        self._current: QAbstractAnimation | None = None
        self._reports = 0
        self._report_timer = QTimer(self)
        self._report_timer.setSingleShot(True)
        self._report_timer.setInterval(0)
        self._report_timer.timeout.connect(self._report)
        self._next_timer = QTimer(self)
        self._next_timer.setSingleShot(True)
        self._next_timer.setInterval(0)
        self._next_timer.timeout.connect(self._run)

    @property
    def running(self) -> bool:
        """An animation is playing or steps are waiting."""
        return self._current is not None or bool(self._steps) or self._next_timer.isActive()

    def push(self, step: Step) -> None:
        self._steps.append(step)

    def end_batch(self, done: Callable[[], None] | None = None) -> None:
        """Close a batch: `done` runs when its last step has ended, then `idle` follows."""
        self._steps.append(_BatchEnd(done))
        if self._current is None and not self._next_timer.isActive():
            self._run()

    def finish_now(self) -> None:
        """Jump the playing animation to its end; the next step starts on the next turn of the loop."""
        anim = self._current
        if anim is None:
            return
        self._current = None
        anim.finished.disconnect(self._on_finished)
        anim.setCurrentTime(anim.totalDuration())
        anim.stop()
        self._next_timer.start()

    def stop(self) -> None:
        """Drop everything, idle reports not yet sent too: the widget is going
        away, or a new deal clears the table."""
        self._steps.clear()
        self._next_timer.stop()
        self._report_timer.stop()
        self._reports = 0
        anim, self._current = self._current, None
        if anim is not None:
            anim.finished.disconnect(self._on_finished)
            anim.stop()

    def _run(self) -> None:
        while self._current is None and self._steps:
            step = self._steps.popleft()
            if isinstance(step, _BatchEnd):
                if step.done is not None:
                    step.done()
                self._reports += 1
                self._report_timer.start()
                continue
            anim = step()
            if anim is None:
                continue
            self._current = anim
            anim.finished.connect(self._on_finished)
            anim.start()

    def _on_finished(self) -> None:
        anim, self._current = self._current, None
        if anim is not None:
            anim.finished.disconnect(self._on_finished)
        self._next_timer.start()

    def _report(self) -> None:
        count, self._reports = self._reports, 0
        for _ in range(count):
            self.idle.emit()
