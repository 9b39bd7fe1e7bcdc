"""The first screen when there is no match to go on with: who is playing,
and a big Play.

The seats sit around a table as in the new-match window's first step; the
family's names from the scores are offered (a click seats one, and each
name field completes them). "Quick game" deals one person against three
computers at once. Nothing is dealt and no computer plays before a person
chooses.

Other parts of the game may offer more ways in (`add_action`), as a row of
buttons under the two big ones.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QCompleter,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from unodesk.setup import MAX_SEATS, MatchSetup, SeatKind, SeatSetup, default_setup

from . import theme
from .dialogs.retranslating import Retranslating
from .dialogs.seat_table import SeatCount, SeatTable, retranslate_rows, seat_rows

# The family's names offered at most.
NAMES_OFFERED = 8


class WelcomeScreen(Retranslating, QFrame):
    """Who is playing: `play_requested(setup)` with the seats chosen,
    `quick_requested(setup)` for one person against three computers."""

    play_requested = Signal(object)  # MatchSetup
    quick_requested = Signal(object)  # MatchSetup
    rules_requested = Signal(object)  # MatchSetup: the new-match window, from these seats

    def __init__(self, remembered: MatchSetup | None, family: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcome")
        self._remembered = remembered or default_setup(4)
        self.family = tuple(family[:NAMES_OFFERED])
        self.title = QLabel(self)
        self.title.setObjectName("welcome_title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.question = QLabel(self)
        self.question.setObjectName("question")
        self.seat_count = SeatCount(self)
        self.seat_count.valueChanged.connect(self._show_seats)
        self.seat_table = SeatTable(MAX_SEATS, self)
        self.rows = self.seat_table.rows
        completer = QCompleter(list(self.family), self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        for row in self.rows:
            row.name.setCompleter(completer)
            row.name.textChanged.connect(self._mark_seated)
        self.names_label = QLabel(self)
        self.name_buttons: list[QPushButton] = []
        names = QHBoxLayout()
        names.setSpacing(6)
        names.addStretch()
        names.addWidget(self.names_label)
        for name in self.family:
            button = QPushButton(name, self)
            button.setObjectName("family_name")
            button.setAutoDefault(False)
            button.clicked.connect(lambda _=False, n=name: self.seat_name(n))
            names.addWidget(button)
            self.name_buttons.append(button)
        names.addStretch()
        self.play_button = QPushButton(self)
        self.play_button.setObjectName("play")
        self.play_button.setDefault(True)
        self.play_button.clicked.connect(lambda: self.play_requested.emit(self.setup()))
        self.quick_button = QPushButton(self)
        self.quick_button.setObjectName("quick")
        self.quick_button.setAutoDefault(False)
        self.quick_button.clicked.connect(lambda: self.quick_requested.emit(self.quick_setup()))
        big = QHBoxLayout()
        big.addStretch()
        big.addWidget(self.quick_button)
        big.addSpacing(16)
        big.addWidget(self.play_button)
        big.addStretch()
        # More ways in, in a row of their own: "Rules…" here, others as the game grows.
        body = QWidget()
        self._footer = QWidget(self)
        self.actions_row = QHBoxLayout()
        self.actions_row.addStretch()
        self.actions_row.addStretch()
        self.rules_button = self.add_action("", lambda: self.rules_requested.emit(self.setup()))
        self.rules_button.setObjectName("rules")
        count = QHBoxLayout()
        count.addStretch()
        count.addWidget(self.question)
        count.addWidget(self.seat_count)
        count.addStretch()
        column = QVBoxLayout(body)
        column.setContentsMargins(16, 10, 16, 4)
        column.setSpacing(8)
        column.addWidget(self.title)
        column.addLayout(count)
        column.addWidget(self.seat_table, 1)
        column.addLayout(names)
        area = QScrollArea(self)
        area.setWidget(body)
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        # Play and the other ways in stay in sight; the seats scroll in a small window.
        footer = self._footer
        below = QVBoxLayout(footer)
        below.setContentsMargins(16, 4, 16, 10)
        below.setSpacing(8)
        below.addLayout(big)
        below.addLayout(self.actions_row)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(0)
        outer.addWidget(area, 1)
        outer.addWidget(footer)
        # The style sheet once every widget is in its place: each widget put
        # into a styled one is styled again (the seats two or three times).
        self.setStyleSheet(theme.felt_dialog_style() + WELCOME_STYLE % {
            "felt": theme.FELT.name(), "dark": theme.FELT_DARK.name(), "gold": theme.GOLD.name(),
            "ink": theme.CARD_INK.name(), "text": theme.FELT_TEXT.name()})
        self._set_seats(self._remembered)
        self.retranslate()

    # -- more ways in ----------------------------------------------------
    def add_action(self, text: str, callback: Callable[[], object]) -> QPushButton:
        """One more way in, as a button in the row under Play (for example a
        coached first game): `callback` runs when it is clicked. Its text is
        the caller's to translate (and to word again on a language change)."""
        button = QPushButton(text, self._footer)
        button.setObjectName("welcome_action")
        button.setAutoDefault(False)
        button.clicked.connect(lambda: callback())
        self.actions_row.insertWidget(self.actions_row.count() - 1, button)
        button.show()
        return button

    # -- the seats -------------------------------------------------------
    def _set_seats(self, setup: MatchSetup) -> None:
        seat_rows(self.rows, self.seat_count, setup)
        self._show_seats(len(setup.seats))

    def _show_seats(self, count: int) -> None:
        self.seat_table.set_count(count)
        self._mark_seated()

    def seats(self) -> tuple[SeatSetup, ...]:
        return tuple(row.seat() for row in self.rows[: self.seat_count.value()])

    def setup(self) -> MatchSetup:
        """The match the seats ask for, under the rules last played."""
        rules = self._remembered.rules
        seats = self.seats()
        if rules.teams and len(seats) % 2:
            rules = replace(rules, teams=False)
        try:
            return MatchSetup(seats, rules)
        except ValueError:  # rules this table cannot have (teams at three seats): the official ones
            return MatchSetup(seats)

    def quick_setup(self) -> MatchSetup:
        """One person (the first seat's name, if a person sits there) against three computers."""
        quick = default_setup(4, self._remembered.rules if not self._remembered.rules.teams else default_setup().rules)
        first = self.rows[0].seat()
        if first.is_person:
            quick = replace(quick, seats=(first, *quick.seats[1:]))
        return quick

    def seat_name(self, name: str) -> None:
        """Seat one of the family: in the first seat with a name the game
        gave, as a person (another seat is added when every seat has a name)."""
        if name in {row.name.text().strip() for row in self.rows[: self.seat_count.value()]}:
            return
        seated = self.rows[: self.seat_count.value()]
        free = [row for row in seated if row.gave_name() and row.seat().is_person]
        free += [row for row in seated if row.gave_name() and not row.seat().is_person]
        if free:
            free[0].set_seat(SeatSetup(name, SeatKind.PERSON))
            return
        count = self.seat_count.value()
        if count < MAX_SEATS:
            self.rows[count].set_seat(SeatSetup(name, SeatKind.PERSON))
            self.seat_count.setValue(count + 1)

    def _mark_seated(self) -> None:
        seated = {row.name.text().strip().casefold() for row in self.rows[: self.seat_count.value()]}
        for button in self.name_buttons:
            button.setEnabled(button.text().casefold() not in seated)

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.play_button.setFocus()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Welcome to unodesk!"))
        self.question.setText(self.tr("How many are playing?"))
        self.names_label.setText(self.tr("Your family:"))
        self.names_label.setVisible(bool(self.family))
        self.play_button.setText(self.tr("&Play"))
        self.quick_button.setText(self.tr("&Quick game: you against three computers"))
        self.rules_button.setText(self.tr("&Rules and more choices…"))
        retranslate_rows(self.rows)


class Covering(QObject):
    """Keeps a widget over another one's whole area as it moves and resizes."""

    def __init__(self, widget: QWidget, area: QWidget) -> None:
        super().__init__(widget)
        self._widget, self._area = widget, area
        area.installEventFilter(self)
        self.place()

    def cover(self, area: QWidget) -> None:
        """Over `area` from now on (the table that took the place of the felt)."""
        self._area.removeEventFilter(self)
        self._area = area
        area.installEventFilter(self)
        self.place()

    def place(self) -> None:
        self._widget.setGeometry(self._area.geometry())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self._area and event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
            self.place()
        return False


WELCOME_STYLE = """
QFrame#welcome { background: qlineargradient(x1: 0, y1: 0, x2: 0, y2: 1, stop: 0 %(felt)s, stop: 1 %(dark)s); }
QFrame#welcome QLabel { color: %(text)s; }
QFrame#welcome QLabel#welcome_title { color: %(gold)s; font-size: 26px; font-weight: bold; }
QFrame#welcome QLabel#question { font-size: 16px; font-weight: bold; }
QFrame#welcome QPushButton#play { background: %(gold)s; color: %(ink)s; font-size: 22px; font-weight: bold;
    padding: 10px 48px; border-radius: 12px; border: 2px solid %(ink)s; }
QFrame#welcome QPushButton#play:focus { border: 4px solid %(text)s; }
QFrame#welcome QPushButton#quick { font-size: 16px; padding: 10px 18px; border-radius: 12px; }
QFrame#welcome QPushButton#family_name { border-radius: 12px; padding: 3px 12px; }
"""
