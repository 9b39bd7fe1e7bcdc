"""Two plain players to measure the levels against (benchmarks and tests).

"random" plays a random playable card when it has one and otherwise draws:
it picks uniformly among its legal plays, so a wild card, which can name
any of four colours, is four choices (this is the yardstick the levels'
targets were calibrated on: greedy wins about 34% of rounds against three
of it). "greedy" sheds its most costly coloured card, keeps wild cards for
last and names the colour it holds most. Both call Uno, neither catches anyone, and
greedy never challenges. `greedy_action` is also the quick policy the hard
level plays its imagined rounds out with.
"""
from __future__ import annotations

from collections.abc import Sequence

from unodesk.engine import Accept, Action, Card, Challenge, ChooseColor, Draw, Pass, PlayerView

from .bot import SeededBot, keeps_the_last_card
from .tactics import color_counts, partners, pick_play, plays, strongest_color, swap_target


def greedy_action(hand: Sequence[Card], sizes: Sequence[int], seat: int, legal: Sequence[Action],
                  friends: frozenset[int] = frozenset()) -> Action:
    """The greedy choice for `seat` holding `hand`, from its legal actions
    (`friends`: its partners, never swapped with while an opponent may be)."""
    ps = plays(legal)
    if ps:
        coloured = [a for a in ps if a.card.color is not None]
        counts = color_counts(hand)
        card = max(
            (a.card for a in (coloured or ps)),
            key=lambda c: (c.points, counts[c.color] if c.color is not None else 0),
        )
        color = strongest_color(hand, card) if card.color is None else None
        mine = [a for a in ps if a.card == card]
        targets = {a.target for a in mine if a.target is not None}
        target = None
        if targets:
            optional = any(a.target is None for a in mine)
            target = swap_target(sizes, seat, targets, len(hand) - 1, optional, friends)
        return pick_play(ps, card, color, target, uno=True, pair=True)
    for a in legal:
        kind = type(a)
        if kind is ChooseColor:
            return ChooseColor(seat, strongest_color(hand))
        if kind is Accept or kind is Draw:
            return a
    return legal[-1]


class GreedyBot(SeededBot):
    level = "greedy"

    def choose(self, view: PlayerView, legal: Sequence[Action], *, budget: float | None = None) -> Action:
        kept = keeps_the_last_card(view, legal)
        if kept is not None:
            return kept
        return greedy_action(view.hand, view.hand_sizes, view.seat, legal, partners(view))


class RandomBot(SeededBot):
    level = "random"

    def choose(self, view: PlayerView, legal: Sequence[Action], *, budget: float | None = None) -> Action:
        kept = keeps_the_last_card(view, legal)
        if kept is not None:
            return kept
        rng = self.moment_rng(view)
        # Always with the Uno call: forgetting it is the easy level's part.
        calling = len(view.hand) == 2
        ps = [a for a in plays(legal) if a.uno or not calling]
        if ps:
            return rng.choice(ps)
        colors = [a for a in legal if type(a) is ChooseColor]
        if colors:
            return rng.choice(colors)
        answers = [a for a in legal if type(a) in (Challenge, Accept)]
        if answers:
            return rng.choice(answers)
        for kind in (Draw, Pass):
            for a in legal:
                if type(a) is kind:
                    return a
        return legal[0]


