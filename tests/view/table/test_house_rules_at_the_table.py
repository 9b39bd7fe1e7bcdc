"""The newer rules as the table offers them: a pair, a swap of nobody, the
wild cards' rest, the hand a challenge shows, and teams."""
from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt

from tests.qt_events import drain
from unodesk.engine import Card, CardPlayed, Challenged, Color, HandsSwapped, Play, Round, RuleSet
from unodesk.setup.speeds import Speed
from unodesk.view.table.choices import choices_for, swap_targets

from ..conftest import computer, person

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")
C = Card.parse
PILE = ("y1", "y2", "g3", "b4", "r6", "g7", "b8", "y9")


def deal(t, rules, hands, top="r5", seats=None, **setup):
    t.start(seats or [person("Anna"), computer("Bo")], rules, seed=1)
    t.wait_turn(0) if not setup.get("current") else t.wait_idle()
    r = Round.setup(rules, [[C(c) for c in h] for h in hands], [C(top)], [C(c) for c in PILE], **setup)
    t.deal(r)
    t.batches.clear()
    return r


def played(t) -> list[CardPlayed]:
    return [e for b in t.batches for e in b if isinstance(e, CardPlayed)]


# -- two identical cards at once -------------------------------------------

def holding_a_pair(t, rules=RuleSet(doubles=True)) -> None:
    """Anna holds both red 7s on a red 5, her turn."""
    deal(t, rules, [["r7", "r7", "b1"], ["g1", "g2", "g3"]])
    t.wait_turn(0)

def test_a_card_held_twice_asks_one_or_both_and_2_plays_both(table, qtbot):
    """001: två likadana kort på en gång (a house rule)."""
    t = table(Speed.OFF)
    holding_a_pair(t)
    assert "You hold a pair" in t.widget.status.text()
    t.widget.play(C("r7"))
    assert t.widget.pair_picker.isVisible()
    assert "red 7" in t.widget.pair_picker.title.text()
    qtbot.keyClick(t.widget, Qt.Key_2)
    qtbot.waitUntil(lambda: len(played(t)) == 2)
    assert [e.card for e in played(t)] == [C("r7"), C("r7")]
    assert not t.widget.pair_picker.isVisible()


def test_1_plays_only_one_of_the_pair(table, qtbot):
    t = table(Speed.OFF)
    holding_a_pair(t)
    t.widget.play(C("r7"))
    qtbot.keyClick(t.widget, Qt.Key_1)
    qtbot.waitUntil(lambda: bool(played(t)))
    t.wait_idle()
    assert [e.card for e in played(t) if e.player == 0] == [C("r7")]
    assert t.round.hands[0].count(C("r7")) == 1


def test_escape_closes_the_pair_question_and_plays_nothing(table, qtbot):
    t = table(Speed.OFF)
    holding_a_pair(t)
    t.widget.play(C("r7"))
    qtbot.keyClick(t.widget, Qt.Key_Escape)
    assert not t.widget.pair_picker.isVisible()
    drain()
    assert t.batches == []


def test_without_the_rule_a_card_held_twice_goes_down_alone(table, qtbot):
    t = table(Speed.OFF)
    holding_a_pair(t, RuleSet())
    t.widget.play(C("r7"))
    assert not t.widget.pair_picker.isVisible()
    qtbot.waitUntil(lambda: bool(played(t)))


def test_uno_can_be_armed_for_a_pair_that_leaves_one_card(table, qtbot):
    t = table(Speed.OFF)
    holding_a_pair(t)
    qtbot.mouseClick(t.widget.uno_button, Qt.LeftButton)
    assert t.controller.uno_armed
    t.widget.play(C("r7"), pair=True)
    qtbot.waitUntil(lambda: len(played(t)) == 2)
    t.wait_idle()
    assert t.round.view(0).uno_called[0]


# -- Wild Swap Hands may swap with nobody ----------------------------------

def test_wild_swap_hands_may_keep_ones_own_hand(table, qtbot):
    """002: spilles som vrikort, man kan i tillegg bytte hånd."""
    t = table(Speed.OFF)
    rules = RuleSet(deck="swap")
    deal(t, rules, [["wswap", "b2", "g2"], ["g1", "g2", "g3", "g4"]])
    t.wait_turn(0)
    t.widget.play(C("wswap"))
    qtbot.keyClick(t.widget, Qt.Key_1)
    picker = t.widget.target_picker
    assert picker.isVisible() and picker.no_swap.isVisible()
    qtbot.mouseClick(picker.no_swap, Qt.LeftButton)
    qtbot.waitUntil(lambda: bool(played(t)))
    t.wait_idle()
    assert not any(isinstance(e, HandsSwapped) for b in t.batches for e in b)
    assert sorted(map(str, t.round.hands[0])) == ["b2", "g2"]


def test_a_seven_under_seven_zero_always_swaps():
    r = Round.setup(RuleSet(seven_zero=True), [[C("r7"), C("b2")], [C("g1")], [C("y1")]], [C("r5")],
                    [C(c) for c in PILE])
    plays = [a for a in r.legal_actions(0) if isinstance(a, Play) and a.card == C("r7")]
    assert swap_targets(plays) == ((1, 2), False)


# -- a whole round between wild cards ---------------------------------------

def test_a_wild_refused_during_the_rest_says_who_must_still_play(table, qtbot):
    """002: spillet må spilles en hel runde før det kan vris igjen."""
    t = table(Speed.OFF)
    rules = RuleSet(wild_rest=True)
    t.start([person("Anna"), computer("Bo"), computer("Cy")], rules, seed=1)
    t.wait_turn(0)
    hands = [[C("w"), C("b1")], [C("g1")] * 3, [C("y1")] * 3]
    r = Round.setup(rules, hands, [C("r5")], [C(c) for c in PILE])
    view = dataclasses.replace(r.view(0), wild_rest_waiting=(1, 2))
    t.deal(Round.determinize(view, r.hands, [C(c) for c in PILE]))
    t.wait_turn(0)
    assert "No wild card until Bo and Cy" in t.widget.status.text()
    t.widget.play(C("w"))
    qtbot.waitUntil(lambda: "No wild card yet: Bo and Cy must have a turn first." in t.widget.status.text())
    assert not t.widget.color_picker.isVisible()


# -- the hand a challenge shows --------------------------------------------

def challenge_bo(t, qtbot, bo_hand=("w+4", "g3", "g4")):
    deal(t, RuleSet(), [["r1", "b2"], list(bo_hand)], current=1)
    qtbot.waitUntil(lambda: t.widget.challenge_prompt.isVisible(), timeout=5000)
    qtbot.keyClick(t.widget, Qt.Key_C)
    qtbot.waitUntil(lambda: any(isinstance(e, Challenged) for b in t.batches for e in b))


def test_the_challenger_sees_the_challenged_hand_and_the_game_waits(table, qtbot):
    """000: den anklagade måste visa sin hand för dig."""
    t = table(Speed.OFF)
    challenge_bo(t, qtbot)
    panel = t.widget.revealed_hand
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    assert "Bo" in panel.title.text()
    assert sorted(label.toolTip() for label in panel.card_labels) == ["green 3", "green 4"]
    assert "No bluff" in panel.verdict.text()
    drain()
    assert t.controller.busy  # held while the hand is shown
    qtbot.keyClick(t.widget, Qt.Key_Escape)
    assert not panel.isVisible()
    qtbot.waitUntil(lambda: not t.controller.busy or t.round.current != 0, timeout=5000)


def test_the_shown_hand_closes_by_itself(table, qtbot, monkeypatch):
    from unodesk.view.table import panels

    monkeypatch.setattr(panels, "REVEAL_MS", 100)
    t = table(Speed.OFF)
    challenge_bo(t, qtbot, ("w+4", "r3", "g4"))
    panel = t.widget.revealed_hand
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    assert "It was a bluff" in panel.verdict.text()
    qtbot.waitUntil(lambda: not panel.isVisible(), timeout=5000)


def test_between_two_people_the_hand_is_shown_before_the_computer_is_passed_on(table, qtbot):
    t = table(Speed.OFF)
    rules = RuleSet()
    t.start([person("Anna"), person("Bo")], rules, seed=1)
    t.wait_idle()
    r = Round.setup(rules, [[C("r1"), C("b2")], [C("w+4"), C("g3"), C("g4")]], [C("r5")],
                    [C(c) for c in PILE], current=1)
    t.deal(r)
    qtbot.waitUntil(lambda: t.widget.hand_off_screen.isVisible(), timeout=5000)
    t.controller.hand_off_done()
    t.wait_idle()
    t.widget.play(C("w+4"))
    qtbot.keyClick(t.widget, Qt.Key_3)
    qtbot.waitUntil(lambda: t.widget.hand_off_screen.isVisible(), timeout=5000)
    t.controller.hand_off_done()
    qtbot.waitUntil(lambda: t.widget.challenge_prompt.isVisible(), timeout=5000)
    qtbot.keyClick(t.widget, Qt.Key_C)
    panel = t.widget.revealed_hand
    qtbot.waitUntil(panel.isVisible, timeout=5000)
    assert not t.widget.hand_off_screen.isVisible()  # Anna's eyes only, before Bo takes over
    qtbot.keyClick(t.widget, Qt.Key_Return)
    qtbot.waitUntil(lambda: t.widget.hand_off_screen.isVisible(), timeout=5000)
    assert not panel.isVisible()


def test_the_table_offers_the_shown_hand_to_the_challenger_only():
    r = Round.setup(RuleSet(), [[C("r1"), C("b2")], [C("w+4"), C("g3")]], [C("r5")], [C(c) for c in PILE],
                    current=1)
    r.apply(Play(1, C("w+4"), Color.GREEN))
    from unodesk.engine import Challenge

    r.apply(Challenge(0))
    assert choices_for(r.view(0), r.legal_actions(0)).revealed == (1, (C("g3"),))
    assert choices_for(r.view(1), r.legal_actions(1)).revealed is None


def test_the_shown_hand_comes_with_how_the_challenge_ended():
    """Bo held no red card: no bluff; holding one, a bluff; the panel says which."""
    from unodesk.engine import Challenge

    r = Round.setup(RuleSet(), [[C("r1"), C("b2")], [C("w+4"), C("g3")]], [C("r5")], [C(c) for c in PILE],
                    current=1)
    assert choices_for(r.view(0), r.legal_actions(0)).revealed_bluff is None
    r.apply(Play(1, C("w+4"), Color.GREEN))
    r.apply(Challenge(0))
    assert choices_for(r.view(0), r.legal_actions(0)).revealed_bluff is False
    bluffing = Round.setup(RuleSet(), [[C("r1"), C("b2")], [C("w+4"), C("r3")]], [C("r5")],
                           [C(c) for c in PILE], current=1)
    bluffing.apply(Play(1, C("w+4"), Color.GREEN))
    bluffing.apply(Challenge(0))
    choices = choices_for(bluffing.view(0), bluffing.legal_actions(0))
    assert choices.revealed == (1, (C("r3"),)) and choices.revealed_bluff is True


# -- teams ------------------------------------------------------------------

@pytest.mark.parametrize("players", [4, 10])
def test_partners_wear_the_same_team_badge_with_its_name(table, qtbot, players):
    t = table(Speed.OFF)
    seats = [person("Anna")] + [computer(f"C{i}") for i in range(1, players)]
    t.start(seats, RuleSet(teams=True), seed=1)
    t.wait_idle()
    badges = t.scene.badges
    assert len(badges) == players
    half = players // 2
    for badge in badges:
        partner = badges[(badge.seat + half) % players]
        assert partner.text == badge.text == f"Team {badge.seat % half + 1}"
    assert len({b.text for b in badges}) == half


@pytest.mark.parametrize("players", [4, 10])
def test_a_team_badge_is_a_small_band_that_covers_no_card(table, qtbot, players):
    t = table(Speed.OFF, size=(1024, 640))
    seats = [person("Anna")] + [computer(f"C{i}") for i in range(1, players)]
    t.start(seats, RuleSet(teams=True), seed=1)
    t.wait_idle()
    hand = [item.sceneBoundingRect() for item in t.scene.items() if type(item).__name__ == "CardItem"]
    for badge in t.scene.badges:
        band = badge.sceneBoundingRect()
        assert band.height() < 40
        if badge.seat == 0:
            # The person's badge sits in the column of name and counts, beside the hand.
            assert not any(band.intersects(card) for card in hand)


def test_without_teams_there_are_no_badges(table, qtbot):
    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo"), computer("Cy"), computer("Di")], RuleSet(), seed=1)
    t.wait_idle()
    assert t.scene.badges == []
