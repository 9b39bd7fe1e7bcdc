"""How the shown person chooses a play: the card, then one or both, then its
colour, then whom it swaps with, each asked only when the card needs it.

A state machine without Qt, beside choices.py: each step takes the actions
the engine allows now (they may have changed since the card was chosen) and
answers with what the table should do next: ask a question, or hand the play
to the controller. A card that cannot be played, or a play no longer
allowed, is handed on all the same, so that the controller refuses it and
the status line says why.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from unodesk.engine import Action, Card, Color
from unodesk.engine.values import value

from .choices import card_plays, swap_targets


@value
class Pending:
    """A card the person chose, waiting for the rest of its play: one or both, its colour, its target."""

    card: Card
    pair: bool = False
    color: Color | None = None


@value
class AskPair:
    """Ask whether to play one copy of `card` or both."""

    card: Card


@value
class AskColor:
    """Ask the colour for the wild `card`."""

    card: Card


@value
class AskTarget:
    """Ask whom to swap hands with: one of `seats`, or nobody when `may_keep`."""

    seats: tuple[int, ...]
    may_keep: bool


@value
class PlayCard:
    """The play is complete: the controller's `play_card(card, color, target, pair)`."""

    card: Card
    color: Color | None = None
    target: int | None = None
    pair: bool = False


@value
class Refuse:
    """`card` cannot be played now: the controller is asked all the same, so
    that it refuses and the status line says why; whatever waited keeps waiting."""

    card: Card
    pair: bool = False


@value
class NameColor:
    """No card waits: the colour answers a wild card turned up first (the controller's `choose_color`)."""

    color: Color


Answer = AskPair | AskColor | AskTarget | PlayCard | Refuse | NameColor


class PlayChoice:
    """The card being played and what it still needs; `pending` is None between plays."""

    def __init__(self) -> None:
        self.pending: Pending | None = None

    def card(self, card: Card, legal: Sequence[Action], pair: bool | None = None) -> Answer:
        """The person chose `card` (`pair`: already said whether both go down)."""
        plays = card_plays(legal, card)
        if not plays:
            return Refuse(card, bool(pair))
        self.pending = Pending(card)
        if pair is None and any(a.pair for a in plays):
            return AskPair(card)
        return self._pair(bool(pair), legal)

    def pair(self, pair: bool, legal: Sequence[Action]) -> Answer | None:
        """One copy or both (`pair`); None when no card waits."""
        if self.pending is None:
            return None
        return self._pair(pair, legal)

    def _pair(self, pair: bool, legal: Sequence[Action]) -> Answer:
        assert self.pending is not None
        pending = self.pending = replace(self.pending, pair=pair)
        plays = [a for a in card_plays(legal, pending.card) if a.pair == pair]
        if any(a.color is not None for a in plays):
            return AskColor(pending.card)
        if any(a.target is not None for a in plays):
            return AskTarget(*swap_targets(plays))
        self.pending = None
        return PlayCard(pending.card, pair=pair)

    def color(self, color: Color, legal: Sequence[Action]) -> Answer:
        """The colour chosen: for the waiting wild card, or for a wild card turned up first."""
        if self.pending is None:
            return NameColor(color)
        pending = self.pending = replace(self.pending, color=color)
        plays = [a for a in card_plays(legal, pending.card) if a.pair == pending.pair and a.color == color]
        if any(a.target is not None for a in plays):
            return AskTarget(*swap_targets(plays))
        self.pending = None
        return PlayCard(pending.card, color, pair=pending.pair)

    def target(self, target: int | None) -> PlayCard | None:
        """Whom to swap with (None: nobody); None when no card waits."""
        if self.pending is None:
            return None
        pending, self.pending = self.pending, None
        return PlayCard(pending.card, pending.color, target, pending.pair)

    def cancel(self) -> None:
        """The card goes back into the hand; nothing waits."""
        self.pending = None
