"""Killed at any moment, the game loses at most the action it was saving.

A worker process plays random rounds (new matches, take-backs, finished
rounds) and saves after every action; it is killed with SIGKILL at a random
moment, many times over one database. The moment is counted in what the
worker has said it did (a random number of its log lines, then a random
fraction of a millisecond more), not in seconds, so that a busy machine
changes nothing of what is tested. After each kill the database passes
PRAGMA integrity_check, holds every round the worker had committed, and
its match in play is the last position saved or the one being saved; the
next worker resumes it.
"""
from __future__ import annotations

import random
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from unodesk.persistence.scores import Resumed, ScoreStore

KILLS = 100
# How far a worker gets before it is killed: up to this many of its log
# lines (two an action saved), then up to this long more (seconds), so that
# the kill also lands inside a save.
MOST_LINES = 120
MOST_EXTRA_S = 0.002
TIMEOUT_S = 60.0


def _said(path: Path) -> bytes:
    try:
        return path.read_bytes()
    except FileNotFoundError:
        return b""


def _wait_for_lines(path: Path, lines: int) -> None:
    """Until the worker has written `lines` lines (or stopped, saying why)."""
    deadline = time.monotonic() + TIMEOUT_S
    while (said := _said(path)).count(b"\n") < lines and b"broken" not in said:
        assert time.monotonic() < deadline, f"the worker wrote fewer than {lines} lines in {TIMEOUT_S} s"
        time.sleep(0.0005)
ROOT = Path(__file__).parents[3]


def _state(conn: sqlite3.Connection) -> str:
    row = conn.execute(
        "SELECT p.digest FROM progress p JOIN matches m ON m.id = p.match_id WHERE m.state = 'in_progress'"
    ).fetchone()
    return "none" if row is None else row[0]


@pytest.mark.slow
def test_sigkill_at_random_moments_loses_at_most_the_action_being_saved(tmp_path: Path) -> None:
    db_path = tmp_path / "scores.sqlite3"
    zygote = subprocess.Popen([sys.executable, "-m", "tests.persistence.scores.kill_worker", str(db_path)],
                              cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    rng = random.Random(2024)
    committed: set[tuple[int, int]] = set()
    state = "none"
    lines_seen = 0
    try:
        assert zygote.stdout.readline().strip() == "ready"
        for kill in range(KILLS):
            out = tmp_path / f"worker-{kill}.log"
            zygote.stdin.write(f"play {kill} {out}\n")
            zygote.stdin.flush()
            pid = int(zygote.stdout.readline())
            _wait_for_lines(out, rng.randint(0, MOST_LINES))
            time.sleep(rng.uniform(0, MOST_EXTRA_S))
            zygote.stdin.write(f"kill {pid}\n")
            zygote.stdin.flush()
            assert zygote.stdout.readline().strip() == "gone"

            done, pending = state, None
            for line in out.read_text().splitlines():
                word, *rest = line.split()
                assert word != "broken", f"the saved match no longer replayed: {line}"
                if word == "intend":
                    pending = rest[0]
                elif word == "done":
                    done, pending = pending, None
                elif word == "round":
                    committed.add((int(rest[0]), int(rest[1])))
                lines_seen += 1
            conn = sqlite3.connect(db_path)
            try:
                assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
                assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
                if conn.execute("PRAGMA user_version").fetchone() == (0,):
                    # Killed before the schema's first transaction committed:
                    # nothing was saved yet, and the next worker makes it anew.
                    assert not committed, f"kill {kill}: the schema vanished under committed rounds"
                    continue
                rounds = set(conn.execute("SELECT match_id, number FROM rounds"))
                assert committed <= rounds, f"kill {kill}: rounds lost: {committed - rounds}"
                state = _state(conn)
                assert state in (done, pending), f"kill {kill}: the saved position is neither before nor after"
                assert conn.execute("SELECT count(*) FROM matches WHERE state = 'cannot_continue'").fetchone() == (0,)
            finally:
                conn.close()
    finally:
        zygote.stdin.close()
        zygote.wait(timeout=30)
        zygote.stdout.close()
    assert len(committed) >= 10 and lines_seen > 1000, "the workers played too little to test anything"
    store = ScoreStore.open(db_path)
    assert store.take_notices() == []
    outcome = store.resume()
    assert outcome is None or isinstance(outcome, Resumed)
    store.close()
