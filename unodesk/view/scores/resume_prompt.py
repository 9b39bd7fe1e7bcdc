"""The offer to go on with the match left unfinished last time."""
from __future__ import annotations

import enum
from datetime import datetime

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from unodesk.persistence.scores import MatchSummary, Unfinished

from .. import theme
from .felt_dialog import FeltDialog
from .wording import fill, short_name, totals_text, when_text

# Totals shown in the prompt; the rest are on the scoresheet.
SHOWN = 10


class ResumeChoice(enum.Enum):
    CONTINUE = "continue"
    NEW_MATCH = "new_match"


def offer_text(summary: MatchSummary, now: datetime | None = None) -> str:
    """"Continue the match from Sunday, 14:05? Anna 320, Nils 250, …\""""
    from .wording import translate

    return fill(
        translate("ScoreWords", "Continue the match from %1? %2"), when_text(summary.started, now), totals_text(summary)
    )


class ResumePrompt(FeltDialog):
    """Continue or begin anew. Closing the prompt keeps the match for later
    (`choice` is then None): nothing is given up without being asked."""

    def __init__(self, unfinished: Unfinished, parent: QWidget | None = None, *, now: datetime | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resume_prompt")
        self.unfinished = unfinished
        self.now = now
        self.choice: ResumeChoice | None = None
        self.question = QLabel()
        self.question.setObjectName("heading")
        self.question.setWordWrap(True)
        self.question.setTextFormat(Qt.TextFormat.PlainText)
        self.question.setFont(theme.title_font(15))
        self.where = QLabel()
        self.where.setWordWrap(True)
        self.where.setObjectName("note")
        self.scores = QGridLayout()
        self.scores.setHorizontalSpacing(24)
        self.scores.setVerticalSpacing(2)
        seats = unfinished.summary.seats
        leaders = set(unfinished.summary.leaders())
        for index, seat in enumerate(seats[:SHOWN]):
            name = QLabel(short_name(seat.name))
            name.setTextFormat(Qt.TextFormat.PlainText)
            name.setToolTip(seat.name)
            total = QLabel(str(seat.total))
            total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if index in leaders:
                for label in (name, total):
                    font = label.font()
                    font.setBold(True)
                    label.setFont(font)
            column = (index // 5) * 2
            self.scores.addWidget(name, index % 5, column)
            self.scores.addWidget(total, index % 5, column + 1)
        self.new_match_button = QPushButton()
        self.new_match_button.setObjectName("new_match")
        self.new_match_button.setAutoDefault(False)
        self.new_match_button.clicked.connect(lambda: self._choose(ResumeChoice.NEW_MATCH))
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("continue")
        self.continue_button.setDefault(True)
        self.continue_button.clicked.connect(lambda: self._choose(ResumeChoice.CONTINUE))
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_match_button)
        buttons.addStretch()
        buttons.addWidget(self.continue_button)
        grid_box = QHBoxLayout()
        grid_box.addLayout(self.scores)
        grid_box.addStretch()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 16)
        layout.setSpacing(12)
        layout.addWidget(self.question)
        layout.addLayout(grid_box)
        layout.addWidget(self.where)
        layout.addStretch()
        layout.addLayout(buttons)
        self.retranslate()
        self.resize(max(460, self.sizeHint().width()), self.sizeHint().height())

    def _choose(self, choice: ResumeChoice) -> None:
        self.choice = choice
        self.accept()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        self.continue_button.setFocus()

    def retranslate(self) -> None:
        summary = self.unfinished.summary
        self.setWindowTitle(self.tr("Continue the match?"))
        self.question.setText(fill(self.tr("Continue the match from %1?"), when_text(summary.started, self.now)))
        self.question.setAccessibleDescription(offer_text(summary, self.now))
        self.where.setText(
            fill(self.tr("Round %1 is under way. Playing to %2."), self.unfinished.round_number, summary.target)
        )
        self.new_match_button.setText(self.tr("&New match"))
        self.continue_button.setText(self.tr("&Continue"))
