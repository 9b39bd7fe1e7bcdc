"""Rule presets: the rules one kind of table plays by.

The score to reach, the way of scoring and playing in teams are agreed
separately, so choosing a preset leaves them alone (see `apply_preset`).
"""
from __future__ import annotations

import dataclasses
import enum

from unodesk.engine import RuleSet

from .texts import QT_TRANSLATE_NOOP, Text

# Agreed at the table whatever the preset (teams also depend on the seats).
KEPT_BY_PRESETS = ("target_score", "scoring", "teams")


class Preset(enum.Enum):
    """A table's way of playing: its name, its rules, and the house rules its
    text also names that it leaves for the table to switch on."""

    label: Text
    rules: RuleSet
    left_out: tuple[str, ...]

    def __new__(cls, value: str, label: Text, rules: RuleSet, left_out: tuple[str, ...] = ()) -> Preset:
        preset = object.__new__(cls)
        preset._value_ = value
        preset.label = label
        preset.rules = rules
        preset.left_out = left_out
        return preset

    @classmethod
    def named(cls, word: object) -> Preset:
        """The preset called `word` in a saved match; ValueError when none is
        (as `Speed.named`: a lookup a type checker reads)."""
        for preset in cls:
            if preset.value == word:
                return preset
        raise ValueError(f"{word!r} is not a preset")

    # The rules in the box, 108 cards.
    OFFICIAL = "official", QT_TRANSLATE_NOOP("Presets", "Official rules"), RuleSet()
    # None of the texts calls these national rules: they are the house rules
    # each text describes, on top of the box's rules.
    # Text 001 is the Swedish box: the 112-card deck with the Shuffle Hands
    # card and three customizable cards; it names two identical cards at once
    # as one of the commonest house rules. Text 000 calls stacking the popular
    # one, a Draw Two on a Draw Two only, and lists four more.
    SWEDISH = (
        "swedish", QT_TRANSLATE_NOOP("Presets", "Swedish house rules"),
        RuleSet(deck="shuffle", stacking=True, stack_draw_four=False, doubles=True),
        ("seven_zero", "jump_in", "draw_until_playable", "challenge"),
    )
    # Text 002: draw up to three cards a turn; the Vrikort med trekk fire is
    # played as a Vrikort (no colour rule, so no challenge); a whole round
    # between wild cards; never go out on a wild card; the Swap Hands wild.
    NORWEGIAN = (
        "norwegian", QT_TRANSLATE_NOOP("Presets", "Norwegian house rules"),
        RuleSet(deck="swap", max_draws=3, no_wild_finish=True, challenge=False, wild_rest=True),
    )
    # Text 003, "veelgespeelde huisregels": stacking +2 and +4 (a Wild Draw
    # Four may answer), drawing until a card fits, and no going out on an
    # action card; classic 108 cards.
    DUTCH = (
        "dutch", QT_TRANSLATE_NOOP("Presets", "Dutch house rules"),
        RuleSet(stacking=True, stack_draw_four=True, draw_until_playable=True, no_action_finish=True),
    )


def apply_preset(preset: Preset, current: RuleSet) -> RuleSet:
    """The preset's rules, keeping the target score and scoring of `current`."""
    kept = {field: getattr(current, field) for field in KEPT_BY_PRESETS}
    return dataclasses.replace(preset.rules, **kept)


def matching_preset(rules: RuleSet) -> Preset | None:
    """The preset these rules are, apart from what presets keep; None if custom."""
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
