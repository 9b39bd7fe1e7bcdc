"""A rule setting's name and value in running text, from unodesk.setup's list."""
from __future__ import annotations

from unodesk.setup import Kind, RuleSetting


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
