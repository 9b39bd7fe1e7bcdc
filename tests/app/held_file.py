"""The scores file held by another program mid-game, or the disk full, in
the real window: the window never waits long, and every round is written
once the file can be written again.

    python -m tests.app.held_file held [--hold 12] [--at 20] [--play 200] [--display :N]
    python -m tests.app.held_file full [--free-at 60] [--play 200] [--display :N]   (as root: a small tmpfs)

`held`: after `--at` seconds another process takes SQLite's write lock on
the file (BEGIN IMMEDIATE, as the sqlite3 shell or a backup tool does) and
holds it `--hold` seconds. `full`: the data folder is a 3 MB tmpfs filled
up but for a little room, so that the game's writes soon find the disk
full; the filler is removed after `--free-at` seconds. Either way the
window plays on between computers (the autopilot, tests/app/autopilot) for
`--play` seconds and is closed as Quit closes it. Prints what the window
said, the longest stall of its event loop, the rounds that ended while
their writes waited, and whether the file holds every round at the end.
"""
from __future__ import annotations

import argparse
import json
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.app.kill_window import ROOT, SETUP, environment

HOLDER = """
import sqlite3, sys, time
conn = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=30)
conn.execute("BEGIN IMMEDIATE")
print("held", flush=True)
time.sleep(float(sys.argv[2]))
conn.execute("ROLLBACK")
print("let go", flush=True)
"""


def _lines(place: Path) -> list[list[str]]:
    log = place / "reported.log"
    return [line.split() for line in log.read_text().splitlines()] if log.exists() else []


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("mode", choices=["held", "full"])
    parser.add_argument("--hold", type=float, default=12.0)
    parser.add_argument("--at", type=float, default=20.0)
    parser.add_argument("--free-at", type=float, default=60.0)
    parser.add_argument("--play", type=float, default=200.0)
    parser.add_argument("--display", default=None)
    args = parser.parse_args(argv)
    place = Path(tempfile.mkdtemp(prefix=f"unodesk-{args.mode}-"))
    (place / "config" / "unodesk").mkdir(parents=True)
    (place / "config" / "unodesk" / "settings.json").write_text(json.dumps(
        {"version": 1, "speed": "fast", "language": "en", "last_setup": SETUP}))
    data = place / "data"
    data.mkdir()
    filler = None
    if args.mode == "full":
        subprocess.run(["mount", "-t", "tmpfs", "-o", "size=3m", "tmpfs", str(data)], check=True)
        filler = data / "filler"
        with filler.open("wb") as file:  # all but some 160 KB: a round or two of writes
            file.write(b"\0" * (3 * 1024 * 1024 - 160 * 1024))
    env = environment(place, args.display, autopilot=True)
    env["UNODESK_AUTOPILOT_QUIT"] = str(args.play)
    started = time.monotonic()
    game = subprocess.Popen([sys.executable, "-m", "unodesk"], env=env, cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    db = data / "unodesk" / "scores.sqlite3"
    held_between = None
    try:
        if args.mode == "held":
            time.sleep(args.at)
            holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(db), str(args.hold)],
                                      stdout=subprocess.PIPE, text=True)
            assert holder.stdout is not None and holder.stdout.readline().strip() == "held"
            begun = time.monotonic() - started
            holder.stdout.readline()
            holder.wait()
            held_between = (round(begun, 1), round(time.monotonic() - started, 1))
        else:
            time.sleep(args.free_at)
            assert filler is not None
            filler.unlink()
        _, err = game.communicate(timeout=args.play + 120)
    finally:
        if game.poll() is None:
            game.kill()
    lines = _lines(place)
    notices = [words[1] for words in lines if words[0] == "notice"]
    waited = {(int(w[1]), int(w[2])) for w in lines if w[0] == "ended"}
    kept = {(int(w[1]), int(w[2])) for w in lines if w[0] == "round"}
    stalls = [int(w[1]) for w in lines if w[0] == "stall"]
    conn = sqlite3.connect(db)
    whole = conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
    rounds = set(conn.execute("SELECT match_id, number FROM rounds"))
    conn.close()
    unsaved = sorted(p.name for p in db.parent.iterdir() if ".unsaved-" in p.name)
    figures = {
        "mode": args.mode, "held_between_s": held_between, "exit": game.returncode,
        "errors": err.strip()[-500:], "notices": notices, "longest_stall_ms": max(stalls, default=0),
        "stalls_over_100ms": len(stalls), "rounds_ended_while_waiting": len(waited),
        "rounds_ended_while_saving": len(kept), "rounds_in_file": len(rounds),
        "missing_from_file": sorted(map(list, (waited | kept) - rounds)), "file_whole": whole,
        "unsaved_copies": unsaved, "files": str(place),
    }
    print(json.dumps(figures, indent=1))
    if args.mode == "full":
        subprocess.run(["umount", str(data)], check=False)
    return 0 if whole and not figures["missing_from_file"] and game.returncode == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
