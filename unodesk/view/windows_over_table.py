"""What holds the game while a window of the game is open over the table."""
from __future__ import annotations

from typing import cast

from PySide6.QtCore import QChildEvent, QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QWidget


class WindowsOverTable(QObject):
    """Holds the game while a window of the game is open over the table: the
    new match, the help, a scoresheet, a question (any dialog of the main
    window). Closing the last one lets the game go on.

    It watches the main window for dialogs as they are made, then each
    dialog for being shown and hidden; nothing else passes through it.
    """

    def __init__(self, window: QWidget, hold) -> None:
        super().__init__(window)
        self._window = window
        self._hold = hold  # called with True while a window is open, False when none is left
        self._held = False
        self._check = QTimer(self)
        self._check.setSingleShot(True)
        self._check.setInterval(0)
        self._check.timeout.connect(self._look)
        window.installEventFilter(self)

    @property
    def held(self) -> bool:
        return self._held

    @staticmethod
    def _is_dialog(widget: QObject) -> bool:
        return (isinstance(widget, QWidget) and widget.isWindow()
                and widget.windowType() in (Qt.WindowType.Dialog, Qt.WindowType.Sheet))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.ChildPolished and watched is self._window:
            child = cast(QChildEvent, event).child()
            if self._is_dialog(child) and not child.property("held_by_window"):
                child.setProperty("held_by_window", True)
                child.installEventFilter(self)
                child.destroyed.connect(self._check.start)
        elif kind == QEvent.Type.Show and watched is not self._window:
            # At once: no computer may move in the moment the window opens.
            self._tell(True)
        elif kind == QEvent.Type.Hide and watched is not self._window:
            # Later: a window closing may open the next (the summary, then a new match).
            self._check.start()
        return False

    def _look(self) -> None:
        self._tell(any(self._is_dialog(w) and w.isVisible() for w in self._window.findChildren(QWidget)))

    def _tell(self, held: bool) -> None:
        if held != self._held:
            self._held = held
            self._hold(held)
