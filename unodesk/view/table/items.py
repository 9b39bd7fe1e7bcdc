"""The table's furniture in the middle: the draw pile, the colour in force
around the discard pile, the direction of play, the plaque with the round.
The look they share with the other items (their font, eliding) is here too."""
from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from unodesk.engine import Color

from ..theme import FELT_TEXT, GOLD
from .faces import HUES, INK, PAPER, FaceCache, emblem_path, paint_pattern
from .layout import Box


def item_font(px: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(9, int(px)))
    font.setBold(bold)
    return font


def elided(text: str, font: QFont, width: float) -> str:
    return QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, width)


class RoundPlaque(QGraphicsObject):
    """The round being played and the score to reach, in a corner of the middle."""

    def __init__(self) -> None:
        super().__init__()
        self.lines = ("", "")
        self._box = Box(0, 0, 1, 1)
        self.setZValue(-8)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_geometry(self, box: Box) -> None:
        self.prepareGeometryChange()
        self._box = box
        self.setPos(box.x, box.y)
        self.update()

    def set_lines(self, first: str, second: str) -> None:
        if (first, second) != self.lines:
            self.lines = (first, second)
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(0, 0, self._box.w, self._box.h)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.lines[0]:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self._box.h
        first, second = item_font(h * 0.36, bold=True), item_font(h * 0.28)
        width = max(QFontMetricsF(first).horizontalAdvance(self.lines[0]),
                    QFontMetricsF(second).horizontalAdvance(self.lines[1])) + h * 0.5
        rect = QRectF(0, 0, min(width, self._box.w), h)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(rect, 8, 8)
        inner = rect.adjusted(h * 0.2, h * 0.06, -h * 0.2, -h * 0.06)
        p.setFont(first)
        p.setPen(GOLD)
        p.drawText(
            QRectF(inner.x(), inner.y(), inner.width(), inner.height() * 0.55),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            elided(self.lines[0], first, inner.width()),
        )
        p.setFont(second)
        p.setPen(FELT_TEXT)
        p.drawText(
            QRectF(inner.x(), inner.y() + inner.height() * 0.5, inner.width(), inner.height() * 0.5),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            elided(self.lines[1], second, inner.width()),
        )


class DrawPileItem(QGraphicsObject):
    """The draw pile: a few stacked backs, thicker as the pile grows, and a count."""

    clicked = Signal()

    def __init__(self, cache: FaceCache) -> None:
        super().__init__()
        self._cache = cache
        self._w, self._h = 60.0, 90.0
        self.count = 0
        self.active = False
        self.setZValue(1)

    def set_size(self, w: float, h: float) -> None:
        self.prepareGeometryChange()
        self._w, self._h = w, h

    def set_count(self, count: int) -> None:
        self.count = count
        self.update()

    def set_active(self, active: bool) -> None:
        self.active = active
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor if active else Qt.CursorShape.ArrowCursor)
        self.update()

    def _count_px(self) -> float:
        return max(11.0, min(self._h * 0.12, 26.0))

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2 - 8, -self._h / 2 - 8, self._w + 16, self._h + 20 + self._count_px() * 1.5)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
        layers = min(4, (self.count + 19) // 20)
        pix = self._cache.pixmap(None, self._w, self._h, dpr)
        for i in range(layers):
            off = (layers - 1 - i) * 2.0
            p.drawPixmap(QPointF(-round(self._w) / 2 + off, -round(self._h) / 2 + off), pix)
        if self.count == 0:
            p.setPen(QPen(FELT_TEXT, 2, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(-self._w / 2, -self._h / 2, self._w, self._h), 8, 8)
        if self.active:
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(QPen(GOLD, 3))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(QRectF(-self._w / 2 - 3, -self._h / 2 - 3, self._w + 6, self._h + 6), 9, 9)
        p.setPen(FELT_TEXT)
        px = self._count_px()
        p.setFont(item_font(px, bold=True))
        p.drawText(
            QRectF(-self._w, self._h / 2 + 4, 2 * self._w, px * 1.5),
            Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
            str(self.count),
        )

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.contains(event.pos()):
            self.clicked.emit()


class ColorRing(QGraphicsObject):
    """The colour in force: a thick ring around the discard pile, in the
    colour's hue and pattern, with the colour's shape and name below."""

    def __init__(self) -> None:
        super().__init__()
        self.color: Color | None = None
        self.label = ""
        self.radius = 60.0
        self._pulse = 0.0
        self.setZValue(-5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # painted again only when it changes

    def set_radius(self, radius: float) -> None:
        self.prepareGeometryChange()
        self.radius = radius

    def set_color(self, color: Color | None, label: str) -> None:
        self.color, self.label = color, label
        self.update()

    def _get_pulse(self) -> float:
        return self._pulse

    def _set_pulse(self, value: float) -> None:
        self._pulse = value
        self.update()

    pulse = Property(float, _get_pulse, _set_pulse)

    def boundingRect(self) -> QRectF:
        r = self.radius * 1.25
        return QRectF(-r, -r, 2 * r, 2 * r + self.radius * 0.55)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self.color is None:
            return
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.radius * (1 + 0.12 * math.sin(math.pi * self._pulse))
        thick = self.radius * 0.2
        ring = QPainterPath()
        ring.addEllipse(QPointF(0, 0), r, r)
        hole = QPainterPath()
        hole.addEllipse(QPointF(0, 0), r - thick, r - thick)
        band = ring.subtracted(hole)
        p.setPen(QPen(INK, 2))
        p.setBrush(HUES[self.color])
        p.drawPath(band)
        p.save()
        p.setClipPath(band)
        paint_pattern(p, self.color, QRectF(-r, -r, 2 * r, 2 * r), QColor(255, 255, 255, 90))
        p.restore()
        # The colour's shape on the ring, four times, and its name underneath.
        p.setPen(QPen(INK, 1.5))
        p.setBrush(PAPER)
        for angle in (45, 135, 225, 315):
            a = math.radians(angle)
            at = QPointF(math.cos(a) * (r - thick / 2), math.sin(a) * (r - thick / 2))
            p.drawPath(emblem_path(self.color, thick * 0.8).translated(at))
        font = item_font(self.radius * 0.22, bold=True)
        p.setFont(font)
        box = QRectF(-self.radius * 1.2, r + 2, self.radius * 2.4, self.radius * 0.32)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 110))
        p.drawRoundedRect(box, 6, 6)
        p.setPen(FELT_TEXT)
        p.drawText(box, Qt.AlignmentFlag.AlignCenter, elided(self.label, font, box.width() - 6))


class DirectionArrow(QGraphicsObject):
    """The direction of play: arrows circling the piles; `flip` turns them over."""

    def __init__(self) -> None:
        super().__init__()
        self.direction = 1
        self.rx, self.ry = 120.0, 70.0
        self._flip = 1.0
        self.setZValue(-20)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # painted again only when it changes

    def set_radii(self, rx: float, ry: float) -> None:
        self.prepareGeometryChange()
        self.rx, self.ry = rx, ry

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.rx - 20, -self.ry - 20, 2 * self.rx + 40, 2 * self.ry + 40)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        # flip runs from -1 to 1 through 0: the arrows narrow and come back turned
        p.scale(self._flip if abs(self._flip) > 0.02 else 0.02, 1.0)
        # Seats are numbered clockwise on screen; direction 1 goes clockwise.
        sign = self.direction if self._flip >= 0 else -self.direction
        color = QColor(255, 255, 255, 70)
        thick = max(4.0, self.ry * 0.09)
        p.setPen(QPen(color, thick, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.setBrush(Qt.BrushStyle.NoBrush)
        box = QRectF(-self.rx, -self.ry, 2 * self.rx, 2 * self.ry)
        for start in (20, 200):
            p.drawArc(box, start * 16, 140 * 16)
            # The head sits at the end the play runs to.
            end = start + (0 if sign > 0 else 140)
            a = math.radians(end)
            x, y = math.cos(a) * self.rx, -math.sin(a) * self.ry
            tx, ty = -math.sin(a) * self.rx, -math.cos(a) * self.ry
            norm = math.hypot(tx, ty) or 1.0
            tx, ty = tx / norm, ty / norm
            if sign > 0:  # clockwise on screen: against Qt's angle direction
                tx, ty = -tx, -ty
            size = thick * 2.6
            head = QPainterPath()
            head.moveTo(x + tx * size, y + ty * size)
            head.lineTo(x - ty * size * 0.7, y + tx * size * 0.7)
            head.lineTo(x + ty * size * 0.7, y - tx * size * 0.7)
            head.closeSubpath()
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(color)
            p.drawPath(head)
            p.setPen(QPen(color, thick, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.setBrush(Qt.BrushStyle.NoBrush)
