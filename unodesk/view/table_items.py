"""The table's furniture: seat labels, the piles' ring and arrow, bubbles, the banner."""
from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from unodesk.engine import Color

from .faces import HUES, INK, PAPER, FaceCache, emblem_path, paint_pattern
from .layout import Box

TURN = QColor("#ffd23f")
FELT_TEXT = QColor("#f4f1e6")


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(9, int(px)))
    font.setBold(bold)
    return font


def _elided(text: str, font: QFont, width: float) -> str:
    return QFontMetricsF(font).elidedText(text, Qt.ElideRight, width)


class SeatItem(QGraphicsObject):
    """A seat's name and card count; a bright frame when it is the seat's turn."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.name = ""
        self.count_text = ""
        self.current = False
        self.bottom = False
        self._box = Box(0, 0, 1, 1)
        self._label_h = 20.0
        self.setZValue(-10)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)  # painted again only when it changes

    def set_geometry(self, box: Box, label: Box) -> None:
        self.prepareGeometryChange()
        self._box = box
        self._label_h = label.h
        self.setPos(box.x, box.y)
        self.update()

    def set_text(self, name: str, count_text: str) -> None:
        self.name, self.count_text = name, count_text
        self.update()

    def set_current(self, current: bool) -> None:
        if current != self.current:
            self.current = current
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-4, -4, self._box.w + 8, self._box.h + 8)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        frame = QRectF(0, 0, self._box.w, self._box.h)
        if self.current:
            p.setPen(QPen(TURN, 3))
            p.setBrush(QColor(255, 210, 63, 45))
        else:
            p.setPen(Qt.NoPen)
            p.setBrush(QColor(0, 0, 0, 45 if not self.bottom else 0))
        p.drawRoundedRect(frame.adjusted(-2, -2, 2, 2), 10, 10)
        h = self._label_h
        name_font = _font(h * 0.62, bold=True)
        count_font = _font(h * 0.55)
        icon_w = h * 0.45
        count_w = QFontMetricsF(count_font).horizontalAdvance(self.count_text) + icon_w + 10
        pad = 6.0
        name_w = max(self._box.w - count_w - 2 * pad - (h if self.current else 0), 20)
        x = pad
        if self.current:  # a pointer before the name: the turn is here
            path = QPainterPath()
            path.moveTo(x, h * 0.22)
            path.lineTo(x + h * 0.6, h * 0.5)
            path.lineTo(x, h * 0.78)
            path.closeSubpath()
            p.setPen(Qt.NoPen)
            p.setBrush(TURN)
            p.drawPath(path)
            x += h * 0.8
        p.setFont(name_font)
        p.setPen(TURN if self.current else FELT_TEXT)
        p.drawText(QRectF(x, 0, name_w, h), Qt.AlignVCenter | Qt.AlignLeft, _elided(self.name, name_font, name_w))
        # The card count: a small card and the number (no words, no plurals).
        left = self._box.w - count_w - pad
        p.setPen(QPen(FELT_TEXT, 1.5))
        p.setBrush(QColor(255, 255, 255, 40))
        p.drawRoundedRect(QRectF(left + 2, h * 0.18, icon_w, h * 0.64), 2, 2)
        p.setFont(count_font)
        p.setPen(FELT_TEXT)
        p.drawText(QRectF(left + icon_w + 6, 0, count_w - icon_w - 6, h), Qt.AlignVCenter | Qt.AlignLeft,
                   self.count_text)


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
        self.setAcceptedMouseButtons(Qt.LeftButton)
        self.setCursor(Qt.PointingHandCursor if active else Qt.ArrowCursor)
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2 - 8, -self._h / 2 - 8, self._w + 16, self._h + 36)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        dpr = p.device().devicePixelRatioF() if p.device() is not None else 1.0
        layers = min(4, (self.count + 19) // 20)
        pix = self._cache.pixmap(None, self._w, self._h, dpr)
        for i in range(layers):
            off = (layers - 1 - i) * 2.0
            p.drawPixmap(QPointF(-round(self._w) / 2 + off, -round(self._h) / 2 + off), pix)
        if self.count == 0:
            p.setPen(QPen(FELT_TEXT, 2, Qt.DashLine))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(QRectF(-self._w / 2, -self._h / 2, self._w, self._h), 8, 8)
        if self.active:
            p.setRenderHint(QPainter.Antialiasing)
            p.setPen(QPen(TURN, 3))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(QRectF(-self._w / 2 - 3, -self._h / 2 - 3, self._w + 6, self._h + 6), 9, 9)
        p.setPen(FELT_TEXT)
        p.setFont(_font(max(11.0, self._h * 0.12), bold=True))
        p.drawText(QRectF(-self._w, self._h / 2 + 4, 2 * self._w, 22), Qt.AlignHCenter | Qt.AlignTop, str(self.count))

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
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)  # painted again only when it changes

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
        p.setRenderHint(QPainter.Antialiasing)
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
        font = _font(self.radius * 0.22, bold=True)
        p.setFont(font)
        box = QRectF(-self.radius * 1.2, r + 2, self.radius * 2.4, self.radius * 0.32)
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(0, 0, 0, 110))
        p.drawRoundedRect(box, 6, 6)
        p.setPen(FELT_TEXT)
        p.drawText(box, Qt.AlignCenter, _elided(self.label, font, box.width() - 6))


class DirectionArrow(QGraphicsObject):
    """The direction of play: arrows circling the piles; `flip` turns them over."""

    def __init__(self) -> None:
        super().__init__()
        self.direction = 1
        self.rx, self.ry = 120.0, 70.0
        self._flip = 1.0
        self.setZValue(-20)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)  # painted again only when it changes

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
        p.setRenderHint(QPainter.Antialiasing)
        # flip runs from -1 to 1 through 0: the arrows narrow and come back turned
        p.scale(self._flip if abs(self._flip) > 0.02 else 0.02, 1.0)
        # Seats are numbered clockwise on screen; direction 1 goes clockwise.
        sign = self.direction if self._flip >= 0 else -self.direction
        color = QColor(255, 255, 255, 70)
        thick = max(4.0, self.ry * 0.09)
        p.setPen(QPen(color, thick, Qt.SolidLine, Qt.RoundCap))
        p.setBrush(Qt.NoBrush)
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
            p.setPen(Qt.NoPen)
            p.setBrush(color)
            p.drawPath(head)
            p.setPen(QPen(color, thick, Qt.SolidLine, Qt.RoundCap))
            p.setBrush(Qt.NoBrush)


class Bubble(QGraphicsObject):
    """A short word at a seat: "Uno!", "Caught!", "Skipped", "+4"."""

    def __init__(self, text: str, size: float, color: QColor = TURN, cross: bool = False) -> None:
        super().__init__()
        self.text = text
        self.color = color
        self.cross = cross
        self._font = _font(size, bold=True)
        m = QFontMetricsF(self._font)
        self._w = m.horizontalAdvance(text) + size * 1.4
        self._h = m.height() + size * 0.6
        self.setZValue(2000)

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2 - 4, -self._h / 2 - 4, self._w + 8, self._h + 8)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        rect = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        p.setPen(QPen(INK, 2.5))
        p.setBrush(self.color)
        p.drawRoundedRect(rect, self._h / 2, self._h / 2)
        p.setFont(self._font)
        p.setPen(INK)
        p.drawText(rect, Qt.AlignCenter, self.text)
        if self.cross:
            p.setPen(QPen(QColor(200, 30, 30, 220), 4, Qt.SolidLine, Qt.RoundCap))
            p.drawLine(rect.topLeft() + QPointF(6, 4), rect.bottomRight() - QPointF(6, 4))


class RoundBanner(QGraphicsObject):
    """The round's end in the middle of the table, the points counting up."""

    def __init__(self, title: str, points: int, width: float) -> None:
        super().__init__()
        self.title = title
        self.points = points
        self._shown = 0.0
        self._w = width
        self._h = width * 0.32
        # The points as words, with their plural form; set by the scene (translated).
        self.points_text: Callable[[int], str] = str
        self.setZValue(3000)

    def _get_shown(self) -> float:
        return self._shown

    def _set_shown(self, value: float) -> None:
        self._shown = value
        self.update()

    shown = Property(float, _get_shown, _set_shown)

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2, -self._h / 2, self._w, self._h)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        rect = self.boundingRect().adjusted(2, 2, -2, -2)
        p.setPen(QPen(TURN, 3))
        p.setBrush(QColor(20, 30, 25, 230))
        p.drawRoundedRect(rect, 14, 14)
        title_font = _font(self._h * 0.2, bold=True)
        p.setFont(title_font)
        p.setPen(FELT_TEXT)
        top = QRectF(rect.x() + 8, rect.y() + rect.height() * 0.08, rect.width() - 16, rect.height() * 0.4)
        p.drawText(top, Qt.AlignCenter, _elided(self.title, title_font, top.width()))
        p.setFont(_font(self._h * 0.28, bold=True))
        p.setPen(TURN)
        value = int(round(self.points * self._shown))
        low = QRectF(rect.x(), rect.y() + rect.height() * 0.48, rect.width(), rect.height() * 0.45)
        p.drawText(low, Qt.AlignCenter, self.points_text(value))
