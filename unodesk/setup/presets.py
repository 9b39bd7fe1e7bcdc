"""Rule presets: the rules one kind of table plays by.

The score to reach and the way of scoring are agreed separately, so
choosing a preset leaves them alone (see `apply_preset`).
"""
from __future__ import annotations

import dataclasses
import enum

from unodesk.engine import RuleSet

from .texts import QT_TRANSLATE_NOOP, Text

# Agreed at the table whatever the preset.
KEPT_BY_PRESETS = ("target_score", "scoring")


class Preset(enum.Enum):
    """A table's way of playing: its name and its rules, one entry each."""

    label: Text
    rules: RuleSet

    def __new__(cls, value: str, label: Text, rules: RuleSet) -> Preset:
        preset = object.__new__(cls)
        preset._value_ = value
        preset.label = label
        preset.rules = rules
        return preset

    # The rules in the box, 108 cards.
    OFFICIAL = "official", QT_TRANSLATE_NOOP("Presets", "Official rules"), RuleSet()
    # Seed 001 is the Swedish box: the 112-card deck with the Shuffle Hands
    # card and three customizable cards. Of the house rules seed 000 lists,
    # it calls stacking the popular one.
    SWEDISH = "swedish", QT_TRANSLATE_NOOP("Presets", "Swedish table"), RuleSet(deck="shuffle", stacking=True)
    # Seed 002: draw up to three cards a turn, never go out on a wild card;
    # its special cards include the Swap Hands wild.
    NORWEGIAN = (
        "norwegian", QT_TRANSLATE_NOOP("Presets", "Norwegian table"),
        RuleSet(deck="swap", max_draws=3, no_wild_finish=True),
    )
    # Seed 003, "veelgespeelde huisregels": stacking +2 and +4, drawing until
    # a card fits, and no going out on an action card; classic 108 cards.
    DUTCH = (
        "dutch", QT_TRANSLATE_NOOP("Presets", "Dutch table"),
        RuleSet(stacking=True, draw_until_playable=True, no_action_finish=True),
    )


def apply_preset(preset: Preset, current: RuleSet) -> RuleSet:
    """The preset's rules, keeping the target score and scoring of `current`."""
    kept = {field: getattr(current, field) for field in KEPT_BY_PRESETS}
    return dataclasses.replace(preset.rules, **kept)


def matching_preset(rules: RuleSet) -> Preset | None:
    """The preset these rules are, apart from target and scoring; None if custom."""
    for preset in Preset:
        if apply_preset(preset, rules) == rules:
            return preset
    return None


def preset_changes(preset: Preset) -> dict[str, object]:
    """What the preset sets otherwise than the official rules, field by field."""
    official = RuleSet()
    return {
        field.name: getattr(preset.rules, field.name)
        for field in dataclasses.fields(RuleSet)
        if field.name not in KEPT_BY_PRESETS and getattr(preset.rules, field.name) != getattr(official, field.name)
    }
