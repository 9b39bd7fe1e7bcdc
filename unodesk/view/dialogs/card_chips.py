"""Cards as small coloured chips in rich text, for the round summary."""
from __future__ import annotations

import html
from collections.abc import Iterable

from unodesk.engine import Card, Color, Rank
from unodesk.i18n.names import card_name

# Face colours, and a dark text on the light ones so the figures stay legible.
_BACKGROUND = {Color.RED: "#d32f2f", Color.YELLOW: "#f2c230", Color.GREEN: "#2e8b3e", Color.BLUE: "#1e63c6", None: "#222222"}
_TEXT = {Color.YELLOW: "#222222"}
# Symbols, not words: the same in every language. The full name is in the tooltip.
_FACES = {
    Rank.SKIP: "\u2298", Rank.REVERSE: "\u21c4", Rank.DRAW_TWO: "+2", Rank.WILD: "W",
    Rank.WILD_DRAW_FOUR: "+4", Rank.WILD_SHUFFLE_HANDS: "W\u2248", Rank.WILD_SWAP_HANDS: "W\u21c6",
    Rank.WILD_CUSTOM: "W\u2605",
}


def card_face(card: Card) -> str:
    return _FACES.get(card.rank, card.rank.value)


def chips_html(cards: Iterable[Card]) -> str:
    """One chip a card, coloured like the card, in a line that may wrap."""
    chips = []
    for card in cards:
        style = f"background-color:{_BACKGROUND[card.color]};color:{_TEXT.get(card.color, '#ffffff')};font-weight:bold"
        chips.append(f'<span style="{style}">&nbsp;{html.escape(card_face(card))}&nbsp;</span>')
    return " ".join(chips)


def names_text(cards: Iterable[Card]) -> str:
    """The cards' names, for a tooltip and for screen readers."""
    return ", ".join(card_name(card) for card in cards)
