"""The scores wired into the game: the offer to go on, notices, take-back
from the menu, the export command and the second copy."""
from __future__ import annotations

import csv
import os
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.persistence.scores.helpers import play_rounds, step
from tests.qt_events import drain
from tests.session.helpers import position
from unodesk.app.command_line import Options
from unodesk.app.instance_channel import InstanceChannel
from unodesk.app.instance_lock import InstanceLock
from unodesk.app.smoke import OFFSCREEN_LIMITS
from unodesk.app.start import main
from unodesk.app.wiring import build
from unodesk.engine import Phase, RuleSet
from unodesk.persistence.data_dir import data_dir
from unodesk.persistence.scores import CSV_COLUMNS, MatchState, ScoreStore
from unodesk.persistence.settings import Settings
from unodesk.session import MatchLog
from unodesk.setup import MatchSetup, SeatKind, SeatSetup

pytestmark = pytest.mark.qt_log_ignore(OFFSCREEN_LIMITS)

SETUP = MatchSetup((SeatSetup("Anna", SeatKind.PERSON), SeatSetup("Nils", SeatKind.COMPUTER, "easy"),
                    SeatSetup("Bo", SeatKind.COMPUTER, "easy")), RuleSet(target_score=500))


def scores_path() -> Path:
    return data_dir() / "scores.sqlite3"


def saved_match(rounds: int = 1, actions: int = 6) -> tuple[int, tuple]:
    """A match left unfinished in the data folder: `rounds` finished, a few actions into the next."""
    store = ScoreStore.open(scores_path())
    log = MatchLog.begin(SETUP, seed=13)
    match_id = store.begin_match(log)
    rng = random.Random(13)
    play_rounds(log, rng, rounds, store)
    store.keep(log.next_round())
    for _ in range(actions):
        step(log, rng, store)
    seen = position(log.match)
    store.close()
    return match_id, seen


@pytest.fixture
def game(qtbot, tmp_path: Path):
    def make(store: ScoreStore | None = None):
        store = store if store is not None else ScoreStore.open(scores_path())
        built = build(Options(lang="en"), Settings(tmp_path / "settings.json"), think_ms=(0, 0), store=store)
        qtbot.addWidget(built.window)
        built.window.resize(1024, 640)
        built.window.show()
        qtbot.waitExposed(built.window)
        made.append(built)
        return built

    made = []
    yield make
    for built in made:
        built.controller.shutdown()
        built.store.close()


# -- the offer to go on ----------------------------------------------------------------

def test_with_nothing_saved_the_welcome_asks_and_the_match_chosen_is_saved(game, qtbot) -> None:
    g = game()
    g.start()
    assert g.window.scores.prompt is None
    assert g.window.welcome is not None and g.controller.match is None
    g.window.welcome.play_button.click()
    assert g.controller.match is not None and g.store.match_id is not None
    assert g.store.unfinished().match_id == g.store.match_id


def test_a_saved_match_is_offered_and_continued_card_for_card(game, qtbot) -> None:
    match_id, seen = saved_match()
    g = game()
    g.start()
    prompt = g.window.scores.prompt
    assert prompt is not None and prompt.isVisible()
    assert "Continue the match from" in prompt.question.text()
    # Over plain felt: no empty table with a lone UNO! button behind the question.
    assert not g.window.table.uno_button.isVisible() and not g.window.table.scene.pile.isVisible()
    prompt.continue_button.click()
    assert g.store.match_id == match_id
    assert position(g.controller.match)[:9] == seen[:9]  # the hands, piles, turn and scores as saved
    assert g.controller.log.round_number == 2


def test_choosing_a_new_match_keeps_the_old_one_in_the_history(game, qtbot) -> None:
    match_id, _ = saved_match()
    g = game()
    g.start()
    g.window.scores.prompt.new_match_button.click()
    assert g.store.match_id != match_id
    old = next(s for s in g.store.history() if s.match_id == match_id)
    assert old.state is MatchState.ABANDONED and old.rounds == 1
    assert g.controller.setup.seats == g.first_setup.seats


def test_closing_the_offer_goes_on_with_the_match(game, qtbot) -> None:
    match_id, _ = saved_match()
    g = game()
    g.start()
    g.window.scores.prompt.reject()
    assert g.store.match_id == match_id and g.controller.match is not None


def test_the_game_menu_offers_the_saved_match_too(game, qtbot) -> None:
    match_id, _ = saved_match()
    g = game()
    scores = g.window.scores
    g.window.game_menu.aboutToShow.emit()  # the menu looks again as it opens
    assert scores.resume_action.isVisible() and "Continue the match from" in scores.resume_action.text()
    scores.resume_action.trigger()
    assert scores.prompt is not None
    scores.prompt.continue_button.click()
    assert g.store.match_id == match_id
    g.window.game_menu.aboutToShow.emit()
    assert not scores.resume_action.isVisible()  # it is the one being played now


def test_a_save_that_no_longer_plays_is_kept_and_the_person_told(game, qtbot) -> None:
    match_id, _ = saved_match()
    conn = sqlite3.connect(scores_path())
    # An action this version does not know, as a later version might have written.
    conn.execute("UPDATE actions SET action = '{\"type\": \"Teleport\", \"player\": 0}' WHERE seq = 2")
    conn.commit()
    conn.close()
    g = game()
    g.start()
    g.window.scores.prompt.continue_button.click()
    banner = g.window.scores.banner
    assert banner.isVisible() and "cannot be continued" in banner.text
    old = next(s for s in g.store.history() if s.match_id == match_id)
    assert old.state is MatchState.CANNOT_CONTINUE and old.rounds == 1
    assert g.store.match_id != match_id and g.controller.match is not None


# -- notices ---------------------------------------------------------------------------

def test_a_damaged_scores_file_is_set_aside_and_said_once_over_the_table(game, qtbot) -> None:
    scores_path().parent.mkdir(parents=True, exist_ok=True)
    scores_path().write_bytes(b"this is no database" * 100)
    g = game()
    table_before = g.window.table.geometry()
    banner = g.window.scores.banner
    assert banner.isVisible() and "damaged" in banner.text and "corrupt" in banner.text
    assert g.window.table.geometry() == table_before
    assert list(scores_path().parent.glob("scores.sqlite3.corrupt-*"))
    banner.dismiss()
    g.start()
    drain()
    assert not banner.isVisible()  # told once


def test_scores_that_cannot_be_saved_are_said_and_the_game_goes_on(game, qtbot, tmp_path) -> None:
    blocked = tmp_path / "blocked"
    blocked.write_text("a file where the data folder should be")
    g = game(ScoreStore.open(blocked / "scores.sqlite3"))
    assert not g.store.saving
    assert "cannot be saved" in g.window.scores.banner.text
    g.start()
    g.window.welcome.quick_button.click()
    assert g.controller.match is not None and g.store.scoresheet() is not None


# -- take-back from the menu -------------------------------------------------------------

def test_ctrl_z_takes_back_the_persons_turn_and_the_sheet_notes_it(game, qtbot) -> None:
    g = game()
    g.controller.new_match(MatchSetup(SETUP.seats, RuleSet(target_score=5000), seed=21))
    c, action = g.controller, g.window.scores.take_back_action
    assert action.isVisible() and action.shortcut().toString() == "Ctrl+Z"
    for _ in range(60):
        qtbot.waitUntil(lambda: (c.match.round.current == 0 and not c.busy) or c.match.round.phase is Phase.OVER,
                        timeout=20_000)
        if c.match.round.phase is Phase.OVER:
            pytest.skip("the round ended before a turn could be taken back")
        if c.can_take_back():
            break
        legal = c.match.round.legal_actions(0)
        plays = [a for a in legal if type(a).__name__ == "Play"]
        c.act((plays or legal)[0])
        qtbot.waitUntil(lambda: c.match.round.current != 0 or c.match.round.phase is Phase.OVER, timeout=20_000)
    keep = c.log.take_back_point(0).keep
    action.trigger()
    qtbot.waitUntil(lambda: len(c.log.actions) == keep and not c.busy, timeout=20_000)
    assert c.log.take_backs == 1 and c.match.round.current == 0


def test_take_back_is_not_offered_to_two_people(game, qtbot) -> None:
    g = game()
    seats = (SeatSetup("Anna", SeatKind.PERSON), SeatSetup("Sem", SeatKind.PERSON), SeatSetup("Bo"))
    g.controller.new_match(MatchSetup(seats, RuleSet(), seed=4))
    assert not g.window.scores.take_back_action.isVisible()


# -- the scores' windows from the menu ---------------------------------------------------

def test_the_scoresheet_and_the_history_are_one_key_away(game, qtbot) -> None:
    saved_match()
    g = game()
    g.start()
    g.window.scores.prompt.continue_button.click()
    scores = g.window.scores
    assert scores.scoresheet_action.shortcut().toString() == "Ctrl+T"
    scores.scoresheet_action.trigger()
    assert scores.sheet_dialog is not None and len(scores.sheet_dialog.sheet.rows) == 1
    scores.sheet_dialog.close_button.click()
    scores.history_action.trigger()
    assert scores.history_dialog is not None and scores.history_dialog.model.count == 1
    scores.history_dialog.close_button.click()


# -- the command line --------------------------------------------------------------------

def test_export_scores_of_an_empty_history_writes_the_header_and_exits_0(tmp_path, capsys) -> None:
    out = tmp_path / "scores.csv"
    assert main(["--export-scores", str(out)]) == 0
    with out.open(encoding="utf-8-sig", newline="") as f:
        assert list(csv.reader(f)) == [list(CSV_COLUMNS)]
    assert "0 rows" in capsys.readouterr().out


def test_export_scores_writes_every_finished_round(tmp_path) -> None:
    saved_match(rounds=2)
    out = tmp_path / "scores.csv"
    done = subprocess.run([sys.executable, "-m", "unodesk", "--export-scores", str(out)], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    with out.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == 2 * 3 and {r["round"] for r in rows} == {"1", "2"}


def test_export_scores_to_a_folder_that_is_not_there_fails_plainly(tmp_path, capsys) -> None:
    assert main(["--export-scores", str(tmp_path / "nowhere" / "scores.csv")]) == 1
    assert "not exported" in capsys.readouterr().err


# -- two copies --------------------------------------------------------------------------

def test_a_second_copy_brings_the_first_forward_and_leaves(qtbot, tmp_path) -> None:
    folder = data_dir()
    lock = InstanceLock(folder)
    assert lock.acquire().held
    channel = InstanceChannel(folder)
    assert channel.listen()
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("PYTEST_CURRENT_TEST", None)
    with qtbot.waitSignal(channel.show_requested, timeout=30_000):
        second = subprocess.Popen([sys.executable, "-m", "unodesk"], env=env, stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True)
    try:
        out, err = second.communicate(timeout=30)
        assert second.returncode == 0, err
    finally:
        if second.poll() is None:
            second.kill()
            second.communicate()
    # The second copy never opened the database.
    assert not scores_path().exists()
    channel.close()
    lock.release()
