"""A message laid over the top of the table: read once, then gone.

It floats above the table instead of taking a row of the window, so that
showing or hiding it never moves a card. Messages are shown one after the
other, in the order they came; each stays long enough to be read, or until
its × is clicked. A message already shown or waiting is not told twice.
"""
from __future__ import annotations

from collections import deque

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

from .. import theme

# Long enough to read two sentences twice.
SHOWN_MS = 20_000
WIDEST = 760
MARGIN = 12


class NoticeBanner(QFrame):
    """Lives over `parent` (the window), in the top middle of `area`."""

    def __init__(self, parent: QWidget, area: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("notice_banner")
        self._parent = parent  # the banner stays over this widget for its whole life
        self._area = area or parent
        self.setStyleSheet(
            f"QFrame#notice_banner {{ background: rgba(22, 61, 41, 240); border: 2px solid {theme.GOLD.name()};"
            " border-radius: 10px; }"
            f" QFrame#notice_banner QLabel {{ color: {theme.FELT_TEXT.name()}; font-size: 15px; }}"
            f" QFrame#notice_banner QToolButton {{ color: {theme.FELT_TEXT.name()}; border: none;"
            " font-size: 18px; padding: 0 4px; }"
            f" QFrame#notice_banner QToolButton:hover {{ color: {theme.GOLD.name()}; }}"
        )
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.close_button = QToolButton(self)
        self.close_button.setObjectName("close_notice")
        self.close_button.setText("×")
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.clicked.connect(self.dismiss)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 8, 8, 8)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.dismiss)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self._area.installEventFilter(self)
        self._waiting: deque[tuple[str, int]] = deque()
        self.hide()

    @property
    def text(self) -> str:
        return self.label.text() if self.isVisibleTo(self._parent) else ""

    def texts(self) -> list[str]:
        """The message shown, then those waiting their turn."""
        return ([self.text] if self.text else []) + [text for text, _ in self._waiting]

    def show_text(self, text: str, ms: int = SHOWN_MS) -> None:
        if text in self.texts():
            return
        if self.text:
            self._waiting.append((text, ms))
            return
        self.label.setText(text)
        self.setAccessibleName(text)
        self._place()
        self.show()
        self.raise_()
        self._timer.start(ms)

    def dismiss(self) -> None:
        self._timer.stop()
        self.hide()
        if self._waiting:
            self.show_text(*self._waiting.popleft())

    def _place(self) -> None:
        area = self._area.geometry() if self._area is not self._parent else self._parent.rect()
        if self._area is not self._parent:
            area.moveTopLeft(self._area.mapTo(self._parent, self._area.rect().topLeft()))
        width = min(WIDEST, area.width() - 2 * MARGIN)
        self.setFixedWidth(max(120, width))
        height = self.heightForWidth(self.width()) if self.hasHeightForWidth() else self.sizeHint().height()
        self.setFixedHeight(max(self.minimumSizeHint().height(), height))
        self.move(area.left() + (area.width() - self.width()) // 2, area.top() + MARGIN)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Not isVisible(): a notice told while the window is built (before it is
        # shown) must follow the table to its place too.
        if watched is self._area and event.type() in (QEvent.Type.Resize, QEvent.Type.Move) and not self.isHidden():
            self._place()
        return False
