"""One card on the table, for any card game: its face comes from the game's faces."""
from __future__ import annotations

import math
from collections.abc import Hashable
from typing import Any, Protocol

from PySide6.QtCore import Property, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QGraphicsSceneMouseEvent, QStyleOptionGraphicsItem, QWidget

# A press that moves further than this (scene pixels) is a drag, not a click.
DRAG_DISTANCE = 12.0
FOCUS = QColor("#ffe066")
FOCUS_SHADOW = QColor(15, 15, 20, 200)
# A card that may be played: a light frame and a soft glow around it, so it
# stands out by brightness and outline, not by its height or a hue alone.
PLAYABLE = QColor("#fff4c2")
GLOW = QColor(255, 214, 80)
# A card that may not be played now lies under a dark veil.
VEIL = QColor(10, 20, 15, 125)
GLOW_PAD = 9.0


class Faces(Protocol):
    """Paints cards: a face for a card, the back for None."""

    def pixmap(self, card: Any, w: float, h: float, dpr: float = 1.0) -> QPixmap: ...


class CardItem(QGraphicsObject):
    """A card: its face or back from the shared faces, centred on pos().

    `card` is the game's value for the card (None while nobody may know it).

    `turn` (0..1) animates turning over: the card narrows to an edge, shows
    the other side, and widens again.
    """

    clicked = Signal(object)  # self
    dropped = Signal(object, QPointF)  # self, where in the scene it was let go

    def __init__(self, card: Hashable | None, faces: Faces, w: float, h: float, face_up: bool = False) -> None:
        super().__init__()
        self.card = card
        self._faces = faces
        self._w, self._h = w, h
        self._from_up = face_up
        self.face_up = face_up
        self._turn = 1.0
        self.dimmed = False
        self.focused = False
        self.interactive = False
        self.playable = False
        self.pile_angle = 0.0  # its slant when it lies on a pile
        self._press: QPointF | None = None
        self._dragging = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    # ------------------------------------------------------------ appearance

    def boundingRect(self) -> QRectF:
        pad = GLOW_PAD
        return QRectF(-self._w / 2 - pad, -self._h / 2 - pad, self._w + 2 * pad, self._h + 2 * pad)

    def size(self) -> tuple[float, float]:
        return self._w, self._h

    def set_size(self, w: float, h: float) -> None:
        if (w, h) != (self._w, self._h):
            self.prepareGeometryChange()
            self._w, self._h = w, h

    def set_face_up(self, up: bool) -> None:
        """Show a side at once (no turning)."""
        self._from_up = self.face_up = up
        self._turn = 1.0
        self.update()

    def begin_turn(self, up: bool) -> None:
        """Prepare to turn to `up`; animate `turn` from 0 to 1 to see it."""
        self._from_up = self.face_up if self._turn >= 0.5 else self._from_up
        self.face_up = up
        self._turn = 0.0 if self._from_up != up else 1.0

    def _get_turn(self) -> float:
        return self._turn

    def _set_turn(self, value: float) -> None:
        self._turn = value
        self.update()

    turn = Property(float, _get_turn, _set_turn)

    def set_state(self, *, dimmed: bool = False, focused: bool = False, interactive: bool = False,
                  playable: bool = False) -> None:
        """How the card shows what its player may do with it: `playable` frames
        and lights it, `dimmed` veils it, `focused` is the keyboard's place."""
        state = (dimmed, focused, interactive, playable)
        if state != (self.dimmed, self.focused, self.interactive, self.playable):
            self.dimmed, self.focused, self.interactive, self.playable = state
            self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton if interactive else Qt.MouseButton.NoButton)
            self.setCursor(Qt.CursorShape.PointingHandCursor if interactive else Qt.CursorShape.ArrowCursor)
            self.update()

    @property
    def shows_face(self) -> bool:
        """Whether the face is what a person sees now (mid-turn: the side still showing)."""
        return self.face_up if self._turn >= 0.5 else self._from_up

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        up = self.shows_face
        narrow = abs(math.cos(math.pi * self._turn)) if self._from_up != self.face_up else 1.0
        dpr = painter.device().devicePixelRatioF() if painter.device() is not None else 1.0
        pix = self._faces.pixmap(self.card if up else None, self._w, self._h, dpr)
        painter.save()
        if narrow < 0.999:
            painter.scale(max(narrow, 0.02), 1.0)
        radius = self._w * 0.09
        face = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        if self.playable and up:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(Qt.PenStyle.NoPen)
            for step in range(4, 0, -1):  # a soft glow, brightest near the card
                grow = step * GLOW_PAD / 4
                glow = QColor(GLOW)
                glow.setAlpha(150 // (step + 1))
                painter.setBrush(glow)
                painter.drawRoundedRect(face.adjusted(-grow, -grow, grow, grow), radius + grow, radius + grow)
        painter.drawPixmap(QPointF(-round(self._w) / 2, -round(self._h) / 2), pix)
        if self.dimmed:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(VEIL)
            painter.drawRoundedRect(face, radius, radius)
        if self.playable and up:
            painter.setPen(QPen(PLAYABLE, max(2.5, self._w * 0.03)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(face.adjusted(-1, -1, 1, 1), radius, radius)
        if self.focused:
            # The keyboard's place: a ring outside the card, dark under light,
            # seen on the felt and on a glowing card alike.
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            ring = face.adjusted(-5, -5, 5, 5)
            painter.setPen(QPen(FOCUS_SHADOW, 7))
            painter.drawRoundedRect(ring, radius + 5, radius + 5)
            painter.setPen(QPen(FOCUS, 4))
            painter.drawRoundedRect(ring, radius + 5, radius + 5)
        painter.restore()

    # ------------------------------------------------------------ input

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if not self.interactive or event.button() != Qt.MouseButton.LeftButton:
            event.ignore()
            return
        self._press = event.scenePos()
        self._dragging = False
        event.accept()

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        delta = event.scenePos() - self._press
        if not self._dragging and math.hypot(delta.x(), delta.y()) > DRAG_DISTANCE:
            self._dragging = True
            self.setZValue(self.zValue() + 1000)
        if self._dragging:
            self.setPos(self.pos() + event.scenePos() - event.lastScenePos())

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._press is None:
            return
        self._press = None
        if self._dragging:
            self._dragging = False
            self.setZValue(self.zValue() - 1000)
            self.dropped.emit(self, event.scenePos())
        else:
            self.clicked.emit(self)
