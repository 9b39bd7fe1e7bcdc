"""Every duration of the table's animations, in one place.

Durations are written for the normal speed and scaled by the speed setting;
`Speed.OFF` makes every animation zero long (the table jumps to the end).
"""
from __future__ import annotations

import enum
import os
import shutil
import subprocess


class Speed(enum.Enum):
    OFF = "off"
    FAST = "fast"
    NORMAL = "normal"
    SLOW = "slow"

    @property
    def factor(self) -> float:
        return _FACTORS[self]


_FACTORS = {Speed.OFF: 0.0, Speed.FAST: 0.5, Speed.NORMAL: 1.0, Speed.SLOW: 1.8}


class Motion(enum.Enum):
    """One kind of movement on the table; the value is its length at normal speed (ms)."""

    DEAL = 110  # one card from the pile to a hand
    DEAL_GAP = 35  # between two dealt cards starting
    PLAY = 320  # a card from a hand to the discard pile
    FLIP = 160  # a card turning over (within PLAY and DEAL)
    DRAW = 220  # one drawn card
    DRAW_GAP = 120  # between two drawn cards starting
    RELAYOUT = 180  # a hand closing up or opening after a change
    SKIP_MARK = 550  # the mark over a skipped seat
    REVERSE = 450  # the direction arrow turning
    COLOR_RING = 350  # the ring around the discard pile changing colour
    BUBBLE = 900  # "Uno!", "Caught!", "Challenge!" at a seat
    SWAP = 420  # hands flying between seats
    RESHUFFLE = 450  # the discard pile becoming the draw pile
    POINTS = 1200  # the round's points counting up
    SHAKE = 320  # a card that cannot be played
    TURN_PAUSE = 120  # a breath when the turn passes


def duration(motion: Motion, speed: Speed) -> int:
    """The length of `motion` at `speed`, in milliseconds."""
    return int(round(motion.value * speed.factor))


def _truthy(value: str) -> bool:
    return value.strip().lower() in ("1", "true", "yes", "on")


def default_speed(env: dict[str, str] | None = None) -> Speed:
    """The speed to start with: OFF when the system asks for reduced motion.

    Read from UNODESK_REDUCED_MOTION, then GNOME's enable-animations; when
    neither can be read, NORMAL.
    """
    env = os.environ if env is None else env
    flag = env.get("UNODESK_REDUCED_MOTION")
    if flag is not None and flag.strip():
        return Speed.OFF if _truthy(flag) else Speed.NORMAL
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
