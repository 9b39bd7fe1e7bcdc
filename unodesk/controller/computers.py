"""Computer players as the controller sees them, and the worker that asks
them off the GUI thread.

A computer's decision can take a while (the hard level searches), so it is
made in one worker thread while the table goes on animating. The worker
gets plain values only (a seat's `PlayerView` and its legal actions) and
touches no Qt object: the GUI thread looks for the answer and hands it on
as a signal, so nothing of Qt is shared between threads and closing the
window while a computer thinks leaves nothing behind. The controller
applies an answer only if the round is still where it was when it asked.
"""
from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QObject, QTimer, Signal

from unodesk.engine import Action, PlayerView

# How often the GUI thread looks whether a decision is made, while one is
# being made (ms): well under a frame, and only while a computer thinks.
POLL_MS = 4


class Bot(Protocol):
    """A computer player: a seat's view and its legal actions in, one of them out.

    unodesk.ai's players are such bots. A bot whose `choose` also takes a
    keyword `budget` is given the length of the pause the table takes
    before its move (in seconds), to think for as long as that.
    """

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        """One of `legal`: the seat must act (its turn, a colour, a challenge)."""
        ...

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        """One of `legal` beside the turn (a catch, a late Uno, a jump-in), or None."""
        ...


# level, seed= -> a bot for one seat and one match
BotFactory = Callable[..., Bot]


def make_computer(level: str, *, seed: int | None = None) -> Bot:
    """The computer player of `level` from unodesk.ai."""
    from unodesk.ai import make_bot

    return make_bot(level, seed=seed)


def takes_budget(bot: Bot) -> bool:
    """Whether the bot's `choose` takes a thinking time (`budget=` seconds)."""
    try:
        return "budget" in inspect.signature(bot.choose).parameters
    except (TypeError, ValueError):
        return False


@dataclass(frozen=True)
class Question:
    """What one computer seat is asked: must it act, or may it move beside the turn?"""

    seat: int
    view: PlayerView
    legal: tuple[Action, ...]
    must_act: bool  # True: `choose` (its turn); False: `react`, which may pass


@dataclass(frozen=True)
class Answer:
    question: Question
    action: Action


def decide(bots: Mapping[int, Bot], questions: Sequence[Question], budget: float | None) -> Answer | None:
    """The first seat's move, in the order asked; None when every seat passes.

    Runs in the worker thread: it reads only its arguments.
    """
    for question in questions:
        bot = bots[question.seat]
        legal = list(question.legal)
        if not question.must_act:
            action = bot.react(question.view, legal)
            if action is None:
                continue
        elif budget is not None and takes_budget(bot):
            action = bot.choose(question.view, legal, budget=budget)  # type: ignore[call-arg]
        else:
            action = bot.choose(question.view, legal)
        return Answer(question, action)
    return None


class DecisionWorker(QObject):
    """Asks computer players in one worker thread, one set of questions at a time.

    `answered(token, answer)` comes in the GUI thread with the token the
    questions were asked with, once the worker has decided; an answer to
    questions that were forgotten since never comes. A bot that raises has
    its exception raised again in the GUI thread, where it is reported as
    any other.
    """

    answered = Signal(object, object)  # (token, Answer | None)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool: ThreadPoolExecutor | None = None
        self._future: Future[Answer | None] | None = None
        self._token: object = None
        self._watch = QTimer(self)
        self._watch.setInterval(POLL_MS)
        self._watch.timeout.connect(self._look)

    @property
    def thinking(self) -> bool:
        """Whether an answer is awaited."""
        return self._future is not None

    def ask(self, token: object, bots: Mapping[int, Bot], questions: Sequence[Question],
            budget: float | None = None) -> None:
        """Decide in the worker; an answer awaited before is forgotten."""
        self.forget()
        if self._pool is None:
            # One thread: the questions are answered in the order asked, and a
            # bot is never asked twice at once (a forgotten question may still
            # be running; the next one waits for it).
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="unodesk-computer")
        self._token = token
        self._future = self._pool.submit(decide, dict(bots), tuple(questions), budget)
        self._watch.start()

    def forget(self) -> None:
        """The awaited answer will never be announced (the game moved on)."""
        self._watch.stop()
        if self._future is not None:
            self._future.cancel()  # only if it has not started
        self._future = None
        self._token = None

    def close(self) -> None:
        """Forget, and wait for a decision still being made (it is bounded), so
        that no thread outlives the window. The worker starts again if asked."""
        self.forget()
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None

    def _look(self) -> None:
        future = self._future
        if future is None or not future.done():
            return
        token = self._token
        self._watch.stop()
        self._future = None
        self._token = None
        self.answered.emit(token, future.result())  # a bot's exception is raised here
