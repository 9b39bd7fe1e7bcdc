"""Computer players at a table of their own, without a screen: for tests
and benchmarks. The real table is the controller; both ask the questions
of each moment the one way (`questions`: `react` of the seats beside the
turn, then `choose` of the seat whose turn it is)."""
from __future__ import annotations

from collections.abc import Sequence

from unodesk.engine import Phase, Round

from .bot import Bot
from .questions import decide, questions

MAX_ACTIONS = 20_000  # no round between sound players comes near this


def play_round(round_: Round, bots: Sequence[Bot]) -> Round:
    """Play `round_` to its end with one bot a seat; returns it, OVER."""
    seats = range(round_.players)
    by_seat = dict(enumerate(bots))
    for _ in range(MAX_ACTIONS):
        if round_.phase is Phase.OVER:
            return round_
        answer = decide(by_seat, questions(round_, seats))
        if answer is None:  # cannot be: the seat whose turn it is always acts
            raise RuntimeError("no seat moved")
        round_.apply(answer.action)
    raise RuntimeError(f"the round did not end within {MAX_ACTIONS} actions")
