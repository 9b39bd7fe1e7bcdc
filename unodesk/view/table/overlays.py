"""The widgets over the table put in their places, and their words sized
to the table: the hand-off screen, the UNO! button, the hand a challenge
showed, the Catch! buttons, the drawer, the story told over the table.

Where each goes is pure geometry (placement.py); this applies it to the
widgets of the table widget `table`.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QRect

from . import placement
from .buttons import uno_style

if TYPE_CHECKING:
    from .widget import TableWidget


class Overlays:
    def __init__(self, table: TableWidget) -> None:
        self.table = table
        self._text_px = 0

    def size_words(self, px: int) -> None:
        """Bigger tables get bigger words under and over them."""
        if px == self._text_px:
            return
        self._text_px = px
        t = self.table
        t.tray.set_text_size(px)
        t.log.set_text_size(px)
        t.catch_buttons.set_text_size(px)
        t.hand_off_screen.set_text_size(px + 2)
        t.story_panel.set_text_size(px)

    def place(self) -> None:
        t = self.table
        lay = t.scene.layout
        rect = t.view.rect()
        t.hand_off_screen.setGeometry(rect)
        t.uno_button.setGeometry(QRect(*placement.uno_rect(lay.uno)))
        t.uno_button.setStyleSheet(uno_style(placement.uno_text_px(lay.uno), placement.uno_radius(lay.uno)))
        panel = t.revealed_hand
        panel.set_text_size(placement.shown_hand_text_px(lay.card_h))
        if panel.isVisible():
            # Over the middle of the table: the game waits while it is up.
            panel.adjustSize()
            hint = panel.sizeHint()
            panel.setGeometry(QRect(*placement.shown_hand_rect(
                hint.width(), hint.height(), rect.width(), rect.height(), lay.center.center)))
            panel.raise_()
        t.catch_buttons.place(lay.seats, rect.width(), rect.height())
        t.drawer.place()
        self.place_story()
        if t.hand_off_screen.isVisible():
            t.hand_off_screen.raise_()

    def place_story(self) -> None:
        t = self.table
        if t.story_panel.isVisible():
            t.story_panel.place(t.view.width(), t.view.height())
