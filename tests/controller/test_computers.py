"""Computer players decide in a worker thread; an answer is applied only if
the round is still where it was when the computer was asked."""
from __future__ import annotations

import inspect
import threading
from functools import partial

import pytest

from tests.qt_events import drain
from unodesk.ai import BASELINES, LEVELS, Answer, Question, decide, make_bot
from unodesk.controller import DecisionWorker, GameController
from unodesk.engine import Card, Draw, Round, RuleSet
from unodesk.setup import MatchSetup, SeatKind, SeatSetup

# Long enough that a test never waits on it by accident; the tests release
# the bots themselves.
RELEASE_TIMEOUT_S = 30


def person(name="Anna"):
    return SeatSetup(name, SeatKind.PERSON)


def computer(name="Bo"):
    return SeatSetup(name, SeatKind.COMPUTER)


class FirstMove:
    """Plays the first legal action and never moves beside its turn; says
    which thread it thought in."""

    def __init__(self, level="normal", *, seed=None) -> None:
        self.threads: list[threading.Thread] = []
        self.budgets: list[float | None] = []

    def choose(self, view, legal, *, budget=None):
        self.threads.append(threading.current_thread())
        self.budgets.append(budget)
        return legal[0]

    def react(self, view, legal):
        return None


class Hold:
    """Bots that, asked to choose, think until the test releases them."""

    def __init__(self) -> None:
        self.thinking = threading.Event()
        self.release = threading.Event()
        hold = self

        class Held(FirstMove):
            def choose(self, view, legal, *, budget=None):
                hold.thinking.set()
                hold.release.wait(RELEASE_TIMEOUT_S)
                return super().choose(view, legal, budget=budget)

        self.bot = Held


def factory(kind):
    made = []

    def make(level, *, seed=None):
        made.append(kind(level, seed=seed))
        return made[-1]

    return make, made


def duel(current: int = 1) -> Round:
    """A person (seat 0) and a computer (seat 1), red 3 on the pile."""
    hands = [[Card.parse("r5"), Card.parse("b7")], [Card.parse("g1"), Card.parse("r2"), Card.parse("y4")]]
    return Round.setup(RuleSet(), hands, [Card.parse("r3")], [Card.parse("y9")] * 5, current=current)


def test_a_computer_decides_outside_the_gui_thread(qtbot) -> None:
    make, made = factory(FirstMove)
    c = GameController(make, wait_for_scene=False)
    with qtbot.waitSignal(c.events_applied, timeout=5000):
        c.new_match(MatchSetup((computer("A"), computer("B")), seed=4))
    threads = [t for bot in made for t in bot.threads]
    assert threads and threading.main_thread() not in threads


def test_the_worker_answers_with_the_token_it_was_asked_with(qtbot) -> None:
    worker = DecisionWorker()
    r = duel()
    question = Question(1, r.view(1), tuple(r.legal_actions(1)), must_act=True)
    asker = worker.asker()
    with qtbot.waitSignal(asker.answered, timeout=5000) as signal:
        asker.ask("moment 7", partial(decide, {1: FirstMove()}, [question]))
    token, answer = signal.args
    assert token == "moment 7" and answer.question == question and answer.action == question.legal[0]
    worker.close()


def test_each_asker_awaits_its_own_answer_and_the_worker_closes_them_all(qtbot) -> None:
    worker = DecisionWorker()
    hint, computers = worker.asker(), worker.asker()
    hint.ask("hint", lambda: "the hint's answer")
    with qtbot.waitSignal(computers.answered, timeout=5000) as signal:
        computers.ask("move", lambda: "the computers' answer")
    assert signal.args == ["move", "the computers' answer"]
    assert not computers.thinking
    qtbot.waitUntil(lambda: not hint.thinking)  # answered too, to its own asker
    computers.ask("again", lambda: "never heard")
    worker.close()
    assert not worker.thinking and not computers.thinking


def test_the_first_seat_that_moves_answers_and_a_pass_is_none() -> None:
    r = duel(current=0)
    catch_free = Question(1, r.view(1), (Draw(1),), must_act=False)
    assert decide({1: FirstMove()}, [catch_free], None) is None
    turn = Question(0, r.view(0), tuple(r.legal_actions(0)), must_act=True)
    assert decide({0: FirstMove(), 1: FirstMove()}, [catch_free, turn], None).question == turn


def test_a_bot_is_given_the_pause_to_think_in(qtbot) -> None:
    make, made = factory(FirstMove)
    c = GameController(make, think_ms=(300, 300), wait_for_scene=False)
    c.set_speed(0.5)
    assert c.computers.speed == 0.5
    with qtbot.waitSignal(c.events_applied, timeout=5000):
        c.new_match(MatchSetup((computer("A"), computer("B")), seed=4))
    budgets = [b for bot in made for b in bot.budgets]
    assert budgets and budgets[0] == pytest.approx(0.15)


def thinking_match(hold: Hold) -> tuple[GameController, list]:
    """Two computers, one of them thinking until released; what gets applied from then on."""
    c = GameController(hold.bot, wait_for_scene=False)
    c.new_match(MatchSetup((computer("A"), computer("B")), seed=4))
    assert hold.thinking.wait(RELEASE_TIMEOUT_S)
    applied: list = []
    c.events_applied.connect(applied.append)
    return c, applied


def test_an_answer_for_a_match_that_was_replaced_is_never_applied(qtbot) -> None:
    hold = Hold()
    c, applied = thinking_match(hold)
    c.start_at(MatchSetup((person(), computer()), seed=5), duel(current=0))  # the person's turn: nobody else may move
    hold.release.set()
    c.worker.close()  # waits for the forgotten decision
    qtbot.waitUntil(lambda: not c.worker.thinking)
    assert applied == [] and c.match.round.hands[0] == (Card.parse("r5"), Card.parse("b7"))


def test_an_answer_for_a_moment_that_has_passed_is_dropped(qtbot) -> None:
    c = GameController(FirstMove, wait_for_scene=False)
    c.start_at(MatchSetup((person(), computer()), seed=1), duel(current=0))
    stale = c.moment()
    c.play_card(Card.parse("r5"))  # committed: the computer is asked about the moment after it
    assert c.moment() != stale and not c.computers.timed
    r = c.match.round
    question = Question(1, r.view(1), tuple(r.legal_actions(1)), must_act=True)
    # A move, but with the moment before (as a worker that was slow to forget would give it).
    c.computers.asker.answered.emit(stale, Answer(question, question.legal[0]))
    assert not c.computers.timed
    c.computers.asker.answered.emit(c.moment(), Answer(question, question.legal[0]))
    assert c.computers.timed  # the same move for the moment now is played after its pause


def test_a_person_calling_uno_while_a_computer_thinks_of_catching_is_safe(qtbot) -> None:
    """The computer's catch was an answer to the moment before the person's call."""
    release = threading.Event()
    asked = threading.Event()

    class SlowCatcher(FirstMove):
        def react(self, view, legal):
            asked.set()
            release.wait(RELEASE_TIMEOUT_S)
            return legal[0]

    c = GameController(SlowCatcher, wait_for_scene=False)
    hands = [[Card.parse("rskip"), Card.parse("b7")], [Card.parse("g1"), Card.parse("r2"), Card.parse("y4")]]
    c.start_at(MatchSetup((person(), computer()), seed=1),
               Round.setup(RuleSet(), hands, [Card.parse("r3")], [Card.parse("y9")] * 5, current=0))
    # One card left, no Uno called, and (two at the table) the person plays
    # again: beside the turn, the computer may catch.
    c.play_card(Card.parse("rskip"))
    assert c.match.round.catchable == 0 and c.match.round.current == 0 and asked.wait(RELEASE_TIMEOUT_S)
    c.call_uno()  # too late to be safe from a catch already made, in time for this one
    assert c.match.round.catchable is None
    applied: list = []
    c.events_applied.connect(applied.append)
    release.set()  # the catch comes, for a moment that has passed
    qtbot.waitUntil(lambda: not c.worker.thinking, timeout=5000)
    drain()  # the answer reaches the window's thread as a queued signal
    assert applied == [] and not c.computers.timed
    assert c.match.round.hands[0] == (Card.parse("b7"),)


def test_a_bot_that_raises_is_reported_in_the_gui_thread(qtbot) -> None:
    class Broken(FirstMove):
        def choose(self, view, legal, *, budget=None):
            raise RuntimeError("the bot broke")

    c = GameController(Broken, wait_for_scene=False)
    with qtbot.captureExceptions() as exceptions:
        c.new_match(MatchSetup((computer("A"), computer("B")), seed=4))
        qtbot.waitUntil(lambda: bool(exceptions), timeout=5000)
    assert "the bot broke" in str(exceptions[0][1])
    c.shutdown()


def test_after_shutdown_no_computer_moves(qtbot) -> None:
    hold = Hold()
    c, applied = thinking_match(hold)
    hold.release.set()
    c.shutdown()
    # Whatever says the game may go on: the table idle, a window closed over it, a hand-off.
    c.animations_finished()
    c.set_paused(True)
    c.set_paused(False)
    c.hand_off_done()
    assert applied == [] and not c.worker.thinking and not c.computers.timed


@pytest.mark.parametrize("level", LEVELS + BASELINES)
def test_every_computer_player_is_a_bot(level: str) -> None:
    """The one `Bot` protocol: `choose` takes the table's `budget`, always."""
    bot = make_bot(level, seed=1)
    choose = inspect.signature(bot.choose).parameters
    assert list(choose)[:2] == ["view", "legal"]
    assert choose["budget"].kind is inspect.Parameter.KEYWORD_ONLY and choose["budget"].default is None
    assert list(inspect.signature(bot.react).parameters)[:2] == ["view", "legal"]
