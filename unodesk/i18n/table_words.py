"""The table in words: for screen readers and tooltips (the table's seats and
cards are drawn items, which Qt's accessibility cannot read by itself), and
the words drawn on the table itself (a callout at a seat, the round's end in
the middle, a team's badge).

The drawn words keep the context "TableScene", where they were first
written, so their translations stay as they are."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from unodesk.engine import Card

from .names import card_name


class TableWords(QObject):
    """Its methods' self.tr() calls file the texts (plural forms too) under one context."""

    def card(self, card: Card, playable: bool | None, does: str = "") -> str:
        name = card_name(card)
        if playable is not None:
            name = (self.tr("{card}, playable") if playable else self.tr("{card}, not playable now")).format(card=name)
        return f"{name}. {does}" if does else name

    def seat(self, name: str, cards: int, total: int | None, current: bool) -> str:
        parts = [self.tr("%n card(s)", "", cards)]
        if total is not None:
            parts.append(self.tr("%n point(s)", "", total))
        if current:
            parts.append(self.tr("their turn"))
        return self.tr("{name}: {details}").format(name=name, details=", ".join(parts))

    def table(self, seats: Sequence[str], pile: int, colour: str) -> str:
        parts = list(seats)
        parts.append(self.tr("draw pile: %n card(s)", "", pile))
        if colour:
            parts.append(self.tr("colour in force: {colour}").format(colour=colour))
        return "; ".join(parts)


_words: TableWords | None = None


def _the_words() -> TableWords:
    global _words
    if _words is None:
        _words = TableWords()
    return _words


def card_words(card: Card, playable: bool | None, does: str = "") -> str:
    """A card of the shown hand: its name, whether it may go down now (None:
    nobody asks for a card now) and what it does (`card_effects.card_effect`)."""
    return _the_words().card(card, playable, does)


def seat_words(name: str, cards: int, total: int | None, current: bool) -> str:
    """A seat: its name, its cards, its match total, and whether it is its turn."""
    return _the_words().seat(name, cards, total, current)


def table_words(seats: Sequence[str], pile: int, colour: str) -> str:
    """The whole table at a glance: every seat, the draw pile, the colour in force."""
    return _the_words().table(seats, pile, colour)


# ------------------------------------------------------------ words drawn on the table

def skipped_words() -> str:
    """The callout at a seat whose turn is skipped."""
    return QCoreApplication.translate("TableScene", "Skipped")


def uno_words() -> str:
    """The callout at a seat that calls Uno."""
    return QCoreApplication.translate("TableScene", "Uno!")


def caught_words() -> str:
    """The callout at a seat caught without Uno."""
    return QCoreApplication.translate("TableScene", "Caught!")


def challenge_words() -> str:
    """The callout at a seat that challenges a Wild Draw Four."""
    return QCoreApplication.translate("TableScene", "Challenge!")


def verdict_words(bluff: bool) -> str:
    """The callout at the challenged seat: how the challenge ended."""
    if bluff:
        return QCoreApplication.translate("TableScene", "Bluff!")
    return QCoreApplication.translate("TableScene", "No bluff")


def round_end_words(winner: str | None) -> str:
    """The banner's title at the round's end (`winner`: the winner's name, None: nobody won)."""
    if winner is not None:
        return QCoreApplication.translate("TableScene", "{name} wins the round!").format(name=winner)
    return QCoreApplication.translate("TableScene", "The round is over")


def team_words(team: int) -> str:
    """A team's badge: "Team 1" for the first team."""
    return QCoreApplication.translate("TableScene", "Team %1").replace("%1", str(team + 1))
