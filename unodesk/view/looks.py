"""The looks a family chooses (View menu): the table's cloth, drawn by the
program, the cards' backs, and the high contrast look for weak eyes.

`TableLooks` follows the three settings and applies each at once: the cloth
behind the table, the backs and the outlines of every card (the faces are
drawn again), and the status line's size.
"""
from __future__ import annotations

import math
import random
from functools import cache
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap

from unodesk.setup.looks import DEFAULT_BACK, DEFAULT_TABLE

from .table.table_view import felt
from .theme import FELT, FELT_LIGHT

if TYPE_CHECKING:
    from .table.widget import TableWidget

# Each felt: its light centre and its darker edge.
FELTS = {
    "green": (FELT_LIGHT, FELT),
    "blue": (QColor("#2f5f8f"), QColor("#1b3a5e")),
    "red": (QColor("#76303a"), QColor("#4a1820")),  # a wine red: the red cards stay apart from it
}
PLAIN_DARK = QColor("#111216")  # the high contrast table: nothing behind the cards but black
WOOD = (QColor("#a8703f"), QColor("#8a5a30"), QColor("#6e4424"))
TILE = 512  # the wood's repeat, in pixels


def cloth(table: str, contrast: bool, width: float, height: float) -> QBrush:
    """The brush behind the table: a felt lit in the middle, a wooden top, or plain dark."""
    if contrast:
        return QBrush(PLAIN_DARK)
    if table == "wood":
        return QBrush(_wood())
    return felt(width, height, *FELTS.get(table, FELTS[DEFAULT_TABLE]))


@cache
def _wood() -> QPixmap:
    """Planks with their grain, drawn once (seeded: the same table every run)."""
    rng = random.Random(11)
    pix = QPixmap(TILE, TILE)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    plank = TILE / 4
    for row in range(4):
        top = row * plank
        shade = WOOD[row % 2]
        gradient = QLinearGradient(0, top, 0, top + plank)
        gradient.setColorAt(0, shade.lighter(112))
        gradient.setColorAt(1, shade)
        p.fillRect(QRectF(0, top, TILE, plank), gradient)
        for _ in range(14):  # the grain: long, faint, wavy lines along the plank
            y = top + rng.uniform(4, plank - 4)
            amplitude, phase, length = rng.uniform(1, 4), rng.uniform(0, 6.3), rng.uniform(60, 160)
            path = QPainterPath(QPointF(0, y))
            for x in range(0, TILE + 8, 8):
                path.lineTo(x, y + amplitude * math.sin(phase + x / length * 2 * math.pi))
            p.setPen(QPen(QColor(60, 32, 14, rng.randint(30, 70)), rng.uniform(0.8, 1.8)))
            p.drawPath(path)
        if rng.random() < 0.7:  # a knot
            cx, cy = rng.uniform(40, TILE - 40), top + plank / 2 + rng.uniform(-8, 8)
            for k in range(4):
                p.setPen(QPen(QColor(70, 38, 16, 90 - 15 * k), 1.2))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(QPointF(cx, cy), 10 + 7 * k, 4 + 3 * k)
        p.setPen(QPen(WOOD[2].darker(150), 2))
        p.drawLine(QPointF(0, top + 0.5), QPointF(TILE, top + 0.5))
    p.end()
    return pix


class TableLooks:
    """Applies the chosen looks to the table at once (the wiring's followers)."""

    def __init__(self, table: TableWidget) -> None:
        self.table = table
        self.cloth = DEFAULT_TABLE
        self.back = DEFAULT_BACK
        self.contrast = False
        self._status_font: QFont | None = None

    def set_table(self, name: str) -> None:
        self.cloth = name
        self._apply()

    def set_back(self, name: str) -> None:
        self.back = name
        self._apply()

    def set_high_contrast(self, on: bool) -> None:
        self.contrast = on
        status = self.table.status
        if self._status_font is None:
            self._status_font = QFont(status.font())
        font = QFont(self._status_font)
        if on:  # larger and bolder, to be read from an arm's length
            font.setPointSizeF(font.pointSizeF() * 1.45)
            font.setBold(True)
        status.setFont(font)
        self._apply()

    def _apply(self) -> None:
        scene = self.table.scene
        scene.set_look(lambda w, h: cloth(self.cloth, self.contrast, w, h), self.back, self.contrast)
