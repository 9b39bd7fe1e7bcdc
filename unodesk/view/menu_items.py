"""The menu items that choose a setting, for the window's menus and the
looks': one ticked item for each value of a setting, or a ticked item for a
yes-or-no one. A click says the choice (`chosen(option, value)`, the
window's `setting_chosen`); the ticks follow the setting without a word."""
from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QObject, SignalInstance
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu

from unodesk.persistence.settings import Option


def choice_items(owner: QObject, menu: QMenu, choices: Iterable[tuple[Any, str]], option: Option[Any],
                 chosen: SignalInstance) -> dict[Any, QAction]:
    """One ticked item a value of `option`, with its text ("" to be set when retranslated)."""
    group = QActionGroup(owner)
    actions = {}
    for value, text in choices:
        action = menu.addAction(text)
        action.setCheckable(True)
        action.setData(value)
        action.setObjectName(f"{menu.objectName()}_{getattr(value, 'value', value)}")
        group.addAction(action)
        action.triggered.connect(lambda checked=False, v=value: chosen.emit(option, v))
        actions[value] = action
    return actions


def switch_item(owner: QObject, name: str, option: Option[bool], chosen: SignalInstance) -> QAction:
    """A ticked item for a yes-or-no setting. Only a click says it was
    chosen (`triggered`): following the setting ticks it without a word."""
    action = QAction(owner)
    action.setObjectName(name)
    action.setCheckable(True)
    action.triggered.connect(lambda checked: chosen.emit(option, checked))
    return action
