"""A seat at the table: its badge, name, cards in hand and match total."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..theme import FELT_TEXT, GOLD
from .avatars import paint_avatar
from .items import elided, item_font
from .layout import Box

COIN_RIM = QColor("#8a6a00")


def _coin(p: QPainter, center: QPointF, r: float) -> None:
    """A small gold coin: the mark of a seat's points."""
    p.setPen(QPen(COIN_RIM, max(1.0, r * 0.25)))
    p.setBrush(GOLD)
    p.drawEllipse(center, r, r)
    p.setPen(QPen(COIN_RIM, max(1.0, r * 0.16)))
    p.setBrush(Qt.BrushStyle.NoBrush)
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
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # painted again only when it changes

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
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        frame = QRectF(0, 0, self._box.w, self._box.h)
        if self.winner:
            p.setPen(Qt.PenStyle.NoPen)
            for grow, alpha in ((8, 40), (5, 70)):
                p.setBrush(QColor(255, 210, 63, alpha))
                p.drawRoundedRect(frame.adjusted(-grow, -grow, grow, grow), 12 + grow, 12 + grow)
            p.setPen(QPen(GOLD, 4))
            p.setBrush(QColor(255, 210, 63, 60))
        elif self.current:
            p.setPen(QPen(GOLD, 3))
            p.setBrush(QColor(255, 210, 63, 40))
        else:
            p.setPen(Qt.PenStyle.NoPen)
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
                     glow=GOLD if self.current or self.winner else None)
        x = pad + badge + 5
        count_font = item_font(h * 0.55)
        metrics = QFontMetricsF(count_font)
        total = "" if self.total is None else str(self.total)
        right_w = metrics.horizontalAdvance(self.count_text) + h * 0.42 + 6
        if total:
            right_w += metrics.horizontalAdvance(total) + h * 0.7 + 8
        name_font = item_font(h * 0.6, bold=True)
        name_w = max(self._box.w - x - right_w - pad, 16)
        p.setFont(name_font)
        p.setPen(GOLD if self.current else FELT_TEXT)
        p.drawText(
            QRectF(x, 0, name_w, h),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            elided(self.name, name_font, name_w),
        )
        x = self._box.w - pad - right_w
        p.setFont(count_font)
        x += _count_mark(p, x, h / 2, h) + 3
        p.setPen(FELT_TEXT)
        count_w = metrics.horizontalAdvance(self.count_text)
        p.drawText(
            QRectF(x, 0, count_w + 2, h), Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.count_text
        )
        x += count_w + 8
        if total:
            _coin(p, QPointF(x + h * 0.25, h / 2), h * 0.24)
            p.setPen(FELT_TEXT)
            p.drawText(
                QRectF(x + h * 0.6, 0, metrics.horizontalAdvance(total) + 2, h),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                total,
            )

    def _paint_badge(self, p: QPainter) -> None:
        """The shown person's seat: a badge left of the hand, the name under
        it, then the cards in hand and the points."""
        left = QRectF(self._label.x - self._box.x, self._label.y - self._box.y, self._label.w, self._label.h)
        unit = max(14.0, min(left.width() * 0.16, 24.0))
        badge = min(left.width() * 0.55, left.height() * 0.42)
        top = left.y() + max(0.0, (left.height() - badge - unit * 3.4) / 2)
        paint_avatar(
            p,
            QRectF(left.center().x() - badge / 2, top, badge, badge),
            self.name,
            self.seat,
            glow=GOLD if self.current or self.winner else None,
        )
        y = top + badge + unit * 0.2
        name_font = item_font(unit, bold=True)
        p.setFont(name_font)
        p.setPen(GOLD if self.current else FELT_TEXT)
        p.drawText(
            QRectF(left.x(), y, left.width(), unit * 1.4),
            Qt.AlignmentFlag.AlignCenter,
            elided(self.name, name_font, left.width()),
        )
        y += unit * 1.5
        small = item_font(unit * 0.9)
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
        p.drawText(
            QRectF(x, y, metrics.horizontalAdvance(self.count_text) + 2, unit * 1.4),
            Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
            self.count_text,
        )
        x += metrics.horizontalAdvance(self.count_text) + 12
        if total:
            _coin(p, QPointF(x + unit * 0.3, mid), unit * 0.3)
            p.setPen(FELT_TEXT)
            p.drawText(
                QRectF(x + unit * 0.7, y, metrics.horizontalAdvance(total) + 2, unit * 1.4),
                Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                total,
            )
