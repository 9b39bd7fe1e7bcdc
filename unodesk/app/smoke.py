"""The smoke run (`--smoke`, `make smoke`): one round between computers in
the real window, animated at the fastest speed, failing on any exception
or Qt warning."""
from __future__ import annotations

import dataclasses
import os
import re
import sys
import traceback
from pathlib import Path
from types import TracebackType
from typing import Any

from PySide6.QtCore import QCoreApplication, QMessageLogContext, QTimer, QtMsgType, qInstallMessageHandler
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication

from unodesk.engine import build_deck
from unodesk.persistence.data_dir import data_dir
from unodesk.persistence.scores import ScoreStore
from unodesk.persistence.settings import Settings
from unodesk.setup.speeds import Speed

from .command_line import Options
from .instance_lock import InstanceLock, LockState
from .wiring import Game, build

# A round between the stand-in computer players takes 15 to 45 seconds at
# the fast speed; a round still going after this is stuck.
SMOKE_TIMEOUT_MS = 150_000
# The offscreen platform warns that it cannot do what only a window manager
# does (size hints, raising a window, grabbing the keyboard for a menu).
# With no screen there is nothing to do; on a real display these never come.
OFFSCREEN_LIMITS = r"^This plugin does not support "


class _Problems:
    """Everything that went wrong in a smoke run: exceptions anywhere (slots
    included, through sys.excepthook) and every Qt warning."""

    def __init__(self, app: QCoreApplication) -> None:
        self.app = app
        self.found: list[str] = []

    def add(self, text: str) -> None:
        self.found.append(text)
        # Leave the event loop from the loop itself, not from inside a slot.
        QTimer.singleShot(0, lambda: self.app.exit(1))

    def excepthook(self, kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        self.add("".join(traceback.format_exception(kind, value, tb)))

    def qt_message(self, kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if kind not in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            return
        if QGuiApplication.platformName() == "offscreen" and re.match(OFFSCREEN_LIMITS, message):
            return
        self.add(f"Qt: {message}")


class _NotInLanguage(Exception):
    pass


def smoke(options: Options) -> int:
    """Play one round between computers in the real window, animated at the
    fastest speed; 0 when it ends cleanly, 1 with the reasons otherwise.
    The player's settings are neither read nor written."""
    app = QApplication.instance() or QApplication(
        [sys.argv[0], "-platform", "offscreen"] if _headless() else [sys.argv[0]]
    )
    problems = _Problems(app)
    sys.excepthook = problems.excepthook
    previous_handler = qInstallMessageHandler(problems.qt_message)
    lock, store = _smoke_scores()
    try:
        options = dataclasses.replace(options, speed=Speed.FAST)
        settings = Settings(Path("unused-smoke-settings.json"), writable=False)
        game = build(options, settings, think_ms=(20, 80), store=store)
        # The asked-for language must really be loaded, or the run fails at once.
        problems.found.extend(game.translations.problems())
        if problems.found:
            raise _NotInLanguage
        finished: list[bool] = []
        heard: list[str] = []

        def round_finished(result: Any) -> None:
            finished.append(True)
            heard.append(_sound_words(game))
            problems.found.extend(_lost_cards(game))
            # Let the round summary open and paint before leaving.
            QTimer.singleShot(200, lambda: app.exit(1 if problems.found else 0))

        game.controller.round_finished.connect(round_finished)
        QTimer.singleShot(SMOKE_TIMEOUT_MS, lambda: problems.add(f"no round finished in {SMOKE_TIMEOUT_MS} ms"))
        game.window.show()
        QTimer.singleShot(0, lambda: game.controller.new_match(game.first_setup))
        app.exec()
        game.window.close()
        if not finished and not problems.found:
            problems.found.append("the round did not finish")
    except _NotInLanguage:
        pass
    except Exception:
        problems.found.append(traceback.format_exc())
    finally:
        qInstallMessageHandler(previous_handler)
        sys.excepthook = sys.__excepthook__
        # Its round stays in the history; the match is not offered to go on.
        store.abandon()
        where = store.path if store.saving else "memory only"
        store.close()
        lock.release()
    for problem in problems.found:
        print(f"smoke: {problem}", file=sys.stderr)
    if not problems.found:
        print(f"smoke: one round played, no problems (scores: {where}; sound: {''.join(heard) or 'not tried'})")
    return 1 if problems.found else 0


def _smoke_scores() -> tuple[InstanceLock, ScoreStore]:
    """The smoke run records its round like any other, marked as a smoke
    run's (never offered to go on, even if the run is killed), unless the
    game is open (never two writers) or a family's match waits to be
    continued (never given up for a check): then in memory."""
    lock = InstanceLock(data_dir())
    # A stale lock (what a killed run left) is taken over; a running copy's never.
    if lock.acquire().state is LockState.TAKEN and not lock.take_over().held:
        return lock, ScoreStore.memory()
    store = ScoreStore.open(smoke=True)
    if store.unfinished() is not None:
        store.close()
        store = ScoreStore.memory()
    return lock, store


def _sound_words(game: Game) -> str:
    """Where the round's sounds went: a device (miniaudio's name for it), or silence."""
    sounds = game.window.table.sounds
    if sounds is None:
        return "none"
    speaker = sounds.speaker
    speaker.wait(5)
    return f"{speaker.state.value} {speaker.backend}".strip()


def _lost_cards(game: Game) -> list[str]:
    """No card lost or made up: the hands, the discard and the draw pile are the deck."""
    match = game.controller.match
    if match is None:
        return ["no match was dealt"]
    r = match.round
    held = sum(len(h) for h in r.hands) + len(r.discard) + r.draw_pile_size
    expected = len(build_deck(r.rules))
    return [] if held == expected else [f"{held} cards on the table, the deck has {expected}"]


def _headless() -> bool:
    return (
        not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY") and "QT_QPA_PLATFORM" not in os.environ
    )
