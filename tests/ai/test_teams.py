"""Computer players play for their team (partners opposite: seats 0 and 2 of
four): no catch, Skip or swap aimed at a partner where another choice is as
good, and the hard level's search counts a round the partner wins as won."""
import pytest

from unodesk.ai.search import HardBot
from unodesk.engine import Card, CatchUno, Phase, Play, RuleSet

from .test_decisions import ask, position, react

TEAMS = RuleSet(teams=True)


def _partner_forgot_uno():
    """Seat 2 (seat 0's partner) plays its second-to-last card without the call."""
    r = position(["r1 r2 r3", "y1 y2 y3", "r5 g6", "b1 b2 b3"], top="r7", rules=TEAMS, current=2)
    r.apply(Play(2, Card.parse("r5")))
    return r


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_nobody_catches_their_partner(level):
    r = _partner_forgot_uno()
    assert CatchUno(0, 2) in r.legal_actions(0)
    for seed in range(8):
        assert react(level, r, seat=0, seed=seed) is None


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_an_opponent_who_forgot_uno_is_still_caught(level):
    r = _partner_forgot_uno()
    assert r.current == 3
    assert ask(level, r, seat=3) == CatchUno(3, 2)


@pytest.mark.parametrize("level", ["normal", "hard", "greedy"])
def test_a_seven_swaps_with_an_opponent_rather_than_the_partner(level):
    """The partner holds the fewest cards; swapping with them would leave the team as it was."""
    rules = RuleSet(teams=True, seven_zero=True)
    r = position(["r7 g1 g2 g3 g4 g5", "y1 y2 y3", "y5", "y7 y8 y9 y1"], top="r5", rules=rules)
    action = ask(level, r)
    if action.card == Card.parse("r7"):
        assert action.target == 1


def test_a_pair_of_skips_that_would_skip_the_partner_goes_down_one_at_a_time():
    rules = RuleSet(teams=True, doubles=True)
    r = position(["rskip rskip g1 g2 g3", "y1 y2 y3", "y4 y5 y6", "y7 y8 y9"], top="r7", rules=rules)
    action = ask("normal", r)
    assert action.card == Card.parse("rskip") and not action.pair


def test_the_hard_level_counts_a_round_its_partner_wins_as_won():
    r = position(["r1 r2 r3", "y1 y2 y3", "r5", "b1 b2 b3"], top="r7", rules=TEAMS, current=2)
    r.apply(Play(2, Card.parse("r5")))
    assert r.phase is Phase.OVER and r.winner == 2
    hard = HardBot(1, time_budget=None)
    assert hard._value(r, 0) >= 1.0  # seat 0's team won
    assert hard._value(r, 1) < 0.0
