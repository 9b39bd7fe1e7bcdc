"""Reading hidden hands from the choices the other players made.

A player who plays one card out of several that fit, or names a colour
after a wild card, says something about the cards it kept: a sensible player
keeps its wild cards, follows with the colour it holds most, names the
colour it holds most. `PlayModel` says how likely a hand makes a choice
(a softmax over the cards that fitted, of a score linear in a few features
of each card, mixed with a share of plain chance). Its weights are fitted
on recorded games of the other levels (`benchmarks/fit_reading.py`).

`Knowledge` keeps, for every seat, the cards played from its hand since it
last took a card; the hand held at each of those choices is the hand now
plus the cards played since, so a guessed hand can be weighed by how likely
it makes every one of those choices.
"""
from __future__ import annotations

import math
from collections.abc import Sequence

from unodesk.engine import COLORS, Card, Color, Rank
from unodesk.engine.values import value

_WD4 = Rank.WILD_DRAW_FOUR
_ACTIONS = (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO)


@value
class Choice:
    """A card a player chose to play on its turn, and what it chose among."""

    card: Card
    named: Color | None  # the colour named with a black card
    color: Color | None  # the colour in force before
    top: Card  # the top card before
    next_small: bool  # the next player held two cards or fewer


def fits(card: Card, color: Color | None, top: Card) -> bool:
    """Whether `card` could be played on `top` with `color` in force."""
    return card.color is None or card.color is color or (top.color is not None and card.rank is top.rank)


# The features of a play, in the order of `PlayModel.play`.
PLAY_FEATURES = ("wild", "wild_draw_four", "same_color", "points", "switch", "attack", "draw", "bluff")
# The features of naming a colour, in the order of `PlayModel.naming`.
NAMING_FEATURES = ("held", "held_points", "in_force")


def play_features(card: Card, hand: Sequence[Card], choice: Choice) -> tuple[float, ...]:
    """What a choice of `card` out of `hand` (which holds it) looks like."""
    color = card.color
    if color is None:
        wd4 = card.rank is _WD4
        bluff = wd4 and any(c.color is choice.color for c in hand)
        return (1.0, float(wd4), 0.0, 0.0, 0.0, float(wd4 and choice.next_small), float(wd4), float(bluff))
    same = sum(1 for c in hand if c.color is color) - 1
    rank = card.rank
    action = rank in _ACTIONS
    return (
        0.0, 0.0, float(same), card.points / 10, float(color is not choice.color),
        float(action and choice.next_small), float(rank is Rank.DRAW_TWO), 0.0,
    )


def naming_features(color: Color, kept: Sequence[Card], before: Color | None) -> tuple[float, ...]:
    held = [c for c in kept if c.color is color]
    return (float(len(held)), sum(c.points for c in held) / 10, float(color is before))


@value
class PlayModel:
    """How likely a hand makes a choice: weights of the features above."""

    play: tuple[float, ...]
    naming: tuple[float, ...]
    noise: float  # the share of choices made by plain chance

    def chance(self, hand: Sequence[Card], choice: Choice) -> float:
        """The chance that a player holding `hand` (the card played among
        it) plays `choice.card`, and names `choice.named` if it is black."""
        w = self.play
        options = {c for c in hand if fits(c, choice.color, choice.top)}
        total = 0.0
        mine = 0.0
        for card in options:
            f = play_features(card, hand, choice)
            e = math.exp(sum(a * b for a, b in zip(w, f, strict=True)))
            total += e
            if card is choice.card:
                mine = e
        p = (1 - self.noise) * mine / total + self.noise / len(options)
        if choice.named is not None:
            kept = list(hand)
            kept.remove(choice.card)
            weights = self.naming
            scores = {
                c: math.exp(sum(a * b for a, b in zip(weights, naming_features(c, kept, choice.color), strict=True)))
                for c in COLORS
            }
            p *= (1 - self.noise) * scores[choice.named] / sum(scores.values()) + self.noise / len(COLORS)
        return p


# Fitted by benchmarks/fit_reading.py on 600 rounds of the easy, normal
# and greedy levels: all but a third of the choices follow the score almost
# surely (wild cards kept, the costliest card of a colour held, the colour
# held most named); the rest are chance.
MODEL = PlayModel(
    play=(-26.3, 1.1, 3.1, 35.5, 0.1, 0.0, 0.8, -26.5),
    naming=(22.2, 8.1, 0.0),
    noise=0.33,
)


def likelihood(hand: Sequence[Card], since: Sequence[tuple[Card, Choice | None]], model: PlayModel) -> float:
    """How likely a seat holding `hand` now makes the choices it made since
    it last took a card (`since`, oldest first, every card played from the
    hand in that time, with the choice where it had one)."""
    held = list(hand)
    p = 1.0
    for card, choice in reversed(since):
        held.append(card)
        if choice is not None:
            p *= model.chance(held, choice)
    return p
