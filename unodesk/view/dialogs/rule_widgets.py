"""The new-match window's widgets of the rules: the presets as clear choices,
and one rule setting's row (a check box, a spin box or a combo box, with
its explanation and, when greyed, the reason)."""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from unodesk.setup import Kind, RuleSetting

from .seat_table import combo, select, set_items


def form_layout() -> QFormLayout:
    form = QFormLayout()
    # Spin boxes and combos as wide as their contents, not the whole dialog.
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
    return form


def explanation_label() -> QLabel:
    label = QLabel()
    label.setObjectName("explanation")
    label.setWordWrap(True)
    label.setIndent(26)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 0.92)
    label.setFont(font)
    return label


def title_label(scale: float = 1.25) -> QLabel:
    label = QLabel()
    label.setObjectName("title")
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(True)
    label.setFont(font)
    return label


class PresetChoice(QWidget):
    """The presets as clear choices: one card each, its name and what it
    plays; "Your own rules" is chosen by changing a rule, never by hand.

    Answers like a combo box (findData, setCurrentIndex, currentData,
    currentIndexChanged), so the dialog's logic reads it as one."""

    currentIndexChanged = Signal(int)

    def __init__(self, values: tuple, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.values = values
        self.group = QButtonGroup(self)
        self.group.setExclusive(True)
        self.buttons: list[QRadioButton] = []
        self.cards: list[QFrame] = []
        self.explanations: list[QLabel] = []
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setSpacing(8)
        for index, value in enumerate(values):
            card = QFrame(self)
            card.setObjectName("card")
            button = QRadioButton(card)
            font = button.font()
            font.setBold(True)
            button.setFont(font)
            explanation = explanation_label()
            explanation.setIndent(24)
            box = QVBoxLayout(card)
            box.setContentsMargins(10, 8, 10, 8)
            box.setSpacing(2)
            box.addWidget(button)
            box.addWidget(explanation)
            box.addStretch()
            self.group.addButton(button, index)
            self.buttons.append(button)
            self.cards.append(card)
            self.explanations.append(explanation)
            grid.addWidget(card, index // 2, index % 2)
            if value is None:
                button.setEnabled(False)  # one's own rules come from changing a rule
        self.group.idToggled.connect(self._toggled)
        self._index = -1

    def _toggled(self, index: int, checked: bool) -> None:
        if checked and index != self._index:
            self._index = index
            for i, card in enumerate(self.cards):
                card.setProperty("chosen", i == index)
                card.style().unpolish(card)
                card.style().polish(card)
            self.currentIndexChanged.emit(index)

    def findData(self, value: object) -> int:
        return self.values.index(value) if value in self.values else -1

    def setCurrentIndex(self, index: int) -> None:
        if 0 <= index < len(self.buttons):
            self.buttons[index].setChecked(True)

    def currentIndex(self) -> int:
        return self._index

    def currentData(self) -> object:
        return self.values[self._index] if 0 <= self._index < len(self.values) else None

    def setItemText(self, index: int, text: str) -> None:
        self.buttons[index].setText(text)

    def setItemExplanation(self, index: int, text: str) -> None:
        self.explanations[index].setText(text)
        self.buttons[index].setAccessibleDescription(text)


class RuleRow:
    """The widget of one rule setting, its label (none for a switch, whose
    text is its name) and its explanation."""

    def __init__(self, setting: RuleSetting, layout: QVBoxLayout, on_change: Callable[[], None]) -> None:
        self.setting = setting
        self._greyed = False
        self.label: QLabel | None = None
        self.widget: QCheckBox | QSpinBox | QComboBox
        if setting.kind is Kind.SWITCH:
            self.widget = check = QCheckBox()
            check.toggled.connect(on_change)
            layout.addWidget(check)
        else:
            if setting.kind is Kind.NUMBER:
                self.widget = spin = QSpinBox()
                spin.setRange(*setting.bounds)
                spin.setSingleStep(setting.step)
                spin.valueChanged.connect(on_change)
            else:
                self.widget = combo(setting.values, on_change)
            self.label = QLabel()
            self.label.setBuddy(self.widget)
            row = form_layout()
            row.addRow(self.label, self.widget)
            layout.addLayout(row)
        self.widget.setObjectName(setting.field)
        self.explanation = explanation_label()
        layout.addWidget(self.explanation)

    def value(self) -> object:
        widget = self.widget
        if isinstance(widget, QCheckBox):
            return self.setting.value_for(widget.isChecked())
        if isinstance(widget, QSpinBox):
            return widget.value()
        return widget.currentData()

    def set_value(self, value: object) -> None:
        widget = self.widget
        if isinstance(widget, QCheckBox):
            widget.setChecked(self.setting.ticked(value))
        elif isinstance(widget, QSpinBox):
            assert isinstance(value, int), value
            widget.setValue(value)
        else:
            select(widget, value)

    def set_applies(self, applies: bool) -> None:
        """Greyed when it changes nothing here, with the reason under its explanation."""
        self.widget.setEnabled(applies)
        self.explanation.setEnabled(applies)
        if self.label is not None:
            self.label.setEnabled(applies)
        self._greyed = not applies
        self._explain()

    def _explain(self) -> None:
        setting = self.setting
        text = setting.explanation.translated()
        if self._greyed and setting.greyed is not None:
            why = setting.greyed.translated()
            text = f"{text}\n{why}"
            self.widget.setToolTip(why)
        else:
            self.widget.setToolTip("")
        self.explanation.setText(text)
        self.widget.setAccessibleDescription(text)

    def retranslate(self) -> None:
        setting = self.setting
        label = self.label if self.label is not None else self.widget
        assert isinstance(label, QLabel | QCheckBox), "a number or a choice has its label"
        label.setText(setting.label.translated())
        self._explain()
        if isinstance(self.widget, QComboBox):
            set_items(self.widget, [name.translated() for _, name in setting.choices])
