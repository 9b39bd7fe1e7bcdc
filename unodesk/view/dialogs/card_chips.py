"""Cards shown small outside the table: as pictures (the table's own faces)
for the round summary and the help, and as coloured chips in rich text."""
from __future__ import annotations

import html
from collections.abc import Iterable

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

from unodesk.engine import Card, Color, Rank
from unodesk.i18n.names import card_name

from ..faces import FaceCache

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


# Face colours, and a dark text on the light ones so the figures stay legible.
_BACKGROUND = {Color.RED: "#d32f2f", Color.YELLOW: "#f2c230", Color.GREEN: "#2e8b3e", Color.BLUE: "#1e63c6", None: "#222222"}
_TEXT = {Color.YELLOW: "#222222"}
# Symbols, not words: the same in every language. The full name is in the tooltip.
_FACES = {
    Rank.SKIP: "\u2298", Rank.REVERSE: "\u21c4", Rank.DRAW_TWO: "+2", Rank.WILD: "W",
    Rank.WILD_DRAW_FOUR: "+4", Rank.WILD_SHUFFLE_HANDS: "W\u2248", Rank.WILD_SWAP_HANDS: "W\u21c6",
    Rank.WILD_CUSTOM: "W\u2605",
}


def card_face(card: Card) -> str:
    return _FACES.get(card.rank, card.rank.value)


def chips_html(cards: Iterable[Card]) -> str:
    """One chip a card, coloured like the card, in a line that may wrap."""
    chips = []
    for card in cards:
        style = f"background-color:{_BACKGROUND[card.color]};color:{_TEXT.get(card.color, '#ffffff')};font-weight:bold"
        chips.append(f'<span style="{style}">&nbsp;{html.escape(card_face(card))}&nbsp;</span>')
    return " ".join(chips)


def names_text(cards: Iterable[Card]) -> str:
    """The cards' names, for a tooltip and for screen readers."""
    return ", ".join(card_name(card) for card in cards)
