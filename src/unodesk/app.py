"""Builds and wires the program."""
from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    from PySide6.QtWidgets import QApplication, QLabel

    app = QApplication(sys.argv if argv is None else argv)
    label = QLabel("unodesk")
    label.show()
    return app.exec()
