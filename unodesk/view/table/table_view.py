"""The scene's view: the felt at 1:1, and a way to speak to a screen reader."""
from __future__ import annotations

from collections.abc import Callable

from PySide6 import QtCore, QtGui
from PySide6.QtCore import QPointF, QRectF, QSize, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QKeyEvent, QPaintEvent, QRadialGradient, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsScene, QGraphicsView, QWidget

from ..theme import FELT, FELT_LIGHT


def felt(width: float, height: float, light: QColor = FELT_LIGHT, edge: QColor = FELT) -> QBrush:
    """The table's felt for a view of this size: lighter in the middle (the
    green one unless its colours are given: view/looks.py's other felts)."""
    gradient = QRadialGradient(QPointF(width / 2, height * 0.45), max(width, height) * 0.6)
    gradient.setColorAt(0, light)
    gradient.setColorAt(1, edge)
    return QBrush(gradient)


class TableView(QGraphicsView):
    """The scene at 1:1: scene coordinates are the viewport's pixels.

    The view paints the felt under whatever scene it shows: the main window
    shows it, empty, from its first frame, and the table takes it over with
    its scene (`TableWidget`), so the felt a person sees first is the one
    the cards are dealt on."""

    resized = Signal(QSize)

    def __init__(self, scene: QGraphicsScene | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # A viewport made here rather than by Qt: the items' paint() is handed
        # it, and a widget Qt made would have PySide find its class among all
        # the widget classes first (making each of them, tens of milliseconds).
        self.setViewport(QWidget())
        self._after_paint: list[Callable[[], None]] = []
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        # The felt's gradient, drawn once per size.
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setMinimumSize(480, 320)  # and it grows both ways, as a scroll area does
        # The cloth behind the table at a size: the view's own until a table's
        # scene is shown, which draws its own (the look a family chose).
        self.cloth: Callable[[float, float], QBrush] = felt
        self._own_cloth = True
        if scene is None:
            # The felt alone, in the window's first frame.
            self.setScene(QGraphicsScene(self))
        else:
            self.show_scene(scene)

    def show_scene(self, scene: QGraphicsScene) -> None:
        """The table's scene on the felt, from its top left corner, and the keys
        left to the table. (Set here rather than for the felt alone: Qt's `Qt`
        namespace costs the first frame some 30 ms of enums to make, QPainter
        a few: the felt alone is drawn the same without its hints.)"""
        qt = QtCore.Qt
        hint = QtGui.QPainter.RenderHint
        self.setRenderHints(hint.Antialiasing | hint.SmoothPixmapTransform)
        self._own_cloth = False
        self.setBackgroundBrush(QBrush())  # no brush of its own: the scene's is drawn
        self.setScene(scene)
        self.setHorizontalScrollBarPolicy(qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setAlignment(qt.AlignmentFlag.AlignLeft | qt.AlignmentFlag.AlignTop)
        self.setFocusPolicy(qt.FocusPolicy.NoFocus)

    def taken_over(self, table: QWidget, scene: QGraphicsScene) -> TableView:
        """The felt shown until now, the table's from now on: its empty scene
        gone, the table's scene shown on it."""
        empty = self.scene()
        self.setParent(table)
        self.show_scene(scene)
        empty.deleteLater()
        return self

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # The viewport fills the view (no frame, no scroll bars); asking for it
        # here would cost the first frame the making of every widget class.
        size = event.size()
        self.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        if self._own_cloth:
            self.setBackgroundBrush(self.cloth(size.width(), size.height()))
        self.resized.emit(size)

    def after_next_paint(self, then: Callable[[], None]) -> None:
        """Call `then` once, when the event loop is next free after the view's
        next paint: its frame has been handed to the window system by then."""
        self._after_paint.append(then)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._after_paint:
            waiting, self._after_paint = self._after_paint, []
            for then in waiting:
                QTimer.singleShot(0, then)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Keys belong to the table widget (a scroll area would take the arrows).
        event.ignore()


def announce(widget: QWidget, text: str) -> None:
    """Say `text` to a screen reader, politely, without moving the focus."""
    from PySide6.QtGui import QAccessible

    if not QAccessible.isActive():
        return
    event_type = getattr(__import__("PySide6.QtGui", fromlist=["QAccessibleAnnouncementEvent"]),
                         "QAccessibleAnnouncementEvent", None)
    if event_type is not None:  # Qt 6.8 and later
        QAccessible.updateAccessibility(event_type(widget, text))
    else:
        widget.setAccessibleDescription(text)
