"""The game's look outside the cards: the felt of the table, the paper of
the scoresheets, their ink and their fonts, in one place.

The table's own colours still live beside the table's items; this module
is where they are meant to gather. The windows around the table (the
scoresheet, the history, the statistics) read everything from here, so
that they look like part of the green card table and not like grey forms.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QColor

if TYPE_CHECKING:
    from PySide6.QtGui import QFont

# The fonts' classes are imported where a font is made: the window's first
# frame reads the felt's colours from here and needs none of them.

# -- the table ---------------------------------------------------------------
FELT = QColor("#1f5a3a")
FELT_DARK = QColor("#163d29")
FELT_LIGHT = QColor("#2f7a50")
FELT_TEXT = QColor("#f4f1e6")  # words written on the felt
PALE_TEXT = QColor(244, 241, 230, 120)  # words on the felt that do not apply now
GOLD = QColor("#ffd23f")  # the turn, the focus, what asks to be looked at
CREAM = QColor("#f4f1e6")  # buttons on the table
CARD_INK = QColor("#17171c")  # the ink of the cards and of the table's buttons
BAD_NEWS = QColor("#ff8a80")  # a callout that costs its seat: skipped, caught, +2
UNO_RED = QColor("#d32f2f")

# -- the scoresheet's paper --------------------------------------------------
PAPER = QColor("#fbf3dc")  # a warm, slightly yellowed page
PAPER_SHADE = QColor("#f1e4c0")  # the header band and alternate lines
PAPER_EDGE = QColor("#c9b78a")
RULE = QColor("#9db4d6")  # the printed blue lines of a pad
MARGIN = QColor("#d77f7f")  # the red margin line
INK = QColor("#1d2a4d")  # a blue-black pen
PENCIL = QColor("#5b5a66")  # small notes: points of a round, legends
RED_INK = QColor("#b3261e")  # the circle around the leader's total
HIGHLIGHT = QColor(255, 210, 63, 110)  # a marker pen over the round's winner

# Lines of a chart, one a player, told apart by marker and dash as well.
SERIES = (
    QColor("#1e63c4"), QColor("#c62828"), QColor("#2e7d32"), QColor("#8e24aa"), QColor("#ef6c00"),
    QColor("#00838f"), QColor("#6d4c41"), QColor("#ad1457"), QColor("#37474f"), QColor("#9e9d24"),
)

# Families that look written by hand, on the systems that usually have one
# (Windows, macOS, then common Linux packages). The first one found is used
# for the titles and names of a scoresheet; without any, a clean sans.
HANDWRITING_FAMILIES = (
    "Segoe Print", "Ink Free", "Bradley Hand", "Noteworthy", "Chalkboard SE",
    "Patrick Hand", "Kalam", "Comic Neue", "Architects Daughter",
)
CLEAN_FAMILIES = ("Segoe UI", "Helvetica Neue", "DejaVu Sans", "Noto Sans", "Arial")

_handwriting: str | None = None
_looked = False


def handwriting_family() -> str | None:
    """The first handwriting family this system has, or None."""
    global _handwriting, _looked
    if not _looked:
        from PySide6.QtGui import QFontDatabase

        known = set(QFontDatabase.families())
        _handwriting = next((f for f in HANDWRITING_FAMILIES if f in known), None)
        _looked = True
    return _handwriting


def title_font(point_size: float, *, bold: bool = False) -> QFont:
    """For what is written on the sheet: its title, the names."""
    from PySide6.QtGui import QFont

    family = handwriting_family()
    font = QFont()
    font.setFamilies([family] if family else list(CLEAN_FAMILIES))
    font.setPointSizeF(point_size)
    font.setBold(bold and family is None)  # a pen stroke is bold enough
    return font


def figure_font(point_size: float, *, bold: bool = False) -> QFont:
    """For numbers: a clean face whose digits line up in columns."""
    from PySide6.QtGui import QFont

    font = QFont()
    font.setFamilies(list(CLEAN_FAMILIES))
    font.setPointSizeF(point_size)
    font.setBold(bold)
    font.setStyleStrategy(QFont.StyleStrategy.PreferAntialias)
    return font


def _rgb(color: QColor) -> str:
    return color.name(QColor.NameFormat.HexRgb)


def _rgba(color: QColor) -> str:
    return f"rgba({color.red()}, {color.green()}, {color.blue()}, {color.alpha()})"


def felt_dialog_style() -> str:
    """A window around the table: felt behind, paper for what is read,
    cream buttons with a gold focus, as the table's own panels have."""
    values = {
        "felt": _rgb(FELT), "felt_dark": _rgb(FELT_DARK), "felt_light": _rgb(FELT_LIGHT),
        "text": _rgb(FELT_TEXT), "gold": _rgb(GOLD), "paper": _rgb(PAPER), "shade": _rgb(PAPER_SHADE),
        "edge": _rgb(PAPER_EDGE), "ink": _rgb(INK), "rule": _rgb(RULE), "pencil": _rgb(PENCIL),
        "marker": _rgba(HIGHLIGHT), "pale": _rgba(PALE_TEXT),
    }
    return _FELT_STYLE % values


_FELT_STYLE = """
QDialog { background: qlineargradient(x1: 0, y1: 0, x2: 0, y2: 1, stop: 0 %(felt_light)s, stop: 1 %(felt)s); }
QDialog QLabel { color: %(text)s; }
QDialog QLabel#heading { color: %(text)s; font-weight: bold; }
QDialog QLabel#note { color: %(text)s; }
QDialog QCheckBox { color: %(text)s; }
QPushButton {
    background: %(paper)s; color: %(ink)s; border: 2px solid %(felt_dark)s; border-radius: 7px;
    padding: 5px 12px; min-height: 1.4em;
}
QPushButton:hover { background: #ffffff; }
QPushButton:focus, QPushButton:default { border: 2px solid %(gold)s; }
QPushButton:pressed { background: %(shade)s; }
QPushButton:disabled { background: %(shade)s; color: %(pencil)s; border-color: %(felt)s; }
QComboBox {
    background: %(paper)s; color: %(ink)s; border: 2px solid %(felt_dark)s; border-radius: 6px;
    padding: 3px 8px; min-height: 1.4em;
}
QComboBox:focus { border-color: %(gold)s; }
QComboBox QAbstractItemView {
    background: %(paper)s; color: %(ink)s; selection-background-color: %(marker)s; selection-color: %(ink)s;
}
QTableView, QTreeView, QListView {
    background: %(paper)s; alternate-background-color: %(shade)s; color: %(ink)s;
    gridline-color: %(rule)s; border: 2px solid %(edge)s; border-radius: 6px;
    selection-background-color: %(marker)s; selection-color: %(ink)s;
}
QTableView:focus, QTreeView:focus { border-color: %(gold)s; }
QHeaderView::section {
    background: %(shade)s; color: %(ink)s; border: none; border-bottom: 2px solid %(rule)s;
    padding: 4px 6px; font-weight: bold;
}
QAbstractScrollArea#sheet { border: none; background: transparent; }
QScrollBar:vertical, QScrollBar:horizontal { background: %(felt_dark)s; border: none; margin: 0; }
QScrollBar:vertical { width: 12px; }
QScrollBar:horizontal { height: 12px; }
QScrollBar::handle { background: %(paper)s; border-radius: 5px; margin: 2px; }
QScrollBar::handle:vertical { min-height: 24px; }
QScrollBar::handle:horizontal { min-width: 24px; }
QScrollBar::add-line, QScrollBar::sub-line { width: 0; height: 0; }
QScrollBar::add-page, QScrollBar::sub-page { background: none; }
QToolTip { background: %(paper)s; color: %(ink)s; border: 1px solid %(edge)s; }
QDialog QLabel#title { color: %(gold)s; font-weight: bold; }
QDialog QLabel#explanation { color: %(text)s; }
QDialog QLabel#explanation:disabled { color: %(pale)s; }
QDialog QRadioButton, QDialog QCheckBox { color: %(text)s; spacing: 8px; }
QDialog QCheckBox:focus, QDialog QRadioButton:focus { color: %(gold)s; }
/* A choice of one is a round button with a dot; a switch (a check box) keeps
   the style's own square with its tick, so that the two never look alike. */
QRadioButton::indicator { width: 14px; height: 14px; border: 2px solid %(ink)s; background: %(paper)s;
    border-radius: 9px; }
/* Chosen: a dark dot in the middle, told by its brightness, not a hue. */
QRadioButton::indicator:checked {
    background: qradialgradient(cx: 0.5, cy: 0.5, radius: 0.5, fx: 0.5, fy: 0.5,
        stop: 0 %(ink)s, stop: 0.58 %(ink)s, stop: 0.64 %(paper)s, stop: 1 %(paper)s); }
QRadioButton::indicator:focus { border-color: %(gold)s; }
QRadioButton::indicator:disabled { background: %(shade)s; border-color: %(pencil)s; }
QDialog QCheckBox:disabled, QDialog QRadioButton:disabled, QDialog QLabel:disabled { color: %(pale)s; }
QLineEdit {
    background: %(paper)s; color: %(ink)s; border: 2px solid %(felt_dark)s; border-radius: 6px;
    padding: 3px 6px; min-height: 1.4em; selection-background-color: %(marker)s; selection-color: %(ink)s;
}
QLineEdit:focus { border-color: %(gold)s; }
/* Colours alone: the spin box keeps the style's own arrows. */
QSpinBox { background: %(paper)s; color: %(ink)s; selection-background-color: %(marker)s; selection-color: %(ink)s; }
QComboBox:disabled, QSpinBox:disabled, QLineEdit:disabled { background: %(shade)s; color: %(pencil)s; }
QFrame#card { background: rgba(0, 0, 0, 45); border: 2px solid rgba(255, 255, 255, 30); border-radius: 10px; }
QFrame#card[chosen="true"] { border-color: %(gold)s; background: rgba(255, 210, 63, 40); }
QPushButton#step { background: transparent; color: %(text)s; border: none; border-bottom: 3px solid transparent;
    border-radius: 0; padding: 4px 10px; font-weight: bold; }
QPushButton#step:checked { color: %(gold)s; border-bottom: 3px solid %(gold)s; }
QPushButton#step:focus { color: %(gold)s; }
QPushButton[primary="true"] { background: %(gold)s; font-weight: bold; }
QPushButton#count { padding: 4px 6px; }
QPushButton#count:checked { background: %(gold)s; font-weight: bold; }
QScrollArea, QScrollArea > QWidget > QWidget { background: transparent; border: none; }
QTextBrowser { background: %(paper)s; color: %(ink)s; border: 2px solid %(edge)s; border-radius: 8px; padding: 6px; }
QTextBrowser:focus { border-color: %(gold)s; }
QListWidget#contents { background: rgba(0, 0, 0, 45); color: %(text)s; border: 2px solid rgba(255, 255, 255, 30);
    border-radius: 10px; padding: 4px; font-weight: bold; }
QListWidget#contents::item { padding: 5px 8px; border-radius: 6px; }
QListWidget#contents::item:selected { background: %(gold)s; color: %(ink)s; }
QListWidget#contents:focus { border-color: %(gold)s; }
"""
