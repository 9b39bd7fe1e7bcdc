"""The shown person's choices over the table: colour, target, challenge, the hand-off."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from unodesk.engine import COLORS, Color
from unodesk.i18n.names import color_name

from .faces import color_swatch

PANEL_STYLE = """
QFrame#panel { background: rgba(18, 28, 24, 235); border: 2px solid #ffd23f; border-radius: 14px; }
QFrame#panel QLabel { color: #f4f1e6; font-size: %(title)dpx; font-weight: bold; }
QFrame#panel QPushButton { font-size: %(text)dpx; padding: 8px 14px; border-radius: 8px;
    background: #f4f1e6; color: #17171c; border: 2px solid #17171c; }
QFrame#panel QPushButton:focus { border: 3px solid #ffd23f; }
QFrame#panel QPushButton:hover { background: #ffffff; }
"""


class Panel(QFrame):
    """A framed box floating over the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self._text_px = 0
        self.set_text_size(16)
        self.title = QLabel(self)
        self.title.setAlignment(Qt.AlignCenter)
        self.title.setWordWrap(True)
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(16, 12, 16, 12)
        self.box.setSpacing(10)
        self.box.addWidget(self.title)
        self.hide()

    def set_text_size(self, px: int) -> None:
        """Bigger tables get bigger words."""
        if px != self._text_px:
            self._text_px = px
            self.setStyleSheet(PANEL_STYLE % {"title": px + 1, "text": px})


class ColorPicker(Panel):
    """Four big buttons, each with its colour, pattern, shape, name and key (1-4)."""

    chosen = Signal(object)  # Color
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        grid = QGridLayout()
        grid.setSpacing(10)
        self.buttons: dict[Color, QPushButton] = {}
        for i, color in enumerate(COLORS):
            button = QPushButton(self)
            button.setIcon(QIcon(color_swatch(color, 64, 2.0)))
            button.setIconSize(QSize(44, 44))
            button.setMinimumHeight(60)
            button.clicked.connect(lambda _=False, c=color: self.chosen.emit(c))
            grid.addWidget(button, i // 2, i % 2)
            self.buttons[color] = button
        self.box.addLayout(grid)
        self.cancel = QPushButton(self)
        self.cancel.clicked.connect(self.cancelled)
        self.box.addWidget(self.cancel, 0, Qt.AlignCenter)
        self.retranslate()

    def open(self, can_cancel: bool) -> None:
        self.cancel.setVisible(can_cancel)
        self.adjustSize()
        self.show()
        self.raise_()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Choose a colour"))
        for i, (color, button) in enumerate(self.buttons.items(), start=1):
            button.setText(f"{i}  {color_name(color)}")
        self.cancel.setText(self.tr("Cancel"))


class TargetPicker(Panel):
    """Whom to swap hands with: one button a seat, and for a card that may
    also swap nothing (Wild Swap Hands), a button to keep one's hand."""

    chosen = Signal(object)  # the seat, or None: no swap
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._row = QGridLayout()
        self._row.setSpacing(8)
        self.box.addLayout(self._row)
        self.buttons: list[QPushButton] = []
        self.no_swap = QPushButton(self)
        self.no_swap.clicked.connect(lambda: self.chosen.emit(None))
        self.box.addWidget(self.no_swap, 0, Qt.AlignCenter)
        self.cancel = QPushButton(self)
        self.cancel.clicked.connect(self.cancelled)
        self.box.addWidget(self.cancel, 0, Qt.AlignCenter)
        self.retranslate()

    def open(self, targets: Sequence[tuple[int, str, int]], may_keep: bool = False) -> None:
        """`targets`: (seat, name, cards in hand) for each seat that may be chosen;
        `may_keep`: the card may also be played without a swap."""
        for button in self.buttons:
            self._row.removeWidget(button)
            button.deleteLater()
        self.buttons = []
        columns = 3 if len(targets) > 4 else 2
        for i, (seat, name, count) in enumerate(targets):
            button = QPushButton(self.tr("%1 (%n card(s))", "", count).replace("%1", name), self)
            button.clicked.connect(lambda _=False, s=seat: self.chosen.emit(s))
            self._row.addWidget(button, i // columns, i % columns)
            self.buttons.append(button)
        self.no_swap.setVisible(may_keep)
        self.adjustSize()
        self.show()
        self.raise_()
        if self.buttons:
            self.buttons[0].setFocus()

    def retranslate(self) -> None:
        self.title.setText(self.tr("Swap hands with whom?"))
        self.no_swap.setText(self.tr("Nobody: keep my hand"))
        self.cancel.setText(self.tr("Cancel"))


class ChallengePrompt(Panel):
    """A Wild Draw Four hit the shown person: challenge it, or take the cards."""

    challenge = Signal()
    accept = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout()
        self.challenge_button = QPushButton(self)
        self.accept_button = QPushButton(self)
        self.challenge_button.clicked.connect(self.challenge)
        self.accept_button.clicked.connect(self.accept)
        row.addWidget(self.challenge_button)
        row.addWidget(self.accept_button)
        self.box.addLayout(row)
        self._who = ""
        self._count = 4

    def open(self, who: str, count: int) -> None:
        self._who, self._count = who, count
        self.retranslate()
        self.adjustSize()
        self.show()
        self.raise_()

    def retranslate(self) -> None:
        self.title.setText(self.tr("{name} played a Wild Draw Four on you. Was it a bluff?").format(name=self._who))
        self.challenge_button.setText(self.tr("Challenge (C)"))
        self.accept_button.setText(self.tr("Take %n card(s) (T)", "", self._count))


class HandOffScreen(QFrame):
    """Covers the whole table while the computer goes to the next person."""

    done = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoff")
        self.setStyleSheet(
            "QFrame#handoff { background: #163d29; }"
            "QFrame#handoff QLabel { color: #f4f1e6; font-size: 26px; font-weight: bold; }"
            "QFrame#handoff QPushButton { font-size: 22px; padding: 14px 30px; border-radius: 10px;"
            " background: #ffd23f; color: #17171c; border: 2px solid #17171c; }"
        )
        self.message = QLabel(self)
        self.message.setAlignment(Qt.AlignCenter)
        self.message.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.clicked.connect(self.done)
        box = QVBoxLayout(self)
        box.addStretch(1)
        box.addWidget(self.message)
        box.addSpacing(24)
        box.addWidget(self.button, 0, Qt.AlignCenter)
        box.addStretch(1)
        self._name = ""
        self.hide()

    def open(self, name: str) -> None:
        self._name = name
        self.retranslate()
        self.show()
        self.raise_()
        self.button.setFocus()

    def retranslate(self) -> None:
        self.message.setText(self.tr("Pass the computer to {name}.\nEveryone else, look away!").format(name=self._name))
        self.button.setText(self.tr("I am {name}").format(name=self._name))
