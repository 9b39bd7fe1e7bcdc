"""Sounds at the table: made by the build, played only where QtMultimedia
and a device are there, at the chosen volume, never when muted."""
from __future__ import annotations

import sys
import wave
from pathlib import Path

import pytest

from unodesk.engine import Card, CardPlayed, CardsDrawn, DrawReason, RoundOver, TurnStarted, UnoCalled
from unodesk.view import sounds as sounds_module
from unodesk.view.sounds import Sound, SoundBoard, sound_for

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import sounds as made  # noqa: E402  (packaging/sounds.py)


def test_the_build_makes_every_sound_short_and_the_same_each_time(tmp_path: Path) -> None:
    first = made.make_sounds(tmp_path / "a")
    again = made.make_sounds(tmp_path / "b")
    assert sorted(p.stem for p in first) == sorted(s.value for s in Sound)
    for one, other in zip(first, again):
        assert one.read_bytes() == other.read_bytes()
        with wave.open(str(one)) as wav:
            assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, made.RATE)
            assert 0.05 < wav.getnframes() / made.RATE < 1.0


def test_what_makes_a_sound() -> None:
    assert sound_for(CardPlayed(0, Card.parse("r5"))) is Sound.PLAY
    assert sound_for(CardsDrawn(1, 2, DrawReason.PENALTY)) is Sound.DRAW
    assert sound_for(CardsDrawn(1, 7, DrawReason.DEAL)) is None  # the deal would be a din
    assert sound_for(UnoCalled(0)) is Sound.UNO
    assert sound_for(RoundOver(0, 40)) is Sound.WIN
    assert sound_for(RoundOver(None, 0)) is None
    assert sound_for(TurnStarted(1)) is None


class Board(SoundBoard):
    """A board that records what it would play instead of playing it."""

    def __init__(self, can_play: bool, **kwargs) -> None:
        super().__init__(**kwargs)
        self._can = can_play
        self.played: list[Sound] = []

    @property
    def can_play(self) -> bool:
        return self._can

    def _effect(self, sound: Sound):
        board = self

        class Effect:
            def play(self) -> None:
                board.played.append(sound)

        return Effect()


def test_a_batch_of_events_makes_one_sound_its_last(qapp) -> None:
    board = Board(True)
    assert board.play_for([CardPlayed(0, Card.parse("r+2")), CardsDrawn(1, 2, DrawReason.PENALTY)]) is Sound.DRAW
    assert board.played == [Sound.DRAW]
    assert board.play_for([TurnStarted(1)]) is None and board.played == [Sound.DRAW]


def test_muted_or_at_no_volume_nothing_plays(qapp) -> None:
    board = Board(True, muted=True)
    assert not board.play(Sound.UNO)
    board.set_muted(False)
    board.set_volume(0)
    assert not board.play(Sound.UNO)
    board.set_volume(50)
    assert board.play(Sound.UNO) and board.played == [Sound.UNO]


def test_without_qtmultimedia_the_game_is_silent_and_imports_nothing(qapp, monkeypatch) -> None:
    monkeypatch.setattr(sounds_module, "sound_installed", lambda: False)
    board = SoundBoard()
    assert not board.installed and not board.can_play
    assert not board.play(Sound.WIN)


# What Qt Multimedia says as it looks for audio and video libraries a test machine lacks.
MULTIMEDIA_SEARCH = ("Couldn't (load|resolve) ", "PulseAudioService", "Using Qt multimedia with FFmpeg")


@pytest.mark.skipif(not sounds_module.sound_installed(), reason="the sound extra is not installed")
@pytest.mark.qt_log_ignore(*MULTIMEDIA_SEARCH)
def test_with_no_audio_device_the_game_is_silent(qapp) -> None:
    board = SoundBoard()
    if board.can_play:
        pytest.skip("this machine has an audio device")
    assert not board.play(Sound.PLAY)


@pytest.mark.qt_log_ignore("does not support propagateSizeHints")
def test_the_table_sounds_what_happens(table, qtbot) -> None:
    from unodesk.setup.speeds import Speed

    from .conftest import computer

    t = table(Speed.OFF)
    board = Board(True)
    t.widget.sounds = board
    t.start([computer("A"), computer("B")], seed=4)
    qtbot.waitUntil(lambda: Sound.PLAY in board.played and Sound.DRAW in board.played, timeout=20000)


def test_a_qtmultimedia_that_will_not_load_leaves_the_game_silent(qapp, monkeypatch) -> None:
    import builtins

    real_import = builtins.__import__

    def no_pulse(name, *args, **kwargs):
        if name == "PySide6.QtMultimedia":
            raise ImportError("libpulse.so.0: cannot open shared object file")
        return real_import(name, *args, **kwargs)

    board = SoundBoard()
    board.installed = True
    monkeypatch.setattr(builtins, "__import__", no_pulse)
    assert not board.play(Sound.PLAY)
    assert not board.installed
