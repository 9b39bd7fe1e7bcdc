"""Computer players (a stand-in until the real levels land): a legal move."""
from __future__ import annotations

import random

from unodesk.engine import Action, Play, PlayerView


class _AnyLegal:
    def __init__(self, seed: int | None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view: PlayerView, legal: list[Action]) -> Action:
        plays = [a for a in legal if isinstance(a, Play) and a.player == view.current]
        return self._rng.choice(plays or legal)

    def react(self, view: PlayerView, legal: list[Action]) -> Action | None:
        return None


def make_bot(level: str, *, seed: int | None = None) -> _AnyLegal:
    if level not in ("easy", "normal", "hard"):
        raise ValueError(f"unknown level {level!r}")
    return _AnyLegal(seed)
