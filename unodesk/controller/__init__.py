"""The controller: owns the match, turns intents into engine actions."""
from .controller import GameController
from .setup import LEVELS, MatchSetup, RoundResult, SeatKind, SeatSetup

__all__ = ["GameController", "LEVELS", "MatchSetup", "RoundResult", "SeatKind", "SeatSetup"]
