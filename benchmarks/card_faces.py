"""How long a frame of 108 cards takes: faces painted from vector paths each
time, against the cached pixmaps the table uses; and a whole table scene.

    QT_QPA_PLATFORM=offscreen .venv/bin/python benchmarks/card_faces.py
Prints medians in milliseconds and the ratio (same process, same machine).
"""
from __future__ import annotations

import statistics
import sys
import time

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from unodesk.engine import RuleSet, build_deck
from unodesk.view.table.faces import FaceCache, paint_face

W, H, CARD_W, CARD_H, FRAMES = 1920, 1080, 110, 166, 15


def frame_ms(draw) -> float:
    image = QImage(W, H, QImage.Format_ARGB32_Premultiplied)
    times = []
    for _ in range(FRAMES):
        image.fill(QColor("#1f5a3a"))
        painter = QPainter(image)
        start = time.perf_counter()
        draw(painter)
        painter.end()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv[:1])
    deck = build_deck(RuleSet())
    spots = [((i % 16) * (CARD_W * 0.95), (i // 16) * (CARD_H * 0.8)) for i in range(len(deck))]
    cache = FaceCache()

    def vector(p: QPainter) -> None:
        for card, (x, y) in zip(deck, spots):
            p.save()
            p.translate(x, y)
            paint_face(p, card, CARD_W, CARD_H)
            p.restore()

    def cached(p: QPainter) -> None:
        for card, (x, y) in zip(deck, spots):
            p.drawPixmap(QRectF(x, y, CARD_W, CARD_H), cache.pixmap(card, CARD_W, CARD_H), QRectF(0, 0, CARD_W, CARD_H))

    for card in deck:  # fill the cache first, as the table does on its first frame
        cache.pixmap(card, CARD_W, CARD_H)
    v, c = frame_ms(vector), frame_ms(cached)
    print(f"108 cards, vector paths every frame: median {v:.1f} ms/frame ({1000 / v:.0f} fps)")
    print(f"108 cards, cached pixmaps:           median {c:.1f} ms/frame ({1000 / c:.0f} fps)")
    print(f"ratio vector/cached: {v / c:.1f}x")

    from unodesk.controller import GameController
    from unodesk.setup import MatchSetup, SeatKind, SeatSetup
    from unodesk.setup.speeds import Speed
    from unodesk.view.table.widget import TableWidget

    controller = GameController(think_ms=(0, 0))
    table = TableWidget(controller)
    table.set_speed(Speed.OFF)
    table.resize(W, H)
    seats = (SeatSetup("A", SeatKind.PERSON),) + tuple(SeatSetup(f"C{i}") for i in range(9))
    controller.new_match(MatchSetup(seats, RuleSet(), seed=1))
    for _ in range(50):
        app.processEvents()  # a benchmark script, not the game: let the deal settle
    scene = table.scene
    rect = scene.sceneRect()
    scene_ms = frame_ms(lambda p: scene.render(p, QRectF(0, 0, W, H), rect))
    items = len(scene.items())
    print(f"whole table, 10 seats, {items} items: median {scene_ms:.1f} ms/frame ({1000 / scene_ms:.0f} fps)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
