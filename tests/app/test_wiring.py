"""The wiring: the first match, the settings followed by the table, the
window and the sounds, and what is told once over the table."""
from __future__ import annotations

import errno
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QMenu

from unodesk import resources
from unodesk.app import wiring
from unodesk.app.command_line import Options
from unodesk.app.smoke import OFFSCREEN_LIMITS
from unodesk.app.wiring import build, starting_setup
from unodesk.engine import RuleSet
from unodesk.persistence.settings import GEOMETRY, LANGUAGE, SPEED, Settings
from unodesk.persistence.setup_codec import SetupReading, read_setup, setup_to_data
from unodesk.setup import MatchSetup, SeatKind, SeatSetup
from unodesk.setup.speeds import Speed, thinking_factor

pytestmark = pytest.mark.qt_log_ignore(OFFSCREEN_LIMITS)


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


def test_the_command_lines_language_and_speed_are_for_the_run_and_never_saved(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    built = build(Options(lang="sv", speed=Speed.SLOW), Settings(path, {"language": "nb"}), think_ms=(0, 0))
    qtbot.addWidget(built.window)
    assert built.translations.language == "sv" and built.window.language_actions["sv"].isChecked()
    assert built.window.table.scene.speed is Speed.SLOW and built.window.speed_actions[Speed.SLOW].isChecked()
    built.window.large_cards_action.trigger()  # any choice writes the file
    saved = json.loads(path.read_text())
    assert (saved["language"], saved["speed"], saved["large_cards"]) == ("nb", "", True)
    # Back to English for the tests after this one, through what follows the language.
    built.settings.choose(LANGUAGE, "en")
    assert built.translations.language == "en"


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
    assert window.volume_actions[50].isChecked() and not window.mute_action.isChecked()  # on, at a moderate volume
    window.volume_actions[25].trigger()
    window.mute_action.trigger()
    assert (game.window.table.sounds.volume, game.window.table.sounds.muted) == (25, True)
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert (saved["volume"], saved["muted"]) == (25, True)
    again = build(Options(lang="en"), Settings.load(tmp_path / "settings.json"), think_ms=(0, 0))
    qtbot.addWidget(again.window)
    assert again.window.volume_actions[25].isChecked() and again.window.mute_action.isChecked()
    assert again.window.table.sounds.muted


def test_no_menu_tells_anyone_to_install_anything_for_sound(game) -> None:
    window = game.window
    assert window.mute_action.isEnabled() and window.volume_menu.isEnabled()
    texts = [a.text() for menu in window.menuBar().findChildren(QMenu) for a in menu.actions()]
    assert not any("pip" in text or "[sound]" in text for text in texts)


def test_the_looks_are_applied_at_once_saved_and_come_back(game, tmp_path: Path, qtbot) -> None:
    window = game.window
    scene = window.table.scene
    felt = scene.backgroundBrush().gradient() is not None
    window.looks.table_actions["wood"].trigger()
    assert felt and scene.backgroundBrush().texture().width() > 0  # the wooden top, at once
    window.looks.back_actions["stars"].trigger()
    window.looks.contrast_action.trigger()
    assert (scene.faces.back, scene.faces.contrast) == ("stars", True)
    assert scene.backgroundBrush().gradient() is None and scene.backgroundBrush().color().lightness() < 30
    assert window.table.status.font().bold()
    saved = json.loads((tmp_path / "settings.json").read_text())
    assert (saved["table"], saved["card_back"], saved["high_contrast"]) == ("wood", "stars", True)
    again = build(Options(lang="en"), Settings.load(tmp_path / "settings.json"), think_ms=(0, 0))
    qtbot.addWidget(again.window)
    looks = again.window.looks
    assert looks.table_actions["wood"].isChecked() and looks.back_actions["stars"].isChecked()
    assert looks.contrast_action.isChecked() and again.window.table.scene.faces.contrast


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
    assert settings[GEOMETRY]
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


def test_a_language_without_its_translation_is_told(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(resources, "TRANSLATIONS", tmp_path)
    built = build(Options(lang="nl"), Settings(tmp_path / "settings.json"))
    qtbot.addWidget(built.window)
    built.window.show()
    assert "Nederlands" in notice(built.window)
    built.translations.switch("en")


def test_the_desktops_reduced_motion_is_read_off_the_gui_thread_and_applied_when_it_comes(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    monkeypatch.delenv("UNODESK_REDUCED_MOTION", raising=False)
    monkeypatch.setenv("XDG_CURRENT_DESKTOP", "GNOME")  # where the desktop's setting is asked
    asked_on: list[str] = []
    answer = threading.Event()

    def desktop_speed() -> Speed:
        asked_on.append(threading.current_thread().name)
        answer.wait(5)
        return Speed.OFF

    monkeypatch.setattr(wiring, "desktop_speed", desktop_speed)
    built = build(Options(lang="en"), Settings(tmp_path / "settings.json"))
    qtbot.addWidget(built.window)
    # Built without waiting for the desktop: the table starts at the normal speed.
    assert built.window.table.scene.speed is Speed.NORMAL
    answer.set()
    qtbot.waitUntil(lambda: built.window.table.scene.speed is Speed.OFF, timeout=3000)
    assert asked_on and asked_on[0] != threading.main_thread().name
    # The desktop's wish is followed, not saved as the player's choice.
    assert not built.settings.is_chosen(SPEED)


def test_the_desktops_late_answer_leaves_a_speed_chosen_meanwhile(
        qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import threading

    monkeypatch.delenv("UNODESK_REDUCED_MOTION", raising=False)
    monkeypatch.setenv("XDG_CURRENT_DESKTOP", "GNOME")  # where the desktop's setting is asked
    answer, answered = threading.Event(), threading.Event()

    def desktop_speed() -> Speed:
        answer.wait(5)
        answered.set()
        return Speed.OFF

    monkeypatch.setattr(wiring, "desktop_speed", desktop_speed)
    built = build(Options(lang="en"), Settings(tmp_path / "settings.json"), think_ms=(0, 0))
    qtbot.addWidget(built.window)
    built.window.speed_actions[Speed.FAST].trigger()
    answer.set()
    qtbot.waitUntil(answered.is_set, timeout=3000)
    # The answer is looked for every 20 ms; once read, the timer stops.
    qtbot.waitUntil(lambda: not any(t.isActive() for t in built.window.findChildren(QTimer, "desktop_motion")))
    assert built.window.table.scene.speed is Speed.FAST and built.window.speed_actions[Speed.FAST].isChecked()


def test_a_saved_speed_is_used_without_asking_the_desktop(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(wiring, "desktop_speed", lambda: pytest.fail("the desktop was asked"))
    built = build(Options(lang="en"), Settings(tmp_path / "settings.json", {"speed": "fast"}))
    qtbot.addWidget(built.window)
    assert built.window.table.scene.speed is Speed.FAST


def test_the_familys_saved_rules_are_kept_in_the_settings_and_offered_at_the_next_start(game, tmp_path: Path,
                                                                                        qtbot) -> None:
    from unodesk.persistence.house_rules import HouseRules, house_rules_to_data
    from unodesk.persistence.settings import HOUSE_RULES

    farmor = HouseRules("Farmor's rules", RuleSet(stacking=True), "Sing a song")
    game.window.setting_chosen.emit(HOUSE_RULES, house_rules_to_data((farmor,)))
    assert game.window.house_rules == (farmor,)
    again = build(Options(lang="en"), Settings.load(tmp_path / "settings.json"), think_ms=(0, 0))
    qtbot.addWidget(again.window)
    assert again.window.house_rules == (farmor,)


def test_the_familys_own_rule_and_faces_of_a_new_match_reach_the_table(game) -> None:
    from unodesk.view.table.avatars import face_of

    setup = MatchSetup((SeatSetup("Anna", SeatKind.PERSON, avatar="lion"), SeatSetup("Bo", avatar="robot")),
                       RuleSet(deck="swap", custom_effect="others_draw"), seed=3, custom_rule="Everyone sings")
    game.window.new_match_requested.emit(setup)
    assert game.window.table.scene.family_rule == "Everyone sings"
    assert face_of("anna") == "lion" and face_of("Bo") == "robot"
