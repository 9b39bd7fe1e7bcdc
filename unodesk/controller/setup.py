"""Who sits at the table and under which rules: plain values."""
from __future__ import annotations

import enum
from dataclasses import dataclass

from unodesk.engine import Card, RuleSet


class SeatKind(enum.Enum):
    PERSON = "person"
    COMPUTER = "computer"


LEVELS = ("easy", "normal", "hard")


@dataclass(frozen=True)
class SeatSetup:
    name: str
    kind: SeatKind = SeatKind.COMPUTER
    level: str = "normal"  # for computer seats: easy, normal or hard

    @property
    def is_person(self) -> bool:
        return self.kind is SeatKind.PERSON


@dataclass(frozen=True)
class MatchSetup:
    seats: tuple[SeatSetup, ...]
    rules: RuleSet = RuleSet()
    seed: int | None = None

    def __post_init__(self) -> None:
        if not 2 <= len(self.seats) <= 10:
            raise ValueError("a match needs 2 to 10 seats")
        for seat in self.seats:
            if not seat.is_person and seat.level not in LEVELS:
                raise ValueError(f"unknown level {seat.level!r}")

    @property
    def persons(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.is_person)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)


@dataclass(frozen=True)
class RoundResult:
    """A finished round, as the summary shows it."""

    winner: int | None
    round_scores: tuple[int, ...]
    totals: tuple[int, ...]
    hands: tuple[tuple[Card, ...], ...]
    match_over: bool
    match_winner: int | None
