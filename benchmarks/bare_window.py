"""The floor for a PySide6 card table, as benchmarks/startup.py starts it: a
main window with a menu bar holding a QGraphicsView of a scene with 108
card-sized items, shown at the game's first-start size. Nothing else is
imported or done (the same as the start-up race's bare.py): run as its own
small script, not as `startup.py --bare`, which would first import the
benchmark's own modules and parse its arguments, and make the floor slower
than it is."""
import sys

from PySide6.QtCore import QRectF
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (QApplication, QGraphicsRectItem, QGraphicsScene,
                               QGraphicsView, QMainWindow)

app = QApplication(sys.argv[:1])
app.setApplicationName("barepyside")
window = QMainWindow()
window.setWindowTitle("bare PySide6, 108 items")
menu = window.menuBar().addMenu("&Game")
menu.addAction("&Quit", app.quit)
scene = QGraphicsScene(0, 0, 1200, 760, window)
scene.setBackgroundBrush(QColor(20, 110, 60))
cards = []
for i in range(108):
    card = QGraphicsRectItem(QRectF(0, 0, 70, 105))
    card.setBrush(QBrush(QColor.fromHsv((i * 37) % 360, 200, 220)))
    card.setPos(20 + (i % 18) * 64, 20 + (i // 18) * 120)
    scene.addItem(card)
    cards.append(card)
view = QGraphicsView(scene)
window.setCentralWidget(view)
window.resize(1536, 864)  # the game's first window on a 1920x1080 screen
window.show()
sys.exit(app.exec())
