"""A table with a real controller and simple computer players, for the view's tests."""
from __future__ import annotations

import random

import pytest

from unodesk.controller import GameController
from unodesk.engine import Accept, CallUno, ChooseColor, Draw, Pass, Play, RuleSet
from unodesk.setup import MatchSetup, SeatKind, SeatSetup
from unodesk.setup.speeds import Speed
from unodesk.view.table.widget import TableWidget


class SimpleBot:
    """Plays a card it may, else draws, and never moves beside its turn:
    quick, and enough to fill a table."""

    def __init__(self, seed: int | None = None) -> None:
        self._rng = random.Random(seed)

    def choose(self, view, legal, *, budget=None):
        for kind in (ChooseColor, Play, Accept, Draw, Pass, CallUno):
            options = [a for a in legal if isinstance(a, kind)]
            if options:
                return self._rng.choice(options)
        return legal[0]

    def react(self, view, legal):
        return None


def bots(level, *, seed=None):
    return SimpleBot(seed)


def person(name):
    return SeatSetup(name, SeatKind.PERSON)


def computer(name):
    return SeatSetup(name, SeatKind.COMPUTER)


class Table:
    """The widget, its controller and a record of what reached the controller."""

    def __init__(self, qtbot, speed: Speed, size=(1024, 640), keep: bool = True) -> None:
        self.qtbot = qtbot
        self.controller = GameController(bots, think_ms=(0, 0))
        self.finished = 0
        self.batches: list = []
        real = self.controller.animations_finished

        def counted() -> None:
            self.finished += 1
            real()

        self.controller.animations_finished = counted
        self.controller.events_applied.connect(self.batches.append)
        self.widget = TableWidget(self.controller)
        if keep:  # else the test deletes the widget itself
            qtbot.addWidget(self.widget)
        self.widget.set_speed(speed)
        self.widget.resize(*size)
        self.widget.show()
        qtbot.waitExposed(self.widget)

    @property
    def scene(self):
        return self.widget.scene

    @property
    def round(self):
        return self.controller.match.round

    def start(self, seats, rules=RuleSet(), seed=1) -> None:
        self.controller.new_match(MatchSetup(tuple(seats), rules, seed=seed))

    def deal(self, round_) -> None:
        """Put a prepared round on the table, as if the controller had just
        dealt it: the match started (`start`) begins again at that position.
        Returns once the table shows it (and has asked for a hand-off, if
        the turn is another person's)."""
        self.controller.start_at(self.controller.setup, round_)
        self.wait_idle()

    def wait_turn(self, seat=0, timeout=10000) -> None:
        """Until it is `seat`'s turn and the table shows the committed state."""
        self.qtbot.waitUntil(
            lambda: self.round.current == seat and not self.controller.busy and not self.scene.queue.running,
            timeout=timeout,
        )

    def wait_idle(self, timeout=10000) -> None:
        self.qtbot.waitUntil(lambda: not self.controller.busy and not self.scene.queue.running, timeout=timeout)


@pytest.fixture
def table(qtbot):
    def make(speed: Speed = Speed.OFF, size=(1024, 640), keep: bool = True) -> Table:
        return Table(qtbot, speed, size, keep)
    return make
