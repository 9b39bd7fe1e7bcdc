"""The main window: its menu, its dialogs and what it asks of the controller.

These tests put a small table in the window (it reports every batch of
events shown at once), so that they test the window alone; the real table
is in test_window_match.py.
"""
from __future__ import annotations

import dataclasses
import errno
import subprocess
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QWidget

from unodesk.app.smoke import OFFSCREEN_LIMITS
from unodesk.controller.controller import GameController
from unodesk.engine import RuleSet
from unodesk.i18n.translations import Translations
from unodesk.persistence.scores import ScoreStore
from unodesk.persistence.settings import LANGUAGE, SPEED, SettingsProblem
from unodesk.persistence.setup_codec import Dropped, Part
from unodesk.setup import MatchSetup, RoundResult, SeatSetup
from unodesk.setup.speeds import Speed
from unodesk.view.window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(OFFSCREEN_LIMITS)


class QuickTable(QWidget):
    """Shows nothing, and tells the controller at once that it has shown it."""

    menu_requested = Signal()
    round_shown = Signal(object)

    def __init__(self, controller: GameController) -> None:
        super().__init__()
        self.speed: Speed | None = None
        controller.round_finished.connect(self.round_shown)
        controller.round_started.connect(lambda _: QTimer.singleShot(0, controller.animations_finished))
        controller.events_applied.connect(lambda _: QTimer.singleShot(0, controller.animations_finished))
        controller.hand_off.connect(lambda _: QTimer.singleShot(0, controller.hand_off_done))

    def set_speed(self, speed: Speed) -> None:
        self.speed = speed


COMPUTERS = MatchSetup(tuple(SeatSetup(n) for n in ("A", "B", "C")), RuleSet(), seed=3)
# No round can score this much (a whole deck is worth 1,240 points): the
# match goes on after the first round whatever the deal.
ENDLESS = MatchSetup(COMPUTERS.seats, RuleSet(target_score=5000), seed=3)


@pytest.fixture
def controller() -> GameController:
    return GameController(think_ms=(0, 0))


@pytest.fixture
def window(qtbot, controller: GameController) -> MainWindow:
    widget = MainWindow(controller, QuickTable(controller), scores=ScoreStore.memory())
    # As the wiring's following of the settings ticks them.
    widget.set_speed(Speed.FAST)
    widget.set_language("sv")
    qtbot.addWidget(widget)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_the_menu_holds_every_command(window: MainWindow) -> None:
    names = [a.objectName() for a in window.game_menu.actions() if a.objectName()]
    assert names == ["new_match", "learn", "next_round", "hint", "hints", "take_back", "scoresheet", "history", "resume",
                     "help", "quit"]
    assert window.speed_menu.menuAction() in window.game_menu.actions()
    assert window.language_menu.menuAction() in window.game_menu.actions()
    assert [a.text() for a in window.language_actions.values()] == ["English", "Svenska", "Norsk bokmål", "Nederlands"]


def test_the_menu_starts_on_the_current_speed_and_language(window: MainWindow) -> None:
    assert window.speed_actions[Speed.FAST].isChecked()
    assert window.language_actions["sv"].isChecked()
    assert sum(a.isChecked() for a in window.speed_actions.values()) == 1


@pytest.mark.parametrize("speed", list(Speed))
def test_choosing_a_speed_is_announced(window: MainWindow, qtbot, speed: Speed) -> None:
    with qtbot.waitSignal(window.setting_chosen) as signal:
        window.speed_actions[speed].trigger()
    assert signal.args == [SPEED, speed]


@pytest.mark.parametrize("language", ["en", "sv", "nb", "nl"])
def test_choosing_a_language_is_announced(window: MainWindow, qtbot, language: str) -> None:
    with qtbot.waitSignal(window.setting_chosen) as signal:
        window.language_actions[language].trigger()
    assert signal.args == [LANGUAGE, language]


def test_new_match_opens_the_dialog_and_asks_for_the_match(window: MainWindow, qtbot) -> None:
    window.new_match_action.trigger()
    dialog = window.new_match_dialog
    assert dialog is not None and dialog.isVisible()
    # A second click raises the same dialog.
    window.new_match_action.trigger()
    assert window.new_match_dialog is dialog
    dialog.seat_count.setValue(5)
    with qtbot.waitSignal(window.new_match_requested) as signal:
        dialog.accept()
    assert len(signal.args[0].seats) == 5
    assert window.new_match_dialog is None


def test_the_new_match_dialog_opens_on_the_last_match(window: MainWindow, controller: GameController, qtbot) -> None:
    controller.new_match(COMPUTERS)
    window.new_match_action.trigger()
    setup = window.new_match_dialog.setup()
    # Each computer without a face gets one of the computers' own.
    assert [dataclasses.replace(seat, avatar="") for seat in setup.seats] == list(COMPUTERS.seats)
    assert setup.rules == COMPUTERS.rules and all(seat.avatar for seat in setup.seats)
    window.new_match_dialog.reject()


def test_cancelling_the_new_match_dialog_asks_for_nothing(window: MainWindow, qtbot) -> None:
    window.new_match_action.trigger()
    with qtbot.assertNotEmitted(window.new_match_requested):
        window.new_match_dialog.reject()


def test_help_opens_the_rules(window: MainWindow) -> None:
    window.help_action.trigger()
    assert window.help_dialog.isVisible()
    assert "Wild Draw Four" in window.help_dialog.browser.toPlainText()


def test_quit_closes_the_window_and_hands_over_its_geometry(window: MainWindow, qtbot) -> None:
    with qtbot.waitSignal(window.closing) as signal:
        window.quit_action.trigger()
    assert not window.isVisible()
    assert not signal.args[0].isEmpty()


def test_the_shortcuts_are_the_usual_ones(window: MainWindow) -> None:
    assert window.new_match_action.shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    assert window.quit_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Quit)
    assert window.help_action.shortcut() == QKeySequence(QKeySequence.StandardKey.HelpContents)


def test_the_table_asking_for_the_menu_opens_it(window: MainWindow, qtbot) -> None:
    window.table.menu_requested.emit()
    qtbot.waitUntil(window.game_menu.isVisible)
    assert window.geometry().contains(window.game_menu.geometry().center())
    window.game_menu.close()


def test_a_notice_floats_over_the_table(window: MainWindow) -> None:
    table = window.table.geometry()
    window.show_save_failed(OSError(errno.ENOSPC, "No space left on device"), Path("/home/anna/.config/unodesk"))
    assert not window.statusBar().isVisible()
    assert window.table.geometry() == table
    assert window.notices() == ["Your settings could not be saved: the disk is full. The game plays on, and "
                                "your choices last until it closes."]


def test_notices_are_told_one_after_the_other(window: MainWindow) -> None:
    window.show_notice("one")
    window.show_notice("two")
    window.show_notice("one")
    assert window.notices() == ["one", "two"]
    window.scores.banner.dismiss()
    assert window.notices() == ["two"]


def test_a_newer_settings_file_is_told(window: MainWindow, tmp_path: Path) -> None:
    window.show_settings_problem(SettingsProblem(tmp_path / "settings.json", "newer", "version 9", None))
    assert "newer version" in window.notices()[0]


def test_what_a_remembered_match_lost_is_named(window: MainWindow) -> None:
    window.show_setup_dropped([Dropped(Part.SEAT, "3"), Dropped(Part.RULE, "stacking"), Dropped(Part.RULE, "gravity")])
    message = window.notices()[-1]
    assert message.endswith(": player 3, Stacking, \u201cgravity\u201d.")
    window.show_setup_dropped([Dropped(Part.SETUP)])
    assert window.notices()[-1] == "The remembered match could not be read; a new match starts."


def _finish_round(controller: GameController, qtbot, setup: MatchSetup = COMPUTERS) -> RoundResult:
    with qtbot.waitSignal(controller.round_finished, timeout=20_000) as signal:
        controller.new_match(setup)
    return signal.args[0]


def test_the_end_of_a_round_shows_the_summary(window: MainWindow, controller: GameController, qtbot) -> None:
    result = _finish_round(controller, qtbot)
    summary = window.summary
    assert summary is not None and summary.isVisible()
    assert summary.round_result == result
    assert window.next_round_action.isEnabled() is not result.match_over


def test_next_round_in_the_summary_deals_again(window: MainWindow, controller: GameController, qtbot) -> None:
    assert not _finish_round(controller, qtbot, ENDLESS).match_over
    with qtbot.waitSignal(controller.round_started):
        window.summary.next_button.click()
    assert controller.match.round_number == 2
    assert window.summary is None or not window.summary.isVisible()
    assert not window.next_round_action.isEnabled()


def test_new_match_in_the_summary_opens_the_dialog(window: MainWindow, controller: GameController, qtbot) -> None:
    _finish_round(controller, qtbot)
    window.summary.new_match_button.click()
    assert window.new_match_dialog is not None and window.new_match_dialog.isVisible()
    window.new_match_dialog.reject()


def test_quit_in_the_summary_closes_the_window(window: MainWindow, controller: GameController, qtbot) -> None:
    _finish_round(controller, qtbot)
    with qtbot.waitSignal(window.closing):
        window.summary.quit_button.click()


def test_closing_the_summary_leaves_next_round_in_the_menu(window: MainWindow, controller: GameController, qtbot) -> None:
    assert not _finish_round(controller, qtbot, ENDLESS).match_over
    window.summary.reject()
    assert window.summary is None
    assert window.next_round_action.isEnabled()
    with qtbot.waitSignal(controller.round_started):
        window.next_round_action.trigger()


# -- the language ---------------------------------------------------------------

def _compile(tmp_path: Path, language: str, messages: dict[tuple[str, str], str]) -> None:
    """A .qm with a few translations, as lrelease makes them from a .ts."""
    contexts: dict[str, list[str]] = {}
    for (context, source), translation in messages.items():
        contexts.setdefault(context, []).append(
            f"<message><source>{source}</source><translation>{translation}</translation></message>")
    body = "".join(f"<context><name>{c}</name>{''.join(m)}</context>" for c, m in contexts.items())
    ts = tmp_path / f"unodesk_{language}.ts"
    ts.write_text(f'<?xml version="1.0" encoding="utf-8"?><!DOCTYPE TS><TS version="2.1" language="{language}">{body}</TS>')
    lrelease = Path(__import__("sys").executable).with_name("pyside6-lrelease")
    subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(ts.with_suffix(".qm"))], check=True)


def test_switching_the_language_retranslates_the_window_and_its_dialogs(window: MainWindow, tmp_path: Path, qtbot) -> None:
    _compile(tmp_path, "sv", {
        ("MainWindow", "&amp;Game"): "&amp;Spel",
        ("NewMatchDialog", "New match"): "Ny match",
        ("RulesHelpDialog", "The aim"): "Målet",
    })
    translations = Translations(QCoreApplication.instance(), tmp_path)
    window.new_match_action.trigger()
    window.help_action.trigger()
    try:
        assert translations.switch("sv")
        qtbot.waitUntil(lambda: window.game_menu.title() == "&Spel")
        assert window.new_match_dialog.windowTitle() == "Ny match"
        assert "Målet" in window.help_dialog.browser.toPlainText()
        assert translations.switch("en")
        qtbot.waitUntil(lambda: window.game_menu.title() == "&Game")
    finally:
        translations.switch("en")
        window.new_match_dialog.reject()


def test_a_missing_translation_is_reported(qapp, tmp_path: Path) -> None:
    translations = Translations(QCoreApplication.instance(), tmp_path)
    assert not translations.switch("nl")
    assert translations.switch("en")


def test_a_language_change_event_retranslates(window: MainWindow) -> None:
    window.game_menu.setTitle("stale")
    QApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert window.game_menu.title() == "&Game"


# -- a window over the table holds the game (defect 2) --------------------------

@pytest.mark.parametrize("opening", ["new_match_action", "help_action"])
def test_a_window_over_the_table_holds_the_game_until_it_closes(window: MainWindow, controller: GameController,
                                                                  qtbot, opening: str) -> None:
    controller.new_match(ENDLESS)
    assert not controller.paused
    getattr(window, opening).trigger()
    dialog = window.new_match_dialog if opening == "new_match_action" else window.help_dialog
    qtbot.waitUntil(lambda: controller.paused)
    dialog.reject()
    qtbot.waitUntil(lambda: not controller.paused)


def test_a_question_from_the_window_holds_the_game(window: MainWindow, controller: GameController, qtbot) -> None:
    from PySide6.QtWidgets import QMessageBox

    controller.new_match(ENDLESS)
    box = QMessageBox(QMessageBox.Icon.Question, "unodesk", "Sure?", QMessageBox.StandardButton.Yes, window)
    box.open()
    qtbot.waitUntil(lambda: controller.paused)
    box.done(0)
    qtbot.waitUntil(lambda: not controller.paused)
    box.deleteLater()


# -- quitting a match in play (defect 3) ------------------------------------------

def test_quitting_a_match_in_play_asks_and_says_it_is_saved(window: MainWindow, controller: GameController,
                                                             monkeypatch: pytest.MonkeyPatch, qtbot) -> None:
    window.ask_before_quitting = True
    monkeypatch.setattr(type(window.scores.store), "saving", property(lambda self: True))
    controller.new_match(ENDLESS)
    with qtbot.assertNotEmitted(window.closing):
        window.quit_action.trigger()
    box = window.quit_question
    assert box is not None and window.isVisible()
    assert "continue" in box.informativeText()  # the scores database keeps it
    # Wide enough for its title beside a title bar's buttons ("Quit unod… — unodesk" was cut).
    from PySide6.QtGui import QFontMetrics
    qtbot.waitUntil(box.isVisible)
    assert box.width() >= max(400, QFontMetrics(box.font()).horizontalAdvance(box.windowTitle()) + 150)
    box.stay_button.click()
    qtbot.waitUntil(lambda: window.quit_question is None)
    assert window.isVisible()
    window.quit_action.trigger()
    with qtbot.waitSignal(window.closing):
        window.quit_question.quit_button.click()
    assert not window.isVisible()


def test_quitting_when_nothing_can_be_saved_says_the_match_ends(window: MainWindow, controller: GameController,
                                                                monkeypatch: pytest.MonkeyPatch, qtbot) -> None:
    window.ask_before_quitting = True
    monkeypatch.setattr(type(window.scores.store), "saving", property(lambda self: False))
    controller.new_match(ENDLESS)
    window.close()
    assert "ends it" in window.quit_question.informativeText()
    window.quit_question.stay_button.click()


def test_quitting_after_the_match_is_over_asks_nothing(window: MainWindow, controller: GameController, qtbot) -> None:
    window.ask_before_quitting = True
    _finish_round(controller, qtbot, MatchSetup(COMPUTERS.seats, RuleSet(target_score=1), seed=3))
    assert controller.match.over
    with qtbot.waitSignal(window.closing):
        window.quit_action.trigger()
    assert window.quit_question is None
