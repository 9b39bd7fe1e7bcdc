"""A rule setting's name and value in running text, from unodesk.setup's list."""
from __future__ import annotations

from unodesk.i18n.rule_lines import plain, preset_lines
from unodesk.setup import Kind, Preset, RuleSetting


def setting_name(setting: RuleSetting) -> str:
    return plain(setting.label.translated())


def value_name(setting: RuleSetting, value: object) -> str:
    """A number as written, a choice by its name; a switch says nothing here."""
    if setting.kind is Kind.CHOICE:
        return dict(setting.choices)[value].translated()  # type: ignore[index]
    return str(value)


BULLET = "\u2022 "


def preset_summary(preset: Preset) -> str:
    """What a table notices of a preset, one line a rule (`i18n.rule_lines`),
    each with a bullet when there are several (a long one wraps)."""
    lines = preset_lines(preset)
    return "\n".join(BULLET + line for line in lines) if len(lines) > 1 else "".join(lines)
