"""The table for people who do not use a mouse or do not see it: every
control reached by the keyboard with a visible focus, the seats and cards in
words for a screen reader, and larger cards on request."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QWidget

from unodesk.engine import Card, Play, RuleSet
from unodesk.i18n.card_effects import card_effect
from unodesk.i18n.table_words import card_words
from unodesk.setup.speeds import Speed

from ..conftest import computer, person

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")


def focus_chain(start: QWidget) -> list[QWidget]:
    """The widgets Tab visits from `start`, in order, once round."""
    chain, widget = [], start.nextInFocusChain()
    while widget is not start and widget not in chain:
        chain.append(widget)
        widget = widget.nextInFocusChain()
    return chain


def test_the_shown_hand_names_each_card_and_whether_it_fits(table, qtbot):
    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo")], seed=8)
    t.wait_turn(0)
    legal = {a.card for a in t.controller.legal_for_shown() if isinstance(a, Play)}
    for item in t.scene.shown_items():
        assert item.toolTip() == card_words(item.card, item.card in legal, card_effect(item.card, RuleSet(), 2))
    # The computer's cards are never named.
    assert all(item.toolTip() == "" for item in t.scene.hands[1])


def test_moving_along_the_hand_says_the_card_with_the_focus(table, qtbot):
    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo")], seed=8)
    t.wait_turn(0)
    t.widget.setFocus()
    qtbot.keyClick(t.widget, Qt.Key_Right)
    qtbot.keyClick(t.widget, Qt.Key_Right)
    card = t.scene.focused_card()
    legal = {a.card for a in t.controller.legal_for_shown() if isinstance(a, Play)}
    assert t.widget.accessibleDescription() == card_words(card, card in legal, card_effect(card, RuleSet(), 2))


def test_each_card_says_what_it_does_under_the_rules_in_force(table, qtbot, english):
    """Issue 23: a Skip at two seats lets you play again; the tooltip and the screen reader say so."""
    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo")], seed=8)
    t.wait_turn(0)
    for item in t.scene.shown_items():
        words = item.toolTip()
        does = card_effect(item.card, RuleSet(), 2)
        assert words.endswith(does)
        if item.card.rank.name in ("SKIP", "REVERSE"):
            assert "you play again" in words
        if item.card == Card.parse("w+4"):
            assert "bluff" in words


def test_the_seats_and_the_table_are_said_in_words(table, qtbot, english):
    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo")], seed=8)
    t.wait_turn(0)
    seats = {seat.seat: seat.toolTip() for seat in t.scene.seats}
    assert seats[1].startswith(f"Bo: {len(t.round.hands[1])} cards")
    assert seats[0].endswith("their turn")
    words = t.widget.view.accessibleDescription()
    assert seats[0] in words and seats[1] in words and "draw pile" in words


def test_every_button_of_the_table_is_reached_by_tab_and_shows_its_focus(table, qtbot):
    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo")], seed=8)
    t.wait_turn(0)
    w = t.widget
    chain = focus_chain(w)
    for button in (w.uno_button, w.history_button, *w.color_picker.buttons.values(), w.color_picker.cancel,
                   w.challenge_prompt.challenge_button, w.challenge_prompt.accept_button, w.keep_button,
                   w.take_button, w.pair_picker.one_button, w.pair_picker.both_button):
        assert button in chain, button.objectName()
        assert button.focusPolicy() & Qt.TabFocus
    # Every button on or under the table draws its focus (a gold or cream border).
    buttons = [b for b in w.findChildren(QAbstractButton)]
    assert buttons
    for button in buttons:
        style = "".join(widget.styleSheet() for widget in (button, *ancestors(button, w)))
        assert ":focus" in style, button.objectName()


def ancestors(widget: QWidget, top: QWidget) -> list[QWidget]:
    found = []
    while widget is not top and widget is not None:
        widget = widget.parentWidget()
        found.append(widget)
    return found


def test_every_button_has_a_name_for_a_screen_reader(table, qtbot):
    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo")], seed=8)
    t.wait_turn(0)
    w = t.widget
    w.color_picker.open(can_cancel=True, card="Wild")
    for button in w.findChildren(QAbstractButton):
        if button.isVisibleTo(w):
            assert button.accessibleName() or button.text(), button.objectName()
    assert w.uno_button.accessibleName() == "Call Uno"


def test_larger_cards_make_every_card_on_the_table_bigger(table, qtbot):
    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo")], seed=8)
    t.wait_turn(0)
    before = t.scene.layout
    t.widget.set_large_cards(True)
    after = t.scene.layout
    assert after.card_h > before.card_h and after.small_h > before.small_h
    t.widget.set_large_cards(False)
    assert t.scene.layout.card_h == before.card_h
