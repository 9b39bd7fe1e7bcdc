"""The shared values of a match, below the controller, persistence and view.

Who sits at the table (`MatchSetup`, `SeatSetup`), how a round ended
(`RoundResult`), and the one list each of the levels, the rule settings and
the presets, with their names for people as `Text` (translated where they
are shown). Importing this package loads no Qt.

Each name is loaded from its module when it is first asked for (PEP 562):
the window's first moments read the speeds and the volumes, which need
nothing of the engine, while a `MatchSetup` brings the engine with it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from unodesk.engine.lazy import names_from

if TYPE_CHECKING:
    from .levels import DEFAULT_LEVEL, LEVEL_NAMES, LEVELS
    from .match import CUSTOM_RULE_LIMIT, MAX_SEATS, MIN_SEATS, MatchSetup, RoundResult, SeatKind, SeatSetup
    from .presets import KEPT_BY_PRESETS, Preset, apply_preset, matching_preset, preset_changes
    from .rule_settings import RULE_SETTINGS, Group, Kind, RuleSetting, rule_setting, settings_in
    from .seats import (
        NAME_LIMIT,
        computer_names,
        default_name,
        default_seat,
        default_setup,
        person_name,
        short_name,
    )
    from .texts import QT_TRANSLATE_NOOP, Text

# Where each name of the package lives.
_HOMES = {
    "levels": ("DEFAULT_LEVEL", "LEVEL_NAMES", "LEVELS"),
    "match": ("CUSTOM_RULE_LIMIT", "MAX_SEATS", "MIN_SEATS", "MatchSetup", "RoundResult", "SeatKind", "SeatSetup"),
    "presets": ("KEPT_BY_PRESETS", "Preset", "apply_preset", "matching_preset", "preset_changes"),
    "rule_settings": ("RULE_SETTINGS", "Group", "Kind", "RuleSetting", "rule_setting", "settings_in"),
    "seats": ("NAME_LIMIT", "computer_names", "default_name", "default_seat", "default_setup", "person_name",
              "short_name"),
    "texts": ("QT_TRANSLATE_NOOP", "Text"),
}

__all__ = [
    "CUSTOM_RULE_LIMIT",
    "DEFAULT_LEVEL", "KEPT_BY_PRESETS", "LEVELS", "LEVEL_NAMES", "MAX_SEATS", "MIN_SEATS", "NAME_LIMIT",
    "QT_TRANSLATE_NOOP", "RULE_SETTINGS", "Group", "Kind", "MatchSetup", "Preset", "RoundResult", "RuleSetting",
    "SeatKind", "SeatSetup", "Text", "apply_preset", "computer_names", "default_name", "default_seat", "default_setup",
    "matching_preset", "person_name", "preset_changes", "rule_setting", "settings_in", "short_name",
]

__getattr__ = names_from(__name__, _HOMES, globals())
