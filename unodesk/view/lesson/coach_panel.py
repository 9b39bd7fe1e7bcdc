"""The coach at the table: a panel beside the felt with what to do now and
why, the cards it is about as the table draws them, and the lesson's
buttons (go on, leave; at the end, again or back to the game)."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDockWidget, QFrame, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget

from unodesk.engine import Card

from .. import theme
from ..dialogs.card_chips import card_strip, names_text

# The cards beside the words, in pixels.
CARD_H = 84


def _style(px: int) -> str:
    """The panel's look, its words `px` high (the table's own words' size)."""
    def rgb(color) -> str:
        return color.name()

    return f"""
    QWidget#coach {{ background: {rgb(theme.FELT_DARK)}; }}
    QScrollArea#talk, QWidget#page {{ background: transparent; border: none; }}
    QScrollBar:vertical {{ background: {rgb(theme.FELT_DARK)}; width: 10px; }}
    QScrollBar::handle:vertical {{ background: {rgb(theme.PAPER)}; border-radius: 4px; min-height: 24px; }}
    QLabel#heading {{ color: {rgb(theme.GOLD)}; font-weight: bold; font-size: {px + 3}px; }}
    QLabel#step {{ color: {rgb(theme.FELT_TEXT)}; font-size: {px - 1}px; }}
    QFrame#bubble {{ background: {rgb(theme.PAPER)}; border: 2px solid {rgb(theme.PAPER_EDGE)}; border-radius: 12px; }}
    QLabel#words {{ color: {rgb(theme.INK)}; font-size: {px + 1}px; }}
    QLabel#caption {{ color: {rgb(theme.PENCIL)}; font-weight: bold; }}
    QLabel#refusal {{ color: {rgb(theme.RED_INK)}; font-size: {px + 1}px; font-weight: bold; }}
    QPushButton {{ background: {rgb(theme.CREAM)}; color: {rgb(theme.CARD_INK)}; border: 2px solid
        {rgb(theme.FELT)}; border-radius: 7px; padding: 6px 12px; font-size: {px}px; }}
    QPushButton:focus {{ border: 3px solid {rgb(theme.GOLD)}; }}
    QPushButton#go_on {{ background: {rgb(theme.GOLD)}; font-weight: bold; }}
    """


class CoachPanel(QWidget):
    """What the coach says now; the buttons say what the person chose."""

    go_on = Signal()
    leave = Signal()
    again = Signal()
    back = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("coach")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._px = 14
        self.card_h: float = CARD_H
        self.setStyleSheet(_style(self._px))
        self.heading = QLabel()
        self.heading.setObjectName("heading")
        self.step = QLabel()
        self.step.setObjectName("step")
        self.bubble = QFrame()
        self.bubble.setObjectName("bubble")
        self.refusal = QLabel()
        self.refusal.setObjectName("refusal")
        self.words = QLabel()
        self.words.setObjectName("words")
        self.pictures = QWidget()  # the cards the words are about, a strip a group
        self.pictures.setObjectName("pictures")
        self._strips = QVBoxLayout(self.pictures)
        self._strips.setContentsMargins(0, 0, 0, 0)
        self._strips.setSpacing(4)
        for label in (self.refusal, self.words):
            label.setWordWrap(True)
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setTextInteractionFlags(Qt.TextInteractionFlag.NoTextInteraction)
        inside = QVBoxLayout(self.bubble)
        inside.setContentsMargins(12, 10, 12, 10)
        inside.setSpacing(8)
        inside.addWidget(self.refusal)
        inside.addWidget(self.words)
        inside.addWidget(self.pictures)
        self.go_on_button = self._button("go_on", self.go_on)
        self.again_button = self._button("again", self.again)
        self.back_button = self._button("back", self.back)
        self.leave_button = self._button("leave", self.leave)
        # The words scroll when a long text meets a short window; the buttons stay in sight.
        page = QWidget()
        page.setObjectName("page")
        talk = QVBoxLayout(page)
        talk.setContentsMargins(0, 0, 0, 0)
        talk.addWidget(self.bubble)
        talk.addStretch(1)
        self.talk = QScrollArea()
        self.talk.setObjectName("talk")
        self.talk.setWidget(page)
        self.talk.setWidgetResizable(True)
        self.talk.setFrameShape(QFrame.Shape.NoFrame)
        self.talk.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.talk.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        column = QVBoxLayout(self)
        column.setContentsMargins(12, 12, 12, 12)
        column.setSpacing(8)
        column.addWidget(self.heading)
        column.addWidget(self.step)
        column.addWidget(self.talk, 1)
        column.addWidget(self.go_on_button)
        column.addWidget(self.again_button)
        column.addWidget(self.back_button)
        column.addWidget(self.leave_button)
        self._groups: tuple[tuple[str, tuple[Card, ...]], ...] = ()
        self.show_words("", (), waiting=False)

    def _button(self, name: str, signal) -> QPushButton:
        button = QPushButton()
        button.setObjectName(name)
        button.setAutoDefault(True)
        button.clicked.connect(signal.emit)
        return button

    def show_words(self, text: str, groups: Sequence[tuple[str, Sequence[Card]]], *, waiting: bool,
                   ended: bool = False) -> None:
        """The coach's words and their cards, in groups each with its caption
        ("" for none); `waiting`: the game waits for Go on; `ended`: the
        lesson is over (again, or back to the game)."""
        self.words.setText(text)
        self.words.setAccessibleName(text)
        self._groups = tuple((caption, tuple(cards)) for caption, cards in groups if cards)
        self._draw_cards()
        self.go_on_button.setVisible(waiting)
        self.again_button.setVisible(ended)
        self.back_button.setVisible(ended)
        self.leave_button.setVisible(not ended)
        self.refusal.hide()

    def show_refusal(self, text: str) -> None:
        """Why the last move was not made, above the words."""
        self.refusal.setText(text)
        self.refusal.setVisible(bool(text))

    def _draw_cards(self) -> None:
        while self._strips.count():
            item = self._strips.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.pictures.setVisible(bool(self._groups))
        room = max(120.0, self.width() - 60.0)
        height = self.card_h if len(self._groups) < 2 else self.card_h * 0.6
        for caption, cards in self._groups:
            if caption:
                label = QLabel(caption)
                label.setObjectName("caption")
                self._strips.addWidget(label)
            strip = QLabel()
            strip.setObjectName("cards")
            strip.setAlignment(Qt.AlignmentFlag.AlignCenter)
            strip.setPixmap(card_strip(cards, height, self.devicePixelRatioF(), room=room))
            strip.setToolTip(names_text(cards))
            strip.setAccessibleName(", ".join(part for part in (caption, names_text(cards)) if part))
            self._strips.addWidget(strip)

    def set_text_size(self, px: int) -> None:
        """Words as large as the table's (larger on a taller window), the cards with them."""
        if px != self._px:
            self._px = px
            self.card_h = CARD_H * px / 14
            self.setStyleSheet(_style(px))
            self._draw_cards()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._draw_cards()

    def set_texts(self, heading: str, go_on: str, again: str, back: str, leave: str) -> None:
        self.heading.setText(heading)
        self.go_on_button.setText(go_on)
        self.again_button.setText(again)
        self.back_button.setText(back)
        self.leave_button.setText(leave)


def coach_dock(panel: CoachPanel, parent: QWidget) -> QDockWidget:
    """The panel at the table's left, fixed there (no title bar, nothing to float or close)."""
    dock = QDockWidget(parent)
    dock.setObjectName("coach_dock")
    dock.setWidget(panel)
    dock.setTitleBarWidget(QWidget(dock))
    dock.setFeatures(QDockWidget.DockWidgetFeature.NoDockWidgetFeatures)
    dock.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea)
    return dock
