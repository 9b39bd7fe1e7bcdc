"""Another program holding the scores file: the game never waits for it
long, keeps every round meanwhile, and writes them once the file is free.

The other program is a second connection holding SQLite's write lock, as
the sqlite3 shell does inside BEGIN IMMEDIATE, or a backup tool. How long
the game waits is set by opening.WRITE_WAIT (0.2 s) and CLOSE_WAIT (2 s); the tests look at
what it does, not at the clock."""
from __future__ import annotations

import random
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.session.helpers import setup
from unodesk.engine import RuleSet
from unodesk.persistence.scores import NoticeCode, Resumed, ScoreStore, WriteProblem, writing
from unodesk.session import MatchLog

from .helpers import play_rounds


@contextmanager
def held(path: Path) -> Iterator[sqlite3.Connection]:
    """Another program holding the file's write lock."""
    other = sqlite3.connect(path, isolation_level=None, timeout=0)
    other.execute("BEGIN IMMEDIATE")
    try:
        yield other
    finally:
        other.execute("ROLLBACK")
        other.close()


def codes(store: ScoreStore) -> list[NoticeCode]:
    return [n.code for n in store.take_notices()]


def rounds_in_file(path: Path) -> int:
    conn = sqlite3.connect(path)
    try:
        return conn.execute("SELECT count(*) FROM rounds").fetchone()[0]
    finally:
        conn.close()


def test_a_lock_held_mid_match_keeps_the_rounds_and_the_next_rounds_end_writes_them(db_path: Path) -> None:
    store = ScoreStore.open(db_path)
    log = MatchLog.begin(setup(3, 1, RuleSet(target_score=5000)), seed=4)
    match_id = store.begin_match(log)
    rng = random.Random(4)
    play_rounds(log, rng, 1, store)
    with held(db_path):
        store.keep(log.next_round())
        during = play_rounds(log, rng, 2, store)
        assert codes(store) == [NoticeCode.WAITING] and store.waiting and not store.saving
        assert len(store.scoresheet(match_id).rows) == 3  # the scoresheet has every round
        assert rounds_in_file(db_path) == 1
    store.keep(log.next_round())
    play_rounds(log, rng, 1, store)  # the end of the next round writes all of it
    assert codes(store) == [NoticeCode.SAVED] and store.saving
    assert rounds_in_file(db_path) == 4
    store.close()
    again = ScoreStore.open(db_path)
    outcome = again.resume()
    assert isinstance(outcome, Resumed) and outcome.log.digest() == log.digest()
    assert len(during) == 2 and len(again.scoresheet(match_id).rows) == 4
    again.close()


def test_asking_to_save_while_the_lock_is_held_is_answered_and_later_saves(db_path: Path) -> None:
    store = ScoreStore.open(db_path)
    log = MatchLog.begin(setup(3, 1, RuleSet(target_score=5000)), seed=5)
    store.begin_match(log)
    rng = random.Random(5)
    with held(db_path):
        play_rounds(log, rng, 1, store)
        assert codes(store) == [NoticeCode.WAITING]
        assert store.save_now() is False
        (still,) = store.take_notices()
        assert (still.code, still.problem) == (NoticeCode.STILL_WAITING, WriteProblem.BUSY)
    assert store.save_now() is True
    assert codes(store) == [NoticeCode.SAVED] and rounds_in_file(db_path) == 1
    store.close()


def test_a_file_held_at_the_start_opens_at_once_with_its_history_and_is_written_later(db_path: Path) -> None:
    first = ScoreStore.open(db_path)
    log = MatchLog.begin(setup(3, 1, RuleSet(target_score=5000)), seed=6)
    first.begin_match(log)
    rng = random.Random(6)
    play_rounds(log, rng, 1, first)
    first.keep(log.next_round())
    first.close()
    with held(db_path):
        store = ScoreStore.open(db_path)
        (notice,) = store.take_notices()
        assert (notice.code, notice.problem) == (NoticeCode.WAITING, WriteProblem.BUSY)
        outcome = store.resume()  # the saved match is offered and goes on
        assert isinstance(outcome, Resumed)
        play_rounds(outcome.log, rng, 1, store)
        assert rounds_in_file(db_path) == 1
    store.keep(outcome.log.next_round())
    play_rounds(outcome.log, rng, 1, store)
    assert codes(store) == [NoticeCode.SAVED] and rounds_in_file(db_path) == 3
    store.close()


def test_what_still_cannot_be_written_at_close_is_kept_beside_the_file(db_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(writing, "CLOSE_WAIT", 0.0)
    store = ScoreStore.open(db_path)
    log = MatchLog.begin(setup(3, 1, RuleSet(target_score=5000)), seed=7)
    match_id = store.begin_match(log)
    rng = random.Random(7)
    with held(db_path):
        play_rounds(log, rng, 2, store)
        kept = store.close()
    assert kept is not None and kept.name.startswith("scores.sqlite3.unsaved-")
    beside = ScoreStore.open(kept)  # what Restore would read
    assert len(beside.scoresheet(match_id).rows) == 2
    beside.close()


def test_a_file_another_program_wrote_meanwhile_is_never_forced(db_path: Path) -> None:
    store = ScoreStore.open(db_path)
    rng = random.Random(8)
    with held(db_path) as other:
        log = MatchLog.begin(setup(3, 1, RuleSet(target_score=5000)), seed=8)
        store.begin_match(log)  # waits: the match has id 1 in memory
        play_rounds(log, rng, 1, store)
        # The other program writes a match of its own, with that id.
        other.execute("INSERT INTO matches (id, started, rules, target, scoring, seed) "
                      "VALUES (1, '2025-01-01T00:00:00', '{}', 500, 'winner', 1)")
        other.execute("COMMIT")
        other.execute("BEGIN IMMEDIATE")
    store.keep(log.next_round())
    play_rounds(log, rng, 1, store)
    assert codes(store) == [NoticeCode.WAITING, NoticeCode.NOT_SAVED] and not store.saving
    assert len(store.scoresheet().rows) == 2  # the run goes on in memory
    store.close()


def test_an_older_file_held_at_the_start_is_brought_up_to_date_once_free(db_path: Path) -> None:
    from unodesk.persistence.scores.schema import MIGRATIONS

    db_path.parent.mkdir(parents=True)
    conn = sqlite3.connect(db_path, isolation_level=None)
    MIGRATIONS[0](conn)  # version 1, without the table of the match in play
    conn.execute("DROP TABLE progress")
    conn.execute("PRAGMA user_version = 1")
    conn.execute("PRAGMA journal_mode = WAL")
    conn.close()
    with held(db_path):
        store = ScoreStore.open(db_path)
        assert codes(store) == [NoticeCode.WAITING]
        log = MatchLog.begin(setup(3, 1, RuleSet(target_score=5000)), seed=9)
        store.begin_match(log)
        play_rounds(log, random.Random(9), 1, store)
    store.keep(log.next_round())
    play_rounds(log, random.Random(10), 1, store)
    assert codes(store) == [NoticeCode.SAVED] and rounds_in_file(db_path) == 2
    store.close()
