"""A seat's badge: its initial in a circle of the seat's own colour.

The same badge marks a seat on the table and in the new-match window, so
that a child who cannot read the names yet finds their seat by its colour.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen

# Ten colours that stay apart from the four card colours' hues and from the felt.
AVATAR_COLORS = (
    QColor("#7e57c2"), QColor("#ef6c00"), QColor("#00838f"), QColor("#c2185b"), QColor("#5d4037"),
    QColor("#3949ab"), QColor("#689f38"), QColor("#8d6e63"), QColor("#00695c"), QColor("#ad1457"),
)
RIM = QColor("#f4f1e6")


def avatar_color(seat: int) -> QColor:
    return AVATAR_COLORS[seat % len(AVATAR_COLORS)]


def initial(name: str) -> str:
    """The name's first letter (or digit), as a person would write it on a badge."""
    for char in name.strip():
        if char.isalnum():
            return char.upper()
    return "?"


def paint_avatar(p: QPainter, rect: QRectF, name: str, seat: int, *, glow: QColor | None = None) -> None:
    """The badge in `rect` (a circle of its smaller side)."""
    size = min(rect.width(), rect.height())
    circle = QRectF(rect.center().x() - size / 2, rect.center().y() - size / 2, size, size)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(glow or RIM, max(1.5, size * 0.07)))
    p.setBrush(avatar_color(seat))
    p.drawEllipse(circle.adjusted(1, 1, -1, -1))
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(8, int(size * 0.52)))
    font.setBold(True)
    p.setFont(font)
    p.setPen(RIM)
    p.drawText(circle, Qt.AlignmentFlag.AlignCenter, initial(name))
    p.restore()
