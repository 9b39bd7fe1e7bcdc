"""Reading a hand and a list of legal actions: the vocabulary every level shares."""
from __future__ import annotations

from collections.abc import Iterable, Sequence

from unodesk.engine import COLORS, Action, Card, CatchUno, Color, Play, PlayerView


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
    uno: bool = True, pair: bool = False,
) -> Play:
    """The legal play of `card` closest to the wanted colour, target, Uno
    call and pairing (both copies at once)."""
    options = [a for a in legal if a.card == card]
    return max(
        options,
        key=lambda a: (a.color is color, a.target == target, a.pair == pair, a.uno == uno),
    )


def partners(view: PlayerView) -> frozenset[int]:
    """The other seats of this seat's team (none without teams)."""
    if not view.rules.teams:
        return frozenset()
    me = view.seat
    team = view.team_of(me)
    return frozenset(s for s in range(view.players) if s != me and view.team_of(s) == team)


def one_opponent(view: PlayerView) -> bool:
    """Whether the seat faces a single opponent or team: every point it
    holds when a round is lost goes to that one side."""
    return len({view.team_of(s) for s in range(view.players)}) == 2


def fewest_cards(sizes: Sequence[int], seat: int, targets: Iterable[int], friends: Iterable[int] = ()) -> int:
    """The target with the smallest hand, a partner only when no opponent
    is as good (a partner is never worth aiming at); ties go to the next
    seat clockwise."""
    n = len(sizes)
    friends = frozenset(friends)
    return min(targets, key=lambda t: (t in friends, sizes[t], (t - seat) % n))


def swap_target(sizes: Sequence[int], seat: int, targets: Iterable[int], kept: int,
                optional: bool, friends: Iterable[int] = ()) -> int | None:
    """Whom to swap hands with, keeping `kept` cards after the play: the
    opponent with the fewest cards; None (no swap) where the swap may be
    left out and would not leave this seat with fewer cards."""
    friends = frozenset(friends)
    targets = list(targets)
    opponents = [t for t in targets if t not in friends] or targets
    best = fewest_cards(sizes, seat, opponents)
    if optional and sizes[best] >= kept:
        return None
    return best


def catch(legal: Iterable[Action], friends: Iterable[int] = ()) -> Action | None:
    """A catch of a player who forgot Uno, never of a partner."""
    friends = frozenset(friends)
    for a in legal:
        if type(a) is CatchUno and a.target not in friends:
            return a
    return None
