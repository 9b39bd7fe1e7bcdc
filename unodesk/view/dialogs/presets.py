"""Rule presets and the default seats of a new match.

A preset is the rules one kind of table plays by. The score to reach and the
way of scoring are agreed separately, so choosing a preset leaves them alone
(see `apply_preset`).
"""
from __future__ import annotations

import dataclasses
import enum

from PySide6.QtCore import QCoreApplication

from unodesk.controller.setup import MatchSetup, SeatKind, SeatSetup
from unodesk.engine import RuleSet


class Preset(enum.Enum):
    OFFICIAL = "official"
    SWEDISH = "swedish"
    NORWEGIAN = "norwegian"
    DUTCH = "dutch"


PRESET_RULES: dict[Preset, RuleSet] = {
    # The rules in the box, 108 cards.
    Preset.OFFICIAL: RuleSet(),
    # Seed 001 is the Swedish box: the 112-card deck with the Shuffle Hands
    # card and three customizable cards. Of the house rules seed 000 lists,
    # it calls stacking the popular one.
    Preset.SWEDISH: RuleSet(deck="shuffle", stacking=True),
    # Seed 002: draw up to three cards a turn, never go out on a wild card;
    # its special cards include the Swap Hands wild.
    Preset.NORWEGIAN: RuleSet(deck="swap", max_draws=3, no_wild_finish=True),
    # Seed 003, "veelgespeelde huisregels": stacking +2 and +4, drawing until
    # a card fits, and no going out on an action card; classic 108 cards.
    Preset.DUTCH: RuleSet(stacking=True, draw_until_playable=True, no_action_finish=True),
}

# Agreed at the table whatever the preset.
_KEPT_BY_PRESETS = ("target_score", "scoring")


def preset_name(preset: Preset) -> str:
    names = {
        Preset.OFFICIAL: QCoreApplication.translate("Presets", "Official rules"),
        Preset.SWEDISH: QCoreApplication.translate("Presets", "Swedish table"),
        Preset.NORWEGIAN: QCoreApplication.translate("Presets", "Norwegian table"),
        Preset.DUTCH: QCoreApplication.translate("Presets", "Dutch table"),
    }
    return names[preset]


def apply_preset(preset: Preset, current: RuleSet) -> RuleSet:
    """The preset's rules, keeping the target score and scoring of `current`."""
    kept = {field: getattr(current, field) for field in _KEPT_BY_PRESETS}
    return dataclasses.replace(PRESET_RULES[preset], **kept)


def matching_preset(rules: RuleSet) -> Preset | None:
    """The preset these rules are, apart from target and scoring; None if custom."""
    for preset in Preset:
        if apply_preset(preset, rules) == rules:
            return preset
    return None


def computer_names() -> tuple[str, ...]:
    # Through translate so that a translation may offer local names.
    return (
        QCoreApplication.translate("SeatNames", "Alva"),
        QCoreApplication.translate("SeatNames", "Nils"),
        QCoreApplication.translate("SeatNames", "Sanne"),
        QCoreApplication.translate("SeatNames", "Ingrid"),
        QCoreApplication.translate("SeatNames", "Lars"),
        QCoreApplication.translate("SeatNames", "Femke"),
        QCoreApplication.translate("SeatNames", "Oskar"),
        QCoreApplication.translate("SeatNames", "Sigrid"),
        QCoreApplication.translate("SeatNames", "Daan"),
        QCoreApplication.translate("SeatNames", "Maja"),
    )


def person_name(number: int = 1) -> str:
    """ "Player 1", "Player 2" and so on: a name that fits every sentence the
    table says about a player ("You" would not: "You's turn", "caught You")."""
    return QCoreApplication.translate("SeatNames", "Player %1").replace("%1", str(number))


def default_seat(index: int) -> SeatSetup:
    """Seat 0 is a person, the others computers with friendly names."""
    if index == 0:
        return SeatSetup(person_name(), SeatKind.PERSON)
    return SeatSetup(computer_names()[(index - 1) % 10], SeatKind.COMPUTER, "normal")


def default_setup(players: int = 4, rules: RuleSet = RuleSet(), seed: int | None = None) -> MatchSetup:
    """The quick match a double-click starts: one person and computers."""
    return MatchSetup(tuple(default_seat(i) for i in range(players)), rules, seed)
