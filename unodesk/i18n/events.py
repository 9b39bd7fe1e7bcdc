"""The log's sentences: what each engine event means, for the drawer of what happened and a screen reader.

Worded only from what every seat may know: a drawn card is counted, never
named. Pure functions of the event and the seats' names, tested without a
table.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import assert_never

from PySide6.QtCore import QCoreApplication, QObject

from unodesk.engine import (
    CardDealt,
    CardPlayed,
    CardsDrawn,
    Challenged,
    ColorChosen,
    DirectionReversed,
    DrawnCardKept,
    DrawReason,
    Event,
    FirstCardReturned,
    FirstCardTurned,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    PenaltyStacked,
    PileReshuffled,
    RoundOver,
    TurnSkipped,
    TurnStarted,
    UnoCalled,
    UnoCaught,
)

from .names import card_name, color_name


class LogCounts(QObject):
    """The log's sentences with a number in them.

    They go through a QObject's tr() because Qt's lupdate files plural forms
    only for tr() calls, not for QCoreApplication.translate().
    """

    def drew(self, count: int) -> str:
        return self.tr("{name} drew %n card(s).", "", count)

    def penalty(self, count: int) -> str:
        return self.tr("{name} took %n penalty card(s).", "", count)

    def stacked(self, count: int) -> str:
        return self.tr("Penalty: %n card(s) waiting for the next player.", "", count)

    def won(self, points: int) -> str:
        return self.tr("{name} won the round: %n point(s).", "", points)


def event_sentence(event: Event, names: Sequence[str]) -> str | None:
    """What `event` means in a sentence for the log, or None for the quiet ones.

    Only what every seat may know: a drawn card is counted, never named.
    """
    def n(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else "?"

    match event:
        case CardPlayed(jump_in=True):
            return QCoreApplication.translate("log", "{name} jumped in with {card}.").format(
                name=n(event.player), card=card_name(event.card)
            )
        case CardPlayed():
            return QCoreApplication.translate("log", "{name} played {card}.").format(
                name=n(event.player), card=card_name(event.card)
            )
        case FirstCardTurned():
            return QCoreApplication.translate("log", "The first card is {card}.").format(card=card_name(event.card))
        case ColorChosen():
            return QCoreApplication.translate("log", "{name} chose {color}.").format(
                name=n(event.player), color=color_name(event.color)
            )
        case CardsDrawn(reason=DrawReason.DEAL):
            return None
        case CardsDrawn(reason=DrawReason.DRAW):
            return LogCounts().drew(event.count).format(name=n(event.player))
        case CardsDrawn():
            return LogCounts().penalty(event.count).format(name=n(event.player))
        case DrawnCardKept():
            return QCoreApplication.translate("log", "{name} kept the card.").format(name=n(event.player))
        case TurnSkipped():
            return QCoreApplication.translate("log", "{name} is skipped.").format(name=n(event.player))
        case DirectionReversed():
            return QCoreApplication.translate("log", "Play now goes the other way.")
        case PenaltyStacked():
            return LogCounts().stacked(event.total).format(name=n(event.player))
        case UnoCalled():
            return QCoreApplication.translate("log", "{name} called Uno!").format(name=n(event.player))
        case UnoCaught():
            return QCoreApplication.translate("log", "{name} caught {target} without Uno.").format(
                name=n(event.player), target=n(event.target)
            )
        case Challenged(bluff=True):
            return QCoreApplication.translate("log", "{name} challenged {target}: it was a bluff!").format(
                name=n(event.player), target=n(event.target)
            )
        case Challenged():
            return QCoreApplication.translate("log", "{name} challenged {target}: no bluff.").format(
                name=n(event.player), target=n(event.target)
            )
        case HandsSwapped():
            return QCoreApplication.translate("log", "{name} swapped hands with {target}.").format(
                name=n(event.player), target=n(event.target)
            )
        case HandsPassed():
            return QCoreApplication.translate("log", "Every hand moved one seat along.")
        case HandsShuffled():
            return QCoreApplication.translate(
                "log", "{name} gathered the other hands, shuffled them and dealt them out."
            ).format(name=n(event.player))
        case PileReshuffled():
            return QCoreApplication.translate("log", "The discard pile was shuffled into a new draw pile.")
        case RoundOver(winner=int() as winner):
            return LogCounts().won(event.points).format(name=n(winner))
        case RoundOver():
            return QCoreApplication.translate("log", "The round is over.")
        case CardDealt() | FirstCardReturned() | TurnStarted():
            return None  # the table shows these; the log would only repeat it
        case _:
            assert_never(event)


def took_back_sentence(name: str) -> str:
    """The log's line when a turn was taken back (its own lines are gone from the log)."""
    return QCoreApplication.translate("log", "{name} took back a turn.").format(name=name)
