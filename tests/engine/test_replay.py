"""The game plays card for card as recorded.

Each case replays one recorded round (see `replay.py`: random legal play
by any seat, a few wrong actions refused at every step, the state after
every step) and compares it with its stored trace line by line. A failure
names the first step that differs and shows it with its neighbours.
"""
from __future__ import annotations

import difflib
from functools import cache

import pytest

from . import replay


@cache
def recorded(name: str) -> dict[str, list[str]]:
    return replay.recorded(name)


@pytest.mark.parametrize(("name", "players", "seed"), list(replay.cases()))
def test_a_recorded_round_plays_again_exactly_as_recorded(name, players, seed):
    """Contract (a seed makes a round reproducible): a change inside the engine keeps the game as it was, step by step."""
    expected = recorded(name)[replay.heading(name, players, seed)]
    played = list(replay.trace(replay.RULE_SETS[name], players, seed))
    if played != expected:
        first = next((i for i, (a, b) in enumerate(zip(expected, played)) if a != b),
                     min(len(expected), len(played)))
        low = max(first - 6, 0)
        diff = "\n".join(difflib.unified_diff(expected[low:first + 6], played[low:first + 6],
                                              "recorded", "played now", lineterm=""))
        pytest.fail(f"{replay.heading(name, players, seed)}: line {first + 1} differs\n{diff}")
