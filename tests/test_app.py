"""The command line, the first match, and the wiring app.py does."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from unodesk import resources
from unodesk.app import OFFSCREEN_LIMITS, Options, build, parse_args, starting_setup
from unodesk.setup import MatchSetup, SeatKind, SeatSetup
from unodesk.engine import RuleSet
from unodesk.persistence.settings import Settings
from unodesk.persistence.setup_codec import SetupReading, read_setup, setup_to_data
from unodesk.view.speeds import Speed, thinking_factor

pytestmark = pytest.mark.qt_log_ignore(OFFSCREEN_LIMITS)


def test_the_command_line_options() -> None:
    options = parse_args(["--lang", "nb", "--players", "6", "--speed", "slow", "--seed", "42", "--smoke"])
    assert options == Options("nb", 6, Speed.SLOW, 42, True)
    assert parse_args([]) == Options()


@pytest.mark.parametrize("argv", [["--lang", "de"], ["--players", "1"], ["--players", "11"], ["--speed", "warp"], ["--seed", "x"]])
def test_bad_options_are_refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit:
        parse_args(argv)
    assert exit.value.code == 2
    assert "unodesk" in capsys.readouterr().err


NOTHING = SetupReading(None)


def test_with_no_saved_setup_a_quick_match_starts(qapp) -> None:
    setup = starting_setup(Options(), NOTHING)
    assert [s.kind for s in setup.seats] == [SeatKind.PERSON] + [SeatKind.COMPUTER] * 3
    assert setup.rules == RuleSet()


def test_the_remembered_setup_starts_again(qapp) -> None:
    saved = MatchSetup((SeatSetup("Bo", SeatKind.PERSON), SeatSetup("Kim", SeatKind.PERSON)), RuleSet(stacking=True))
    assert starting_setup(Options(), read_setup(setup_to_data(saved))) == saved


def test_players_and_seed_from_the_command_line(qapp) -> None:
    setup = starting_setup(Options(players=6, seed=9), NOTHING)
    assert len(setup.seats) == 6 and setup.persons == (0,) and setup.seed == 9


def test_the_smoke_match_has_only_computers(qapp) -> None:
    setup = starting_setup(Options(smoke=True), NOTHING)
    assert setup.persons == ()


@pytest.fixture
def game(qtbot, tmp_path: Path):
    built = build(Options(lang="en"), Settings(tmp_path / "settings.json"), think_ms=(0, 0))
    qtbot.addWidget(built.window)
    return built


def test_a_chosen_speed_reaches_the_table_and_the_controller_and_is_saved(game, tmp_path: Path) -> None:
    game.window.speed_actions[Speed.SLOW].trigger()
    assert game.controller._speed == thinking_factor(Speed.SLOW)
    assert json.loads((tmp_path / "settings.json").read_text())["speed"] == "slow"


def test_a_chosen_language_is_saved(game, tmp_path: Path) -> None:
    game.window.language_actions["en"].trigger()
    assert json.loads((tmp_path / "settings.json").read_text())["language"] == "en"


def test_a_new_match_is_started_and_remembered(game, tmp_path: Path, qtbot) -> None:
    setup = MatchSetup((SeatSetup("Bo", SeatKind.PERSON), SeatSetup("Ada")), RuleSet(jump_in=True))
    with qtbot.waitSignal(game.controller.match_started):
        game.window.new_match_requested.emit(setup)
    assert game.controller.setup == setup
    saved = json.loads((tmp_path / "settings.json").read_text())["last_setup"]
    assert saved == setup_to_data(setup)


def test_the_geometry_is_saved_on_closing_and_restored(game, tmp_path: Path, qtbot) -> None:
    game.window.show()
    game.window.resize(800, 550)
    game.window.close()
    settings = Settings.load(tmp_path / "settings.json")
    assert settings["geometry"]
    again = build(Options(lang="en"), settings)
    qtbot.addWidget(again.window)
    assert again.window.size().toTuple() == (800, 550)


def test_a_failed_save_is_told_in_the_status_line(game, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse() -> None:
        raise OSError("read-only folder")

    monkeypatch.setattr(game.settings, "save", refuse)
    game.window.show()
    game.window.speed_actions[Speed.FAST].trigger()
    assert "read-only folder" in game.window.statusBar().currentMessage()


def test_a_corrupt_settings_file_is_told_once(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{{{")
    built = build(Options(lang="en"), Settings.load(path))
    qtbot.addWidget(built.window)
    built.window.show()
    message = built.window.statusBar().currentMessage()
    assert "settings.json.corrupt-" in message and "defaults" in message
    again = build(Options(lang="en"), Settings.load(path))
    qtbot.addWidget(again.window)
    again.window.show()
    assert again.window.statusBar().currentMessage() == ""


def test_what_a_remembered_match_lost_is_told_once_and_the_rest_kept(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    remembered = setup_to_data(MatchSetup((SeatSetup("Bo", SeatKind.PERSON), SeatSetup("Ada")), RuleSet(stacking=True)))
    remembered["rules"]["gravity"] = True
    remembered["rules"]["max_draws"] = 0
    path.write_text(json.dumps({"version": 1, "last_setup": remembered}))
    built = build(Options(lang="en"), Settings.load(path))
    qtbot.addWidget(built.window)
    built.window.show()
    assert built.first_setup.rules == RuleSet(stacking=True)
    assert built.first_setup.names == ("Bo", "Ada")
    message = built.window.statusBar().currentMessage()
    assert "\u201cgravity\u201d" in message and "Cards to draw when you cannot play" in message
    again = build(Options(lang="en"), Settings.load(path))
    qtbot.addWidget(again.window)
    again.window.show()
    assert again.window.statusBar().currentMessage() == ""
    assert again.first_setup == built.first_setup


def test_a_remembered_match_that_cannot_be_read_is_told(qtbot, tmp_path: Path) -> None:
    built = build(Options(lang="en"), Settings(tmp_path / "settings.json", {"last_setup": {"seats": "many", "rules": 1}}))
    qtbot.addWidget(built.window)
    built.window.show()
    assert len(built.first_setup.seats) == 4 and built.first_setup.rules == RuleSet()
    message = built.window.statusBar().currentMessage()
    assert "the players" in message and "the rules" in message


def _run(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "unodesk", *args], capture_output=True, text=True, timeout=120, env=env,
    )


@pytest.fixture
def clean_env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               QT_QPA_PLATFORM="offscreen")
    env.pop("PYTEST_CURRENT_TEST", None)
    return env


@pytest.mark.slow
def test_the_smoke_run_plays_a_round_and_exits_0(clean_env: dict[str, str], tmp_path: Path) -> None:
    done = _run("--smoke", "--seed", "5", env=clean_env)
    assert done.returncode == 0, done.stderr
    assert "one round played" in done.stdout
    # The smoke run leaves the player's settings alone.
    assert not (tmp_path / "config").exists()
    # It records its round like any other, and leaves no match to go on with.
    from unodesk.persistence.scores import MatchState, ScoreStore

    store = ScoreStore.open(tmp_path / "data" / "unodesk" / "scores.sqlite3")
    (match,) = store.history()
    assert match.rounds == 1 and match.state is MatchState.ABANDONED and store.unfinished() is None
    store.close()


def _smoke_with_round_slot(slot: str, env: dict[str, str], folder: Path) -> subprocess.CompletedProcess[str]:
    """The smoke run with the window's slot for a new round replaced by
    `slot` (the source of a function `slot(self, round_)`), through a
    sitecustomize on the path."""
    (folder / "sitecustomize.py").write_text(
        "from unodesk.view import window\n" + slot + "window.MainWindow._round_started = slot\n"
    )
    env["PYTHONPATH"] = os.pathsep.join([str(folder), env.get("PYTHONPATH", "")])
    return _run("--smoke", "--seed", "5", env=env)


def test_the_smoke_run_fails_on_an_exception_in_a_slot(clean_env: dict[str, str], tmp_path: Path) -> None:
    done = _smoke_with_round_slot(
        "def slot(self, round_):\n"
        "    raise RuntimeError('broken slot')\n",
        clean_env, tmp_path,
    )
    assert done.returncode == 1
    assert "broken slot" in done.stderr


def test_the_smoke_run_fails_on_a_qt_warning(clean_env: dict[str, str], tmp_path: Path) -> None:
    done = _smoke_with_round_slot(
        "from PySide6.QtCore import qWarning\n"
        "def slot(self, round_):\n"
        "    qWarning('something is off')\n",
        clean_env, tmp_path,
    )
    assert done.returncode == 1
    assert "something is off" in done.stderr


def test_a_language_without_its_translation_is_told(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(resources, "TRANSLATIONS", tmp_path)
    built = build(Options(lang="nl"), Settings(tmp_path / "settings.json"))
    qtbot.addWidget(built.window)
    built.window.show()
    assert "Nederlands" in built.window.statusBar().currentMessage()
    built.translations.switch("en")
