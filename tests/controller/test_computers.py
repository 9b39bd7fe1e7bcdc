"""Computer players decide in a worker thread; an answer is applied only if
the round is still where it was when the computer was asked."""
from __future__ import annotations

import inspect
import threading

import pytest

from unodesk.ai import LEVELS, make_bot
from unodesk.controller import Answer, DecisionWorker, GameController, Question
from unodesk.controller.computers import decide, takes_budget
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

    def choose(self, view, legal):
        self.threads.append(threading.current_thread())
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
            def choose(self, view, legal):
                hold.thinking.set()
                hold.release.wait(RELEASE_TIMEOUT_S)
                return super().choose(view, legal)

        self.bot = Held


class Budgeted(FirstMove):
    def __init__(self, level="normal", *, seed=None) -> None:
        super().__init__(level, seed=seed)
        self.budgets: list[float] = []

    def choose(self, view, legal, *, budget: float | None = None):
        self.budgets.append(budget)
        return super().choose(view, legal)


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
    with qtbot.waitSignal(worker.answered, timeout=5000) as signal:
        worker.ask("moment 7", {1: FirstMove()}, [question])
    token, answer = signal.args
    assert token == "moment 7" and answer.question == question and answer.action == question.legal[0]
    worker.close()


def test_the_first_seat_that_moves_answers_and_a_pass_is_none() -> None:
    r = duel(current=0)
    catch_free = Question(1, r.view(1), (Draw(1),), must_act=False)
    assert decide({1: FirstMove()}, [catch_free], None) is None
    turn = Question(0, r.view(0), tuple(r.legal_actions(0)), must_act=True)
    assert decide({0: FirstMove(), 1: FirstMove()}, [catch_free, turn], None).question == turn


def test_a_bot_that_takes_a_budget_is_given_the_pause(qtbot) -> None:
    make, made = factory(Budgeted)
    c = GameController(make, think_ms=(300, 300), wait_for_scene=False)
    c.set_speed(0.5)
    with qtbot.waitSignal(c.events_applied, timeout=5000):
        c.new_match(MatchSetup((computer("A"), computer("B")), seed=4))
    budgets = [b for bot in made for b in bot.budgets]
    assert budgets and budgets[0] == pytest.approx(0.15)
    assert takes_budget(Budgeted()) and not takes_budget(FirstMove())


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
    c.new_match(MatchSetup((person(), computer()), seed=5))
    c.match.round = duel(current=0)  # the person's turn: nobody else may move
    hold.release.set()
    c.worker.close()  # waits for the forgotten decision
    qtbot.waitUntil(lambda: not c.worker.thinking)
    assert applied == [] and c.match.round.hands[0] == (Card.parse("r5"), Card.parse("b7"))


def test_an_answer_for_a_moment_that_has_passed_is_dropped(qtbot) -> None:
    c = GameController(FirstMove, wait_for_scene=False)
    c.new_match(MatchSetup((person(), computer()), seed=1))
    c.match.round = duel(current=1)
    stale = (c.match.round, c._step - 1)
    r = c.match.round
    question = Question(1, r.view(1), tuple(r.legal_actions(1)), must_act=True)
    c._timer.stop()
    c._answered(stale, Answer(question, question.legal[0]))
    assert not c._timer.isActive() and c._timed is None


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
    c.new_match(MatchSetup((person(), computer()), seed=1))
    c.worker.close()
    c.match.round = duel(current=0)
    c.play_card(Card.parse("r5"))  # one card left, no Uno called: the computer may catch
    assert c.match.round.catchable == 0 and asked.wait(RELEASE_TIMEOUT_S)
    c.call_uno()  # too late to be safe from a catch already made, in time for this one
    assert c.match.round.catchable is None
    with qtbot.waitSignal(c.events_applied, timeout=5000):
        release.set()  # the catch comes, for a moment that has passed; then the computer's turn
    assert c.match.round.hands[0] == (Card.parse("b7"),)


def test_a_bot_that_raises_is_reported_in_the_gui_thread(qtbot) -> None:
    class Broken(FirstMove):
        def choose(self, view, legal):
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
    c.animations_finished()
    c._idle()
    assert applied == [] and not c.worker.thinking


@pytest.mark.parametrize("level", LEVELS)
def test_every_computer_player_is_a_bot(level: str) -> None:
    bot = make_bot(level, seed=1)
    assert list(inspect.signature(bot.choose).parameters)[:2] == ["view", "legal"]
    assert list(inspect.signature(bot.react).parameters)[:2] == ["view", "legal"]
