"""The family's own rule card, in the rules step of the new-match window:
under "What the customizable wild does", the rule in the family's own words
(up to a sentence or two), which the table shows large whenever one of the
cards is played. Greyed, like the choice above it, without a 112-card deck.
"""
from __future__ import annotations

from PySide6.QtWidgets import QLabel, QLineEdit, QSizePolicy, QVBoxLayout, QWidget

from unodesk.setup import CUSTOM_RULE_LIMIT

from .rule_widgets import explanation_label, form_layout


class FamilyRule(QWidget):
    def __init__(self, layout: QVBoxLayout, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.edit = QLineEdit()
        self.edit.setObjectName("custom_rule")
        self.edit.setMaxLength(CUSTOM_RULE_LIMIT)
        # A sentence or two: as wide as the page lets it be, never a stub.
        self.edit.setMinimumWidth(420)
        self.edit.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.label = QLabel()
        self.label.setBuddy(self.edit)
        self.explanation = explanation_label()
        row = form_layout()
        row.setFieldGrowthPolicy(row.FieldGrowthPolicy.ExpandingFieldsGrow)
        row.addRow(self.label, self.edit)
        layout.addLayout(row)
        layout.addWidget(self.explanation)

    def text(self) -> str:
        return " ".join(self.edit.text().split())

    def set_text(self, text: str) -> None:
        self.edit.setText(text)

    def set_applies(self, applies: bool) -> None:
        for widget in (self.edit, self.label, self.explanation):
            widget.setEnabled(applies)

    def retranslate(self) -> None:
        self.label.setText(self.tr("Your rule, in your &own words:"))
        self.edit.setPlaceholderText(self.tr("Everyone passes their hand to the left"))
        self.explanation.setText(self.tr(
            "Shown large on the table to everyone when a customizable wild is played; "
            "the game does what you chose above."))
        self.edit.setAccessibleDescription(self.explanation.text())
