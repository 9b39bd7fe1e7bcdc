"""What a seat can do. Each action names the acting seat first."""
from __future__ import annotations

from typing import TypeAlias, final

from .cards import Card, Color
from .values import value


@final
@value
class Play:
    player: int
    card: Card
    color: Color | None = None
    target: int | None = None
    uno: bool = False
    pair: bool = False  # both copies of the card at once (RuleSet.doubles)


@final
@value
class Draw:
    player: int


@final
@value
class Pass:
    player: int


@final
@value
class CallUno:
    player: int


@final
@value
class CatchUno:
    player: int
    target: int


@final
@value
class Challenge:
    player: int


@final
@value
class Accept:
    player: int


@final
@value
class ChooseColor:
    player: int
    color: Color


# Every kind of action. A dispatch over them ends in `assert_never`, so that
# the type checker names each place a new kind must be handled; the kinds are
# final, so `type(a) is Kind` narrows as a `match` does (for the hot paths).
Action: TypeAlias = Play | Draw | Pass | CallUno | CatchUno | Challenge | Accept | ChooseColor
