"""The game's sounds, made here from sine waves and noise (none recorded or
borrowed): a card put down, a card drawn, Uno called, a player caught
without it, a Skip, a Reverse, a round won and the fanfare of a match won.

    python packaging/sounds.py TARGET_FOLDER

build_resources.py runs it into unodesk/data/sounds like the icons. The
noise is seeded, so every build writes the same bytes.
"""
from __future__ import annotations

import math
import random
import struct
import sys
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

RATE = 22_050  # samples a second: plenty for short effects, and small files
PEAK = 0.6  # of full scale: room for the volume to go up without clipping


def _noise_burst(seconds: float, decay: float, smooth: float, seed: int) -> list[float]:
    """Noise that falls away fast; `smooth` (0 to 1) takes off the hiss."""
    rng = random.Random(seed)
    out, last = [], 0.0
    for i in range(int(RATE * seconds)):
        t = i / RATE
        last = last * smooth + rng.uniform(-1.0, 1.0) * (1.0 - smooth)
        out.append(last * math.exp(-t / decay))
    return out


def _tone(freq: float, seconds: float, decay: float) -> list[float]:
    """A bell-like note: the tone and its octave, fading."""
    n = int(RATE * seconds)
    attack = int(RATE * 0.006)
    out = []
    for i in range(n):
        t = i / RATE
        envelope = min(1.0, i / attack) * math.exp(-t / decay)
        out.append(envelope * (math.sin(2 * math.pi * freq * t) + 0.3 * math.sin(4 * math.pi * freq * t)))
    return out


def _sequence(notes: Sequence[tuple[float, float]], step: float, seconds: float, decay: float) -> list[float]:
    """Notes (frequency, loudness) one after the other, each ringing on."""
    tone = int(RATE * seconds)
    out = [0.0] * max(int(RATE * step * k) + tone for k in range(len(notes)))
    for k, (freq, loud) in enumerate(notes):
        start = int(RATE * step * k)
        for i, value in enumerate(_tone(freq, seconds, decay)):
            out[start + i] += loud * value
    return out


def card_played() -> list[float]:
    return _noise_burst(0.09, 0.018, 0.55, seed=1)


def card_drawn() -> list[float]:
    # A slide rather than a slap: the noise swells, then fades.
    samples = _noise_burst(0.16, 0.06, 0.8, seed=2)
    swell = int(RATE * 0.04)
    return [v * min(1.0, i / swell) for i, v in enumerate(samples)]


def uno_called() -> list[float]:
    return _sequence([(659.3, 1.0), (880.0, 1.0)], 0.11, 0.3, 0.09)


def round_won() -> list[float]:
    return _sequence([(523.3, 0.8), (659.3, 0.85), (784.0, 0.9), (1046.5, 1.0)], 0.1, 0.45, 0.14)


def _glide(start: float, end: float, seconds: float, decay: float) -> list[float]:
    """A note that slides from one pitch to another, fading."""
    out, phase = [], 0.0
    attack = int(RATE * 0.005)
    for i in range(int(RATE * seconds)):
        t = i / RATE
        freq = start + (end - start) * (t / seconds)
        phase += 2 * math.pi * freq / RATE
        envelope = min(1.0, i / attack) * math.exp(-t / decay)
        out.append(envelope * (math.sin(phase) + 0.25 * math.sin(2 * phase)))
    return out


def skipped() -> list[float]:
    # A quick "hop" over the skipped seat: up, then down.
    return _sequence([(784.0, 0.9), (587.3, 1.0)], 0.07, 0.16, 0.05)


def reversed_() -> list[float]:
    # Play turns round: a sweep up and back down.
    return _glide(440.0, 880.0, 0.12, 0.2) + _glide(880.0, 440.0, 0.14, 0.08)


def caught() -> list[float]:
    # Caught without Uno: two low, buzzing notes going down.
    notes = _sequence([(233.1, 1.0), (174.6, 1.0)], 0.14, 0.26, 0.1)
    return [math.copysign(min(1.0, abs(v) * 1.6), v) for v in notes]


def match_won() -> list[float]:
    # A fanfare: a rising call, then a held chord.
    call = _sequence([(523.3, 0.8), (523.3, 0.8), (523.3, 0.85), (659.3, 1.0)], 0.12, 0.3, 0.12)
    chord = [a + b + c for a, b, c in zip(_tone(523.3, 1.1, 0.5), _tone(659.3, 1.1, 0.5), _tone(784.0, 1.1, 0.5),
                                          strict=True)]
    start = int(RATE * 0.5)
    out = call + [0.0] * max(0, start + len(chord) - len(call))
    for i, value in enumerate(chord):
        out[start + i] += 0.6 * value
    return out


# The file each sound is written to, by the name unodesk.view.sounds asks for.
SOUNDS: dict[str, Callable[[], list[float]]] = {
    "play": card_played, "draw": card_drawn, "uno": uno_called, "win": round_won,
    "skip": skipped, "reverse": reversed_, "caught": caught, "match": match_won,
}


def wav_bytes(samples: Sequence[float]) -> bytes:
    """16-bit mono PCM, scaled so the loudest sample reaches PEAK."""
    loudest = max((abs(v) for v in samples), default=0.0) or 1.0
    scale = PEAK * 32767 / loudest
    return b"".join(struct.pack("<h", int(round(v * scale))) for v in samples)


def make_sounds(target: Path) -> list[Path]:
    """Every sound as a .wav in target/sounds, written again only when this file is newer."""
    out = target / "sounds"
    out.mkdir(parents=True, exist_ok=True)
    made = []
    source = Path(__file__).stat().st_mtime
    for name, make in SOUNDS.items():
        path = out / f"{name}.wav"
        if not path.exists() or path.stat().st_mtime < source:
            with wave.open(str(path), "wb") as wav:
                wav.setnchannels(1)
                wav.setsampwidth(2)
                wav.setframerate(RATE)
                wav.writeframes(wav_bytes(make()))
        made.append(path)
    return made


if __name__ == "__main__":
    make_sounds(Path(sys.argv[1]))
