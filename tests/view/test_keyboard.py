"""Keyboard and focus: the first playable card ready for Enter, Esc out of a
menu back to the table, the arrows in the hand and Tab to the buttons, one
focus frame at a time."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.qt_events import drain
from unodesk.app.command_line import Options
from unodesk.app.smoke import OFFSCREEN_LIMITS
from unodesk.app.wiring import build
from unodesk.engine import Card, CardPlayed, CardsDrawn, DrawReason, Phase, Play, Round, RuleSet
from unodesk.persistence.settings import Settings
from unodesk.setup import MatchSetup, SeatKind, SeatSetup
from unodesk.setup.speeds import Speed

from .conftest import computer, person

pytestmark = pytest.mark.qt_log_ignore(OFFSCREEN_LIMITS, "does not support propagateSizeHints")
C = Card.parse


def test_after_a_hand_off_enter_plays_the_first_playable_card(table, qtbot):
    t = table(Speed.OFF)
    t.start([person("Anna"), person("Bo")], seed=5)
    qtbot.waitUntil(lambda: t.widget.hand_off_screen.isVisible(), timeout=5000)
    seat = t.round.current
    qtbot.keyClick(t.widget, Qt.Key_Return)  # "I am ..."
    qtbot.waitUntil(lambda: t.controller.shown_seat == seat)
    t.wait_idle()
    playable = [a.card for a in t.controller.legal_for_shown() if isinstance(a, Play)]
    focused = t.scene.focused_card()
    assert playable and focused == next(item.card for item in t.scene.shown_items() if item.card in playable)
    qtbot.keyClick(t.widget, Qt.Key_Return)
    qtbot.waitUntil(lambda: any(isinstance(e, CardPlayed) and e.player == seat for b in t.batches for e in b))


def test_after_drawing_a_card_that_fits_enter_plays_it(table, qtbot):
    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo")], seed=1)
    t.wait_turn(0)
    t.deal(Round.setup(RuleSet(), [[C("g1"), C("b2")], [C("y3"), C("y4")]], [C("r5")],
                       [C("r9"), C("y1"), C("y2")]))
    t.scene.move_focus(1)  # somewhere else in the hand
    qtbot.keyClick(t.widget, Qt.Key_D)
    t.wait_idle()
    assert t.round.phase is Phase.DRAWN and t.scene.focused_card() == C("r9")
    qtbot.keyClick(t.widget, Qt.Key_Return)
    qtbot.waitUntil(lambda: any(isinstance(e, CardPlayed) and e.card == C("r9") for b in t.batches for e in b))


def test_the_arrows_move_in_the_hand_and_tab_reaches_the_buttons_with_one_focus_frame(table, qtbot):
    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo")], seed=8)
    t.wait_turn(0)
    w = t.widget
    w.setFocus()
    qtbot.keyClick(w, Qt.Key_Right)
    assert QApplication.focusWidget() is w and t.scene.focus_index is not None
    framed = [item for item in t.scene.shown_items() if item.focused]
    assert len(framed) == 1
    qtbot.keyClick(w, Qt.Key_Tab)
    button = QApplication.focusWidget()
    assert button is not w and w.isAncestorOf(button)
    assert not any(item.focused for item in t.scene.shown_items())  # the button's frame alone
    index = t.scene.focus_index
    qtbot.keyClick(button, Qt.Key_Right)  # an arrow on a button goes to the hand, not to the next button
    assert QApplication.focusWidget() is w
    assert t.scene.focus_index == (index + 1) % len(t.scene.shown_items())
    assert [item for item in t.scene.shown_items() if item.focused]


def test_esc_on_an_open_menu_gives_the_keys_back_to_the_table(qtbot, tmp_path: Path):
    game = build(Options(lang="en", speed=Speed.OFF), Settings(tmp_path / "settings.json"), think_ms=(0, 0))
    qtbot.addWidget(game.window)
    game.window.show()
    game.window.activateWindow()
    qtbot.waitActive(game.window)
    seats = (SeatSetup("Anna", SeatKind.PERSON), SeatSetup("Bo"))
    game.controller.new_match(MatchSetup(seats, RuleSet(), seed=8))
    table = game.window.table
    qtbot.waitUntil(lambda: game.controller.match.round.current == 0 and not game.controller.busy
                    and not table.scene.queue.running, timeout=10000)
    table.setFocus()
    bar = game.window.menuBar()
    qtbot.keyClick(table, Qt.Key_G, Qt.AltModifier)  # Game menu, by its access key
    qtbot.waitUntil(lambda: game.window.game_menu.isVisible())
    qtbot.keyClick(game.window.game_menu, Qt.Key_Escape)
    drain()
    assert not game.window.game_menu.isVisible()
    assert QApplication.focusWidget() is table and bar.activeAction() is None
    drawn = []
    game.controller.events_applied.connect(drawn.append)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key_D)
    qtbot.waitUntil(lambda: any(isinstance(e, CardsDrawn) and e.reason is DrawReason.DRAW
                                for batch in drawn for e in batch))
