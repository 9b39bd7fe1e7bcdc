"""What a seat can do. Each action names the acting seat first."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TypeAlias

from .cards import Card, Color


@dataclass(frozen=True, slots=True)
class Play:
    player: int
    card: Card
    color: Color | None = None
    target: int | None = None
    uno: bool = False
    pair: bool = False  # both copies of the card at once (RuleSet.doubles)


@dataclass(frozen=True, slots=True)
class Draw:
    player: int


@dataclass(frozen=True, slots=True)
class Pass:
    player: int


@dataclass(frozen=True, slots=True)
class CallUno:
    player: int


@dataclass(frozen=True, slots=True)
class CatchUno:
    player: int
    target: int


@dataclass(frozen=True, slots=True)
class Challenge:
    player: int


@dataclass(frozen=True, slots=True)
class Accept:
    player: int


@dataclass(frozen=True, slots=True)
class ChooseColor:
    player: int
    color: Color


# Every kind of action: a `match` over it ends in `assert_never`, so that the type
# checker names each place a new kind must be handled.
Action: TypeAlias = Play | Draw | Pass | CallUno | CatchUno | Challenge | Accept | ChooseColor
