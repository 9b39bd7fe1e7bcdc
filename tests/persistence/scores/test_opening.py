"""A scores file in any state: the game always gets a database, and says once what happened.

The corruption matrix (not SQLite, truncated, failing quick_check, a later
version's), the folder that cannot be written (read-only, full), and the
schema's migrations.
"""
from __future__ import annotations

import json
import os
import random
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from datetime import datetime
from pathlib import Path

import pytest

from tests.session.helpers import setup
from unodesk.engine import RuleSet
from unodesk.persistence.scores import Damage, NoticeCode, ScoreStore, WriteProblem, schema
from unodesk.persistence.scores.opening import inspect_file
from unodesk.persistence.scores.schema import SCHEMA_VERSION, NewerSchema, migrate, user_version
from unodesk.session import MatchLog

from .helpers import play_rounds

WHEN = datetime(2025, 3, 9, 14, 5, 0)
ASIDE = "scores.sqlite3.corrupt-20250309-140500"


def open_store(path: Path) -> ScoreStore:
    return ScoreStore.open(path, now=lambda: WHEN)


def with_history(path: Path, matches: int = 3) -> int:
    """A database holding a few finished matches; returns their rounds."""
    store = open_store(path)
    rounds = 0
    for seed in range(matches):
        log = MatchLog.begin(setup(4, 1), seed=seed)
        store.begin_match(log)
        rounds += len(play_rounds(log, random.Random(seed), 100, store))
    assert store.saving, store.take_notices()
    assert store.close() is None  # nothing was left waiting for the file
    assert not Path(f"{path}-wal").exists()
    return rounds


def assert_fresh_and_working(store: ScoreStore) -> None:
    assert store.saving
    assert store.history() == []
    log = MatchLog.begin(setup(3), seed=1)
    store.begin_match(log)
    play_rounds(log, random.Random(1), 1, store)
    assert len(store.scoresheet().rows) == 1


def one_notice(store: ScoreStore):
    notices = store.take_notices()
    assert len(notices) == 1
    assert store.take_notices() == []  # told once
    return notices[0]


# ----------------------------------------------------------------- damaged files


def test_a_file_that_is_not_sqlite_is_kept_aside_and_a_fresh_database_made(db_path: Path) -> None:
    db_path.parent.mkdir()
    junk = b"these are the family's shopping notes, not a database\n" * 50
    db_path.write_bytes(junk)
    store = open_store(db_path)
    notice = one_notice(store)
    assert (notice.code, notice.damage, notice.saving) == (NoticeCode.SET_ASIDE, Damage.NOT_SQLITE, True)
    assert notice.kept_as == db_path.with_name(ASIDE)
    assert notice.kept_as.read_bytes() == junk
    assert_fresh_and_working(store)


@pytest.mark.parametrize("cut", ["mid_page", "whole_pages"])
def test_a_truncated_file_is_kept_aside_and_a_fresh_database_made(db_path: Path, cut: str) -> None:
    with_history(db_path)
    data = db_path.read_bytes()
    page = int.from_bytes(data[16:18], "big")
    size = len(data) - 3 * page - (100 if cut == "mid_page" else 0)
    db_path.write_bytes(data[:size])
    assert inspect_file(db_path) is Damage.TRUNCATED
    store = open_store(db_path)
    notice = one_notice(store)
    assert (notice.code, notice.damage) == (NoticeCode.SET_ASIDE, Damage.TRUNCATED)
    assert notice.kept_as.read_bytes() == data[:size]
    assert_fresh_and_working(store)


def test_a_file_cut_inside_its_header_is_truncated_too(db_path: Path) -> None:
    with_history(db_path, 1)
    db_path.write_bytes(db_path.read_bytes()[:60])
    assert one_notice(open_store(db_path)).damage is Damage.TRUNCATED


def test_a_file_that_fails_quick_check_is_kept_aside_and_a_fresh_database_made(db_path: Path) -> None:
    with_history(db_path)
    conn = sqlite3.connect(db_path)
    page = conn.execute("PRAGMA page_size").fetchone()[0]
    (root,) = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'round_scores'").fetchone()
    conn.close()
    data = bytearray(db_path.read_bytes())
    start = (root - 1) * page
    data[start:start + 12] = b"\xff" * 12  # no b-tree page starts like this
    db_path.write_bytes(bytes(data))
    assert inspect_file(db_path) is None  # it looks whole from outside
    store = open_store(db_path)
    notice = one_notice(store)
    assert (notice.code, notice.damage) == (NoticeCode.SET_ASIDE, Damage.FAILED_CHECK)
    assert notice.kept_as.read_bytes() == bytes(data)
    assert_fresh_and_working(store)


def test_a_damaged_file_never_overwrites_one_kept_aside_before(db_path: Path) -> None:
    db_path.parent.mkdir()
    earlier = db_path.with_name(ASIDE)
    earlier.write_bytes(b"kept from before")
    db_path.with_name(ASIDE + "-2").write_bytes(b"and another")
    db_path.write_bytes(b"not a database at all" * 10)
    notice = one_notice(open_store(db_path))
    assert notice.kept_as == db_path.with_name(ASIDE + "-3")
    assert earlier.read_bytes() == b"kept from before"
    assert db_path.with_name(ASIDE + "-2").read_bytes() == b"and another"


def test_the_damaged_files_log_goes_aside_with_it_and_is_not_read_into_the_fresh_one(db_path: Path) -> None:
    db_path.parent.mkdir()
    db_path.write_bytes(b"junk" * 100)
    Path(f"{db_path}-wal").write_bytes(b"an old write-ahead log" * 10)
    Path(f"{db_path}-shm").write_bytes(b"\0" * 64)
    store = open_store(db_path)
    notice = one_notice(store)
    assert Path(f"{notice.kept_as}-wal").read_bytes() == b"an old write-ahead log" * 10
    assert_fresh_and_working(store)


def test_an_empty_file_is_simply_a_new_database(db_path: Path) -> None:
    db_path.parent.mkdir()
    db_path.write_bytes(b"")
    store = open_store(db_path)
    assert store.take_notices() == []
    assert_fresh_and_working(store)


def test_a_file_of_a_later_version_is_never_touched_and_the_game_runs_without_history(db_path: Path) -> None:
    with_history(db_path)
    shutil.rmtree(db_path.parent / "backups")  # made by the version before
    conn = sqlite3.connect(db_path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    before = (db_path.read_bytes(), db_path.stat().st_mtime_ns)
    store = open_store(db_path)
    notice = one_notice(store)
    assert (notice.code, notice.saving) == (NoticeCode.NEWER_VERSION, False)
    assert (notice.found_version, notice.known_version) == (SCHEMA_VERSION + 1, SCHEMA_VERSION)
    assert store.history() == []
    # The game plays on, in memory.
    log = MatchLog.begin(setup(3), seed=2)
    store.begin_match(log)
    play_rounds(log, random.Random(2), 1, store)
    assert len(store.scoresheet().rows) == 1
    store.close()
    assert (db_path.read_bytes(), db_path.stat().st_mtime_ns) == before
    assert sorted(p.name for p in db_path.parent.iterdir()) == ["scores.sqlite3"]


# ----------------------------------------------------------------- folders that cannot be written


def _as_another_user(path: Path) -> dict:
    """Open the store at `path` in a child process that cannot write the
    folder (run as nobody when the tests run as root, who writes anywhere)."""
    probe = (
        "import json, sys\n"
        "from pathlib import Path\n"
        "from unodesk.persistence.scores import ScoreStore\n"
        "store = ScoreStore.open(Path(sys.argv[1]))\n"
        "notices = store.take_notices()\n"
        "print(json.dumps({'saving': store.saving, 'history': len(store.history()),"
        " 'notices': [[n.code.value, n.problem and n.problem.value] for n in notices],"
        " 'detail': [n.detail for n in notices + store.take_notices()]}))\n"
    )
    command = [sys.executable, "-c", probe, str(path)]
    if os.geteuid() == 0:
        if shutil.which("setpriv") is None:
            pytest.skip("running as root without setpriv: every folder is writable")
        command = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups", *command]
    env = {**os.environ, "PYTHONPATH": str(Path(__file__).parents[3])}
    if os.geteuid() == 0:
        # A checkout or virtualenv under a folder only root may enter (mktemp -d
        # makes one) cannot be read by nobody: nothing to test there.
        reach = subprocess.run([*command[:4], sys.executable, "-c", "import unodesk.persistence.scores"],
                               capture_output=True, text=True, timeout=60, cwd="/", env=env)
        if reach.returncode != 0:
            pytest.skip("another user cannot read this checkout or its virtualenv")
    out = subprocess.run(command, capture_output=True, text=True, timeout=60, cwd="/", env=env)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout)
    # What SQLite said and what lay in the folder: shown when a test fails.
    result["detail"] = (result["detail"], {p.name: oct(p.stat().st_mode) for p in path.parent.iterdir()})
    return result


@pytest.fixture
def shared_dir():
    """A folder the child process (perhaps as nobody) can reach."""
    folder = Path(tempfile.mkdtemp(prefix="unodesk-scores-"))
    folder.chmod(0o755)
    yield folder
    for path in sorted(folder.rglob("*"), reverse=True):
        path.parent.chmod(0o755)
    subprocess.run(["rm", "-rf", str(folder)], check=True)


@pytest.mark.parametrize("matches", [0, 2])
def test_a_read_only_folder_keeps_scores_in_memory_with_its_history_and_says_so_once(
        shared_dir: Path, matches: int) -> None:
    data = shared_dir / "data"
    data.mkdir()
    if matches:
        with_history(data / "scores.sqlite3", matches)
        # Readable by the other user whatever the umask the tests run under
        # (under 077 SQLite makes the file 0600: nobody could read it at all).
        (data / "scores.sqlite3").chmod(0o644)
    data.chmod(0o555)
    result = _as_another_user(data / "scores.sqlite3")
    detail = result.pop("detail")
    assert result == {"saving": False, "history": matches, "notices": [["not_saved", "read_only"]]}, detail


def test_a_read_only_file_keeps_scores_in_memory_with_its_history(shared_dir: Path) -> None:
    data = shared_dir / "data"
    data.mkdir()
    with_history(data / "scores.sqlite3", 2)
    (data / "scores.sqlite3").chmod(0o444)
    data.chmod(0o777)
    result = _as_another_user(data / "scores.sqlite3")
    detail = result.pop("detail")
    assert result == {"saving": False, "history": 2, "notices": [["not_saved", "read_only"]]}, detail


def test_a_data_folder_that_cannot_be_made_keeps_scores_in_memory(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("a file where the folder should be")
    store = open_store(tmp_path / "data" / "scores.sqlite3")
    notice = one_notice(store)
    assert (notice.code, notice.saving) == (NoticeCode.NOT_SAVED, False)
    assert notice.problem in (WriteProblem.CANNOT_OPEN, WriteProblem.READ_ONLY)
    assert not store.saving


def _fill_up(store: ScoreStore) -> None:
    conn = store._conn  # the disk is made "full" at the store's own connection
    pages = conn.execute("PRAGMA page_count").fetchone()[0]
    conn.execute(f"PRAGMA max_page_count = {pages}")


@pytest.mark.parametrize("fault", ["full", "read_only"])
def test_a_disk_that_stops_taking_writes_mid_match_keeps_the_rounds_and_writes_them_when_it_can(
        db_path: Path, fault: str) -> None:
    store = open_store(db_path)
    file = store._conn  # the store's own connection to the file, where the fault is made
    log = MatchLog.begin(setup(4, 1, RuleSet(target_score=5000)), seed=7)
    match_id = store.begin_match(log)
    rng = random.Random(7)
    first = play_rounds(log, rng, 1, store)
    store.keep(log.next_round())
    if fault == "full":
        _fill_up(store)
    else:
        file.execute("PRAGMA query_only = ON")  # the disk turns read-only under the store's own connection
    more = play_rounds(log, rng, 2, store)
    notice = one_notice(store)
    assert (notice.code, notice.saving) == (NoticeCode.WAITING, False)
    assert notice.problem is (WriteProblem.FULL if fault == "full" else WriteProblem.READ_ONLY)
    assert not store.saving and store.waiting
    # Nothing is lost from the scoresheet, and the file holds what it took.
    assert [r.totals for r in store.scoresheet(match_id).rows] == [s.totals for s in first + more]
    conn = sqlite3.connect(db_path)
    assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    assert conn.execute("SELECT count(*) FROM rounds").fetchone()[0] == len(first)
    # Space comes back: the end of the next round writes everything, once.
    if fault == "full":
        file.execute("PRAGMA max_page_count = 1000000")
    else:
        file.execute("PRAGMA query_only = OFF")
    store.keep(log.next_round())
    last = play_rounds(log, rng, 1, store)
    assert store.saving and one_notice(store).code is NoticeCode.SAVED
    rounds = len(first + more + last)
    assert conn.execute("SELECT count(*) FROM rounds").fetchone()[0] == rounds
    store.close()
    again = open_store(db_path)
    assert [r.totals for r in again.scoresheet(match_id).rows] == [s.totals for s in first + more + last]
    assert again.resume().log.digest() == log.digest()


def test_a_full_disk_while_the_database_is_made_keeps_scores_in_memory_until_it_can(
        db_path: Path, monkeypatch) -> None:
    create = schema.MIGRATIONS[0]

    def full_on_disk(conn: sqlite3.Connection) -> None:
        if conn.execute("PRAGMA database_list").fetchone()[2]:  # a file, not memory
            conn.execute("PRAGMA max_page_count = 1")
        create(conn)

    monkeypatch.setitem(schema.MIGRATIONS, 0, full_on_disk)
    store = open_store(db_path)
    notice = one_notice(store)
    assert (notice.code, notice.problem) == (NoticeCode.WAITING, WriteProblem.FULL)
    assert_in_memory_store_works(store)
    assert store.waiting


def assert_in_memory_store_works(store: ScoreStore) -> None:
    log = MatchLog.begin(setup(3), seed=1)
    store.begin_match(log)
    play_rounds(log, random.Random(1), 1, store)
    assert len(store.scoresheet().rows) == 1 and not store.saving


# ----------------------------------------------------------------- migrations


def test_a_new_file_is_brought_to_the_current_version_with_every_table(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "s.sqlite3", isolation_level=None)
    assert migrate(conn) == 0
    assert user_version(conn) == SCHEMA_VERSION == 3
    tables = {name for (name,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert tables == {"players", "matches", "seats", "rounds", "round_scores", "progress", "actions"}
    assert "avatar" in {row[1] for row in conn.execute("PRAGMA table_info(players)")}
    assert "smoke" in {row[1] for row in conn.execute("PRAGMA table_info(matches)")}
    assert migrate(conn) == 3  # nothing more to do


def test_a_version_1_file_keeps_its_players_and_gains_their_faces(tmp_path: Path) -> None:
    """The migration to version 2 (each player's face) keeps every row."""
    conn = sqlite3.connect(tmp_path / "s.sqlite3", isolation_level=None)
    migrate(conn, target=1)
    conn.execute("INSERT INTO players (key, name, last_played) VALUES ('anna', 'Anna', '2026-01-01T10:00:00')")
    assert migrate(conn) == 1 and user_version(conn) == SCHEMA_VERSION
    assert conn.execute("SELECT name, avatar FROM players").fetchall() == [("Anna", None)]


def test_a_version_2_file_keeps_its_matches_none_of_them_a_smoke_run(tmp_path: Path) -> None:
    """The migration to version 3 (a smoke run's match marked) keeps every row, none marked."""
    conn = sqlite3.connect(tmp_path / "s.sqlite3", isolation_level=None)
    migrate(conn, target=2)
    conn.execute("INSERT INTO matches (started, state, rules, target, scoring, seed)"
                 " VALUES ('2026-01-01T10:00:00', 'finished', '{}', 500, 'winner', 7)")
    assert migrate(conn) == 2 and user_version(conn) == 3
    assert conn.execute("SELECT state, smoke FROM matches").fetchall() == [("finished", 0)]


def test_a_migration_step_runs_once_and_sets_the_version(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "s.sqlite3", isolation_level=None)
    ran = []

    def fake_step(c: sqlite3.Connection) -> None:
        ran.append(True)
        c.execute("CREATE TABLE notes (text TEXT)")
        c.execute("INSERT INTO notes VALUES ('from version 0')")

    assert migrate(conn, {0: fake_step}, target=1) == 0
    assert migrate(conn, {0: fake_step}, target=1) == 1
    assert ran == [True]
    assert user_version(conn) == 1
    assert conn.execute("SELECT text FROM notes").fetchall() == [("from version 0",)]


def test_a_failing_migration_step_leaves_the_file_as_it_was(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "s.sqlite3", isolation_level=None)

    def half_a_step(c: sqlite3.Connection) -> None:
        c.execute("CREATE TABLE notes (text TEXT)")
        raise sqlite3.OperationalError("the step fails half way")

    with pytest.raises(sqlite3.OperationalError):
        migrate(conn, {0: half_a_step}, target=1)
    assert user_version(conn) == 0
    assert conn.execute("SELECT count(*) FROM sqlite_master").fetchone() == (0,)


def test_a_later_step_keeps_the_data_of_the_version_before(db_path: Path) -> None:
    rounds = with_history(db_path)

    def add_a_column(c: sqlite3.Connection) -> None:
        c.execute("ALTER TABLE rounds ADD COLUMN note TEXT")

    conn = sqlite3.connect(db_path, isolation_level=None)
    assert migrate(conn, {**schema.MIGRATIONS, 3: add_a_column}, target=4) == 3
    assert user_version(conn) == 4
    assert conn.execute("SELECT count(*), count(note) FROM rounds").fetchone() == (rounds, 0)


def test_migrating_a_newer_file_refuses_and_touches_nothing(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "s.sqlite3", isolation_level=None)
    conn.execute("PRAGMA user_version = 7")
    with pytest.raises(NewerSchema) as refused:
        migrate(conn)
    assert (refused.value.found, refused.value.known) == (7, SCHEMA_VERSION)
    assert conn.execute("SELECT count(*) FROM sqlite_master").fetchone() == (0,)
