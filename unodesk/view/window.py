"""The main window: the table in the middle, the menu, and the dialogs.

The window is made and shown first, with its menu and the felt, before the
game is imported (`unodesk.app.first_window`); the table and the scores are
seated in it (`seat`) once they are built. So this module imports only Qt
and values that need nothing of the engine; the rest is imported where it
is used. Qt's `Qt` namespace is read where it is used too (`QtCore.Qt`):
its first use makes 93 Python enums, which the first frame does without."""
from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, cast

from PySide6 import QtCore
from PySide6.QtCore import QByteArray, QEvent, QObject, QPoint, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QWidget

from unodesk.i18n.languages import LANGUAGES
from unodesk.persistence.settings import (
    HINTS,
    HOUSE_RULES,
    LANGUAGE,
    LARGE_CARDS,
    MUTED,
    SPEED,
    VOLUME,
    SettingsProblem,
)
from unodesk.setup.speeds import Speed
from unodesk.setup.volumes import VOLUMES

from . import window_words
from .dialogs.retranslating import Retranslating
from .looks_menu import LooksMenu
from .menu_items import choice_items, switch_item
from .table.table_view import TableView

if TYPE_CHECKING:
    # The dialogs are imported when first opened, the game's parts when the
    # game is seated: the window is shown before either is loaded.
    from PySide6.QtWidgets import QPushButton

    from unodesk.controller.controller import GameController
    from unodesk.persistence.house_rules import HouseRules
    from unodesk.persistence.scores import ScoreStore
    from unodesk.persistence.setup_codec import Dropped
    from unodesk.setup import MatchSetup, RoundResult

    from .dialogs.about import AboutDialog
    from .dialogs.new_match import NewMatchDialog
    from .dialogs.quit_question import QuitQuestion
    from .dialogs.round_summary import RoundSummaryDialog
    from .dialogs.rules_help import RulesHelpDialog
    from .lesson.teacher import Teacher
    from .scores.score_menu import ScoreMenu
    from .table.widget import TableWidget
    from .welcome import Covering


class MainWindow(Retranslating, QMainWindow):
    """Holds the table; turns menu choices into signals for the app's wiring to carry out.

    The window itself only asks the controller for the next round; starting a
    match and the settings are the wiring's to apply (and remember). A
    setting chosen in the menu is `setting_chosen(option, value)`; the menu's
    ticks follow the settings through `set_speed`, `set_language` and the rest.
    """

    new_match_requested = Signal(object)  # MatchSetup, from the new-match dialog
    setting_chosen = Signal(object, object)  # a settings Option and its value, chosen in the menu
    hint_requested = Signal()
    welcome_requested = Signal()  # the lesson was left with no match to go back to
    closing = Signal(QByteArray)  # the window's geometry, as it closes

    # Seated with the game (`seat`): until then the window shows the felt.
    controller: GameController
    table: TableWidget
    scores: ScoreMenu

    def __init__(
        self,
        controller: GameController | None = None,
        table: TableWidget | None = None,
        *,
        scores: ScoreStore | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """The window with its menu and the table's felt (the table's own
        view, which the table takes over: `take_felt`). With `controller`,
        `table` and `scores` (the database the scores windows read) the game
        is seated at once."""
        super().__init__(parent)
        self.setObjectName("main_window")
        # The table's view, on which the table plays once it is seated.
        self.felt = TableView()
        self.setCentralWidget(self.felt)
        self.new_match_dialog: NewMatchDialog | None = None
        self.house_rules: tuple[HouseRules, ...] = ()  # the family's saved rules (set_house_rules)
        self.summary: RoundSummaryDialog | None = None
        self.help_dialog: RulesHelpDialog | None = None
        self.about_dialog: AboutDialog | None = None
        self.teacher: Teacher | None = None  # the coached first game, once asked for
        self.learn_button: QPushButton | None = None  # its way in on the welcome, while the welcome is up
        self.welcome: QWidget | None = None  # the first screen, over the table until a match begins
        # Whether closing on a match in play asks first (the game asks; tests
        # and the smoke run close at once).
        self.ask_before_quitting = False
        self.quit_question: QuitQuestion | None = None
        self._leaving = False
        self._seated = False
        self._when_seated: list[Callable[[], object]] = []  # asked for before the game was seated
        self._covering: Covering | None = None  # keeps the welcome over the felt, then the table
        self._keys: list[tuple[QAction, str]] = []
        self._build_menu()
        self.retranslate()
        self.setMinimumSize(800, 500)
        if controller is not None and table is not None and scores is not None:
            self.seat(controller, table, scores=scores)

    def take_felt(self) -> TableView:
        """The felt shown until the game is seated, for the table to play on (none is central until `seat`)."""
        assert self.centralWidget() is self.felt, "the felt is taken once, before the game is seated"
        self.takeCentralWidget()
        return self.felt

    def seat(self, controller: GameController, table: TableWidget, *, scores: ScoreStore) -> None:
        """The game in the window: the table in the middle (in place of the
        felt, or on it), the scores' menu items, the controller followed."""
        from .scores.score_menu import ScoreMenu
        from .shortcuts import shortcut
        from .windows_over_table import WindowsOverTable

        self.controller = controller
        self.table = table
        self.setCentralWidget(table)
        for action, keys in self._keys:
            action.setShortcut(shortcut(keys))
        self.scores = ScoreMenu(self, controller, scores, self.game_menu, self.help_action)
        table.menu_requested.connect(self.popup_menu)
        # A window over the table holds the game until it is closed.
        self.windows_over_table = WindowsOverTable(self, controller.set_paused)
        controller.round_started.connect(self._round_started)
        controller.match_started.connect(lambda _setup: self.close_welcome())
        # The summary opens once the table has shown the round's end (its winner's moment).
        table.round_shown.connect(self.show_round_summary)
        # Esc on an open menu gives the keys back to the table (once there is one).
        for menu in (self.game_menu, self.view_menu, self.help_menu):
            menu.installEventFilter(self)
        self._seated = True
        self.scores.retranslate()
        # The keys go to the table (when the window is active, or becomes so).
        table.setFocus()
        if self.welcome is not None and self._covering is not None:  # shown on the felt: over the table now
            self._covering.cover(table)
            self.welcome.raise_()
        while self._when_seated:
            self._when_seated.pop(0)()

    def when_seated(self, then: Callable[[], object]) -> None:
        """`then` now, or once the game is seated (chosen while it is built behind the window)."""
        if self._seated:
            then()
        else:
            self._when_seated.append(then)

    # -- the menu --------------------------------------------------------
    def _build_menu(self) -> None:
        self.game_menu = self.menuBar().addMenu("")
        self.game_menu.setObjectName("game_menu")
        self.new_match_action = self._action("new_match", "StandardKey.New", self.open_new_match)
        self.next_round_action = self._action("next_round", "Ctrl+Return", self._next_round)
        self.next_round_action.setEnabled(False)
        self.help_action = self._action("help", "StandardKey.HelpContents", self.open_help)
        # The coached first game: also what the welcome screen's "Learn to play" calls.
        self.learn_action = self._action("learn", "", self.learn_to_play)
        self.game_menu.addActions([self.new_match_action, self.learn_action, self.next_round_action])
        self.game_menu.addSeparator()
        # The hint is off until a grown-up turns hints on (not at a children's table).
        self.hint_action = self._action("hint", "H", self.hint_requested.emit)
        self.hint_action.setEnabled(False)
        self.hints_action = switch_item(self, "hints", HINTS, self.setting_chosen)
        self.game_menu.addActions([self.hint_action, self.hints_action])
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.help_action)
        self.speed_menu = self.game_menu.addMenu("")
        self.speed_menu.setObjectName("speed")
        self.speed_actions = choice_items(self, self.speed_menu, [(s, "") for s in Speed], SPEED, self.setting_chosen)
        self.language_menu = self.game_menu.addMenu("")
        self.language_menu.setObjectName("language")
        self.language_actions = choice_items(
            self, self.language_menu, [(lang.code, lang.native_name) for lang in LANGUAGES], LANGUAGE,
            self.setting_chosen)
        self.game_menu.addSeparator()
        self.quit_action = self._action("quit", "StandardKey.Quit", self.close)
        self.game_menu.addAction(self.quit_action)
        self.view_menu = self.menuBar().addMenu("")
        self.view_menu.setObjectName("view_menu")
        self.large_cards_action = switch_item(self, "large_cards", LARGE_CARDS, self.setting_chosen)
        self.view_menu.addAction(self.large_cards_action)
        self.looks = LooksMenu(self, self.view_menu, self.setting_chosen)
        self.view_menu.addSeparator()
        self.mute_action = switch_item(self, "mute", MUTED, self.setting_chosen)
        self.view_menu.addAction(self.mute_action)
        self.volume_menu = self.view_menu.addMenu("")
        self.volume_menu.setObjectName("volume")
        self.volume_actions = choice_items(self, self.volume_menu, [(v, f"{v} %") for v in VOLUMES], VOLUME,
                                           self.setting_chosen)
        self.help_menu = self.menuBar().addMenu("")
        self.help_menu.setObjectName("help_menu")
        self.about_action = self._action("about", "", self.open_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        # The rules are also where people look for help; Esc's menu keeps them too.
        self.help_menu.addAction(self.help_action)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.KeyPress and isinstance(watched, QMenu)
                and cast(QKeyEvent, event).key() == QtCore.Qt.Key.Key_Escape):
            # Esc closes the menu and gives the keys back to the table, not
            # to the menu bar (where D would do nothing until a second Esc).
            QTimer.singleShot(0, self._keys_to_table)
        return super().eventFilter(watched, event)

    def _keys_to_table(self) -> None:
        if QApplication.activePopupWidget() is not None:  # a menu of the bar is still open (Esc left a submenu)
            return
        self.menuBar().setActiveAction(None)  # type: ignore[arg-type]
        self.activateWindow()
        self.table.setFocus()

    def _action(self, name: str, keys: str, slot) -> QAction:
        """A menu item; `keys` as `shortcut` reads them."""
        action = QAction(self)
        action.setObjectName(name)
        # Its keys work once the game is seated (`seat`); the first shortcut
        # set makes Qt's `Qt` namespace, and QKeySequence some 80 enums,
        # which the first frame does without.
        self._keys.append((action, keys))
        action.triggered.connect(lambda checked=False: self.when_seated(slot))
        # Shortcuts work while the menu is closed and the table has focus.
        self.addAction(action)
        return action

    def _next_round(self) -> None:
        self.controller.next_round()

    def popup_menu(self) -> None:
        """Esc on the table: the game menu, in the middle of the window."""
        size = self.game_menu.sizeHint()
        centre = self.rect().center() - QPoint(size.width() // 2, size.height() // 2)
        self.game_menu.popup(self.mapToGlobal(centre))

    # -- the menu's ticks, following the settings ------------------------
    def set_speed(self, speed: Speed) -> None:
        self.speed_actions[speed].setChecked(True)

    def set_language(self, language: str) -> None:
        if language in self.language_actions:
            self.language_actions[language].setChecked(True)

    def set_house_rules(self, data: list) -> None:
        """The family's saved house rules, as far as each can be read, for the next new match."""
        from unodesk.persistence.house_rules import read_house_rules

        self.house_rules = read_house_rules(data)

    def set_volume(self, volume: int) -> None:
        if volume in self.volume_actions:
            self.volume_actions[volume].setChecked(True)

    def set_muted(self, muted: bool) -> None:
        self.mute_action.setChecked(muted)

    def set_large_cards(self, large: bool) -> None:
        self.large_cards_action.setChecked(large)

    def set_hints(self, on: bool) -> None:
        """Hints on or off: the menu's switch and whether H gives one."""
        self.hints_action.setChecked(on)
        self.hint_action.setEnabled(on)

    # -- dialogs ---------------------------------------------------------
    def open_new_match(self, initial: MatchSetup | None = None) -> None:
        """The new-match window, set to `initial` (none: the match being played, or the remembered one)."""
        if self.new_match_dialog is not None:
            self.new_match_dialog.raise_()
            return
        from unodesk.persistence.house_rules import house_rules_to_data

        from .dialogs.new_match import NewMatchDialog

        dialog = NewMatchDialog(initial or self.controller.setup, self, self.house_rules)
        dialog.accepted.connect(lambda: self.new_match_requested.emit(dialog.setup()))
        dialog.house_rules_changed.connect(
            lambda sets: self.setting_chosen.emit(HOUSE_RULES, house_rules_to_data(sets)))
        dialog.finished.connect(self._new_match_closed)
        self.new_match_dialog = dialog
        dialog.open()

    def _new_match_closed(self) -> None:
        if self.new_match_dialog is not None:
            self.new_match_dialog.deleteLater()
            self.new_match_dialog = None

    def learn_to_play(self) -> None:
        """The coached first game, from its first step (see view/lesson)."""
        if self.teacher is None:
            from .lesson.teacher import Teacher

            self.teacher = Teacher(self)
        self._close_summary()
        self.teacher.start()

    def in_lesson(self) -> bool:
        return self.teacher is not None and self.teacher.active

    def lesson_left(self) -> None:
        """The lesson was left with no match set aside (it was begun from the welcome): the welcome again."""
        self.welcome_requested.emit()

    def open_help(self) -> None:
        if self.help_dialog is None:
            from .dialogs.rules_help import RulesHelpDialog

            self.help_dialog = RulesHelpDialog(self)
        self.help_dialog.show()
        self.help_dialog.raise_()

    def open_about(self) -> None:
        if self.about_dialog is None:
            from .dialogs.about import AboutDialog

            self.about_dialog = AboutDialog(parent=self)
        self.about_dialog.show()
        self.about_dialog.raise_()

    def show_round_summary(self, result: RoundResult) -> None:
        if self.in_lesson():
            return  # the coach tells the lesson's round's end and its points
        from unodesk.i18n.seat_names import as_shown
        from unodesk.setup import short_name

        from .dialogs.round_summary import RoundSummaryDialog

        setup = self.controller.setup
        assert setup is not None, "a round ended in a match that was begun"
        self._close_summary()
        self.next_round_action.setEnabled(not result.match_over)
        names = tuple(short_name(as_shown(seat.name, seat.is_person)) for seat in setup.seats)
        self.summary = RoundSummaryDialog(result, names, setup.rules.scoring, self,
                                          sheet=self.scores.summary_sheet())
        self.summary.finished.connect(self._summary_closed)
        self.summary.open()

    def _summary_closed(self) -> None:
        summary, self.summary = self.summary, None
        if summary is None:
            return
        summary.deleteLater()
        from .dialogs.round_summary import Choice

        if summary.choice is Choice.NEXT_ROUND:
            self.controller.next_round()
        elif summary.choice is Choice.NEW_MATCH:
            self.open_new_match()
        elif summary.choice is Choice.QUIT:
            self.close()

    def _close_summary(self) -> None:
        if self.summary is not None:
            summary, self.summary = self.summary, None
            summary.finished.disconnect(self._summary_closed)
            summary.reject()
            summary.deleteLater()

    def _round_started(self, _round) -> None:
        self.next_round_action.setEnabled(False)
        self._close_summary()

    def show_welcome(self, welcome: QWidget) -> None:
        """The first screen (who is playing) over the table and its tray, until
        a match begins (over the felt while the game is built behind it)."""
        from .welcome import Covering

        if welcome is not self.welcome:  # (the one shown before the game was seated stays as it is)
            self.close_welcome()
            self.welcome = welcome
            if welcome.parentWidget() is not self:
                welcome.setParent(self)
            if hasattr(welcome, "add_action"):  # the coached first game is one more way in
                self.learn_button = welcome.add_action(self.tr("Learn to play"),
                                                       lambda: self.when_seated(self.learn_to_play))
                self.learn_button.setObjectName("learn")
            self._covering = Covering(welcome, self.table if self._seated else self.felt)
            welcome.show()
            welcome.raise_()
        if self._seated and self.scores.banner.isVisible():  # what the game had to say stays in sight
            self.scores.banner.raise_()

    def close_welcome(self) -> None:
        if self.welcome is not None:
            welcome, self.welcome = self.welcome, None
            self.learn_button = None
            self._covering = None
            welcome.hide()
            welcome.deleteLater()
            if self._seated:
                self.table.setFocus()

    def show_notice(self, text: str) -> None:
        """A message over the top of the table, long enough to be read once.
        It floats: the table does not move when it comes or goes."""
        self.scores.banner.show_text(text)

    def notices(self) -> list[str]:
        """The messages shown over the table now, and those waiting their turn."""
        return self.scores.banner.texts()

    # What the window tells of the game's own files (worded in window_words.py).
    def show_settings_problem(self, problem: SettingsProblem) -> None:
        self.show_notice(window_words.settings_problem(problem))

    def show_setup_dropped(self, dropped: Sequence[Dropped]) -> None:
        self.show_notice(window_words.setup_dropped(dropped))

    def show_save_failed(self, error: OSError, folder: Path) -> None:
        self.show_notice(window_words.save_failed(error, folder))

    def show_missing_translation(self, language: str) -> None:
        self.show_notice(window_words.missing_translation(language))

    # -- words and closing -------------------------------------------------
    def _ask_to_quit(self) -> None:
        if self.quit_question is not None:
            self.quit_question.raise_()
            return
        from .dialogs.quit_question import quit_question

        box = quit_question(self, self.scores.store.saving)
        self.quit_question = box

        def answered(_result: int) -> None:
            self.quit_question = None
            box.deleteLater()
            if box.clickedButton() is box.quit_button:
                self._leaving = True
                self.close()

        box.finished.connect(answered)
        box.open()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("unodesk"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_match_action.setText(self.tr("&New match…"))
        self.next_round_action.setText(self.tr("Ne&xt round"))
        self.help_action.setText(self.tr("&Rules and help"))
        self.hint_action.setText(self.tr("H&int"))
        self.hints_action.setText(self.tr("Sh&ow hints"))
        self.speed_menu.setTitle(self.tr("&Speed"))
        for speed, action in self.speed_actions.items():
            action.setText(speed.label.translated())
        self.language_menu.setTitle(self.tr("&Language"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.large_cards_action.setText(self.tr("&Larger cards"))
        self.mute_action.setText(self.tr("&Mute sounds"))
        self.volume_menu.setTitle(self.tr("Sound &volume"))
        self.looks.retranslate()
        self.help_menu.setTitle(self.tr("&Help"))
        self.about_action.setText(self.tr("&About unodesk"))
        self.learn_action.setText(self.tr("Learn to &play"))
        if self.welcome is not None and self.learn_button is not None:
            self.learn_button.setText(self.tr("Learn to play"))
        if self._seated:
            self.scores.retranslate()

    def match_in_play(self) -> bool:
        """A match has begun and is not over: quitting leaves it unfinished
        (not a lesson's: the match it set aside is kept as it stood)."""
        if not self._seated:
            return False
        match = self.controller.match
        return match is not None and not match.over and not self.in_lesson()

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.ask_before_quitting and not self._leaving and self.match_in_play():
            # Ctrl+Q, the title bar's close button and Quit in the summary all come here.
            event.ignore()
            self._ask_to_quit()
            return
        self.closing.emit(self.saveGeometry())
        # A child gets no close event of its own: closing the table stops its
        # animations, which must not outlive the cards they move.
        if self._seated:
            self.table.close()
        super().closeEvent(event)
