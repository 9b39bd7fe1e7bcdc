"""The controller: owns the match, turns intents into engine actions, and
asks the computer players off the GUI thread."""
from .computers import Answer, Bot, BotFactory, DecisionWorker, Question, make_computer
from .controller import GameController

__all__ = ["Answer", "Bot", "BotFactory", "DecisionWorker", "GameController", "Question", "make_computer"]
