"""A short log beside the table: what happened, newest first.

A continued round's log holds everything the round saw before the game
closed; a turn taken back takes its lines out and says so, so that the
table and the log always agree.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QListWidget, QToolButton, QVBoxLayout, QWidget

from unodesk.engine import Event
from unodesk.i18n.events import event_sentence, took_back_sentence

# The drawer keeps this many lines (a few rounds of turns at a full table).
LINES = 40


@dataclass(frozen=True)
class TakenBack:
    """A line of the log: `seat` took back a turn."""

    seat: int


Line = Event | TakenBack


class EventLog(QFrame):
    """What happened, newest first: a drawer at the side of the table, out of
    the way until opened. Its lines are worded again from the events when
    the language changes; each new line is also announced to screen readers."""

    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log")
        self._events: deque[Line] = deque(maxlen=LINES)
        self._names: Sequence[str] = ()
        self._in_round = 0  # lines of the round in play, the last ones kept
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

    def clear(self) -> None:
        self._events.clear()
        self._in_round = 0
        self._list.clear()

    def begin_round(self) -> None:
        """A new round: the lines from now on are its own."""
        self._in_round = 0

    def add(self, event: Event) -> str | None:
        """Keep `event` if it says something; its sentence, for announcing it."""
        sentence = event_sentence(event, self._names)
        if sentence is None:
            return None
        self._keep(event)
        self._render()
        return sentence

    def add_quietly(self, events: Iterable[Event]) -> None:
        """Events the round saw before the table showed it (a continued round), as lines."""
        for event in events:
            if event_sentence(event, self._names) is not None:
                self._keep(event)
        self._render()

    def taken_back(self, history: Sequence[Event], seat: int) -> None:
        """A turn was taken back: the round's lines are its `history` as it
        stands now (the taken-back ones gone), then who took back a turn."""
        for _ in range(min(self._in_round, len(self._events))):
            self._events.pop()
        self._in_round = 0
        self.add_quietly(history)
        self._keep(TakenBack(seat))
        self._render()

    def _keep(self, line: Line) -> None:
        self._events.append(line)
        self._in_round += 1

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
        for line in reversed(self._events):
            if isinstance(line, TakenBack):
                self._list.addItem(took_back_sentence(self._name(line.seat)))
            else:
                self._list.addItem(event_sentence(line, self._names) or "")

    def _name(self, seat: int) -> str:
        return self._names[seat] if 0 <= seat < len(self._names) else "?"


LOG_STYLE = ("QFrame#log { background: rgba(16, 41, 27, 238); border-left: 2px solid #ffd23f; }"
             " QFrame#log QLabel#logTitle { color: #f4f1e6; font-weight: bold; font-size: %dpx; }"
             " QFrame#log QListWidget { background: transparent; color: #f4f1e6; border: none; font-size: %dpx; }"
             " QFrame#log QListWidget:focus { border: 2px solid #ffd23f; }"
             " QFrame#log QToolButton { color: #f4f1e6; border: none; font-size: 20px; padding: 0 6px; }"
             " QFrame#log QToolButton:hover, QFrame#log QToolButton:focus { color: #ffd23f; }")
