"""Notices float over the table and never move it."""
from __future__ import annotations

from PySide6.QtWidgets import QMainWindow, QWidget

from unodesk.view.table.notice_banner import NoticeBanner


def test_a_notice_shows_over_the_table_without_moving_it(qtbot) -> None:
    window = QMainWindow()
    table = QWidget()
    window.setCentralWidget(table)
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    qtbot.waitExposed(window)
    before = table.geometry()
    banner = NoticeBanner(window, table)
    banner.show_text("The scores file was damaged and has been kept aside. " * 3)
    assert banner.isVisible() and table.geometry() == before
    assert table.geometry().contains(banner.geometry())
    assert banner.label.height() >= banner.label.heightForWidth(banner.label.width()) - 1
    window.resize(800, 500)
    qtbot.waitUntil(lambda: banner.geometry().right() <= window.width())
    banner.close_button.click()
    assert not banner.isVisible() and banner.text == ""


def test_a_notice_goes_by_itself(qtbot) -> None:
    window = QWidget()
    qtbot.addWidget(window)
    window.resize(600, 400)
    window.show()
    banner = NoticeBanner(window)
    banner.show_text("Short", ms=50)
    assert banner.text == "Short"
    qtbot.waitUntil(lambda: not banner.isVisible(), timeout=2000)
