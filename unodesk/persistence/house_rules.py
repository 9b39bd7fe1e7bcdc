"""The family's own house rules, saved under a name ("Farmor's rules") in
the settings file and offered beside the ready-made presets.

Each saved set is the rules and the family's own words for the customizable
wild. Reading is total, as for the remembered match (`setup_codec`): a set
keeps every rule it can read (a renamed rule under its new name, a bad one
at its default alone), a set with no usable name is dropped, and a name
saved twice keeps its first set.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from unodesk.engine import RuleSet
from unodesk.setup import NAME_LIMIT

from .reading import fits_text
from .setup_codec import Dropped, read_custom_rule, read_rules

NAME_LENGTH = 2 * NAME_LIMIT  # "Farmor's rules for Christmas"


@dataclass(frozen=True)
class HouseRules:
    name: str
    rules: RuleSet
    custom_rule: str = ""


def read_house_rules(data: Any) -> tuple[HouseRules, ...]:
    """Every saved set that can be read, as far as it can be."""
    if not isinstance(data, list):
        return ()
    found: dict[str, HouseRules] = {}
    for entry in data:
        if not isinstance(entry, dict):
            continue
        name = clean(entry.get("name"))
        if not name or name.casefold() in found:
            continue
        dropped: list[Dropped] = []
        found[name.casefold()] = HouseRules(name, read_rules(entry.get("rules", {}), dropped),
                                            read_custom_rule(entry.get("custom_rule"), dropped))
    return tuple(found.values())


def house_rules_to_data(sets: tuple[HouseRules, ...]) -> list[dict[str, Any]]:
    return [{"name": s.name, "rules": dataclasses.asdict(s.rules), **({"custom_rule": s.custom_rule} if s.custom_rule
                                                                     else {})} for s in sets]


def clean(name: Any) -> str:
    """A name as kept: text, one line, not too long; "" for anything else
    (also for text that cannot be written as UTF-8: a lone surrogate)."""
    if not fits_text(name):
        return ""
    return " ".join(name.split())[:NAME_LENGTH]


def saved(sets: tuple[HouseRules, ...], new: HouseRules) -> tuple[HouseRules, ...]:
    """`sets` with `new` in them: in place of a set of the same name, else at the end."""
    key = new.name.casefold()
    if any(s.name.casefold() == key for s in sets):
        return tuple(new if s.name.casefold() == key else s for s in sets)
    return (*sets, new)


def renamed(sets: tuple[HouseRules, ...], old: str, new: str) -> tuple[HouseRules, ...]:
    """The set called `old` called `new`; unchanged if `new` is empty or another set's name."""
    new = clean(new)
    if not new or any(s.name.casefold() == new.casefold() and s.name != old for s in sets):
        return sets
    return tuple(dataclasses.replace(s, name=new) if s.name == old else s for s in sets)


def deleted(sets: tuple[HouseRules, ...], name: str) -> tuple[HouseRules, ...]:
    return tuple(s for s in sets if s.name != name)
