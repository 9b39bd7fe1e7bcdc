"""What one seat may know."""
from __future__ import annotations

import enum

from .cards import Card, Color
from .events import Event
from .rules import RuleSet
from .values import value


class Phase(enum.Enum):
    TURN = "turn"  # the current player plays or draws
    DRAWN = "drawn"  # the current player drew a playable card: play it or pass
    CHOOSE_COLOR = "choose_color"  # a wild was turned up first: name a colour
    CHALLENGE = "challenge"  # hit by a Wild Draw Four: challenge or accept
    STACK = "stack"  # facing stacked penalties: answer with a draw card or accept
    OVER = "over"

    __hash__ = object.__hash__


@value
class PlayerView:
    """A seat's knowledge of the round: its own hand and what is public.

    Holds plain values only (no reference to the round), so nothing of other
    hands or of the draw pile's order can be reached from it.
    """

    seat: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    discard: tuple[Card, ...]
    top: Card
    color: Color | None
    current: int
    direction: int
    draw_pile_size: int
    phase: Phase
    rules: RuleSet
    uno_called: tuple[bool, ...]
    dealer: int
    pending_draw: int  # cards the current player must take unless they answer
    drawn_card: Card | None  # this seat's just-drawn playable card, in DRAWN
    catchable: int | None  # the seat that can be caught without Uno now
    challenge: tuple[int, Color | None] | None  # (who played the Wild Draw Four, colour it was played on)
    winner: int | None
    history: tuple[Event, ...]  # every public event since the deal
    # After a challenge, in the challenger's view only and until the next
    # action: the challenged seat and the hand it had to show.
    revealed: tuple[int, tuple[Card, ...]] | None = None
    # Under wild_rest: the seats whose turn must pass before a wild card may be played.
    wild_rest_waiting: tuple[int, ...] = ()

    @property
    def players(self) -> int:
        return len(self.hand_sizes)

    def team_of(self, seat: int) -> int:
        """The team `seat` plays for (its own number without teams)."""
        return self.rules.team_of(seat, len(self.hand_sizes))
