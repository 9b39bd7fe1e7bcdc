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


def card_name(card: Card) -> str:
    if card.color is None:
        return rank_name(card.rank)
    # The order of colour and rank is the translator's: "{color} {rank}".
    return QCoreApplication.translate("names", "{color} {rank}").format(color=color_name(card.color), rank=rank_name(card.rank))
