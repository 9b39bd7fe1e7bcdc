"""The controller: intents in, committed engine events out, FIFO while busy."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from unodesk.controller import GameController
from unodesk.setup import MatchSetup, SeatKind, SeatSetup
from unodesk.engine import Card, Draw, Phase, Play, Round, RuleSet, build_deck


def person(name="Anna"):
    return SeatSetup(name, SeatKind.PERSON)


def computer(name="Bo", level="normal"):
    return SeatSetup(name, SeatKind.COMPUTER, level)


class FakeScene:
    """Reports idle on the next turn of the event loop, like a scene with animations off."""

    def __init__(self, controller: GameController) -> None:
        self.batches = []
        self.controller = controller
        controller.round_started.connect(self._shown)
        controller.events_applied.connect(self._shown)

    def _shown(self, payload) -> None:
        self.batches.append(payload)
        QTimer.singleShot(0, self.controller.animations_finished)


def cards_in_play(r: Round) -> int:
    return sum(map(len, r.hands)) + len(r.discard) + r.draw_pile_size


def test_computers_play_a_round_to_its_end(qtbot):
    c = GameController(think_ms=(0, 0))
    scene = FakeScene(c)
    setup = MatchSetup(tuple(computer(f"C{i}") for i in range(4)), RuleSet(), seed=3)
    with qtbot.wait_signal(c.round_finished, timeout=20000) as blocker:
        c.new_match(setup)
    result = blocker.args[0]
    assert result.winner is not None
    assert c.match.round.phase is Phase.OVER
    assert cards_in_play(c.match.round) == len(build_deck(RuleSet()))
    assert len(scene.batches) > 10


def test_intents_while_busy_wait_in_order_and_apply_once(qtbot):
    c = GameController(think_ms=(0, 0))
    setup = MatchSetup((person(), computer()), RuleSet(), seed=5)
    c.new_match(setup)  # no scene: stays busy until told
    assert c.busy
    r = c.match.round
    applied = []
    c.events_applied.connect(applied.append)
    c.draw()
    c.draw()
    assert applied == []  # both draws wait for the deal to be shown
    before = cards_in_play(r)
    c.animations_finished()  # the deal is shown: the first queued draw runs
    assert len(applied) <= 1
    while c.busy:
        c.animations_finished()
    assert cards_in_play(r) == before


def test_an_illegal_play_is_refused_and_changes_nothing(qtbot):
    c = GameController(think_ms=(0, 0), wait_for_scene=False)
    hands = [[Card.parse("r5"), Card.parse("b7")], [Card.parse("g1"), Card.parse("g2")]]
    c.new_match(MatchSetup((person(), computer()), RuleSet(), seed=1))
    c._timer.stop()
    c.match.round = Round.setup(RuleSet(), hands, [Card.parse("r3")], [Card.parse("y9")] * 5, current=0)
    refused = []
    c.action_refused.connect(lambda a, e: refused.append((a, e.reason)))
    c.play_card(Card.parse("b7"))
    assert refused and refused[0][1] == "does_not_match"
    assert c.match.round.hands[0] == (Card.parse("r5"), Card.parse("b7"))


def test_uno_button_with_two_cards_arms_the_next_play(qtbot):
    c = GameController(think_ms=(0, 0), wait_for_scene=False)
    c.new_match(MatchSetup((person(), computer()), RuleSet(), seed=1))
    c._timer.stop()
    hands = [[Card.parse("r5"), Card.parse("b7")], [Card.parse("g1"), Card.parse("g2")]]
    c.match.round = Round.setup(RuleSet(), hands, [Card.parse("r3")], [Card.parse("y9")] * 5, current=0)
    c.call_uno()
    assert c.uno_armed
    c.play_card(Card.parse("r5"))
    assert c.match.round.uno_called[0]
    assert not c.uno_armed


def test_two_people_hand_off_hides_the_hand_until_confirmed(qtbot):
    c = GameController(think_ms=(0, 0), wait_for_scene=False)
    offered = []
    c.hand_off.connect(offered.append)
    c.new_match(MatchSetup((person("Anna"), person("Bo"), computer("Cy")), RuleSet(), seed=2))
    hands = [[Card.parse("r5"), Card.parse("b7")], [Card.parse("g1"), Card.parse("r2")], [Card.parse("y1")] * 2]
    c.match.round = Round.setup(RuleSet(), hands, [Card.parse("r3")], [Card.parse("y9")] * 5, current=0)
    c._handing_off_to = None
    c._idle()
    assert offered[-1] == 0 and c.shown_seat is None
    c.play_card(Card.parse("r5"))  # refused: nobody's hand is showing
    assert c.match.round.hands[0] == (Card.parse("r5"), Card.parse("b7"))
    c.hand_off_done()
    assert c.shown_seat == 0
    c.play_card(Card.parse("r5"))
    assert c.match.round.current == 1
    assert c.shown_seat is None and offered[-1] == 1


class Catcher:
    """Plays the first legal action; catches a missed Uno whenever it can."""

    def __init__(self, level="normal", *, seed=None):
        pass

    def choose(self, view, legal):
        return legal[0]

    def react(self, view, legal):
        from unodesk.engine import CatchUno

        return next((a for a in legal if isinstance(a, CatchUno)), None)


def test_a_computer_catches_a_person_who_forgot_uno(qtbot):
    c = GameController(Catcher, think_ms=(0, 0), wait_for_scene=False)
    c.new_match(MatchSetup((person(), computer()), RuleSet(), seed=1))
    c._timer.stop()
    hands = [[Card.parse("r5"), Card.parse("b7")], [Card.parse("g1"), Card.parse("g2")]]
    c.match.round = Round.setup(RuleSet(), hands, [Card.parse("r3")], [Card.parse("y9")] * 5, current=0)
    c.play_card(Card.parse("r5"))  # no Uno called
    assert c.match.round.catchable == 0
    qtbot.waitUntil(lambda: len(c.match.round.hands[0]) == 3, timeout=2000)
    assert c.match.round.catchable is None


def test_the_next_round_waits_for_the_round_to_end(qtbot):
    c = GameController(think_ms=(0, 0), wait_for_scene=False)
    c.new_match(MatchSetup((person(), computer()), RuleSet(), seed=1))
    c._timer.stop()
    refused = []
    c.action_refused.connect(lambda a, e: refused.append(e.reason))
    first = c.match.round
    c.next_round()
    assert refused == ["round_not_over"] and c.match.round is first


def test_a_finished_round_is_reported_once_with_its_scores(qtbot):
    c = GameController(think_ms=(0, 0), wait_for_scene=False)
    results = []
    c.round_finished.connect(results.append)
    c.new_match(MatchSetup((person(), computer()), RuleSet(), seed=1))
    c._timer.stop()
    hands = [[Card.parse("r5")], [Card.parse("g1"), Card.parse("g9")]]
    c.match.round = Round.setup(RuleSet(), hands, [Card.parse("r3")], [Card.parse("y9")] * 5, current=0)
    c.play_card(Card.parse("r5"))
    c.animations_finished()  # a stray report changes nothing
    assert len(results) == 1
    result = results[0]
    assert result.winner == 0 and result.round_scores == (10, 0) and result.totals == (10, 0)
    assert not result.match_over
