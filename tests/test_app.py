"""The command line, the first match, and the wiring app.py does."""
from __future__ import annotations

import errno
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
from unodesk.setup.speeds import Speed, thinking_factor

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


@pytest.mark.parametrize(("typed", "language"), [("no", "nb"), ("NB", "nb"), ("nb_NO", "nb"), ("sv", "sv"), ("nl-BE", "nl")])
def test_a_language_is_understood_as_people_type_it(typed: str, language: str) -> None:
    """Defect 13: `--lang no` was refused though a Norwegian would type it."""
    assert parse_args(["--lang", typed]).lang == language


@pytest.mark.parametrize(("argv", "said"), [
    (["--players", "two"], "'two' is not a number of players: give a whole number from 2 to 10"),
    (["--players", "11"], "'11' is not a number of players"),
    (["--lang", "de"], "'de' is not a language unodesk speaks: choose from en, sv, nb, nl"),
])
def test_a_bad_option_is_answered_in_plain_words(argv: list[str], said: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Defect 13: `--players two` said "invalid _players value", an internal name."""
    with pytest.raises(SystemExit):
        parse_args(argv)
    err = capsys.readouterr().err
    assert said in err and "_players" not in err


NOTHING = SetupReading(None)


def notice(window) -> str:
    """What is told over the table, one message after the other."""
    return " ".join(window.notices())


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
    assert game.controller.computers.speed == thinking_factor(Speed.SLOW)
    assert json.loads((tmp_path / "settings.json").read_text())["speed"] == "slow"


def test_larger_cards_reach_the_table_are_saved_and_come_back(game, tmp_path: Path, qtbot) -> None:
    from unodesk.view.table.widget import LARGE_CARDS

    game.window.large_cards_action.trigger()
    assert game.window.table.scene.card_scale == LARGE_CARDS
    assert json.loads((tmp_path / "settings.json").read_text())["large_cards"] is True
    again = build(Options(lang="en"), Settings.load(tmp_path / "settings.json"), think_ms=(0, 0))
    qtbot.addWidget(again.window)
    assert again.window.large_cards_action.isChecked() and again.window.table.scene.card_scale == LARGE_CARDS


def test_the_volume_and_mute_reach_the_sounds_are_saved_and_come_back(game, tmp_path: Path, qtbot) -> None:
    window = game.window
    window.set_sound(True)  # as with the sound extra installed
    window.volume_actions[25].trigger()
    window.mute_action.trigger()
    assert (game.window.table.sounds.volume, game.window.table.sounds.muted) == (25, True)
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert (saved["volume"], saved["muted"]) == (25, True)
    again = build(Options(lang="en"), Settings.load(tmp_path / "settings.json"), think_ms=(0, 0))
    qtbot.addWidget(again.window)
    assert again.window.volume_actions[25].isChecked() and again.window.mute_action.isChecked()
    assert again.window.table.sounds.muted


def test_without_the_sound_extra_the_menu_says_how_to_get_it(game) -> None:
    window = game.window
    window.set_sound(False)
    assert not window.mute_action.isEnabled() and not window.volume_menu.isEnabled()
    assert window.sound_note.isVisible() and "unodesk[sound]" in window.sound_note.text()
    window.set_sound(True)
    assert window.mute_action.isEnabled() and not window.sound_note.isVisible()


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


def test_a_read_only_settings_folder_is_told_once_in_words_without_moving_the_table(
        game, monkeypatch: pytest.MonkeyPatch, qtbot) -> None:
    """Defect 8: a raw "[Errno 30] Read-only file system" in a status bar that pushed the table up."""
    def refuse() -> None:
        raise OSError(errno.EROFS, "Read-only file system", str(game.settings.path) + ".tmp")

    monkeypatch.setattr(game.settings, "save", refuse)
    game.window.show()
    qtbot.waitExposed(game.window)
    table = game.window.table.geometry()
    game.window.speed_actions[Speed.FAST].trigger()
    game.window.speed_actions[Speed.SLOW].trigger()
    notices = game.window.notices()
    assert len(notices) == 1
    assert "cannot be written to" in notices[0] and str(game.settings.path.parent) in notices[0]
    assert "Errno" not in notices[0] and ".tmp" not in notices[0]
    assert not game.window.statusBar().isVisible()
    assert game.window.table.geometry() == table


def test_a_corrupt_settings_file_is_told_once(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{{{")
    built = build(Options(lang="en"), Settings.load(path))
    qtbot.addWidget(built.window)
    built.window.show()
    message = notice(built.window)
    assert "settings.json.corrupt-" in message and "defaults" in message
    again = build(Options(lang="en"), Settings.load(path))
    qtbot.addWidget(again.window)
    again.window.show()
    assert notice(again.window) == ""


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
    message = notice(built.window)
    assert "\u201cgravity\u201d" in message and "Cards to draw when you cannot play" in message
    again = build(Options(lang="en"), Settings.load(path))
    qtbot.addWidget(again.window)
    again.window.show()
    assert notice(again.window) == ""
    assert again.first_setup == built.first_setup


def test_a_remembered_match_that_cannot_be_read_is_told(qtbot, tmp_path: Path) -> None:
    built = build(Options(lang="en"), Settings(tmp_path / "settings.json", {"last_setup": {"seats": "many", "rules": 1}}))
    qtbot.addWidget(built.window)
    built.window.show()
    assert len(built.first_setup.seats) == 4 and built.first_setup.rules == RuleSet()
    message = notice(built.window)
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
    assert "Nederlands" in notice(built.window)
    built.translations.switch("en")


@pytest.mark.slow
def test_a_start_from_the_command_line_deals_and_paints_the_table(clean_env: dict[str, str]) -> None:
    # The way benchmarks/table.py times a start: the real main(), from launch to the first painted deal.
    done = _run("--quit-when-dealt", "--players", "2", "--seed", "3", env=clean_env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "dealt"
    assert "--quit-when-dealt" not in _run("--help", env=clean_env).stdout


def test_the_desktops_reduced_motion_is_read_off_the_gui_thread_and_applied_when_it_comes(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    from unodesk import app as app_module

    monkeypatch.delenv("UNODESK_REDUCED_MOTION", raising=False)
    asked_on: list[str] = []
    answer = threading.Event()

    def desktop_speed() -> Speed:
        asked_on.append(threading.current_thread().name)
        answer.wait(5)
        return Speed.OFF

    monkeypatch.setattr(app_module, "desktop_speed", desktop_speed)
    built = build(Options(lang="en"), Settings(tmp_path / "settings.json"))
    qtbot.addWidget(built.window)
    # Built without waiting for the desktop: the table starts at the normal speed.
    assert built.window.table.scene.speed is Speed.NORMAL
    answer.set()
    qtbot.waitUntil(lambda: built.window.table.scene.speed is Speed.OFF, timeout=3000)
    assert asked_on and asked_on[0] != threading.main_thread().name
    # The desktop's wish is followed, not saved as the player's choice.
    assert not built.settings["speed"]


def test_a_saved_speed_is_used_without_asking_the_desktop(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from unodesk import app as app_module

    monkeypatch.setattr(app_module, "desktop_speed", lambda: pytest.fail("the desktop was asked"))
    built = build(Options(lang="en"), Settings(tmp_path / "settings.json", {"speed": "fast"}))
    qtbot.addWidget(built.window)
    assert built.window.table.scene.speed is Speed.FAST


# -- the first window's size and place (defects 5 and 9) -------------------------

from PySide6.QtCore import QMargins, QRect, QSize  # noqa: E402

from unodesk.app import first_geometry  # noqa: E402


@pytest.mark.parametrize("screen", [(1280, 800), (1024, 640), (1920, 1080), (2560, 1440), (1366, 768)])
@pytest.mark.parametrize("panel", [0, 32])
def test_the_first_window_fits_the_free_screen_with_its_frame(screen: tuple[int, int], panel: int) -> None:
    """Defect 5: at 1280x800 with a title bar the window was taller than the screen."""
    available = QRect(0, panel, screen[0], screen[1] - panel)
    frame = QMargins(4, 37, 4, 4)
    window = first_geometry(available, QSize(800, 500), frame)
    outer = window.adjusted(-frame.left(), -frame.top(), frame.right(), frame.bottom())
    assert available.contains(outer), (outer, available)
    assert window.width() >= min(1280, available.width() - 8)


def test_a_large_screen_gets_most_of_it() -> None:
    window = first_geometry(QRect(0, 0, 2560, 1440), QSize(800, 500))
    assert window.width() == 2048 and window.height() == 1152


def _geometry_of(rect: QRect) -> str:
    """saveGeometry()'s bytes for a window at `rect`, as the settings keep them."""
    from PySide6.QtWidgets import QWidget

    widget = QWidget()
    widget.setGeometry(rect)
    data = widget.saveGeometry()
    widget.deleteLater()
    return bytes(data.toBase64()).decode("ascii")


@pytest.mark.parametrize("saved", [
    "AdnQywADAAAAAAA",  # cut short, all zeros
    "bm90IGEgZ2VvbWV0cnk=",  # not a geometry at all
    "%%%",
    "far away",
])
def test_a_broken_saved_size_falls_back_to_the_fitted_default(qtbot, tmp_path: Path, saved: str) -> None:
    """Defect 9: a broken saved window size opened an odd 853x533 window."""
    if saved == "far away":
        saved = _geometry_of(QRect(9000, 9000, 900, 600))
    built = build(Options(lang="en"), Settings(tmp_path / "settings.json", {"geometry": saved}))
    qtbot.addWidget(built.window)
    expected = first_geometry(built.window.screen().availableGeometry(), built.window.minimumSize())
    assert built.window.size() == expected.size()


def test_once_shown_the_window_and_its_frame_are_moved_onto_the_screen(qtbot, tmp_path: Path) -> None:
    built = build(Options(lang="en"), Settings(tmp_path / "settings.json"))
    window = built.window
    qtbot.addWidget(window)
    window.setMinimumSize(600, 400)  # the test screen is only 800 wide
    available = window.screen().availableGeometry()
    window.setGeometry(available)  # as a guess that left no room for the frame would
    window.keep_on_screen()
    window.show()
    qtbot.waitExposed(window)
    if window.frameGeometry() == window.geometry():
        pytest.skip("this platform draws no frame")
    qtbot.waitUntil(lambda: available.contains(window.frameGeometry()))
