"""The players of a new match as people around a table: a seat a person,
with a badge, a name, a person or a computer and its level."""
from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QRect, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QRadialGradient, QShowEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from unodesk.i18n.seat_names import as_shown, is_default_person_name
from unodesk.setup import (
    LEVEL_NAMES,
    LEVELS,
    MAX_SEATS,
    MIN_SEATS,
    NAME_LIMIT,
    MatchSetup,
    SeatKind,
    SeatSetup,
    default_name,
    default_seat,
)

from .. import theme
from .avatar_picker import FaceButton

SEAT_W, SEAT_H = 232, 74


def set_items(combo: QComboBox, texts: list[str]) -> None:
    """Name a combo's items (their data stays) without emitting a change."""
    for index, text in enumerate(texts):
        combo.setItemText(index, text)


def combo(values: tuple, on_change) -> QComboBox:
    box = QComboBox()
    for value in values:
        box.addItem("", value)
    box.currentIndexChanged.connect(on_change)
    return box


class Choice(Protocol):
    """A choice of one among values: a combo box, or one that answers like it."""

    def findData(self, value: object, /) -> int: ...
    def setCurrentIndex(self, index: int, /) -> None: ...


def select(box: Choice, value: object) -> None:
    box.setCurrentIndex(max(0, box.findData(value)))


class SeatRow(QFrame):
    """One seat at the table: its badge, its name, a person or a computer, the level."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.index = index
        self.badge = FaceButton(index, self)
        self._badge_stale = False  # its face changed while the seat was hidden: painted when shown
        self.badge.picked.connect(self._paint_badge)
        self.name = QLineEdit(self)
        self.name.setMaxLength(NAME_LIMIT)
        self.name.textChanged.connect(self._paint_badge)
        self.kind = combo(tuple(SeatKind), self._kind_changed)
        self.level = combo(LEVELS, lambda: None)
        top = QHBoxLayout()
        top.setSpacing(6)
        top.addWidget(self.badge)
        top.addWidget(self.name, 1)
        bottom = QHBoxLayout()
        bottom.setSpacing(6)
        bottom.addWidget(self.kind)  # as wide as its longest word ("Datamaskin")
        bottom.addWidget(self.level, 1)
        box = QVBoxLayout(self)
        box.setContentsMargins(8, 6, 8, 6)
        box.setSpacing(4)
        box.addLayout(top)
        box.addLayout(bottom)
        self.setFixedSize(SEAT_W, SEAT_H)

    def set_seat(self, seat: SeatSetup) -> None:
        select(self.kind, seat.kind)
        select(self.level, seat.level)
        self._kind_changed()
        self.badge.chosen = seat.avatar or None
        self.name.setText(as_shown(seat.name, seat.is_person))
        self._paint_badge()

    def seat(self) -> SeatSetup:
        kind = self.kind.currentData()
        name = self.name.text().strip() or self._default_name(kind)
        return SeatSetup(name, kind, self.level.currentData(), self.badge.face(name, kind))

    def gave_name(self) -> bool:
        """Whether the seat's name is one the game gave it (or none), not one typed."""
        text = self.name.text().strip()
        given = {"", self._default_name(SeatKind.PERSON), self._default_name(SeatKind.COMPUTER)}
        return text in given or is_default_person_name(text)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._badge_stale:
            self._paint_badge()

    def retranslate(self, kinds: list[str], levels: list[str], placeholder: str, seat_words: str) -> None:
        # A name the game gave follows the language; a typed one stays.
        shown = as_shown(self.name.text(), self.kind.currentData() is SeatKind.PERSON)
        if shown != self.name.text():
            self.name.setText(shown)
        set_items(self.kind, kinds)
        set_items(self.level, levels)
        self.name.setPlaceholderText(placeholder)
        self.name.setToolTip(placeholder)
        self.name.setAccessibleName(seat_words)
        self.kind.setAccessibleName(seat_words)
        self.level.setAccessibleName(seat_words)
        self.badge.retranslate(seat_words)

    def _default_name(self, kind: SeatKind) -> str:
        return default_name(self.index, kind)

    def _paint_badge(self) -> None:
        # Only for a seat on the screen: not for the seats beyond the number
        # of players (most of ten at a start), nor while the welcome or the
        # new-match window is being made (its seats' names, kinds and
        # language set one by one); painted when the seat is shown.
        self._badge_stale = not self.isVisible()
        if not self._badge_stale:
            self.badge.show_face(self.name.text().strip(), self.kind.currentData())

    def _kind_changed(self) -> None:
        kind = self.kind.currentData()
        self.level.setEnabled(kind is SeatKind.COMPUTER)
        # A default name follows the kind of seat; a typed one stays.
        defaults = {"", self._default_name(SeatKind.PERSON), self._default_name(SeatKind.COMPUTER)}
        if self.name.text().strip() in defaults:
            self.name.setText(self._default_name(kind))
        self._paint_badge()


def seat_rows(rows: list[SeatRow], count: SeatCount, setup: MatchSetup) -> None:
    """The seats of `setup` in the rows (the others as a new match has them) and their number."""
    for row in rows:
        row.set_seat(setup.seats[row.index] if row.index < len(setup.seats) else default_seat(row.index))
    count.setValue(len(setup.seats))


def retranslate_rows(rows: list[SeatRow]) -> None:
    """The seats' words, wherever seats are chosen (the new-match window, the welcome)."""
    kinds = [QCoreApplication.translate("NewMatchDialog", "Person"),
             QCoreApplication.translate("NewMatchDialog", "Computer")]
    levels = [LEVEL_NAMES[level].translated() for level in LEVELS]
    name = QCoreApplication.translate("NewMatchDialog", "Name")
    seat = QCoreApplication.translate("NewMatchDialog", "Seat %1")
    for row in rows:
        row.retranslate(kinds, levels, name, seat.replace("%1", str(row.index + 1)))


def seat_places(count: int) -> list[tuple[str, int, int]]:
    """Where each of `count` seats sits around the table drawn in the window:
    (side, position on that side, seats on that side); seat 0 at the bottom,
    the others clockwise (up the left, along the top, down the right), as on
    the table itself."""
    others = count - 1
    side = 0 if others <= 1 else min(3, (others + 1) // 3)
    top = others - 2 * side
    places = [("bottom", 0, 1)]
    places += [("left", side - 1 - i, side) for i in range(side)]
    places += [("top", i, top) for i in range(top)]
    places += [("right", i, side) for i in range(side)]
    return places


class SeatCount(QWidget):
    """How many play: a button for each number (2 to 10), one of them down.

    Answers like a spin box (value, setValue, valueChanged); the arrow keys
    move between the numbers."""

    valueChanged = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(4)
        for number in range(MIN_SEATS, MAX_SEATS + 1):
            button = QPushButton(str(number), self)
            button.setObjectName("count")
            button.setCheckable(True)
            button.setAutoDefault(False)
            button.setFixedWidth(button.fontMetrics().horizontalAdvance("10") + 26)
            self.group.addButton(button, number)
            row.addWidget(button)
        self.group.idToggled.connect(lambda number, checked: self.valueChanged.emit(number) if checked else None)

    def value(self) -> int:
        return self.group.checkedId()

    def setValue(self, value: int) -> None:
        button = self.group.button(max(MIN_SEATS, min(MAX_SEATS, value)))
        button.setChecked(True)

    def keyPressEvent(self, event) -> None:
        step = {Qt.Key.Key_Left: -1, Qt.Key.Key_Down: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Up: 1}.get(event.key())
        if step is None:
            super().keyPressEvent(event)
            return
        self.setValue(self.value() + step)
        checked = self.group.checkedButton()
        if checked is not None:
            checked.setFocus()


class SeatTable(QWidget):
    """The seats as people around a table: a felt oval, the seats about it."""

    def __init__(self, seats: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Each seat made here, in its place: a widget moved into another is
        # styled again (with the welcome's style sheet, a few ms a seat).
        self.rows = [SeatRow(i, self) for i in range(seats)]
        self.count = seats
        self.setMinimumSize(3 * SEAT_W + 48, 4 * SEAT_H + 40)

    def set_count(self, count: int) -> None:
        self.count = count
        for row in self.rows:
            row.setVisible(row.index < count)
        # Tall enough for the seats down a side, between the top row and the bottom seat.
        places = seat_places(count)
        side = max((n for where, _, n in places if where in ("left", "right")), default=0)
        top = any(where == "top" for where, _, _ in places)
        self.setMinimumHeight(max(4 * SEAT_H + 40, (SEAT_H + 8) * top + side * SEAT_H + SEAT_H + 8))
        self._place()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._place()

    def _place(self) -> None:
        w, h = self.width(), self.height()
        gap = 8
        places = seat_places(self.count)
        top_row = sum(1 for side, _, _ in places if side == "top")
        # The top row spans the width; the sides stand between it and the bottom seat.
        side_top = SEAT_H + gap if top_row else 0
        side_h = h - side_top - SEAT_H - gap
        for row, (side, i, n) in zip(self.rows, places, strict=False):
            if side == "bottom":
                x, y = (w - SEAT_W) // 2, h - SEAT_H
            elif side == "top":
                slot = w / top_row
                x, y = int(slot * i + (slot - SEAT_W) / 2), 0
            else:
                slot = side_h / n
                y = int(side_top + slot * i + (slot - SEAT_H) / 2)
                x = 0 if side == "left" else w - SEAT_W
            row.setGeometry(QRect(x, y, SEAT_W, SEAT_H))
        self.update()

    def table_rect(self) -> QRectF:
        w, h = self.width(), self.height()
        return QRectF(SEAT_W * 0.75, SEAT_H * 0.72, w - SEAT_W * 1.5, h - SEAT_H * 1.44)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        oval = self.table_rect()
        gradient = QRadialGradient(oval.center(), max(oval.width(), oval.height()) / 2)
        gradient.setColorAt(0, theme.FELT_LIGHT)
        gradient.setColorAt(1, theme.FELT)
        p.setPen(QPen(QColor("#6b4a2b"), 10))  # a wooden rim
        p.setBrush(gradient)
        p.drawEllipse(oval)
        p.setPen(QPen(QColor(255, 255, 255, 40), 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(oval.adjusted(14, 14, -14, -14))
