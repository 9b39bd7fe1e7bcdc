"""The game's icon on its windows and in the task bar."""
from __future__ import annotations

import sys

from PySide6.QtGui import QGuiApplication, QIcon

from unodesk import resources


def app_icon() -> QIcon:
    """Every size the build drew, so that each place picks a sharp one."""
    icon = QIcon()
    for png in sorted(resources.ICONS.glob("unodesk-*.png")):
        icon.addFile(str(png))
    return icon


def show_identity(app: QGuiApplication) -> None:
    """The icon for every window, and the names a desktop uses to tie the
    running program to its menu entry and its task-bar button."""
    app.setWindowIcon(app_icon())
    # Wayland and GNOME find the task bar's icon through the desktop entry.
    app.setDesktopFileName(resources.APP_ID)
    if sys.platform == "win32" and not getattr(sys, "frozen", False):
        # Run from Python, Windows would group the window under python.exe's icon.
        import ctypes

        ctypes.windll.shell32.SetCurrentProcessExplicitAppUserModelID(resources.APP_ID)
