"""The table's furniture: seat labels, the piles' ring and arrow, bubbles, the banner."""
from __future__ import annotations

import math
import random
from collections.abc import Callable

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

from unodesk.engine import Color

from .avatars import paint_avatar
from .faces import HUES, INK, PAPER, FaceCache, emblem_path, paint_pattern
from .layout import Box

TURN = QColor("#ffd23f")
FELT_TEXT = QColor("#f4f1e6")
COIN_RIM = QColor("#8a6a00")


def _font(px: float, bold: bool = False) -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(9, int(px)))
    font.setBold(bold)
    return font


def _elided(text: str, font: QFont, width: float) -> str:
    return QFontMetricsF(font).elidedText(text, Qt.ElideRight, width)


def _coin(p: QPainter, center: QPointF, r: float) -> None:
    """A small gold coin: the mark of a seat's points."""
    p.setPen(QPen(COIN_RIM, max(1.0, r * 0.25)))
    p.setBrush(TURN)
    p.drawEllipse(center, r, r)
    p.setPen(QPen(COIN_RIM, max(1.0, r * 0.16)))
    p.setBrush(Qt.NoBrush)
    p.drawEllipse(center, r * 0.55, r * 0.55)


def _count_mark(p: QPainter, x: float, mid: float, h: float) -> float:
    """A small card standing for "cards in hand"; the width it took."""
    w = h * 0.42
    p.setPen(QPen(FELT_TEXT, 1.5))
    p.setBrush(QColor(255, 255, 255, 40))
    p.drawRoundedRect(QRectF(x, mid - h * 0.3, w, h * 0.6), 2, 2)
    return w


class SeatItem(QGraphicsObject):
    """A seat: its badge, name, cards in hand and match total; a bright frame
    when it is the seat's turn. The shown person's seat is the band of the
    hand, its badge to the left of the cards."""

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat
        self.name = ""
        self.count_text = ""
        self.total: int | None = None
        self.current = False
        self.winner = False
        self.bottom = False
        self._box = Box(0, 0, 1, 1)
        self._label = Box(0, 0, 1, 1)
        self.setZValue(-10)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)  # painted again only when it changes

    def set_geometry(self, box: Box, label: Box) -> None:
        self.prepareGeometryChange()
        self._box = box
        self._label = label
        self.setPos(box.x, box.y)
        self.update()

    def set_text(self, name: str, count_text: str) -> None:
        if (name, count_text) != (self.name, self.count_text):
            self.name, self.count_text = name, count_text
            self.update()

    def set_total(self, total: int | None) -> None:
        """The seat's points in the match so far (None: not shown)."""
        if total != self.total:
            self.total = total
            self.update()

    def set_current(self, current: bool) -> None:
        if current != self.current:
            self.current = current
            self.update()

    def set_winner(self, winner: bool) -> None:
        """The seat that won the round: a golden glow until the next deal."""
        if winner != self.winner:
            self.winner = winner
            self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-10, -10, self._box.w + 20, self._box.h + 20)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        frame = QRectF(0, 0, self._box.w, self._box.h)
        if self.winner:
            p.setPen(Qt.NoPen)
            for grow, alpha in ((8, 40), (5, 70)):
                p.setBrush(QColor(255, 210, 63, alpha))
                p.drawRoundedRect(frame.adjusted(-grow, -grow, grow, grow), 12 + grow, 12 + grow)
            p.setPen(QPen(TURN, 4))
            p.setBrush(QColor(255, 210, 63, 60))
        elif self.current:
            p.setPen(QPen(TURN, 3))
            p.setBrush(QColor(255, 210, 63, 40))
        else:
            p.setPen(Qt.NoPen)
            p.setBrush(QColor(0, 0, 0, 28 if self.bottom else 50))
        p.drawRoundedRect(frame.adjusted(-2, -2, 2, 2), 12, 12)
        if self.bottom:
            self._paint_badge(p)
        else:
            self._paint_label(p)

    def _paint_label(self, p: QPainter) -> None:
        """Name and counts in a row over the seat's cards."""
        h = self._label.h
        pad = 6.0
        badge = h * 0.82
        paint_avatar(p, QRectF(pad, (h - badge) / 2 + 1, badge, badge), self.name, self.seat,
                     glow=TURN if self.current or self.winner else None)
        x = pad + badge + 5
        count_font = _font(h * 0.55)
        metrics = QFontMetricsF(count_font)
        total = "" if self.total is None else str(self.total)
        right_w = metrics.horizontalAdvance(self.count_text) + h * 0.42 + 6
        if total:
            right_w += metrics.horizontalAdvance(total) + h * 0.7 + 8
        name_font = _font(h * 0.6, bold=True)
        name_w = max(self._box.w - x - right_w - pad, 16)
        p.setFont(name_font)
        p.setPen(TURN if self.current else FELT_TEXT)
        p.drawText(QRectF(x, 0, name_w, h), Qt.AlignVCenter | Qt.AlignLeft, _elided(self.name, name_font, name_w))
        x = self._box.w - pad - right_w
        p.setFont(count_font)
        x += _count_mark(p, x, h / 2, h) + 3
        p.setPen(FELT_TEXT)
        count_w = metrics.horizontalAdvance(self.count_text)
        p.drawText(QRectF(x, 0, count_w + 2, h), Qt.AlignVCenter | Qt.AlignLeft, self.count_text)
        x += count_w + 8
        if total:
            _coin(p, QPointF(x + h * 0.25, h / 2), h * 0.24)
            p.setPen(FELT_TEXT)
            p.drawText(QRectF(x + h * 0.6, 0, metrics.horizontalAdvance(total) + 2, h),
                       Qt.AlignVCenter | Qt.AlignLeft, total)

    def _paint_badge(self, p: QPainter) -> None:
        """The shown person's seat: a badge left of the hand, the name under
        it, then the cards in hand and the points."""
        left = QRectF(self._label.x - self._box.x, self._label.y - self._box.y, self._label.w, self._label.h)
        unit = max(14.0, min(left.width() * 0.16, 24.0))
        badge = min(left.width() * 0.55, left.height() * 0.42)
        top = left.y() + max(0.0, (left.height() - badge - unit * 3.4) / 2)
        paint_avatar(p, QRectF(left.center().x() - badge / 2, top, badge, badge), self.name, self.seat,
                     glow=TURN if self.current or self.winner else None)
        y = top + badge + unit * 0.2
        name_font = _font(unit, bold=True)
        p.setFont(name_font)
        p.setPen(TURN if self.current else FELT_TEXT)
        p.drawText(QRectF(left.x(), y, left.width(), unit * 1.4), Qt.AlignCenter,
                   _elided(self.name, name_font, left.width()))
        y += unit * 1.5
        small = _font(unit * 0.9)
        metrics = QFontMetricsF(small)
        p.setFont(small)
        total = "" if self.total is None else str(self.total)
        row_w = unit * 0.42 + 4 + metrics.horizontalAdvance(self.count_text)
        if total:
            row_w += 12 + unit * 0.7 + metrics.horizontalAdvance(total)
        x = left.center().x() - row_w / 2
        mid = y + unit * 0.7
        x += _count_mark(p, x, mid, unit * 1.3) + 4
        p.setPen(FELT_TEXT)
        p.drawText(QRectF(x, y, metrics.horizontalAdvance(self.count_text) + 2, unit * 1.4),
                   Qt.AlignVCenter | Qt.AlignLeft, self.count_text)
        x += metrics.horizontalAdvance(self.count_text) + 12
        if total:
            _coin(p, QPointF(x + unit * 0.3, mid), unit * 0.3)
            p.setPen(FELT_TEXT)
            p.drawText(QRectF(x + unit * 0.7, y, metrics.horizontalAdvance(total) + 2, unit * 1.4),
                       Qt.AlignVCenter | Qt.AlignLeft, total)


class RoundPlaque(QGraphicsObject):
    """The round being played and the score to reach, in a corner of the middle."""

    def __init__(self) -> None:
        super().__init__()
        self.lines = ("", "")
        self._box = Box(0, 0, 1, 1)
        self.setZValue(-8)
        self.setCacheMode(QGraphicsItem.DeviceCoordinateCache)

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
        p.setRenderHint(QPainter.Antialiasing)
        h = self._box.h
        first, second = _font(h * 0.36, bold=True), _font(h * 0.28)
        width = max(QFontMetricsF(first).horizontalAdvance(self.lines[0]),
                    QFontMetricsF(second).horizontalAdvance(self.lines[1])) + h * 0.5
        rect = QRectF(0, 0, min(width, self._box.w), h)
        p.setPen(Qt.NoPen)
        p.setBrush(QColor(0, 0, 0, 60))
        p.drawRoundedRect(rect, 8, 8)
        inner = rect.adjusted(h * 0.2, h * 0.06, -h * 0.2, -h * 0.06)
        p.setFont(first)
        p.setPen(TURN)
        p.drawText(QRectF(inner.x(), inner.y(), inner.width(), inner.height() * 0.55), Qt.AlignLeft | Qt.AlignVCenter,
                   _elided(self.lines[0], first, inner.width()))
        p.setFont(second)
        p.setPen(FELT_TEXT)
        p.drawText(QRectF(inner.x(), inner.y() + inner.height() * 0.5, inner.width(), inner.height() * 0.5),
                   Qt.AlignLeft | Qt.AlignVCenter, _elided(self.lines[1], second, inner.width()))


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
            p.setPen(QPen(FELT_TEXT, 2, Qt.DashLine))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(QRectF(-self._w / 2, -self._h / 2, self._w, self._h), 8, 8)
        if self.active:
            p.setRenderHint(QPainter.Antialiasing)
            p.setPen(QPen(TURN, 3))
            p.setBrush(Qt.NoBrush)
            p.drawRoundedRect(QRectF(-self._w / 2 - 3, -self._h / 2 - 3, self._w + 6, self._h + 6), 9, 9)
        p.setPen(FELT_TEXT)
        px = self._count_px()
        p.setFont(_font(px, bold=True))
        p.drawText(QRectF(-self._w, self._h / 2 + 4, 2 * self._w, px * 1.5), Qt.AlignHCenter | Qt.AlignTop,
                   str(self.count))

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
    """A callout at a seat: "Uno!", "Caught!", "Skipped", "+4", the colour chosen."""

    def __init__(self, text: str, size: float, color: QColor = TURN, cross: bool = False,
                 ink: QColor = INK) -> None:
        super().__init__()
        self.text = text
        self.color = color
        self.cross = cross
        self.ink = ink
        self._font = _font(size, bold=True)
        m = QFontMetricsF(self._font)
        self._w = m.horizontalAdvance(text) + size * 1.4
        self._h = m.height() + size * 0.6
        self.setZValue(2000)

    @property
    def height(self) -> float:
        return self._h

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2 - 4, -self._h / 2 - 4, self._w + 8, self._h + 8)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        rect = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        p.setPen(QPen(INK, 2.5))
        p.setBrush(self.color)
        p.drawRoundedRect(rect, self._h / 2, self._h / 2)
        p.setFont(self._font)
        p.setPen(self.ink)
        p.drawText(rect, Qt.AlignCenter, self.text)
        if self.cross:
            p.setPen(QPen(QColor(200, 30, 30, 220), 4, Qt.SolidLine, Qt.RoundCap))
            p.drawLine(rect.topLeft() + QPointF(6, 4), rect.bottomRight() - QPointF(6, 4))


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

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2 - 6, -self._h / 2 - 6, self._w + 12, self._h + 12)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.Antialiasing)
        rect = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        if self.grand:
            p.setPen(Qt.NoPen)
            for grow, alpha in ((6, 50), (3, 90)):  # a warm glow around the match's winner
                p.setBrush(QColor(255, 210, 63, alpha))
                p.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), 18 + grow, 18 + grow)
        p.setPen(QPen(TURN, 4 if self.grand else 3))
        p.setBrush(QColor(20, 30, 25, 235))
        p.drawRoundedRect(rect, 16, 16)
        title_font = _font(self._h * (0.22 if self.grand else 0.21), bold=True)
        p.setFont(title_font)
        p.setPen(TURN if self.grand else FELT_TEXT)
        top = QRectF(rect.x() + 10, rect.y() + rect.height() * 0.07, rect.width() - 20, rect.height() * 0.4)
        p.drawText(top, Qt.AlignCenter, _elided(self.title, title_font, top.width()))
        low = QRectF(rect.x() + 10, rect.y() + rect.height() * 0.47, rect.width() - 20, rect.height() * 0.45)
        if self.grand:
            p.setFont(_font(self._h * 0.13))
            p.setPen(FELT_TEXT)
            p.drawText(low, Qt.AlignCenter | Qt.TextWordWrap, self.subtitle)
            return
        p.setFont(_font(self._h * 0.27, bold=True))
        p.setPen(TURN)
        value = int(round(self.points * self._shown))
        p.drawText(low, Qt.AlignCenter, self.points_text(value))


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
        p.setRenderHint(QPainter.Antialiasing)
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
