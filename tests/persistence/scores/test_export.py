"""CSV export: a header, one row a player a finished round, read back with the csv module."""
from __future__ import annotations

import csv
import random
import sqlite3
from pathlib import Path

import pytest

from tests.session.helpers import setup
from unodesk.engine import RuleSet
from unodesk.persistence.scores import (
    CSV_COLUMNS,
    SCHEMA_VERSION,
    ExportCode,
    ScoreStore,
    csv_delimiter,
    export_scores,
)
from unodesk.session import MatchLog

from .helpers import ODD_NAMES, play_rounds


def read_csv(path: Path, delimiter: str = ",") -> list[dict[str, str]]:
    raw = path.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # the byte-order mark spreadsheets look for
    with path.open(encoding="utf-8-sig", newline="") as file:
        rows = list(csv.reader(file, delimiter=delimiter))
    assert tuple(rows[0]) == CSV_COLUMNS
    return [dict(zip(rows[0], row)) for row in rows[1:]]


def history(path: Path, names_list: list[tuple[str, ...]]) -> tuple[ScoreStore, list]:
    store = ScoreStore.open(path)
    played = []
    for i, names in enumerate(names_list):
        log = MatchLog.begin(setup(len(names), 1, RuleSet(target_score=120), names=names), seed=i)
        match_id = store.begin_match(log)
        seen = play_rounds(log, random.Random(i), 100, store)
        played.append((match_id, log, seen))
    return store, played


def test_a_match_exports_one_row_a_player_a_round_with_its_numbers(db_path: Path, tmp_path: Path) -> None:
    store, played = history(db_path, [("Anna", "Nils", "Bo"), ("Eva", "Anna")])
    match_id, log, seen = played[0]
    out = tmp_path / "match.csv"
    assert store.export_csv(out, match_id) == 3 * len(seen)
    rows = read_csv(out)
    assert len(rows) == 3 * len(seen)
    for round_seen in seen:
        for seat in range(3):
            row = rows[(round_seen.number - 1) * 3 + seat]
            assert row["match"] == str(match_id) and row["round"] == str(round_seen.number)
            assert row["seat"] == str(seat + 1) and row["player"] == log.setup.names[seat]
            assert int(row["points"]) == round_seen.points[seat]
            assert int(row["hand_points"]) == round_seen.hand_points[seat]
            assert int(row["total"]) == round_seen.totals[seat]
            assert row["dealer"] == log.setup.names[round_seen.dealer]
            assert row["went_out"] == ("" if round_seen.went_out is None else log.setup.names[round_seen.went_out])
    assert {r["winner"] for r in rows} == {log.setup.names[log.match.winner]}
    assert {r["kind"] for r in rows} == {"person", "computer"}
    assert rows[0]["level"] == "" and rows[1]["level"] == "normal"
    assert rows[0]["started"][:4].isdigit() and len(rows[0]["started"]) == 19


def test_the_whole_history_exports_every_round_of_every_match_oldest_first(db_path: Path, tmp_path: Path) -> None:
    store, played = history(db_path, [("Anna", "Nils"), ("Eva", "Anna", "Bo"), ("Bo", "Nils")])
    out = tmp_path / "all.csv"
    expected = sum(len(log.setup.seats) * len(seen) for _, log, seen in played)
    assert store.export_csv(out) == expected
    rows = read_csv(out)
    assert len(rows) == expected
    assert [int(r["match"]) for r in rows] == sorted(int(r["match"]) for r in rows)


def test_names_with_quotes_emoji_right_to_left_text_and_200_characters_export_exactly(
        db_path: Path, tmp_path: Path) -> None:
    store, played = history(db_path, [ODD_NAMES[:3], ODD_NAMES[3:]])
    for delimiter in (",", ";"):
        out = tmp_path / f"odd{delimiter}.csv"
        store.export_csv(out, delimiter=delimiter)
        rows = read_csv(out, delimiter)
        assert {r["player"] for r in rows} == set(ODD_NAMES)
        assert any(len(r["player"]) == 200 for r in rows)


def test_translated_column_titles_may_replace_the_header(db_path: Path, tmp_path: Path) -> None:
    store, _ = history(db_path, [("Anna", "Nils")])
    titles = [f"kolumn {i}" for i in range(len(CSV_COLUMNS))]
    out = tmp_path / "sv.csv"
    store.export_csv(out, delimiter=";", header=titles)
    with out.open(encoding="utf-8-sig", newline="") as file:
        assert next(csv.reader(file, delimiter=";")) == titles
    with pytest.raises(ValueError):
        store.export_csv(out, header=["too", "few"])


@pytest.mark.parametrize("language, delimiter", [
    ("en", ","), ("en_GB", ","), ("sv", ";"), ("sv_SE", ";"), ("nb", ";"), ("nb-NO", ";"), ("nl", ";"),
    ("", ","), ("de", ","),
])
def test_the_separator_follows_the_spreadsheets_of_each_language(language: str, delimiter: str) -> None:
    assert csv_delimiter(language) == delimiter


def test_the_command_line_export_writes_the_history(db_path: Path, tmp_path: Path) -> None:
    store, played = history(db_path, [("Anna", "Nils")])
    # The game may be running meanwhile: the export reads without writing.
    out = tmp_path / "scores.csv"
    result = export_scores(out, database=db_path)
    assert result.code is ExportCode.WRITTEN and result.exit_code == 0
    assert result.rows == len(read_csv(out)) == 2 * len(played[0][2])


def test_an_empty_or_absent_history_exports_the_header_only(db_path: Path, tmp_path: Path) -> None:
    out = tmp_path / "none.csv"
    result = export_scores(out, database=db_path)
    assert (result.code, result.rows, result.exit_code) == (ExportCode.WRITTEN, 0, 0)
    assert read_csv(out) == []
    assert not db_path.exists()  # exporting made no database
    ScoreStore.open(db_path).close()
    assert export_scores(out, database=db_path).rows == 0
    assert read_csv(out) == []


def test_an_export_from_a_later_versions_database_writes_nothing(db_path: Path, tmp_path: Path) -> None:
    ScoreStore.open(db_path).close()
    conn = sqlite3.connect(db_path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.close()
    out = tmp_path / "later.csv"
    result = export_scores(out, database=db_path)
    assert result.code is ExportCode.NEWER_VERSION and result.exit_code != 0
    assert not out.exists()


def test_an_export_from_a_damaged_file_writes_nothing(db_path: Path, tmp_path: Path) -> None:
    db_path.parent.mkdir()
    db_path.write_bytes(b"not a database" * 100)
    out = tmp_path / "damaged.csv"
    result = export_scores(out, database=db_path)
    assert result.code is ExportCode.UNREADABLE and result.exit_code != 0
    assert not out.exists()
    assert db_path.read_bytes() == b"not a database" * 100


def test_an_export_to_a_folder_that_does_not_exist_says_so(db_path: Path, tmp_path: Path) -> None:
    result = export_scores(tmp_path / "no" / "such" / "folder.csv", database=db_path)
    assert result.code is ExportCode.CANNOT_WRITE and result.exit_code != 0 and result.detail
