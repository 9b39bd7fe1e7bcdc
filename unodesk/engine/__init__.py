"""The rules of the game: pure Python, no Qt, no I/O, no waiting.

The public surface is described in docs/ENGINE.md; everything a table,
a computer player or a test needs is importable from here.

Each name is loaded from its module when it is first asked for (PEP 562),
so that `values.py`, which every layer's values are made with, can be
imported without the rules (the game's window is shown before the rules
are loaded).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .lazy import names_from

if TYPE_CHECKING:
    from .actions import Accept, Action, CallUno, CatchUno, Challenge, ChooseColor, Draw, Pass, Play
    from .cards import COLORS, Card, Color, Rank, build_deck
    from .errors import IllegalAction
    from .events import (
        CardDealt,
        CardPlayed,
        CardsDiscarded,
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
    from .match import Match, choose_dealer
    from .round import MAX_PLAYERS, MIN_PLAYERS, Round
    from .rules import CUSTOM_EFFECTS, RuleSet
    from .view import Phase, PlayerView

# Where each name of the package lives.
_HOMES = {
    "actions": ("Accept", "Action", "CallUno", "CatchUno", "Challenge", "ChooseColor", "Draw", "Pass", "Play"),
    "cards": ("COLORS", "Card", "Color", "Rank", "build_deck"),
    "errors": ("IllegalAction",),
    "events": ("CardDealt", "CardPlayed", "CardsDiscarded", "CardsDrawn", "Challenged", "ColorChosen",
               "DirectionReversed", "DrawReason", "DrawnCardKept", "Event", "FirstCardReturned", "FirstCardTurned",
               "HandsPassed",
               "HandsShuffled", "HandsSwapped", "PenaltyStacked", "PileReshuffled", "RoundOver", "TurnSkipped",
               "TurnStarted", "UnoCalled", "UnoCaught"),
    "match": ("Match", "choose_dealer"),
    "round": ("MAX_PLAYERS", "MIN_PLAYERS", "Round"),
    "rules": ("CUSTOM_EFFECTS", "RuleSet"),
    "view": ("Phase", "PlayerView"),
}

__all__ = [
    "COLORS",
    "CUSTOM_EFFECTS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "Accept",
    "Action",
    "CallUno",
    "Card",
    "CardDealt",
    "CardPlayed",
    "CardsDiscarded",
    "CardsDrawn",
    "CatchUno",
    "Challenge",
    "Challenged",
    "ChooseColor",
    "Color",
    "ColorChosen",
    "DirectionReversed",
    "Draw",
    "DrawReason",
    "DrawnCardKept",
    "Event",
    "FirstCardReturned",
    "FirstCardTurned",
    "HandsPassed",
    "HandsShuffled",
    "HandsSwapped",
    "IllegalAction",
    "Match",
    "Pass",
    "PenaltyStacked",
    "Phase",
    "PileReshuffled",
    "Play",
    "PlayerView",
    "Rank",
    "Round",
    "RoundOver",
    "RuleSet",
    "TurnSkipped",
    "TurnStarted",
    "UnoCalled",
    "UnoCaught",
    "build_deck",
    "choose_dealer",
]

__getattr__ = names_from(__name__, _HOMES, globals())
