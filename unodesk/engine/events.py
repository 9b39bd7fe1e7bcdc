"""What happened, in order, so that a table can show it step by step."""
from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import TypeAlias, final

from .cards import Card, Color


class DrawReason(enum.Enum):
    DEAL = "deal"
    DRAW = "draw"  # drawing on one's turn
    PENALTY = "penalty"  # a Draw Two, Wild Draw Four or a stack of them
    CHALLENGE = "challenge"  # the loser of a challenge
    UNO = "uno"  # caught without calling Uno
    NO_FINISH = "no_finish"  # went out on a card not allowed to finish on


@final
@dataclass(frozen=True, slots=True)
class CardDealt:
    player: int
    card: Card | None  # None in the views of other seats


@final
@dataclass(frozen=True, slots=True)
class FirstCardTurned:
    card: Card


@final
@dataclass(frozen=True, slots=True)
class FirstCardReturned:
    """A Wild Draw Four turned up first goes back into the pile."""

    card: Card


@final
@dataclass(frozen=True, slots=True)
class TurnStarted:
    player: int


@final
@dataclass(frozen=True, slots=True)
class CardPlayed:
    player: int
    card: Card
    jump_in: bool = False


@final
@dataclass(frozen=True, slots=True)
class ColorChosen:
    player: int
    color: Color


@final
@dataclass(frozen=True, slots=True)
class CardsDrawn:
    player: int
    count: int
    reason: DrawReason
    cards: tuple[Card, ...] | None = None  # None in the views of other seats


@final
@dataclass(frozen=True, slots=True)
class DrawnCardKept:
    player: int


@final
@dataclass(frozen=True, slots=True)
class TurnSkipped:
    player: int


@final
@dataclass(frozen=True, slots=True)
class DirectionReversed:
    direction: int


@final
@dataclass(frozen=True, slots=True)
class PenaltyStacked:
    player: int
    total: int  # what the next player faces now


@final
@dataclass(frozen=True, slots=True)
class UnoCalled:
    player: int


@final
@dataclass(frozen=True, slots=True)
class UnoCaught:
    player: int
    target: int


@final
@dataclass(frozen=True, slots=True)
class Challenged:
    player: int  # the challenger
    target: int  # who played the Wild Draw Four
    bluff: bool  # True: the challenge succeeded


@final
@dataclass(frozen=True, slots=True)
class HandsSwapped:
    player: int
    target: int


@final
@dataclass(frozen=True, slots=True)
class HandsPassed:
    """A 0 under seven-zero: every hand moves one seat in `direction`."""

    direction: int


@final
@dataclass(frozen=True, slots=True)
class HandsShuffled:
    player: int
    sizes: tuple[int, ...]


@final
@dataclass(frozen=True, slots=True)
class CardsDiscarded:
    """A Wild Customizable agreed as "discard the colour you name": the
    player's cards of `color` go face up onto the discard pile, under the
    wild card (they do nothing)."""

    player: int
    color: Color
    cards: tuple[Card, ...]


@final
@dataclass(frozen=True, slots=True)
class PileReshuffled:
    count: int  # cards now in the draw pile


@final
@dataclass(frozen=True, slots=True)
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
