"""Passing the computer keeps everyone in the story: the hand-off screen,
which covers the table while the computer goes to the next person and tells
them what happened since their last turn, and the panel over the table
that tells it again when their cards appear (or, at a table of one person,
what another player's card just did to their hand).

The sentences come from one seat's view (unodesk.i18n.recap); each is
drawn with its card as the table draws it.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QMargins, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QVBoxLayout, QWidget

from unodesk.i18n.recap import MOST_LINES, RecapLine

from .. import theme
from .faces import FaceCache

# The card beside a sentence, as tall as this many times the text.
CARD_TO_TEXT = 1.7
# The panel over the table: at most this wide, and this far from the view's edges.
PANEL_WIDEST = 640
PANEL_MARGIN = 10


class RecapList(QWidget):
    """Sentences one under the other, each with its card at its left; the
    seat's own news in gold."""

    def __init__(self, faces: FaceCache, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._faces = faces
        self._lines: tuple[RecapLine, ...] = ()
        self._px = 15
        self.rows: list[tuple[QLabel, QLabel]] = []
        self._row_widgets: list[QWidget] = []
        self._box = QVBoxLayout(self)
        self._box.setContentsMargins(0, 0, 0, 0)
        self._box.setSpacing(2)

    @property
    def lines(self) -> tuple[RecapLine, ...]:
        return self._lines

    def texts(self) -> list[str]:
        return [line.text for line in self._lines]

    def natural_width(self) -> int:
        """As wide as the longest sentence on one line, with its card."""
        widest = 0
        for picture, words in self.rows:
            words.ensurePolished()
            widest = max(widest, picture.width() + 8 + words.fontMetrics().horizontalAdvance(words.text()) + 4)
        return widest

    def set_lines(self, lines: Sequence[RecapLine], px: int | None = None) -> None:
        self._lines = tuple(lines)
        if px is not None:
            self._px = px
        for row in self._row_widgets:
            self._box.removeWidget(row)
            row.deleteLater()
        self._row_widgets = []
        self.rows = []
        card_h = round(self._px * CARD_TO_TEXT)
        card_w = round(card_h * 0.66)
        dpr = self.devicePixelRatioF()
        for line in self._lines:
            row = QWidget(self)
            picture = QLabel(row)
            picture.setFixedSize(card_w + 4, card_h)
            if line.card is not None:
                picture.setPixmap(self._faces.pixmap(line.card, card_w, card_h, dpr))
            words = QLabel(line.text, row)
            words.setWordWrap(True)
            words.setTextFormat(Qt.TextFormat.PlainText)
            words.setObjectName("yours" if line.yours else "line")
            box = QHBoxLayout(row)
            box.setContentsMargins(0, 0, 0, 0)
            box.setSpacing(8)
            box.addWidget(picture, 0, Qt.AlignmentFlag.AlignVCenter)
            box.addWidget(words, 1)
            self._box.addWidget(row)
            self._row_widgets.append(row)
            self.rows.append((picture, words))
        self.setAccessibleDescription(" ".join(self.texts()))
        self.setVisible(bool(self._lines))


STORY_STYLE = """
QFrame#%(name)s QLabel { color: %(text)s; font-size: %(px)dpx; }
QFrame#%(name)s QLabel#yours { color: %(gold)s; font-weight: bold; }
QFrame#%(name)s QLabel#heading { color: %(text)s; font-size: %(heading)dpx; font-weight: bold; }
"""


def _style(name: str, px: int, heading: int) -> str:
    return STORY_STYLE % {"name": name, "text": theme.FELT_TEXT.name(), "gold": theme.GOLD.name(), "px": px,
                          "heading": heading}


class HandOffScreen(QFrame):
    """Covers the whole table while the computer goes to the next person;
    under the button, what happened since their last turn (nothing that is
    not for every eye: only what every seat may know, and hand sizes)."""

    done = Signal()

    def __init__(self, faces: FaceCache, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("handoff")
        self._px = 16
        self.message = QLabel(self)
        self.message.setObjectName("message")
        self.message.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.message.setWordWrap(True)
        self.button = QPushButton(self)
        self.button.clicked.connect(self.done)
        self.heading = QLabel(self)
        self.heading.setObjectName("heading")
        self.recap = RecapList(faces, self)
        story = QVBoxLayout()
        story.setSpacing(6)
        story.addWidget(self.heading)
        story.addWidget(self.recap)
        column = QHBoxLayout()
        column.addStretch(1)
        column.addLayout(story, 4)
        column.addStretch(1)
        box = QVBoxLayout(self)
        box.addStretch(1)
        box.addWidget(self.message)
        box.addSpacing(18)
        box.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        box.addSpacing(22)
        box.addLayout(column)
        box.addStretch(1)
        self._name = ""
        self._restyle()
        self.hide()

    def _restyle(self) -> None:
        self.setStyleSheet(
            f"QFrame#handoff {{ background: {theme.FELT_DARK.name()}; }}"
            f"QFrame#handoff QLabel#message {{ color: {theme.FELT_TEXT.name()}; font-size: {self._px + 10}px;"
            " font-weight: bold; }"
            f"QFrame#handoff QPushButton {{ font-size: {self._px + 6}px; padding: 14px 30px; border-radius: 10px;"
            f" background: {theme.GOLD.name()}; color: {theme.CARD_INK.name()};"
            f" border: 2px solid {theme.CARD_INK.name()}; }}"
            f"QFrame#handoff QPushButton:focus {{ border: 4px solid {theme.FELT_TEXT.name()}; }}"
            + _style("handoff", self._px, self._px + 2)
        )

    def set_text_size(self, px: int) -> None:
        if px != self._px:
            self._px = px
            self._restyle()
            self.recap.set_lines(self.recap.lines, px)

    def open(self, name: str, recap: Sequence[RecapLine] = ()) -> None:
        self._name = name
        self.recap.set_lines(recap, self._px)
        self.retranslate()
        self.show()
        self.raise_()
        self.button.setFocus()

    def retranslate(self) -> None:
        self.message.setText(self.tr("Pass the computer to {name}.\nEveryone else, look away!").format(name=self._name))
        self.button.setText(self.tr("I am {name}").format(name=self._name))
        self.heading.setText(self.tr("Since your last turn, {name}:").format(name=self._name))
        self.heading.setVisible(bool(self.recap.lines))


class StoryPanel(QFrame):
    """Over the top of the table: what happened since the shown person's
    last turn when their cards appear, or what another player's card just
    did to their hand. It goes at their first move, by its ×, or Esc."""

    closed = Signal()

    def __init__(self, faces: FaceCache, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("story")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground)
        self._px = 15
        self._news_only = False
        self.heading = QLabel(self)
        self.heading.setObjectName("heading")
        self.close_button = QToolButton(self)
        self.close_button.setObjectName("close_story")
        self.close_button.setText("\u00d7")
        self.close_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.close_button.clicked.connect(self.close_story)
        self.recap = RecapList(faces, self)
        head = QHBoxLayout()
        head.addWidget(self.heading, 1)
        head.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        box = QVBoxLayout(self)
        box.setContentsMargins(14, 4, 6, 6)
        box.setSpacing(2)
        box.addLayout(head)
        box.addWidget(self.recap)
        self._restyle()
        self.hide()

    def _restyle(self) -> None:
        self.setStyleSheet(
            f"QFrame#story {{ background: rgba(18, 28, 24, 235); border: 2px solid {theme.GOLD.name()};"
            " border-radius: 12px; }"
            f" QFrame#story QToolButton {{ color: {theme.FELT_TEXT.name()}; border: none; font-size: {self._px + 5}px;"
            " padding: 0 4px; }"
            f" QFrame#story QToolButton:hover, QFrame#story QToolButton:focus {{ color: {theme.GOLD.name()}; }}"
            + _style("story", self._px, self._px + 1)
        )

    def set_text_size(self, px: int) -> None:
        if px != self._px:
            self._px = px
            self._restyle()
            self.recap.set_lines(self.recap.lines, px)

    def tell(self, lines: Sequence[RecapLine], *, news_only: bool) -> None:
        """Show `lines`: the whole recap, or (`news_only`) what was done to the person's hand."""
        if not lines:
            return
        self._news_only = news_only
        self.recap.set_lines(lines, self._px)
        self.retranslate()
        self.show()
        self.raise_()

    def close_story(self) -> None:
        if self.isVisible():
            self.hide()
            self.closed.emit()

    def tell_within(self, lines_for: Callable[[int], Sequence[RecapLine]], view_w: int, room: float) -> None:
        """The whole story, in as many lines (`lines_for(most)`) as fit above
        `room` (the piles stay in sight), its latest lines first kept."""
        for most in range(MOST_LINES, 1, -1):
            self.tell(lines_for(most), news_only=False)
            self.place(view_w, 100_000)
            if self.height() + PANEL_MARGIN <= room:
                break

    def place(self, view_w: int, view_h: int) -> None:
        """In the top middle of the table, as wide as its words need up to PANEL_WIDEST."""
        self.heading.ensurePolished()
        margins = self.contentsMargins().left() + self.contentsMargins().right() + 40
        want = max(self.recap.natural_width(), self.heading.fontMetrics().horizontalAdvance(self.heading.text()) + 30)
        want += margins
        width = min(PANEL_WIDEST, want, view_w - 2 * PANEL_MARGIN)
        self.setFixedWidth(max(200, width))
        self.setFixedHeight(min(self.needed_height(), view_h - 2 * PANEL_MARGIN))
        self.move((view_w - self.width()) // 2, PANEL_MARGIN)

    def needed_height(self) -> int:
        """The height its heading and lines take at its width, counted from them (the layout may lag a change)."""
        layout = self.layout()
        m = layout.contentsMargins() if layout is not None else QMargins()
        inner = self.width() - m.left() - m.right()
        height = m.top() + m.bottom() + self.heading.sizeHint().height() + 2
        for picture, words in self.recap.rows:
            text = words.heightForWidth(max(1, inner - picture.width() - 8))
            height += max(picture.height(), text) + 2
        return height

    def retranslate(self) -> None:
        if self._news_only:
            self.heading.setText(self.tr("Your hand changed"))
        else:
            self.heading.setText(self.tr("Since your last turn"))
        self.close_button.setToolTip(self.tr("Close (Esc)"))
        self.close_button.setAccessibleName(self.tr("Close what happened since your last turn"))
        self.setAccessibleName(self.heading.text())
