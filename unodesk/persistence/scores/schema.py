"""The tables of the scores database and the steps that bring an older file up to date.

The schema's version is SQLite's `PRAGMA user_version`. `MIGRATIONS[v]`
turns a database of version `v` into one of version `v + 1`; version 0 is
an empty file, so creating the tables is the first step like any other.
Each step runs in its own transaction together with the new version number:
a step that fails leaves the file at the version before it.

`repair` checks a current file against the tables the steps make (read
from a database made by them, so the layout is written once): a table or
an index that is missing is made anew, empty; a table that lacks a column
is damage (`LayoutDamage`), and the file is set aside.
"""
from __future__ import annotations

import functools
import sqlite3
from collections.abc import Callable, Mapping

# Names are stored as written last time; `key` (the name folded, see
# names.py) makes "Anna" and "anna " the same player. The scores of a round
# are keyed seat first: the statistics add up each seat's rounds in key order.
_VERSION_1 = """
CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    key TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    last_played TEXT NOT NULL
);

CREATE TABLE matches (
    id INTEGER PRIMARY KEY,
    started TEXT NOT NULL,
    ended TEXT,
    state TEXT NOT NULL DEFAULT 'in_progress'
        CHECK (state IN ('in_progress', 'finished', 'abandoned', 'cannot_continue')),
    rules TEXT NOT NULL,
    preset TEXT,
    target INTEGER NOT NULL,
    scoring TEXT NOT NULL,
    teams INTEGER NOT NULL DEFAULT 0,
    seed INTEGER NOT NULL,
    winner INTEGER,
    winning_team INTEGER,
    problem TEXT,
    problem_detail TEXT
);

CREATE UNIQUE INDEX one_match_in_progress ON matches (state) WHERE state = 'in_progress';

CREATE TABLE seats (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    player_id INTEGER NOT NULL REFERENCES players (id),
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('person', 'computer')),
    level TEXT,
    team INTEGER,
    total INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (match_id, seat)
) WITHOUT ROWID;

CREATE INDEX seats_by_player ON seats (player_id);

CREATE TABLE rounds (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    number INTEGER NOT NULL,
    dealer INTEGER NOT NULL,
    went_out INTEGER,
    seconds REAL NOT NULL,
    take_backs INTEGER NOT NULL DEFAULT 0,
    ended TEXT NOT NULL,
    PRIMARY KEY (match_id, number)
) WITHOUT ROWID;

CREATE TABLE round_scores (
    match_id INTEGER NOT NULL,
    number INTEGER NOT NULL,
    seat INTEGER NOT NULL,
    points INTEGER NOT NULL,
    hand_points INTEGER NOT NULL,
    total INTEGER NOT NULL,
    PRIMARY KEY (match_id, seat, number),
    FOREIGN KEY (match_id, number) REFERENCES rounds (match_id, number) ON DELETE CASCADE,
    FOREIGN KEY (match_id, seat) REFERENCES seats (match_id, seat) ON DELETE CASCADE
) WITHOUT ROWID;

CREATE TABLE progress (
    match_id INTEGER PRIMARY KEY REFERENCES matches (id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    take_backs INTEGER NOT NULL DEFAULT 0,
    seconds REAL NOT NULL DEFAULT 0,
    digest TEXT
);

CREATE TABLE actions (
    match_id INTEGER NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
    round INTEGER NOT NULL,
    seq INTEGER NOT NULL,
    action TEXT NOT NULL,
    PRIMARY KEY (match_id, round, seq)
) WITHOUT ROWID;
"""


def _statements(script: str) -> list[str]:
    # executescript() would commit the step's transaction half way.
    return [s.strip() for s in script.split(";") if s.strip()]


def _create_version_1(conn: sqlite3.Connection) -> None:
    for statement in _statements(_VERSION_1):
        conn.execute(statement)


def _faces(conn: sqlite3.Connection) -> None:
    """Version 2: the face each player wears, kept with the name (NULL: the
    initial). Read through `queries.faces`, which takes only a face this
    version draws."""
    conn.execute("ALTER TABLE players ADD COLUMN avatar TEXT")


def _mark_smoke_runs(conn: sqlite3.Connection) -> None:
    # Version 3: a smoke run's match (`unodesk --smoke`) is kept but never offered to go on.
    conn.execute("ALTER TABLE matches ADD COLUMN smoke INTEGER NOT NULL DEFAULT 0")


Migration = Callable[[sqlite3.Connection], None]
MIGRATIONS: Mapping[int, Migration] = {0: _create_version_1, 1: _faces, 2: _mark_smoke_runs}
SCHEMA_VERSION = 3


class NewerSchema(Exception):
    """The file was written by a later version of the game."""

    def __init__(self, found: int, known: int) -> None:
        super().__init__(f"schema version {found}, this version knows up to {known}")
        self.found = found
        self.known = known


def user_version(conn: sqlite3.Connection) -> int:
    return conn.execute("PRAGMA user_version").fetchone()[0]


def migrate(
    conn: sqlite3.Connection, steps: Mapping[int, Migration] = MIGRATIONS, target: int = SCHEMA_VERSION
) -> int:
    """Bring the database to `target`, one step a transaction; returns the
    version it started from. Raises `NewerSchema` (touching nothing) for a
    file newer than `target`. The connection must be in autocommit mode."""
    start = version = user_version(conn)
    if version > target:
        raise NewerSchema(version, target)
    while version < target:
        conn.execute("BEGIN IMMEDIATE")
        try:
            steps[version](conn)
            conn.execute(f"PRAGMA user_version = {version + 1:d}")
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
        version += 1
    return start


class LayoutDamage(Exception):
    """A table of the file lacks a column the game reads."""


@functools.cache
def _layout() -> tuple[dict[str, frozenset[str]], tuple[tuple[str, str, str], ...]]:
    """The tables this version makes, with their columns, and every table
    and index as (type, name, the SQL that makes it), in the order made."""
    conn = sqlite3.connect(":memory:", isolation_level=None)
    try:
        migrate(conn)
        made = tuple(conn.execute(
            "SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid").fetchall())
        columns = {name: frozenset(row[1] for row in conn.execute(f"PRAGMA table_info({name})"))
                   for kind, name, _ in made if kind == "table"}
    finally:
        conn.close()
    return columns, made


def repair(conn: sqlite3.Connection) -> list[str]:
    """Make the tables and indexes a current file lacks (empty); returns
    their names. Raises `LayoutDamage` for a table that lacks a column. The
    connection must be in autocommit mode."""
    columns, made = _layout()
    present = {name: kind for kind, name in conn.execute("SELECT type, name FROM sqlite_master")}
    for table, wanted in columns.items():
        if table in present:
            found = {row[1] for row in conn.execute(f"PRAGMA table_info({table})")}
            if not wanted <= found:
                raise LayoutDamage(f"table {table} lacks {sorted(wanted - found)}")
    missing = [(kind, name, sql) for kind, name, sql in made if name not in present]
    if missing:
        conn.execute("BEGIN IMMEDIATE")
        try:
            for _, _, sql in missing:
                conn.execute(sql)
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                conn.execute("ROLLBACK")
            raise
    return [name for _, name, _ in missing]
