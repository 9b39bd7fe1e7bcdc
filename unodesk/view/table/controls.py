"""The shown person's answers under the table.

The tray under the table says what is asked (the status line) and holds
the buttons that answer it: a colour, whom to swap with, challenge or take,
keep the drawn card. Nothing of it lies over the piles, the colour in force
or the hand, whatever the window's size.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, cast

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from unodesk.engine import COLORS, Color
from unodesk.i18n.names import color_name

from .. import theme
from .faces import color_swatch

TRAY_STYLE = """
QFrame#tray { background: %(dark)s; border-top: 2px solid %(rim)s; }
QFrame#tray QLabel#status { color: %(text)s; font-size: %(line)dpx; padding: 0 6px; }
QFrame#tray QPushButton { font-size: %(button)dpx; font-weight: bold; padding: 5px 12px; border-radius: 8px;
    background: %(paper)s; color: %(ink)s; border: 2px solid %(ink)s; }
QFrame#tray QPushButton:hover { background: #ffffff; }
QFrame#tray QPushButton:focus { border: 3px solid %(gold)s; }
QFrame#tray QPushButton#history { background: transparent; color: %(text)s; border: 2px solid %(rim)s;
    font-weight: normal; }
QFrame#tray QPushButton#history:checked { background: %(rim)s; }
QFrame#tray QPushButton#history:focus { border: 3px solid %(gold)s; }
QFrame#tray QPushButton#take, QFrame#tray QPushButton#keep { background: %(gold)s; }
"""


class ArrowsToHand(QObject):
    """On a button of the table the arrows move along the hand, as on the
    table itself, rather than from button to button (Tab does that): the
    first widget above the button with `arrow_to_hand` is handed the key."""

    ARROWS: ClassVar[dict[Qt.Key, str]] = {
        Qt.Key.Key_Left: "Left", Qt.Key.Key_Right: "Right", Qt.Key.Key_Up: "", Qt.Key.Key_Down: ""}

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.KeyPress or not isinstance(watched, QWidget):
            return False
        key = cast(QKeyEvent, event)
        name = self.ARROWS.get(Qt.Key(key.key()))
        if name is None or key.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False
        above = watched.parentWidget()
        while above is not None and not hasattr(above, "arrow_to_hand"):
            above = above.parentWidget()
        if above is None:
            return False
        above.arrow_to_hand(name)
        return True


ARROWS_TO_HAND = ArrowsToHand()


def _button(parent: QWidget, name: str = "") -> QPushButton:
    button = QPushButton(parent)
    if name:
        button.setObjectName(name)
    button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    button.setAutoDefault(False)
    button.installEventFilter(ARROWS_TO_HAND)
    return button


class Prompt(QWidget):
    """A question of the moment, as a row of answers; the question itself
    (`title`) is said by the tray's line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Not shown: the tray's line says it; kept for screen readers and tests.
        self.title = QLabel(self)
        self.title.hide()
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(0, 0, 0, 0)
        self.row.setSpacing(8)
        self.hide()

    def question(self) -> str:
        return self.title.text()

    def open_row(self) -> None:
        self.setAccessibleName(self.question())
        self.show()

    def set_icon_size(self, px: int) -> None:
        """The tray's text size changed: answers with pictures follow it."""


class ColorPicker(Prompt):
    """Four buttons, each with its colour, pattern, shape, name and key (1-4)."""

    chosen = Signal(object)  # Color
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.buttons: dict[Color, QPushButton] = {}
        for color in COLORS:
            button = _button(self, f"color_{color.value}")
            button.clicked.connect(lambda _=False, c=color: self.chosen.emit(c))
            self.row.addWidget(button)
            self.buttons[color] = button
        self.cancel = _button(self, "cancel")
        self.cancel.clicked.connect(self.cancelled)
        self.row.addWidget(self.cancel)
        self._card = ""
        self._drawn = False
        self.retranslate()

    def showEvent(self, event: QShowEvent) -> None:
        # The swatches are drawn when first asked for (their patterns cost a
        # start some 10 ms, and many rounds never see a wild card).
        if not self._drawn:
            self._drawn = True
            for color, button in self.buttons.items():
                button.setIcon(QIcon(color_swatch(color, 48, 2.0)))
        super().showEvent(event)

    def open(self, can_cancel: bool, card: str = "") -> None:
        """`card`: the wild card being played, named in the question (none: a first card turned up)."""
        self._card = card
        self.cancel.setVisible(can_cancel)
        self.retranslate()
        self.open_row()
        self.buttons[COLORS[0]].setFocus()

    def set_icon_size(self, px: int) -> None:
        for button in self.buttons.values():
            button.setIconSize(QSize(px, px))

    def retranslate(self) -> None:
        if self._card:
            self.title.setText(self.tr("Choose the colour for your {card} (1–4).").format(card=self._card))
        else:
            self.title.setText(self.tr("Choose a colour"))
        for i, (color, button) in enumerate(self.buttons.items(), start=1):
            button.setText(f"{i}  {color_name(color)}")
            button.setAccessibleName(self.tr("{colour} (key {key})").format(colour=color_name(color), key=i))
        self.cancel.setText(self.tr("Cancel"))
        self.cancel.setToolTip(self.tr("Take the card back (Esc)"))


# From how many seats on the swap's buttons read "Bo · 7" rather than "Bo (7 cards)".
COMPACT_FROM = 4


class TargetPicker(Prompt):
    """Whom to swap hands with: one button a seat, and for a card that may
    also swap nothing (Wild Swap Hands), a button to keep one's hand. With
    many seats the buttons go in rows, as many a row as the tray has room for."""

    chosen = Signal(object)  # the seat, or None: no swap
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(4)
        self.row.addLayout(self.grid)
        self.buttons: list[QPushButton] = []
        self.no_swap = _button(self, "no_swap")
        self.no_swap.clicked.connect(lambda: self.chosen.emit(None))
        self.cancel = _button(self, "cancel")
        self.cancel.clicked.connect(self.cancelled)
        # Nobody and Cancel one above the other beside the seats, centred.
        side = QVBoxLayout()
        side.setSpacing(4)
        side.addStretch()
        side.addWidget(self.no_swap)
        side.addWidget(self.cancel)
        side.addStretch()
        self.row.addLayout(side)
        self.room = 10_000  # the width the tray can give; ActionTray sets it
        self.retranslate()

    def open(self, targets: Sequence[tuple[int, str, int]], may_keep: bool = False) -> None:
        """`targets`: (seat, name, cards in hand) for each seat that may be chosen;
        `may_keep`: the card may also be played without a swap."""
        for button in self.buttons:
            self.grid.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        # Many seats: the name and the number alone, so that three or four go on a row.
        compact = len(targets) > COMPACT_FROM
        for seat, name, count in targets:
            button = _button(self)
            words = self.tr("%1 (%n card(s))", "", count).replace("%1", name)
            button.setText(f"{name} \u00b7 {count}" if compact else words)
            button.setToolTip(words)
            button.setAccessibleName(words)
            button.clicked.connect(lambda _=False, s=seat: self.chosen.emit(s))
            self.buttons.append(button)
        self.no_swap.setVisible(may_keep)
        self.retranslate()
        self.lay_out()
        self.open_row()
        if self.buttons:
            self.buttons[0].setFocus()

    def lay_out(self) -> None:
        """The buttons in as few rows as the room allows, the seats first."""
        for button in self.buttons:
            self.grid.removeWidget(button)
        if not self.buttons:
            return
        side = max(self.cancel.sizeHint().width(),
                   self.no_swap.sizeHint().width() if self.no_swap.isVisibleTo(self) else 0)
        widest = max(b.sizeHint().width() for b in self.buttons) + self.grid.horizontalSpacing()
        columns = max(1, min(len(self.buttons), int((self.room - side) // widest)))
        for i, button in enumerate(self.buttons):
            self.grid.addWidget(button, i // columns, i % columns)

    def set_room(self, width: int) -> None:
        if width != self.room:
            self.room = width
            if self.isVisible():
                self.lay_out()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Swap hands with whom?"))
        self.no_swap.setText(self.tr("Nobody: keep my hand"))
        self.cancel.setText(self.tr("Cancel"))


class ChallengePrompt(Prompt):
    """A Wild Draw Four hit the shown person: challenge it, or take the cards."""

    challenge = Signal()
    accept = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.challenge_button = _button(self, "challenge")
        self.accept_button = _button(self, "accept")
        self.challenge_button.clicked.connect(self.challenge)
        self.accept_button.clicked.connect(self.accept)
        self.row.addWidget(self.challenge_button)
        self.row.addWidget(self.accept_button)
        self._who = ""
        self._count = 4

    def open(self, who: str, count: int) -> None:
        self._who, self._count = who, count
        self.retranslate()
        self.open_row()

    def retranslate(self) -> None:
        self.title.setText(self.tr("{name} played a Wild Draw Four on you. Was it a bluff?").format(name=self._who))
        self.challenge_button.setText(self.tr("Challenge (C)"))
        self.accept_button.setText(self.tr("Take %n card(s) (T)", "", self._count))


class ActionTray(QFrame):
    """Under the table: the status line, the answers to what is asked, and
    the button that opens what happened."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tray")
        self.status = QLabel(self)
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.status.setAccessibleName(self.tr("Status"))
        self.color_picker = ColorPicker(self)
        self.target_picker = TargetPicker(self)
        self.challenge_prompt = ChallengePrompt(self)
        self.keep_button = _button(self, "keep")
        self.take_button = _button(self, "take")
        self.history_button = _button(self, "history")
        self.history_button.setCheckable(True)
        for button in (self.keep_button, self.take_button):
            button.hide()
        self._prompts: list[Prompt] = [self.color_picker, self.target_picker, self.challenge_prompt]
        self._row = row = QHBoxLayout(self)
        row.setContentsMargins(8, 6, 8, 6)
        row.setSpacing(8)
        row.addWidget(self.status, 1)
        for widget in (*self._prompts, self.keep_button, self.take_button):
            row.addWidget(widget)
        row.addSpacing(8)
        row.addWidget(self.history_button)
        self._px = 0
        self.set_text_size(15)

    def add_prompt(self, prompt: Prompt) -> None:
        """One more question of the moment, answered in the tray like the others."""
        prompt.setParent(self)
        self._row.insertWidget(len(self._prompts) + 1, prompt)
        self._prompts.append(prompt)
        prompt.set_icon_size(int(self._px * 1.6))

    @property
    def prompts(self) -> tuple[Prompt, ...]:
        return tuple(self._prompts)

    def open_prompt(self) -> Prompt | None:
        return next((p for p in self.prompts if p.isVisible()), None)

    def set_text_size(self, px: int) -> None:
        """Bigger windows get bigger words; the tray is as tall as its buttons need."""
        if px == self._px:
            return
        self._px = px
        self.setStyleSheet(TRAY_STYLE % {
            "dark": theme.FELT_DARK.name(), "rim": theme.FELT.name(), "text": theme.FELT_TEXT.name(),
            "gold": theme.GOLD.name(), "paper": theme.CREAM.name(), "ink": theme.CARD_INK.name(),
            "line": px + 1, "button": px,
        })
        for prompt in self._prompts:
            prompt.set_icon_size(int(px * 1.6))
        # At least one row of buttons high; more when a question needs rows.
        self.setMinimumHeight(int(px * 3.6))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        # The status line keeps at least a fifth of the width.
        self.target_picker.set_room(int(self.width() * 0.8) - self.history_button.width() - 24)
