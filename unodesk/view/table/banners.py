"""The round's end in the middle of the table: the banner with the winner and
the points, and the confetti when a match is won."""
from __future__ import annotations

import math
import random
from collections.abc import Callable

from PySide6.QtCore import Property, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..theme import FELT_TEXT, GOLD
from .faces import HUES, INK, emblem_path
from .items import elided, item_font

# A long title is drawn down to this part of its size before it takes two lines.
SMALLEST = 0.6


class RoundBanner(QGraphicsObject):
    """The round's end in the middle of the table: the winner named big, the
    points counting up; at the match's end, the match's winner."""

    def __init__(self, title: str, points: int, width: float) -> None:
        super().__init__()
        self.title = title
        self.subtitle = ""
        self.points = points
        self.grand = False  # the match is won: a larger, golder banner
        self._shown = 0.0
        self._w = width
        self._h = width * 0.34
        # The points as words, with their plural form; set by the scene (translated).
        self.points_text: Callable[[int], str] = str
        self.setZValue(3000)

    def _get_shown(self) -> float:
        return self._shown

    def _set_shown(self, value: float) -> None:
        self._shown = value
        self.update()

    shown = Property(float, _get_shown, _set_shown)

    def set_match_won(self, title: str, subtitle: str) -> None:
        """The match is over: its winner, named bigger than a round's."""
        self.prepareGeometryChange()
        self.title, self.subtitle, self.grand = title, subtitle, True
        self._h = self._w * 0.42
        self._shown = 1.0
        self.update()

    def title_fit(self, width: float) -> tuple[QFont, list[str]]:
        """The title's font and lines: as large as it fits on one line, down
        to SMALLEST of its size; then on two lines; cut short only past that."""
        size = self._h * (0.22 if self.grand else 0.21)
        font = item_font(size, bold=True)
        for _ in range(12):
            if QFontMetricsF(font).horizontalAdvance(self.title) <= width or font.pixelSize() <= size * SMALLEST:
                break
            font = item_font(font.pixelSize() * 0.92, bold=True)
        if QFontMetricsF(font).horizontalAdvance(self.title) <= width:
            return font, [self.title]
        words = self.title.split()
        metrics = QFontMetricsF(font)
        best = min(range(1, max(len(words), 2)), key=lambda cut: max(
            metrics.horizontalAdvance(" ".join(words[:cut])), metrics.horizontalAdvance(" ".join(words[cut:]))))
        lines = [" ".join(words[:best]), " ".join(words[best:])]
        # A name longer than the banner on a line of its own: smaller still, as small as can be read.
        while max(QFontMetricsF(font).horizontalAdvance(line) for line in lines) > width and font.pixelSize() > 10:
            font = item_font(font.pixelSize() - 1, bold=True)
        return font, [elided(line, font, width) for line in lines]

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2 - 6, -self._h / 2 - 6, self._w + 12, self._h + 12)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        if self.grand:
            p.setPen(Qt.PenStyle.NoPen)
            for grow, alpha in ((6, 50), (3, 90)):  # a warm glow around the match's winner
                p.setBrush(QColor(255, 210, 63, alpha))
                p.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), 18 + grow, 18 + grow)
        p.setPen(QPen(GOLD, 4 if self.grand else 3))
        p.setBrush(QColor(20, 30, 25, 235))
        p.drawRoundedRect(rect, 16, 16)
        top = QRectF(rect.x() + 10, rect.y() + rect.height() * 0.07, rect.width() - 20, rect.height() * 0.4)
        title_font, lines = self.title_fit(top.width())
        p.setFont(title_font)
        p.setPen(GOLD if self.grand else FELT_TEXT)
        p.drawText(top, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))
        low = QRectF(rect.x() + 10, rect.y() + rect.height() * 0.47, rect.width() - 20, rect.height() * 0.45)
        if self.grand:
            p.setFont(item_font(self._h * 0.13))
            p.setPen(FELT_TEXT)
            p.drawText(low, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.subtitle)
            return
        p.setFont(item_font(self._h * 0.27, bold=True))
        p.setPen(GOLD)
        value = round(self.points * self._shown)
        p.drawText(low, Qt.AlignmentFlag.AlignCenter, self.points_text(value))


class Confetti(QGraphicsObject):
    """The four colours' shapes falling over the table when a match is won."""

    def __init__(self, width: float, height: float, pieces: int = 70, seed: int = 5) -> None:
        super().__init__()
        rng = random.Random(seed)
        self._w, self._h = width, height
        colors = list(HUES)
        self._pieces = [(rng.uniform(0, width), rng.uniform(-height * 0.6, 0), rng.uniform(8, 16),
                         colors[i % len(colors)], rng.uniform(0.6, 1.3), rng.uniform(0, 360)) for i in range(pieces)]
        self._fall = 0.0
        self.setZValue(2500)

    def _get_fall(self) -> float:
        return self._fall

    def _set_fall(self, value: float) -> None:
        self._fall = value
        self.update()

    fall = Property(float, _get_fall, _set_fall)

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(INK, 1))
        for x, y, size, color, speed, spin in self._pieces:
            at_y = y + self._fall * self._h * 1.6 * speed
            if not -size < at_y < self._h + size:
                continue
            p.save()
            p.translate(x + math.sin(self._fall * 9 + spin) * size, at_y)
            p.rotate(spin + self._fall * 360 * speed)
            p.setBrush(HUES[color])
            p.drawPath(emblem_path(color, size))
            p.restore()
