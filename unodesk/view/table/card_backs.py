"""The backs a family may choose for its cards (View ▸ Card backs), drawn by
the program like the faces: each a pattern on the card's body, with the
four colours' shapes in the middle as on the first back."""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QConicalGradient, QPainter, QPainterPath, QPen

from unodesk.engine import Color

SUNBURST = (QColor("#c0392b"), QColor("#e0623a"))
SEA = (QColor("#0f5e6e"), QColor("#5fc4cf"))
NIGHT = QColor("#1d1a3a")
STAR = QColor("#ffd23f")


def sunburst(p: QPainter, inner: QRectF, w: float) -> None:
    """Rays from the middle, red and orange."""
    c = inner.center()
    gradient = QConicalGradient(c, 90)
    rays = 16
    for k in range(rays + 1):
        gradient.setColorAt(min(1.0, k / rays), SUNBURST[k % 2])
        if k < rays:
            gradient.setColorAt(min(1.0, (k + 0.999) / rays), SUNBURST[k % 2])
    p.fillRect(inner, QBrush(gradient))


def waves(p: QPainter, inner: QRectF, w: float) -> None:
    """Rows of waves, light on deep sea green."""
    p.fillRect(inner, SEA[0])
    p.setPen(QPen(SEA[1], max(1.0, w * 0.025), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.setBrush(Qt.BrushStyle.NoBrush)
    step = w * 0.16
    y = inner.top() + step / 2
    row = 0
    while y < inner.bottom() + step:
        path = QPainterPath(QPointF(inner.left() - step, y))
        x = inner.left() - step + (step / 2 if row % 2 else 0)
        while x < inner.right() + step:
            path.quadTo(QPointF(x + step / 4, y - step * 0.35), QPointF(x + step / 2, y))
            path.quadTo(QPointF(x + step * 3 / 4, y + step * 0.35), QPointF(x + step, y))
            x += step
        p.drawPath(path)
        y += step * 0.7
        row += 1


def stars(p: QPainter, inner: QRectF, w: float) -> None:
    """Small gold stars scattered on a night blue (the same sky on every card)."""
    p.fillRect(inner, NIGHT)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(STAR)
    spots = ((0.15, 0.1), (0.7, 0.08), (0.42, 0.2), (0.88, 0.3), (0.1, 0.42), (0.9, 0.62), (0.2, 0.78),
             (0.55, 0.9), (0.82, 0.86), (0.35, 0.6), (0.66, 0.45), (0.05, 0.95))
    for k, (fx, fy) in enumerate(spots):
        r = w * (0.035 if k % 3 else 0.05)
        p.drawPath(star_path(QPointF(inner.left() + fx * inner.width(), inner.top() + fy * inner.height()), r))


def star_path(c: QPointF, r: float) -> QPainterPath:
    path = QPainterPath()
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        angle = math.radians(-90 + 36 * i)
        point = QPointF(c.x() + radius * math.cos(angle), c.y() + radius * math.sin(angle))
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    return path


PATTERNS = {"sunburst": sunburst, "waves": waves, "stars": stars}
ORDER = (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE)
