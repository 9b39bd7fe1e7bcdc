"""Card and colour names in the interface's language: the one place for them."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from unodesk.engine import Card, Color, Rank


def _tr(text: str) -> str:
    return QCoreApplication.translate("names", text)


def color_name(color: Color) -> str:
    if color is Color.RED:
        return _tr("red")
    if color is Color.YELLOW:
        return _tr("yellow")
    if color is Color.GREEN:
        return _tr("green")
    return _tr("blue")


def rank_name(rank: Rank) -> str:
    number = rank.number
    if number is not None:
        return str(number)
    return {
        Rank.SKIP: _tr("Skip"),
        Rank.REVERSE: _tr("Reverse"),
        Rank.DRAW_TWO: _tr("Draw Two"),
        Rank.WILD: _tr("Wild"),
        Rank.WILD_DRAW_FOUR: _tr("Wild Draw Four"),
        Rank.WILD_SHUFFLE_HANDS: _tr("Wild Shuffle Hands"),
        Rank.WILD_SWAP_HANDS: _tr("Wild Swap Hands"),
        Rank.WILD_CUSTOM: _tr("Wild Customizable"),
    }[rank]


def card_name(card: Card) -> str:
    if card.color is None:
        return rank_name(card.rank)
    # The order of colour and rank is the translator's: "{color} {rank}".
    return _tr("{color} {rank}").format(color=color_name(card.color), rank=rank_name(card.rank))
