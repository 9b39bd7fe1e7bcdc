"""The keyboard in the shown hand: which card has the focus, moving along
the hand, the first card that may be played ready for Enter, and whether the
table has the keyboard at all (else a button does, and only it is framed).

A part of the table's scene (`TableScene`), apart for its one concern.
"""
from __future__ import annotations

from typing import cast

from unodesk.engine import Card

from ..cards.card_item import CardItem


def card_of(item: CardItem) -> Card | None:
    """The Uno card an item of this table shows (None for a card face down)."""
    return cast("Card | None", item.card)


class HandFocus:
    """Mixed into the table's scene, which keeps these and says which cards are shown."""

    focus_index: int | None
    playable: frozenset[Card] | None
    keyboard_here: bool

    def shown_items(self) -> list[CardItem]:
        raise NotImplementedError

    def update_states(self) -> None:
        raise NotImplementedError

    def move_focus(self, step: int) -> None:
        items = self.shown_items()
        if not items:
            return
        if self.focus_index is None:
            self.focus_index = 0 if step >= 0 else len(items) - 1
        else:
            self.focus_index = (self.focus_index + step) % len(items)
        self.update_states()

    def focus_first_playable(self, *, again: bool = False) -> None:
        """The keyboard on the first card that may be played (Enter plays it);
        unless `again`, only when no card has the focus yet."""
        if (self.focus_index is not None and not again) or not self.playable:
            return
        index = next((i for i, item in enumerate(self.shown_items()) if card_of(item) in self.playable), None)
        if index is not None:
            self.focus_index = index
            self.update_states()

    def set_keyboard_here(self, here: bool) -> None:
        """Whether the table has the keyboard (else a button does, and only it shows a focus frame)."""
        if here != self.keyboard_here:
            self.keyboard_here = here
            self.update_states()

    def focused_words(self) -> str:
        """The card with the keyboard's focus, in words ("" when none)."""
        items = self.shown_items()
        if self.focus_index is None or not items:
            return ""
        return items[min(self.focus_index, len(items) - 1)].toolTip()

    def focused_card(self) -> Card | None:
        items = self.shown_items()
        if self.focus_index is None or not items:
            return None
        return card_of(items[min(self.focus_index, len(items) - 1)])
