"""A match setup as plain JSON data, for the settings file.

Reading is strict about shape and types (a hand-edited file may hold
anything) and raises ValueError on anything it does not understand; the
caller then falls back to a default match.
"""
from __future__ import annotations

import dataclasses
from typing import Any

from unodesk.setup import LEVELS, MAX_SEATS, MIN_SEATS, MatchSetup, SeatKind, SeatSetup
from unodesk.engine import RuleSet

_RULE_TYPES = {field.name: type(field.default) for field in dataclasses.fields(RuleSet)}


def setup_to_data(setup: MatchSetup) -> dict[str, Any]:
    """The setup without its seed: a remembered match is dealt afresh."""
    return {
        "seats": [{"name": s.name, "kind": s.kind.value, "level": s.level} for s in setup.seats],
        "rules": dataclasses.asdict(setup.rules),
    }


def setup_from_data(data: Any) -> MatchSetup:
    if not isinstance(data, dict):
        raise ValueError("a match setup is a JSON object")
    seats = data.get("seats")
    if not isinstance(seats, list) or not MIN_SEATS <= len(seats) <= MAX_SEATS:
        raise ValueError(f"a match setup needs {MIN_SEATS} to {MAX_SEATS} seats")
    return MatchSetup(tuple(_seat(s) for s in seats), _rules(data.get("rules", {})))


def _seat(data: Any) -> SeatSetup:
    if not isinstance(data, dict):
        raise ValueError("a seat is a JSON object")
    name, kind, level = data.get("name"), data.get("kind"), data.get("level", "normal")
    if not isinstance(name, str) or not name.strip():
        raise ValueError("a seat needs a name")
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}")
    try:
        return SeatSetup(name, SeatKind(kind), level)
    except ValueError:
        raise ValueError(f"unknown kind of seat {kind!r}") from None


def _rules(data: Any) -> RuleSet:
    if not isinstance(data, dict):
        raise ValueError("the rules are a JSON object")
    for name, value in data.items():
        expected = _RULE_TYPES.get(name)
        if expected is None:
            raise ValueError(f"unknown rule {name!r}")
        # bool is an int in Python; a rule's type must match exactly.
        if type(value) is not expected:
            raise ValueError(f"rule {name!r} must be a {expected.__name__}")
    return RuleSet(**data)
