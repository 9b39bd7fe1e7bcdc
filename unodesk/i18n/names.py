"""Card and colour names in the interface's language: the one place for them."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from unodesk.engine import Card, Color, Rank


def color_name(color: Color) -> str:
    if color is Color.RED:
        return QCoreApplication.translate("names", "red")
    if color is Color.YELLOW:
        return QCoreApplication.translate("names", "yellow")
    if color is Color.GREEN:
        return QCoreApplication.translate("names", "green")
    return QCoreApplication.translate("names", "blue")


def rank_name(rank: Rank) -> str:
    number = rank.number
    if number is not None:
        return str(number)
    return {
        Rank.SKIP: QCoreApplication.translate("names", "Skip"),
        Rank.REVERSE: QCoreApplication.translate("names", "Reverse"),
        Rank.DRAW_TWO: QCoreApplication.translate("names", "Draw Two"),
        Rank.WILD: QCoreApplication.translate("names", "Wild"),
        Rank.WILD_DRAW_FOUR: QCoreApplication.translate("names", "Wild Draw Four"),
        Rank.WILD_SHUFFLE_HANDS: QCoreApplication.translate("names", "Wild Shuffle Hands"),
        Rank.WILD_SWAP_HANDS: QCoreApplication.translate("names", "Wild Swap Hands"),
        Rank.WILD_CUSTOM: QCoreApplication.translate("names", "Wild Customizable"),
    }[rank]


def _color_before_card(color: Color) -> str:
    """A colour as it stands before a card's name ("rode" in Dutch), apart
    from the colour named on its own ("rood")."""
    if color is Color.RED:
        return QCoreApplication.translate("names", "red", "before a card's name")
    if color is Color.YELLOW:
        return QCoreApplication.translate("names", "yellow", "before a card's name")
    if color is Color.GREEN:
        return QCoreApplication.translate("names", "green", "before a card's name")
    return QCoreApplication.translate("names", "blue", "before a card's name")


def card_name(card: Card) -> str:
    if card.color is None:
        return rank_name(card.rank)
    # Each language orders a number card ("red 7", "rode 7") and an action
    # card ("red Skip", "Hoppa över (röd)") as it speaks of them.
    color = _color_before_card(card.color)
    if card.rank.number is not None:
        return QCoreApplication.translate("names", "{color} {number}").format(color=color, number=card.rank.number)
    return QCoreApplication.translate("names", "{color} {action}").format(color=color, action=rank_name(card.rank))
