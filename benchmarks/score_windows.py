"""How long the score windows take to open, with a long history and with none.

The history window and the statistics window are each opened, shown and
painted (offscreen) over two databases in this one process: one with 1,000
finished matches (20 really played ones, copied 50 times, as in
benchmarks/scores.py) and an empty one. The figures are medians of
alternating runs; what the long history adds is the difference.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/score_windows.py [--runs K]
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from PySide6.QtWidgets import QApplication, QDialog  # noqa: E402

from scores import copy_history, played_matches  # noqa: E402
from unodesk.persistence.scores import ScoreStore  # noqa: E402
from unodesk.view.scores.history_dialog import HistoryDialog  # noqa: E402
from unodesk.view.scores.scoresheet_dialog import ScoresheetDialog  # noqa: E402
from unodesk.view.scores.statistics_dialog import StatisticsDialog  # noqa: E402


def opened(app: QApplication, make: Callable[[], QDialog]) -> float:
    """Milliseconds from nothing to the window shown and painted once."""
    start = time.perf_counter_ns()
    dialog = make()
    dialog.show()
    app.processEvents()
    dialog.repaint()
    took = (time.perf_counter_ns() - start) / 1e6
    dialog.close()
    dialog.deleteLater()
    app.processEvents()
    return took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory(prefix="unodesk-bench-") as folder:
        long_path = Path(folder) / "history.sqlite3"
        played_matches(long_path, 20)
        count = copy_history(long_path, 50)
        full = ScoreStore.open(long_path)
        empty = ScoreStore.open(Path(folder) / "empty.sqlite3")
        windows = {
            "history": lambda store: HistoryDialog(store),
            "statistics": lambda store: StatisticsDialog(store),
            "a scoresheet": lambda store: ScoresheetDialog(store, store.history(limit=1)[0].match_id
                                                           if store.count_matches() else None),
        }
        print(f"opening the score windows: {count} matches against an empty history; medians of {args.runs} runs")
        for name, make in windows.items():
            opened(app, lambda: make(full))  # the first opening loads fonts and styles for both
            times: dict[str, list[float]] = {"empty": [], "full": []}
            for _ in range(args.runs):
                times["empty"].append(opened(app, lambda: make(empty)))
                times["full"].append(opened(app, lambda: make(full)))
            e, f = statistics.median(times["empty"]), statistics.median(times["full"])
            print(f"  {name:14} empty {e:7.1f} ms   {count} matches {f:7.1f} ms   added {f - e:+7.1f} ms"
                  f"   (x{f / e:.2f})")
        print("  (target: the history window shown in under 300 ms)")
        full.close()
        empty.close()


if __name__ == "__main__":
    main()
