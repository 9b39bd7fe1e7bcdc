"""The shown person's choices: colour for a wild, catching a missed Uno, a challenge, Uno;
first on the table, then as the pure answer of a view and its legal actions."""
from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt

from tests.qt_events import drain
from unodesk.engine import (
    Card,
    CatchUno,
    Challenged,
    ChooseColor,
    Color,
    ColorChosen,
    Draw,
    Phase,
    Play,
    Round,
    RuleSet,
    UnoCaught,
)
from unodesk.setup.speeds import Speed
from unodesk.view.table.choices import Choices, choices_for

from ..conftest import computer, person

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")
C = Card.parse


def prepared(t, hands, top="r5", pile=("y1", "y2", "g3", "b4", "r6", "g7", "b8", "y9"), **view_changes):
    t.start([person("Anna"), computer("Bo")], seed=1)
    t.wait_turn(0)
    r = Round.setup(RuleSet(), [[C(c) for c in h] for h in hands], [C(top)], [C(c) for c in pile])
    if view_changes:
        view = dataclasses.replace(r.view(0), **view_changes)
        r = Round.determinize(view, r.hands, [C(c) for c in pile])
    t.deal(r)
    t.wait_turn(0)
    t.batches.clear()
    return r


def test_a_wild_asks_for_a_colour_and_plays_with_it(table, qtbot):
    t = table(Speed.OFF)
    prepared(t, [["w", "r1", "b2"], ["g1", "g2"]])
    t.widget.play(C("w"))
    assert t.widget.color_picker.isVisible()
    qtbot.keyClick(t.widget, Qt.Key_3)
    qtbot.waitUntil(lambda: any(isinstance(e, ColorChosen) for b in t.batches for e in b))
    chosen = next(e for b in t.batches for e in b if isinstance(e, ColorChosen))
    assert chosen == ColorChosen(0, Color.GREEN)
    assert not t.widget.color_picker.isVisible()


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
def test_the_colour_picker_covers_nothing_on_the_table_and_the_line_says_what_it_asks(table, qtbot, size):
    """Defect 10: the picker covered the piles and the colour in force, and the
    status line still said "play a raised card" while it was open."""
    from PySide6.QtCore import QRect

    t = table(Speed.OFF, size)
    prepared(t, [["w", "r1", "b2"], ["g1", "g2"]])
    t.widget.play(C("w"))
    picker = t.widget.color_picker
    assert picker.isVisible()
    table_area = QRect(t.widget.view.mapTo(t.widget, t.widget.view.rect().topLeft()), t.widget.view.size())
    where = QRect(picker.mapTo(t.widget, picker.rect().topLeft()), picker.size())
    assert not where.intersects(table_area)
    assert t.widget.rect().contains(where)
    line = t.widget.status.text()
    assert "raised card" not in line and "Choose the colour for your Wild" in line
    qtbot.keyClick(t.widget, Qt.Key_Escape)
    assert "raised card" in t.widget.status.text()


def test_escape_cancels_the_colour_picker_and_plays_nothing(table, qtbot):
    t = table(Speed.OFF)
    prepared(t, [["w", "r1", "b2"], ["g1", "g2"]])
    t.widget.play(C("w"))
    qtbot.keyClick(t.widget, Qt.Key_Escape)
    assert not t.widget.color_picker.isVisible()
    drain()
    assert t.batches == []


def test_a_player_who_forgot_uno_can_be_caught_at_their_seat(table, qtbot):
    t = table(Speed.OFF)
    prepared(t, [["r1", "b2", "g4"], ["g1"]], catchable=1, uno_called=(False, False))
    button = t.widget.catch_buttons[1]
    assert button.isVisible()
    box = t.scene.layout.seats[1].box
    assert box.x <= button.x() + button.width() / 2 <= box.right
    qtbot.mouseClick(button, Qt.LeftButton)
    qtbot.waitUntil(lambda: any(isinstance(e, UnoCaught) for b in t.batches for e in b))
    assert len(t.round.hands[1]) == 3


def test_a_wild_draw_four_on_the_person_asks_challenge_or_take(table, qtbot):
    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo")], seed=1)
    t.wait_turn(0)
    r = Round.setup(RuleSet(), [[C("r1"), C("b2")], [C("w+4"), C("r3"), C("g3")]], [C("r5")],
                    [C(c) for c in ("y1", "y2", "g3", "b4", "r6", "g7", "b8", "y9")], current=1)
    t.deal(r)
    qtbot.waitUntil(lambda: t.widget.challenge_prompt.isVisible(), timeout=5000)
    assert "Bo" in t.widget.challenge_prompt.title.text()
    assert "Bo" in t.widget.status.text()
    assert t.widget.uno_button.isVisible()
    qtbot.keyClick(t.widget, Qt.Key_C)
    qtbot.waitUntil(lambda: any(isinstance(e, Challenged) for b in t.batches for e in b))


def test_the_uno_button_arms_uno_with_two_cards(table, qtbot):
    t = table(Speed.OFF)
    prepared(t, [["r1", "b2"], ["g1", "g2"]])
    qtbot.mouseClick(t.widget.uno_button, Qt.LeftButton)
    assert t.controller.uno_armed and t.widget.uno_button.isChecked()
    assert "Uno will be called" in t.widget.status.text()


def test_a_seven_asks_whom_to_swap_with_and_the_hands_fly_across(table, qtbot):
    t = table(Speed.FAST)
    t.start([person("Anna"), computer("Bo"), computer("Cy")], RuleSet(seven_zero=True), seed=1)
    t.wait_turn(0)
    r = Round.setup(RuleSet(seven_zero=True), [[C("r7"), C("b2"), C("g2")], [C("g1")] * 5, [C("y1")] * 2],
                    [C("r5")], [C(c) for c in ("y1", "y2", "g3", "b4", "r6", "g7", "b8", "y9")])
    t.deal(r)
    t.wait_turn(0)
    t.widget.play(C("r7"))
    assert t.widget.target_picker.isVisible()
    names = [b.text() for b in t.widget.target_picker.buttons]
    assert any("Bo" in n for n in names) and any("Cy" in n for n in names)
    qtbot.mouseClick(t.widget.target_picker.buttons[0], Qt.LeftButton)
    qtbot.waitUntil(lambda: not t.controller.busy and not t.scene.queue.running, timeout=10000)
    for seat in range(3):
        assert [it.card for it in t.scene.hands[seat]] == list(t.round.hands[seat])
    assert all(it.face_up for it in t.scene.hands[0]) and not any(it.face_up for it in t.scene.hands[1])


def test_the_discard_pile_becomes_the_draw_pile_when_it_runs_out(table, qtbot):
    t = table(Speed.FAST)
    t.start([person("Anna"), computer("Bo")], seed=1)
    t.wait_turn(0)
    r = Round.setup(RuleSet(), [[C("r1"), C("b2")], [C("g1"), C("g2")]],
                    [C("y3"), C("y4"), C("g5"), C("y6"), C("y5")], [])
    t.deal(r)
    t.wait_turn(0)
    t.batches.clear()
    qtbot.keyClick(t.widget, Qt.Key_D)
    qtbot.waitUntil(lambda: t.batches and not t.scene.queue.running, timeout=10000)
    assert any(type(e).__name__ == "PileReshuffled" for e in t.batches[0])
    assert t.scene.pile.count == t.round.draw_pile_size
    assert len(t.scene.discard) == 1 and t.scene.discard[0].card == t.round.top


def test_shuffled_hands_are_dealt_out_again_and_match_the_engine(table, qtbot):
    t = table(Speed.FAST)
    rules = RuleSet(deck="shuffle")
    t.start([person("Anna"), computer("Bo"), computer("Cy")], rules, seed=1)
    t.wait_turn(0)
    r = Round.setup(rules, [[C("wshuffle"), C("b2"), C("g2")], [C("g1")] * 5, [C("y1")] * 2],
                    [C("r5")], [C(c) for c in ("y1", "y2", "g3", "b4", "r6", "g7", "b8", "y9")])
    t.deal(r)
    t.wait_turn(0)
    t.widget.play(C("wshuffle"))
    qtbot.keyClick(t.widget, Qt.Key_4)
    qtbot.waitUntil(lambda: t.batches and not t.scene.queue.running and not t.controller.busy, timeout=10000)
    assert any(type(e).__name__ == "HandsShuffled" for b in t.batches for e in b)
    for seat in range(3):
        assert [it.card for it in t.scene.hands[seat]] == list(t.round.hands[seat])


def test_keys_reach_the_table_from_a_focused_picker_button(table, qtbot):
    t = table(Speed.OFF)
    prepared(t, [["w", "r1", "b2"], ["g1", "g2"]])
    t.widget.play(C("w"))
    button = t.widget.color_picker.buttons[Color.RED]
    button.setFocus()
    qtbot.keyClick(button, Qt.Key_4)
    qtbot.waitUntil(lambda: any(isinstance(e, ColorChosen) for b in t.batches for e in b))
    assert next(e for b in t.batches for e in b if isinstance(e, ColorChosen)).color is Color.BLUE


# ------------------------------------------------------------ what the table offers, without a table

def setup_round(hands, top="r5", rules=RuleSet(), **setup):
    return Round.setup(rules, [[C(c) for c in h] for h in hands], [C(top)],
                       [C(c) for c in ("y1", "y2", "g3", "b4", "r6", "g7", "b8", "y9")], **setup)


def offered(r, seat=0):
    return choices_for(r.view(seat), r.legal_actions(seat))


def test_no_hand_shown_offers_nothing():
    assert choices_for(None, []) == Choices()


def test_on_the_persons_turn_the_fitting_cards_rise_and_the_pile_may_be_drawn():
    choices = offered(setup_round([["r1", "b2", "r7"], ["g1", "g2"]]))
    assert choices.playable == {C("r1"), C("r7")} and choices.can_draw
    assert not (choices.keep or choices.choose_color or choices.challenge or choices.take or choices.catch)


def test_out_of_turn_nothing_rises_unless_a_card_may_jump_in():
    r = setup_round([["r1", "b2"], ["g1", "g2"]], current=1)
    assert offered(r).playable is None
    jump_in = choices_for(r.view(0), [Play(0, C("r5"))])
    assert jump_in.playable == {C("r5")}


def test_a_drawn_card_may_be_kept():
    r = setup_round([["b2", "g4"], ["g1", "g2"]], top="y3")
    r.apply(Draw(0))  # the draw pile's top is y1: it fits
    assert offered(r).keep and offered(r).playable == {C("y1")}


def test_a_wild_draw_four_is_challenged_or_its_cards_taken():
    r = setup_round([["r1", "b2"], ["w+4", "r3", "g3"]], current=1)
    r.apply(Play(1, C("w+4"), Color.GREEN))
    choices = offered(r)
    assert choices.challenge and choices.bluffer == 1 and choices.penalty == 4
    assert not choices.take  # the prompt offers the taking itself


def test_stacked_penalties_are_answered_or_taken():
    rules = RuleSet(stacking=True)
    r = setup_round([["r1", "b2"], ["r+2", "g3", "g4"]], rules=rules, current=1)
    r.apply(Play(1, C("r+2")))
    choices = offered(r)
    assert choices.take and choices.penalty == 2 and not choices.challenge


def test_a_first_wild_card_asks_its_colour():
    view = dataclasses.replace(setup_round([["r1", "b2"], ["g1", "g2"]]).view(0), phase=Phase.CHOOSE_COLOR)
    assert choices_for(view, [ChooseColor(0, c) for c in Color]).choose_color


def test_each_forgetful_player_can_be_caught_once():
    view = setup_round([["r1", "b2"], ["g1", "g2"]]).view(0)
    assert choices_for(view, [CatchUno(0, 1), CatchUno(0, 1)]).catch == (1,)
