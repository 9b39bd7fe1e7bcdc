"""For rules the official game lacks or rarely shows: one card or a pair
(the doubles rule), a question answered in the tray like the others; and
the hand a challenge showed to the person who challenged, a panel over the
table."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from unodesk.engine import Card
from unodesk.i18n.names import card_name

from .. import theme
from .controls import Prompt, _button
from .faces import FaceCache

# How long a shown hand stays up unless closed sooner; the game waits meanwhile.
REVEAL_MS = 10_000
# Cards a row in the shown hand.
REVEAL_COLUMNS = 10


class PairPicker(Prompt):
    """The shown person holds both copies of a card that may go down: one, or both?"""

    chosen = Signal(bool)  # True: both cards
    cancelled = Signal()

    def __init__(self, faces: FaceCache, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._faces = faces
        self._card: Card | None = None
        self.one_button = _button(self, "one")
        self.both_button = _button(self, "both")
        for button, pair in ((self.one_button, False), (self.both_button, True)):
            button.clicked.connect(lambda _=False, p=pair: self.chosen.emit(p))
            self.row.addWidget(button)
        self.cancel = _button(self, "cancel")
        self.cancel.clicked.connect(self.cancelled)
        self.row.addWidget(self.cancel)
        self.set_icon_size(24)

    def set_icon_size(self, px: int) -> None:
        for button in (self.one_button, self.both_button):
            button.setIconSize(QSize(px, px))

    def open(self, card: Card) -> None:
        self._card = card
        self.one_button.setIcon(QIcon(self._one_pixmap(card)))
        self.both_button.setIcon(QIcon(self._pair_pixmap(card)))
        self.retranslate()
        self.open_row()
        self.both_button.setFocus()

    def _one_pixmap(self, card: Card) -> QPixmap:
        dpr = self.devicePixelRatioF()
        pixmap = QPixmap(int(50 * dpr), int(50 * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.drawPixmap(8, 3, self._faces.pixmap(card, 30, 44, dpr))
        painter.end()
        return pixmap

    def _pair_pixmap(self, card: Card) -> QPixmap:
        dpr = self.devicePixelRatioF()
        pixmap = QPixmap(int(50 * dpr), int(50 * dpr))
        pixmap.setDevicePixelRatio(dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
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


PANEL_STYLE = """
QFrame#panel { background: rgba(18, 28, 24, 235); border: 2px solid %(gold)s; border-radius: 14px; }
QFrame#panel QLabel { color: %(text)s; font-size: %(title)dpx; font-weight: bold; }
QFrame#panel QPushButton { font-size: %(px)dpx; padding: 8px 14px; border-radius: 8px;
    background: %(paper)s; color: %(ink)s; border: 2px solid %(ink)s; }
QFrame#panel QPushButton:focus { border: 3px solid %(gold)s; }
QFrame#panel QPushButton:hover { background: #ffffff; }
"""


class Panel(QFrame):
    """A framed box floating over the table, its title at the top."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self._text_px = 0
        self.set_text_size(16)
        self.title = QLabel(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
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
            self.setStyleSheet(PANEL_STYLE % {
                "gold": theme.GOLD.name(), "text": theme.FELT_TEXT.name(), "paper": theme.CREAM.name(),
                "ink": theme.CARD_INK.name(), "title": px + 1, "px": px})


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
        self.verdict.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.verdict.setWordWrap(True)
        self.box.addWidget(self.verdict)
        self._cards = QGridLayout()
        self._cards.setSpacing(4)
        self.box.addLayout(self._cards)
        self.card_labels: list[QLabel] = []
        self.close_button = QPushButton(self)
        self.close_button.clicked.connect(self.close_hand)
        self.box.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignCenter)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.close_hand)
        self.card_h = 70
        self._seen: object = None  # the shown hand last opened, not to open it twice

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

    def offer(self, revealed: tuple[int, tuple[Card, ...]] | None, names: Sequence[str], bluff: bool | None) -> None:
        """The hand a challenge showed (seat and cards; None: none now), opened once for as long as it stands."""
        if revealed is None:
            self._seen = None
            return
        if revealed == self._seen:
            return
        self._seen = revealed
        seat, cards = revealed
        self.open(names[seat] if seat < len(names) else "", cards, bluff)

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
