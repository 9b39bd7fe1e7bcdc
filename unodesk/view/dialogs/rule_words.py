"""A rule setting's name and value in running text, from unodesk.setup's list."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from unodesk.setup import RULE_SETTINGS, Kind, Preset, RuleSetting, preset_changes


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
    """What a preset plays otherwise than the official rules, read from the preset."""
    # In the help's context, where these sentences were first written.
    changes = preset_changes(preset)
    if not changes:
        return QCoreApplication.translate("RulesHelpDialog", "The rules in the box, with no house rules.")
    parts = []
    for setting in RULE_SETTINGS:
        if setting.field not in changes:
            continue
        value = changes[setting.field]
        name = setting_name(setting)
        if setting.kind is not Kind.SWITCH:
            parts.append(f"{name}: {value_name(setting, value)}")
        elif value:
            parts.append(name)
        else:
            parts.append(QCoreApplication.translate("RulesHelpDialog", "%1: off").replace("%1", name))
    return "; ".join(parts) + "."
