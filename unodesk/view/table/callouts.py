"""Callouts: a short word at a seat ("Uno!", "Skipped", "+4", the colour
chosen) that shows a while and goes, beside the game's steps: it never holds
the game up."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QAbstractAnimation, QObject, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..cards import motion
from ..cards.card_scene import CardScene
from ..theme import GOLD
from .faces import INK
from .items import item_font
from .layout import Box
from .placement import callout_spot


class Bubble(QGraphicsObject):
    """A callout at a seat: "Uno!", "Caught!", "Skipped", "+4", the colour chosen."""

    def __init__(self, text: str, size: float, color: QColor = GOLD, cross: bool = False,
                 ink: QColor = INK) -> None:
        super().__init__()
        self.text = text
        self.color = color
        self.cross = cross
        self.ink = ink
        self._font = item_font(size, bold=True)
        m = QFontMetricsF(self._font)
        self._w = m.horizontalAdvance(text) + size * 1.4
        self._h = m.height() + size * 0.6
        self.setZValue(2000)

    @property
    def height(self) -> float:
        return self._h

    @property
    def width(self) -> float:
        return self._w

    def box(self) -> Box:
        """Where it stands on the table."""
        return Box(self.pos().x() - self._w / 2, self.pos().y() - self._h / 2, self._w, self._h)

    def boundingRect(self) -> QRectF:
        return QRectF(-self._w / 2 - 4, -self._h / 2 - 4, self._w + 8, self._h + 8)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        p.setPen(QPen(INK, 2.5))
        p.setBrush(self.color)
        p.drawRoundedRect(rect, self._h / 2, self._h / 2)
        p.setFont(self._font)
        p.setPen(self.ink)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)
        if self.cross:
            p.setPen(QPen(QColor(200, 30, 30, 220), 4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLine(rect.topLeft() + QPointF(6, 4), rect.bottomRight() - QPointF(6, 4))


class CalloutBoard(QObject):
    """The callouts on a scene, each with its life: a fade, or with no motion a
    timer long enough to read it. Callouts at one place stand one above the other."""

    def __init__(self, scene: CardScene) -> None:
        super().__init__(scene)
        self._scene = scene
        self._lives: dict[Bubble, QAbstractAnimation | QTimer] = {}

    @property
    def bubbles(self) -> list[Bubble]:
        return list(self._lives)

    def call(self, text: str, at: QPointF, size: float, ms: int, read_ms: int, color: QColor = GOLD, *,
             cross: bool = False, ink: QColor = INK, keep_out: Sequence[Box] = ()) -> None:
        """`text` at `at` for `ms` (a fade), or for `read_ms` standing still when `ms` is 0;
        above the callouts already there (below, at a seat along the top), and
        over nothing of `keep_out` (placement.callout_spot)."""
        bubble = Bubble(text, size, color, cross, ink)
        rect = self._scene.sceneRect()
        x, y = callout_spot((at.x(), at.y()), (bubble.width, bubble.height), [b.box() for b in self._lives],
                            list(keep_out), rect.width(), rect.height())
        bubble.setPos(QPointF(x, y))
        self._scene.addItem(bubble)
        if ms > 0:
            bubble.setOpacity(0.0)
            fade = motion.fade_through(bubble, ms)
            fade.finished.connect(lambda b=bubble: self._over(b))
            life: QAbstractAnimation | QTimer = fade
        else:  # no motion: it stands still long enough to be read
            life = timer = QTimer(self)
            timer.setSingleShot(True)
            timer.setInterval(read_ms)
            timer.timeout.connect(lambda b=bubble: self._over(b))
        self._lives[bubble] = life
        life.start()

    def _over(self, bubble: Bubble) -> None:
        life = self._lives.pop(bubble, None)
        if life is not None:
            life.stop()
            if isinstance(life, QTimer):
                life.deleteLater()
            self._scene.remove_for_good(bubble)

    def clear(self) -> None:
        for bubble in list(self._lives):
            self._over(bubble)
