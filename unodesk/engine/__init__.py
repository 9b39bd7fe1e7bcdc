"""The rules of the game: pure Python, no Qt, no I/O, no waiting.

The public surface is described in docs/ENGINE.md; everything a table,
a computer player or a test needs is importable from here.
"""
from .actions import Accept, Action, CallUno, CatchUno, Challenge, ChooseColor, Draw, Pass, Play
from .cards import COLORS, Card, Color, Rank, build_deck
from .errors import IllegalAction
from .events import (
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
from .match import Match, choose_dealer
from .round import MAX_PLAYERS, MIN_PLAYERS, Round
from .rules import CUSTOM_EFFECTS, RuleSet
from .view import Phase, PlayerView

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
