"""Game ▸ Scores ▸ Back up… and Restore…: the scores to a file of the
person's choosing and back, through the store (SQLite's backup API).

A restore asks first, saying what the backup holds and where the scores
kept now go (they are set aside whole, never deleted); a file that is no
backup is refused with the reason.
"""
from __future__ import annotations

import sqlite3
from datetime import date
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from unodesk.persistence.scores import BackupInfo, BackupProblem, Restored, ScoreStore
from unodesk.persistence.scores.backups import inspect

from .. import theme
from .export_folder import EXPORT_FOLDER
from .wording import date_time_text, fill, problem_text

SUFFIX = ".sqlite3"


class Backups(QObject):
    """The two questions and their answers, worded in the "Backups" context."""

    def __init__(self, parent: QWidget, store: ScoreStore) -> None:
        super().__init__(parent)
        self.parent_widget = parent
        self.store = store
        self.question: QMessageBox | None = None  # the question before a restore, while it is open

    def back_up(self) -> Path | None:
        """Ask where, then write the backup; returns the file written."""
        caption = self.tr("Back up the scores")
        suggested = EXPORT_FOLDER.current() / f"unodesk-scores-{date.today().isoformat()}{SUFFIX}"
        path, _ = QFileDialog.getSaveFileName(self.parent_widget, caption, str(suggested), self._filters())
        if not path:
            return None
        out = Path(path)
        out = out if out.name.lower().endswith(SUFFIX) else out.with_name(out.name + SUFFIX)
        try:
            self.store.back_up(out)
        except (OSError, sqlite3.Error) as error:
            QMessageBox.warning(self.parent_widget, caption,
                                fill(self.tr("The backup %1 could not be written: %2"), out,
                                     getattr(error, "strerror", None) or error))
            return None
        return out

    def restore(self) -> Restored | None:
        """Ask which backup, say what it holds and ask again, then restore it."""
        caption = self.tr("Restore the scores from a backup")
        folder = self.store.backups_folder()
        start = folder if folder.is_dir() else EXPORT_FOLDER.current()
        path, _ = QFileDialog.getOpenFileName(self.parent_widget, caption, str(start), self._filters())
        if not path:
            return None
        found = inspect(Path(path))
        if isinstance(found, BackupProblem):
            QMessageBox.warning(self.parent_widget, caption, self.refusal(found, Path(path)))
            return None
        if not self._confirmed(found):
            return None
        outcome = self.store.restore(found.path)
        if isinstance(outcome, Restored):
            return outcome
        text = (self.refusal(outcome, found.path) if isinstance(outcome, BackupProblem)
                else fill(self.tr("The scores cannot be written just now (%1), so nothing was restored. Try "
                                  "again later."), problem_text(outcome)))
        QMessageBox.warning(self.parent_widget, caption, text)
        return None

    def _confirmed(self, found: BackupInfo) -> bool:
        holds = self.tr("It holds %n match(es)", "", found.matches)
        if found.last_played is not None:
            holds = fill(self.tr("%1, the last begun on %2."), holds, date_time_text(found.last_played))
        else:
            holds = fill(self.tr("%1."), holds)
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Restore the scores from a backup"),
                          fill(self.tr("Restore the scores from %1?"), found.path.name),
                          QMessageBox.StandardButton.NoButton, self.parent_widget)
        box.setObjectName("restore_question")
        box.setStyleSheet(theme.felt_dialog_style())  # as the question before quitting
        box.setInformativeText(fill(self.tr(
            "%1 The scores kept now are not deleted: they are set aside in the same folder. The match being "
            "played ends here."), holds))
        restore = box.addButton(self.tr("&Restore"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(self.tr("&Keep the scores as they are"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        self.question = box
        box.exec()
        self.question = None
        return box.clickedButton() is restore

    def refusal(self, problem: BackupProblem, path: Path) -> str:
        """Why the file is no backup to restore."""
        return fill({
            BackupProblem.NOT_A_FILE: self.tr("%1 is not a file."),
            BackupProblem.NOT_SCORES: self.tr("%1 is not a backup of unodesk's scores."),
            BackupProblem.DAMAGED: self.tr("%1 is damaged and cannot be restored."),
            BackupProblem.NEWER: self.tr("%1 was saved by a newer version of unodesk; restore it with that version."),
            BackupProblem.UNREADABLE: self.tr("%1 cannot be read."),
            BackupProblem.IN_USE: self.tr("%1 holds the scores the game keeps now."),
        }[problem], path.name)

    def _filters(self) -> str:
        return self.tr("unodesk scores (*.sqlite3 *.sqlite3.*);;All files (*)")
