"""The speeds, every duration of the table's animations and the computers'
pause before a move, in one place.

Durations are written for the normal speed and scaled by the speed setting;
`Speed.OFF` makes every animation zero long (the table jumps to the end).
"""
from __future__ import annotations

import enum
import os
import shutil
import subprocess
from collections.abc import Mapping

from unodesk.setup import QT_TRANSLATE_NOOP, Text


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


# How long a computer player pauses before it moves, at the normal speed
# (ms, drawn between the two): long enough for people to follow the game.
# The controller takes it from app.py and scales it by `thinking_factor`.
COMPUTER_PAUSE_MS = (500, 1500)


def thinking_factor(speed: Speed) -> float:
    """How long computers pause before a move, relative to normal.

    Without animations the pause is what lets people follow the game, so
    it is kept (as short as at the fast speed) rather than dropped.
    """
    return max(speed.factor, Speed.FAST.factor)


class Motion(enum.Enum):
    """One kind of movement on the table; the value is its length at normal speed (ms)."""

    DEAL = 110  # one card from the pile to a hand
    DEAL_GAP = 35  # between two dealt cards starting
    PLAY = 320  # a card from a hand to the discard pile
    FLIP = 160  # a card turning over (within PLAY and DEAL)
    DRAW = 220  # one drawn card
    DRAW_GAP = 120  # between two drawn cards starting
    RELAYOUT = 180  # a hand closing up or opening after a change
    REVERSE = 450  # the direction arrow turning
    COLOR_RING = 350  # the ring around the discard pile changing colour
    BUBBLE = 900  # "Uno!", "Caught!", "Challenge!" at a seat, as a step of the game
    CALLOUT = 1700  # a callout beside the game ("+2", "Skipped", the colour named), fading in and out
    DRAWER = 200  # what happened, sliding in from the side
    SWAP = 420  # hands flying between seats
    RESHUFFLE = 450  # the discard pile becoming the draw pile
    POINTS = 1200  # the round's points counting up
    COLLECT = 420  # a card left in a hand flying to the round's winner
    COLLECT_GAP = 45  # between two of those cards starting
    CELEBRATE = 1600  # the winner's moment, before the round's summary opens
    SHAKE = 320  # a card that cannot be played


# Without animations a callout still says what happened: it stands still
# this long (ms), whatever the speed, then goes.
CALLOUT_READ_MS = 1600
# Without animations the end of a round still gets a moment: the winner's
# name and points stand this long (ms) before the summary opens.
MOMENT_READ_MS = 1400


def duration(motion: Motion, speed: Speed) -> int:
    """The length of `motion` at `speed`, in milliseconds."""
    return int(round(motion.value * speed.factor))


def _truthy(value: str) -> bool:
    return value.strip().lower() in ("1", "true", "yes", "on")


def motion_flag(env: Mapping[str, str] | None = None) -> Speed | None:
    """UNODESK_REDUCED_MOTION when it is set (OFF or NORMAL), else None."""
    env = os.environ if env is None else env
    flag = env.get("UNODESK_REDUCED_MOTION")
    if flag is not None and flag.strip():
        return Speed.OFF if _truthy(flag) else Speed.NORMAL
    return None


def desktop_speed() -> Speed:
    """OFF when GNOME's enable-animations is off, else NORMAL. It runs a
    program (gsettings, tens of milliseconds): keep it off the GUI thread."""
    gsettings = shutil.which("gsettings")
    if gsettings is None:
        return Speed.NORMAL
    try:
        out = subprocess.run(
            [gsettings, "get", "org.gnome.desktop.interface", "enable-animations"],
            capture_output=True, text=True, timeout=1.0, check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return Speed.NORMAL
    if out.returncode == 0 and out.stdout.strip() == "false":
        return Speed.OFF
    return Speed.NORMAL
