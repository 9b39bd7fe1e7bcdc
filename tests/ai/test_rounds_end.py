"""Every round between computer players ends, under any rule set.

Bots that always play a card just drawn could pass a round back and forth
for ever (a whole round between wild cards with Reverses bounced between two
players, draws until a playable card with an empty pile); every level and
both baselines, mixed at random tables under random rule sets, must bring
each round to its end within the arena's bound of actions."""
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.examples import examples
from unodesk.ai import BASELINES, LEVELS, make_bot
from unodesk.ai.arena import play_round
from unodesk.engine import Phase, Round, RuleSet

from ..engine.test_properties import tables

KINDS = LEVELS + BASELINES
# The hard level's search, kept small (two play-outs, from its last two
# cards): what is tested is where play leads, not how well it plays.
QUICK_HARD = {"time_budget": None, "rollouts": 2, "endgame": 2}


@pytest.mark.slow
@settings(max_examples=examples(80), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(table=tables, seed=st.integers(0, 2**32), data=st.data())
def test_every_round_between_computer_players_ends(table: tuple[RuleSet, int], seed: int, data) -> None:
    rules, players = table
    levels = data.draw(st.lists(st.sampled_from(KINDS), min_size=players, max_size=players))
    rng = random.Random(seed)
    bots = [make_bot(level, seed=rng.randrange(1000), **(QUICK_HARD if level == "hard" else {}))
            for level in levels]
    r = play_round(Round.new(players, rules, dealer=rng.randrange(players), seed=seed), bots)
    assert r.phase is Phase.OVER


@pytest.mark.parametrize("kind", KINDS)
def test_every_level_keeps_a_card_drawn_as_the_pile_runs_out(kind: str) -> None:
    # The rounds hypothesis found: two baselines, and later two normal
    # players (eight seats, the others holding twenty cards each), passing
    # the last card, a Reverse, between them for ever by playing it whenever
    # they drew it.
    from unodesk.engine import Card, Draw, Pass

    C = Card.parse
    r = Round.setup(RuleSet(), [[C("g1"), C("g2")], [C("b3"), C("b4")], [C("y5"), C("y6")]],
                    [C("r9")], [C("rrev")], current=0)
    r.apply(Draw(0))
    assert r.phase is Phase.DRAWN and r.view(0).draw_pile_size == 0
    bot = make_bot(kind, seed=1, **(QUICK_HARD if kind == "hard" else {}))
    assert bot.choose(r.view(0), r.legal_actions(0)) == Pass(0)
