"""The family's own things at the table: its rule card shown large and in
the log, a colour put down, the winner's celebration, and its looks."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from unodesk.engine import Card, CardsDiscarded, Round, RuleSet
from unodesk.setup import RoundResult
from unodesk.setup.speeds import Speed
from unodesk.view.looks import cloth
from unodesk.view.speeds import MOMENT_MOST_MS

from ..conftest import computer, person

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")
C = Card.parse
PILE = ("y1", "y2", "g3", "b4", "r6", "g7", "b8", "y9")
RULE = "Everyone passes their hand to the left"


def deal(t, rules, hands, top="r5"):
    t.start([person("Anna"), computer("Bo")], rules, seed=1)
    t.wait_turn(0)
    t.deal(Round.setup(rules, [[C(c) for c in h] for h in hands], [C(top)], [C(c) for c in PILE]))
    t.batches.clear()
    t.wait_turn(0)


def play_wild(t, qtbot, color_key=Qt.Key_1) -> None:
    t.widget.play(C("wcustom"))
    assert t.widget.color_picker.isVisible()
    qtbot.keyClick(t.widget, color_key)


@pytest.mark.parametrize("speed", [Speed.OFF, Speed.FAST])
def test_a_customizable_wild_played_shows_the_familys_rule_large_and_in_the_log(table, qtbot, speed):
    t = table(speed)
    t.scene.family_rule = RULE
    t.widget.log.set_family_rule(RULE)
    deal(t, RuleSet(deck="shuffle", custom_effect="pass_hands"), [["wcustom", "r1", "g2"], ["b1", "b2", "b3"]])
    play_wild(t, qtbot)
    qtbot.waitUntil(lambda: t.scene.rule_card is not None and t.scene.rule_card.scene() is t.scene)
    assert t.scene.rule_card.text == RULE and t.scene.rule_card.heading == "Wild Customizable"
    qtbot.waitUntil(lambda: any(RULE in line for line in t.widget.log.lines()))
    assert any(line.startswith("Anna played Wild Customizable:") for line in t.widget.log.lines())


def test_without_words_of_the_family_the_card_is_played_as_any_other(table, qtbot):
    t = table(Speed.OFF)
    deal(t, RuleSet(deck="shuffle", custom_effect="others_draw"), [["wcustom", "r1", "g2"], ["b1", "b2", "b3"]])
    play_wild(t, qtbot)
    t.wait_idle()
    assert t.scene.rule_card is None
    assert len(t.round.hands[1]) == 4  # Bo drew one


def test_a_colour_put_down_leaves_the_hand_and_goes_under_the_wild(table, qtbot):
    t = table(Speed.FAST)
    deal(t, RuleSet(deck="shuffle", custom_effect="discard_color"), [["wcustom", "r1", "r2", "g2"], ["b1", "b2"]])
    play_wild(t, qtbot)  # red
    qtbot.waitUntil(lambda: any(isinstance(e, CardsDiscarded) for b in t.batches for e in b))
    t.wait_idle()
    assert [item.card for item in t.scene.hands[0]] == list(t.round.hands[0]) == [C("g2")]
    assert t.scene.discard[-1].card == C("wcustom")


def test_the_winners_moment_shows_their_face_and_never_holds_the_game_more_than_two_seconds(table, qtbot):
    t = table(Speed.SLOW)
    t.start([person("Anna"), computer("Bo")], RuleSet(), seed=1)
    t.wait_turn(0)
    t.scene.show_banner("Anna wins the round!", 30, 0)
    assert t.scene.banner.winner == ("Anna", 0)
    result = RoundResult(0, (30, 0), (500, 0), ((), ()), True, 0)
    t.widget._round_finished(result)
    assert t.widget._moment.interval() <= MOMENT_MOST_MS
    assert t.scene.banner.grand and t.scene.confetti is not None


def test_without_animations_the_celebration_is_calm(table, qtbot):
    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo")], RuleSet(), seed=1)
    t.wait_turn(0)
    t.scene.celebrate_match("Anna wins the match!", "with 500 points")
    assert t.scene.banner.grand and t.scene.confetti is None


@pytest.mark.parametrize("name", ["green", "blue", "red", "wood"])
def test_every_table_is_drawn_and_high_contrast_is_plain_and_dark(qapp, name):
    brush = cloth(name, False, 800, 600)
    assert brush.gradient() is not None or not brush.texture().isNull()
    dark = cloth(name, True, 800, 600)
    assert dark.gradient() is None and dark.color().lightness() < 30


def test_a_new_back_or_the_high_contrast_draws_every_card_again(table):
    t = table(Speed.OFF)
    faces = t.scene.faces
    faces.pixmap(C("r5"), 60, 90)
    assert len(faces) == 1
    assert faces.set_style("stars", False) and len(faces) == 0
    assert not faces.set_style("stars", False)
    before = faces.drawn
    faces.pixmap(None, 60, 90)
    faces.set_style("stars", True)
    faces.pixmap(None, 60, 90)
    assert faces.drawn == before + 2
