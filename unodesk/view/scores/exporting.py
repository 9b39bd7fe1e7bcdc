"""Scores out of the game: a CSV file for a spreadsheet, a page on paper or in a PDF."""
from __future__ import annotations

from datetime import date
from pathlib import Path

from PySide6.QtCore import QLocale, QMarginsF, QRectF, Qt, QUrl
from PySide6.QtGui import QColor, QDesktopServices, QPagedPaintDevice, QPageLayout, QPageSize, QPainter, QPdfWriter
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from unodesk.persistence.scores import CSV_COLUMNS, MatchState, Scoresheet, ScoreStore, csv_delimiter
from unodesk.setup import SeatKind

from .export_folder import EXPORT_FOLDER
from .sheet_paint import Fonts, SheetGeometry, SheetPainter, SheetWords
from .wording import fill, level_text, translate

# Seats that still fit across a portrait page.
PORTRAIT_SEATS = 6


def csv_header() -> tuple[str, ...]:
    """The CSV's column titles in the interface's language, in CSV_COLUMNS' order."""
    titles = {
        "match": translate("ScoreWords", "Match"),
        "started": translate("ScoreWords", "Started"),
        "state": translate("ScoreWords", "State"),
        "target": translate("ScoreWords", "Target"),
        "scoring": translate("ScoreWords", "Scoring"),
        "winner": translate("ScoreWords", "Winner"),
        "round": translate("ScoreWords", "Round"),
        "dealer": translate("ScoreWords", "Dealer"),
        "went_out": translate("ScoreWords", "Went out"),
        "seat": translate("ScoreWords", "Seat"),
        "player": translate("ScoreWords", "Player"),
        "kind": translate("ScoreWords", "Kind"),
        "level": translate("ScoreWords", "Level"),
        "team": translate("ScoreWords", "Team"),
        "points": translate("ScoreWords", "Points"),
        "hand_points": translate("ScoreWords", "Points in hand"),
        "total": translate("ScoreWords", "Total"),
        "round_seconds": translate("ScoreWords", "Seconds"),
        "take_backs": translate("ScoreWords", "Take-backs"),
    }
    return tuple(titles[column] for column in CSV_COLUMNS)


def csv_value(column: str, value: object) -> object:
    """A value of the CSV in the sheet's language, as the windows word it
    (the state of the match, its scoring, the kind of seat, the level)."""
    if column == "state":
        return {
            MatchState.FINISHED.value: translate("ScoreWords", "Finished"),
            MatchState.IN_PROGRESS.value: translate("ScoreWords", "Still being played"),
            MatchState.ABANDONED.value: translate("ScoreWords", "Not finished"),
            MatchState.CANNOT_CONTINUE.value: translate("ScoreWords", "Cannot be continued"),
        }.get(str(value), value)
    if column == "scoring":
        return {"winner": translate("ScoreWords", "The winner scores the others' cards"),
                "lowest": translate("ScoreWords", "Everyone scores their own cards, lowest wins"),
                }.get(str(value), value)
    if column == "kind":
        return {SeatKind.PERSON.value: translate("ScoreWords", "Person"),
                SeatKind.COMPUTER.value: translate("ScoreWords", "Computer")}.get(str(value), value)
    if column == "level" and value:
        return level_text(str(value))
    return value


def _save_path(parent: QWidget, caption: str, suggested: str, filters: str, suffix: str) -> Path | None:
    path, _ = QFileDialog.getSaveFileName(parent, caption, str(EXPORT_FOLDER.current() / suggested), filters)
    if not path:
        return None
    out = Path(path)
    return out if out.suffix.lower() == suffix else out.with_name(out.name + suffix)


def tell_saved(parent: QWidget, caption: str, out: Path) -> QMessageBox:
    """Say where the file went (and offer its folder); the folder is remembered for the next save."""
    EXPORT_FOLDER.saved_in(out.parent)
    box = QMessageBox(QMessageBox.Icon.Information, caption, fill(translate("ScoreWords", "Saved as %1."), out.name),
                      QMessageBox.StandardButton.Ok, parent)
    box.setObjectName("saved")
    box.setInformativeText(fill(translate("ScoreWords", "In the folder %1"), out.parent))
    show = box.addButton(translate("ScoreWords", "Open the folder"), QMessageBox.ButtonRole.ActionRole)
    show.clicked.connect(lambda: QDesktopServices.openUrl(QUrl.fromLocalFile(str(out.parent))))
    box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    box.open()
    return box


def export_csv(parent: QWidget, store: ScoreStore, match_id: int | None = None) -> Path | None:
    """Ask where, then write one match (or the whole history) as CSV; says
    so when the file cannot be written. Returns the file written."""
    today = date.today().isoformat()
    suggested = f"unodesk-{match_id}-{today}.csv" if match_id is not None else f"unodesk-scores-{today}.csv"
    caption = (
        translate("ScoreWords", "Export as CSV")
        if match_id is not None
        else translate("ScoreWords", "Export the whole history as CSV")
    )
    out = _save_path(parent, caption, suggested, translate("ScoreWords", "CSV files (*.csv)"), ".csv")
    if out is None:
        return None
    try:
        store.export_csv(out, match_id, delimiter=csv_delimiter(QLocale().name()), header=csv_header(),
                         values=csv_value)
    except OSError as error:
        QMessageBox.warning(
            parent,
            caption,
            fill(translate("ScoreWords", "The file %1 could not be written: %2"), out, error.strerror or error),
        )
        return None
    tell_saved(parent, caption, out)
    return out


def save_pdf(parent: QWidget, sheet: Scoresheet) -> Path | None:
    suggested = f"unodesk-{sheet.summary.match_id}-{sheet.summary.started.date().isoformat()}.pdf"
    caption = translate("ScoreWords", "Save as PDF")
    out = _save_path(parent, caption, suggested, translate("ScoreWords", "PDF files (*.pdf)"), ".pdf")
    if out is None:
        return None
    if not write_pdf(out, sheet):
        QMessageBox.warning(parent, caption, fill(translate("ScoreWords", "The file %1 could not be written."), out))
        return None
    tell_saved(parent, caption, out)
    return out


def write_pdf(out: Path, sheet: Scoresheet) -> bool:
    writer = QPdfWriter(str(out))
    writer.setTitle(translate("ScoreWords", "Scoresheet"))
    writer.setCreator("unodesk")
    writer.setResolution(300)
    return print_sheet(writer, sheet)


def page_layout(sheet: Scoresheet) -> QPageLayout:
    orientation = (
        QPageLayout.Orientation.Portrait
        if len(sheet.summary.seats) <= PORTRAIT_SEATS
        else QPageLayout.Orientation.Landscape
    )
    size = QPageSize(
        QPageSize.PageSizeId.Letter
        if QLocale().territory() in (QLocale.Country.UnitedStates, QLocale.Country.Canada)
        else QPageSize.PageSizeId.A4
    )
    return QPageLayout(size, orientation, QMarginsF(12, 12, 12, 12), QPageLayout.Unit.Millimeter)


# A narrow sheet (few players) is drawn up to this much larger to fill the page's width.
MOST_ENLARGED = 1.6


def fit_factor(sheet_width: float, page_width: float) -> float:
    """How much the sheet is scaled to span the page: smaller when it is too
    wide, larger (up to MOST_ENLARGED) when it is narrow."""
    return min(page_width / sheet_width, MOST_ENLARGED) if sheet_width > 0 else 1.0


class PrintPainter(SheetPainter):
    """The sheet for paper: white, no shaded bands; the marker a light grey a printer draws cheaply."""

    PAPER = SHADE = QColor("#ffffff")
    MARKER = QColor("#e6e6e6")


def print_sheet(device: QPagedPaintDevice, sheet: Scoresheet, *, choose_layout: bool = True) -> bool:
    """Draw the sheet on pages: the head on each, the rounds as many as
    fit, the totals at the end. False when the device cannot be painted on."""
    if choose_layout:
        device.setPageLayout(page_layout(sheet))
    p = QPainter()
    if not p.begin(device):
        return False
    try:
        width = p.viewport().width()
        height = float(p.viewport().height())
        g = SheetGeometry(sheet, SheetWords.of(sheet), Fonts.at(), device, width)
        factor = fit_factor(g.width, width)
        if factor != 1.0:  # the sheet across the page's width
            p.scale(factor, factor)
            height /= factor
        painter = PrintPainter(g)
        rows = len(g.rows)
        first = 0
        while True:
            room = height - g.header_height
            fits = max(1, int(room // g.row_height))
            last_page = rows - first <= int((room - g.footer_height) // g.row_height)
            count = rows - first if last_page else fits
            painter.paper(p, QRectF(0, 0, g.width, height))
            painter.paint_head(p, 0)
            painter.paint_rows(p, g.header_height, max(1, count) * g.row_height, first, first + count)
            first += count
            if last_page:
                painter.paint_foot(p, g.header_height + max(1, count) * g.row_height)
                break
            device.newPage()
    finally:
        p.end()
    return True


def print_dialog(parent: QWidget, sheet: Scoresheet) -> bool:
    """The system's print dialog, then the sheet on the printer chosen."""
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setDocName(translate("ScoreWords", "Scoresheet"))
    printer.setPageLayout(page_layout(sheet))
    dialog = QPrintDialog(printer, parent)
    dialog.setWindowTitle(translate("ScoreWords", "Print the scoresheet"))
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    if not print_sheet(printer, sheet, choose_layout=False):
        QMessageBox.warning(
            parent,
            translate("ScoreWords", "Print the scoresheet"),
            translate("ScoreWords", "The printer could not be used."),
        )
        return False
    return True
