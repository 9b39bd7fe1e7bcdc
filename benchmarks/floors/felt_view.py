"""A floor under the game's first frame, as benchmarks/startup.py --floors
starts it: window_and_menu.py with the felt as the game draws it (an empty
QGraphicsView whose background is the felt's radial gradient), still
without the `Qt` namespace, settings or translations: the game's first
frame less the game."""
import sys

from PySide6.QtCore import QPointF
from PySide6.QtGui import QBrush, QColor, QRadialGradient
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow, QWidget

app = QApplication(sys.argv[:1])
window = QMainWindow()
window.menuBar().addMenu("&Game").addAction("&Quit", app.quit)
view = QGraphicsView()
view.setViewport(QWidget())
view.setScene(QGraphicsScene(view))
gradient = QRadialGradient(QPointF(768, 380), 920)
gradient.setColorAt(0, QColor("#2f7a50"))  # the game's FELT_LIGHT and FELT
gradient.setColorAt(1, QColor("#1f5a3a"))
view.setBackgroundBrush(QBrush(gradient))
window.setCentralWidget(view)
window.resize(1536, 864)
window.show()
sys.exit(app.exec())
