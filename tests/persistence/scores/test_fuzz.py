"""No value in any column of any table stops the game.

A database with four finished matches and one in play is changed at
random: any value (numbers beyond 64 bits' worth of range in a game,
infinities, text that is not UTF-8, blobs, dates that are not dates, JSON
nested 60,000 deep, known words in the wrong place, NULL where the game
never writes one) in any column of any table, the tables and their columns
read from the database itself. Each is followed by what a start does: open
the store, offer the saved match, the history, every scoresheet, the
statistics, an export from the window and from the command line, and a
resume with a few moves kept after it. No exception escapes, and every
match none of whose rows was touched is still in the history.

UNODESK_FUZZ=N runs N examples (the figures of a release).
"""
from __future__ import annotations

import random
import shutil
import sqlite3
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.examples import fuzz_examples
from tests.persistence.scores.helpers import play_rounds
from tests.session.helpers import act, setup
from tests.view.scores.prepared import LONG_NAME, seats
from unodesk.engine import Phase, RuleSet
from unodesk.persistence.scores import ExportCode, NoticeCode, Resumed, ScoreStore, export_scores
from unodesk.session import MatchLog
from unodesk.setup import MatchSetup

EXAMPLES = fuzz_examples(60)


@dataclass(frozen=True)
class BadText:
    """Bytes stored as SQLite text: not UTF-8 when they are not."""

    data: bytes


@dataclass(frozen=True)
class Blob:
    data: bytes


WORDS = [
    "in_progress", "finished", "abandoned", "cannot_continue", "person", "computer", "winner", "lowest",
    "easy", "normal", "hard", "official", "dutch", "bad_setup", "diverged", "2025-03-09T14:05:00+01:00",
    "2025-03-09", "not a date", "9999-12-31T23:59:59-14:00", "0001-01-01T00:00:00", "", " ",
    '{"deck": "tarot"}', '{"teams": true}', '{"target_score": 100000000000000000000}', "[]", "{}", "null",
    '{"type": "Play", "player": 0, "card": "r5"}', '{"type": "Draw", "player": 99}', '{"type": ["Draw"]}',
    "\u202e\u0000",
]


@dataclass(frozen=True)
class Huge:
    """A value too large to show in a report: JSON nested 60,000 deep, 100,000 letters."""

    kind: str

    @property
    def text(self) -> str:
        if self.kind == "array":
            return "[" * 60_000 + "]" * 60_000
        if self.kind == "object":
            return '{"a":' * 60_000 + "1" + "}" * 60_000
        return "x" * 100_000

VALUES = st.one_of(
    st.none(),
    st.integers(min_value=-(2**63), max_value=2**63 - 1),
    st.sampled_from([0, 1, -1, 2, 3, 9, 10, 11, 200_000_000, 2**31, 2**63 - 1, -(2**63)]),
    st.floats(allow_nan=False),
    st.sampled_from([float("inf"), float("-inf"), 1e308, -0.0, 0.5]),
    st.text(st.characters(codec="utf-8"), max_size=30),
    st.binary(max_size=30).map(BadText),
    st.sampled_from([b"\xff\xfe", b"\xc3", "Åsa".encode("latin-1")]).map(BadText),
    st.binary(max_size=30).map(Blob),
    st.sampled_from(WORDS),
    st.sampled_from(["array", "object", "letters"]).map(Huge),
)


def _bind(value: object) -> tuple[str, object]:
    """The SQL for a value and what is bound to it."""
    if isinstance(value, BadText):
        return "CAST(? AS TEXT)", value.data
    if isinstance(value, Blob):
        return "?", value.data
    if isinstance(value, Huge):
        return "?", value.text
    return "?", value


def make_base(path: Path) -> None:
    """Two finished matches (one of teams, one scored lowest), one abandoned,
    one in play with a take-back: a row in every table."""
    store = ScoreStore.open(path)
    plays = [
        (MatchSetup(seats("Anna", "Nils", "Bo", "Eva"), RuleSet(target_score=60, teams=True)), 100),
        (MatchSetup(seats("Åsa", LONG_NAME, people=2), RuleSet(target_score=50, scoring="lowest")), 100),
        (MatchSetup(seats("Noor", "Sem", "Anna"), RuleSet(target_score=500)), 1),
        (MatchSetup(seats("Anna", "Nils", "Bo"), RuleSet(target_score=500, stacking=True)), 2),
    ]
    for seed, (setup, rounds) in enumerate(plays):
        log = MatchLog.begin(setup, seed=seed)
        store.begin_match(log, preset="official" if seed == 1 else None)
        rng = random.Random(seed)
        play_rounds(log, rng, rounds, store)
        if not log.match.over:
            store.keep(log.next_round())
            for _ in range(6):
                store.keep(act(log, rng).change)
            taken = log.take_back(0)
            if taken.change is not None:
                store.keep(taken.change)
    store.close()


@pytest.fixture(scope="module")
def base(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("base") / "scores.sqlite3"
    make_base(path)
    conn = sqlite3.connect(path)
    empty = [t for (t,) in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
             if not conn.execute(f'SELECT count(*) FROM "{t}"').fetchone()[0]]
    conn.close()
    assert not empty, f"the base leaves {empty} empty: nothing there to change"
    return path


def _schema(conn: sqlite3.Connection) -> dict[str, tuple[list[str], list[str], bool]]:
    """Each table: its columns, its primary key's columns, whether it has rowids."""
    found = {}
    for name, sql in conn.execute("SELECT name, CAST(sql AS BLOB) FROM sqlite_master WHERE type = 'table'"):
        name, sql = name.decode() if isinstance(name, bytes) else name, bytes(sql).decode()
        info = conn.execute(f'PRAGMA table_info("{name}")').fetchall()
        columns = [_str(row[1]) for row in info]
        key = [_str(row[1]) for row in sorted(info, key=lambda r: r[5]) if row[5]]
        found[name] = (columns, key, "WITHOUT ROWID" not in sql.upper())
    return found


def _str(value: object) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def _match_ids(conn: sqlite3.Connection, table: str, columns: list[str], where: str, params: tuple) -> set[object]:
    column = "id" if table == "matches" else "match_id" if "match_id" in columns else None
    if column is None:
        return set()
    return {row[0] for row in conn.execute(f'SELECT "{column}" FROM "{table}" {where}', params)}


@dataclass(frozen=True)
class Change:
    """One change: the table, column and row are picked by number among
    those the database has (so that what is drawn does not depend on it)."""

    table: int
    column: int
    row: int
    every_row: bool
    value: object
    drop: bool


CHANGES = st.lists(st.builds(Change, st.integers(0, 99), st.integers(0, 99), st.integers(0, 10**6), st.booleans(),
                             VALUES, st.integers(0, 40).map(lambda n: n == 0)), min_size=1, max_size=6)


def _mutate(path: Path, nullable: bool, changes: list[Change]) -> tuple[set[object], bool]:
    """Change the database; returns the matches whose rows were touched,
    and whether a table was taken away."""
    conn = sqlite3.connect(path, isolation_level=None)
    touched: set[object] = set()
    dropped = False
    try:
        conn.execute("PRAGMA ignore_check_constraints = ON")
        if nullable:
            # As if another tool had written it: NULL is allowed where the game never writes one.
            conn.execute("PRAGMA writable_schema = ON")
            conn.execute("UPDATE sqlite_master SET sql = replace(sql, 'NOT NULL', '') WHERE type = 'table'")
            conn.execute("PRAGMA writable_schema = OFF")
            conn.close()
            conn = sqlite3.connect(path, isolation_level=None)
            conn.execute("PRAGMA ignore_check_constraints = ON")
        conn.text_factory = bytes  # the keys as they are, UTF-8 or not
        schema = _schema(conn)
        for change in changes:
            if not schema:
                break
            table = sorted(schema)[change.table % len(schema)]
            columns, key, rowids = schema[table]
            if change.drop:
                touched |= _match_ids(conn, table, columns, "", ())
                conn.execute(f'DROP TABLE "{table}"')
                del schema[table]
                dropped = True
                continue
            column = columns[change.column % len(columns)]
            identity = ["rowid"] if rowids else key
            rows = conn.execute(f'SELECT {", ".join(identity)} FROM "{table}" ORDER BY 1').fetchall()
            if not rows:
                continue
            if change.every_row and not isinstance(change.value, Huge):
                where, params = "", ()
            else:
                where = "WHERE " + " AND ".join(f'"{c}" IS ?' if c != "rowid" else "rowid = ?" for c in identity)
                params = tuple(rows[change.row % len(rows)])
            before = _match_ids(conn, table, columns, where, params)
            sql, bound = _bind(change.value)
            try:
                conn.execute(f'UPDATE "{table}" SET "{column}" = {sql} {where}', (bound, *params))
            except sqlite3.Error:
                continue  # a change SQLite itself refuses (a key, a uniqueness)
            touched |= before | _match_ids(conn, table, columns, where, params)
    finally:
        conn.close()
    return touched, dropped


def _play_a_few(store: ScoreStore, resumed: Resumed) -> None:
    log = resumed.log
    rng = random.Random(1)
    for _ in range(5):
        if log.round.phase is Phase.OVER:
            if log.match.over:
                return
            store.keep(log.next_round())
        else:
            store.keep(act(log, rng).change)


def start_and_read_everything(path: Path, folder: Path) -> tuple[ScoreStore, list[int], list[NoticeCode]]:
    """What a start and the score windows read, and a resume with moves
    after it; the store, the matches in the history, what it told."""
    exported = export_scores(folder / "cli.csv", database=path)
    assert exported.code in (ExportCode.WRITTEN, ExportCode.UNREADABLE, ExportCode.NEWER_VERSION), exported
    store = ScoreStore.open(path)
    told = [notice.code for notice in store.take_notices()]
    store.unfinished()
    history = store.history(limit=None)
    store.count_matches()
    for summary in history:
        assert summary.leaders() is not None and summary.winner_name in (None, *summary.names)
        sheet = store.scoresheet(summary.match_id)
        if sheet is not None:
            assert sheet.leaders() is not None and len(sheet.totals) == len(summary.seats)
    store.statistics()
    store.player_names(kind=None)
    store.export_csv(folder / "window.csv")
    outcome = store.resume()
    if isinstance(outcome, Resumed):
        _play_a_few(store, outcome)
    # And a new match, to the end of its first round.
    log = MatchLog.begin(setup(3, 1, RuleSet(target_score=5000)), seed=11)
    store.begin_match(log)
    play_rounds(log, random.Random(11), 1, store)
    told += [notice.code for notice in store.take_notices()]
    return store, [summary.match_id for summary in history], told


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(nullable=st.booleans(), changes=CHANGES)
def test_any_value_in_any_column_of_any_table(base: Path, nullable: bool, changes: list[Change]) -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        path = folder / "scores.sqlite3"
        shutil.copyfile(base, path)
        reader = sqlite3.connect(path)
        before = {row[0] for row in reader.execute("SELECT id FROM matches")}
        reader.close()
        touched, dropped = _mutate(path, nullable, changes)
        store, shown, told = start_and_read_everything(path, folder)
        try:
            if NoticeCode.SET_ASIDE not in told and not dropped:
                # Nothing that could be read is lost.
                assert before - touched <= set(shown), (before - touched) - set(shown)
        finally:
            store.close()
        # And the next start reads what this one left.
        again, _, _ = start_and_read_everything(path, folder)
        again.close()
        shutil.rmtree(folder, ignore_errors=True)
