"""Exports: the save dialogs open in Documents or the last folder, say where
the file went, write the sheet's values in its language with formula-safe
cells, and make a PDF for paper."""
from __future__ import annotations

import csv
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QFileDialog, QMessageBox

from unodesk.app.smoke import OFFSCREEN_LIMITS
from unodesk.engine import RuleSet
from unodesk.i18n.translations import Translations
from unodesk.persistence.scores import ScoreStore
from unodesk.persistence.scores.export import safe_cell
from unodesk.setup import MatchSetup
from unodesk.view.scores import exporting
from unodesk.view.scores.export_folder import EXPORT_FOLDER, documents_folder
from unodesk.view.scores.scoresheet_dialog import ScoresheetDialog
from unodesk.view.scores.sheet_paint import Fonts, SheetGeometry, SheetWords

from .prepared import Clock, play_match, seats

pytestmark = pytest.mark.qt_log_ignore(OFFSCREEN_LIMITS)


@pytest.fixture
def odd_store(tmp_path: Path) -> tuple[ScoreStore, int]:
    """A finished match of players whose names a spreadsheet would take for formulas."""
    clock = Clock()
    store = ScoreStore.open(tmp_path / "scores.sqlite3", clock=clock.monotonic, now=clock.now)
    match_id = play_match(store, clock, MatchSetup(seats("=1+1", "-Bo", "@Nils"), RuleSet(target_score=60)), seed=3)
    yield store, match_id
    store.close()


@pytest.fixture
def folder():
    """The save dialogs' folder as a first run has it, put back afterwards."""
    before, chosen = EXPORT_FOLDER._last, EXPORT_FOLDER.chosen
    EXPORT_FOLDER.set("")
    kept: list[Path] = []
    EXPORT_FOLDER.chosen = kept.append
    yield kept
    EXPORT_FOLDER._last, EXPORT_FOLDER.chosen = before, chosen


def test_a_cell_that_would_be_a_formula_is_written_as_text():
    assert [safe_cell(v) for v in ("=1+1", "+4", "-Bo", "@Nils", "\tx", "Anna", "")] == [
        "'=1+1", "'+4", "'-Bo", "'@Nils", "'\tx", "Anna", ""]
    assert safe_cell(-20) == -20  # numbers stay numbers


def test_the_csv_speaks_the_sheets_language_and_runs_no_formula(qtbot, qapp, odd_store, tmp_path, folder,
                                                                monkeypatch):
    store, match_id = odd_store
    out = tmp_path / "out" / "sheet.csv"
    out.parent.mkdir()
    asked = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda parent, caption, where, filters: (
        asked.append(where) or (str(out), "")))
    translations = Translations(qapp)
    translations.switch("sv")
    QLocale.setDefault(QLocale(QLocale.Language.Swedish, QLocale.Country.Sweden))  # as the wiring sets it
    try:
        dialog = ScoresheetDialog(store, match_id)
        qtbot.addWidget(dialog)
        dialog.csv_button.click()
        told = dialog.findChild(QMessageBox, "saved")
        assert told is not None and "sheet.csv" in told.text() and str(out.parent) in told.informativeText()
        told.close()
    finally:
        translations.uninstall()
    assert asked[0].startswith(str(documents_folder()))  # the first save opens in Documents
    assert folder == [out.parent] and EXPORT_FOLDER.current() == out.parent  # the next one here
    with out.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f, delimiter=";"))
    values = {cell for row in rows[1:] for cell in row}
    assert {"'=1+1", "'-Bo", "'@Nils"} <= values
    assert not values & {"=1+1", "-Bo", "@Nils", "finished", "person", "computer", "winner", "easy", "normal"}
    assert {"Person", "Dator", "Svår", "Avslutad", "Vinnaren får poäng för de andras kort"} <= values


def test_the_pdf_is_white_paper_and_fills_the_page(qapp, odd_store):
    store, match_id = odd_store
    sheet = store.scoresheet(match_id)
    image = QImage(1200, 900, QImage.Format.Format_RGB32)
    image.fill(QColor("#000000"))
    p = QPainter(image)
    g = SheetGeometry(sheet, SheetWords.of(sheet), Fonts.at(), image, 1200)
    painter = exporting.PrintPainter(g)
    painter.paper(p, QRectF(0, 0, 1200, 900))
    painter.paint_head(p, 0)
    painter.paint_rows(p, g.header_height, len(g.rows) * g.row_height)
    painter.paint_foot(p, g.header_height + len(g.rows) * g.row_height)
    p.end()
    white = sum(image.pixelColor(x, y) == QColor("#ffffff") for x in range(0, 1200, 6) for y in range(0, 900, 6))
    assert white / (200 * 150) > 0.85  # no large coloured areas
    assert exporting.fit_factor(600, 1200) == pytest.approx(exporting.MOST_ENLARGED)
    assert exporting.fit_factor(1000, 1200) == pytest.approx(1.2)
    assert exporting.fit_factor(2400, 1200) == pytest.approx(0.5)
