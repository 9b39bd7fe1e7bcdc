"""What each card does once it is on the pile: one table per rule set.

A house rule that changes a card changes its row here (and, when it is a
new kind of effect, adds the method that carries it out to acting.py).
Whether a card may be played at all is legality.py's business.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache

from .acting import Acting
from .actions import Play
from .cards import Rank
from .events import Event
from .rules import RuleSet
from .values import value


@value
class Effect:
    """What one card does, under one rule set."""

    act: Callable[[Acting, int, Play, Effect, list[Event]], None]  # an `Acting` method
    penalty: int = 0  # cards the next player draws, also when the card is the last one
    stacks: bool = False  # its penalty waits for an answer (stacking) and may answer one no larger
    challenge: bool = False  # the next player may challenge it as a bluff
    target: bool = False  # played naming another seat (to swap hands with)
    target_optional: bool = False  # ... or none, to play it without swapping


NEXT_TURN = Effect(Acting._next_turn)
SKIP = Effect(Acting._skip_next)
REVERSE = Effect(Acting._reverse)
SWAP_HANDS = Effect(Acting._swap_hands, target=True, target_optional=True)  # "may swap" (002)
SEVEN_SWAPS = Effect(Acting._swap_hands, target=True)  # a 7 under seven-zero always swaps (000)
PASS_HANDS = Effect(Acting._pass_hands)
SHUFFLE_HANDS = Effect(Acting._shuffle_hands)
OTHERS_DRAW = Effect(Acting._others_draw)
DISCARD_COLOR = Effect(Acting._discard_color)


@lru_cache(maxsize=64)
def card_effects(rules: RuleSet) -> Mapping[Rank, Effect]:
    """Every rank's effect under `rules`."""
    table = dict.fromkeys(Rank, NEXT_TURN)  # the numbers and the Wild
    table[Rank.SKIP] = SKIP
    table[Rank.REVERSE] = REVERSE
    table[Rank.DRAW_TWO] = Effect(Acting._penalty, penalty=2, stacks=rules.stacking)
    table[Rank.WILD_DRAW_FOUR] = Effect(
        Acting._penalty, penalty=4, stacks=rules.stacking and rules.stack_draw_four,
        challenge=rules.can_challenge)
    table[Rank.WILD_SWAP_HANDS] = SWAP_HANDS
    table[Rank.WILD_SHUFFLE_HANDS] = SHUFFLE_HANDS
    if rules.seven_zero:
        table[Rank.SEVEN] = SEVEN_SWAPS
        table[Rank.ZERO] = PASS_HANDS
    # The Wild Customizable does what the table agreed; as a Draw Two it is
    # never stacked on (only a real Draw Two is).
    table[Rank.WILD_CUSTOM] = {
        "wild": NEXT_TURN,
        "skip": SKIP,
        "reverse": REVERSE,
        "draw_two": Effect(Acting._penalty, penalty=2),
        "swap_hands": SWAP_HANDS,
        "pass_hands": PASS_HANDS,
        "others_draw": OTHERS_DRAW,
        "discard_color": DISCARD_COLOR,
    }[rules.custom_effect]
    return table
