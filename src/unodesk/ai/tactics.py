"""Reading a hand and a list of legal actions: the vocabulary every level shares."""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from unodesk.engine import COLORS, Action, Card, Color, Play, Rank


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


def with_uno(candidates: Iterable[Play]) -> list[Play]:
    """The plays, keeping only the variant that calls Uno where both exist."""
    out = [a for a in candidates if a.uno or not _has_uno_twin(a, candidates)]
    return out


def _has_uno_twin(play: Play, candidates: Iterable[Play]) -> bool:
    return any(
        b.uno and b.card == play.card and b.color == play.color and b.target == play.target
        for b in candidates
    )


def find(legal: Iterable[Action], kind: type) -> Action | None:
    """The first legal action of this type, if any."""
    for a in legal:
        if type(a) is kind:
            return a
    return None


def same_play(play: Play, card: Card, color: Color | None, target: int | None, uno: bool) -> bool:
    return play.card == card and play.color is color and play.target == target and play.uno == uno


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


def is_draw_card(card: Card) -> bool:
    return card.rank is Rank.DRAW_TWO or card.rank is Rank.WILD_DRAW_FOUR
