"""A rule in plain words (issue 23): what the family will notice at the table,
one short line a rule, for every setting and every value it may take."""
from __future__ import annotations

import dataclasses

import pytest

from unodesk.engine import RuleSet
from unodesk.i18n.languages import CODES
from unodesk.i18n.rule_lines import SAID_BY, preset_lines, quoted, rule_line
from unodesk.i18n.translations import Translations
from unodesk.setup import RULE_SETTINGS, Kind, Preset


def values(setting) -> list:
    if setting.kind is Kind.SWITCH:
        return [False, True]
    if setting.kind is Kind.CHOICE:
        return list(setting.values)
    low, high = setting.bounds
    return [low, high]


def test_every_setting_has_a_line_for_every_value(english):
    for setting in RULE_SETTINGS:
        for value in values(setting):
            rules = dataclasses.replace(RuleSet(deck="swap"), **{setting.field: value})
            line = rule_line(setting.field, rules)
            assert line and line.endswith(".") and "\n" not in line, (setting.field, value)
            # One short line: no label with a colon and a value, as the old summaries had.
            assert len(line) < 120, line
    assert set(SAID_BY) <= {s.field for s in RULE_SETTINGS}


def test_the_lines_of_a_rule_differ_with_its_value(english):
    for setting in RULE_SETTINGS:
        if setting.kind is Kind.SWITCH:
            on = rule_line(setting.field, dataclasses.replace(RuleSet(), **{setting.field: True}))
            off = rule_line(setting.field, dataclasses.replace(RuleSet(), **{setting.field: False}))
            assert on != off, setting.field


def test_a_preset_is_one_line_a_rule_it_changes(english):
    assert preset_lines(Preset.OFFICIAL) == ["The rules in the box, with no house rules."]
    norwegian = preset_lines(Preset.NORWEGIAN)
    # The deck (with its customizable cards), no bluffing, the rest, three draws, no wild last.
    assert len(norwegian) == 5
    assert not any(": off" in line or "; " in line for p in Preset for line in preset_lines(p))


@pytest.mark.parametrize("language", CODES)
def test_the_preset_lines_in_every_language(qapp, language):
    translations = Translations(qapp)
    translations.switch(language)
    try:
        for preset in Preset:
            for line in preset_lines(preset):
                assert line and "{" not in line and "%n" not in line and "%1" not in line, line
        assert quoted("x") != "x"
    finally:
        translations.uninstall()
        translations.deleteLater()
