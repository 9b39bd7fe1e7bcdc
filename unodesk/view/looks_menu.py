"""The View menu's looks: the table's cloth, the cards' backs, high contrast.

Each item says a choice as the window's `setting_chosen`, and its tick
follows the setting (the wiring's `follow` lines), as the menu's other
settings do.
"""
from __future__ import annotations

from PySide6.QtCore import QObject, SignalInstance
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from unodesk.persistence.settings import CARD_BACK, HIGH_CONTRAST, TABLE, Option
from unodesk.setup.looks import BACKS, TABLES
from unodesk.setup.texts import Text


class LooksMenu(QObject):
    def __init__(self, parent: QObject, menu: QMenu, chosen: SignalInstance) -> None:
        super().__init__(parent)
        self._chosen = chosen
        self.table_menu = menu.addMenu("")
        self.table_menu.setObjectName("table_look")
        self.back_menu = menu.addMenu("")
        self.back_menu.setObjectName("card_back")
        self.table_actions = self._choices(self.table_menu, TABLES, TABLE)
        self.back_actions = self._choices(self.back_menu, BACKS, CARD_BACK)
        self.contrast_action = QAction(self)
        self.contrast_action.setObjectName("high_contrast")
        self.contrast_action.setCheckable(True)
        self.contrast_action.triggered.connect(lambda checked: self._chosen.emit(HIGH_CONTRAST, checked))
        menu.addAction(self.contrast_action)

    def _choices(self, menu: QMenu, choices: tuple[tuple[str, Text], ...], option: Option[str]) -> dict[str, QAction]:
        group = QActionGroup(self)
        actions = {}
        for value, _ in choices:
            action = menu.addAction("")
            action.setCheckable(True)
            action.setObjectName(f"{menu.objectName()}_{value}")
            group.addAction(action)
            action.triggered.connect(lambda checked=False, v=value: self._chosen.emit(option, v))
            actions[value] = action
        return actions

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
