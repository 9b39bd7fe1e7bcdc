"""Computer players at a table of their own, without a screen: for tests
and benchmarks. The real table is the controller; this loop asks the same
two questions it does (`react` of the seats whose turn it is not, then
`choose` of the seat whose turn it is)."""
from __future__ import annotations

from collections.abc import Sequence

from unodesk.engine import Phase, Round

from .bot import Bot

MAX_ACTIONS = 20_000  # no round between sound players comes near this


def play_round(round_: Round, bots: Sequence[Bot]) -> Round:
    """Play `round_` to its end with one bot a seat; returns it, OVER."""
    n = round_.players
    for _ in range(MAX_ACTIONS):
        if round_.phase is Phase.OVER:
            return round_
        current = round_.current
        action = None
        for step in range(1, n):
            seat = (current + step) % n
            legal = round_.legal_actions(seat)
            if legal:
                action = bots[seat].react(round_.view(seat), legal)
                if action is not None:
                    break
        if action is None:
            action = bots[current].choose(round_.view(current), round_.legal_actions(current))
        round_.apply(action)
    raise RuntimeError(f"the round did not end within {MAX_ACTIONS} actions")
