"""The game's icon on its windows and in the task bar."""
from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from unodesk import resources

if TYPE_CHECKING:
    from PySide6.QtGui import QGuiApplication, QIcon

# The largest size a window's own icon needs: a title bar, a task bar and a
# window switcher draw it at 16 to 128 pixels (the menu entry and the stores
# take the larger ones from the installed icons). Every size given is sent
# to the window system as the window maps: 256 and 512 cost the first frame
# some 10 ms of processor and tens of milliseconds more on an X server.
LARGEST = 128


def app_icon() -> QIcon:
    """Every size the build drew up to LARGEST, so that each place picks a sharp one."""
    from PySide6.QtGui import QIcon  # its first use makes some 150 Python enums

    icon = QIcon()
    for png in sorted(resources.ICONS.glob("unodesk-*.png")):
        if int(png.stem.rpartition("-")[2]) <= LARGEST:
            icon.addFile(str(png))
    return icon


def show_identity(app: QGuiApplication) -> None:
    """The names a desktop uses to tie the running program to its menu entry
    and its task-bar button (before the window shows: Wayland reads them as
    it maps). The icon comes later (`show_icon`)."""
    # Wayland and GNOME find the task bar's icon through the desktop entry.
    app.setDesktopFileName(resources.APP_ID)
    if sys.platform == "win32" and not getattr(sys, "frozen", False):
        # Run from Python, Windows would group the window under python.exe's icon.
        import ctypes

        ctypes.windll.shell32.SetCurrentProcessExplicitAppUserModelID(resources.APP_ID)


def show_icon(app: QGuiApplication) -> None:
    """The icon for every window, the shown ones too. A start sets it after
    the window's first frame: loading it and its enums, and sending every
    size to the window system, cost that frame some 10 ms of processor."""
    app.setWindowIcon(app_icon())
