"""What a seat can do. Each action names the acting seat first."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias, final

from .cards import Card, Color


@final
@dataclass(frozen=True, slots=True)
class Play:
    player: int
    card: Card
    color: Color | None = None
    target: int | None = None
    uno: bool = False
    pair: bool = False  # both copies of the card at once (RuleSet.doubles)


@final
@dataclass(frozen=True, slots=True)
class Draw:
    player: int


@final
@dataclass(frozen=True, slots=True)
class Pass:
    player: int


@final
@dataclass(frozen=True, slots=True)
class CallUno:
    player: int


@final
@dataclass(frozen=True, slots=True)
class CatchUno:
    player: int
    target: int


@final
@dataclass(frozen=True, slots=True)
class Challenge:
    player: int


@final
@dataclass(frozen=True, slots=True)
class Accept:
    player: int


@final
@dataclass(frozen=True, slots=True)
class ChooseColor:
    player: int
    color: Color


# Every kind of action. A dispatch over them ends in `assert_never`, so that
# the type checker names each place a new kind must be handled; the kinds are
# final, so `type(a) is Kind` narrows as a `match` does (for the hot paths).
Action: TypeAlias = Play | Draw | Pass | CallUno | CatchUno | Challenge | Accept | ChooseColor
