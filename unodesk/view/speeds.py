"""Every duration of the table's animations, in one place.

Durations are written for the normal speed and scaled by the table's speed
(`unodesk.setup.speeds.Speed`); `Speed.OFF` makes every animation zero long
(the table jumps to the end).
"""
# Motions of equal length stay distinct members (Motion.__new__), which the
# duplicate-value check cannot see.
# ruff: noqa: PIE796
from __future__ import annotations

import enum

from unodesk.setup.speeds import Speed


class Motion(enum.Enum):
    """One kind of movement on the table; `ms` is its length at normal speed.

    Two motions may last as long as each other and stay two motions (a plain
    Enum would make the second an alias of the first).
    """

    ms: int

    def __new__(cls, ms: int) -> Motion:
        motion = object.__new__(cls)
        motion._value_ = len(cls.__members__)
        motion.ms = ms
        return motion

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
    FAMILY_RULE = 2400  # the family's own rule, shown when a customizable wild is played: read before play goes on


# Without animations a callout still says what happened: it stands still
# this long (ms), whatever the speed, then goes.
CALLOUT_READ_MS = 1600
# Without animations the end of a round still gets a moment: the winner's
# name and points stand this long (ms) before the summary opens.
MOMENT_READ_MS = 1400
# The family's own rule stays on the table this long (ms) at any speed; the
# game waits FAMILY_RULE of it (none without animations).
FAMILY_RULE_READ_MS = 4000
# The most the winner's moment holds the game up, at any speed (slow stretches CELEBRATE past it).
MOMENT_MOST_MS = 2000


def duration(motion: Motion, speed: Speed) -> int:
    """The length of `motion` at `speed`, in milliseconds."""
    return round(motion.ms * speed.factor)
