"""Scores as CSV: one row a player a finished round, under a header row.

The file is UTF-8 with a byte-order mark: without the mark Excel reads a
CSV in the old code page of the system and garbles å, ø, é and emoji; with
it, Excel, LibreOffice, Numbers, Google Sheets and Python's csv module
(encoding "utf-8-sig") all read UTF-8. Excel also splits a double-clicked
CSV at the system's list separator: a comma in English locales, a
semicolon in Swedish, Norwegian and Dutch ones (where the comma is the
decimal sign). So the window writes the separator of the person's language
(`csv_delimiter`), and the command line the standard comma. Only whole
numbers and dates as `2025-03-09 14:05:12` are written, which every one of
these locales reads the same way.

A text cell that a spreadsheet would take for a formula (one that begins
with =, +, -, @, a tab or a carriage return: a player named "=1+1") is
written with a single quote before it, as OWASP advises for CSV files, so
that it shows as the text it is and runs nothing. Numbers are written as
they are. The window may give the words of the values (the state, the
scoring, the kind of seat, the level) in the sheet's language
(`values`); the command line writes them as stored.
"""
from __future__ import annotations

import csv
import enum
import io
import sqlite3
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from ..files import write_atomically
from .opening import default_path, memory_database
from .schema import SCHEMA_VERSION, migrate, user_version

BOM = "\ufeff"
CSV_COLUMNS = (
    "match", "started", "state", "target", "scoring", "winner", "round", "dealer", "went_out",
    "seat", "player", "kind", "level", "team", "points", "hand_points", "total", "round_seconds",
    "take_backs",
)
# The list separator Excel expects in each of the game's languages.
# Times are written as stored, the local time of play without its offset.
_DELIMITERS = {"en": ",", "sv": ";", "nb": ";", "nl": ";"}

_ROWS = """
SELECT m.id, replace(substr(m.started, 1, 19), 'T', ' '), m.state, m.target, m.scoring, win.name,
       r.number, dealer.name, out.name,
       rs.seat, s.name, s.kind, CASE WHEN s.kind = 'computer' THEN s.level END, s.team,
       rs.points, rs.hand_points, rs.total, r.seconds, r.take_backs
FROM round_scores rs
JOIN rounds r ON r.match_id = rs.match_id AND r.number = rs.number
JOIN matches m ON m.id = rs.match_id
JOIN seats s ON s.match_id = rs.match_id AND s.seat = rs.seat
JOIN seats dealer ON dealer.match_id = r.match_id AND dealer.seat = r.dealer
LEFT JOIN seats out ON out.match_id = r.match_id AND out.seat = r.went_out
LEFT JOIN seats win ON win.match_id = m.id AND win.seat = m.winner
{where}
ORDER BY m.id, r.number, rs.seat
"""


# What a spreadsheet reads as the start of a formula (OWASP, CSV injection).
FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def safe_cell(value: object) -> object:
    """A cell as written: a text that would start a formula gets a quote before it; anything else as it is."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def csv_delimiter(language: str) -> str:
    """The separator for a language code such as "sv" or "nb_NO"."""
    return _DELIMITERS.get(language.replace("-", "_").split("_")[0].lower(), ",")


def csv_rows(conn: sqlite3.Connection, match_id: int | None = None) -> Iterator[tuple[object, ...]]:
    """The rows below the header, oldest match first."""
    where, params = ("WHERE m.id = ?", (match_id,)) if match_id is not None else ("", ())
    for row in conn.execute(_ROWS.format(where=where), params):
        (
            match,
            started,
            state,
            target,
            scoring,
            winner,
            number,
            dealer,
            went_out,
            seat,
            name,
            kind,
            level,
            team,
            points,
            hand,
            total,
            seconds,
            take_backs,
        ) = row
        yield (
            match,
            started,
            state,
            target,
            scoring,
            winner or "",
            number,
            dealer,
            went_out or "",
            seat + 1,
            name,
            kind,
            level or "",
            "" if team is None else team + 1,
            points,
            hand,
            total,
            round(seconds),
            take_backs,
        )


def write_csv(
    conn: sqlite3.Connection,
    out: Path,
    *,
    match_id: int | None = None,
    delimiter: str = ",",
    header: Sequence[str] | None = None,
    values: Callable[[str, object], object] | None = None,
) -> int:
    """Write the CSV through a temporary file beside `out`, so that a
    failure leaves no half file; returns the rows written below the header.
    `header` may give the column titles in the person's language, and
    `values` (a column's name and a value as stored) its words. Raises
    OSError when the file cannot be written, FileNotFoundError when its
    folder does not exist."""
    header = CSV_COLUMNS if header is None else tuple(header)
    if len(header) != len(CSV_COLUMNS):
        raise ValueError(f"the header needs {len(CSV_COLUMNS)} titles")
    out = Path(out)
    if not out.parent.is_dir():
        raise FileNotFoundError(f"no folder {out.parent}")
    text = io.StringIO()
    # Lines end in "\n", which the text file turns into the system's own
    # line ending; every spreadsheet reads either.
    writer = csv.writer(text, delimiter=delimiter, lineterminator="\n")
    writer.writerow([safe_cell(title) for title in header])
    count = 0
    for row in csv_rows(conn, match_id):
        if values is not None:
            row = tuple(values(column, value) for column, value in zip(CSV_COLUMNS, row, strict=True))
        writer.writerow([safe_cell(value) for value in row])
        count += 1
    write_atomically(out, BOM + text.getvalue())
    return count


class ExportCode(enum.Enum):
    WRITTEN = "written"  # (an empty or absent history writes the header only)
    NEWER_VERSION = "newer_version"  # the database is a later version's: nothing written
    UNREADABLE = "unreadable"  # the database cannot be read: nothing written
    CANNOT_WRITE = "cannot_write"  # the CSV file cannot be written


@dataclass(frozen=True)
class ExportResult:
    code: ExportCode
    out: Path
    rows: int = 0
    detail: str = ""  # the system's own words, for the terminal

    @property
    def exit_code(self) -> int:
        return 0 if self.code is ExportCode.WRITTEN else 1


def export_scores(out: Path, *, database: Path | None = None, delimiter: str = ",") -> ExportResult:
    """`--export-scores FILE.csv`: every finished round of every match.

    Reads the database without changing it (a copy in memory is brought up
    to date when it is older), so it is safe while the game is running.
    """
    database = default_path() if database is None else database
    out = Path(out)
    try:
        conn = _snapshot(database)
    except _TooNew as newer:
        return ExportResult(ExportCode.NEWER_VERSION, out, detail=str(newer))
    except sqlite3.Error as error:
        return ExportResult(ExportCode.UNREADABLE, out, detail=str(error))
    try:
        rows = write_csv(conn, out, delimiter=delimiter)
    except OSError as error:
        return ExportResult(ExportCode.CANNOT_WRITE, out, detail=str(error))
    finally:
        conn.close()
    return ExportResult(ExportCode.WRITTEN, out, rows)


class _TooNew(Exception):
    pass


def _snapshot(database: Path) -> sqlite3.Connection:
    """The database's content in memory, at this version's schema."""
    if not database.exists():
        return memory_database()
    source = sqlite3.connect(f"{database.resolve().as_uri()}?mode=ro", uri=True, isolation_level=None)
    try:
        found = user_version(source)
        if found > SCHEMA_VERSION:
            raise _TooNew(f"schema version {found}, this version knows up to {SCHEMA_VERSION}")
        copy = sqlite3.connect(":memory:", isolation_level=None)
        source.backup(copy)
    finally:
        source.close()
    migrate(copy)
    return copy
