"""The table widget driven through its real view: clicks, keys, hand-offs, resizes."""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt

from tests.qt_events import drain
from unodesk.engine import Card, CardPlayed, CardsDrawn, DrawReason, Phase, Play, Round, RuleSet
from unodesk.setup.speeds import Speed

from ..conftest import computer, person

# The offscreen platform says this of every top-level window with size limits.
pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def click_scene_point(qtbot, widget, x, y):
    view = widget.view
    pos = view.mapFromScene(x, y)
    qtbot.mouseClick(view.viewport(), Qt.LeftButton, pos=QPoint(pos.x(), pos.y()))


def item_of(scene, card):
    return next(it for it in scene.shown_items() if it.card == card)


def test_the_deal_is_shown_and_reported_finished_once(table, qtbot):
    t = table(Speed.FAST)
    t.start([person("Anna"), computer("Bo"), computer("Cy")], seed=3)
    assert t.controller.busy
    qtbot.waitUntil(lambda: t.finished >= 1, timeout=5000)
    t.wait_turn(0)
    drain()
    assert t.finished == 1 + len(t.batches)  # the deal, then one report a batch
    r = t.round
    for seat in range(3):
        assert [it.card for it in t.scene.hands[seat]] == list(r.hands[seat])


def test_with_animations_off_every_batch_is_still_reported_once(table, qtbot):
    t = table(Speed.OFF)
    t.start([computer("A"), computer("B")], seed=4)
    qtbot.waitUntil(lambda: t.round.phase is Phase.OVER, timeout=20000)
    qtbot.waitUntil(lambda: t.finished == 1 + len(t.batches), timeout=5000)
    drain()
    assert t.finished == 1 + len(t.batches)


def test_a_click_on_a_playable_card_plays_it(table, qtbot):
    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo")], seed=8)
    t.wait_turn(0)
    legal = [a for a in t.controller.legal_for_shown() if isinstance(a, Play) and a.card.color is not None
             and a.target is None]
    assert legal, "the seed gives Anna a coloured card to play"
    card = legal[0].card
    before = len(t.round.hands[0])
    item = item_of(t.scene, card)
    click_scene_point(qtbot, t.widget, item.pos().x(), item.pos().y())
    qtbot.waitUntil(lambda: any(isinstance(e, CardPlayed) and e.player == 0 for b in t.batches for e in b))
    assert len(t.round.hands[0]) <= before - 1 or t.round.phase is Phase.OVER


def test_an_illegal_click_changes_nothing_and_says_why(table, qtbot):
    t = table(Speed.FAST)
    t.start([person("Anna"), computer("Bo")], seed=8)
    t.wait_turn(0)
    legal_cards = {a.card for a in t.controller.legal_for_shown() if isinstance(a, Play)}
    wrong = next(it for it in t.scene.shown_items() if it.card not in legal_cards)
    assert wrong.dimmed
    hands, discard = t.round.hands, t.round.discard
    batches = len(t.batches)
    click_scene_point(qtbot, t.widget, wrong.pos().x(), wrong.pos().y())
    drain()
    assert t.round.hands == hands and t.round.discard == discard
    assert len(t.batches) == batches
    assert "does not fit" in t.widget.status.text()


def test_input_during_an_animation_is_queued_and_applied_once(table, qtbot):
    t = table(Speed.NORMAL)
    t.start([person("Anna"), computer("Bo")], seed=4)  # Anna plays first in this deal
    assert t.round.current == 0
    qtbot.waitUntil(lambda: t.scene.queue.running)  # the deal is being shown
    hand = len(t.round.hands[0])
    qtbot.keyClick(t.widget, Qt.Key_D)
    assert len(t.round.hands[0]) == hand and t.batches == []  # waits for the deal to end
    qtbot.waitUntil(lambda: len(t.batches) >= 1, timeout=10000)
    draws = [e for b in t.batches for e in b if isinstance(e, CardsDrawn) and e.player == 0 and e.reason is DrawReason.DRAW]
    assert len(draws) == 1 and draws[0].count == 1
    t.wait_idle()
    drain()
    draws = [e for b in t.batches for e in b if isinstance(e, CardsDrawn) and e.player == 0 and e.reason is DrawReason.DRAW]
    assert len(draws) == 1  # applied once, not again


def test_the_hand_off_screen_hides_every_hand_between_two_people(table, qtbot):
    t = table(Speed.OFF)
    t.start([person("Anna"), person("Bo")], seed=5)
    qtbot.waitUntil(lambda: t.widget.hand_off_screen.isVisible(), timeout=5000)
    assert all(not it.face_up for hand in t.scene.hands for it in hand)
    first = t.round.current
    assert t.controller.setup.seats[first].name in t.widget.hand_off_screen.button.text()
    qtbot.mouseClick(t.widget.hand_off_screen.button, Qt.LeftButton)
    qtbot.waitUntil(lambda: t.controller.shown_seat == first)
    assert not t.widget.hand_off_screen.isVisible()
    assert all(it.face_up for it in t.scene.hands[first])
    assert all(not it.face_up for it in t.scene.hands[1 - first])
    assert t.scene.bottom_seat == first
    # Anna or Bo plays; the computer goes to the other: hidden again.
    t.widget.draw()
    qtbot.waitUntil(lambda: t.widget.hand_off_screen.isVisible() or t.round.current == first, timeout=5000)
    if t.widget.hand_off_screen.isVisible():
        assert all(not it.face_up for hand in t.scene.hands for it in hand)


def test_after_a_hand_off_with_animations_the_hand_is_seen_face_up(table, qtbot):
    """The turn of the cards must not be cut off by the raising of the playable ones."""
    t = table(Speed.NORMAL)
    t.start([person("Anna"), person("Bo")], seed=5)
    qtbot.waitUntil(lambda: t.widget.hand_off_screen.isVisible(), timeout=15000)
    first = t.round.current
    qtbot.mouseClick(t.widget.hand_off_screen.button, Qt.LeftButton)
    qtbot.waitUntil(lambda: all(it.shows_face for it in t.scene.hands[first]), timeout=3000)
    t.wait_idle()  # and they stay so once every animation has ended
    drain()
    assert all(it.shows_face for it in t.scene.hands[first])
    assert not any(it.shows_face for it in t.scene.hands[1 - first])


def test_after_a_hand_off_the_cards_that_do_not_fit_are_dimmed_at_once(table, qtbot):
    """Defect 1: the next person's unplayable cards were dimmed only after a key."""
    t = table(Speed.NORMAL)
    t.start([person("Anna"), person("Bo")], seed=5)
    qtbot.waitUntil(lambda: t.widget.hand_off_screen.isVisible(), timeout=15000)
    first = t.round.current
    qtbot.mouseClick(t.widget.hand_off_screen.button, Qt.LeftButton)
    qtbot.waitUntil(lambda: t.controller.shown_seat == first)
    legal = {a.card for a in t.controller.legal_for_shown() if isinstance(a, Play)}
    items = t.scene.shown_items()
    assert items and any(it.card not in legal for it in items)
    assert all(it.dimmed == (it.card not in legal) for it in items)
    assert all(it.playable == (it.card in legal) for it in items)


def test_a_resize_during_an_animation_lays_out_again(table, qtbot):
    t = table(Speed.NORMAL)
    t.start([person("Anna"), computer("Bo"), computer("Cy"), computer("Di")], seed=2)
    qtbot.waitUntil(lambda: t.scene.queue.running)
    t.widget.resize(1920, 1080)
    qtbot.waitUntil(lambda: not t.scene.queue.running, timeout=10000)
    drain()
    lay = t.scene.layout
    assert lay.width > 1500
    hand = lay.seats[t.scene.bottom_seat].hand
    for item in t.scene.hands[t.scene.bottom_seat]:
        assert hand.x <= item.pos().x() <= hand.right
        assert item.size()[1] == lay.card_h
    assert t.finished == 1 + len(t.batches) or t.controller.busy


def test_closing_the_table_mid_animation_stops_cleanly(table, qtbot):
    t = table(Speed.NORMAL, keep=False)
    t.start([person("Anna"), computer("Bo")], seed=2)
    qtbot.waitUntil(lambda: t.scene.queue.running)
    t.widget.close()
    t.widget.deleteLater()
    drain()  # the table is deleted; an animation left ticking would warn on it
    # The controller is still usable by a new table; nothing is left ticking.
    t.controller.new_match(t.controller.setup)
    drain()


def test_keyboard_play(table, qtbot):
    t = table(Speed.OFF)
    menu = []
    t.widget.menu_requested.connect(lambda: menu.append(1))
    t.start([person("Anna"), computer("Bo")], seed=8)
    t.wait_turn(0)
    t.widget.setFocus()
    # The turn begins on the first card that may be played.
    legal_cards = {a.card for a in t.controller.legal_for_shown() if isinstance(a, Play)}
    items = t.scene.shown_items()
    first = next(i for i, it in enumerate(items) if it.card in legal_cards)
    assert t.scene.focus_index == first and items[first].focused
    qtbot.keyClick(t.widget, Qt.Key_Right)
    assert t.scene.focus_index == (first + 1) % len(items)
    assert items[(first + 1) % len(items)].focused
    qtbot.keyClick(t.widget, Qt.Key_Left)
    assert t.scene.focus_index == first
    qtbot.keyClick(t.widget, Qt.Key_Escape)
    assert menu == [1]
    card = t.scene.focused_card()
    qtbot.keyClick(t.widget, Qt.Key_Return)
    if card.color is None:
        assert t.widget.color_picker.isVisible()
        qtbot.keyClick(t.widget, Qt.Key_2)
    qtbot.waitUntil(lambda: any(isinstance(e, CardPlayed) and e.player == 0 for b in t.batches for e in b))
    t.wait_turn(0)
    before = len(t.round.hands[0])
    qtbot.keyClick(t.widget, Qt.Key_D)
    qtbot.waitUntil(lambda: any(isinstance(e, CardsDrawn) and e.player == 0 and e.reason.value == "draw"
                                for b in t.batches for e in b))
    assert len(t.round.hands[0]) in (before + 1, before) or t.round.phase is Phase.OVER


def test_a_language_change_retranslates_the_table(table, qtbot):
    from PySide6.QtCore import QCoreApplication, QEvent

    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo")], seed=8)
    t.wait_turn(0)
    t.widget.log.clear()
    QCoreApplication.sendEvent(t.widget, QEvent(QEvent.LanguageChange))
    assert t.widget.uno_button.text() == "UNO!"
    assert "Anna" in t.widget.status.text()


def test_playable_cards_stand_out_and_the_others_are_dimmed(table, qtbot):
    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo")], seed=8)
    t.wait_turn(0)
    legal_cards = {a.card for a in t.controller.legal_for_shown() if isinstance(a, Play)}
    items = t.scene.shown_items()
    raised = [it for it in items if it.card in legal_cards]
    others = [it for it in items if it.card not in legal_cards]
    assert raised and others
    assert all(not it.dimmed for it in raised) and all(it.dimmed for it in others)
    assert max(it.pos().y() for it in raised) < min(it.pos().y() for it in others)
    # Defect 11: not by height alone; a playable card is framed and lit.
    assert all(it.playable for it in raised) and not any(it.playable for it in others)


def test_a_very_long_name_is_cut_short_wherever_the_table_shows_it(table, qtbot):
    """Defect 12: a 360-character name from a hand-edited file filled the status line."""
    from unodesk.setup import NAME_LIMIT

    long_name = "Bo" + "o" * 358
    t = table(Speed.OFF)
    t.start([person("Anna"), computer(long_name)], seed=8)
    qtbot.waitUntil(lambda: t.round.current == 1 or "Bo" in t.widget.status.text(), timeout=5000)
    t.wait_idle()
    assert long_name not in t.widget.status.text()
    assert all(len(name) <= NAME_LIMIT for name in t.scene.names)
    assert all(long_name not in line for line in t.widget.log.lines())


@pytest.mark.parametrize("speed", [Speed.FAST, Speed.OFF])
def test_the_end_of_a_round_is_a_moment_before_the_summary(table, qtbot, speed):
    """Defect 6: the summary opened on top of the "Alva wins the round!" banner.
    The table names the winner and counts the points; only then is the round shown."""
    t = table(speed)
    shown = []
    t.widget.round_shown.connect(shown.append)
    results = []
    t.controller.round_finished.connect(results.append)
    t.start([computer("Alva"), computer("Bo")], seed=4)
    # Alva goes out with her last card at once; Bo keeps five.
    t.deal(Round.setup(RuleSet(), [[Card.parse("r1")], [Card.parse(c) for c in ("g1", "g2", "b3", "y4", "w")]],
                       [Card.parse("r5")], [Card.parse(c) for c in ("y1", "y2", "g3", "b4", "r6")], current=0))
    qtbot.waitUntil(lambda: bool(results), timeout=10000)
    banner = t.scene.banner
    assert banner is not None and "Alva" in banner.title and results[0].winner == 0
    assert banner.shown == 1.0  # the points have counted up
    assert t.scene.winner == results[0].winner and t.scene.seats[results[0].winner].winner
    assert shown == []  # the moment first
    qtbot.waitUntil(lambda: bool(shown), timeout=5000)
    assert shown == results
    assert t.scene.flying == []  # every card that flew to the winner has landed


# ------------------------------------------------------------ the layers of the table

VIEW = Path(__file__).resolve().parents[3] / "unodesk" / "view"
# The card scene under the table and the table itself; the demo drives a
# real match for a person to look at, the table never reads it.
TABLE = sorted(str(path.relative_to(VIEW)) for room in ("cards", "table") for path in (VIEW / room).glob("*.py")
               if path.name != "demo.py")


def imported(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            names.add("." * node.level + (node.module or ""))
            names.update(f"{node.module}.{a.name}" for a in node.names if node.module)
        elif isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
    return names


@pytest.mark.parametrize("module", TABLE)
def test_the_table_is_drawn_from_views_and_events_never_from_the_round(module):
    text = (VIEW / module).read_text(encoding="utf-8")
    assert "unodesk.engine.Round" not in imported(VIEW / module)
    assert re.findall(r"\.(?:match|round)\b", text) == []  # the controller's match and its round


def test_callouts_at_a_seat_along_the_top_stack_downwards_inside_the_table(table, qtbot):
    from PySide6.QtCore import QPointF

    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo")], seed=8)
    t.wait_turn(0)
    t.scene.callout_board.clear()
    at = QPointF(400, 30)
    for text in ("+4", "Skipped", "blue"):
        t.scene.callout(text, at)
    for bubble in t.scene.callout_board.bubbles:
        assert bubble.pos().y() - bubble.height / 2 >= 0, bubble.text


def test_whom_to_swap_with_at_ten_seats_fits_the_tray_in_rows(table, qtbot):
    t = table(Speed.OFF)
    w = t.widget
    names = ["Bo", "Cecilia", "Dag", "Elin", "Frida", "Gustav", "Hanna", "Ivar", "Johanna"]
    w.target_picker.open([(i + 1, name, 7) for i, name in enumerate(names)], True)
    drain()  # the tray lays out its rows
    assert w.tray.sizeHint().width() <= w.width() == 1024
    rows = {w.target_picker.grid.getItemPosition(w.target_picker.grid.indexOf(b))[0] for b in w.target_picker.buttons}
    assert 1 < len(rows) <= 3
    # Short on the button, whole for a screen reader and in the tooltip.
    assert w.target_picker.buttons[0].text() == "Bo \u00b7 7"
    assert w.target_picker.buttons[0].accessibleName() == w.target_picker.buttons[0].toolTip()
    w.target_picker.open([(1, "Bo", 7), (2, "Cy", 1)])
    assert "Bo" in w.target_picker.buttons[0].text() and "\u00b7" not in w.target_picker.buttons[0].text()


def test_callouts_at_one_seat_never_overlap_nor_cover_the_plaque_or_the_cards(table, qtbot):
    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo"), computer("Cy"), computer("Dag")], seed=8)
    t.wait_turn(0)
    board = t.scene.callout_board
    board.clear()
    lay = t.scene.layout
    hand = lay.seats[0].hand
    for seat in (0, 1, 2):
        for text in ("+4", "Skipped", "blue", "Caught!"):
            t.scene.callout(text, t.scene.seat_point(seat))
    board._over(board.bubbles[0])  # one fades out; the next must not land on those left
    t.scene.callout("Uno!", t.scene.seat_point(0))
    boxes = [bubble.box() for bubble in board.bubbles]
    for i, one in enumerate(boxes):
        assert not one.intersects(lay.plaque) and not one.intersects(hand)
        assert not any(one.intersects(other) for other in boxes[i + 1:])
