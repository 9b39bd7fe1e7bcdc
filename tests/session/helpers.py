"""Random play and small tools shared by the session's tests and the scores'."""
from __future__ import annotations

import dataclasses
import random

from hypothesis import strategies as st

from unodesk.engine import CUSTOM_EFFECTS, Action, Match, Play, RuleSet
from unodesk.session import Applied, MatchLog
from unodesk.setup import MatchSetup, SeatKind, SeatSetup


def setup(seats: int = 3, people: int = 1, rules: RuleSet = RuleSet(target_score=200), *,
          names: tuple[str, ...] | None = None) -> MatchSetup:
    names = names or tuple(f"Player {i + 1}" for i in range(seats))
    levels = ("easy", "normal", "hard")
    return MatchSetup(tuple(
        SeatSetup(names[i], SeatKind.PERSON if i < people else SeatKind.COMPUTER, levels[i % 3])
        for i in range(seats)
    ), rules)


def choose(legal: list[Action], rng: random.Random) -> Action:
    """A random legal action, a play most of the time (so rounds end)."""
    plays = [a for a in legal if type(a) is Play]
    return rng.choice(plays if plays and rng.random() < 0.85 else legal)


def act(log: MatchLog, rng: random.Random) -> Applied:
    """A random legal action of any seat, carried out."""
    return log.apply(choose(log.round.legal_actions(), rng))


def position(m: Match) -> tuple:
    """Everything anyone can observe of a match, every seat's view included."""
    r = m.round
    return (m.scores, m.dealer, m.over, r.hands, r.discard, r.draw_pile_size, r.phase, r.current,
            r.direction, r.color, r.winner, r.history, tuple(r.legal_actions()),
            tuple(r.view(s) for s in range(r.players)))


def rule_sets() -> st.SearchStrategy[RuleSet]:
    """Random rule sets over the fields known today; fields added later keep their defaults."""
    known = {
        "deck": st.sampled_from(["classic", "shuffle", "swap"]),
        "hand_size": st.integers(1, 10),
        "target_score": st.integers(1, 500),
        "scoring": st.sampled_from(["winner", "lowest"]),
        "challenge": st.booleans(),
        "strict_wild_draw_four": st.booleans(),
        "stacking": st.booleans(),
        "seven_zero": st.booleans(),
        "jump_in": st.booleans(),
        "draw_until_playable": st.booleans(),
        "max_draws": st.integers(1, 4),
        "no_wild_finish": st.booleans(),
        "no_action_finish": st.booleans(),
        "custom_effect": st.sampled_from(CUSTOM_EFFECTS),
    }
    fields = {f.name for f in dataclasses.fields(RuleSet)}
    return st.builds(RuleSet, **{name: s for name, s in known.items() if name in fields})
