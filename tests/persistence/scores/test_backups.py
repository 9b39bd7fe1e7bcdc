"""Backups as a feature, not a file copy: made through SQLite's backup API
(what is in the log too), one a day kept automatically, and restored with
the current file set aside first, never mixed with a stale log; each
finished round checkpointed into the file."""
from __future__ import annotations

import random
import shutil
import sqlite3
from datetime import date, datetime, timedelta
from pathlib import Path

import pytest

from tests.session.helpers import act, setup
from unodesk.engine import RuleSet
from unodesk.persistence.scores import BackupProblem, Restored, Resumed, ScoreStore, WriteProblem
from unodesk.persistence.scores.backups import DAILY_KEPT, daily, inspect
from unodesk.session import MatchLog

from .helpers import play_rounds


class Days:
    def __init__(self) -> None:
        self.when = datetime(2025, 3, 9, 14, 5).astimezone()

    def now(self) -> datetime:
        return self.when


def played(store: ScoreStore, rounds: int, seed: int = 1) -> MatchLog:
    log = MatchLog.begin(setup(3, 1, RuleSet(target_score=5000)), seed=seed)
    store.begin_match(log)
    play_rounds(log, random.Random(seed), rounds, store)
    return log


def rounds_in(path: Path) -> int:
    conn = sqlite3.connect(f"{path.as_uri()}?mode=ro&immutable=1", uri=True)
    try:
        return conn.execute("SELECT count(*) FROM rounds").fetchone()[0]
    finally:
        conn.close()


def test_every_finished_round_is_in_the_file_itself_not_only_in_its_log(db_path: Path) -> None:
    store = ScoreStore.open(db_path)
    log = played(store, 2)
    store.keep(log.next_round())
    store.keep(act(log, random.Random(9)).change)
    # Copying the file alone (the old advice) while the game runs misses no finished round.
    assert rounds_in(db_path) == 2
    store.close()


def test_a_backup_holds_what_the_log_holds_and_stands_alone(db_path: Path, tmp_path: Path) -> None:
    store = ScoreStore.open(db_path)
    log = played(store, 2)
    store.keep(log.next_round())
    for _ in range(5):
        store.keep(act(log, random.Random(3)).change)
    target = tmp_path / "safe" / "backup.sqlite3"
    store.back_up(target)
    assert sorted(p.name for p in target.parent.iterdir()) == ["backup.sqlite3"]  # no -wal beside it
    copy = ScoreStore.open(target)
    outcome = copy.resume()  # the match in play, to its last action
    assert isinstance(outcome, Resumed) and outcome.log.digest() == log.digest()
    copy.close()
    store.close()


def test_one_backup_a_day_is_kept_for_a_week(db_path: Path) -> None:
    days = Days()
    for day in range(10):
        store = ScoreStore.open(db_path, now=days.now)
        played(store, 1, seed=day)
        played(store, 1, seed=day + 100)  # a second round's end the same day makes no second backup
        store.close()
        days.when += timedelta(days=1)
    folder = db_path.parent / "backups"
    names = sorted(p.name for p in folder.iterdir())
    assert len(names) == DAILY_KEPT
    assert names[0] == "scores-2025-03-12.sqlite3" and names[-1] == "scores-2025-03-18.sqlite3"
    # Made at the day's first round's end: every round before it is in it.
    assert rounds_in(folder / names[-1]) == 19


def test_a_daily_backup_that_cannot_be_written_costs_nothing_else(db_path: Path) -> None:
    db_path.parent.mkdir(parents=True)
    (db_path.parent / "backups").write_text("a file where the folder should be")
    store = ScoreStore.open(db_path)
    played(store, 2)
    assert store.saving and store.take_notices() == []
    store.close()


def test_restoring_sets_the_current_file_aside_first_and_the_match_in_play_is_no_longer_kept(
        db_path: Path, tmp_path: Path) -> None:
    days = Days()
    store = ScoreStore.open(db_path, now=days.now)
    played(store, 1)
    backup = tmp_path / "friday.sqlite3"
    store.back_up(backup)
    log = played(store, 2, seed=2)  # played after the backup
    outcome = store.restore(backup)
    assert isinstance(outcome, Restored)
    assert outcome.backup.matches == 1 and outcome.backup.rounds == 1
    assert outcome.kept_as.name == "scores.sqlite3.before-restore-20250309-140500"
    assert rounds_in(outcome.kept_as) == 3  # nothing lost: what was kept is whole, aside
    assert [s.rounds for s in store.history()] == [1]
    store.keep(log.next_round())  # the match in play goes on, but is not kept in the restored scores
    assert [s.rounds for s in store.history()] == [1]
    played(store, 1, seed=3)  # a new match is
    store.close()
    assert rounds_in(db_path) == 2


def test_a_restore_never_reads_the_log_a_crash_left(db_path: Path, tmp_path: Path) -> None:
    store = ScoreStore.open(db_path)
    played(store, 1)
    backup = tmp_path / "backup.sqlite3"
    store.back_up(backup)
    log = played(store, 1, seed=5)
    store.keep(log.next_round())
    for _ in range(10):
        store.keep(act(log, random.Random(5)).change)
    crash = db_path.parent / "crash"
    crash.mkdir()
    for end in ("", "-wal", "-shm"):  # the files as a kill leaves them, the log full
        if Path(f"{db_path}{end}").exists():
            shutil.copy(f"{db_path}{end}", crash / f"scores.sqlite3{end}")
    store.close()
    for end in ("-wal", "-shm"):
        if (crash / f"scores.sqlite3{end}").exists():
            shutil.copy(crash / f"scores.sqlite3{end}", f"{db_path}{end}")
    again = ScoreStore.open(db_path)
    assert isinstance(again.restore(backup), Restored)
    assert [s.rounds for s in again.history()] == [1]
    again.close()
    final = ScoreStore.open(db_path)
    assert [s.rounds for s in final.history()] == [1]
    final.close()


@pytest.mark.parametrize(("make", "problem"), [
    (lambda p: p.write_bytes(b"a shopping list, not a backup\n" * 100), BackupProblem.NOT_SCORES),
    (lambda p: p.mkdir(), BackupProblem.NOT_A_FILE),
    (lambda p: sqlite3.connect(p).execute("CREATE TABLE notes (x)").connection.close(), BackupProblem.NOT_SCORES),
    (lambda p: _later_version(p), BackupProblem.NEWER),
], ids=["text", "folder", "another-database", "newer"])
def test_a_file_that_is_no_backup_is_refused_and_nothing_changes(db_path: Path, tmp_path: Path, make,
                                                                  problem: BackupProblem) -> None:
    store = ScoreStore.open(db_path)
    played(store, 1)
    bad = tmp_path / "bad.sqlite3"
    make(bad)
    assert inspect(bad) is problem
    assert store.restore(bad) is problem
    assert [s.rounds for s in store.history()] == [1] and store.saving
    store.close()


def _later_version(path: Path) -> None:
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE matches (id INTEGER PRIMARY KEY)")
    conn.execute("CREATE TABLE rounds (x)")
    conn.execute("PRAGMA user_version = 99")
    conn.commit()
    conn.close()


def test_the_scores_in_use_are_no_backup_of_themselves(db_path: Path) -> None:
    store = ScoreStore.open(db_path)
    played(store, 1)
    assert store.restore(db_path) is BackupProblem.IN_USE
    store.close()


def test_a_restore_while_the_file_is_held_elsewhere_waits_for_it(db_path: Path, tmp_path: Path) -> None:
    store = ScoreStore.open(db_path)
    played(store, 1)
    backup = tmp_path / "b.sqlite3"
    store.back_up(backup)
    other = sqlite3.connect(db_path, isolation_level=None, timeout=0)
    other.execute("BEGIN IMMEDIATE")
    played(store, 1, seed=4)
    assert store.waiting
    assert store.restore(backup) is WriteProblem.BUSY
    other.execute("ROLLBACK")
    other.close()
    store.close()


def test_daily_prunes_only_its_own_files(tmp_path: Path) -> None:
    folder = tmp_path / "backups"
    folder.mkdir()
    (folder / "mine.sqlite3").write_text("a person's own file")
    conn = sqlite3.connect(":memory:")
    for day in range(DAILY_KEPT + 3):
        daily(conn, folder, date(2025, 1, 1) + timedelta(days=day))
    assert (folder / "mine.sqlite3").exists()
    assert len(list(folder.glob("scores-*.sqlite3"))) == DAILY_KEPT
