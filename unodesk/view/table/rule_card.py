"""The family's own rule, shown large in the middle of the table to everyone
when a Wild Customizable is played: the card beside the family's words.

It stands a few seconds, whatever the speed, fading in and out with motion;
the game waits a moment of it (the choreography's step) so that everyone
reads it before play goes on.
"""
from __future__ import annotations

from PySide6.QtCore import Property, QEasingCurve, QPropertyAnimation, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..theme import FELT_TEXT, GOLD
from .items import item_font


class RuleCard(QGraphicsObject):
    def __init__(self, heading: str, text: str, card: QPixmap, width: float) -> None:
        super().__init__()
        self.heading, self.text, self.card = heading, text, card
        self._w = width
        self._h = width * 0.36
        self._shown = 0.0
        self.setZValue(3200)
        self.setOpacity(0.0)

    def _get_shown(self) -> float:
        return self._shown

    def _set_shown(self, value: float) -> None:
        self._shown = value
        self.setOpacity(value)

    shown = Property(float, _get_shown, _set_shown)

    def show_for(self, ms: int, fade: bool) -> QPropertyAnimation:
        """Stand `ms` long (fading in and out when `fade`), then leave the scene."""
        anim = QPropertyAnimation(self, b"shown", self)
        anim.setDuration(ms)
        edge = 0.08 if fade else 0.001
        anim.setKeyValueAt(0.0, 0.0 if fade else 1.0)
        anim.setKeyValueAt(edge, 1.0)
        anim.setKeyValueAt(1.0 - edge, 1.0)
        anim.setKeyValueAt(1.0, 0.0)
        anim.setEasingCurve(QEasingCurve.Type.Linear)
        anim.finished.connect(self._leave)
        anim.start()
        return anim

    def _leave(self) -> None:
        scene = self.scene()
        if scene is not None:
            scene.removeItem(self)
        self.deleteLater()

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2 - 4, -self._h / 2 - 4, self._w + 8, self._h + 8)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        p.setPen(QPen(GOLD, 3))
        p.setBrush(QColor(20, 24, 30, 240))
        p.drawRoundedRect(rect, 16, 16)
        card_h = self._h * 0.78
        card_w = card_h * self.card.width() / max(1, self.card.height())
        p.drawPixmap(QRectF(rect.x() + 14, rect.center().y() - card_h / 2, card_w, card_h), self.card,
                     QRectF(self.card.rect()))
        words = rect.adjusted(card_w + 28, 10, -14, -10)
        p.setPen(GOLD)
        p.setFont(item_font(self._h * 0.11, bold=True))
        p.drawText(QRectF(words.x(), words.y(), words.width(), self._h * 0.2),
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.heading)
        body = QRectF(words.x(), words.y() + self._h * 0.22, words.width(), words.height() - self._h * 0.22)
        size = self._h * 0.17
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextWordWrap
        font = item_font(size, bold=True)
        while size > self._h * 0.08 and QFontMetricsF(font).boundingRect(body, int(flags), self.text).height() > \
                body.height():
            size *= 0.9  # a longer rule: smaller words, all of them
            font = item_font(size, bold=True)
        p.setFont(font)
        p.setPen(FELT_TEXT)
        p.drawText(body, int(flags), self.text)
