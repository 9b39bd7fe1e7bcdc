"""The one list of rule settings covers the RuleSet, field for field."""
from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from unodesk.engine import CUSTOM_EFFECTS, RuleSet
from unodesk.engine.rules import DECKS, SCORINGS
from unodesk.setup import RULE_SETTINGS, Group, Kind, rule_setting, settings_in

RULES_MD = (Path(__file__).resolve().parents[2] / "RULES.md").read_text(encoding="utf-8")


def test_every_field_of_the_rule_set_has_one_entry() -> None:
    listed = [setting.field for setting in RULE_SETTINGS]
    assert sorted(listed) == sorted(field.name for field in dataclasses.fields(RuleSet))
    assert len(set(listed)) == len(listed)


def test_every_entry_is_described_in_rules_md() -> None:
    table = RULES_MD.split("## Rule settings", 1)[1].split("\n## ", 1)[0]
    for setting in RULE_SETTINGS:
        assert f"| `{setting.field}` |" in table, setting.field


@pytest.mark.parametrize("setting", RULE_SETTINGS, ids=lambda s: s.field)
def test_each_entry_fits_its_field(setting) -> None:
    default = setting.default
    assert type(default) is setting.value_type
    assert setting.label.source and setting.explanation.source
    assert setting.label.context == setting.explanation.context == "RuleSettings"
    if setting.kind is Kind.NUMBER:
        low, high = setting.bounds
        assert low <= default <= high
    if setting.kind is Kind.CHOICE:
        assert default in setting.values
    else:
        assert setting.choices == ()


def test_the_choices_are_the_engines() -> None:
    assert rule_setting("deck").values == DECKS
    assert rule_setting("scoring").values == SCORINGS
    assert rule_setting("custom_effect").values == CUSTOM_EFFECTS


def test_rules_that_do_nothing_under_the_others_say_so() -> None:
    assert not rule_setting("custom_effect").in_force(RuleSet())
    assert rule_setting("custom_effect").in_force(RuleSet(deck="swap"))
    assert not rule_setting("max_draws").in_force(RuleSet(draw_until_playable=True))
    assert not rule_setting("challenge").in_force(RuleSet(strict_wild_draw_four=True))
    assert not rule_setting("custom_cards").in_force(RuleSet())
    assert not rule_setting("stack_draw_four").in_force(RuleSet())
    assert rule_setting("stack_draw_four").in_force(RuleSet(stacking=True))
    greyed_by_default = {"custom_effect", "custom_cards", "stack_draw_four"}
    assert all(setting.in_force(RuleSet()) for setting in RULE_SETTINGS if setting.field not in greyed_by_default)


def test_the_basics_and_the_house_rules() -> None:
    assert [s.field for s in settings_in(Group.BASICS)] == ["deck", "scoring", "target_score", "hand_size", "custom_cards", "teams"]
    assert len(settings_in(Group.HOUSE)) == len(RULE_SETTINGS) - 6
