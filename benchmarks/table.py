"""How smoothly the table animates, against a bare PySide6 window.

Frames per second and the 95th percentile interval between frames, while
dealing to 10 players and during a round at normal speed (target 60 fps,
p95 under 25 ms), next to a bare PySide6 scene moving 108 card-sized items
for as long. A steady animation of one pixel keeps asking for frames
throughout, as an animation does, so a pause in the game is not counted as
a slow frame. (How fast the game starts is benchmarks/startup.py's.)

Measure on a real X server (Xvfb) rather than the offscreen platform:

    xvfb-run -s "-screen 0 1280x800x24" .venv/bin/python benchmarks/table.py

(or under the screenshot tool, an Xvfb runner that takes PNGs of a real
window, given 120 seconds to wait).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

FRAME_GOAL_MS = 25.0
ROOT = Path(__file__).resolve().parents[1]


# -- measuring inside a child process ---------------------------------------------

class FrameClock:
    """Times every paint of a viewport while switched on."""

    def __init__(self, viewport) -> None:
        from PySide6.QtCore import QEvent, QObject

        clock = self

        class Filter(QObject):
            def eventFilter(self, watched, event) -> bool:
                if event.type() == QEvent.Type.Paint and clock.on:
                    clock.stamps.append(time.perf_counter())
                return False

        self.on = False
        self.stamps: list[float] = []
        self.viewport = viewport
        self._filter = Filter()
        viewport.installEventFilter(self._filter)
        self._pulse = None

    def start(self) -> None:
        """Keep frames coming at the animation rate: repaint one corner pixel each tick."""
        from PySide6.QtCore import QVariantAnimation

        self.on = True
        self.stamps = []
        self._started = time.perf_counter()
        pulse = QVariantAnimation()
        pulse.setStartValue(0)
        pulse.setEndValue(1000)
        pulse.setDuration(1000)
        pulse.setLoopCount(-1)
        pulse.valueChanged.connect(lambda _: self.viewport.update(0, 0, 1, 1))
        pulse.start()
        self._pulse = pulse

    def stop(self) -> dict[str, float]:
        self.on = False
        if self._pulse is not None:
            self._pulse.stop()
        seconds = time.perf_counter() - self._started
        gaps = [(b - a) * 1000 for a, b in zip(self.stamps, self.stamps[1:])]
        p95 = statistics.quantiles(gaps, n=20)[-1] if len(gaps) >= 20 else max(gaps, default=0.0)
        return {"fps": len(self.stamps) / seconds if seconds else 0.0, "p95_ms": p95, "seconds": seconds, "frames": len(self.stamps)}


def _report(data: dict) -> None:
    print(json.dumps(data), flush=True)


def bare_window(items: int = 108):
    """The baseline: a window with a graphics view and `items` card-sized rectangles."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QBrush, QColor
    from PySide6.QtWidgets import QApplication, QGraphicsRectItem, QGraphicsScene, QGraphicsView, QMainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = QMainWindow()
    scene = QGraphicsScene(0, 0, 1200, 760, window)
    cards = []
    for i in range(items):
        card = QGraphicsRectItem(QRectF(0, 0, 70, 105))
        card.setBrush(QBrush(QColor.fromHsv((i * 37) % 360, 200, 220)))
        card.setPos(20 + (i % 18) * 64, 20 + (i // 18) * 120)
        scene.addItem(card)
        cards.append(card)
    view = QGraphicsView(scene)
    window.setCentralWidget(view)
    window.resize(1280, 800)
    return app, window, view, cards


def child_frames(seconds: float) -> None:
    """Frames while dealing to 10 players and through a round at normal speed, then the baseline."""
    from PySide6.QtCore import QEasingCurve, QParallelAnimationGroup, QPointF, QTimer, QVariantAnimation
    from PySide6.QtWidgets import QGraphicsView

    from unodesk.app.command_line import Options
    from unodesk.app.wiring import build
    from unodesk.persistence.settings import Settings
    from unodesk.setup import MatchSetup, SeatSetup, computer_names
    from unodesk.setup.speeds import Speed

    results: dict[str, dict[str, float]] = {}
    alive: list[object] = []  # the baseline's objects, kept until the loop ends
    folder = tempfile.mkdtemp()
    game = build(Options(speed=Speed.NORMAL), Settings(Path(folder) / "settings.json"))
    app, controller = game.app, game.controller
    # The baseline's window opens after the table's has closed.
    app.setQuitOnLastWindowClosed(False)
    game.window.resize(1280, 800)
    viewport = game.window.findChild(QGraphicsView).viewport()
    clock = FrameClock(viewport)
    setup = MatchSetup(tuple(SeatSetup(name) for name in computer_names()[:10]), seed=11)

    def dealing_over() -> None:
        results["dealing to 10 players"] = clock.stop()
        clock.start()
        QTimer.singleShot(int(seconds * 1000), round_over)

    def round_over() -> None:
        if clock.on:
            results["a round at normal speed"] = clock.stop()
            game.window.close()
            QTimer.singleShot(0, baseline)

    def watch_dealing() -> None:
        # The deal is one batch: it is over when the controller is no longer busy.
        if controller.busy:
            QTimer.singleShot(5, watch_dealing)
        else:
            dealing_over()

    def started(_round) -> None:
        controller.round_started.disconnect(started)
        clock.start()
        QTimer.singleShot(5, watch_dealing)

    controller.round_finished.connect(lambda _: round_over())
    controller.round_started.connect(started)
    game.window.show()
    QTimer.singleShot(300, lambda: controller.new_match(setup))

    def baseline() -> None:
        _, window, view, cards = bare_window()
        window.show()
        base = FrameClock(view.viewport())
        group = QParallelAnimationGroup()
        for i, card in enumerate(cards):
            move = QVariantAnimation()
            start = card.pos()
            end = QPointF(600 + (i % 10) * 5, 380 + (i % 7) * 5)
            move.setStartValue(start)
            move.setEndValue(end)
            move.setDuration(900)
            move.setEasingCurve(QEasingCurve.Type.InOutQuad)
            move.valueChanged.connect(card.setPos)
            group.addAnimation(move)
        group.setLoopCount(-1)

        def finish() -> None:
            group.stop()
            results["bare scene, 108 items moving"] = base.stop()
            _report(results)
            app.quit()

        base.start()
        group.start()
        QTimer.singleShot(int(seconds * 1000), finish)
        alive.extend((window, view, cards, group, base))

    app.exec()


# -- the parent: runs the children and prints the figures --------------------------

def _child_env() -> dict[str, str]:
    """An installed program finds its modules compiled in __pycache__; a
    setting that stops Python writing them would time the compiler instead."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=12.0, help="how long to watch the round (default 12)")
    parser.add_argument("--child-frames", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child_frames:
        child_frames(args.seconds)
        return

    print(f"platform: {os.environ.get('QT_QPA_PLATFORM') or ('xcb' if os.environ.get('DISPLAY') else 'default')}, "
          f"{os.cpu_count()} cores, Python {sys.version.split()[0]}")
    child = subprocess.run([sys.executable, __file__, "--child-frames", "--seconds", str(args.seconds)],
                           capture_output=True, text=True, timeout=300, env=_child_env())
    if child.returncode != 0 or not child.stdout.strip():
        raise SystemExit(f"the frame run failed:\n{child.stderr}")
    frames = json.loads(child.stdout.strip().splitlines()[-1])
    print("\nFrames (a repaint is asked for at every animation tick):")
    for name, figures in frames.items():
        verdict = "ok" if figures["fps"] >= 55 and figures["p95_ms"] < FRAME_GOAL_MS else "below target"
        print(f"  {name:32s} {figures['fps']:5.1f} fps   p95 {figures['p95_ms']:5.1f} ms"
              f"   ({figures['frames']} frames in {figures['seconds']:.1f} s)  {verdict}")
    base = frames.get("bare scene, 108 items moving")
    if base:
        for name, figures in frames.items():
            if figures is not base:
                print(f"  {name}: {figures['fps'] / base['fps']:.2f} of the bare scene's frame rate")


if __name__ == "__main__":
    main()
