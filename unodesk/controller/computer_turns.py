"""The computers' side of the table: their players, the questions of a
moment, the answer and the pause before it is played.

The controller says when the computers may move (`ask`, once the table
shows the committed state) and when what they were asked no longer holds
(`forget`, at every commit). The questions are the arena's
(`unodesk.ai.questions`); the worker answers them off the GUI thread in the
pause the table takes anyway (a random length in `think_ms`, scaled by the
speed; half of it for a move beside the turn), and `due(answer)` tells the
controller to play it, only if the match is still at the moment asked about.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from functools import partial

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from unodesk.ai import Answer, Bot, decide, make_bot, questions
from unodesk.engine import Round
from unodesk.setup import MatchSetup

from .worker import DecisionWorker

# level, seed= -> a bot for one seat and one match
BotFactory = Callable[..., Bot]
# A computer catching a missed Uno or jumping in reacts faster than it thinks.
REACTION_SHARE = 0.5


def make_computer(level: str, *, seed: int | None = None) -> Bot:
    """The computer player of `level` from unodesk.ai."""
    return make_bot(level, seed=seed)


class ComputerTurns(QObject):
    """Asks the computers of a match, times their pause and says when a move is due.

    `bot_factory` makes the next match's computers (a test may put its own
    in). `now()` is the moment the match is at (`GameController.moment`):
    an answer is for the moment it was asked at, and is dropped otherwise.
    """

    due = Signal(object)  # Answer: a computer's move, its pause over

    def __init__(self, worker: DecisionWorker, now: Callable[[], object], bot_factory: BotFactory = make_computer,
                 *, think_ms: tuple[int, int] = (0, 0), parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bot_factory = bot_factory
        self.asker = worker.asker()  # its line to the worker
        self.asker.answered.connect(self._answered)
        self._now = now
        self._think_ms = think_ms
        self._speed = 1.0
        self._rng = random.Random()
        self._bots: dict[int, Bot] = {}
        self._asked = QElapsedTimer()
        self._pause_ms = 0.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._pause_over)
        self._timed: Answer | None = None

    def seat(self, setup: MatchSetup, players: Mapping[int, Bot] | None = None) -> None:
        """A new match: a player for each computer seat (`players` if given,
        such as a lesson's script), and their pauses, seeded from the setup's
        seed when it has one (so a seeded match plays the same again)."""
        self.forget()
        seeds = random.Random(setup.seed)
        seeded = setup.seed is not None
        self._rng = random.Random(seeds.randrange(2**32) if seeded else None)
        if players is not None:
            self._bots = {i: players[i] for i, s in enumerate(setup.seats) if not s.is_person}
            return
        self._bots = {
            i: self.bot_factory(s.level, seed=seeds.randrange(2**32) if seeded else None)
            for i, s in enumerate(setup.seats)
            if not s.is_person
        }

    @property
    def speed(self) -> float:
        """The factor on the computers' pause (0: no pause)."""
        return self._speed

    def set_speed(self, factor: float) -> None:
        self._speed = max(0.0, factor)

    @property
    def waiting(self) -> bool:
        """Whether the computers were asked about this moment already: an
        answer is awaited, or a move waits for its pause."""
        return self.asker.thinking or self._timed is not None

    @property
    def timed(self) -> bool:
        """Whether a computer's move waits for its pause."""
        return self._timed is not None

    def ask(self, round_: Round) -> bool:
        """Ask the computers about the moment now, in the worker; False when
        none of them may move. The answer is played once the pause is over,
        so a computer may think for as long as the pause lasts."""
        asked = tuple(questions(round_, self._bots))
        if not asked:
            return False
        low, high = self._think_ms
        self._pause_ms = self._rng.uniform(low, high) * self._speed
        self._asked.start()
        self.asker.ask(self._now(), partial(decide, dict(self._bots), asked, self._pause_ms / 1000))
        return True

    def forget(self) -> None:
        """Something was committed (or the match ended or is held): what a
        computer was asked or was about to do no longer holds."""
        self._timer.stop()
        self._timed = None
        self.asker.forget()

    def _answered(self, moment: object, answer: Answer | None) -> None:
        if moment != self._now():
            return  # asked about a moment that has passed
        if answer is None:
            return  # no computer wants to move: a person's turn
        share = 1.0 if answer.question.must_act else REACTION_SHARE
        self._timed = answer
        self._timer.start(max(0, int(self._pause_ms * share - self._asked.elapsed())))

    def _pause_over(self) -> None:
        answer, self._timed = self._timed, None
        if answer is not None:
            self.due.emit(answer)
