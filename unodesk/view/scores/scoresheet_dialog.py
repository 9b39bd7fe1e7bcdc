"""The scoresheet window: one match's rounds and totals, to export, print
or save as a PDF."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QWidget

from unodesk.persistence.scores import Scoresheet, ScoreStore

from . import exporting
from .felt_dialog import FeltDialog
from .sheet_view import SheetView
from .wording import fill, names_text, when_text


class ScoresheetDialog(FeltDialog):
    """Shows the sheet of `match_id`, or of the match in play when None;
    `refresh()` reads it again (after a round, a take-back)."""

    def __init__(self, store: ScoreStore, match_id: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scoresheet_dialog")
        self.store = store
        self.match_id = match_id
        self.view = SheetView()
        self.empty = self.note()
        self.csv_button = self.button("export_csv", lambda: exporting.export_csv(self, self.store, self._id()))
        self.print_button = self.button("print", lambda: self._with_sheet(lambda s: exporting.print_dialog(self, s)))
        self.pdf_button = self.button("save_pdf", lambda: self._with_sheet(lambda s: exporting.save_pdf(self, s)))
        self.close_button = self.button("close", self.accept)
        self.arrange([self.view, self.empty], [self.csv_button, self.print_button, self.pdf_button],
                     [self.close_button])
        # The same key that opens the sheet closes it again.
        QShortcut(QKeySequence("Ctrl+T"), self, self.accept)
        self.refresh()
        self.retranslate()
        self.fit_screen(1000, 720)

    def _id(self) -> int | None:
        sheet = self.view.sheet
        return sheet.summary.match_id if sheet is not None else None

    def _with_sheet(self, work: Callable[[Scoresheet], object]) -> None:
        if self.view.sheet is not None:
            work(self.view.sheet)

    @property
    def sheet(self) -> Scoresheet | None:
        return self.view.sheet

    def refresh(self) -> None:
        sheet = self.store.scoresheet(self.match_id)
        self.view.set_sheet(sheet)
        self.view.setVisible(sheet is not None)
        self.empty.setVisible(sheet is None)
        for button in (self.csv_button, self.print_button, self.pdf_button):
            button.setEnabled(sheet is not None)
        self._title()

    def _title(self) -> None:
        sheet = self.view.sheet
        if sheet is None:
            self.setWindowTitle(self.tr("Scoresheet"))
        else:
            self.setWindowTitle(fill(self.tr("Scoresheet: %1 (%2)"), names_text(sheet.summary.names),
                                     when_text(sheet.summary.started)))

    def retranslate(self) -> None:
        self._title()
        self.empty.setText(self.tr("No match is being played."))
        self.csv_button.setText(self.tr("Export as &CSV…"))
        self.print_button.setText(self.tr("&Print…"))
        self.pdf_button.setText(self.tr("Save as P&DF…"))
        self.close_button.setText(self.tr("Close"))
