"""Random play kept by a store, as the game keeps it, for the scores tests."""
from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

from tests.session.helpers import act, choose
from unodesk.engine import Action, Phase
from unodesk.persistence.scores import ScoreStore
from unodesk.session import MatchLog

ODD_NAMES = (
    'Anna "Nana" O\'Neil',
    "Bo 🦊🃏",
    "נועה",  # right to left
    "مريم وأحمد",
    "x" * 200,
    "Åsa; Øyvind, \"ja\"",
)


def step(log: MatchLog, rng: random.Random, store: ScoreStore | None = None) -> Action:
    """A random legal action, carried out and, with `store`, kept."""
    action = choose(log.round.legal_actions(), rng)
    applied = log.apply(action)
    if store is not None:
        store.keep(applied.change)
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
    """The round just ended, its points worked out from the totals (an
    account of its own, beside the engine's `round_scores`)."""
    m, r = log.match, log.round
    totals = m.scores
    return RoundSeen(log.round_number, m.dealer, r.winner, tuple(t - b for t, b in zip(totals, before)),
                     r.hand_points(), totals)


def play_rounds(log: MatchLog, rng: random.Random, rounds: int, store: ScoreStore | None = None,
                on_action: Callable[[MatchLog], None] | None = None, max_steps: int = 20000) -> list[RoundSeen]:
    """Play `rounds` rounds (fewer if the match ends), keeping every change as
    the game would; `on_action` is called before each action (a clock's tick)."""
    seen: list[RoundSeen] = []
    before = log.match.scores
    for _ in range(max_steps):
        if log.round.phase is Phase.OVER:
            seen.append(seen_round(log, before))
            if log.match.over or len(seen) == rounds:
                return seen
            before = log.match.scores
            change = log.next_round()
            if store is not None:
                store.keep(change)
            continue
        if on_action is not None:
            on_action(log)
        applied = act(log, rng)
        if store is not None:
            store.keep(applied.change)
    raise AssertionError("the rounds did not end")
