"""Cards shown small outside the table, as the table's own faces: for the
round summary and the help; and their names, for tooltips and screen readers."""
from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

from unodesk.engine import Card
from unodesk.i18n.names import card_name

from ..table.faces import FaceCache

_faces: FaceCache | None = None


def _the_faces() -> FaceCache:
    global _faces
    if _faces is None:
        _faces = FaceCache()
    return _faces


def card_image(card: Card, height: float, dpr: float = 1.0) -> QImage:
    """One card's face, `height` pixels tall (at the screen's density `dpr`)."""
    return _the_faces().pixmap(card, height * 0.66, height, dpr).toImage()


def card_strip(cards: Iterable[Card], height: float, dpr: float = 1.0, *, room: float = 380.0,
               most: int = 30) -> QPixmap:
    """The cards side by side, a little apart while they fit in `room`
    pixels, else overlapping as the table fans them (their corners still
    showing); at most `most` (a longer hand is cut short)."""
    faces = _the_faces()
    shown = list(cards)[:most]
    w = height * 0.66
    step = w * 1.08
    if len(shown) > 1:
        step = max(w * 0.34, min(step, (room - w) / (len(shown) - 1)))
    width = w + step * max(len(shown) - 1, 0) if shown else 1
    pixmap = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    for i, card in enumerate(shown):
        painter.drawPixmap(QPointF(i * step, 0), faces.pixmap(card, w, height, dpr))
    painter.end()
    return pixmap


def names_text(cards: Iterable[Card]) -> str:
    """The cards' names, for a tooltip and for screen readers."""
    return ", ".join(card_name(card) for card in cards)
