"""A start shows the game's own window first, then imports and seats the game
in it: what the first frame holds, what is loaded by then, that no other
window maps, and that the start still deals. (How fast is
benchmarks/startup.py's to measure; no test here reads a clock.)

The starts run in a fresh interpreter, so that the modules other tests
have imported do not hide one that a start loads too early.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QKeySequence

from unodesk.app.command_line import Options
from unodesk.app.smoke import OFFSCREEN_LIMITS
from unodesk.app.wiring import build
from unodesk.persistence.scores import ScoreStore
from unodesk.persistence.settings import Settings
from unodesk.view.window import MainWindow

pytestmark = pytest.mark.qt_log_ignore(OFFSCREEN_LIMITS)

# The parts of the game a first frame must not wait for (the engine's package
# is there, for the values every layer makes with it; its rules are not).
THE_GAME = ("unodesk.engine.round", "unodesk.engine.events", "unodesk.view.table.widget", "unodesk.controller",
            "unodesk.persistence.scores", "unodesk.persistence.scores.store", "unodesk.session", "unodesk.ai", "unodesk.app.wiring", "sqlite3",
            "PySide6.QtNetwork")

# Starts the game as `python -m unodesk --quit-when-dealt` does, watching it:
# at the window's first paint, which of the game's modules are loaded and
# which windows are shown; through the run, every window that is shown.
START = """
import json, sys
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication
import unodesk.app.first_window as first_window

seen = {"shown": [], "at_first_paint": None}
the_game = %r


class Shown(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Show and watched.isWidgetType() and watched.isWindow():
            seen["shown"].append(type(watched).__name__)
        return False


opened = first_window.open_window


def open_window(*args, **kwargs):
    first = opened(*args, **kwargs)
    watcher = Shown(first.app)
    first.app.installEventFilter(watcher)
    seen["watcher"] = watcher

    def painted():
        seen["at_first_paint"] = {
            "loaded": sorted(name for name in the_game if name in sys.modules),
            "shown": [type(w).__name__ for w in QApplication.topLevelWidgets() if w.isVisible()],
            "menus": [a.text() for a in first.window.menuBar().actions()],
            "felt": first.window.centralWidget() is first.window.felt,
        }

    first.window.felt.after_next_paint(painted)
    return first


first_window.open_window = open_window
from unodesk.app.start import main

code = main(sys.argv[1:])
seen.pop("watcher")
seen["code"] = code
print(json.dumps(seen))
"""


def run_start(tmp_path: Path, script: str, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env |= {"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
            "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_STATE_HOME": str(tmp_path / "state")}
    return subprocess.run([sys.executable, "-c", script, "--quit-when-dealt", *args], env=env,
                          capture_output=True, text=True, timeout=120)


def start(tmp_path: Path, *args: str) -> tuple[dict, list[str]]:
    run = run_start(tmp_path, START % (THE_GAME,), *args)
    assert run.returncode == 0, run.stderr
    *printed, seen = run.stdout.strip().splitlines()
    return json.loads(seen), printed


def test_the_window_is_painted_before_the_game_is_imported(tmp_path: Path) -> None:
    seen, _ = start(tmp_path, "--lang", "sv")
    first = seen["at_first_paint"]
    assert first is not None, "the window was never painted"
    assert first["loaded"] == []
    # The real window: its menu in the person's language, the felt the table will take.
    assert first["shown"] == ["MainWindow"]
    assert first["menus"] == ["&Spel", "&Visa", "&Hjälp"]
    assert first["felt"]


def test_the_start_deals_in_the_one_window_it_showed_first(tmp_path: Path) -> None:
    seen, printed = start(tmp_path)
    assert seen["code"] == 0
    assert printed == ["dealt"]
    assert seen["shown"] == ["MainWindow"], "no other window maps on the way to the first deal"


def test_a_game_that_cannot_be_built_fails_the_start_plainly(tmp_path: Path) -> None:
    """The window is up before the game is built: a failure then still ends
    the start with its error (not an empty window left open)."""
    broken = ("import sys, unodesk.app.wiring as wiring\n"
              "def build(*args, **kwargs):\n"
              "    raise RuntimeError('the table could not be built')\n"
              "wiring.build = build\n"
              "from unodesk.app.start import main\n"
              "sys.exit(main(sys.argv[1:]))\n")
    run = run_start(tmp_path, broken)
    assert run.returncode == 1
    assert "RuntimeError: the table could not be built" in run.stderr


def test_the_first_window_imports_nothing_of_the_game() -> None:
    probe = ("import json, sys, unodesk.app.start, unodesk.app.first_window; "
             f"print(json.dumps(sorted(m for m in {THE_GAME!r} if m in sys.modules)))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60)
    assert json.loads(out.stdout) == []


def test_the_table_plays_on_the_felt_the_window_showed_first(qtbot, tmp_path: Path) -> None:
    game = build(Options(lang="en"), Settings(tmp_path / "settings.json"), think_ms=(0, 0), store=ScoreStore.memory())
    qtbot.addWidget(game.window)
    assert game.window.centralWidget() is game.window.table
    assert game.window.table.view is game.window.felt
    assert game.window.felt.scene() is game.window.table.scene


def test_the_menu_shows_from_the_first_frame_and_its_keys_work_once_the_game_is_seated(qtbot, tmp_path: Path) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    assert [a.objectName() for a in window.game_menu.actions() if a.objectName()][:3] == ["new_match", "learn",
                                                                                          "next_round"]
    assert window.new_match_action.shortcut().isEmpty()
    game = build(Options(lang="en"), Settings(tmp_path / "settings.json"), think_ms=(0, 0), store=ScoreStore.memory())
    qtbot.addWidget(game.window)
    assert game.window.new_match_action.shortcut() == QKeySequence(QKeySequence.StandardKey.New)
    assert game.window.scores.scoresheet_action.shortcut() == QKeySequence("Ctrl+T")


# Starts the game as a double-click does (it asks who plays), watching the
# welcome: what is loaded when it is first shown, and that the game, once
# seated, takes over that same welcome and plays the choice made on it
# before then.
WELCOME_FIRST = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from unodesk.view.window import MainWindow

the_game = %r
seen = {}
shown = MainWindow.show_welcome
seat = MainWindow.seat


def show_welcome(window, welcome):
    if "loaded" not in seen:
        seen["loaded"] = sorted(name for name in the_game if name in sys.modules)
        seen["seated"] = window._seated
        seen["first"] = id(welcome)
        # Play, clicked before the game is there: kept until it is.
        welcome.play_requested.emit(welcome.setup())
    shown(window, welcome)


def seated(window, controller, table, *, scores):
    seat(window, controller, table, scores=scores)
    seen["same welcome"] = id(window.welcome) == seen.get("first")
    seen["covers the table"] = window.welcome.geometry() == table.geometry()

    def dealt(_round):
        seen["dealt"] = True
        QApplication.instance().exit(0)

    controller.round_started.connect(dealt)


MainWindow.show_welcome = show_welcome
MainWindow.seat = seated
QTimer.singleShot(60_000, lambda: QApplication.instance().exit(3))
from unodesk.app.start import main

seen["code"] = main([])
print(json.dumps(seen))
"""


@pytest.mark.parametrize("kept_before", [False, True], ids=["first-start", "scores-kept"])
def test_the_welcome_shows_before_the_game_is_imported_and_a_choice_on_it_waits_for_the_game(
        tmp_path: Path, kept_before: bool) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env |= {"QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path / "config"),
            "XDG_DATA_HOME": str(tmp_path / "data"), "XDG_STATE_HOME": str(tmp_path / "state")}
    if kept_before:  # a family's scores file, with no match in it to go on with
        ScoreStore.open(tmp_path / "data" / "unodesk" / "scores.sqlite3").close()
    run = subprocess.run([sys.executable, "-c", WELCOME_FIRST % (THE_GAME,)], env=env, capture_output=True,
                         text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    seen = json.loads(run.stdout.strip().splitlines()[-1])
    # With scores kept, they are open by then (the family's names, and no
    # match to go on with); on a first start, with none kept, not even
    # they (nor SQLite, nor the session); never the table, the controller,
    # the computer players.
    opened = {"unodesk.persistence.scores.store", "unodesk.session", "sqlite3"}
    if kept_before:
        assert opened <= set(seen["loaded"])
    else:
        assert not opened & set(seen["loaded"])
    assert not set(seen["loaded"]) & {"unodesk.view.table.widget", "unodesk.controller", "unodesk.ai",
                                      "unodesk.app.wiring", "PySide6.QtNetwork"}
    assert not seen["seated"]
    assert seen["same welcome"] and seen["covers the table"]
    assert seen["dealt"] and seen["code"] == 0


def test_a_menu_item_chosen_before_the_game_is_seated_is_done_once_it_is(qtbot, tmp_path: Path) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    asked: list[str] = []
    window.when_seated(lambda: asked.append("help"))
    assert asked == []
    game = build(Options(lang="en"), Settings(tmp_path / "settings.json"), think_ms=(0, 0), store=ScoreStore.memory(),
                 first=None)
    qtbot.addWidget(game.window)
    game.window.when_seated(lambda: asked.append("at once"))
    assert asked == ["at once"]
