"""The controller: intents in, committed engine events out, FIFO while busy."""
from __future__ import annotations

from PySide6.QtCore import QTimer

from unodesk.controller import GameController
from unodesk.engine import Card, Phase, Round, RuleSet, build_deck
from unodesk.setup import MatchSetup, SeatKind, SeatSetup


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


def position(hands, current=0) -> Round:
    """A round at a position: `hands` as given, a red 3 on the pile, yellow 9s to draw."""
    return Round.setup(RuleSet(), [[Card.parse(c) for c in hand] for hand in hands], [Card.parse("r3")],
                       [Card.parse("y9")] * 5, current=current)


def test_an_illegal_play_is_refused_and_changes_nothing(qtbot):
    c = GameController(think_ms=(0, 0), wait_for_scene=False)
    c.start_at(MatchSetup((person(), computer()), RuleSet(), seed=1), position([["r5", "b7"], ["g1", "g2"]]))
    refused = []
    c.action_refused.connect(lambda a, e: refused.append((a, e.reason)))
    c.play_card(Card.parse("b7"))
    assert refused and refused[0][1] == "does_not_match"
    assert c.match.round.hands[0] == (Card.parse("r5"), Card.parse("b7"))


def test_uno_button_with_two_cards_arms_the_next_play(qtbot):
    c = GameController(think_ms=(0, 0), wait_for_scene=False)
    c.start_at(MatchSetup((person(), computer()), RuleSet(), seed=1), position([["r5", "b7"], ["g1", "g2"]]))
    c.call_uno()
    assert c.uno_armed
    c.play_card(Card.parse("r5"))
    assert c.match.round.uno_called[0]
    assert not c.uno_armed


def test_two_people_hand_off_hides_the_hand_until_confirmed(qtbot):
    c = GameController(think_ms=(0, 0), wait_for_scene=False)
    offered = []
    c.hand_off.connect(offered.append)
    c.start_at(MatchSetup((person("Anna"), person("Bo"), computer("Cy")), RuleSet(), seed=2),
               position([["r5", "b7"], ["g1", "r2"], ["y1", "y1"]]))
    assert offered[-1] == 0 and c.shown_seat is None
    c.play_card(Card.parse("r5"))  # refused: nobody's hand is showing
    assert c.match.round.hands[0] == (Card.parse("r5"), Card.parse("b7"))
    c.hand_off_done()
    assert c.shown_seat == 0
    c.play_card(Card.parse("r5"))
    assert c.match.round.current == 1
    assert c.shown_seat is None and offered[-1] == 1


class Catcher:
    """Catches a missed Uno whenever it can, on its turn as beside it; else
    plays the first legal action."""

    def __init__(self, level="normal", *, seed=None):
        pass

    def choose(self, view, legal, *, budget=None):
        return self.react(view, legal) or legal[0]

    def react(self, view, legal):
        from unodesk.engine import CatchUno

        return next((a for a in legal if isinstance(a, CatchUno)), None)


def test_a_computer_catches_a_person_who_forgot_uno(qtbot):
    c = GameController(Catcher, think_ms=(0, 0), wait_for_scene=False)
    c.start_at(MatchSetup((person(), computer()), RuleSet(), seed=1), position([["r5", "b7"], ["g1", "g2"]]))
    c.play_card(Card.parse("r5"))  # no Uno called
    assert c.match.round.catchable == 0
    qtbot.waitUntil(lambda: len(c.match.round.hands[0]) == 3, timeout=2000)
    assert c.match.round.catchable is None


def test_the_next_round_waits_for_the_round_to_end(qtbot):
    c = GameController(think_ms=(0, 0), wait_for_scene=False)
    c.new_match(MatchSetup((person(), computer()), RuleSet(), seed=1))
    refused = []
    c.action_refused.connect(lambda a, e: refused.append(e.reason))
    first = c.match.round
    c.next_round()
    assert refused == ["round_not_over"] and c.match.round is first


def test_a_finished_round_is_reported_once_with_its_scores(qtbot):
    c = GameController(think_ms=(0, 0), wait_for_scene=False)
    results = []
    c.round_finished.connect(results.append)
    c.start_at(MatchSetup((person(), computer()), RuleSet(), seed=1), position([["r5"], ["g1", "g9"]]))
    c.play_card(Card.parse("r5"))
    c.animations_finished()  # a stray report changes nothing
    assert len(results) == 1
    result = results[0]
    assert result.winner == 0 and result.round_scores == (10, 0) and result.totals == (10, 0)
    assert not result.match_over


def test_while_paused_no_computer_moves_and_going_on_resumes(qtbot):
    """Defect 2: the computers kept playing while the new-match window was open."""
    from PySide6.QtCore import QCoreApplication

    c = GameController(think_ms=(0, 0))
    scene = FakeScene(c)
    c.new_match(MatchSetup(tuple(computer(f"C{i}") for i in range(3)), RuleSet(), seed=3))
    with qtbot.wait_signal(c.events_applied, timeout=5000):
        pass  # the game is under way
    with qtbot.wait_signal(c.paused_changed) as signal:
        c.set_paused(True)
    assert signal.args == [True] and c.paused
    qtbot.waitUntil(lambda: not c.busy)  # what was committed is still shown
    shown = len(scene.batches)
    for _ in range(50):
        QCoreApplication.processEvents()
    # Nothing is asked, nothing is timed: no move can come while paused.
    assert not c.worker.thinking and not c.computers.timed
    assert len(scene.batches) == shown
    with qtbot.wait_signal(c.events_applied, timeout=5000):
        c.set_paused(False)
    assert not c.paused


def test_a_person_may_still_act_while_the_game_is_paused(qtbot):
    c = GameController(think_ms=(0, 0), wait_for_scene=False)
    c.start_at(MatchSetup((person(), computer()), RuleSet(), seed=4), position([["r5", "b7"], ["g1", "g2"]]))
    c.set_paused(True)
    applied = []
    c.events_applied.connect(applied.append)
    c.play_card(Card.parse("r5"))
    assert applied and c.match.round.current == 1
    assert not c.worker.thinking  # the computer waits for the window to close


def test_a_match_may_start_at_a_position_laid_as_if_just_dealt(qtbot):
    c = GameController(think_ms=(0, 0))
    dealt = []
    c.round_started.connect(dealt.append)
    r = position([["r5", "b7"], ["g1", "g2"]])
    setup = MatchSetup((person(), computer()), RuleSet(), seed=1)
    c.start_at(setup, r)
    assert c.match.round is r and dealt == [r] and c.busy  # the table shows the deal first
    assert c.setup == setup and c.shown_seat == 0 and c.log.actions == ()


def test_a_position_set_up_by_hand_is_not_given_to_the_keeper(qtbot):
    """No record would play it again: the keeper keeps what it kept before."""
    class Keeper:
        def __init__(self):
            self.begun, self.changes = [], []

        def begin_match(self, log):
            self.begun.append(log)

        def keep(self, change):
            self.changes.append(change)

    keeper = Keeper()
    c = GameController(think_ms=(0, 0), wait_for_scene=False, keeper=keeper)
    c.new_match(MatchSetup((person(), computer()), RuleSet(), seed=1))
    assert len(keeper.begun) == 1
    kept = len(keeper.changes)
    c.start_at(MatchSetup((person(), computer()), RuleSet(), seed=1), position([["r5", "b7"], ["g1", "g2"]]))
    c.play_card(Card.parse("r5"))
    assert c.match.round.hands[0] == (Card.parse("b7"),)
    assert len(keeper.begun) == 1 and len(keeper.changes) == kept


def test_an_action_given_whole_is_the_shown_persons_intent(qtbot):
    from unodesk.engine import Draw, Play

    c = GameController(think_ms=(0, 0), wait_for_scene=False)
    c.start_at(MatchSetup((person(), computer()), RuleSet(), seed=1), position([["r5", "b7"], ["g1", "g2"]]))
    refused = []
    c.action_refused.connect(lambda a, e: refused.append(e.reason))
    c.act(Draw(1))  # not the shown person's
    assert refused == ["not_your_turn"] and len(c.match.round.hands[1]) == 2
    before = c.moment()
    c.act(Play(0, Card.parse("r5")))
    assert c.match.round.hands[0] == (Card.parse("b7"),)
    assert c.moment() != before and c.moment() == c.moment()


def test_two_holders_hold_the_game_until_both_let_go(qtbot):
    """A window over the table and a lesson's coach each hold the game; it goes on once neither does."""
    c = GameController(think_ms=(0, 0), wait_for_scene=False)
    c.start_at(MatchSetup((person(), computer()), RuleSet(), seed=4), position([["r5", "b7"], ["g1", "g2"]]))
    changes = []
    c.paused_changed.connect(changes.append)
    c.set_paused(True)
    c.set_paused(True, "coach")
    c.set_paused(False)
    assert c.paused
    c.set_paused(False, "coach")
    assert not c.paused and changes == [True, False]


def test_a_gate_refuses_a_persons_action_before_the_match_sees_it(qtbot):
    from unodesk.engine import Draw, IllegalAction

    c = GameController(think_ms=(0, 0), wait_for_scene=False)
    c.start_at(MatchSetup((person(), computer()), RuleSet(), seed=4), position([["r5", "b7"], ["g1", "g2"]]))
    refused = []
    c.action_refused.connect(lambda action, error: refused.append((action, error.reason)))
    c.gate = lambda action: IllegalAction("lesson", "not now") if isinstance(action, Draw) else None
    before = c.moment()
    c.draw()
    assert refused == [(Draw(0), "lesson")] and c.moment() == before
    c.play_card(Card.parse("r5"))
    assert c.match.round.current == 1  # what the gate lets through is played


def test_a_match_set_aside_is_taken_up_as_it_stood(qtbot):
    c = GameController(think_ms=(0, 0), wait_for_scene=False)
    c.new_match(MatchSetup((person(), computer()), RuleSet(), seed=4))
    log, moment = c.log, c.moment()
    aside = c.set_aside()
    c.start_at(MatchSetup((person(), computer()), RuleSet(), seed=1), position([["r5", "b7"], ["g1", "g2"]]))
    assert c.log is not log
    c.take_up(aside)
    assert c.log is log and c.moment() == moment


def test_a_position_may_bring_its_own_computer_players(qtbot):
    from unodesk.engine import Play

    class Scripted:
        def choose(self, view, legal, *, budget=None):
            return Play(1, Card.parse("r2"))

        def react(self, view, legal):
            return None

    c = GameController(think_ms=(0, 0), wait_for_scene=False)
    c.start_at(MatchSetup((person(), computer()), RuleSet(), seed=4), position([["r5", "b7"], ["g1", "r2", "g2"]]),
               computers={1: Scripted()})
    c.play_card(Card.parse("r5"))
    qtbot.waitUntil(lambda: c.match.round.top == Card.parse("r2"), timeout=5000)
