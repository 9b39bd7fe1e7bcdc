"""Game ▸ Scores in the real window: back up, restore (asked first, the
game beginning again from the restored scores), and Save now while another
program holds the file."""
from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFileDialog, QMessageBox

from tests.persistence.scores.helpers import play_rounds
from tests.session.helpers import setup
from unodesk.app.command_line import Options
from unodesk.app.smoke import OFFSCREEN_LIMITS
from unodesk.app.wiring import build
from unodesk.engine import RuleSet
from unodesk.persistence.data_dir import data_dir
from unodesk.persistence.scores import ScoreStore
from unodesk.persistence.settings import Settings
from unodesk.session import MatchLog

pytestmark = pytest.mark.qt_log_ignore(OFFSCREEN_LIMITS)


def scores_path() -> Path:
    return data_dir() / "scores.sqlite3"


def finished_matches(count: int) -> None:
    store = ScoreStore.open(scores_path())
    for seed in range(count):
        log = MatchLog.begin(setup(3, 1, RuleSet(target_score=50)), seed=seed)
        store.begin_match(log)
        play_rounds(log, random.Random(seed), 100, store)
    store.close()


@pytest.fixture
def game(qtbot, tmp_path: Path):
    made = []

    def make():
        store = ScoreStore.open(scores_path())
        built = build(Options(lang="en"), Settings(tmp_path / "settings.json"), think_ms=(0, 0), store=store)
        qtbot.addWidget(built.window)
        built.window.show()
        made.append(built)
        return built

    yield make
    for built in made:
        built.controller.shutdown()
        built.store.close()


def start_playing(g) -> None:
    """Start as the window does, and with nothing to go on with take the welcome's quick game."""
    g.start()
    if g.window.welcome is not None:
        g.window.welcome.quick_button.click()
    assert g.store.match_id is not None


def answer(scores, button: str) -> None:
    box = scores.backups.question
    role = QMessageBox.ButtonRole.AcceptRole if button == "restore" else QMessageBox.ButtonRole.RejectRole
    next(b for b in box.buttons() if box.buttonRole(b) == role).click()


def test_a_backup_is_written_where_the_person_says(game, tmp_path: Path, monkeypatch) -> None:
    finished_matches(1)
    g = game()
    out = tmp_path / "friday"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (str(out), ""))
    g.window.scores.back_up_action.trigger()
    written = tmp_path / "friday.sqlite3"
    assert ScoreStore.open(written).count_matches() == 1
    assert any("backed up to" in text for text in g.window.notices())


@pytest.mark.parametrize("choice", ["restore", "keep"])
def test_restoring_asks_first_then_begins_again_from_the_backup(game, qtbot, tmp_path: Path, monkeypatch,
                                                                choice: str) -> None:
    finished_matches(1)
    g = game()
    start_playing(g)
    backup = tmp_path / "b.sqlite3"
    g.store.back_up(backup)
    log = MatchLog.begin(setup(3, 1, RuleSet(target_score=50)), seed=9)  # another match, after the backup
    g.store.begin_match(log)
    play_rounds(log, random.Random(9), 100, g.store)
    assert g.store.count_matches(unplayed=True) == 3
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kw: (str(backup), ""))
    QTimer.singleShot(0, lambda: answer(g.window.scores, choice))
    started = []
    g.controller.match_started.connect(lambda *a: started.append(True))
    g.window.scores.restore_action.trigger()
    if choice == "keep":
        assert g.store.count_matches(unplayed=True) == 3 and not started
        return
    assert g.store.count_matches() == 2  # the finished match, and the one in play at the backup
    # The match in play at the backup is offered to go on, as at a start.
    assert g.window.scores.prompt is not None and not started
    g.window.scores.prompt.continue_button.click()
    assert g.store.match_id is not None and g.store.saving
    assert any("restored from b.sqlite3" in text for text in g.window.notices())
    aside = [p for p in scores_path().parent.iterdir() if ".before-restore-" in p.name]
    assert len(aside) == 1
    conn = sqlite3.connect(aside[0])
    assert conn.execute("SELECT count(*) FROM matches").fetchone() == (3,)
    conn.close()


def test_a_file_that_is_no_backup_is_refused_with_its_reason(game, tmp_path: Path, monkeypatch) -> None:
    finished_matches(1)
    g = game()
    notes = tmp_path / "notes.sqlite3"
    notes.write_text("the shopping list")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kw: (str(notes), ""))
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warned.append(text))
    g.window.scores.restore_action.trigger()
    assert warned == ["notes.sqlite3 is not a backup of unodesk's scores."]
    assert g.store.count_matches() == 1


def test_save_now_is_offered_while_the_file_is_held_and_saves_once_it_is_free(game, qtbot) -> None:
    g = game()
    start_playing(g)
    scores = g.window.scores
    assert not scores.save_now_action.isVisible()
    other = sqlite3.connect(scores_path(), isolation_level=None, timeout=0)
    other.execute("BEGIN IMMEDIATE")
    log = MatchLog.begin(setup(3, 1, RuleSet(target_score=5000)), seed=2)
    g.store.begin_match(log)
    play_rounds(log, random.Random(2), 1, g.store)
    scores.show_notices(g.store.take_notices())
    assert scores.save_now_action.isVisible()
    assert any("could not be saved just now" in text for text in g.window.notices())
    scores.save_now_action.trigger()
    assert any("still cannot be saved" in text for text in g.window.notices())
    other.execute("ROLLBACK")
    other.close()
    scores.save_now_action.trigger()
    assert any("saved again" in text for text in g.window.notices())
    assert not scores.save_now_action.isVisible()


def test_closing_the_offer_after_a_restore_goes_on_with_the_restored_match(game, tmp_path: Path, monkeypatch) -> None:
    finished_matches(1)
    g = game()
    start_playing(g)  # a match in play, kept
    backup = tmp_path / "b.sqlite3"
    g.store.back_up(backup)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *args, **kw: (str(backup), ""))
    QTimer.singleShot(0, lambda: answer(g.window.scores, "restore"))
    g.window.scores.restore_action.trigger()
    g.window.scores.prompt.reject()  # closed without a choice
    assert g.store.match_id is not None  # the restored match goes on, kept
