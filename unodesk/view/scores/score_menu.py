"""The scores' part of the main window: its menu items, its windows, the
offer to go on with a saved match and what the database has to say.

The main window makes one of these; the app's wiring answers its requests
(continue the saved match, start the remembered one afresh, and begin
again once the scores are restored from a backup). Its Scores submenu
backs the scores up, restores them (`backing_up.py`), and, while another
program holds the file or the disk is full, saves what waits.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QWidget

from unodesk.engine import Phase
from unodesk.persistence.scores import CannotContinue, ScoreStore, StoreNotice, Unfinished

from ..table.notice_banner import NoticeBanner
from .backing_up import Backups
from .wording import fill, notice_text, translate, when_text

if TYPE_CHECKING:
    from unodesk.controller.controller import GameController

    from .history_dialog import HistoryDialog
    from .resume_prompt import ResumePrompt
    from .scoresheet_dialog import ScoresheetDialog

SCORESHEET_KEY = QKeySequence("Ctrl+T")
HISTORY_KEY = QKeySequence("Ctrl+H")


class ScoreMenu(QObject):
    resume_requested = Signal()  # go on with the saved match
    fresh_match_requested = Signal()  # the saved match is given up: start the remembered setup
    restored = Signal()  # the scores were restored: the match in play is no longer kept; begin again

    def __init__(self, window: QMainWindow, controller: GameController, store: ScoreStore,
                 menu: QMenu, before: QAction) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.store = store
        self.banner = NoticeBanner(window, window.centralWidget())
        self.sheet_dialog: ScoresheetDialog | None = None
        self.history_dialog: HistoryDialog | None = None
        self.prompt: ResumePrompt | None = None
        self._saved: Unfinished | None = None
        self._restored = False  # the scores were restored: the match on the table is kept no more
        self.take_back_action = self._action("take_back", QKeySequence.StandardKey.Undo, controller.take_back)
        self.scoresheet_action = self._action("scoresheet", SCORESHEET_KEY, self.open_scoresheet)
        self.history_action = self._action("history", HISTORY_KEY, self.open_history)
        self.resume_action = self._action("resume", QKeySequence(), self.offer_saved_match)
        self.backups_menu = QMenu(window)
        self.backups_menu.setObjectName("scores_menu")
        self.back_up_action = self._action("back_up", QKeySequence(), self.back_up)
        self.restore_action = self._action("restore", QKeySequence(), self.restore)
        self.save_now_action = self._action("save_now", QKeySequence(), self.save_now)
        self.backups_menu.addActions([self.back_up_action, self.restore_action, self.save_now_action])
        self.backups_menu.aboutToShow.connect(self._refresh_save_now)
        menu.insertAction(before, self.take_back_action)
        menu.insertSeparator(before)
        menu.insertActions(before, [self.scoresheet_action, self.history_action, self.resume_action])
        menu.insertMenu(before, self.backups_menu)
        menu.insertSeparator(before)
        menu.aboutToShow.connect(self._refresh_resume)
        menu.aboutToShow.connect(self._refresh_save_now)
        for signal in (controller.match_started, controller.round_started, controller.events_applied,
                       controller.round_restored, controller.round_finished):
            signal.connect(self._refresh_take_back)
        controller.round_finished.connect(lambda _result: self._refresh_sheet())
        controller.round_restored.connect(lambda _round: self._refresh_sheet())
        self._refresh_take_back()
        self._refresh_resume()
        self._refresh_save_now()
        self.backups = Backups(window, store)
        self.retranslate()

    def _action(self, name: str, keys: QKeySequence | QKeySequence.StandardKey, slot) -> QAction:
        action = QAction(self.window)
        action.setObjectName(name)
        action.setShortcut(keys)
        action.triggered.connect(lambda checked=False: slot())
        self.window.addAction(action)
        return action

    # -- take-back ---------------------------------------------------------
    def _refresh_take_back(self, *_args: object) -> None:
        """Offered to one person at a table of computers, in a round not over."""
        c = self.controller
        offered = c.take_back_offered()
        self.take_back_action.setVisible(offered)
        self.take_back_action.setEnabled(offered and c.match is not None and c.match.round.phase is not Phase.OVER)

    # -- the windows -------------------------------------------------------
    def open_scoresheet(self) -> None:
        """The match in play's sheet; the same key closes it again."""
        if self.sheet_dialog is not None:
            self.sheet_dialog.raise_()
            self.sheet_dialog.activateWindow()
            return
        from .scoresheet_dialog import ScoresheetDialog

        dialog = ScoresheetDialog(self.store, None, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self._sheet_closed)
        self.sheet_dialog = dialog
        dialog.show()

    def _sheet_closed(self) -> None:
        self.sheet_dialog = None

    def _refresh_sheet(self) -> None:
        if self.sheet_dialog is not None:
            self.sheet_dialog.refresh()

    def open_history(self) -> None:
        if self.history_dialog is not None:
            self.history_dialog.raise_()
            return
        from .history_dialog import HistoryDialog

        dialog = HistoryDialog(self.store, self.window)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _result: setattr(self, "history_dialog", None))
        self.history_dialog = dialog
        dialog.open()

    def summary_sheet(self) -> QWidget | None:
        """The sheet of the match in play, for the end of a round."""
        sheet = self.store.scoresheet()
        if sheet is None or not sheet.rows:
            return None
        from .sheet_view import SheetView

        view = SheetView()
        view.set_sheet(sheet)
        return view

    # -- going on with a saved match ---------------------------------------
    def saved_match(self) -> Unfinished | None:
        """The unfinished match, unless it is the one being played."""
        found = self.store.unfinished()
        return None if found is None or found.match_id == self.store.match_id else found

    def _refresh_resume(self) -> None:
        self._saved = self.saved_match()
        self._word_resume()

    def _word_resume(self) -> None:
        found = self._saved
        self.resume_action.setVisible(found is not None)
        if found is not None:
            self.resume_action.setText(fill(translate("ScoreWords", "&Continue the match from %1…"),
                                            when_text(found.summary.started)))

    def offer_saved_match(self) -> bool:
        """Ask whether to go on with the saved match; False when there is none."""
        found = self.saved_match()
        if found is None:
            return False
        if self.prompt is not None:
            self.prompt.raise_()
            return True
        from .resume_prompt import ResumeChoice, ResumePrompt

        prompt = ResumePrompt(found, self.window)
        prompt.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # At the start, and once the scores are restored, the match on the table is no match to keep.
        beginning = self.controller.match is None or self._restored

        def chosen(_result: int) -> None:
            self.prompt = None
            if prompt.choice is ResumeChoice.NEW_MATCH:
                self.fresh_match_requested.emit()
            elif prompt.choice is ResumeChoice.CONTINUE or beginning:
                # Closing the offer at the start goes on with the match: nothing
                # is given up without being asked.
                self.resume_requested.emit()

        prompt.finished.connect(chosen)
        self.prompt = prompt
        prompt.open()
        return True

    # -- backups and what waits for the file ---------------------------------
    def _refresh_save_now(self) -> None:
        """Offered while what was played waits for the file (held elsewhere, a full disk)."""
        self.save_now_action.setVisible(self.store.waiting)

    def save_now(self) -> None:
        """Asked: write what waits; the answer comes as a notice either way."""
        self.store.save_now()
        self.show_notices(self.store.take_notices())
        self._refresh_save_now()

    def back_up(self) -> None:
        out = self.backups.back_up()
        if out is not None:
            self.banner.show_text(fill(translate("ScoreWords", "The scores were backed up to %1."), out))

    def restore(self) -> None:
        """Restore a backup (asked first); then the game begins again from the restored scores."""
        outcome = self.backups.restore()
        if outcome is None:
            return
        if self.sheet_dialog is not None:
            self.sheet_dialog.close()
        if self.history_dialog is not None:
            self.history_dialog.close()
        self.banner.show_text(fill(translate(
            "ScoreWords", "The scores were restored from %1. The scores kept before are in %2."),
            outcome.backup.path.name, outcome.kept_as))
        self.show_notices(self.store.take_notices())
        self._restored = True
        self.restored.emit()  # offers the restored match (the offer knows it comes after a restore)
        self._restored = False

    # -- what the database says -------------------------------------------
    def show_notices(self, notices: list[StoreNotice]) -> None:
        for notice in notices:
            self.banner.show_text(notice_text(notice))
        if notices:
            self._refresh_save_now()

    def cannot_continue(self, outcome: CannotContinue, found: Unfinished) -> None:
        """Told once the saved match turned out not to replay; it is kept, marked."""
        self.banner.show_text(fill(translate(
            "ScoreWords", "The match from %1 cannot be continued by this version of unodesk. It stays in the "
            "history, and a new match begins."), when_text(found.summary.started)))

    def retranslate(self) -> None:
        self.take_back_action.setText(translate("ScoreWords", "&Take back my turn"))
        self.scoresheet_action.setText(translate("ScoreWords", "Scores&heet"))
        self.history_action.setText(translate("ScoreWords", "Match histor&y and statistics"))
        self.backups_menu.setTitle(translate("ScoreWords", "Scor&es"))
        self.back_up_action.setText(translate("ScoreWords", "&Back up…"))
        self.restore_action.setText(translate("ScoreWords", "&Restore from a backup…"))
        self.save_now_action.setText(translate("ScoreWords", "&Save now"))
        self._word_resume()
