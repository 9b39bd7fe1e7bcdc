"""Two more panels over the table, for rules the official game lacks or
rarely shows: one card or a pair (the doubles rule), and the hand a
challenge showed to the person who challenged."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QWidget

from unodesk.engine import Card
from unodesk.i18n.names import card_name

from .controls import Panel
from .faces import FaceCache

# How long a shown hand stays up unless closed sooner; the game waits meanwhile.
REVEAL_MS = 10_000
# Cards a row in the shown hand.
REVEAL_COLUMNS = 10


class PairPicker(Panel):
    """The shown person holds both copies of a card that may go down: one, or both?"""

    chosen = Signal(bool)  # True: both cards
    cancelled = Signal()

    def __init__(self, faces: FaceCache, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._faces = faces
        self._card: Card | None = None
        row = QHBoxLayout()
        self.one_button = QPushButton(self)
        self.both_button = QPushButton(self)
        for button, pair in ((self.one_button, False), (self.both_button, True)):
            button.setIconSize(QSize(34, 50))
            button.setMinimumHeight(60)
            button.clicked.connect(lambda _=False, p=pair: self.chosen.emit(p))
            row.addWidget(button)
        self.box.addLayout(row)
        self.cancel = QPushButton(self)
        self.cancel.clicked.connect(self.cancelled)
        self.box.addWidget(self.cancel, 0, Qt.AlignCenter)

    def open(self, card: Card) -> None:
        self._card = card
        self.one_button.setIcon(QIcon(self._faces.pixmap(card, 34, 50, self.devicePixelRatioF())))
        self.both_button.setIcon(QIcon(self._pair_pixmap(card)))
        self.retranslate()
        self.adjustSize()
        self.show()
        self.raise_()
        self.both_button.setFocus()

    def _pair_pixmap(self, card: Card) -> QPixmap:
        dpr = self.devicePixelRatioF()
        pixmap = QPixmap(int(50 * dpr), int(50 * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.transparent)
        face = self._faces.pixmap(card, 30, 44, dpr)
        painter = QPainter(pixmap)
        painter.drawPixmap(2, 0, face)
        painter.drawPixmap(18, 6, face)
        painter.end()
        return pixmap

    def retranslate(self) -> None:
        name = card_name(self._card) if self._card is not None else ""
        self.title.setText(self.tr("You hold {card} twice. Play one, or both together?").format(card=name))
        self.one_button.setText(self.tr("One card (1)"))
        self.both_button.setText(self.tr("Both cards (2)"))
        self.cancel.setText(self.tr("Cancel"))


class RevealedHand(Panel):
    """The challenged player's hand, face up, for the challenger's eyes only.

    The table holds the game while it is up (see TableWidget), so a hand-off
    to the next person never shows it to anyone else; it closes by its button,
    Enter or Esc, or after REVEAL_MS.
    """

    closed = Signal()

    def __init__(self, faces: FaceCache, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._faces = faces
        self._name = ""
        self._bluff: bool | None = None
        self.verdict = QLabel(self)
        self.verdict.setAlignment(Qt.AlignCenter)
        self.verdict.setWordWrap(True)
        self.box.addWidget(self.verdict)
        self._cards = QGridLayout()
        self._cards.setSpacing(4)
        self.box.addLayout(self._cards)
        self.card_labels: list[QLabel] = []
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.close_hand)
        self.box.addWidget(self.close_button, 0, Qt.AlignCenter)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.close_hand)
        self.card_h = 70

    def open(self, name: str, cards: Sequence[Card], bluff: bool | None) -> None:
        """Show `name`'s `cards`; `bluff` says how the challenge ended (None: not known)."""
        self._name, self._bluff = name, bluff
        for label in self.card_labels:
            self._cards.removeWidget(label)
            label.deleteLater()
        self.card_labels = []
        h = self.card_h
        w = round(h * 0.66)
        for i, card in enumerate(cards):
            label = QLabel(self)
            label.setPixmap(self._faces.pixmap(card, w, h, self.devicePixelRatioF()))
            label.setToolTip(card_name(card))
            label.setAccessibleName(card_name(card))
            self._cards.addWidget(label, i // REVEAL_COLUMNS, i % REVEAL_COLUMNS)
            self.card_labels.append(label)
        self.retranslate()
        self.adjustSize()
        self.show()
        self.raise_()
        self.close_button.setFocus()
        self._timer.start(REVEAL_MS)

    def close_hand(self) -> None:
        """Close it (once) and say so: the game goes on."""
        self._timer.stop()
        if self.isVisible():
            self.hide()
            self.closed.emit()

    def retranslate(self) -> None:
        self.title.setText(self.tr("{name} had to show you their hand").format(name=self._name))
        if self._bluff is None:
            self.verdict.setText("")
        elif self._bluff:
            self.verdict.setText(self.tr("It was a bluff: {name} held a card of the colour in play.").format(
                name=self._name))
        else:
            self.verdict.setText(self.tr("No bluff: {name} held no card of the colour in play.").format(
                name=self._name))
        self.verdict.setVisible(self._bluff is not None)
        self.close_button.setText(self.tr("Go on (Enter)"))
