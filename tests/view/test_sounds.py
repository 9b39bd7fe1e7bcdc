"""Sounds at the table: made by the build, played through miniaudio off the
window's thread at the chosen volume, never when muted; silent and quiet
without the library, a device or a sound service."""
from __future__ import annotations

import builtins
import subprocess
import sys
import wave
from pathlib import Path

import pytest

from unodesk.engine import (
    Card,
    CardPlayed,
    CardsDrawn,
    DirectionReversed,
    DrawReason,
    RoundOver,
    TurnSkipped,
    TurnStarted,
    UnoCalled,
    UnoCaught,
)
from unodesk.view.audio import RATE, Mixer, Output, Speaker
from unodesk.view.sounds import SOUNDS, Sound, SoundBoard, sound_for

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import sounds as made  # noqa: E402  (packaging/sounds.py)

NULL = ("NULL",)  # miniaudio's null backend: a device that plays into nothing, at the pace of a real one


def test_the_build_makes_every_sound_short_and_the_same_each_time(tmp_path: Path) -> None:
    first = made.make_sounds(tmp_path / "a")
    again = made.make_sounds(tmp_path / "b")
    assert sorted(p.stem for p in first) == sorted(s.value for s in Sound)
    for one, other in zip(first, again, strict=True):
        assert one.read_bytes() == other.read_bytes()
        with wave.open(str(one)) as wav:
            assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, RATE) == (1, 2, made.RATE)
            longest = 2.0 if one.stem == "match" else 1.0  # the fanfare of a match won is the long one
            assert 0.05 < wav.getnframes() / made.RATE < longest


def test_what_makes_a_sound() -> None:
    assert sound_for(CardPlayed(0, Card.parse("r5"))) is Sound.PLAY
    assert sound_for(CardsDrawn(1, 2, DrawReason.PENALTY)) is Sound.DRAW
    assert sound_for(CardsDrawn(1, 7, DrawReason.DEAL)) is None  # the deal would be a din
    assert sound_for(UnoCalled(0)) is Sound.UNO
    assert sound_for(UnoCaught(0, 1)) is Sound.CAUGHT
    assert sound_for(TurnSkipped(1)) is Sound.SKIP
    assert sound_for(DirectionReversed(-1)) is Sound.REVERSE
    assert sound_for(RoundOver(0, 40)) is Sound.WIN
    assert sound_for(RoundOver(None, 0)) is None
    assert sound_for(TurnStarted(1)) is None


class Board(SoundBoard):
    """A board that records what it starts; its device is never opened."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.played: list[Sound] = []

    def play(self, sound: Sound) -> bool:
        if self.muted or self.volume <= 0 or not self.can_play:
            return False
        self.played.append(sound)
        return True


def test_a_batch_of_events_makes_one_sound_its_last(qapp) -> None:
    board = Board()
    assert board.play_for([CardPlayed(0, Card.parse("r+2")), CardsDrawn(1, 2, DrawReason.PENALTY)]) is Sound.DRAW
    assert board.play_for([CardPlayed(0, Card.parse("rskip")), TurnSkipped(1), TurnStarted(2)]) is Sound.SKIP
    assert board.played == [Sound.DRAW, Sound.SKIP]
    assert board.play_for([TurnStarted(1)]) is None and board.played == [Sound.DRAW, Sound.SKIP]


def test_muted_or_at_no_volume_nothing_plays(qapp) -> None:
    board = SoundBoard(muted=True, backends=NULL)
    assert not board.play(Sound.UNO)
    board.set_muted(False)
    board.set_volume(0)
    assert not board.play(Sound.UNO)
    assert board.speaker.state is Output.CLOSED  # nothing was even opened
    board.close()


def test_the_mixer_plays_at_the_volume_and_adds_two_sounds_within_sixteen_bits() -> None:
    mixer = Mixer()
    assert mixer.load("uno", SOUNDS / "uno.wav") and not mixer.load("bad", SOUNDS / "nothing.wav")
    clip = mixer._clips["uno"]
    loudest = max(abs(v) for v in clip)
    mixer.volume = 50
    mixer.start("uno")
    first = memoryview(mixer.frames(len(clip))).cast("h")
    assert max(abs(v) for v in first) == pytest.approx(loudest / 2, abs=1)
    assert not mixer.playing and mixer.frames(10) == bytes(20)  # silence after it
    mixer.volume = 100
    mixer.start("uno")
    mixer.start("uno")
    both = memoryview(mixer.frames(len(clip))).cast("h")
    assert max(abs(v) for v in both) <= 32767 and max(abs(v) for v in both) > loudest
    assert not mixer.start("no such sound")


def test_with_miniaudios_null_backend_a_sound_plays_off_the_windows_thread(qapp, qtbot) -> None:
    pytest.importorskip("miniaudio")
    board = SoundBoard(volume=50, backends=NULL)
    assert board.play(Sound.PLAY)
    assert board.speaker.wait(10) and board.speaker.state is Output.OPEN
    assert board.speaker.backend == "Null"
    qtbot.waitUntil(lambda: not board.mixer.playing and board.mixer.frames_out > 0, timeout=10000)
    assert board.mixer.frames_out >= len(board.mixer._clips["play"])
    board.close()
    assert board.speaker.state is Output.UNAVAILABLE and not board.play(Sound.PLAY)


def test_with_no_device_the_game_is_silent(qapp) -> None:
    """This machine has no sound card and no sound service (a test checks it is so)."""
    pytest.importorskip("miniaudio")
    if Path("/dev/snd").exists():
        pytest.skip("this machine has a sound card")
    board = SoundBoard(backends=("ALSA",))
    board.play(Sound.PLAY)
    assert board.speaker.wait(10) and board.speaker.state is Output.UNAVAILABLE
    assert not board.can_play and not board.play(Sound.PLAY)


def test_with_no_device_nothing_is_printed() -> None:
    """libasound writes its complaints to the terminal: the game silences them."""
    pytest.importorskip("miniaudio")
    code = ("from unodesk.view.audio import Mixer, Speaker\n"
            "s = Speaker(Mixer())\ns.open()\nassert s.wait(10)\nprint(s.state.value)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    if done.stdout.strip() == "open":
        pytest.skip("this machine has a sound service")
    assert (done.stdout.strip(), done.stderr) == ("unavailable", "")


def test_a_library_that_will_not_load_leaves_the_game_silent(qapp, monkeypatch) -> None:
    real_import = builtins.__import__

    def broken(name, *args, **kwargs):
        if name == "miniaudio":
            raise OSError("_miniaudio.abi3.so: cannot open shared object file")
        return real_import(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", broken)
    speaker = Speaker(Mixer(), NULL)
    speaker.open()
    assert speaker.wait(10) and speaker.state is Output.UNAVAILABLE


@pytest.mark.qt_log_ignore("does not support propagateSizeHints")
def test_the_table_sounds_what_happens(table, qtbot) -> None:
    from unodesk.setup.speeds import Speed

    from .conftest import computer

    t = table(Speed.OFF)
    board = Board()
    t.widget.sounds = board
    t.start([computer("A"), computer("B")], seed=4)
    qtbot.waitUntil(lambda: Sound.PLAY in board.played and Sound.DRAW in board.played, timeout=20000)
