"""A match setup as plain JSON data, for the settings file.

A hand-edited file, or one written by another version of unodesk, may hold
anything. Reading keeps every part it can use and says what it dropped:
an unknown or bad rule falls back to its default alone, a seat with a bad
level or kind keeps its name, and only what cannot be used at all (no list
of seats) gives way to the quick match. Rules that were renamed are read
under their new names (`RENAMED_RULES`).
"""
from __future__ import annotations

import dataclasses
import enum
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from unodesk.engine import RuleSet
from unodesk.setup import (
    CUSTOM_RULE_LIMIT,
    DEFAULT_LEVEL,
    LEVELS,
    MAX_SEATS,
    MIN_SEATS,
    MatchSetup,
    SeatKind,
    SeatSetup,
    default_name,
    default_setup,
    rule_setting,
)
from unodesk.setup.looks import AVATAR_NAMES

# A RuleSet field's old name -> its name now, for a setup remembered by an
# older unodesk. Add a line when a field is renamed; never remove one.
RENAMED_RULES: Mapping[str, str] = {}


class Part(enum.Enum):
    """A part of a remembered match that could not be read."""

    SETUP = "setup"  # not a match setup at all: the quick match starts
    SEATS = "seats"  # no usable list of seats: the quick match's seats
    SEAT = "seat"  # one seat (its number in `name`): dropped, or its level or kind set back
    RULES = "rules"  # not a set of rules: the official rules
    RULE = "rule"  # one rule (its name as written in `name`): set back to its default


@dataclass(frozen=True)
class Dropped:
    part: Part
    name: str = ""  # the rule's name as written, or the seat's number counted from 1


@dataclass(frozen=True)
class SetupReading:
    """What a remembered setup gave: the match (None: nothing remembered or
    nothing usable) and what of it was dropped, for the window to tell."""

    setup: MatchSetup | None
    dropped: tuple[Dropped, ...] = ()


def setup_to_data(setup: MatchSetup) -> dict[str, Any]:
    """The setup without its seed: a remembered match is dealt afresh. A
    face and the family's own rule are written only when there is one."""
    data: dict[str, Any] = {
        "seats": [{"name": s.name, "kind": s.kind.value, "level": s.level, **({"avatar": s.avatar} if s.avatar else {})}
                  for s in setup.seats],
        "rules": dataclasses.asdict(setup.rules),
    }
    if setup.custom_rule:
        data["custom_rule"] = setup.custom_rule
    return data


def read_setup(data: Any) -> SetupReading:
    """The match `data` remembers, as much of it as can be read."""
    if data is None:
        return SetupReading(None)
    if not isinstance(data, dict):
        return SetupReading(None, (Dropped(Part.SETUP),))
    dropped: list[Dropped] = []
    seats = _seats(data.get("seats"), dropped)
    if seats is None:
        dropped.append(Dropped(Part.SEATS))
        seats = default_setup().seats
    rules = read_rules(data.get("rules", {}), dropped)
    return SetupReading(MatchSetup(seats, rules, custom_rule=read_custom_rule(data.get("custom_rule"), dropped)),
                        tuple(dropped))


def read_custom_rule(data: Any, dropped: list[Dropped]) -> str:
    """The family's own words for the Wild Customizable: text, cut to the
    limit; anything else is dropped (as a rule named "custom_rule")."""
    if data is None:
        return ""
    if not isinstance(data, str):
        dropped.append(Dropped(Part.RULE, "custom_rule"))
        return ""
    return " ".join(data.split())[:CUSTOM_RULE_LIMIT]


def setup_from_data(data: Any) -> MatchSetup:
    """The setup only if every part of it can be read; ValueError otherwise.

    For a record that must come back exactly (a finished match in the
    scores), where a setup set back to defaults would be a different match.
    """
    reading = read_setup(data)
    if reading.setup is None or reading.dropped:
        raise ValueError(f"the match setup cannot be read whole: {reading.dropped}")
    return reading.setup


def _seats(data: Any, dropped: list[Dropped]) -> tuple[SeatSetup, ...] | None:
    if not isinstance(data, list):
        return None
    seats: list[SeatSetup] = []
    for number, entry in enumerate(data, start=1):
        read = _seat(entry, len(seats)) if len(seats) < MAX_SEATS else None
        if read is None:
            dropped.append(Dropped(Part.SEAT, str(number)))
            continue
        seat, whole = read
        if not whole:
            dropped.append(Dropped(Part.SEAT, str(number)))
        seats.append(seat)
    return tuple(seats) if len(seats) >= MIN_SEATS else None


def _seat(data: Any, index: int) -> tuple[SeatSetup, bool] | None:
    """The seat, and whether it was read whole (else its kind, level or name
    were set back to the defaults); None if it is not a seat at all."""
    if not isinstance(data, dict):
        return None
    name, kind, level = data.get("name"), data.get("kind"), data.get("level", DEFAULT_LEVEL)
    # A face this version does not draw is no reason to lose the seat: the initial stands in.
    avatar = data.get("avatar", "")
    avatar = avatar if avatar in AVATAR_NAMES else ""
    whole = True
    try:
        kind = SeatKind(kind)
    except ValueError:
        kind, whole = SeatKind.COMPUTER, False
    if level not in LEVELS:
        level, whole = DEFAULT_LEVEL, False
    if not isinstance(name, str) or not name.strip():
        name, whole = default_name(index, kind), False
    return SeatSetup(name, kind, level, avatar), whole


def read_rules(data: Any, dropped: list[Dropped]) -> RuleSet:
    """The rules `data` names, each that can be read; the others at their defaults, listed in `dropped`."""
    if not isinstance(data, dict):
        dropped.append(Dropped(Part.RULES))
        return RuleSet()
    rules = RuleSet()
    for written, value in data.items():
        name = RENAMED_RULES.get(written, written)
        try:
            setting = rule_setting(name)
            # bool is an int in Python; a rule's type must match exactly.
            if type(value) is not setting.value_type:
                raise ValueError(f"rule {name!r} must be a {setting.value_type.__name__}")
            # The RuleSet checks the value itself (a deck it has, at least one draw).
            rules = dataclasses.replace(rules, **{name: value})  # type: ignore[arg-type]  # checked just above
        except (KeyError, ValueError):
            dropped.append(Dropped(Part.RULE, str(written)))
    return rules
