"""What every computer player is: a seat's view in, one legal action out."""
from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Protocol

from unodesk.engine import Action, Pass, Phase, PlayerView


class Bot(Protocol):
    """A computer player, as the table and the arena ask it: a seat's view
    and its legal actions in, one of them out. It reads nothing but the view.

    `budget` is how long the table lets it think before its move, in
    seconds (the pause it takes anyway); None when nobody waits, when a bot
    keeps to its own bound. A bot that does not search ignores it.
    """

    def choose(self, view: PlayerView, legal: Sequence[Action], *, budget: float | None = None) -> Action:
        """One of `legal`: the seat must act (its turn, a colour, a challenge)."""
        ...

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        """One of `legal` beside the turn (a catch, a late Uno, a jump-in), or None."""
        ...


class SeededBot:
    """unodesk.ai's computer players. Subclasses decide; this class holds the seed.

    Chance in a decision comes from a generator seeded by the bot's seed and
    the moment (seat, how far the round has come, the phase), never from a
    generator that advances with every call: asked twice about the same
    moment a bot answers the same, and its answer is a function of the view
    and the seed alone.
    """

    level = "bot"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = random.randrange(2**63) if seed is None else seed

    def moment_rng(self, view: PlayerView, salt: str = "") -> random.Random:
        return random.Random(
            f"{self.seed}:{view.seat}:{len(view.history)}:{view.phase.value}:{salt}"
        )

    def choose(self, view: PlayerView, legal: Sequence[Action], *, budget: float | None = None) -> Action:
        """One of `legal`, for a moment when this seat must act (see `Bot`)."""
        raise NotImplementedError

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        """An optional action while it is not this seat's turn, or None."""
        return None

    def __repr__(self) -> str:
        return f"{type(self).__name__}(seed={self.seed})"


def keeps_the_last_card(view: PlayerView, legal: Sequence[Action]) -> Action | None:
    """Keep a card drawn as the pile ran out. Two players who play a drawn
    card whenever it fits could otherwise pass the last one between them for
    ever (a Reverse drawn, played, reshuffled and drawn again by the other):
    every level and both baselines keep it, so every round ends."""
    if view.phase is Phase.DRAWN and view.draw_pile_size == 0:
        return next((a for a in legal if type(a) is Pass), None)
    return None


class PhaseBot(SeededBot):
    """A bot that answers each phase of a turn with its own method."""

    def choose(self, view: PlayerView, legal: Sequence[Action], *, budget: float | None = None) -> Action:
        first = self.before_acting(view, legal)
        if first is not None:
            return first
        phase = view.phase
        if phase is Phase.CHOOSE_COLOR:
            return self.name_color(view, legal)
        if phase is Phase.CHALLENGE or phase is Phase.STACK:
            return self.face_penalty(view, legal)
        if phase is Phase.DRAWN:
            return keeps_the_last_card(view, legal) or self.after_draw(view, legal)
        return self.take_turn(view, legal)

    def before_acting(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        """Something to do before the turn's own action (a catch), or None."""
        return None

    def name_color(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        raise NotImplementedError

    def face_penalty(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        raise NotImplementedError

    def after_draw(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        raise NotImplementedError

    def take_turn(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        raise NotImplementedError
