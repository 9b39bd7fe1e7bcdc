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


def test_a_setting_that_can_be_greyed_says_why() -> None:
    for setting in RULE_SETTINGS:
        can_be_greyed = any(not setting.in_force(rules) for rules in (
            RuleSet(), RuleSet(strict_wild_draw_four=True), RuleSet(draw_until_playable=True))) or any(
            not setting.fits_table(players) for players in range(2, 11))
        assert (setting.greyed is not None) is can_be_greyed, setting.field


def test_teams_fit_only_tables_of_four_six_eight_or_ten() -> None:
    teams = rule_setting("teams")
    assert [players for players in range(2, 11) if teams.applies(RuleSet(), players)] == [4, 6, 8, 10]


def test_no_bluffing_is_ticked_when_the_wild_draw_four_is_not_challenged() -> None:
    """000: "Inga bluffar": Önskekort Dra fyra får läggas fritt."""
    no_bluffing = rule_setting("challenge")
    assert no_bluffing.label.source == "No bluffing"
    assert no_bluffing.ticked(False) and not no_bluffing.ticked(True)
    assert no_bluffing.value_for(True) is False and no_bluffing.value_for(False) is True
    strict = rule_setting("strict_wild_draw_four")
    assert strict.label.source == "Strict Wild Draw Four" and strict.ticked(True)


def test_no_wild_last_says_only_a_single_last_wild_is_barred() -> None:
    assert "when your only card is a wild, you must draw" in rule_setting("no_wild_finish").explanation.source


def test_the_basics_and_the_house_rules() -> None:
    assert [s.field for s in settings_in(Group.BASICS)] == ["deck", "scoring", "target_score", "hand_size", "custom_cards", "teams"]
    assert len(settings_in(Group.HOUSE)) == len(RULE_SETTINGS) - 6
