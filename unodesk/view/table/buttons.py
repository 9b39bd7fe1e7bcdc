"""The buttons on the table itself: UNO! beside the hand and Catch! at a seat
that forgot to call it. Their look and their places here; their words are
the table widget's."""
from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QWidget

from .. import theme
from .controls import ARROWS_TO_HAND
from .layout import SeatPlace
from .placement import catch_spot

CATCH_STYLE = (
    "QPushButton { font-size: 15px; font-weight: bold; padding: 6px 14px; border-radius: 8px;"
    f" background: {theme.GOLD.name()}; color: {theme.CARD_INK.name()}; border: 2px solid {theme.CARD_INK.name()}; }}"
    "QPushButton:hover { background: #ffffff; }"
    f"QPushButton:focus {{ border: 3px solid {theme.CREAM.name()}; }}"
)
UNO_STYLE = (
    "QPushButton { font-size: %(px)dpx; font-weight: bold; border-radius: %(r)dpx;"
    f" background: {theme.UNO_RED.name()}; color: white; border: 3px solid {theme.CARD_INK.name()}; }}"
    "QPushButton:hover { background: #e53935; }"
    f"QPushButton:checked {{ background: {theme.GOLD.name()}; color: {theme.CARD_INK.name()}; }}"
    f"QPushButton:focus {{ border: 4px solid {theme.GOLD.name()}; }}"
    f"QPushButton:checked:focus {{ border: 4px solid {theme.CREAM.name()}; }}"
    "QPushButton:disabled { background: #8a6d6d; color: #dddddd; }"
)


def uno_style(text_px: int, radius: int) -> str:
    return UNO_STYLE % {"px": text_px, "r": radius}


def catch_style(text_px: int | None = None) -> str:
    """The Catch! buttons' look, their words `text_px` high (None: as first made)."""
    return CATCH_STYLE if text_px is None else CATCH_STYLE.replace("15px", f"{text_px}px")


def uno_button(parent: QWidget) -> QPushButton:
    button = QPushButton(parent)
    button.setObjectName("uno")
    button.setCheckable(True)
    button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    button.installEventFilter(ARROWS_TO_HAND)
    return button


def catch_button(parent: QWidget, seat: int) -> QPushButton:
    """A Catch! button for `seat`, on the table (the widget gives it its words and its click)."""
    button = QPushButton(parent)
    button.setObjectName(f"catch_{seat}")
    button.installEventFilter(ARROWS_TO_HAND)
    button.setStyleSheet(catch_style())
    button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    return button


class CatchButtons:
    """The Catch! buttons on the table: one a seat that may be caught, made when first
    needed and kept (hidden) after; `words` gives a new button its words."""

    def __init__(self, parent: QWidget, on_catch: Callable[[int], None], words: Callable[[int], None]) -> None:
        self._parent = parent
        self._on_catch = on_catch
        self._words = words
        self.buttons: dict[int, QPushButton] = {}

    def __getitem__(self, seat: int) -> QPushButton:
        return self.buttons[seat]

    def seats(self) -> list[int]:
        return list(self.buttons)

    def show(self, seat: int) -> None:
        button = self.buttons.get(seat)
        if button is None:
            button = catch_button(self._parent, seat)
            button.clicked.connect(lambda _=False, s=seat: self._on_catch(s))
            self.buttons[seat] = button
            self._words(seat)
        button.show()

    def hide_all(self) -> None:
        for button in self.buttons.values():
            button.hide()

    def set_text_size(self, px: int) -> None:
        for button in self.buttons.values():
            button.setStyleSheet(catch_style(px))

    def place(self, seats: Sequence[SeatPlace], view_w: int, view_h: int) -> None:
        """Each shown button on the corner of its seat's box."""
        for seat, button in self.buttons.items():
            if button.isVisible() and seat < len(seats):
                button.adjustSize()
                button.move(*catch_spot(seats[seat].box, button.width(), button.height(), view_w, view_h))
                button.raise_()
