"""The status line is never stale and never more than two lines."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFont, QFontMetrics

from tests.qt_events import drain
from unodesk.engine import Card, Color, IllegalAction, Round, RuleSet
from unodesk.setup.speeds import Speed
from unodesk.view.table.status_bar import MOST_LINES, fit_lines

from ..conftest import computer, person

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")
C = Card.parse
PILE = [C(c) for c in ["y1", "y2", "g3", "b4", "r6", "g8", "b8", "y9"]]


def test_no_your_turn_under_the_round_win_banner(table, qtbot, english):
    t = table(Speed.FAST)
    t.start([person("Anna"), computer("Bo")], seed=4)
    t.wait_turn(0)
    t.deal(Round.setup(RuleSet(), [[C("r1")], [C("g1"), C("g2")]], [C("r5")], PILE))
    said = []
    t.scene.moment_shown.connect(lambda: said.append((t.scene.banner is not None, t.widget.status.text())))
    t.controller.play_card(C("r1"))
    qtbot.waitUntil(lambda: t.scene.banner is not None, timeout=5000)
    under_banner = [text for banner, text in said if banner]
    assert under_banner and all("won the round" in text for text in under_banner)
    assert "Your turn" not in t.widget.status.text()


def test_the_colour_question_goes_once_the_colour_is_chosen(table, qtbot, english):
    t = table(Speed.NORMAL)
    t.start([person("Anna"), computer("Bo")], seed=4)
    t.wait_turn(0)
    t.deal(Round.setup(RuleSet(), [[C("w"), C("g1"), C("g2")], [C("g3"), C("b2")]], [C("r5")], PILE))
    t.widget.play(C("w"))
    assert "colour" in t.widget.status.text()
    qtbot.mouseClick(t.widget.color_picker.buttons[Color.GREEN], Qt.LeftButton)
    assert t.scene.queue.running  # the card is still on its way
    assert "Choose" not in t.widget.status.text()


def test_a_refusal_and_the_prompt_share_two_lines_and_the_table_does_not_jump(table, qtbot, english):
    t = table(Speed.OFF, size=(800, 500))
    long_name = "Annabella-Josefina"
    t.start([person(long_name), computer("Bo")], seed=8)
    t.wait_turn(0)
    drain()
    view_height, tray_height = t.widget.view.height(), t.widget.tray.height()
    reason = IllegalAction("does_not_match", "a card that does not fit", card=C("g7"), color=Color.RED,
                           top=C("r5"))
    t.controller.action_refused.emit(None, reason)
    drain()
    label = t.widget.status
    assert "does not fit" in label.accessibleDescription() and "Your turn" in label.accessibleDescription()
    assert label.text().count("\n") < MOST_LINES
    needed = QFontMetrics(label.font()).boundingRect(QRect(0, 0, label.contentsRect().width(), 10_000),
                                                     Qt.TextFlag.TextWordWrap, label.text()).height()
    assert needed <= label.height()
    assert t.widget.view.height() == view_height and t.widget.tray.height() == tray_height
    assert label.accessibleDescription().startswith(label.text().split("\n")[0])


def test_a_long_line_is_cut_to_two_lines_with_an_ellipsis(qapp):
    font = QFont()
    text = "word " * 80
    fitted = fit_lines(text, font, 200)
    assert fitted.count("\n") == MOST_LINES - 1 and fitted.endswith("…")
    assert fit_lines("short", font, 200) == "short"
