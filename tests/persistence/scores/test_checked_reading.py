"""Issue 21's values, one by one: none of them stops a start, the history,
a scoresheet, an export or a resume; what cannot be read is told once and
left in the file as it is; a match that cannot be read is marked, never
half restored."""
from __future__ import annotations

import random
import sqlite3
from pathlib import Path

import pytest

from tests.session.helpers import act, setup
from unodesk.engine import RuleSet
from unodesk.persistence.scores import (
    CannotContinue,
    Damage,
    MatchState,
    NoticeCode,
    Resumed,
    ScoreStore,
    export_scores,
)
from unodesk.persistence.scores.schema import MIGRATIONS
from unodesk.session import MatchLog, ReplayProblem

from .helpers import play_rounds


def history_with_one_in_play(path: Path) -> tuple[int, int]:
    """A finished match and one in play (two rounds kept, a few actions into the third)."""
    store = ScoreStore.open(path)
    finished = MatchLog.begin(setup(3, 1, RuleSet(target_score=50)), seed=3)
    old = store.begin_match(finished)
    play_rounds(finished, random.Random(3), 100, store)
    log = MatchLog.begin(setup(3, 1, RuleSet(target_score=5000)), seed=5)
    in_play = store.begin_match(log)
    rng = random.Random(5)
    play_rounds(log, rng, 2, store)
    store.keep(log.next_round())
    for _ in range(4):
        store.keep(act(log, rng).change)
    store.close()
    return old, in_play


def change(path: Path, sql: str, *params: object) -> None:
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA ignore_check_constraints = ON")
    conn.execute(sql, params)
    conn.close()


def read_everything(path: Path, tmp_path: Path) -> tuple[ScoreStore, list[NoticeCode]]:
    store = ScoreStore.open(path)
    for summary in store.history(limit=None):
        store.scoresheet(summary.match_id)
    store.statistics()
    store.export_csv(tmp_path / "out.csv")
    assert export_scores(tmp_path / "cli.csv", database=path).exit_code == 0
    return store, [n.code for n in store.take_notices()]


@pytest.mark.parametrize("rules", ["not json", "[" * 60_000 + "]" * 60_000, '{"teams": true}', "null"])
def test_rules_that_cannot_be_read_mark_the_match_and_the_history_still_shows_it(
        db_path: Path, tmp_path: Path, rules: str) -> None:
    _, in_play = history_with_one_in_play(db_path)
    change(db_path, "UPDATE matches SET rules = ? WHERE id = ?", rules, in_play)
    store, _ = read_everything(db_path, tmp_path)
    outcome = store.resume()
    assert isinstance(outcome, CannotContinue) and outcome.failure.problem is ReplayProblem.BAD_SETUP
    (line,) = [s for s in store.history() if s.match_id == in_play]
    assert line.state is MatchState.CANNOT_CONTINUE and line.rules is None and line.rounds == 2
    store.close()


def test_a_start_time_that_is_no_date_marks_the_match_in_play_and_is_told_once(db_path: Path, tmp_path: Path) -> None:
    old, in_play = history_with_one_in_play(db_path)
    change(db_path, "UPDATE matches SET started = 'Sunday' WHERE id = ?", in_play)
    store, told = read_everything(db_path, tmp_path)
    assert NoticeCode.SKIPPED in told
    assert store.unfinished() is None
    assert store.take_notices()[0].code is NoticeCode.UNREADABLE_MATCH
    assert [s.match_id for s in store.history()] == [old]  # the other match is all there
    store.close()
    # Left in the file as it was, marked: never offered again.
    conn = sqlite3.connect(db_path)
    assert conn.execute("SELECT started, state FROM matches WHERE id = ?", (in_play,)).fetchone() == (
        "Sunday", "cannot_continue")


def test_a_name_that_is_not_utf8_reads_with_a_mark_and_exports(db_path: Path, tmp_path: Path) -> None:
    old, _ = history_with_one_in_play(db_path)
    change(db_path, "UPDATE seats SET name = CAST(? AS TEXT) WHERE match_id = ? AND seat = 0", b"\xc5sa", old)
    store, _ = read_everything(db_path, tmp_path)
    assert store.scoresheet(old).summary.names[0] == "\ufffdsa"
    assert isinstance(store.resume(), Resumed)
    store.close()
    assert "\ufffdsa" in (tmp_path / "cli.csv").read_text(encoding="utf-8-sig")


def test_a_round_number_of_two_hundred_million_is_a_match_that_cannot_be_continued(db_path: Path) -> None:
    _, in_play = history_with_one_in_play(db_path)
    change(db_path, "UPDATE progress SET round = 200000000 WHERE match_id = ?", in_play)
    store = ScoreStore.open(db_path)
    outcome = store.resume()  # at once, without a list of 200 million rounds
    assert isinstance(outcome, CannotContinue) and outcome.failure.problem is ReplayProblem.BAD_SETUP
    store.close()


@pytest.mark.parametrize("seconds", ["an hour", float("inf"), -5, None])
def test_a_play_time_that_is_no_time_counts_as_none_and_the_match_goes_on(db_path: Path, seconds: object) -> None:
    _, in_play = history_with_one_in_play(db_path)
    if seconds is None:
        conn = sqlite3.connect(db_path)
        conn.execute("PRAGMA writable_schema = ON")
        conn.execute("UPDATE sqlite_master SET sql = replace(sql, 'NOT NULL', '') WHERE name = 'progress'")
        conn.commit()
        conn.close()
    change(db_path, "UPDATE progress SET seconds = ? WHERE match_id = ?", seconds, in_play)
    store = ScoreStore.open(db_path)
    outcome = store.resume()
    assert isinstance(outcome, Resumed)
    rng = random.Random(1)
    play_rounds(outcome.log, rng, 1, store)  # the first moves after resuming, and the round's end, are kept
    assert len(store.scoresheet(in_play).rows) == 3
    store.close()


@pytest.mark.parametrize(("column", "value"), [("ended", "yesterday"), ("problem", "a code of a later version"),
                                               ("state", "paused"), ("winner", 99), ("target", "five hundred"),
                                               ("scoring", 3), ("preset", b"\xff" * 50)])
def test_one_bad_value_in_an_old_match_leaves_the_history_and_its_sheet_readable(
        db_path: Path, tmp_path: Path, column: str, value: object) -> None:
    old, _ = history_with_one_in_play(db_path)
    change(db_path, f"UPDATE matches SET {column} = ? WHERE id = ?", value, old)
    store, told = read_everything(db_path, tmp_path)
    assert old in [s.match_id for s in store.history()]
    assert store.scoresheet(old).rows
    assert told.count(NoticeCode.SKIPPED) == 1
    store.close()


def test_a_version_1_file_with_a_table_missing_gets_it_back_empty(db_path: Path, tmp_path: Path) -> None:
    db_path.parent.mkdir()
    conn = sqlite3.connect(db_path, isolation_level=None)
    MIGRATIONS[0](conn)
    conn.execute("PRAGMA user_version = 1")
    conn.execute("DROP TABLE progress")
    conn.close()
    store, told = read_everything(db_path, tmp_path)
    assert told == [] and store.saving
    log = MatchLog.begin(setup(3), seed=1)
    store.begin_match(log)
    play_rounds(log, random.Random(1), 1, store)
    assert len(store.scoresheet().rows) == 1
    store.close()


def test_a_file_whose_table_lacks_a_column_is_set_aside(db_path: Path) -> None:
    history_with_one_in_play(db_path)
    conn = sqlite3.connect(db_path, isolation_level=None)
    conn.execute("ALTER TABLE rounds DROP COLUMN take_backs")
    conn.close()
    store = ScoreStore.open(db_path)
    (notice,) = store.take_notices()
    assert (notice.code, notice.damage) == (NoticeCode.SET_ASIDE, Damage.FAILED_CHECK)
    assert notice.kept_as is not None and notice.kept_as.exists()
    store.close()


def test_sqlites_header_and_garbage_is_damage_not_a_newer_version(db_path: Path) -> None:
    history_with_one_in_play(db_path)
    header = db_path.read_bytes()[:100]
    newer = bytearray(header)
    newer[60:64] = (99).to_bytes(4, "big")  # the header of a later version's file...
    db_path.write_bytes(bytes(newer) + random.Random(1).randbytes(40_000))  # ...and garbage after it
    store = ScoreStore.open(db_path)
    (notice,) = store.take_notices()
    assert (notice.code, notice.damage) == (NoticeCode.SET_ASIDE, Damage.FAILED_CHECK)
    assert store.saving
    store.close()


def test_a_smoke_runs_match_is_never_offered_even_after_a_kill(db_path: Path) -> None:
    store = ScoreStore.open(db_path, smoke=True)
    log = MatchLog.begin(setup(4, 0), seed=2)
    store.begin_match(log)
    for _ in range(10):
        store.keep(act(log, random.Random(2)).change)
    store.close()  # as a kill leaves it: never abandoned
    family = ScoreStore.open(db_path)
    assert family.unfinished() is None and family.resume() is None
    assert family.history()[0].state is MatchState.IN_PROGRESS
    family.begin_match(MatchLog.begin(setup(3), seed=1))  # the family's match ends it
    # (an abandoned match with no round finished is listed only when asked for)
    assert [s.state for s in family.history(unplayed=True)] == [MatchState.IN_PROGRESS, MatchState.ABANDONED]
    family.close()
