"""In the new-match window a switch looks like a check box (a square with a
tick) and a choice of one like a radio button (round, with a dot): they
were drawn alike, a dot in a box, before."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QCheckBox, QDialog, QRadioButton, QStyle, QStyleOptionButton, QVBoxLayout

from unodesk.view import theme

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def dot(widget, element) -> float:
    """How much of the middle of the widget's indicator is dark ink (a dot: all of it)."""
    option = QStyleOptionButton()
    option.initFrom(widget)
    rect = widget.style().subElementRect(element, option, widget)
    image = widget.grab().toImage()
    x, y = rect.center().x(), rect.center().y()
    middle = [image.pixelColor(x + dx, y + dy) for dx in range(-2, 3) for dy in range(-2, 3)]
    return sum(color.lightness() < 100 for color in middle) / len(middle)


def test_a_switch_has_a_tick_and_a_choice_of_one_a_dot(qtbot):
    dialog = QDialog()
    dialog.setStyleSheet(theme.felt_dialog_style())
    box, choice = QCheckBox("Stacking"), QRadioButton("Official rules")
    layout = QVBoxLayout(dialog)
    layout.addWidget(box)
    layout.addWidget(choice)
    qtbot.addWidget(dialog)
    box.setChecked(True)
    choice.setChecked(True)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dot(choice, QStyle.SubElement.SE_RadioButtonIndicator) > 0.8
    assert dot(box, QStyle.SubElement.SE_CheckBoxIndicator) < 0.5
    assert "QCheckBox::indicator" not in theme.felt_dialog_style()  # the style's own square and tick
