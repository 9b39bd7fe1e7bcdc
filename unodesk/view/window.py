"""The main window: the table in the middle, the menu, and the dialogs."""
from __future__ import annotations

import errno
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QMargins, QObject, QPoint, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QMessageBox, QWidget

from unodesk.i18n.languages import LANGUAGES, native_name
from unodesk.persistence.scores import ScoreStore
from unodesk.persistence.settings import SettingsProblem
from unodesk.persistence.setup_codec import Dropped, Part
from unodesk.setup import RoundResult, rule_setting, short_name
from unodesk.setup.speeds import Speed
from unodesk.setup.volumes import DEFAULT_VOLUME, VOLUMES

from .dialogs.retranslating import Retranslating
from .scores.score_menu import ScoreMenu
from .sounds import sound_installed

# How long after the first show the window manager's frame may still come.
FITTING_MS = 2000

if TYPE_CHECKING:
    # The dialogs are imported when first opened: they are a good part of
    # the window's start-up, and a double-click should reach the table fast.
    from unodesk.controller.controller import GameController

    from .dialogs.about import AboutDialog
    from .dialogs.new_match import NewMatchDialog
    from .dialogs.round_summary import RoundSummaryDialog
    from .dialogs.rules_help import RulesHelpDialog

class WindowsOverTable(QObject):
    """Holds the game while a window of the game is open over the table: the
    new match, the help, a scoresheet, a question (any dialog of the main
    window). Closing the last one lets the game go on.

    It watches the main window for dialogs as they are made, then each
    dialog for being shown and hidden; nothing else passes through it.
    """

    def __init__(self, window: QWidget, hold) -> None:
        super().__init__(window)
        self._window = window
        self._hold = hold  # called with True while a window is open, False when none is left
        self._held = False
        self._check = QTimer(self)
        self._check.setSingleShot(True)
        self._check.setInterval(0)
        self._check.timeout.connect(self._look)
        window.installEventFilter(self)

    @property
    def held(self) -> bool:
        return self._held

    @staticmethod
    def _is_dialog(widget: QObject) -> bool:
        return (isinstance(widget, QWidget) and widget.isWindow()
                and widget.windowType() in (Qt.WindowType.Dialog, Qt.WindowType.Sheet))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ChildPolished and watched is self._window:
            child = event.child()
            if self._is_dialog(child) and not child.property("held_by_window"):
                child.setProperty("held_by_window", True)
                child.installEventFilter(self)
                child.destroyed.connect(self._check.start)
        elif kind == QEvent.Type.Show and watched is not self._window:
            # At once: no computer may move in the moment the window opens.
            self._tell(True)
        elif kind == QEvent.Type.Hide and watched is not self._window:
            # Later: a window closing may open the next (the summary, then a new match).
            self._check.start()
        return False

    def _look(self) -> None:
        self._tell(any(self._is_dialog(w) and w.isVisible() for w in self._window.findChildren(QWidget)))

    def _tell(self, held: bool) -> None:
        if held != self._held:
            self._held = held
            self._hold(held)


class MainWindow(Retranslating, QMainWindow):
    """Holds the table; turns menu choices into signals for app.py to carry out.

    The window itself only asks the controller for the next round; starting a
    match, the speed and the language are app.py's to apply (and remember).
    """

    new_match_requested = Signal(object)  # MatchSetup, from the new-match dialog
    speed_chosen = Signal(object)  # Speed
    language_chosen = Signal(str)  # "en", "sv", "nb", "nl"
    large_cards_chosen = Signal(bool)  # the View menu's Larger cards
    volume_chosen = Signal(int)  # per cent, one of sounds.VOLUMES
    muted_chosen = Signal(bool)
    hint_requested = Signal()
    hints_chosen = Signal(bool)  # hints on or off
    closing = Signal(QByteArray)  # the window's geometry, as it closes

    def __init__(
        self,
        controller: GameController,
        table: QWidget,
        *,
        speed: Speed = Speed.NORMAL,
        language: str = "en",
        scores: ScoreStore | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """`scores`: the database the scores windows read (none: an empty one in memory)."""
        super().__init__(parent)
        self.setObjectName("main_window")
        self.controller = controller
        self.table = table
        self.setCentralWidget(table)
        self.new_match_dialog: NewMatchDialog | None = None
        self.summary: RoundSummaryDialog | None = None
        self.help_dialog: RulesHelpDialog | None = None
        self.about_dialog: AboutDialog | None = None
        # Whether closing on a match in play asks first (app.py asks; tests
        # and the smoke run close at once).
        self.ask_before_quitting = False
        self.quit_question: QMessageBox | None = None
        self._leaving = False
        self._fitting = False
        self._fit_end: QTimer | None = None
        self._build_menu(speed, language)
        self.scores = ScoreMenu(self, controller, scores or ScoreStore.memory(), self.game_menu, self.help_action)
        table.menu_requested.connect(self.popup_menu)
        # A window over the table holds the game until it is closed.
        self.windows_over_table = WindowsOverTable(self, controller.set_paused)
        controller.round_started.connect(self._round_started)
        # The summary opens once the table has shown the round's end (its winner's moment).
        table.round_shown.connect(self.show_round_summary)
        self.retranslate()
        self.setMinimumSize(800, 500)

    # -- the menu --------------------------------------------------------
    def _build_menu(self, speed: Speed, language: str) -> None:
        self.game_menu = self.menuBar().addMenu("")
        self.game_menu.setObjectName("game_menu")
        self.new_match_action = self._action("new_match", QKeySequence.StandardKey.New, self.open_new_match)
        self.next_round_action = self._action("next_round", QKeySequence("Ctrl+Return"), self.controller.next_round)
        self.next_round_action.setEnabled(False)
        self.help_action = self._action("help", QKeySequence.StandardKey.HelpContents, self.open_help)
        self.game_menu.addActions([self.new_match_action, self.next_round_action])
        self.game_menu.addSeparator()
        # The hint is off until a grown-up turns hints on (not at a children's table).
        self.hint_action = self._action("hint", QKeySequence("H"), self.hint_requested.emit)
        self.hint_action.setEnabled(False)
        self.hints_action = QAction(self)
        self.hints_action.setObjectName("hints")
        self.hints_action.setCheckable(True)
        self.hints_action.toggled.connect(self.hints_chosen.emit)
        self.game_menu.addActions([self.hint_action, self.hints_action])
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.help_action)
        self.speed_menu = self.game_menu.addMenu("")
        self.speed_menu.setObjectName("speed")
        self.speed_actions = self._choices(self.speed_menu, [(s, "") for s in Speed], speed, self.speed_chosen)
        self.language_menu = self.game_menu.addMenu("")
        self.language_menu.setObjectName("language")
        self.language_actions = self._choices(
            self.language_menu, [(lang.code, lang.native_name) for lang in LANGUAGES], language, self.language_chosen)
        self.game_menu.addSeparator()
        self.quit_action = self._action("quit", QKeySequence.StandardKey.Quit, self.close)
        self.game_menu.addAction(self.quit_action)
        self.view_menu = self.menuBar().addMenu("")
        self.view_menu.setObjectName("view_menu")
        self.large_cards_action = self.view_menu.addAction("")
        self.large_cards_action.setObjectName("large_cards")
        self.large_cards_action.setCheckable(True)
        self.large_cards_action.toggled.connect(self.large_cards_chosen)
        self.view_menu.addSeparator()
        self.mute_action = self.view_menu.addAction("")
        self.mute_action.setObjectName("mute")
        self.mute_action.setCheckable(True)
        self.mute_action.toggled.connect(self.muted_chosen)
        self.volume_menu = self.view_menu.addMenu("")
        self.volume_menu.setObjectName("volume")
        self.volume_actions = self._choices(self.volume_menu, [(v, f"{v} %") for v in VOLUMES], DEFAULT_VOLUME,
                                            self.volume_chosen)
        # Without QtMultimedia the game is silent: the menu says how to hear it.
        self.sound_note = self.view_menu.addAction("")
        self.sound_note.setEnabled(False)
        self.set_sound(sound_installed())
        self.help_menu = self.menuBar().addMenu("")
        self.help_menu.setObjectName("help_menu")
        self.about_action = self._action("about", QKeySequence(), self.open_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        # The rules are also where people look for help; Esc's menu keeps them too.
        self.help_menu.addAction(self.help_action)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)

    def _action(self, name: str, keys: QKeySequence | QKeySequence.StandardKey, slot) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        action.setShortcut(keys)
        action.triggered.connect(lambda checked=False: slot())
        # Shortcuts work while the menu is closed and the table has focus.
        self.addAction(action)
        return action

    def _choices(self, menu: QMenu, choices, current, signal: Signal) -> dict:
        group = QActionGroup(self)
        actions = {}
        for value, text in choices:
            action = menu.addAction(text)
            action.setCheckable(True)
            action.setChecked(value == current)
            action.setData(value)
            action.setObjectName(f"{menu.objectName()}_{getattr(value, 'value', value)}")
            group.addAction(action)
            action.triggered.connect(lambda checked=False, v=value: signal.emit(v))
            actions[value] = action
        return actions

    def popup_menu(self) -> None:
        """Esc on the table: the game menu, in the middle of the window."""
        size = self.game_menu.sizeHint()
        centre = self.rect().center() - QPoint(size.width() // 2, size.height() // 2)
        self.game_menu.popup(self.mapToGlobal(centre))

    def set_speed(self, speed: Speed) -> None:
        self.speed_actions[speed].setChecked(True)

    def set_sound(self, installed: bool, volume: int | None = None, muted: bool | None = None) -> None:
        """The sound items as remembered; greyed, with a note, when nothing can play."""
        self.mute_action.setEnabled(installed)
        self.volume_menu.setEnabled(installed)
        self.sound_note.setVisible(not installed)
        if volume in self.volume_actions:
            self.volume_actions[volume].setChecked(True)
        if muted is not None:
            self.mute_action.blockSignals(True)
            self.mute_action.setChecked(muted)
            self.mute_action.blockSignals(False)

    def set_large_cards(self, large: bool) -> None:
        """The Larger cards tick as remembered (it says nothing back)."""
        self.large_cards_action.blockSignals(True)
        self.large_cards_action.setChecked(large)
        self.large_cards_action.blockSignals(False)

    def set_hints(self, on: bool) -> None:
        """Hints on or off: the menu's switch and whether H gives one."""
        self.hints_action.setChecked(on)
        self.hint_action.setEnabled(on)

    def set_language(self, language: str) -> None:
        if language in self.language_actions:
            self.language_actions[language].setChecked(True)

    # -- dialogs ---------------------------------------------------------
    def open_new_match(self) -> None:
        if self.new_match_dialog is not None:
            self.new_match_dialog.raise_()
            return
        from .dialogs.new_match import NewMatchDialog

        # The match being played is the one to change, or the remembered one.
        dialog = NewMatchDialog(self.controller.setup, self)
        dialog.accepted.connect(lambda: self.new_match_requested.emit(dialog.setup()))
        dialog.finished.connect(self._new_match_closed)
        self.new_match_dialog = dialog
        dialog.open()

    def _new_match_closed(self) -> None:
        self.new_match_dialog.deleteLater()
        self.new_match_dialog = None

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
        from .dialogs.round_summary import RoundSummaryDialog

        setup = self.controller.setup
        self._close_summary()
        self.next_round_action.setEnabled(not result.match_over)
        names = tuple(short_name(name) for name in setup.names)
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

    def show_notice(self, text: str) -> None:
        """A message over the top of the table, long enough to be read once.
        It floats: the table does not move when it comes or goes."""
        self.scores.banner.show_text(text)

    def notices(self) -> list[str]:
        """The messages shown over the table now, and those waiting their turn."""
        return self.scores.banner.texts()

    def show_settings_problem(self, problem: SettingsProblem) -> None:
        if problem.reason == "newer":
            self.show_notice(self.tr("Your settings were saved by a newer version of unodesk. This version "
                                     "starts with its defaults and leaves them as they are."))
        elif problem.kept_as is not None:
            text = self.tr("The settings could not be read and were kept as %1; the game starts with the defaults.")
            self.show_notice(text.replace("%1", str(problem.kept_as)))
        else:
            text = self.tr("The settings file %1 could not be read; the game starts with the defaults.")
            self.show_notice(text.replace("%1", str(problem.path)))

    def show_setup_dropped(self, dropped: Sequence[Dropped]) -> None:
        """What of the remembered match could not be read (set back to the defaults)."""
        if any(d.part is Part.SETUP for d in dropped):
            self.show_notice(self.tr("The remembered match could not be read; a new match starts."))
            return
        parts = ", ".join(self._dropped_name(d) for d in dropped)
        self.show_notice(self.tr(
            "Part of the remembered match could not be read and was set back to the defaults: %1.").replace("%1", parts))

    def _dropped_name(self, dropped: Dropped) -> str:
        if dropped.part is Part.SEATS:
            return self.tr("the players")
        if dropped.part is Part.RULES:
            return self.tr("the rules")
        if dropped.part is Part.SEAT:
            return self.tr("player %1").replace("%1", dropped.name)
        from .dialogs.rule_words import setting_name

        try:
            return setting_name(rule_setting(dropped.name))  # a rule known, with a value it cannot have
        except KeyError:
            return self.tr("\u201c%1\u201d").replace("%1", dropped.name)  # a rule this version does not know

    def show_save_failed(self, error: OSError, folder: Path) -> None:
        """The settings could not be written: said for people, in their language."""
        if error.errno == errno.ENOSPC:
            text = self.tr("Your settings could not be saved: the disk is full. The game plays on, and "
                           "your choices last until it closes.")
        elif error.errno in (errno.EROFS, errno.EACCES, errno.EPERM):
            text = self.tr("Your settings cannot be saved: the folder %1 cannot be written to. The game "
                           "plays on, and your choices last until it closes.").replace("%1", str(folder))
        else:
            text = self.tr("Your settings could not be saved in the folder %1. The game plays on, and "
                           "your choices last until it closes.").replace("%1", str(folder))
        self.show_notice(text)

    def show_missing_translation(self, language: str) -> None:
        name = native_name(language)
        self.show_notice(self.tr("No translation into %1 was found; the game stays in English.").replace("%1", name))

    # -- size and place ----------------------------------------------------
    def keep_on_screen(self) -> None:
        """For a moment after it is first shown, as the window manager adds
        its frame: if the frame sticks out of the screen's free area, the
        window is made smaller and moved in (never later: a person may
        move it where they like)."""
        self._fitting = True
        if self._fit_end is None:
            self._fit_end = QTimer(self)
            self._fit_end.setSingleShot(True)
            self._fit_end.timeout.connect(lambda: setattr(self, "_fitting", False))

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._fitting and self._fit_end is not None and not self._fit_end.isActive():
            self._fit_end.start(FITTING_MS)
            self._fit_in()

    def moveEvent(self, event) -> None:
        super().moveEvent(event)
        if self._fitting:
            self._fit_in()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self._fitting:
            self._fit_in()

    def _fit_in(self) -> None:
        if self.isMaximized() or self.isFullScreen() or not self.isVisible():
            return
        frame, inner = self.frameGeometry(), self.geometry()
        available = self.screen().availableGeometry()
        if available.contains(frame):
            return
        margins = QMargins(inner.left() - frame.left(), inner.top() - frame.top(),
                           frame.right() - inner.right(), frame.bottom() - inner.bottom())
        room = available.size().shrunkBy(margins)
        size = self.size().boundedTo(room).expandedTo(self.minimumSize())
        if size != self.size():
            self.resize(size)
        x = min(max(frame.left(), available.left()), available.right() + 1 - size.width() - margins.left() - margins.right())
        y = min(max(frame.top(), available.top()), available.bottom() + 1 - size.height() - margins.top() - margins.bottom())
        if (x, y) != (frame.left(), frame.top()):
            self.move(x, y)

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
        self.sound_note.setText(self.tr("Sounds need the sound extra: pip install unodesk[sound]"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.about_action.setText(self.tr("&About unodesk"))
        if hasattr(self, "scores"):
            self.scores.retranslate()

    def match_in_play(self) -> bool:
        """A match has begun and is not over: quitting leaves it unfinished."""
        match = self.controller.match
        return match is not None and not match.over

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.ask_before_quitting and not self._leaving and self.match_in_play():
            # Ctrl+Q, the title bar's close button and Quit in the summary all come here.
            event.ignore()
            self._ask_to_quit()
            return
        self.closing.emit(self.saveGeometry())
        # A child gets no close event of its own: closing the table stops its
        # animations, which must not outlive the cards they move.
        self.table.close()
        super().closeEvent(event)
