"""The family's own house rules in the rules step: the sets saved under a
name, picked beside the ready-made presets, and saved, renamed and deleted
from here (kept in the settings: persistence/house_rules.py)."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QInputDialog, QLabel, QLineEdit, QPushButton, QWidget

from unodesk.persistence.house_rules import HouseRules, clean, deleted, renamed, saved

from .rule_widgets import explanation_label


class HouseRulesBox(QWidget):
    """`picked(HouseRules)`: a saved set chosen; `changed(tuple)`: the sets after a save, rename or delete."""

    picked = Signal(object)
    changed = Signal(object)

    def __init__(self, sets: tuple[HouseRules, ...], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.sets = sets
        self.label = QLabel()
        self.choice = QComboBox()
        self.choice.setObjectName("house_rules")
        self.label.setBuddy(self.choice)
        self.choice.activated.connect(self._pick)
        self.save_button = QPushButton()
        self.save_button.setObjectName("save_house_rules")
        self.rename_button = QPushButton()
        self.rename_button.setObjectName("rename_house_rules")
        self.delete_button = QPushButton()
        self.delete_button.setObjectName("delete_house_rules")
        for button, slot in ((self.save_button, self._save), (self.rename_button, self._rename),
                             (self.delete_button, self._delete)):
            button.setAutoDefault(False)
            button.clicked.connect(slot)
        self.note = explanation_label()
        self.note.setIndent(0)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.label)
        row.addWidget(self.choice, 1)
        row.addWidget(self.save_button)
        row.addWidget(self.rename_button)
        row.addWidget(self.delete_button)
        self.current: HouseRules | None = None  # what the dialog's rules are now, for a save
        self._fill()

    def selected(self) -> HouseRules | None:
        index = self.choice.currentIndex() - 1
        return self.sets[index] if 0 <= index < len(self.sets) else None

    def show_match(self, rules: HouseRules) -> None:
        """Select the saved set the dialog's rules are (or none), as the presets do."""
        self.current = rules
        index = next((i for i, s in enumerate(self.sets)
                      if (s.rules, s.custom_rule) == (rules.rules, rules.custom_rule)), None)
        self.choice.setCurrentIndex(0 if index is None else index + 1)
        self._enable()

    def ask_name(self, title: str, label: str, text: str) -> str:
        """A name typed by the family; "" when they cancel (tests answer it themselves)."""
        name, ok = QInputDialog.getText(self, title, label, QLineEdit.EchoMode.Normal, text)
        return clean(name) if ok else ""

    def _pick(self) -> None:
        chosen = self.selected()
        if chosen is not None:
            self.picked.emit(chosen)
        self._enable()

    def _save(self) -> None:
        if self.current is None:
            return
        chosen = self.selected()
        name = self.ask_name(self.tr("Save the rules"), self.tr("Name of your rules:"),
                             chosen.name if chosen else self.tr("Our rules"))
        if name:
            self._change(saved(self.sets, HouseRules(name, self.current.rules, self.current.custom_rule)), name)

    def _rename(self) -> None:
        chosen = self.selected()
        if chosen is None:
            return
        name = self.ask_name(self.tr("Rename the rules"), self.tr("New name:"), chosen.name)
        if name:
            self._change(renamed(self.sets, chosen.name, name), name)

    def _delete(self) -> None:
        chosen = self.selected()
        if chosen is not None:
            self._change(deleted(self.sets, chosen.name), None)

    def _change(self, sets: tuple[HouseRules, ...], select: str | None) -> None:
        self.sets = sets
        self._fill()
        index = next((i for i, s in enumerate(sets) if s.name == select), None)
        self.choice.setCurrentIndex(0 if index is None else index + 1)
        self._enable()
        self.changed.emit(sets)

    def _fill(self) -> None:
        self.choice.clear()
        self.choice.addItem("")
        for house_rules in self.sets:
            self.choice.addItem(house_rules.name)
        self._word_first()
        self._enable()

    def _word_first(self) -> None:
        self.choice.setItemText(0, self.tr("(none saved)") if not self.sets else self.tr("(pick one)"))

    def _enable(self) -> None:
        chosen = self.selected() is not None
        self.rename_button.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)
        self.choice.setEnabled(bool(self.sets))

    def retranslate(self) -> None:
        self.label.setText(self.tr("Your sa&ved rules:"))
        self._word_first()
        self.save_button.setText(self.tr("Save t&hese rules…"))
        self.rename_button.setText(self.tr("Ren&ame…"))
        self.delete_button.setText(self.tr("De&lete"))
