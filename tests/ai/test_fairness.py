"""Computer players see their own seat's view and nothing else."""
import enum
import gc
import random
import subprocess
import sys
import types

import pytest

from unodesk.ai import BASELINES, LEVELS
from unodesk.ai.arena import play_round
from unodesk.engine import Card, Phase, PlayerView, Round, RuleSet

from .conftest import bot

HOUSE = RuleSet(stacking=True, seven_zero=True, jump_in=True, deck="swap")


def _mid_round(seed: int, rules=RuleSet(), moves: int = 25) -> Round:
    r = Round.new(4, rules, seed=seed)
    bots = [bot("normal", seed=s) for s in range(4)]
    for _ in range(moves):
        if r.phase is Phase.OVER:
            break
        seat = r.current
        r.apply(bots[seat].choose(r.view(seat), r.legal_actions(seat)))
    return r


def _reachable(root):
    """Every object reachable from `root`, not following classes or modules."""
    seen, todo = {}, [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, (type, types.ModuleType, types.FunctionType,
                                               types.BuiltinFunctionType, enum.Enum)):
            continue
        seen[id(obj)] = obj
        todo.extend(gc.get_referents(obj))
    return list(seen.values())


@pytest.mark.parametrize("rules", [RuleSet(), HOUSE])
def test_nothing_of_the_round_is_reachable_from_a_view(rules):
    r = _mid_round(5, rules)
    hidden = [r.hands[s] for s in range(4) if s != 1]
    for obj in _reachable(r.view(1)):
        assert not isinstance(obj, (Round, list, dict, set)), obj
        assert not any(obj is h for h in hidden)


def test_a_view_holds_only_plain_values():
    view = _mid_round(7).view(0)
    assert not hasattr(view, "__dict__")
    plain = (int, str, bool, float, type(None), Card, enum.Enum, RuleSet, tuple)
    for name in PlayerView.__slots__:
        value = getattr(view, name)
        assert isinstance(value, plain), (name, type(value))


def _two_deals_alike_but_hidden():
    """Two positions that differ only in cards seat 0 cannot see."""
    rng = random.Random(3)
    deck = [Card.parse(c) for c in
            ["r1", "r2", "r3", "g4", "g5", "y6", "b7", "w", "rskip", "g+2", "y9", "b1", "b2", "g7", "y3", "r8", "g1", "y2", "b5", "r4", "g9", "y8", "b3", "r6", "g3", "y5"]]
    mine, hidden = deck[:7], deck[8:]  # deck[7] stays out
    shuffled = hidden[:]
    rng.shuffle(shuffled)
    positions = []
    for cards in (hidden, shuffled):
        hands = [mine, cards[0:5], cards[5:9], cards[9:12]]
        positions.append(Round.setup(HOUSE, hands, [Card.parse("y4")], cards[12:], color=None))
    return positions


@pytest.mark.parametrize("level", LEVELS + BASELINES)
def test_a_decision_does_not_depend_on_the_hidden_cards(level):
    a, b = _two_deals_alike_but_hidden()
    assert a.hands[1] != b.hands[1] or a.hands[2] != b.hands[2]
    view_a, view_b = a.view(0), b.view(0)
    assert view_a == view_b
    for seed in range(3):
        choice_a = bot(level, seed).choose(view_a, a.legal_actions(0))
        choice_b = bot(level, seed).choose(view_b, b.legal_actions(0))
        assert choice_a == choice_b


@pytest.mark.parametrize("level", LEVELS + BASELINES)
def test_a_bot_is_deterministic_for_a_seed(level):
    def actions(seed):
        played = []

        class Recording:
            def __init__(self, inner):
                self.inner = inner

            def choose(self, view, legal):
                action = self.inner.choose(view, legal)
                played.append(action)
                return action

            def react(self, view, legal):
                action = self.inner.react(view, legal)
                if action is not None:
                    played.append(action)
                return action

        bots = [Recording(bot(level, seed=seed + s)) for s in range(3)]
        play_round(Round.new(3, HOUSE, seed=11), bots)
        return played

    assert actions(1) == actions(1)


def test_asked_twice_about_the_same_moment_a_bot_answers_the_same():
    r = _mid_round(9)
    seat = r.current
    for level in LEVELS + BASELINES:
        b = bot(level, seed=4)
        first = b.choose(r.view(seat), r.legal_actions(seat))
        assert all(b.choose(r.view(seat), r.legal_actions(seat)) == first for _ in range(3))


def test_the_computer_players_import_no_qt():
    code = (
        "import sys; import unodesk.ai, unodesk.ai.search, unodesk.ai.arena; "
        "from unodesk.ai import make_bot; make_bot('hard'); "
        "print(any(m.split('.')[0] in ('PySide6', 'shiboken6') for m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
