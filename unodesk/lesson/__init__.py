"""The coached first game: the prepared deal and what the coach says, as
data (`script.py`), and the coach's reading of the round (`coach.py`).
Pure Python: no Qt (the view words and shows it)."""
from .coach import Coach, Nudge, ScriptedPlayer, Verdict
from .script import FIRST_GAME, PERSON, Beat, Lesson, Topic, Words

__all__ = ["FIRST_GAME", "PERSON", "Beat", "Coach", "Lesson", "Nudge", "ScriptedPlayer", "Topic", "Verdict", "Words"]
