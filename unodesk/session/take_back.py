"""Taking back a turn: when the one person at a table of computers may, and
how far back it goes.

A turn may be taken back only while no card was seen since it began: a
card drawn, a hand that moved, a hand a challenge showed. So the log marks,
for every action of the round in play, the people it showed a card to and
whether it handed the turn on; the rules below read those marks alone.
"""
from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Sequence

from unodesk.engine import (
    Action,
    CallUno,
    Card,
    CardsDiscarded,
    CatchUno,
    Challenged,
    Event,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
)
from unodesk.engine.values import value

from .changes import Change

# Moves beside a turn: they neither begin nor end one.
_ASIDE = (CallUno, CatchUno)
# The mark of an action that showed cards to every seat.
EVERYONE = -1


class TakeBackRefusal(enum.Enum):
    NOT_ONE_PERSON = "not_one_person"  # only when one person plays against computers
    ROUND_OVER = "round_over"
    NOTHING_TO_TAKE_BACK = "nothing_to_take_back"  # no turn of theirs in this round
    CARD_SEEN = "card_seen"  # a card has been seen since: a draw, a hand moved, a look at a hand


@value
class TakeBack:
    """Whether `seat` may take back its last turn, and how far back that goes.

    From `MatchLog.take_back_point` it is the question; from
    `MatchLog.take_back` also the answer: `change`, when it was taken back.
    """

    seat: int
    keep: int | None  # how many actions of the round stay; None when refused
    undo: int = 0  # how many actions go (the turn and all that came after it)
    refusal: TakeBackRefusal | None = None
    change: Change | None = None

    @property
    def possible(self) -> bool:
        return self.refusal is None


@value
class Mark:
    """What one action of the round did that a take-back must respect."""

    seen: int  # the seats (bits) of the people it showed a card to; EVERYONE for all
    handed_on: bool  # it handed the turn to another seat


def shown_to_people(people: Sequence[int], before: Sequence[Sequence[Card]], after: Sequence[Sequence[Card]],
                    events: Sequence[Event]) -> int:
    """The people who saw a card they had not seen: one came into their
    hand, their hand moved, or a challenge showed them another hand."""
    seen = 0
    for seat in people:
        # Most actions leave a person's hand as it was (the same cards, in
        # order): only a hand that changed is counted (a replay does this for
        # every action of the match).
        now, was = after[seat], before[seat]
        if now != was and Counter(now) - Counter(was):
            seen |= 1 << seat
    for e in events:
        if isinstance(e, Challenged):
            seen |= 1 << e.player
        elif isinstance(e, HandsSwapped):
            seen |= 1 << e.player | 1 << e.target
        elif isinstance(e, (HandsPassed, HandsShuffled, CardsDiscarded)):
            seen = EVERYONE  # (a colour discarded shows a hand's cards to everyone)
    return seen


def take_back_point(people: Sequence[int], seat: int, round_over: bool, actions: Sequence[Action],
                    marks: Sequence[Mark]) -> TakeBack:
    """How far back `seat`'s last turn and every turn after it go, if they
    may be taken back: only for the one person at a table of computers, in
    a round not over, when no card was seen since."""
    if tuple(people) != (seat,):
        return TakeBack(seat, None, refusal=TakeBackRefusal.NOT_ONE_PERSON)
    if round_over:
        return TakeBack(seat, None, refusal=TakeBackRefusal.ROUND_OVER)
    start = len(actions) - 1
    while start >= 0 and (actions[start].player != seat or isinstance(actions[start], _ASIDE)):
        start -= 1
    if start < 0:
        return TakeBack(seat, None, refusal=TakeBackRefusal.NOTHING_TO_TAKE_BACK)
    # The turn may have begun with an earlier action of the same seat
    # that kept the turn (a colour named for a first wild, a draw).
    while start > 0 and actions[start - 1].player == seat and not marks[start - 1].handed_on:
        start -= 1
    bit = 1 << seat
    if any(mark.seen & bit for mark in marks[start:]):
        return TakeBack(seat, None, refusal=TakeBackRefusal.CARD_SEEN)
    return TakeBack(seat, start, len(actions) - start)
