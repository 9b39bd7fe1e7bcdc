"""The menu's keys as the window writes them before the game is seated:
as text, made into key sequences when they are armed (`MainWindow.seat`).
QKeySequence's first use makes some 80 Python enums, which the window's
first frame does without."""
from __future__ import annotations

from PySide6.QtGui import QKeySequence


def shortcut(keys: str) -> QKeySequence:
    """`keys` as a key sequence: one of Qt's standard keys by its name
    ("StandardKey.Quit"), else the keys written out ("Ctrl+Return"; "" for none)."""
    standard = keys.removeprefix("StandardKey.")
    return QKeySequence(getattr(QKeySequence.StandardKey, standard) if standard != keys else keys)
