"""Every level answers every moment with a legal action, under every rule set."""
import random

import pytest

from unodesk.ai import BASELINES, LEVELS, make_bot
from unodesk.ai.arena import play_round
from unodesk.engine import Phase, Round, RuleSet

from .conftest import bot

RULE_SETS = [
    RuleSet(),
    RuleSet(stacking=True, seven_zero=True, jump_in=True, draw_until_playable=True),
    RuleSet(deck="swap", custom_effect="swap_hands", max_draws=3, no_wild_finish=True),
    RuleSet(deck="shuffle", custom_effect="draw_two", no_action_finish=True, strict_wild_draw_four=True),
    RuleSet(challenge=False, stacking=True, jump_in=True, hand_size=5, custom_effect="skip"),
    RuleSet(deck="swap", seven_zero=True, stacking=True, custom_effect="reverse", scoring="lowest"),
]


class Checked:
    """Passes a bot's answers through, failing the test on an illegal one."""

    def __init__(self, bot, seen):
        self.bot, self.seen = bot, seen

    def choose(self, view, legal):
        action = self.bot.choose(view, legal)
        assert action in legal, (self.bot, view.phase, action, legal)
        self.seen.add((view.phase, type(action).__name__))
        return action

    def react(self, view, legal):
        action = self.bot.react(view, legal)
        assert action is None or action in legal, (self.bot, action, legal)
        if action is not None:
            self.seen.add(("react", type(action).__name__))
        return action


def test_make_bot_knows_the_three_levels_and_the_two_baselines():
    for level in LEVELS + BASELINES:
        assert make_bot(level, seed=3).level == level


def test_make_bot_refuses_an_unknown_level():
    with pytest.raises(ValueError):
        make_bot("impossible")


@pytest.mark.parametrize("rules", RULE_SETS, ids=lambda r: f"{r.deck}-{r.stacking}-{r.seven_zero}")
# The hard level thinks for tens of milliseconds a move: make test plays it, make quick does not.
@pytest.mark.parametrize("level", [pytest.param(level, marks=pytest.mark.slow) if level == "hard" else level
                                   for level in LEVELS + BASELINES])
def test_every_level_always_answers_with_a_legal_action(level, rules):
    seen: set[tuple[object, str]] = set()  # the moments the level under test answered, and how
    # A string seeds the same in every process (a hash of a tuple would not).
    rng = random.Random(f"{level} {RULE_SETS.index(rules)}")
    rounds = 2 if level == "hard" else 8
    for i in range(rounds):
        players = rng.choice([2, 3, 4, 5])
        others = [rng.choice(LEVELS + BASELINES) for _ in range(players - 1)]
        levels = [level] + [o if o != "hard" else "normal" for o in others]
        bots = [Checked(bot(lv, seed=i * 10 + s), seen if s == 0 else set()) for s, lv in enumerate(levels)]
        r = play_round(Round.new(players, rules, seed=rng.randrange(10**6), dealer=i % players), bots)
        assert r.phase is Phase.OVER
    # The rounds reached the moments the test is about: the level played a
    # card and drew on its turn, answered a card drawn that fits, and under
    # stacking answered a penalty.
    assert {(Phase.TURN, "Play"), (Phase.TURN, "Draw")} <= seen
    assert any(phase is Phase.DRAWN for phase, _ in seen)
    assert not rules.stacking or any(phase is Phase.STACK for phase, _ in seen)
