"""The real window with the real table: a whole match, closing mid-animation,
and a monkey pressing and clicking at random.

The window is built as the app's wiring builds it, with computer players that never
pause, so that the tests are as quick as the table's animations allow.
"""
from __future__ import annotations

import random
import threading
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication

from tests.qt_events import drain
from unodesk.app.command_line import Options
from unodesk.app.smoke import OFFSCREEN_LIMITS
from unodesk.app.wiring import Game, build
from unodesk.engine import Match, RuleSet, build_deck
from unodesk.persistence.settings import Settings
from unodesk.setup import MatchSetup, RoundResult, SeatKind, SeatSetup
from unodesk.setup.speeds import Speed

pytestmark = pytest.mark.qt_log_ignore(OFFSCREEN_LIMITS)


@pytest.fixture
def make_game(qtbot, tmp_path: Path):
    def make(speed: Speed) -> Game:
        game = build(Options(lang="en", speed=speed), Settings(tmp_path / "settings.json"), think_ms=(0, 0))
        qtbot.addWidget(game.window)
        game.window.resize(1024, 600)
        game.window.show()
        qtbot.waitExposed(game.window)
        return game
    return make


def assert_no_card_lost(match: Match) -> None:
    """The hands, the discard pile and the draw pile are exactly the deck."""
    r = match.round
    deck = Counter(build_deck(r.rules))
    seen = Counter(card for hand in r.hands for card in hand) + Counter(r.discard)
    assert sum(len(h) for h in r.hands) + len(r.discard) + r.draw_pile_size == sum(deck.values())
    assert not seen - deck, "a card the deck does not have"


@pytest.mark.slow
def test_a_whole_match_between_computers_runs_to_its_end(make_game, qtbot) -> None:
    game = make_game(Speed.OFF)
    setup = MatchSetup(tuple(SeatSetup(n) for n in ("Alva", "Nils", "Sanne")), RuleSet(target_score=150), seed=21)
    results: list[RoundResult] = []
    game.controller.round_finished.connect(results.append)
    winners: list[int] = []
    game.controller.match_finished.connect(winners.append)
    game.controller.new_match(setup)
    while not winners:
        rounds = len(results)
        qtbot.waitUntil(lambda: len(results) > rounds, timeout=30_000)
        assert_no_card_lost(game.controller.match)
        # The winner's moment on the table first, then the summary.
        assert game.window.summary is None or game.window.summary.round_result != results[-1]
        qtbot.waitUntil(lambda: game.window.summary is not None and game.window.summary.round_result == results[-1])
        summary = game.window.summary
        if not results[-1].match_over:
            with qtbot.waitSignal(game.controller.round_started):
                summary.next_button.click()
    final = results[-1]
    assert final.match_over and final.match_winner == winners[0]
    assert max(final.totals) >= 150
    assert final.totals == game.controller.match.scores
    summary = game.window.summary
    assert "Winner of the match: " + setup.seats[winners[0]].name in summary.headline.text()
    assert not summary.next_button.isVisibleTo(summary)


def test_closing_the_window_mid_animation_leaves_nothing_running(make_game, qtbot) -> None:
    game = make_game(Speed.SLOW)
    game.controller.new_match(MatchSetup((SeatSetup("You", SeatKind.PERSON), SeatSetup("Alva")), seed=2))
    table = game.window.centralWidget()
    qtbot.waitUntil(lambda: table.scene.queue.running)
    round_ = game.controller.match.round
    hands = round_.hands
    game.window.close()
    # Animations, computer timers and queued reports would all warn or raise
    # here if anything still ran against the closed table: nothing is left
    # to run, now or later.
    drain()
    assert not table.scene.queue.running and not game.controller.computers.waiting
    assert not [t for t in game.controller.findChildren(QTimer) if t.isActive()]
    assert game.controller.match.round.hands == hands
    assert_no_card_lost(game.controller.match)


def test_closing_the_window_while_a_computer_thinks_applies_nothing_late(make_game, qtbot) -> None:
    game = make_game(Speed.OFF)
    thinking, release = threading.Event(), threading.Event()

    class Thinker:
        def __init__(self, level, *, seed=None) -> None:
            pass

        def choose(self, view, legal, *, budget=None):
            thinking.set()
            release.wait(30)
            return legal[0]

        def react(self, view, legal):
            return None

    game.controller.computers.bot_factory = Thinker
    worker = game.controller.worker
    close = worker.close

    def close_mid_decision() -> None:
        release.set()  # the decision goes on while the window closes and waits for it
        close()

    worker.close = close_mid_decision
    game.controller.new_match(MatchSetup((SeatSetup("Alva"), SeatSetup("Nils")), seed=3))
    qtbot.waitUntil(thinking.is_set)
    round_ = game.controller.match.round
    hands = round_.hands
    applied: list = []
    game.controller.events_applied.connect(applied.append)
    game.window.close()
    # The decision was made to its end and forgotten: no answer is awaited.
    assert release.is_set() and not worker.thinking
    QApplication.processEvents()
    assert applied == [] and game.controller.match.round.hands == hands


# -- the monkey ---------------------------------------------------------------------

# Every key the table answers; Enter and Right twice as often, so that cards
# get played and hand-offs done, and the rounds move on.
KEYS = [Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Return,
        Qt.Key.Key_Space, Qt.Key.Key_D, Qt.Key.Key_U, Qt.Key.Key_K, Qt.Key.Key_C, Qt.Key.Key_T,
        Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3, Qt.Key.Key_4, Qt.Key.Key_Escape]


class Monkey:
    """Clicks anywhere on the table and presses the table's keys, at random."""

    def __init__(self, game: Game, qtbot, seed: int) -> None:
        self.game = game
        self.qtbot = qtbot
        self.rng = random.Random(seed)
        self.table = game.window.centralWidget()
        self.rounds = 0

    def step(self) -> None:
        self._clear_the_way()
        if self.rng.random() < 0.55:
            self._click()
        else:
            key = self.rng.choice(KEYS)
            self.qtbot.keyClick(self.table, key)
        # Sometimes at once (mid-animation), sometimes after it settled.
        roll = self.rng.random()
        if roll < 0.6:
            QApplication.processEvents()
        elif roll < 0.97:
            self.qtbot.wait(self.rng.randint(1, 15))
        else:
            self.qtbot.wait(self.rng.randint(50, 250))

    def _click(self) -> None:
        # Anywhere on the table, the side panel with the Uno button included.
        widget = self.table
        point = QPoint(self.rng.randrange(widget.width()), self.rng.randrange(widget.height()))
        target = widget.childAt(point) or widget
        self.qtbot.mouseClick(target, Qt.MouseButton.LeftButton, pos=target.mapFrom(widget, point))

    def _clear_the_way(self) -> None:
        """Menus and dialogs the monkey opened: close them, or go on to the next round."""
        window = self.game.window
        popup = QApplication.activePopupWidget()
        if popup is not None:
            popup.close()
        if window.summary is not None and window.summary.isVisible():
            self.rounds += 1
            if window.summary.round_result.match_over:
                window.summary.reject()
                self.game.controller.new_match(self.game.controller.setup)
            else:
                window.summary.next_button.click()
        for dialog in (window.new_match_dialog, window.help_dialog):
            if dialog is not None and dialog.isVisible():
                dialog.reject()


# Fast: most input lands mid-animation. Off: the rounds go by quickly, so
# round ends, summaries and new rounds come up under the monkey's hands.
@pytest.mark.slow
@pytest.mark.parametrize("seed, speed", [(1, Speed.FAST), (2, Speed.OFF)])
def test_a_monkey_at_the_table_breaks_nothing(make_game, qtbot, seed: int, speed: Speed) -> None:
    game = make_game(speed)
    # Two people, so that hand-offs come up, and two computers.
    seats = (SeatSetup("Anna", SeatKind.PERSON), SeatSetup("Alva"), SeatSetup("Bo", SeatKind.PERSON), SeatSetup("Nils"))
    # Small hands, so that rounds end and the summary comes up; house rules
    # that move hands and let people play out of turn.
    rules = RuleSet(deck="swap", hand_size=3, seven_zero=True, jump_in=True, stacking=True, target_score=100)
    game.controller.new_match(MatchSetup(seats, rules, seed=seed))
    monkey = Monkey(game, qtbot, seed)
    applied = Counter()
    game.controller.events_applied.connect(lambda events: applied.update(type(e).__name__ for e in events))
    game.controller.hand_off.connect(lambda seat: applied.update(["hand_off"]))
    game.controller.action_refused.connect(lambda a, e: applied.update(["refused"]))
    for number in range(1500):
        monkey.step()
        if number % 25 == 0:
            assert_no_card_lost(game.controller.match)
    assert_no_card_lost(game.controller.match)
    assert game.window.isVisible()
    # The monkey got somewhere: turns went by and the computer changed hands.
    assert applied["TurnStarted"] > 5 and applied["hand_off"] > 0
