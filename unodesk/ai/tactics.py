"""Reading a hand and a list of legal actions: the vocabulary every level shares."""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from unodesk.engine import COLORS, Action, Card, Color, Play


def color_counts(hand: Iterable[Card]) -> dict[Color, int]:
    counts = dict.fromkeys(COLORS, 0)
    for card in hand:
        if card.color is not None:
            counts[card.color] += 1
    return counts


def color_points(hand: Iterable[Card]) -> dict[Color, int]:
    points = dict.fromkeys(COLORS, 0)
    for card in hand:
        if card.color is not None:
            points[card.color] += card.points
    return points


def strongest_color(hand: Sequence[Card], without: Card | None = None) -> Color:
    """The colour held most (after playing `without`), ties by points, then by
    the fixed colour order so that the answer never depends on chance."""
    rest = list(hand)
    if without is not None and without in rest:
        rest.remove(without)
    counts = color_counts(rest)
    points = color_points(rest)
    return max(COLORS, key=lambda c: (counts[c], points[c]))


def plays(legal: Iterable[Action]) -> list[Play]:
    return [a for a in legal if type(a) is Play]


def find(legal: Iterable[Action], kind: type) -> Action | None:
    """The first legal action of this type, if any."""
    for a in legal:
        if type(a) is kind:
            return a
    return None


def pick_play(
    legal: Iterable[Play], card: Card, color: Color | None = None, target: int | None = None,
    uno: bool = True,
) -> Play:
    """The legal play of `card` closest to the wanted colour, target and Uno call."""
    options = [a for a in legal if a.card == card]
    return max(
        options,
        key=lambda a: (a.color is color, a.target == target, a.uno == uno),
    )


def fewest_cards(sizes: Sequence[int], seat: int, targets: Iterable[int]) -> int:
    """The target with the smallest hand; ties go to the next seat clockwise."""
    n = len(sizes)
    return min(targets, key=lambda t: (sizes[t], (t - seat) % n))
