"""The game's sounds out of the speakers, through miniaudio: no Qt here.

`Mixer` holds the sounds as 16-bit samples and the voices playing now,
and hands the device its next frames, mixed at the volume. `Speaker` opens
the system's sound output on a thread of its own (importing miniaudio and
reaching the sound service take tens of milliseconds, which no frame of
the table may wait for); the device then asks for frames from its own
thread. When miniaudio is missing or will not load, or there is no device
or sound service, the speaker is simply unavailable: the game plays on in
silence and nothing is printed (libasound's own complaints are silenced).
"""
from __future__ import annotations

import array
import atexit
import enum
import os
import sys
import threading
from collections.abc import Generator, Sequence
from pathlib import Path
from typing import Any

RATE = 22_050  # the sounds' rate (packaging/sounds.py writes them so)
BUFFER_MS = 60  # how far ahead the device asks: short enough for a card's tap to fall with the card


class Mixer:
    """The sounds and the voices playing now; thread-safe (the device reads
    from its own thread, the table starts voices from the window's)."""

    def __init__(self) -> None:
        self._clips: dict[str, array.array[int]] = {}
        self._scaled: dict[tuple[str, int], array.array[int]] = {}
        self._voices: list[tuple[array.array[int], int]] = []
        self._waiting: list[str] = []  # started, not yet scaled (that is the device thread's work)
        self._lock = threading.Lock()
        self.volume = 50  # per cent
        self.frames_out = 0  # frames of sound (not silence) handed to the device so far

    def load(self, name: str, path: Path) -> bool:
        """Read a 16-bit mono .wav at RATE; False (and nothing loaded) if it is not one."""
        import wave  # at the first sound, not at the start

        try:
            with wave.open(str(path), "rb") as wav:
                if (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) != (1, 2, RATE):
                    return False
                samples = array.array("h", wav.readframes(wav.getnframes()))
        except (OSError, EOFError, wave.Error):
            return False
        if sys.byteorder != "little":
            samples.byteswap()
        self._clips[name] = samples
        return True

    @property
    def names(self) -> frozenset[str]:
        return frozenset(self._clips)

    def start(self, name: str) -> bool:
        """Start `name` playing (over whatever plays); False if there is no such sound."""
        if name not in self._clips:
            return False
        with self._lock:
            self._waiting.append(name)
        return True

    @property
    def playing(self) -> bool:
        with self._lock:
            return bool(self._voices or self._waiting)

    def frames(self, count: int) -> bytes:
        """The next `count` frames (16-bit mono), silence where nothing plays."""
        with self._lock:
            waiting, self._waiting = self._waiting, []
            volume = self.volume
        fresh = [(self._at_volume(name, volume), 0) for name in waiting]
        with self._lock:
            self._voices += fresh
            voices = self._voices
            if not voices:
                return bytes(2 * count)
            out = array.array("h", bytes(2 * count))
            left = []
            for samples, at in voices:
                chunk = samples[at:at + count]
                if len(voices) == 1:
                    out[:len(chunk)] = chunk
                else:  # two sounds at once (rare, short): added, and kept within 16 bits
                    for i, value in enumerate(chunk):
                        out[i] = max(-32767, min(32767, out[i] + value))
                if at + count < len(samples):
                    left.append((samples, at + count))
                self.frames_out += len(chunk)
            self._voices = left
        return out.tobytes()

    def _at_volume(self, name: str, volume: int) -> array.array[int]:
        scaled = self._scaled.get((name, volume))
        if scaled is None:
            gain = volume / 100
            scaled = self._scaled[name, volume] = array.array("h", (int(v * gain) for v in self._clips[name]))
        return scaled


def _stream(mixer: Mixer) -> Generator[bytes, int, None]:
    """What the device reads: sent the frames it wants, yields them."""
    count = yield b""
    while True:
        count = yield mixer.frames(count)


class Output(enum.Enum):
    CLOSED = "closed"  # not asked for yet
    OPENING = "opening"
    OPEN = "open"
    UNAVAILABLE = "unavailable"  # no library, no device, no sound service: silence


def _system_backends() -> tuple[str, ...] | None:
    """The system's sound services, in the order they are tried (miniaudio's
    names): on Linux the PulseAudio protocol (PulseAudio itself, or PipeWire)
    and ALSA; elsewhere miniaudio's own choice (WASAPI, Core Audio).
    UNODESK_AUDIO names others (`null`: miniaudio's device that plays into
    nothing, to check a bundle on a machine without sound)."""
    asked = os.environ.get("UNODESK_AUDIO", "").strip()
    if asked:
        return tuple(word.strip().upper() for word in asked.split(","))
    return ("PULSEAUDIO", "ALSA") if sys.platform.startswith("linux") else None


SYSTEM_BACKENDS = _system_backends()


class Speaker:
    """The device the mixer plays on, opened once, on a thread of its own."""

    def __init__(self, mixer: Mixer, backends: Sequence[str] | None = SYSTEM_BACKENDS) -> None:
        self.mixer = mixer
        self.backends = backends
        self.state = Output.CLOSED
        self.backend = ""  # the one miniaudio found
        self._device: Any = None
        self._lock = threading.Lock()
        self._opened = threading.Event()

    def open(self) -> None:
        """Begin opening the device (once); it plays what was started meanwhile."""
        with self._lock:
            if self.state is not Output.CLOSED:
                return
            self.state = Output.OPENING
        threading.Thread(target=self._open, name="unodesk-sound", daemon=True).start()

    def wait(self, timeout: float) -> bool:
        """Whether the opening is over within `timeout` seconds (for tests and the smoke run)."""
        return self._opened.wait(timeout)

    def _open(self) -> None:
        device = None
        try:
            import miniaudio

            _quiet_alsa()
            backends = None if self.backends is None else [miniaudio.Backend[b] for b in self.backends]
            device = miniaudio.PlaybackDevice(
                output_format=miniaudio.SampleFormat.SIGNED16, nchannels=1, sample_rate=RATE,
                buffersize_msec=BUFFER_MS, backends=backends, app_name="unodesk")
            stream = _stream(self.mixer)
            next(stream)
            device.start(stream)
        except Exception:  # ImportError, OSError, MiniaudioError...: no sound here, and that is all
            if device is not None:
                device.close()
            with self._lock:
                self.state = Output.UNAVAILABLE
            self._opened.set()
            return
        with self._lock:
            closed = self.state is Output.CLOSED  # closed while it opened
            self._device, self.backend = device, device.backend
            self.state = Output.UNAVAILABLE if closed else Output.OPEN
        if closed:
            device.close()
        else:
            atexit.register(self.close)  # never a device calling into a finished interpreter
        self._opened.set()

    def close(self) -> None:
        with self._lock:
            device, self._device = self._device, None
            if self.state is Output.OPENING:
                self.state = Output.CLOSED
            elif self.state is Output.OPEN:
                self.state = Output.UNAVAILABLE
        if device is not None:
            device.close()


_ALSA_QUIET: list[Any] = []  # the silent handler, kept alive for as long as libasound may call it


def _quiet_alsa() -> None:
    """Without a sound card libasound writes its errors to the terminal;
    hand it a handler that says nothing (where there is a libasound)."""
    if _ALSA_QUIET or not sys.platform.startswith("linux"):
        return
    import ctypes  # on the sound's own thread, when the device is first opened

    try:
        alsa = ctypes.CDLL("libasound.so.2")
    except OSError:
        return
    handler_type = ctypes.CFUNCTYPE(None, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_int,
                                    ctypes.c_char_p)
    handler = handler_type(lambda *_: None)
    alsa.snd_lib_error_set_handler(handler)
    _ALSA_QUIET.append(handler)
