"""What the main window tells over the table about the game's own files,
worded for people: settings that could not be read or saved, a remembered
match read in part, a translation that is missing. Pure functions of what
they tell; the window shows them (`MainWindow.show_notice`). Their texts
keep the main window's translation context, where they were first written.
"""
from __future__ import annotations

import errno
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from unodesk.i18n.languages import native_name

if TYPE_CHECKING:
    from unodesk.persistence.settings import SettingsProblem
    from unodesk.persistence.setup_codec import Dropped


def settings_problem(problem: SettingsProblem) -> str:
    if problem.reason == "newer":
        return QCoreApplication.translate(
            "MainWindow", "Your settings were saved by a newer version of unodesk. This version "
                          "starts with its defaults and leaves them as they are.")
    if problem.kept_as is not None:
        text = QCoreApplication.translate(
            "MainWindow", "The settings could not be read and were kept as %1; the game starts with the defaults.")
        return text.replace("%1", str(problem.kept_as))
    text = QCoreApplication.translate(
        "MainWindow", "The settings file %1 could not be read; the game starts with the defaults.")
    return text.replace("%1", str(problem.path))


def setup_dropped(dropped: Sequence[Dropped]) -> str:
    """What of the remembered match could not be read (set back to the defaults)."""
    from unodesk.persistence.setup_codec import Part

    if any(d.part is Part.SETUP for d in dropped):
        return QCoreApplication.translate("MainWindow", "The remembered match could not be read; a new match starts.")
    parts = ", ".join(_dropped_name(d) for d in dropped)
    text = QCoreApplication.translate(
        "MainWindow", "Part of the remembered match could not be read and was set back to the defaults: %1.")
    return text.replace("%1", parts)


def _dropped_name(dropped: Dropped) -> str:
    from unodesk.persistence.setup_codec import Part
    from unodesk.setup import rule_setting

    if dropped.part is Part.SEATS:
        return QCoreApplication.translate("MainWindow", "the players")
    if dropped.part is Part.RULES:
        return QCoreApplication.translate("MainWindow", "the rules")
    if dropped.part is Part.SEAT:
        return QCoreApplication.translate("MainWindow", "player %1").replace("%1", dropped.name)
    from .dialogs.rule_words import setting_name

    try:
        return setting_name(rule_setting(dropped.name))  # a rule known, with a value it cannot have
    except KeyError:  # a rule this version does not know
        return QCoreApplication.translate("MainWindow", "\u201c%1\u201d").replace("%1", dropped.name)


def save_failed(error: OSError, folder: Path) -> str:
    """The settings could not be written: said for people, in their language."""
    if error.errno == errno.ENOSPC:
        return QCoreApplication.translate(
            "MainWindow", "Your settings could not be saved: the disk is full. The game plays on, and "
                          "your choices last until it closes.")
    if error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
        return QCoreApplication.translate(
            "MainWindow", "Your settings cannot be saved: the folder %1 cannot be written to. The game "
                          "plays on, and your choices last until it closes.").replace("%1", str(folder))
    return QCoreApplication.translate(
        "MainWindow", "Your settings could not be saved in the folder %1. The game plays on, and "
                      "your choices last until it closes.").replace("%1", str(folder))


def missing_translation(language: str) -> str:
    text = QCoreApplication.translate("MainWindow", "No translation into %1 was found; the game stays in English.")
    return text.replace("%1", native_name(language))
