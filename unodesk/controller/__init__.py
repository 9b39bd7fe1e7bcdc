"""The controller: owns the match, turns intents into the session's
operations, and asks the computer players (and the hint) off the GUI thread."""
from .computer_turns import BotFactory, ComputerTurns, make_computer
from .controller import GameController, MatchKeeper, Standings
from .worker import Asker, DecisionWorker

__all__ = ["Asker", "BotFactory", "ComputerTurns", "DecisionWorker", "GameController", "MatchKeeper", "Standings",
           "make_computer"]
