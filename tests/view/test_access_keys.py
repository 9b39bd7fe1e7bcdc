"""No two texts in one dialog, or in one menu, share an access key (the
letter after "&", reached with Alt), in any language: the second would never
be reached from the keyboard."""
from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Iterator

import pytest
from PySide6.QtCore import Signal
from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QMenu, QTabWidget, QWidget

from unodesk.app.smoke import OFFSCREEN_LIMITS
from unodesk.controller.controller import GameController
from unodesk.engine import Card
from unodesk.i18n.languages import CODES
from unodesk.i18n.translations import Translations
from unodesk.persistence.scores import ScoreStore
from unodesk.setup import RoundResult
from unodesk.view.dialogs.about import AboutDialog
from unodesk.view.dialogs.new_match import NewMatchDialog
from unodesk.view.dialogs.round_summary import RoundSummaryDialog
from unodesk.view.dialogs.rules_help import RulesHelpDialog
from unodesk.view.scores.history_dialog import HistoryDialog
from unodesk.view.scores.scoresheet_dialog import ScoresheetDialog
from unodesk.view.scores.statistics_dialog import StatisticsDialog
from unodesk.setup.speeds import Speed
from unodesk.view.window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(OFFSCREEN_LIMITS)

KEY = re.compile(r"&(.)")


def access_key(text: str) -> str | None:
    """The letter a text is reached by ("&&" is an ampersand, not a key)."""
    found = KEY.search(text.replace("&&", ""))
    return found.group(1).lower() if found else None


def clashes(texts: Iterable[str]) -> dict[str, list[str]]:
    by_key: dict[str, list[str]] = defaultdict(list)
    for text in texts:
        key = access_key(text)
        if key is not None:
            by_key[key].append(text)
    return {key: found for key, found in by_key.items() if len(found) > 1}


def dialog_texts(dialog: QWidget) -> Iterator[str]:
    """Every text of a window that can carry an access key, on every tab."""
    for widget in dialog.findChildren(QWidget):
        if isinstance(widget, QAbstractButton):
            yield widget.text()
        elif isinstance(widget, QLabel) and widget.buddy() is not None:
            yield widget.text()
        elif isinstance(widget, QGroupBox):
            yield widget.title()
        elif isinstance(widget, QTabWidget):
            yield from (widget.tabText(i) for i in range(widget.count()))


def menus(window: MainWindow) -> Iterator[tuple[str, list[str]]]:
    """The menu bar's titles, and each menu's items, as separate groups."""
    bar = window.menuBar()
    yield "menu bar", [action.text() for action in bar.actions()]
    pending = [action.menu() for action in bar.actions() if action.menu() is not None]
    while pending:
        menu: QMenu = pending.pop()
        yield menu.title(), [action.text() for action in menu.actions() if not action.isSeparator()]
        pending.extend(action.menu() for action in menu.actions() if action.menu() is not None)


class NoTable(QWidget):
    """The window's menus are all that is looked at here."""

    menu_requested = Signal()
    round_shown = Signal(object)  # RoundResult

    def set_speed(self, speed: Speed) -> None:
        pass


@pytest.fixture(params=CODES)
def language(request, qapp):
    translations = Translations(qapp)
    translations.switch(request.param)
    yield request.param
    translations.switch("en")
    translations.uninstall()
    translations.deleteLater()


@pytest.fixture
def store(tmp_path):
    opened = ScoreStore.open(tmp_path / "scores.sqlite3")
    yield opened
    opened.close()


def test_finding_the_access_key() -> None:
    assert access_key("Cards to dra&w:") == "w"
    assert access_key("Rock && roll") is None
    assert access_key("&Deck") == "d"
    assert clashes(["&Deck:", "Cards to &draw:", "&Table:"]) == {"d": ["&Deck:", "Cards to &draw:"]}


def test_no_two_texts_of_a_dialog_share_an_access_key(qtbot, language, store) -> None:
    result = RoundResult(0, (10, 0), (10, 0), ((), (Card.parse("r1"),)), False, None)
    dialogs = [
        NewMatchDialog(), RulesHelpDialog(), AboutDialog(), RoundSummaryDialog(result, ("A", "B"), "winner"),
        ScoresheetDialog(store), HistoryDialog(store), StatisticsDialog(store),
    ]
    found = {}
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        clash = clashes(dialog_texts(dialog))
        if clash:
            found[dialog.objectName()] = clash
    assert found == {}


def test_no_two_items_of_a_menu_share_an_access_key(qtbot, language) -> None:
    controller = GameController(think_ms=(0, 0))
    window = MainWindow(controller, NoTable(), scores=ScoreStore.memory())
    window.set_language(language)
    qtbot.addWidget(window)
    found = {title: clash for title, texts in menus(window) if (clash := clashes(texts))}
    assert found == {}


def test_the_welcome_and_the_menu_bar_share_no_access_key(qtbot, language) -> None:
    """The welcome lies in the main window: Alt and its letter must not also open a menu."""
    from unodesk.view.welcome import WelcomeScreen

    controller = GameController(think_ms=(0, 0))
    window = MainWindow(controller, NoTable(), scores=ScoreStore.memory())
    qtbot.addWidget(window)
    welcome = WelcomeScreen(None, ("Anna",))
    window.show_welcome(welcome)
    bar = [action.text() for action in window.menuBar().actions()]
    assert clashes([*bar, *dialog_texts(welcome)]) == {}
