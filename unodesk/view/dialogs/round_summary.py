"""The end of a round: everyone's cards, points and totals; at the end of
the match, its winner. The person chooses what comes next.

In the table's look: the winner named big with their badge, each seat's
cards left as the table's own card pictures, the match's scoresheet below.
"""
from __future__ import annotations

import enum

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from unodesk.i18n.messages import name_list
from unodesk.setup import RoundResult

from .. import theme
from ..table.avatars import paint_avatar
from .card_chips import card_strip, names_text
from .retranslating import Retranslating

CARD_H = 46  # the cards left in a hand, in pixels


class Choice(enum.Enum):
    NEXT_ROUND = "next_round"
    NEW_MATCH = "new_match"
    QUIT = "quit"


def _badge(name: str, seat: int, size: int, dpr: float) -> QPixmap:
    pixmap = QPixmap(QSize(round(size * dpr), round(size * dpr)))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_avatar(painter, QRectF(0, 0, size, size), name, seat, glow=theme.GOLD)
    painter.end()
    return pixmap


class RoundSummaryDialog(Retranslating, QDialog):
    """Shows a RoundResult; `choice` says which button ended it (None: closed)."""

    def __init__(
        self, result: RoundResult, names: tuple[str, ...], scoring: str, parent: QWidget | None = None,
        *, sheet: QWidget | None = None,
    ) -> None:
        """`sheet`: the match's scoresheet so far, shown below the round."""
        super().__init__(parent)
        self.setObjectName("round_summary_dialog")
        self.setStyleSheet(theme.felt_dialog_style())
        self.round_result = result
        self.names = names
        self.scoring = scoring
        self.choice: Choice | None = None
        dpr = self.devicePixelRatioF()
        star = result.match_winner if result.match_over else result.winner
        self.winner_badge = QLabel()
        if star is not None:
            self.winner_badge.setPixmap(_badge(names[star], star, 52, dpr))
        self.headline = QLabel()
        self.headline.setObjectName("title")
        self.headline.setWordWrap(True)
        self.headline.setTextFormat(Qt.TextFormat.PlainText)
        font = self.headline.font()
        font.setPointSizeF(font.pointSizeF() * (1.8 if result.match_over else 1.5))
        font.setBold(True)
        self.headline.setFont(font)
        top = QHBoxLayout()
        top.setSpacing(12)
        top.addWidget(self.winner_badge)
        top.addWidget(self.headline, 1)
        self.table = QGridLayout()
        self.table.setHorizontalSpacing(14)
        self.table.setVerticalSpacing(6)
        self.headers = [QLabel() for _ in range(4)]
        for column, header in enumerate(self.headers):
            header.setObjectName("heading")
            self.table.addWidget(header, 0, column + 1)
        self.cells: list[tuple[QLabel, QLabel, QLabel, QLabel]] = []
        self.hand_points: list[QLabel] = []
        for seat, name in enumerate(names):
            self._add_row(seat, name, dpr)
        # A match in teams: each team's total under the players.
        self.team_labels = [QLabel() for _ in result.team_totals]
        for row, label in enumerate(self.team_labels, start=len(names) + 1):
            label.setTextFormat(Qt.TextFormat.PlainText)
            label.setObjectName("team_total")
            self.table.addWidget(label, row, 1, 1, 4)
        self.table.setColumnStretch(2, 1)
        self.table.setRowStretch(len(names) + len(self.team_labels) + 1, 1)
        rows = QWidget()
        rows.setLayout(self.table)
        area = QScrollArea()
        area.setWidget(rows)
        area.setWidgetResizable(True)
        area.setFrameShape(QScrollArea.Shape.NoFrame)
        # Quitting and a new match on the left, going on at the right.
        self.quit_button = self._button(Choice.QUIT)
        self.new_match_button = self._button(Choice.NEW_MATCH)
        self.next_button = self._button(Choice.NEXT_ROUND)
        self.next_button.setVisible(not result.match_over)
        (self.new_match_button if result.match_over else self.next_button).setProperty("primary", True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.quit_button)
        buttons.addWidget(self.new_match_button)
        buttons.addStretch()
        buttons.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.addLayout(top)
        self.sheet = sheet
        if sheet is None:
            layout.addWidget(area, 1)
        else:
            # The round above, the whole match's sheet below it.
            split = QSplitter(Qt.Orientation.Vertical)
            split.setChildrenCollapsible(False)
            split.addWidget(area)
            split.addWidget(sheet)
            split.setStretchFactor(1, 1)
            rows_height = rows.sizeHint().height() + 4
            split.setSizes([rows_height, 3 * rows_height])
            area.setMinimumHeight(min(rows_height, 150))
            layout.addWidget(split, 1)
        layout.addLayout(buttons)
        self.retranslate()
        if sheet is None:
            # As tall as the rows need, up to what a 1024x640 screen can show.
            self.resize(680, min(560, self.sizeHint().height()))
        else:
            screen = self.screen().availableGeometry()
            self.resize(min(940, screen.width() - 24), min(720, screen.height() - 48))

    def _add_row(self, seat: int, name: str, dpr: float) -> None:
        result = self.round_result
        hand = result.hands[seat]
        badge = QLabel()
        badge.setPixmap(_badge(name, seat, 26, dpr))
        cells = (QLabel(name), QLabel(), QLabel(str(result.round_scores[seat])), QLabel(str(result.totals[seat])))
        # A name is whatever was typed, never markup.
        cells[0].setTextFormat(Qt.TextFormat.PlainText)
        if hand:
            cells[1].setPixmap(card_strip(hand, CARD_H, dpr))
        cells[1].setToolTip(names_text(hand))
        cells[1].setAccessibleName(names_text(hand))
        cells[1].setMinimumHeight(CARD_H)
        for label in cells[2:]:
            label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if seat in (result.winner, result.match_winner):
            for label in (cells[0], cells[2], cells[3]):
                label.setObjectName("title")
                font = label.font()
                font.setBold(True)
                label.setFont(font)
        self.table.addWidget(badge, seat + 1, 0)
        for column, label in enumerate(cells):
            if column != 1:
                self.table.addWidget(label, seat + 1, column + 1)
        # What the cards left cost, beside them ("25 points in hand").
        points = QLabel()
        points.setObjectName("hand_points")
        left = QHBoxLayout()
        left.setSpacing(10)
        left.addWidget(cells[1])
        left.addWidget(points)
        left.addStretch()
        self.table.addLayout(left, seat + 1, 2)
        self.hand_points.append(points)
        self.cells.append(cells)

    def _members(self, team: int) -> str:
        return name_list([name for seat, name in enumerate(self.names) if self.round_result.teams[seat] == team])

    def showEvent(self, event) -> None:
        # Enter goes on with the game; QDialog picks its own default otherwise.
        super().showEvent(event)
        (self.new_match_button if self.round_result.match_over else self.next_button).setDefault(True)

    def _button(self, choice: Choice) -> QPushButton:
        button = QPushButton()
        button.setObjectName(choice.value)
        button.clicked.connect(lambda: self._choose(choice))
        return button

    def _choose(self, choice: Choice) -> None:
        self.choice = choice
        self.accept()

    def retranslate(self) -> None:
        result = self.round_result
        # Worded so that any name fits, "You" included.
        if result.match_over and result.match_winner is not None and result.teams:
            self.setWindowTitle(self.tr("The match is over"))
            team = result.teams[result.match_winner]
            headline = self.tr("Winners of the match: team %1 (%2), with %n point(s).", "",
                               result.team_totals[team]).replace("%1", str(team + 1)).replace(
                                   "%2", self._members(team))
        elif result.match_over and result.match_winner is not None:
            self.setWindowTitle(self.tr("The match is over"))
            headline = self.tr("Winner of the match: %1, with %n point(s).", "",
                               result.totals[result.match_winner]).replace("%1", self.names[result.match_winner])
        else:
            self.setWindowTitle(self.tr("The round is over"))
            if result.winner is None:
                headline = self.tr("The round ended without a winner.")
            elif self.scoring == "winner":
                headline = self.tr("First out: %1. Points this round: %n.", "",
                                   result.round_scores[result.winner]).replace("%1", self.names[result.winner])
            else:
                headline = self.tr("First out: %1. Everyone else scores the cards left in their hand.").replace(
                    "%1", self.names[result.winner])
        self.headline.setText(headline)
        for header, text in zip(self.headers, (
            self.tr("Player"), self.tr("Cards left"), self.tr("This round"), self.tr("Total"),
        ), strict=True):
            header.setText(text)
        self.headers[2].setAlignment(Qt.AlignmentFlag.AlignRight)
        self.headers[3].setAlignment(Qt.AlignmentFlag.AlignRight)
        for seat, cells in enumerate(self.cells):
            hand = self.round_result.hands[seat]
            if not hand:
                cells[1].setText(self.tr("went out"))
            self.hand_points[seat].setText(
                self.tr("%n point(s) in hand", "", sum(card.points for card in hand)) if hand else "")
        for team, label in enumerate(self.team_labels):
            label.setText(self.tr("Team %1 (%2): %n point(s) in all", "", result.team_totals[team]).replace(
                "%1", str(team + 1)).replace("%2", self._members(team)))
        self.next_button.setText(self.tr("&Next round"))
        self.new_match_button.setText(self.tr("New &match…"))
        self.quit_button.setText(self.tr("&Quit"))
