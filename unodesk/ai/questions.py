"""What the computer players are asked at a moment of a round, and the
first answer: one loop for the arena and the table.

At every moment the seats that may move beside the turn (a catch, a late
Uno, a jump-in) are asked first, in the order of play from the seat after
the turn (`react`, which may pass); then the seat whose turn it is
(`choose`). The first seat that moves has the moment. The arena asks every
seat so; the table asks its computers so (in a worker thread, from these
plain values alone).
"""
from __future__ import annotations

from collections.abc import Container, Iterable, Iterator, Mapping

from unodesk.engine import Action, Phase, PlayerView, Round
from unodesk.engine.values import value

from .bot import Bot


@value
class Question:
    """What one seat is asked: must it act, or may it move beside the turn?"""

    seat: int
    view: PlayerView
    legal: tuple[Action, ...]
    must_act: bool  # True: `choose` (its turn); False: `react`, which may pass


@value
class Answer:
    question: Question
    action: Action


def questions(round_: Round, seats: Container[int]) -> Iterator[Question]:
    """The questions of this moment for the seats in `seats` (the others
    are people, or not asked): first each that may move beside the turn, in
    the order of play from the seat after the turn; then the seat whose turn
    it is. None once the round is over. Each seat's view is taken as its
    question comes, so that an arena that stops at the first answer looks
    no further."""
    if round_.phase is Phase.OVER:
        return
    n = round_.players
    current = round_.current
    for step in range(1, n):
        seat = (current + step) % n
        if seat in seats:
            legal = round_.legal_actions(seat)
            if legal:
                yield Question(seat, round_.view(seat), tuple(legal), must_act=False)
    if current in seats:
        yield Question(current, round_.view(current), tuple(round_.legal_actions(current)), must_act=True)


def decide(bots: Mapping[int, Bot], asked: Iterable[Question], budget: float | None = None) -> Answer | None:
    """The first seat's move, in the order asked; None when every seat passes.

    `budget` (seconds) is handed to `choose`. In the table's worker thread
    it reads only its arguments.
    """
    for question in asked:
        bot = bots[question.seat]
        legal = list(question.legal)
        if not question.must_act:
            action = bot.react(question.view, legal)
            if action is None:
                continue
        elif budget is None:
            action = bot.choose(question.view, legal)
        else:
            action = bot.choose(question.view, legal, budget=budget)
        return Answer(question, action)
    return None
