"""Who sits at the table and under which rules, and how a round ended: plain values."""
from __future__ import annotations

import enum

from unodesk.engine import MAX_PLAYERS, MIN_PLAYERS, Card, RuleSet
from unodesk.engine.values import value

from .levels import DEFAULT_LEVEL, LEVELS

MIN_SEATS, MAX_SEATS = MIN_PLAYERS, MAX_PLAYERS


class SeatKind(enum.Enum):
    PERSON = "person"
    COMPUTER = "computer"


@value
class SeatSetup:
    name: str
    kind: SeatKind = SeatKind.COMPUTER
    level: str = DEFAULT_LEVEL  # for computer seats: one of LEVELS
    avatar: str = ""  # the face the player wears (one of looks.AVATAR_NAMES); "": their initial

    @property
    def is_person(self) -> bool:
        return self.kind is SeatKind.PERSON


# The most a family's own rule for the Wild Customizable may say (a sentence or two).
CUSTOM_RULE_LIMIT = 160


@value
class MatchSetup:
    seats: tuple[SeatSetup, ...]
    rules: RuleSet = RuleSet()
    seed: int | None = None
    # The family's own words for the Wild Customizable ("Everyone passes their
    # hand to the left"): shown on the table when one is played; what the game
    # does with it is `rules.custom_effect`.
    custom_rule: str = ""

    def __post_init__(self) -> None:
        if not MIN_SEATS <= len(self.seats) <= MAX_SEATS:
            raise ValueError(f"a match needs {MIN_SEATS} to {MAX_SEATS} seats")
        for seat in self.seats:
            if not seat.is_person and seat.level not in LEVELS:
                raise ValueError(f"unknown level {seat.level!r}")
        self.rules.check_players(len(self.seats))
        if len(self.custom_rule) > CUSTOM_RULE_LIMIT:
            raise ValueError(f"the family's rule is at most {CUSTOM_RULE_LIMIT} characters")

    @property
    def persons(self) -> tuple[int, ...]:
        return tuple(i for i, s in enumerate(self.seats) if s.is_person)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)


@value
class RoundResult:
    """A finished round, as the summary shows it."""

    winner: int | None
    round_scores: tuple[int, ...]
    totals: tuple[int, ...]
    hands: tuple[tuple[Card, ...], ...]
    match_over: bool
    match_winner: int | None
    # A match in teams: each seat's team (numbered from 0) and each team's
    # total; both empty without teams.
    teams: tuple[int, ...] = ()
    team_totals: tuple[int, ...] = ()
