"""A short log beside the table: what happened, newest first."""
from __future__ import annotations

from collections import deque
from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QListWidget, QToolButton, QVBoxLayout, QWidget

from unodesk.engine import Event
from unodesk.i18n.events import event_sentence

# The drawer keeps this many lines (a few rounds of turns at a full table).
LINES = 40


class EventLog(QFrame):
    """What happened, newest first: a drawer at the side of the table, out of
    the way until opened. Its lines are worded again from the events when
    the language changes; each new line is also announced to screen readers."""

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self._events: deque[Event] = deque(maxlen=LINES)
        self._names: Sequence[str] = ()
        self._family_rule = ""
        self._title = QLabel(self)
        self._title.setObjectName("logTitle")
        self.close_button = QToolButton(self)
        self.close_button.setObjectName("closeLog")
        self.close_button.setText("\u00d7")
        self.close_button.clicked.connect(self.closed)
        self._list = QListWidget(self)
        self._list.setObjectName("logLines")
        self._list.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._list.setWordWrap(True)
        self._list.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        head = QHBoxLayout()
        head.addWidget(self._title, 1)
        head.addWidget(self.close_button)
        box = QVBoxLayout(self)
        box.setContentsMargins(12, 10, 8, 10)
        box.addLayout(head)
        box.addWidget(self._list, 1)
        self.setStyleSheet(LOG_STYLE % (16, 14))
        self.hide()
        self.retranslate()

    def set_text_size(self, px: int) -> None:
        self.setStyleSheet(LOG_STYLE % (px + 2, px))

    def set_names(self, names: Sequence[str]) -> None:
        self._names = tuple(names)

    def set_family_rule(self, text: str) -> None:
        """The family's words for the customizable wild, told with each one played."""
        self._family_rule = text

    def clear(self) -> None:
        self._events.clear()
        self._list.clear()

    def add(self, event: Event) -> str | None:
        """Keep `event` if it says something; its sentence, for announcing it."""
        sentence = event_sentence(event, self._names, self._family_rule)
        if sentence is None:
            return None
        self._events.append(event)
        self._render()
        return sentence

    def lines(self) -> list[str]:
        return [self._list.item(i).text() for i in range(self._list.count())]

    def retranslate(self) -> None:
        self._title.setText(self.tr("What happened"))
        self.close_button.setToolTip(self.tr("Close (L)"))
        self.close_button.setAccessibleName(self.tr("Close what happened"))
        self._list.setAccessibleName(self.tr("What happened, newest first"))
        self._render()

    def _render(self) -> None:
        self._list.clear()
        for event in reversed(self._events):
            self._list.addItem(event_sentence(event, self._names, self._family_rule) or "")


LOG_STYLE = ("QFrame#log { background: rgba(16, 41, 27, 238); border-left: 2px solid #ffd23f; }"
             " QFrame#log QLabel#logTitle { color: #f4f1e6; font-weight: bold; font-size: %dpx; }"
             " QFrame#log QListWidget { background: transparent; color: #f4f1e6; border: none; font-size: %dpx; }"
             " QFrame#log QListWidget:focus { border: 2px solid #ffd23f; }"
             " QFrame#log QToolButton { color: #f4f1e6; border: none; font-size: 20px; padding: 0 6px; }"
             " QFrame#log QToolButton:hover, QFrame#log QToolButton:focus { color: #ffd23f; }")
