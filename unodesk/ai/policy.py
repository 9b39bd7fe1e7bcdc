"""The hard level's judgement of a move: a value tuned by play.

Every move the seat may make on its turn (a card, with the colour it names
if it is black; or keeping a card just drawn) is described by a few
features read from the seat's view and what is public (`Knowledge`): what
the hand keeps, the colour it leaves in force and whether the next players
could follow it, whether it stops a player close to going out. Its value
is a weighted sum of them. The weights were tuned by
`benchmarks/tune_policy.py`: one weight at a time was moved while the
level, playing by this judgement alone, won more rounds against the normal
and greedy levels on the same deals. The move with the highest value is the
hard level's rule of thumb, which its search (`search`) may overrule.
"""
from __future__ import annotations

from collections.abc import Sequence

from unodesk.engine import COLORS, Card, Color, PlayerView, Rank

from .heuristic import effective_rank
from .knowledge import Knowledge

_WD4 = Rank.WILD_DRAW_FOUR
_STOPS = (Rank.SKIP, Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR)

FEATURES = (
    "black",  # a wild card played
    "wild_draw_four",
    "bluff",  # a Wild Draw Four while holding the colour in force
    "points",  # the card's points, in tens
    "same_after",  # cards of the colour left in force, kept
    "fits_after",  # cards kept that fit on the card played
    "colors_after",  # colours kept
    "black_after",  # wild cards kept
    "next_void",  # the next player could not follow the colour left in force
    "next_holds",  # the chance the next player holds that colour
    "after_next_void",  # the player after the next could not follow it
    "stop",  # a Skip, Draw Two or Wild Draw Four
    "stop_next_small",  # ... on a next player with two cards or fewer
    "draw_card",  # a Draw Two or Wild Draw Four
    "reverse",
    "reverse_prev_small",  # a Reverse that gives the turn to a player with two cards or fewer
    "reverse_next_small",  # a Reverse that takes the turn from one
    "switch",  # a card of another colour, on a card of the same rank
    "keep",  # keeping a card just drawn
    "last_two",  # one card kept after it
    "swap_gain",  # cards fewer in hand after a hand swap (a 7 or 0 under 7-0, Wild Swap Hands)
    "bad_finish",  # the one card kept may not finish the round under these rules
)


def move_features(view: PlayerView, know: Knowledge, card: Card | None, color: Color | None) -> list[float]:
    """The features of playing `card` (naming `color` if it is black), or of
    keeping the card just drawn (`card` None)."""
    hand = list(view.hand)
    n = view.players
    me = view.seat
    sizes = view.hand_sizes
    direction = view.direction
    if card is not None:
        hand.remove(card)
        after = card.color if card.color is not None else color
        rank = effective_rank(card, view)
    else:
        after = view.color
        rank = None
    if rank is Rank.REVERSE and n > 2:
        direction = -direction
    nxt = (me + direction) % n
    after_next = (nxt + direction) % n
    prev = (me - view.direction) % n
    same = fits = black = 0
    colors = set()
    top_rank = rank if card is not None and card.color is not None else None
    for c in hand:
        cc = c.color
        if cc is None:
            black += 1
            fits += 1
            continue
        colors.add(cc)
        if cc is after:
            same += 1
            fits += 1
        elif top_rank is not None and c.rank is top_rank:
            fits += 1
    is_black = card is not None and card.color is None
    wd4 = rank is _WD4
    stop = rank in _STOPS
    old_next = (me + view.direction) % n
    rules = view.rules
    others = [s for s in range(n) if s != me]
    swap = 0.0
    if rank is Rank.WILD_SWAP_HANDS or (rank is Rank.SEVEN and rules.seven_zero):
        swap = len(hand) - min(sizes[s] for s in others)
    elif rank is Rank.ZERO and rules.seven_zero:
        swap = len(hand) - sizes[(me - view.direction) % n]
    elif rank is Rank.WILD_SHUFFLE_HANDS:
        swap = 2 / 3 * (len(hand) - (sum(sizes) - 1) / n)
    if swap:
        # The hand kept is not the hand held after the swap: its shape says nothing.
        same = fits = black = 0
        colors = set()
    bad_finish = False
    if len(hand) == 1 and card is not None:
        last = hand[0]
        bad_finish = (rules.no_wild_finish and last.color is None) or (
            rules.no_action_finish and not last.rank.is_number)
    return [
        float(is_black),
        float(wd4),
        float(wd4 and any(c.color is view.color for c in view.hand)),
        card.points / 10 if card is not None else 0.0,
        float(same),
        float(fits),
        float(len(colors)),
        float(black),
        float(after in know.voids[nxt]) if nxt != me else 0.0,
        know.chance_holds(nxt, after) if nxt != me and after is not None else 0.0,
        float(after in know.voids[after_next]) if after_next != me else 0.0,
        float(stop),
        float(stop and sizes[old_next] <= 2),
        float(rank is Rank.DRAW_TWO or wd4),
        float(rank is Rank.REVERSE),
        float(rank is Rank.REVERSE and n > 2 and sizes[prev] <= 2),
        float(rank is Rank.REVERSE and sizes[old_next] <= 2),
        float(card is not None and card.color is not None and card.color is not view.color),
        float(card is None),
        float(len(hand) == 1),
        swap,
        float(bad_finish),
    ]


# Tuned by play against the normal and greedy levels (coordinate by
# coordinate, each step kept when it won more rounds on the same deals), on
# the scale of the normal level's liking for a card; the last two come from
# the normal level's rules and are not tuned (they are zero under the
# official rules).
TUNED: dict[str, float] = {
    "black": -20.0, "points": -2.0, "same_after": 5.0, "fits_after": 3.0, "colors_after": -3.0,
    "black_after": 6.0, "next_void": 6.0, "stop_next_small": 25.0, "draw_card": 3.0, "keep": -100.0,
    "swap_gain": 10.0, "bad_finish": -8.0,
}
WEIGHTS: tuple[float, ...] = tuple(TUNED.get(name, 0.0) for name in FEATURES)


def move_value(features: Sequence[float], weights: Sequence[float] = WEIGHTS) -> float:
    return sum(w * f for w, f in zip(weights, features))


def colour_options(card: Card) -> Sequence[Color | None]:
    """The colours a play of `card` may name: every colour for a black card."""
    return COLORS if card.color is None else (None,)
