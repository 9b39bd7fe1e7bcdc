"""A floor under the game's first frame, as benchmarks/startup.py --floors
starts it: a PySide6 main window with one menu on its menu bar and a plain
widget of the felt's colour in it, at the game's first-start size. No view,
no gradient, no settings, no translations, and nothing that makes Qt's `Qt`
namespace (its 93 enums cost some 20 ms when first touched). Any window the
game could show first has at least this to do."""
import sys

from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

app = QApplication(sys.argv[:1])
window = QMainWindow()
window.menuBar().addMenu("&Game").addAction("&Quit", app.quit)
felt = QWidget()
felt.setStyleSheet("background: #1f5a3a")
window.setCentralWidget(felt)
window.resize(1536, 864)  # the game's first window on a 1920x1080 screen
window.show()
sys.exit(app.exec())
