"""A scene of cards for any card game: the items, their animations, one report when all have ended.

The game's own animations go through `queue`, one step at a time, and it
reports `idle` once a batch has been shown. Short animations beside it (a
hand closing up, a card shaking its head) are loose: they are jumped to
their end whenever the queue needs the cards they move.
"""
from __future__ import annotations

from collections.abc import Hashable

from PySide6.QtCore import QAbstractAnimation, QObject, QPointF
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

from .animator import EventQueue
from .card_item import CardItem, Faces


class CardScene(QGraphicsScene):
    def __init__(self, faces: Faces, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.faces = faces
        self.queue = EventQueue(self)
        self._loose: set[QAbstractAnimation] = set()

    # ------------------------------------------------------------ items

    def add_card(self, card: Hashable | None, w: float, h: float, x: float, y: float, z: float) -> CardItem:
        """A new card item (its back up) centred on (x, y)."""
        item = CardItem(card, self.faces, w, h)
        item.setPos(x, y)
        item.setZValue(z)
        item.clicked.connect(self.item_clicked)
        item.dropped.connect(self.item_dropped)
        self.addItem(item)
        return item

    def remove_for_good(self, item: QGraphicsObject) -> None:
        """Take a card or any other item off the table for good."""
        if item.scene() is self:
            self.removeItem(item)
        item.deleteLater()

    def item_clicked(self, item: CardItem) -> None:
        """A card was clicked (only cards made interactive take clicks)."""

    def item_dropped(self, item: CardItem, at: QPointF) -> None:
        """A card was dragged and let go at `at`."""

    # ------------------------------------------------------------ animations beside the queue

    def start_loose(self, anim: QAbstractAnimation | None) -> None:
        if anim is None:
            return
        self._loose.add(anim)
        anim.finished.connect(lambda a=anim: self._loose.discard(a))
        anim.start()

    def finish_loose(self) -> None:
        """Jump the loose animations to their ends (the queue is about to move the same cards)."""
        for anim in list(self._loose):
            anim.setCurrentTime(anim.totalDuration())
            anim.stop()
        self._loose.clear()

    def stop_all(self) -> None:
        """The table is closing: stop every animation now."""
        self.queue.stop()
        for anim in list(self._loose):
            anim.stop()
        self._loose.clear()
