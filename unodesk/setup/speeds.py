"""The speeds of the table, and the computers' pause before a move at each.

One list for the speed menu, `--speed`, the settings file and the table:
a speed's value is its word in the settings file and on the command line,
its factor scales every duration of the table's animations (the view's
`Motion`) and the computers' pause, and its label is its name in the menu.
"""
from __future__ import annotations

import enum

from .texts import QT_TRANSLATE_NOOP, Text


class Speed(enum.Enum):
    """A speed of the table: its value in the settings file and on the command
    line, how it scales every duration, and its name in the menu."""

    factor: float
    label: Text

    def __new__(cls, value: str, factor: float, label: Text) -> Speed:
        speed = object.__new__(cls)
        speed._value_ = value
        speed.factor = factor
        speed.label = label
        return speed

    OFF = "off", 0.0, QT_TRANSLATE_NOOP("Speeds", "No animations")
    FAST = "fast", 0.5, QT_TRANSLATE_NOOP("Speeds", "Fast")
    NORMAL = "normal", 1.0, QT_TRANSLATE_NOOP("Speeds", "Normal")
    SLOW = "slow", 1.8, QT_TRANSLATE_NOOP("Speeds", "Slow")

    @classmethod
    def named(cls, word: object) -> Speed:
        """The speed called `word` in the settings file and on the command
        line; ValueError when none is. (A lookup by value, `Speed(word)`,
        reads to a type checker as a call of the members' `__new__`.)"""
        for speed in cls:
            if speed.value == word:
                return speed
        raise ValueError(f"{word!r} is not a speed")


# How long a computer player pauses before it moves, at the normal speed
# (ms, drawn between the two): long enough for people to follow the game.
# The controller is given it and scales it by `thinking_factor`.
COMPUTER_PAUSE_MS = (500, 1500)


def thinking_factor(speed: Speed) -> float:
    """How long computers pause before a move, relative to normal.

    Without animations the pause is what lets people follow the game, so
    it is kept (as short as at the fast speed) rather than dropped.
    """
    return max(speed.factor, Speed.FAST.factor)
