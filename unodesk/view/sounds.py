"""Short sounds for what happens at the table: a card played, a card drawn,
Uno called, a round won.

Qt plays them through QtMultimedia, which only the PySide6-Addons wheel
carries (`pip install unodesk[sound]`): without it, or without an audio
device, the game is silent and says nothing of it beyond the greyed menu.
The sounds themselves are made by the build (packaging/sounds.py).
"""
from __future__ import annotations

import enum
import importlib.util
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject

from unodesk import resources
from unodesk.engine import CardPlayed, CardsDrawn, DrawReason, Event, RoundOver, UnoCalled
from unodesk.setup.volumes import DEFAULT_VOLUME

SOUNDS = resources.DATA / "sounds"


class Sound(enum.Enum):
    """A sound and its file's name (packaging/sounds.py makes the files)."""

    PLAY = "play"
    DRAW = "draw"
    UNO = "uno"
    WIN = "win"


def sound_for(event: Event) -> Sound | None:
    """The sound an event makes (most make none: a round is a lot of events)."""
    if isinstance(event, CardPlayed):
        return Sound.PLAY
    if isinstance(event, CardsDrawn) and event.reason is not DrawReason.DEAL:
        return Sound.DRAW
    if isinstance(event, UnoCalled):
        return Sound.UNO
    if isinstance(event, RoundOver) and event.winner is not None:
        return Sound.WIN
    return None


def sound_installed() -> bool:
    """Whether QtMultimedia can be imported (the `sound` extra is installed)."""
    try:
        return importlib.util.find_spec("PySide6.QtMultimedia") is not None
    except (ImportError, ValueError):
        return False


class SoundBoard(QObject):
    """Plays the table's sounds at a volume, unless muted, where it can."""

    def __init__(self, folder: Path = SOUNDS, volume: int = DEFAULT_VOLUME, muted: bool = False,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.volume = volume
        self.muted = muted
        self._effects: dict[Sound, Any] | None = None  # made at the first sound
        self.installed = sound_installed()

    @property
    def can_play(self) -> bool:
        """QtMultimedia is there and loads, and there is a device to play on."""
        if not self.installed:
            return False
        try:
            from PySide6.QtMultimedia import QMediaDevices
        except (ImportError, OSError):
            # Installed but unusable (on Linux it needs the system's libpulse): silent.
            self.installed = False
            return False
        return bool(QMediaDevices.audioOutputs())

    def set_volume(self, volume: int) -> None:
        self.volume = volume
        for effect in (self._effects or {}).values():
            effect.setVolume(volume / 100)

    def set_muted(self, muted: bool) -> None:
        self.muted = muted

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
        """Play `sound`; False when muted or when nothing can play it."""
        if self.muted or self.volume <= 0 or not self.can_play:
            return False
        effect = self._effect(sound)
        if effect is None:
            return False
        effect.play()
        return True

    def _effect(self, sound: Sound) -> Any:  # a QSoundEffect, from the optional sound extra
        if self._effects is None:
            from PySide6.QtCore import QUrl
            from PySide6.QtMultimedia import QSoundEffect

            self._effects = {}
            for each in Sound:
                path = self.folder / f"{each.value}.wav"
                if path.exists():
                    effect = QSoundEffect(self)
                    effect.setSource(QUrl.fromLocalFile(str(path)))
                    effect.setVolume(self.volume / 100)
                    self._effects[each] = effect
        return self._effects.get(sound)
