"""What one operation on a match changed, for whoever keeps the match.

Every operation of a `MatchLog` (an action applied, the next round dealt, a
round cut short) returns a `Change` beside the engine's events: the actions
it added or cut, the round it dealt, the round it ended with that round's
points, and the position it left. A keeper (the scores database) writes the
change as it is and mirrors nothing of the log: the log is the one home of
the match, the change the one message about it.
"""
from __future__ import annotations

from unodesk.engine import Action, Event
from unodesk.engine.values import value


@value
class RoundEnd:
    """A round that has just ended, as the scoresheet keeps it.

    The points are the engine's (`Match.round_scores()`), computed once
    here; nobody works them out again from the totals.
    """

    number: int  # the round, from 1
    dealer: int
    went_out: int | None
    points: tuple[int, ...]  # what each seat scored in this round
    hand_points: tuple[int, ...]  # the value of each seat's cards left
    totals: tuple[int, ...]  # each seat's running total after it
    take_backs: int  # turns taken back in it
    match_over: bool
    winner: int | None  # the match's winning seat, once it is over
    winning_team: int | None  # with teams, the match's winning team once it is over


@value
class Change:
    """What one operation did to the match.

    In the round in play (`round_number`), the actions from place `first` on
    were dropped when `cut` (a take-back), and `added` were appended at that
    place. `dealt`: the operation dealt this round. `ended`: it ended the
    round. `take_backs` and `digest` are the round's take-back count and the
    position afterwards, for the keeper to check a resumed match against.
    """

    round_number: int
    first: int
    added: tuple[Action, ...] = ()
    cut: bool = False
    dealt: bool = False
    take_backs: int = 0
    digest: str = ""
    ended: RoundEnd | None = None

    @property
    def length(self) -> int:
        """How many actions the round in play holds afterwards."""
        return self.first + len(self.added)


@value
class Applied:
    """An action carried out: the engine's events, and what changed."""

    events: list[Event]
    change: Change
