"""Asked before the window closes on a match in play: is the family done?

The match in play is saved as it goes (the scores database), so quitting
loses nothing and the question says so; where nothing can be saved, it says
that quitting ends the match.
"""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QAbstractButton,
    QGridLayout,
    QMessageBox,
    QSizePolicy,
    QSpacerItem,
    QWidget,
)

from .. import theme


class QuitQuestion(QMessageBox):
    """The question, with its two buttons named."""

    quit_button: QAbstractButton
    stay_button: QAbstractButton


def quit_question(parent: QWidget, saved: bool) -> QuitQuestion:
    """The question, not yet open; its Quit button is `box.quit_button`."""
    box = QuitQuestion(parent)
    box.setObjectName("quit_question")
    box.setStyleSheet(theme.felt_dialog_style())
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("QuitQuestion", "Quit unodesk?"))
    box.setText(QCoreApplication.translate("QuitQuestion", "Leave the match for now?"))
    if saved:
        box.setInformativeText(
            QCoreApplication.translate(
                "QuitQuestion",
                "The match is saved. The next time you start unodesk, you can continue it where you left off.",
            )
        )
    else:
        box.setInformativeText(
            QCoreApplication.translate("QuitQuestion", "This computer cannot save the match, so quitting ends it.")
        )
    quit_button = box.addButton(QCoreApplication.translate("QuitQuestion", "&Quit"), QMessageBox.ButtonRole.AcceptRole)
    stay = box.addButton(QCoreApplication.translate("QuitQuestion", "&Keep playing"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(quit_button)
    box.setEscapeButton(stay)
    box.quit_button = quit_button
    box.stay_button = stay
    wide_enough_for_its_title(box)
    return box


# Room a window manager takes beside the title: the icon and the title bar's buttons.
TITLE_BAR_ROOM = 160
NARROWEST = 420


def wide_enough_for_its_title(box: QMessageBox) -> None:
    """A message box sizes itself to its text alone, and the title bar then
    cuts its title ("Quit unod…"): a spacer across its grid keeps it wide
    enough for the title with the title bar's buttons, and its words on
    fewer lines."""
    title = box.windowTitle()
    # The title bar's font is the window manager's; the application's is near enough.
    width = max(NARROWEST, QFontMetrics(box.font()).horizontalAdvance(title) * 1.2 + TITLE_BAR_ROOM)
    grid = box.layout()
    if isinstance(grid, QGridLayout):
        spacer = QSpacerItem(round(width), 0, QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Expanding)
        grid.addItem(spacer, grid.rowCount(), 0, 1, grid.columnCount())
    box.setProperty("title_room", width)
