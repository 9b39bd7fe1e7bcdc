"""A match setup as plain JSON data, for the settings file.

A hand-edited file, or one written by another version of unodesk, may hold
anything. Reading keeps every part it can use and says what it dropped:
an unknown or bad rule falls back to its default alone, a seat with a bad
level or kind keeps its name, and only what cannot be used at all (no list
of seats) gives way to the quick match. Rules that were renamed are read
under their new names (`RENAMED_RULES`). Every value is checked before it
is used (its type, its range, a name's length and that it can be written
back), and rules that cannot seat the players (teams at three) are set
back one at a time until they can: nothing read here raises.
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
    NAME_LIMIT,
    MatchSetup,
    SeatKind,
    SeatSetup,
    default_name,
    default_setup,
    rule_setting,
)
from unodesk.setup.looks import AVATAR_NAMES
from unodesk.setup.rule_settings import Kind

from .reading import fits_text

# A RuleSet field's old name -> its name now, for a setup remembered by an
# older unodesk. Add a line when a field is renamed; never remove one.
RENAMED_RULES: Mapping[str, str] = {}

# A name typed in the game holds at most NAME_LIMIT characters; a longer one
# (a hand-edited file) is kept and shown shortened, up to this length.
MAX_NAME = 25 * NAME_LIMIT
# The largest whole number a rule is read with (the target, the draws):
# far beyond any the new-match window offers, and within what SQLite keeps.
MAX_NUMBER = 1_000_000
# What of a hand-edited file's many bad parts is named; the rest is counted in one.
NAMED_DROPS = 10


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
    return SetupReading(_seated(seats, rules, read_custom_rule(data.get("custom_rule"), dropped), dropped),
                        tuple(dropped))


def _seated(seats: tuple[SeatSetup, ...], rules: RuleSet, custom_rule: str,
            dropped: list[Dropped]) -> MatchSetup | None:
    """The match, with the rules that cannot seat these players (teams at
    three) set back one at a time, then all of them."""
    try:
        return MatchSetup(seats, rules, custom_rule=custom_rule)
    except ValueError:
        pass
    official = RuleSet()
    for field in dataclasses.fields(RuleSet):
        if getattr(rules, field.name) == getattr(official, field.name):
            continue
        try:
            setup = MatchSetup(seats, dataclasses.replace(rules, **{field.name: getattr(official, field.name)}),
                               custom_rule=custom_rule)
        except ValueError:
            continue
        dropped.append(Dropped(Part.RULE, field.name))
        return setup
    try:
        setup = MatchSetup(seats, custom_rule=custom_rule)
    except ValueError:
        dropped.append(Dropped(Part.SETUP))
        return None
    dropped.append(Dropped(Part.RULES))
    return setup


def read_custom_rule(data: Any, dropped: list[Dropped]) -> str:
    """The family's own words for the Wild Customizable: text, cut to the
    limit; anything else is dropped (as a rule named "custom_rule")."""
    if data is None:
        return ""
    if not fits_text(data):  # (not text, or a lone surrogate)
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
    named = 0
    for number, entry in enumerate(data, start=1):
        read = _seat(entry, len(seats)) if len(seats) < MAX_SEATS else None
        if read is None:
            if named == NAMED_DROPS and number < len(data):
                # The rest of a list far longer than any table, named at once.
                dropped.append(Dropped(Part.SEAT, f"{number}\u2013{len(data)}"))
                break
            named += 1
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
    if not fits_text(name, MAX_NAME) or not name.strip():
        name, whole = default_name(index, kind), False
    return SeatSetup(name, kind, level, avatar), whole


def read_rules(data: Any, dropped: list[Dropped]) -> RuleSet:
    """The rules `data` names, each that can be read; the others at their defaults, listed in `dropped`."""
    if not isinstance(data, dict):
        dropped.append(Dropped(Part.RULES))
        return RuleSet()
    typed: dict[str, tuple[int, str, Any]] = {}  # a rule's name: where it was written, as what, its value
    bad: list[tuple[int, str]] = []
    for place, (written, value) in enumerate(data.items()):
        name = RENAMED_RULES.get(written, written)
        try:
            setting = rule_setting(name)
        except KeyError:
            bad.append((place, written))
            continue
        # bool is an int in Python; a rule's type must match exactly.
        if type(value) is not setting.value_type or (
                setting.kind is Kind.NUMBER and not (isinstance(value, int) and -MAX_NUMBER <= value <= MAX_NUMBER)):
            bad.append((place, written))
            continue
        typed[name] = (place, written, value)
    try:
        # The RuleSet checks the values itself (a deck it has, at least one draw): all at once, ...
        rules = RuleSet(**{name: value for name, (_, _, value) in typed.items()})
    except ValueError:
        # ... else one at a time, to set back only the ones it refuses.
        rules = RuleSet()
        for name, (place, written, value) in typed.items():
            changed: dict[str, Any] = {name: value}
            try:
                rules = dataclasses.replace(rules, **changed)
            except ValueError:
                bad.append((place, written))
    for named, (_, written) in enumerate(sorted(bad)):
        if named < NAMED_DROPS:
            dropped.append(Dropped(Part.RULE, _shown(written)))
        elif named == NAMED_DROPS:
            dropped.append(Dropped(Part.RULE, "\u2026"))
    return rules


def _shown(written: str) -> str:
    """A rule's name as written, fit to be told: short, and whole UTF-8."""
    text = written.encode("utf-8", "replace").decode("utf-8")
    return text if len(text) <= 40 else text[:39] + "\u2026"
