"""Translations: Qt's translation files and the names of the cards."""
from .names import card_name, color_name, rank_name

__all__ = ["card_name", "color_name", "rank_name"]
