"""Does the table stutter while hard computer players think?

Four hard computers play in the real window at the fast speed; a steady
one-pixel animation asks for a frame at every tick, and every paint of the
table is timed (as in benchmarks/table.py). The same play is measured with
the computers deciding in their worker thread (as the game does) and, as
the baseline, with the same decisions made on the GUI thread (the worker's
pool replaced by one that answers at once). Runs alternate between the two;
printed are the longest gap between frames, the 99th percentile and the
gaps over 50 ms, as medians over the runs, and their ratios.

Measure on a real X server (Xvfb) rather than the offscreen platform:

    xvfb-run -s "-screen 0 1280x800x24" .venv/bin/python benchmarks/thinking.py
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from concurrent.futures import Future
from pathlib import Path

SLOW_FRAME_MS = 50.0


class AnswerAtOnce:
    """A pool that runs each decision on the calling (GUI) thread."""

    def submit(self, fn, *args):
        future: Future = Future()
        try:
            future.set_result(fn(*args))
        except BaseException as error:  # handed on as the worker hands it on
            future.set_exception(error)
        return future

    def shutdown(self, wait: bool = True, cancel_futures: bool = False) -> None:
        pass


def child(where: str, seconds: float, seed: int) -> None:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QGraphicsView

    from table import FrameClock
    from unodesk.app.command_line import Options
    from unodesk.app.wiring import build
    from unodesk.persistence.settings import Settings
    from unodesk.setup import MatchSetup, SeatSetup
    from unodesk.setup.speeds import Speed

    folder = tempfile.mkdtemp()
    game = build(Options(speed=Speed.FAST), Settings(Path(folder) / "settings.json"))
    controller = game.controller
    if where == "gui":
        controller.worker._pool = AnswerAtOnce()
    decisions: list[float] = []
    game.window.resize(1280, 800)
    viewport = game.window.findChild(QGraphicsView).viewport()
    clock = FrameClock(viewport)
    setup = MatchSetup(tuple(SeatSetup(n, level="hard") for n in ("Alva", "Nils", "Sanne", "Ingrid")), seed=seed)

    def next_round(result) -> None:
        if result.match_over:
            controller.new_match(setup)
        else:
            QTimer.singleShot(0, controller.next_round)

    def finish() -> None:
        figures = clock.stop()
        gaps = [(b - a) * 1000 for a, b in zip(clock.stamps, clock.stamps[1:])]
        figures["max_ms"] = max(gaps)
        figures["p99_ms"] = statistics.quantiles(gaps, n=100)[-1]
        figures["slow_frames"] = sum(gap > SLOW_FRAME_MS for gap in gaps)
        figures["decisions"] = len(decisions)
        print(json.dumps(figures), flush=True)
        game.window.close()
        game.app.quit()

    controller.round_finished.connect(next_round)
    controller.events_applied.connect(lambda _: decisions.append(1))
    game.window.show()
    QTimer.singleShot(300, lambda: (controller.new_match(setup), clock.start()))
    QTimer.singleShot(300 + int(seconds * 1000), finish)
    game.app.exec()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=30.0, help="how long each run plays")
    parser.add_argument("--runs", type=int, default=3, help="runs of each kind, alternating")
    parser.add_argument("--child", choices=("worker", "gui"), help=argparse.SUPPRESS)
    parser.add_argument("--seed", type=int, default=5)
    args = parser.parse_args(argv)
    if args.child:
        child(args.child, args.seconds, args.seed)
        return 0
    results: dict[str, list[dict]] = {"worker": [], "gui": []}
    for run in range(args.runs):
        for where in ("gui", "worker"):
            out = subprocess.run(
                [sys.executable, __file__, "--child", where, "--seconds", str(args.seconds), "--seed", str(args.seed + run)],
                capture_output=True, text=True, timeout=args.seconds * 4 + 60,
            )
            if out.returncode != 0:
                print(out.stderr, file=sys.stderr)
                return 1
            results[where].append(json.loads(out.stdout.strip().splitlines()[-1]))
    print(f"4 hard computers at the fast speed, {args.runs} runs of {args.seconds:.0f} s each, medians:")
    for key, unit in (("max_ms", "ms"), ("p99_ms", "ms"), ("slow_frames", f"gaps > {SLOW_FRAME_MS:.0f} ms"),
                      ("fps", "fps"), ("decisions", "actions applied")):
        gui = statistics.median(r[key] for r in results["gui"])
        worker = statistics.median(r[key] for r in results["worker"])
        ratio = f"{worker / gui:.2f}" if gui else "-"
        print(f"  {key:12} decisions on the GUI thread {gui:8.1f}   in the worker {worker:8.1f} {unit}   ratio {ratio}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
