"""The first window's size and place (defects 5 and 9), the saved one, and
the window kept on the screen."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QMargins, QRect, QSize

from unodesk.app.command_line import Options
from unodesk.app.geometry import first_geometry, keep_on_screen
from unodesk.app.smoke import OFFSCREEN_LIMITS
from unodesk.app.wiring import build
from unodesk.persistence.settings import Settings

pytestmark = pytest.mark.qt_log_ignore(OFFSCREEN_LIMITS)


@pytest.mark.parametrize("screen", [(1280, 800), (1024, 640), (1920, 1080), (2560, 1440), (1366, 768)])
@pytest.mark.parametrize("panel", [0, 32])
def test_the_first_window_fits_the_free_screen_with_its_frame(screen: tuple[int, int], panel: int) -> None:
    """Defect 5: at 1280x800 with a title bar the window was taller than the screen."""
    available = QRect(0, panel, screen[0], screen[1] - panel)
    frame = QMargins(4, 37, 4, 4)
    window = first_geometry(available, QSize(800, 500), frame)
    outer = window.adjusted(-frame.left(), -frame.top(), frame.right(), frame.bottom())
    assert available.contains(outer), (outer, available)
    assert window.width() >= min(1280, available.width() - 8)


def test_a_large_screen_gets_most_of_it() -> None:
    window = first_geometry(QRect(0, 0, 2560, 1440), QSize(800, 500))
    assert window.width() == 2048 and window.height() == 1152


def _geometry_of(rect: QRect) -> str:
    """saveGeometry()'s bytes for a window at `rect`, as the settings keep them."""
    from PySide6.QtWidgets import QWidget

    widget = QWidget()
    widget.setGeometry(rect)
    data = widget.saveGeometry()
    widget.deleteLater()
    return bytes(data.toBase64()).decode("ascii")


@pytest.mark.parametrize("saved", [
    "AdnQywADAAAAAAA",  # cut short, all zeros
    "bm90IGEgZ2VvbWV0cnk=",  # not a geometry at all
    "%%%",
    "far away",
])
def test_a_broken_saved_size_falls_back_to_the_fitted_default(qtbot, tmp_path: Path, saved: str) -> None:
    """Defect 9: a broken saved window size opened an odd 853x533 window."""
    if saved == "far away":
        saved = _geometry_of(QRect(9000, 9000, 900, 600))
    built = build(Options(lang="en"), Settings(tmp_path / "settings.json", {"geometry": saved}))
    qtbot.addWidget(built.window)
    expected = first_geometry(built.window.screen().availableGeometry(), built.window.minimumSize())
    assert built.window.size() == expected.size()


def test_once_shown_the_window_and_its_frame_are_moved_onto_the_screen(qtbot, tmp_path: Path) -> None:
    built = build(Options(lang="en"), Settings(tmp_path / "settings.json"))
    window = built.window
    qtbot.addWidget(window)
    window.setMinimumSize(600, 400)  # the test screen is only 800 wide
    available = window.screen().availableGeometry()
    window.setGeometry(available)  # as a guess that left no room for the frame would
    keep_on_screen(window)
    window.show()
    qtbot.waitExposed(window)
    if window.frameGeometry() == window.geometry():
        pytest.skip("this platform draws no frame")
    qtbot.waitUntil(lambda: available.contains(window.frameGeometry()))
