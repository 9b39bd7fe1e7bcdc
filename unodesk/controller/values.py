"""What the controller hands out and takes in, beside the controller itself:
where the match stands, a match set aside, the gate a person's action
passes, the keeper of the match, and the words of a take-back's refusal."""
from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from unodesk.engine import Action, IllegalAction
from unodesk.engine.values import value
from unodesk.session import Change, MatchLog, TakeBackRefusal

# Why a take-back is refused, as the reason codes the status line words.
TAKE_BACK_REFUSALS = {
    TakeBackRefusal.NOT_ONE_PERSON: "take_back_not_one_person",
    TakeBackRefusal.ROUND_OVER: "take_back_round_over",
    TakeBackRefusal.NOTHING_TO_TAKE_BACK: "take_back_nothing",
    TakeBackRefusal.CARD_SEEN: "take_back_card_seen",
}


@value
class Standings:
    """Where the match stands, for the table to show: the round being
    played, each seat's points so far and the score that ends the match."""

    round_number: int
    totals: tuple[int, ...]  # the finished rounds', and the current one's once it is over
    target: int


@value
class SetAside:
    """A match put aside while another is played (a lesson), to be taken up again as it was."""

    log: MatchLog
    kept: bool  # whether the keeper was keeping it


# Looks at a person's action before it is applied: an IllegalAction refuses
# it (said like any refusal), None lets it go on to the match.
Gate = Callable[[Action], IllegalAction | None]


class MatchKeeper(Protocol):
    """Keeps the match as it is played (the scores database, ScoreStore)."""

    def begin_match(self, log: MatchLog) -> object: ...

    def keep(self, change: Change) -> None: ...
