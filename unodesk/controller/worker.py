"""The one worker thread where decisions are made off the GUI thread: the
computers' moves and the hint.

A decision can take a while (the hard level searches), so it is made in one
worker thread while the table goes on animating. Whoever asks (an `Asker`:
the computers' turns, the hint) hands the worker a job that reads plain
values only (a seat's `PlayerView` and its legal actions, and the bot that
decides) and touches no Qt object: the GUI thread looks for the answer and
hands it on as a signal, so nothing of Qt is shared between threads and
closing the window while a computer thinks leaves nothing behind.
"""
from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

from PySide6.QtCore import QObject, QTimer, Signal

# How often the GUI thread looks whether a decision is made, while one is
# being made (ms): well under a frame, and only while something is decided.
POLL_MS = 4


class DecisionWorker(QObject):
    """Runs every asker's jobs in one worker thread, in the order asked.

    One thread: a job never runs beside another, so a bot is never asked
    twice at once (a forgotten job may still be running; the next one waits
    for it), and a bot kept by one asker is only ever used there.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool: ThreadPoolExecutor | None = None
        self._askers: list[Asker] = []

    def asker(self) -> Asker:
        """A new line to the worker, with one awaited answer at a time."""
        asker = Asker(self)
        self._askers.append(asker)
        return asker

    @property
    def thinking(self) -> bool:
        """Whether any answer is awaited."""
        return any(asker.thinking for asker in self._askers)

    def close(self) -> None:
        """Forget every awaited answer, and wait for a decision still being
        made (it is bounded), so that no thread outlives the window. The
        worker starts again if asked."""
        for asker in self._askers:
            asker.forget()
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    def _submit(self, job: Callable[[], object]) -> Future[object]:
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="unodesk-computer")
        return self._pool.submit(job)


class Asker(QObject):
    """One client of the worker: it asks, and hears the answer in the GUI thread.

    `answered(token, answer)` comes with the token the job was asked with,
    once the worker has done it; the answer to a job that was forgotten
    since (asked again, `forget`, the worker closed) never comes. A job that
    raises has its exception raised again in the GUI thread, where it is
    reported as any other.
    """

    answered = Signal(object, object)  # (token, the job's result)

    def __init__(self, worker: DecisionWorker) -> None:
        super().__init__(worker)
        self._worker = worker
        self._future: Future[object] | None = None
        self._token: object = None
        self._watch = QTimer(self)
        self._watch.setInterval(POLL_MS)
        self._watch.timeout.connect(self._look)

    @property
    def thinking(self) -> bool:
        """Whether an answer is awaited."""
        return self._future is not None

    def ask(self, token: object, job: Callable[[], object]) -> None:
        """Do `job` in the worker; an answer awaited before is forgotten."""
        self.forget()
        self._token = token
        self._future = self._worker._submit(job)
        self._watch.start()

    def forget(self) -> None:
        """The awaited answer will never be announced (the game moved on)."""
        self._watch.stop()
        if self._future is not None:
            self._future.cancel()  # only if it has not started
        self._future = None
        self._token = None

    def _look(self) -> None:
        future = self._future
        if future is None or not future.done():
            return
        token = self._token
        self._watch.stop()
        self._future = None
        self._token = None
        self.answered.emit(token, future.result())  # a job's exception is raised here
