"""What a seat can know from the public record of a round.

Read from the view alone: the cards not yet seen (the deck less this
seat's hand and the discard pile), and for every other seat the kinds of
card it cannot hold. A player who draws on their turn held no card of the
colour in force and no wild card (they would have played it); that stays
true until they take more cards, and it travels with the hand when hands
change owner. Wild Draw Fours that were challenged show who bluffed.
"""
from __future__ import annotations

from collections import Counter
from math import comb

from unodesk.engine import (
    Card,
    CardPlayed,
    CardsDrawn,
    Challenged,
    Color,
    ColorChosen,
    DrawnCardKept,
    DrawReason,
    FirstCardTurned,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    PileReshuffled,
    PlayerView,
    TurnStarted,
    build_deck,
)

# A void is a colour, or None for the black (wild) cards.
Void = Color | None


class Knowledge:
    """The public facts of one round, as seen from `view.seat`."""

    def __init__(self, view: PlayerView) -> None:
        self.view = view
        n = view.players
        unseen = Counter(build_deck(view.rules))
        unseen.subtract(view.hand)
        unseen.subtract(view.discard)
        self.unseen: list[Card] = list((+unseen).elements())
        self.voids: list[set[Void]] = [set() for _ in range(n)]
        self.bluffs = [0] * n  # Wild Draw Fours shown to be bluffs, a seat
        self.honest = [0] * n  # and shown not to be
        self._read(view)

    def _read(self, view: PlayerView) -> None:
        color = _color_at_start(view)
        drew_this_turn: set[int] = set()
        voids = self.voids
        wild_finish_rule = view.rules.no_wild_finish
        n = view.players
        for e in view.history:
            kind = type(e)
            if kind is CardPlayed:
                if e.card.color is not None:
                    color = e.card.color
            elif kind is ColorChosen:
                color = e.color
            elif kind is FirstCardTurned:
                color = e.card.color
            elif kind is TurnStarted:
                drew_this_turn.clear()
            elif kind is CardsDrawn:
                p = e.player
                if e.reason is DrawReason.DRAW:
                    if p not in drew_this_turn:
                        drew_this_turn.add(p)
                        voids[p] = {color} if wild_finish_rule else {color, None}
                else:
                    voids[p] = set()
            elif kind is DrawnCardKept:
                voids[e.player] -= {color, None}
            elif kind is HandsSwapped:
                voids[e.player], voids[e.target] = voids[e.target], voids[e.player]
            elif kind is HandsPassed:
                old = voids[:]
                voids[:] = [old[(i - e.direction) % n] for i in range(n)]
            elif kind is HandsShuffled:
                voids[:] = [set() for _ in range(n)]
            elif kind is Challenged:
                if e.bluff:
                    self.bluffs[e.target] += 1
                else:
                    self.honest[e.target] += 1
        voids[view.seat] = set()

    def allowed(self, seat: int, card: Card) -> bool:
        return card.color not in self.voids[seat]

    def chance_holds(self, seat: int, color: Color) -> float:
        """The chance that `seat` holds a card of `color`, all else being even."""
        if color in self.voids[seat]:
            return 0.0
        pool = [c for c in self.unseen if c.color not in self.voids[seat]]
        k = sum(1 for c in pool if c.color is color)
        size = self.view.hand_sizes[seat]
        if size > len(pool):
            return 1.0 if k else 0.0
        return 1.0 - comb(len(pool) - k, size) / comb(len(pool), size)


def _color_at_start(view: PlayerView) -> Color | None:
    """The colour in force when the record begins. A dealt round's record
    starts before the first card is turned; one set up mid-round (a saved
    game, a puzzle) starts at the card that was on top then."""
    history = view.history
    if any(type(e) in (FirstCardTurned, PileReshuffled) for e in history):
        return None
    played = sum(1 for e in history if type(e) is CardPlayed)
    if played >= len(view.discard):
        return None
    return view.discard[-1 - played].color
