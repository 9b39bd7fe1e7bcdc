"""The windows around the table: felt behind, paper for what is read."""
from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import Generic, TypeVar

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QPushButton,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from .. import theme
from ..dialogs.retranslating import Retranslating

ModelIndex = QModelIndex | QPersistentModelIndex
# The invalid index Qt's models take as "the top level", shared as the default.
ROOT = QModelIndex()
Row = TypeVar("Row")
Col = TypeVar("Col", bound=enum.IntEnum)


class FeltDialog(Retranslating, QDialog):
    """A dialog in the table's colours that words itself again when the
    language changes (the subclass defines `retranslate`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Message boxes and file dialogs opened from here inherit the look.
        self.setStyleSheet(theme.felt_dialog_style())

    def fit_screen(self, width: int, height: int) -> None:
        """At least `width` x `height` (more on a large screen), but never
        more than the screen (a 1024x640 one gets less)."""
        screen = self.screen().availableGeometry()
        wide = max(width, round(screen.width() * 0.55))
        tall = max(height, round(screen.height() * 0.66))
        self.resize(min(wide, screen.width() - 24), min(tall, screen.height() - 48))

    @staticmethod
    def button(name: str, slot: Callable[[], object]) -> QPushButton:
        """A button that Enter does not press unless it has the focus."""
        button = QPushButton()
        button.setObjectName(name)
        button.setAutoDefault(False)
        button.clicked.connect(lambda: slot())
        return button

    @staticmethod
    def note() -> QLabel:
        """Words on the felt, such as what an empty window has to say."""
        label = QLabel()
        label.setObjectName("note")
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        label.setWordWrap(True)
        return label

    def arrange(self, body: Sequence[QWidget | QLayout], left: Sequence[QWidget], right: Sequence[QWidget]) -> None:
        """The window's parts from the top, the buttons in a row below:
        `left` ones at the left, `right` ones at the right."""
        buttons = QHBoxLayout()
        for widget in left:
            buttons.addWidget(widget)
        buttons.addStretch()
        for widget in right:
            buttons.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(12, 12, 12, 12)
        for part in body:
            if isinstance(part, QLayout):
                layout.addLayout(part)
            else:
                layout.addWidget(part, 1)
        layout.addLayout(buttons)


def paper_table(model: QAbstractTableModel, name: str, stretch: int) -> QTableView:
    """A read-only table of whole rows, on the sheet's paper; column
    `stretch` takes the room that is left."""
    table = QTableView()
    table.setObjectName(name)
    table.setModel(model)
    table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setAlternatingRowColors(True)
    table.setShowGrid(False)
    table.setWordWrap(False)
    table.setTextElideMode(Qt.TextElideMode.ElideRight)
    table.verticalHeader().hide()
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 12)
    header = table.horizontalHeader()
    header.setHighlightSections(False)
    header.setMinimumSectionSize(48)
    header.setSectionResizeMode(stretch, QHeaderView.ResizeMode.Stretch)
    return table


class RowsModel(QAbstractTableModel, Generic[Row, Col]):
    """A table of plain values, one a row, with the columns of an IntEnum.
    Subclasses say what a cell and a heading read (`text`, `heading`)."""

    columns: type[Col]
    right_aligned: frozenset[int] = frozenset()

    def __init__(self, rows: list[Row], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows = rows

    def row(self, number: int) -> Row | None:
        return self.rows[number] if 0 <= number < len(self.rows) else None

    def rowCount(self, parent: ModelIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: ModelIndex = ROOT) -> int:
        return 0 if parent.isValid() else len(self.columns)

    def text(self, row: Row, column: Col) -> str:
        raise NotImplementedError

    def tip(self, row: Row, column: Col) -> str:
        return self.text(row, column)

    def heading(self, column: Col) -> str:
        raise NotImplementedError

    def heading_tip(self, column: Col) -> str | None:
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.heading(self.columns(section))
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.heading_tip(self.columns(section))
        return None

    def data(self, index: ModelIndex, role: int = Qt.ItemDataRole.DisplayRole):
        row = self.row(index.row())
        if row is None:
            return None
        column = self.columns(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return self.text(row, column)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self.tip(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in self.right_aligned:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return self.more_data(row, column, role)

    def more_data(self, row: Row, column: Col, role: int):
        return None

    def retitle(self) -> None:
        """Every heading and cell read again (the language changed)."""
        self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(self.columns) - 1)
        if self.rows:
            self.dataChanged.emit(self.index(0, 0), self.index(len(self.rows) - 1, len(self.columns) - 1))
