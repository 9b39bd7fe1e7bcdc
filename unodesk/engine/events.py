"""What happened, in order, so that a table can show it step by step."""
from __future__ import annotations

import enum
from typing import TypeAlias, final

from .cards import Card, Color
from .values import value


class DrawReason(enum.Enum):
    DEAL = "deal"
    DRAW = "draw"  # drawing on one's turn
    PENALTY = "penalty"  # a Draw Two, Wild Draw Four or a stack of them
    CHALLENGE = "challenge"  # the loser of a challenge
    UNO = "uno"  # caught without calling Uno
    NO_FINISH = "no_finish"  # went out on a card not allowed to finish on


@final
@value
class CardDealt:
    player: int
    card: Card | None  # None in the views of other seats


@final
@value
class FirstCardTurned:
    card: Card


@final
@value
class FirstCardReturned:
    """A Wild Draw Four turned up first goes back into the pile."""

    card: Card


@final
@value
class TurnStarted:
    player: int


@final
@value
class CardPlayed:
    player: int
    card: Card
    jump_in: bool = False


@final
@value
class ColorChosen:
    player: int
    color: Color


@final
@value
class CardsDrawn:
    player: int
    count: int
    reason: DrawReason
    cards: tuple[Card, ...] | None = None  # None in the views of other seats


@final
@value
class DrawnCardKept:
    player: int


@final
@value
class TurnSkipped:
    player: int


@final
@value
class DirectionReversed:
    direction: int


@final
@value
class PenaltyStacked:
    player: int
    total: int  # what the next player faces now


@final
@value
class UnoCalled:
    player: int


@final
@value
class UnoCaught:
    player: int
    target: int


@final
@value
class Challenged:
    player: int  # the challenger
    target: int  # who played the Wild Draw Four
    bluff: bool  # True: the challenge succeeded


@final
@value
class HandsSwapped:
    player: int
    target: int


@final
@value
class HandsPassed:
    """A 0 under seven-zero: every hand moves one seat in `direction`."""

    direction: int


@final
@value
class HandsShuffled:
    player: int
    sizes: tuple[int, ...]


@final
@value
class CardsDiscarded:
    """A Wild Customizable agreed as "discard the colour you name": the
    player's cards of `color` go face up onto the discard pile, under the
    wild card (they do nothing)."""

    player: int
    color: Color
    cards: tuple[Card, ...]


@final
@value
class PileReshuffled:
    count: int  # cards now in the draw pile


@final
@value
class RoundOver:
    winner: int | None
    points: int


# Every kind of event. A dispatch over them ends in `assert_never`, so that
# the type checker names each place a new kind must be handled; the kinds are
# final, so `type(e) is Kind` narrows as a `match` does (for the hot paths).
Event: TypeAlias = (
    CardDealt | FirstCardTurned | FirstCardReturned | TurnStarted | CardPlayed | ColorChosen
    | CardsDrawn | DrawnCardKept | TurnSkipped | DirectionReversed | PenaltyStacked | UnoCalled
    | UnoCaught | Challenged | HandsSwapped | HandsPassed | HandsShuffled | CardsDiscarded | PileReshuffled
    | RoundOver
)


def redact(event: Event) -> Event:
    """The event as every seat may see it: no card that went into a hand."""
    if isinstance(event, CardsDrawn) and event.cards is not None:
        return CardsDrawn(event.player, event.count, event.reason, None)
    if isinstance(event, CardDealt) and event.card is not None:
        return CardDealt(event.player, None)
    return event
