"""The scene's view: the felt at 1:1, and a way to speak to a screen reader."""
from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QAccessible, QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QSizePolicy, QWidget


class TableView(QGraphicsView):
    """The scene at 1:1: scene coordinates are the viewport's pixels."""

    resized = Signal(QSize)

    def __init__(self, scene: QGraphicsScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)  # the felt's gradient, drawn once per size
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setMinimumSize(480, 320)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit(self.viewport().size())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Keys belong to the table widget (a scroll area would take the arrows).
        event.ignore()


def announce(widget: QWidget, text: str) -> None:
    """Say `text` to a screen reader, politely, without moving the focus."""
    if not QAccessible.isActive():
        return
    event_type = getattr(__import__("PySide6.QtGui", fromlist=["QAccessibleAnnouncementEvent"]),
                         "QAccessibleAnnouncementEvent", None)
    if event_type is not None:  # Qt 6.8 and later
        QAccessible.updateAccessibility(event_type(widget, text))
    else:
        widget.setAccessibleDescription(text)
