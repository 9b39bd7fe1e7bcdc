"""The About window, the Help menu and the game's icon."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

import unodesk
from unodesk.app.command_line import Options
from unodesk.app.smoke import OFFSCREEN_LIMITS
from unodesk.app.wiring import build
from unodesk.i18n.translations import Translations
from unodesk.persistence.settings import Settings
from unodesk.view.app_icon import app_icon
from unodesk.view.dialogs.about import AboutDialog, Places, default_places

pytestmark = pytest.mark.qt_log_ignore(OFFSCREEN_LIMITS)


@pytest.fixture
def game(qtbot, tmp_path: Path):
    built = build(Options(lang="en"), Settings(tmp_path / "settings.json"), think_ms=(0, 0))
    qtbot.addWidget(built.window)
    return built


def test_help_about_opens_the_about_window(game) -> None:
    assert game.window.about_action in game.window.help_menu.actions()
    assert game.window.help_action in game.window.help_menu.actions()
    game.window.about_action.trigger()
    dialog = game.window.about_dialog
    assert dialog.isVisible()
    text = dialog.text.text()
    assert unodesk.__version__ in text and "MIT" in text and "offline" in text
    game.window.about_action.trigger()
    assert game.window.about_dialog is dialog  # one window, raised again
    dialog.close()


def test_about_says_where_the_settings_and_scores_live(qtbot, tmp_path: Path) -> None:
    places = Places(tmp_path / "config" / "settings.json", tmp_path / "data" / "scores.sqlite3")
    dialog = AboutDialog(places)
    qtbot.addWidget(dialog)
    assert str(places.settings) in dialog.text.text() and str(places.scores) in dialog.text.text()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG folders")
def test_the_default_places_are_the_users_xdg_folders(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    places = default_places()
    assert places.settings == tmp_path / "config" / "unodesk" / "settings.json"
    assert places.scores == tmp_path / "data" / "unodesk" / "scores.sqlite3"


@pytest.mark.parametrize(("code", "title"), [("sv", "Om unodesk"), ("nb", "Om unodesk"), ("nl", "Over unodesk")])
def test_about_speaks_the_chosen_language(qtbot, tmp_path: Path, code: str, title: str) -> None:
    translations = Translations(QCoreApplication.instance())
    dialog = AboutDialog(Places(tmp_path / "s.json", tmp_path / "scores.sqlite3"))
    qtbot.addWidget(dialog)
    try:
        assert translations.switch(code)
        qtbot.waitUntil(lambda: dialog.windowTitle() == title)
        assert "MIT" in dialog.text.text()
    finally:
        translations.switch("en")


def test_the_windows_show_the_game_s_icon(game) -> None:
    icon = QApplication.windowIcon()
    assert not icon.isNull()
    # What a title bar, a task bar and a window switcher draw; the larger sizes,
    # sent to the window system as the window maps, only slowed its first frame.
    sizes = {s.width() for s in icon.availableSizes()}
    assert sizes >= {16, 32, 48, 64, 128} and max(sizes) == 128
    assert not game.window.windowIcon().isNull()
    assert QApplication.desktopFileName() == "io.github.unodesk.unodesk"
    assert not app_icon().isNull()
