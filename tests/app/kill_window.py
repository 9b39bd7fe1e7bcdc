"""kill -9 at random moments, in the real window and in the smoke run.

    python -m tests.app.kill_window [--kills N] [--smoke-kills N] [--seed S] [--display :N]

The real window plays a match between computers (the remembered setup),
driven by the autopilot (tests/app/autopilot: it goes on with the saved
match, deals the next round, begins a new match) and is killed with
SIGKILL after a random time from 0 to 20 seconds, start-up included; then
it is started again on the same files. The smoke run (`--smoke`), in data
folders of its own (it keeps its round in memory while a family's match
waits), is killed after 0 to 25 seconds. After every kill the files are
checked as the next start would find them: SQLite's integrity check,
every round the window had reported kept is in the file, the match in
play resumes (never "cannot be continued"), a smoke run's match is never
offered, and the lock left behind keeps nobody out (every start must
start). Prints the figures; exits 1 on any loss.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).parents[2]
AUTOPILOT = Path(__file__).parent / "autopilot"
SETUP = {"seats": [{"name": name, "kind": "computer", "level": "normal"} for name in ("Alva", "Nils", "Sanne")],
         "rules": {"target_score": 200}}


@dataclass
class Figures:
    kills: int = 0
    starts: int = 0
    rounds_reported: int = 0
    rounds_in_file: int = 0
    lost: list[str] = field(default_factory=list)
    damaged: int = 0
    cannot_continue: int = 0
    smoke_offered: int = 0
    resumed: int = 0
    failed_starts: list[str] = field(default_factory=list)
    lock_outs: int = 0  # starts of the window given 6 s or more that never set out a match

    def whole(self) -> bool:
        return not (self.lost or self.damaged or self.cannot_continue or self.smoke_offered or self.failed_starts
                    or self.lock_outs)


def environment(folder: Path, display: str | None, *, autopilot: bool) -> dict[str, str]:
    env = dict(os.environ, XDG_CONFIG_HOME=str(folder / "config"), XDG_DATA_HOME=str(folder / "data"),
               UNODESK_AUTOPILOT_LOG=str(folder / "reported.log"))
    env.pop("PYTEST_CURRENT_TEST", None)
    if display:
        env.update(DISPLAY=display, QT_QPA_PLATFORM="xcb")
    else:
        env["QT_QPA_PLATFORM"] = "offscreen"
    if autopilot:
        env["PYTHONPATH"] = os.pathsep.join([str(AUTOPILOT), str(ROOT), env.get("PYTHONPATH", "")])
    return env


def check(folder: Path, figures: Figures, reported: set[tuple[int, int]]) -> None:
    """The files as the next start finds them."""
    from unodesk.persistence.scores import CannotContinue, Resumed, ScoreStore

    data = folder / "data" / "unodesk"
    if not (data / "scores.sqlite3").exists():
        return
    copy = folder / "copy"
    shutil.rmtree(copy, ignore_errors=True)
    copy.mkdir()
    for end in ("", "-wal"):
        if (data / f"scores.sqlite3{end}").exists():
            shutil.copy(data / f"scores.sqlite3{end}", copy / f"scores.sqlite3{end}")
    conn = sqlite3.connect(copy / "scores.sqlite3")
    try:
        if conn.execute("PRAGMA integrity_check").fetchall() != [("ok",)]:
            figures.damaged += 1
            return
        rounds = set(conn.execute("SELECT match_id, number FROM rounds"))
    finally:
        conn.close()
    if (folder / "reported.log").exists():
        figures.rounds_in_file = len(rounds)
    for match_id, number in sorted(reported - rounds):
        figures.lost.append(f"match {match_id} round {number} after kill {figures.kills}")
    store = ScoreStore.open(copy / "scores.sqlite3")
    try:
        found = store.unfinished()
        if found is not None:
            offered = sqlite3.connect(copy / "scores.sqlite3")
            figures.smoke_offered += offered.execute(
                "SELECT count(*) FROM matches WHERE smoke AND id = ?", (found.match_id,)).fetchone()[0]
            offered.close()
        outcome = store.resume()
        if isinstance(outcome, CannotContinue):
            figures.cannot_continue += 1
        elif isinstance(outcome, Resumed):
            figures.resumed += 1
    finally:
        store.close()


def _lines(folder: Path) -> list[list[str]]:
    log = folder / "reported.log"
    return [line.split() for line in log.read_text().splitlines()] if log.exists() else []


def reported_rounds(folder: Path) -> set[tuple[int, int]]:
    return {(int(words[1]), int(words[2])) for words in _lines(folder) if words[0] == "round"}


def _starts(folder: Path) -> int:
    return sum(words == ["start"] for words in _lines(folder))


def run(kills: int, smoke_kills: int, seed: int, display: str | None, folder: Path) -> Figures:
    rng = random.Random(seed)
    figures = Figures()
    window, smoking = folder / "window", folder / "smoke"
    (window / "config" / "unodesk").mkdir(parents=True)
    (window / "config" / "unodesk" / "settings.json").write_text(json.dumps(
        {"version": 1, "speed": "fast", "language": "en", "last_setup": SETUP}))
    smoking.mkdir()
    for smoke in [False] * kills + [True] * smoke_kills:
        place = smoking if smoke else window
        env = environment(place, display, autopilot=not smoke)
        command = [sys.executable, "-m", "unodesk", *(["--smoke"] if smoke else [])]
        process = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, cwd=ROOT)
        figures.starts += 1
        starts_before = _starts(place)
        given = rng.uniform(0, 25 if smoke else 20)
        time.sleep(given)
        if process.poll() is not None:  # it ended by itself (a smoke run's round is over): a start to check
            err = process.stderr.read().decode(errors="replace") if process.stderr else ""
            if process.returncode != 0:
                figures.failed_starts.append(f"exit {process.returncode}: {err.strip()[-300:]}")
        else:
            process.send_signal(signal.SIGKILL)
            process.wait()
            figures.kills += 1
        if process.stderr:
            process.stderr.close()
        reported = reported_rounds(place)
        if not smoke:
            figures.rounds_reported = len(reported)
            if given >= 6 and _starts(place) == starts_before:
                figures.lock_outs += 1
        check(place, figures, reported)
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--kills", type=int, default=100, help="starts of the real window, each killed")
    parser.add_argument("--smoke-kills", type=int, default=20, help="smoke runs, each killed")
    parser.add_argument("--seed", type=int, default=21)
    parser.add_argument("--display", default=None, help="an X display (Xvfb) for the real window; offscreen if none")
    args = parser.parse_args(argv)
    folder = Path(tempfile.mkdtemp(prefix="unodesk-kills-"))
    started = time.monotonic()
    figures = run(args.kills, args.smoke_kills, args.seed, args.display, folder)
    print(json.dumps({**figures.__dict__, "minutes": round((time.monotonic() - started) / 60, 1),
                      "files": str(folder)}, indent=1))
    return 0 if figures.whole() else 1


if __name__ == "__main__":
    sys.exit(main())
