"""The controller: owns the match, turns intents into engine actions."""
from .controller import GameController

__all__ = ["GameController"]
