"""The window first: the application, its language and the main window with
its menu and the felt, shown before the rest of the game is imported.

A double-click should put the game's own window on the screen at once; the
engine, the table and the scores take a good part of a second to import
and build, so they come after the window's first frame (`start.py`), and
`wiring.build` seats them in this same window. Nothing here imports the
engine, the table or the scores (tests/app/test_start.py checks it in a
fresh interpreter).
"""
from __future__ import annotations

import sys
from typing import NamedTuple

from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from unodesk import APP_NAME, __version__
from unodesk.i18n.languages import language_for_locale
from unodesk.i18n.translations import Translations
from unodesk.persistence.settings import GEOMETRY, HIGH_CONTRAST, LANGUAGE, TABLE, Settings
from unodesk.setup.looks import DEFAULT_TABLE
from unodesk.view.app_icon import show_identity
from unodesk.view.window import MainWindow

from .geometry import place_window


class FirstWindow(NamedTuple):
    """The application and its window, before the game is seated in it."""

    app: QApplication
    translations: Translations
    window: MainWindow
    translated: bool  # False when the language's translation is missing (said once the game is seated)


def open_window(settings: Settings, language: str | None = None) -> FirstWindow:
    """The application (the tests' own, else this run's), speaking the run's
    language (`language`: `--lang`), and the main window in its place, not
    shown yet."""
    app = QApplication.instance() or QApplication([sys.argv[0]])
    assert isinstance(app, QApplication)
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    show_identity(app)
    # The language first, so that every widget is made in it.
    translations = Translations(app)
    translated = speak(translations, language_for_the_run(settings, language))
    window = MainWindow()
    _chosen_cloth(window, settings)
    place_window(window, settings[GEOMETRY])
    return FirstWindow(app, translations, window, translated)


def speak(translations: Translations, language: str) -> bool:
    """Switch the interface to `language`; False when its translation is missing."""
    found = translations.switch(language)
    # Dates and numbers in the scores are written as the interface's language writes them.
    QLocale.setDefault(QLocale(translations.language))
    return found


def system_language() -> str:
    """The system's language if unodesk speaks it, else English."""
    return language_for_locale(QLocale.system().name())


def language_for_the_run(settings: Settings, asked: str | None = None) -> str:
    """The language this run speaks: `--lang`, else the chosen one, else the
    system's (in force for the run, never written as a choice)."""
    if asked is not None:
        settings.for_this_run(LANGUAGE, asked)
    elif not settings.is_chosen(LANGUAGE):
        settings.for_this_run(LANGUAGE, system_language())
    return settings[LANGUAGE]


def _chosen_cloth(window: MainWindow, settings: Settings) -> None:
    """The first frame's felt in the look the family chose (the green felt
    needs nothing more), so the table does not change its cloth once seated."""
    table, contrast = settings[TABLE], settings[HIGH_CONTRAST]
    if table == DEFAULT_TABLE and not contrast:
        return
    from unodesk.view.looks import cloth

    window.felt.cloth = lambda width, height: cloth(table, contrast, width, height)
