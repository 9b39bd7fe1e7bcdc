"""Passing the computer keeps everyone in the story: the recap at a hand-off
and when the cards appear, the news of a hand changed by another's card,
and no hand face up while another seat's turn is shown."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, Qt

from unodesk.engine import Card, Play, Round, RuleSet
from unodesk.setup.speeds import Speed
from unodesk.view.table.placement import story_room

from ..conftest import computer, person

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")
C = Card.parse


def take_the_computer(t, qtbot) -> int:
    """Wait for the hand-off and say "I am ..."; the seat now shown."""
    qtbot.waitUntil(lambda: t.widget.hand_off_screen.isVisible(), timeout=10000)
    seat = t.round.current
    qtbot.mouseClick(t.widget.hand_off_screen.button, Qt.LeftButton)
    qtbot.waitUntil(lambda: t.controller.shown_seat == seat)
    return seat


def test_the_hand_off_screen_and_the_cards_tell_what_happened_since_the_last_turn(table, qtbot, english):
    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Alva"), person("Bo")], seed=4)
    first = take_the_computer(t, qtbot)
    t.widget.draw()
    # The next person is told what happened since their last turn (at first: since the deal).
    qtbot.waitUntil(lambda: t.widget.hand_off_screen.isVisible(), timeout=10000)
    screen = t.widget.hand_off_screen
    lines = screen.recap.texts()
    assert lines and screen.heading.isVisible()
    assert any(t.controller.setup.seats[first].name in line for line in lines)
    assert lines[-1].startswith("Now the colour is")
    told = list(lines)
    seat = take_the_computer(t, qtbot)
    panel = t.widget.story_panel
    assert panel.isVisible() and panel.recap.texts()[-1] == told[-1]
    assert set(panel.recap.texts()[1:]) <= set(told)  # the latest lines, if not all of them
    assert t.widget.view.rect().contains(panel.geometry())
    assert panel.geometry().bottom() <= story_room(t.scene.layout)  # the piles stay in sight
    # Their first move puts it away.
    t.widget.draw()
    qtbot.waitUntil(lambda: not panel.isVisible(), timeout=5000)
    assert t.controller.shown_seat in (seat, None)


def test_at_a_table_of_one_person_a_draw_two_on_them_is_told_in_a_banner(table, qtbot, english):
    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo")], seed=1)
    t.wait_turn(0)
    hands = [[C("r3"), C("g1"), C("g2")], [C("r+2"), C("b9"), C("b8")]]
    t.deal(Round.setup(RuleSet(), hands, [C("r5")], [C(c) for c in ["y1", "y2", "y3", "y4", "y5", "y6"]]))
    t.controller.play_card(C("r3"))
    panel = t.widget.story_panel
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    assert panel.heading.text() == "Your hand changed"
    assert panel.recap.texts()[:2] == ["Bo made you draw 2 cards.", "You were skipped."]
    assert all(line.yours for line in panel.recap.lines)


class Frames(QObject):
    """Looks at every frame the table paints: no hand of a person is face up
    while the table shows another seat's turn."""

    def __init__(self, t, persons) -> None:
        super().__init__()
        self.t, self.persons = t, persons
        self.painted = 0
        self.seen: list[str] = []

    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint:
            self.painted += 1
            scene = self.t.scene
            if scene.players and not scene.reveal_all and scene.current is not None:
                for seat in self.persons:
                    if seat != scene.current and any(item.shows_face for item in scene.hands[seat]):
                        self.seen.append(f"seat {seat}'s cards face up on seat {scene.current}'s turn")
        return False


def test_frame_by_frame_no_hand_is_face_up_once_another_seat_is_to_act(table, qtbot):
    t = table(Speed.FAST)
    t.start([person("Anna"), computer("Alva"), person("Bo"), computer("Nils")], seed=6)
    frames = Frames(t, (0, 2))
    t.widget.view.viewport().installEventFilter(frames)
    turns = 0
    while turns < 6 and t.round.winner is None:
        seat = take_the_computer(t, qtbot)
        t.wait_idle()
        plays = [a for a in t.controller.legal_for_shown() if isinstance(a, Play)]
        if plays and plays[0].card.color is not None:
            t.widget.play(plays[0].card)
        else:
            t.widget.draw()
            t.wait_idle()
            if t.round.current == seat and t.controller.shown_seat == seat:
                t.controller.keep_card()  # the card drawn fits: kept
        qtbot.waitUntil(lambda seat=seat: t.round.current != seat, timeout=10000)
        turns += 1
    t.widget.view.viewport().removeEventFilter(frames)
    assert frames.painted > 20
    assert frames.seen == []
