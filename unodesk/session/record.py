"""A match as it is kept: its setup, its seed and the actions of every round;
and, for one that no longer plays, where and why it stops."""
from __future__ import annotations

import enum
from dataclasses import field

from unodesk.engine import Action
from unodesk.engine.values import value
from unodesk.setup import MatchSetup

# SQLite keeps whole numbers in 64 bits with a sign.
SEED_LIMIT = 2**63


@value
class MatchRecord:
    """Everything needed to play a match again up to where it stands.

    `rounds` holds the actions of every round dealt so far, the round in play
    last (dealt, perhaps with no action yet). `take_backs` counts the turns
    taken back in each round.
    """

    setup: MatchSetup
    seed: int
    rounds: tuple[tuple[Action, ...], ...] = ((),)
    take_backs: tuple[int, ...] = field(default=())

    def __post_init__(self) -> None:
        if not self.rounds:
            raise ValueError("a match record holds at least the first round")
        if not self.take_backs:
            object.__setattr__(self, "take_backs", (0,) * len(self.rounds))
        elif len(self.take_backs) != len(self.rounds):
            raise ValueError("one take-back count a round")

    @property
    def actions(self) -> int:
        return sum(map(len, self.rounds))


class ReplayProblem(enum.Enum):
    """Why a record does not play again (for the person: it cannot be continued)."""

    BAD_SETUP = "bad_setup"  # the seats or rules do not start a match in this version
    UNREADABLE_ACTION = "unreadable_action"  # an action this version cannot read
    ILLEGAL_ACTION = "illegal_action"  # the engine refuses an action it once took
    ROUND_NOT_OVER = "round_not_over"  # a next round was dealt, but this one does not end here
    DIVERGED = "diverged"  # every action plays, but not to the position that was saved
    ENGINE_ERROR = "engine_error"  # the engine failed in another way


@value
class ReplayFailure:
    """Where and why a replay stopped. `detail` is for a log file, not for people."""

    problem: ReplayProblem
    round_number: int = 0  # the round (from 1) it stopped in; 0 before any
    index: int = -1  # the action's place in that round; -1 for none
    detail: str = ""


class CannotReplay(Exception):
    """Raised inside a replay; `replay()` hands its failure back as a value."""

    def __init__(self, failure: ReplayFailure) -> None:
        super().__init__(failure.detail)
        self.failure = failure
