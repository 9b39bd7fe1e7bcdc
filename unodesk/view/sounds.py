"""Short sounds for what happens at the table: a card played, a card drawn,
Uno called, a player caught, a Skip, a Reverse, a round won, a match won.

They play through a small audio library (miniaudio, `view/audio.py`) that
opens the system's own sound service; the sounds themselves are made by the
build (packaging/sounds.py). Nothing of it is loaded before the table is up:
the sounds are read, and the device opened on a thread of its own, at the
first sound (or when `prepare` is called after the first paint). Without
the library, a device or a sound service the game is silent, says nothing
and changes nothing else.
"""
from __future__ import annotations

import enum
from collections.abc import Iterable, Sequence
from pathlib import Path

from PySide6.QtCore import QObject

from unodesk import resources
from unodesk.engine import (
    CardPlayed,
    CardsDrawn,
    DirectionReversed,
    DrawReason,
    Event,
    RoundOver,
    TurnSkipped,
    UnoCalled,
    UnoCaught,
)
from unodesk.setup.volumes import DEFAULT_VOLUME

from .audio import SYSTEM_BACKENDS, Mixer, Output, Speaker

SOUNDS = resources.DATA / "sounds"


class Sound(enum.Enum):
    """A sound and its file's name (packaging/sounds.py makes the files)."""

    PLAY = "play"
    DRAW = "draw"
    UNO = "uno"
    CAUGHT = "caught"
    SKIP = "skip"
    REVERSE = "reverse"
    WIN = "win"  # a round won
    MATCH = "match"  # a match won: the fanfare


def sound_for(event: Event) -> Sound | None:
    """The sound an event makes (most make none: a round is a lot of events)."""
    if isinstance(event, CardPlayed):
        return Sound.PLAY
    if isinstance(event, CardsDrawn) and event.reason is not DrawReason.DEAL:
        return Sound.DRAW
    if isinstance(event, UnoCalled):
        return Sound.UNO
    if isinstance(event, UnoCaught):
        return Sound.CAUGHT
    if isinstance(event, TurnSkipped):
        return Sound.SKIP
    if isinstance(event, DirectionReversed):
        return Sound.REVERSE
    if isinstance(event, RoundOver) and event.winner is not None:
        return Sound.WIN
    return None


class SoundBoard(QObject):
    """Plays the table's sounds at a volume, unless muted, where it can."""

    def __init__(self, folder: Path = SOUNDS, volume: int = DEFAULT_VOLUME, muted: bool = False,
                 parent: QObject | None = None, backends: Sequence[str] | None = SYSTEM_BACKENDS) -> None:
        super().__init__(parent)
        self.folder = folder
        self.volume = volume
        self.muted = muted
        self.mixer = Mixer()
        self.mixer.volume = volume
        self.speaker = Speaker(self.mixer, backends)
        self._loaded = False

    @property
    def can_play(self) -> bool:
        """Not known to be silent: the device is open, or still to be tried."""
        return self.speaker.state is not Output.UNAVAILABLE

    def prepare(self) -> None:
        """Read the sounds and begin opening the device (once; after the first paint)."""
        if not self._loaded:
            self._loaded = True
            for sound in Sound:
                self.mixer.load(sound.value, self.folder / f"{sound.value}.wav")
        self.speaker.open()

    def set_volume(self, volume: int) -> None:
        self.volume = self.mixer.volume = volume

    def set_muted(self, muted: bool) -> None:
        self.muted = muted

    def close(self) -> None:
        """The device closed (the window closes): no sound thread outlives the table."""
        self.speaker.close()

    def play_for(self, events: Iterable[Event]) -> Sound | None:
        """One sound for a batch of events (the last that makes one): a play
        that skips and draws is one sound, not three."""
        sound = None
        for event in events:
            sound = sound_for(event) or sound
        if sound is not None:
            self.play(sound)
        return sound

    def play(self, sound: Sound) -> bool:
        """Start `sound` (it plays off the window's thread); False when muted or when nothing can play it."""
        if self.muted or self.volume <= 0 or not self.can_play:
            return False
        self.prepare()
        return self.mixer.start(sound.value)
