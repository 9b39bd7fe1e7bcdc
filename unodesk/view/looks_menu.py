"""The View menu's looks: the table's cloth, the cards' backs, high contrast.

Each item says a choice as the window's `setting_chosen`, and its tick
follows the setting (the wiring's `follow` lines), as the menu's other
settings do.
"""
from __future__ import annotations

from PySide6.QtCore import QObject, SignalInstance
from PySide6.QtWidgets import QMenu

from unodesk.persistence.settings import CARD_BACK, HIGH_CONTRAST, TABLE
from unodesk.setup.looks import BACKS, TABLES

from .menu_items import choice_items, switch_item


class LooksMenu(QObject):
    def __init__(self, parent: QObject, menu: QMenu, chosen: SignalInstance) -> None:
        super().__init__(parent)
        self.table_menu = menu.addMenu("")
        self.table_menu.setObjectName("table_look")
        self.back_menu = menu.addMenu("")
        self.back_menu.setObjectName("card_back")
        self.table_actions = choice_items(self, self.table_menu, [(value, "") for value, _ in TABLES], TABLE, chosen)
        self.back_actions = choice_items(self, self.back_menu, [(value, "") for value, _ in BACKS], CARD_BACK, chosen)
        self.contrast_action = switch_item(self, "high_contrast", HIGH_CONTRAST, chosen)
        menu.addAction(self.contrast_action)

    def set_table(self, name: str) -> None:
        if name in self.table_actions:
            self.table_actions[name].setChecked(True)

    def set_back(self, name: str) -> None:
        if name in self.back_actions:
            self.back_actions[name].setChecked(True)

    def set_high_contrast(self, on: bool) -> None:
        self.contrast_action.setChecked(on)

    def retranslate(self) -> None:
        self.table_menu.setTitle(self.tr("&Table"))
        self.back_menu.setTitle(self.tr("Card &backs"))
        self.contrast_action.setText(self.tr("&High contrast"))
        for value, text in TABLES:
            self.table_actions[value].setText(text.translated())
        for value, text in BACKS:
            self.back_actions[value].setText(text.translated())
