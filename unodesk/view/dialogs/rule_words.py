"""A rule setting's name and value in running text, from unodesk.setup's list."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from unodesk.engine import RuleSet
from unodesk.setup import RULE_SETTINGS, Kind, Preset, RuleSetting, apply_preset, rule_setting


def plain(label: str) -> str:
    """A label as a name in a sentence: without its shortcut letter's marker
    and its colon ("Cards to &draw …:" becomes "Cards to draw …")."""
    return label.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip().rstrip(":").rstrip()


def setting_name(setting: RuleSetting) -> str:
    return plain(setting.label.translated())


def value_name(setting: RuleSetting, value: object) -> str:
    """A number as written, a choice by its name; a switch says nothing here."""
    if setting.kind is Kind.CHOICE:
        return dict(setting.choices)[value].translated()  # type: ignore[index]
    return str(value)


def preset_summary(preset: Preset) -> str:
    """What a preset plays otherwise than the official rules, read from the
    preset: every setting it changes, and those it brings into force (a
    choice the official rules leave greyed), then the house rules it leaves out."""
    # In the help's context, where these sentences were first written.
    official = RuleSet()
    rules = apply_preset(preset, official)
    parts = []
    for setting in RULE_SETTINGS:
        value = getattr(rules, setting.field)
        changed = value != getattr(official, setting.field)
        if not (changed or (setting.in_force(rules) and not setting.in_force(official))):
            continue
        name = setting_name(setting)
        if setting.kind is not Kind.SWITCH:
            parts.append(f"{name}: {value_name(setting, value)}")
        elif setting.ticked(value):
            parts.append(name)
        else:
            parts.append(QCoreApplication.translate("RulesHelpDialog", "%1: off").replace("%1", name))
    text = "; ".join(parts) + "." if parts else QCoreApplication.translate(
        "RulesHelpDialog", "The rules in the box, with no house rules.")
    if preset.left_out:
        left_out = ", ".join(setting_name(rule_setting(field)) for field in preset.left_out)
        text += " " + QCoreApplication.translate("RulesHelpDialog", "Not included, for your table to add: %1.").replace(
            "%1", left_out)
    return text
