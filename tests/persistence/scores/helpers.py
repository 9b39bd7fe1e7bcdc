"""Random play and small tools shared by the scores tests."""
from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

from hypothesis import strategies as st

from unodesk.engine import CUSTOM_EFFECTS, Action, Match, Phase, Play, RuleSet
from unodesk.persistence.match_log import MatchLog
from unodesk.persistence.scores import ScoreStore
from unodesk.persistence.setup_values import MatchSetup, SeatKind, SeatSetup

ODD_NAMES = (
    'Anna "Nana" O\'Neil',
    "Bo 🦊🃏",
    "נועה",  # right to left
    "مريم وأحمد",
    "x" * 200,
    "Åsa; Øyvind, \"ja\"",
)


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


def step(log: MatchLog, rng: random.Random) -> Action:
    action = choose(log.round.legal_actions(), rng)
    log.apply(action)
    return action


@dataclasses.dataclass(frozen=True)
class RoundSeen:
    """A finished round as the engine told it, to compare with what was stored."""

    number: int
    dealer: int
    went_out: int | None
    points: tuple[int, ...]
    hand_points: tuple[int, ...]
    totals: tuple[int, ...]


def seen_round(log: MatchLog, before: tuple[int, ...]) -> RoundSeen:
    m, r = log.match, log.round
    totals = m.scores
    return RoundSeen(log.round_number, m.dealer, r.winner, tuple(t - b for t, b in zip(totals, before)),
                     r.hand_points(), totals)


def play_rounds(log: MatchLog, rng: random.Random, rounds: int, store: ScoreStore | None = None,
                on_action: Callable[[MatchLog], None] | None = None, max_steps: int = 20000) -> list[RoundSeen]:
    """Play `rounds` rounds (fewer if the match ends), saving as the game would."""
    seen: list[RoundSeen] = []
    before = log.match.scores
    for _ in range(max_steps):
        if log.round.phase is Phase.OVER:
            seen.append(seen_round(log, before))
            if store is not None:
                store.finish_round()
            if log.match.over or len(seen) == rounds:
                return seen
            before = log.match.scores
            log.next_round()
            if store is not None:
                store.save_progress()
            continue
        step(log, rng)
        if store is not None:
            store.save_progress()
        if on_action is not None:
            on_action(log)
    raise AssertionError("the rounds did not end")


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
