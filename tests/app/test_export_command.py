"""`unodesk --export-scores`: the CSV written, or one plain sentence, for
every file and every name the command line can be given."""
from __future__ import annotations

import csv
import os
import random
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from tests.persistence.scores.helpers import play_rounds
from tests.session.helpers import setup
from unodesk.app.start import main
from unodesk.engine import RuleSet
from unodesk.persistence.data_dir import data_dir
from unodesk.persistence.scores import CSV_COLUMNS, ScoreStore
from unodesk.session import MatchLog


def scores_path() -> Path:
    return data_dir() / "scores.sqlite3"


def history(rounds: int = 2) -> None:
    store = ScoreStore.open(scores_path())
    log = MatchLog.begin(setup(3, 1, RuleSet(target_score=5000)), seed=3)
    store.begin_match(log)
    play_rounds(log, random.Random(3), rounds, store)
    store.close()


def one_sentence(capsys: pytest.CaptureFixture[str]) -> str:
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("unodesk: ") and "Traceback" not in captured.err, captured
    return lines[0]


def test_a_damaged_database_that_opens_is_one_sentence(capsys) -> None:
    history()
    conn = sqlite3.connect(scores_path())
    conn.execute("PRAGMA writable_schema = ON")
    conn.execute("UPDATE sqlite_master SET rootpage = 9999 WHERE name = 'rounds'")  # its pages lost
    conn.commit()
    conn.close()
    assert main(["--export-scores", str(Path.cwd() / "never.csv")]) == 1
    assert "cannot be read" in one_sentence(capsys)
    assert not (Path.cwd() / "never.csv").exists()


def test_garbage_in_place_of_the_database_is_one_sentence(capsys, tmp_path: Path) -> None:
    scores_path().parent.mkdir(parents=True)
    scores_path().write_bytes(b"SQLite format 3\x00" + os.urandom(5000))
    assert main(["--export-scores", str(tmp_path / "out.csv")]) == 1
    assert "cannot be read" in one_sentence(capsys)


def test_a_fifo_in_place_of_the_database_is_one_sentence_without_waiting(capsys, tmp_path: Path) -> None:
    scores_path().parent.mkdir(parents=True)
    os.mkfifo(scores_path())
    assert main(["--export-scores", str(tmp_path / "out.csv")]) == 1
    assert "cannot be read" in one_sentence(capsys)


def test_a_file_name_that_is_not_utf8_is_written_and_said(tmp_path: Path) -> None:
    history()
    name = os.fsdecode(b"po\xe4ng.csv")  # Latin-1 bytes, as an old file system may hold them
    out = tmp_path / name
    env = dict(os.environ, PYTHONIOENCODING="utf-8")
    env.pop("PYTEST_CURRENT_TEST", None)
    done = subprocess.run([sys.executable, "-m", "unodesk", "--export-scores", os.fsencode(out)],
                          capture_output=True, timeout=60, env=env)
    assert done.returncode == 0, done.stderr
    assert b"Traceback" not in done.stderr and "po\ufffdng.csv".encode() in done.stdout
    assert os.path.exists(os.fsencode(out))


def test_a_name_that_is_not_utf8_in_the_database_is_exported(tmp_path: Path) -> None:
    history()
    conn = sqlite3.connect(scores_path())
    conn.execute("UPDATE seats SET name = CAST(x'c5736100' AS TEXT) WHERE seat = 0")
    conn.commit()
    conn.close()
    out = tmp_path / "out.csv"
    assert main(["--export-scores", str(out)]) == 0
    assert "\ufffdsa" in out.read_text(encoding="utf-8-sig")


@pytest.mark.parametrize("target", ["fifo", "link", "folder", "device"])
def test_only_a_new_path_or_a_regular_file_is_written(capsys, tmp_path: Path, target: str) -> None:
    history()
    out = tmp_path / "out.csv"
    if target == "fifo":
        os.mkfifo(out)
    elif target == "link":
        (tmp_path / "real.csv").write_text("kept")
        out.symlink_to(tmp_path / "real.csv")
    elif target == "folder":
        out.mkdir()
    else:
        out = Path("/dev/null")
    assert main(["--export-scores", str(out)]) == 1
    assert "is not a regular file" in one_sentence(capsys)
    if target == "link":
        assert out.is_symlink() and (tmp_path / "real.csv").read_text() == "kept"
    if target == "device":
        assert out.is_char_device()


def test_a_regular_file_is_replaced_whole(tmp_path: Path) -> None:
    history()
    out = tmp_path / "out.csv"
    out.write_text("last week's export")
    assert main(["--export-scores", str(out)]) == 0
    with out.open(encoding="utf-8-sig", newline="") as file:
        assert next(csv.reader(file)) == list(CSV_COLUMNS)


def test_a_dash_writes_the_csv_to_the_standard_output(tmp_path: Path) -> None:
    history()
    env = dict(os.environ)
    env.pop("PYTEST_CURRENT_TEST", None)
    done = subprocess.run([sys.executable, "-m", "unodesk", "--export-scores", "-"], capture_output=True,
                          timeout=60, env=env, cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    rows = list(csv.reader(done.stdout.decode("utf-8").splitlines()))
    assert rows[0] == list(CSV_COLUMNS) and len(rows) == 1 + 2 * 3
    assert not (tmp_path / "-").exists()
    assert b"rows written to the standard output" in done.stderr
