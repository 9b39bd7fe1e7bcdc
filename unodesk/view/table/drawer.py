"""The drawer of what happened: the log slides in over the table's right edge and out again."""
from __future__ import annotations

from PySide6.QtCore import QObject, QPropertyAnimation, QRect
from PySide6.QtWidgets import QWidget

from .placement import drawer_rect


class HistoryDrawer(QObject):
    """Slides `log` in and out over `view`; placed again when the view's size changes."""

    def __init__(self, log: QWidget, view: QWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.log = log
        self.view = view
        self._slide: QPropertyAnimation | None = None

    def rect(self) -> QRect:
        """Where the open drawer lies."""
        return QRect(*drawer_rect(self.view.width(), self.view.height()))

    def slide(self, shown: bool, ms: int) -> bool:
        """Open (`shown`) or close it over `ms` (at once for 0); False when it is so already."""
        if shown == self.log.isVisible() and self._slide is None:
            return False
        if self._slide is not None:
            self._slide.stop()
            self._slide = None
        rect = self.rect()
        hidden = rect.translated(rect.width(), 0)
        self.log.show()
        self.log.raise_()
        if ms <= 0:
            self.log.setGeometry(rect)
            self.log.setVisible(shown)
            return True
        slide = QPropertyAnimation(self.log, b"geometry", self)
        slide.setDuration(ms)
        slide.setStartValue(self.log.geometry() if self.log.isVisible() and shown else (hidden if shown else rect))
        slide.setEndValue(rect if shown else hidden)
        slide.finished.connect(lambda: self._done(shown))
        self._slide = slide
        slide.start()
        return True

    def _done(self, shown: bool) -> None:
        self._slide = None
        self.log.setVisible(shown)
        if shown:
            self.log.setGeometry(self.rect())

    def place(self) -> None:
        """The view changed size: an open drawer keeps to its edge (a sliding one finishes its slide)."""
        if self.log.isVisible() and self._slide is None:
            self.log.setGeometry(self.rect())
            self.log.raise_()
