"""The controller keeps the match as it plays: every action saved, every
finished round committed before the summary, a match resumed card for
card, and a young player's turn taken back."""
from __future__ import annotations

import random
from pathlib import Path

import pytest

from tests.persistence.scores.helpers import step
from tests.session.helpers import position
from unodesk.controller import GameController
from unodesk.engine import Phase, RuleSet
from unodesk.persistence.scores import MatchState, Resumed, ScoreStore
from unodesk.session import MatchLog, TakeBackRefusal
from unodesk.setup import MatchSetup, SeatKind, SeatSetup


class RandomBot:
    """Plays a random legal action (a card when it can): rounds end soon."""

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, view, legal, *, budget=None):
        plays = [a for a in legal if type(a).__name__ == "Play"]
        return self.rng.choice(plays if plays and self.rng.random() < 0.85 else legal)

    def react(self, view, legal):
        return None


def bots(level, *, seed=None):
    return RandomBot(seed)


def computers(n: int, rules: RuleSet = RuleSet(target_score=150)) -> MatchSetup:
    return MatchSetup(tuple(SeatSetup(f"C{i}", SeatKind.COMPUTER, "easy") for i in range(n)), rules, seed=n)


def controller(keeper: ScoreStore | None) -> GameController:
    return GameController(bots, think_ms=(0, 0), wait_for_scene=False, keeper=keeper)


class Summaries:
    """What the round summary would show, and what the database held when it was shown."""

    def __init__(self, c: GameController, store: ScoreStore) -> None:
        self.results = []
        self.rows_at_summary = []
        c.round_finished.connect(self._finished)
        self.store = store

    def _finished(self, result) -> None:
        self.results.append(result)
        self.rows_at_summary.append(len(self.store.scoresheet().rows))


def test_a_match_through_the_controller_is_saved_reread_and_equal(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "scores.sqlite3"
    store = ScoreStore.open(path)
    c = controller(store)
    seen = Summaries(c, store)
    c.round_finished.connect(lambda result: None if result.match_over else c.next_round())
    c.new_match(computers(3))
    qtbot.waitUntil(lambda: c.match.over, timeout=60_000)
    match_id = store.match_id
    # Each round was in the database before its summary was shown.
    assert seen.rows_at_summary == list(range(1, len(seen.results) + 1))
    store.close()
    again = ScoreStore.open(path)
    sheet = again.scoresheet(match_id)
    assert [r.totals for r in sheet.rows] == [r.totals for r in seen.results]
    assert [r.points for r in sheet.rows] == [r.round_scores for r in seen.results]
    assert [r.went_out for r in sheet.rows] == [r.winner for r in seen.results]
    assert sheet.summary.state is MatchState.FINISHED
    assert sheet.summary.winner == seen.results[-1].match_winner
    again.close()
    c.shutdown()


def test_every_action_is_saved_as_it_is_applied(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "scores.sqlite3"
    store = ScoreStore.open(path)
    c = controller(store)
    stopped = []
    c.events_applied.connect(lambda _events: stopped.append(len(c.log.actions)))

    # Stop the computers part way through the first round.
    def halt(_events) -> None:
        if len(stopped) == 25:
            c.shutdown()

    c.events_applied.connect(halt)
    c.new_match(computers(4, RuleSet(target_score=500)))
    qtbot.waitUntil(lambda: len(stopped) >= 25, timeout=30_000)
    before = position(c.match)
    store.close()  # as a kill would leave it: nothing more written
    again = ScoreStore.open(path)
    resumed = again.resume()
    assert isinstance(resumed, Resumed)
    assert position(resumed.log.match) == before
    again.close()


def test_a_resumed_match_goes_on_where_it_stood(qtbot, tmp_path: Path) -> None:
    path = tmp_path / "scores.sqlite3"
    store = ScoreStore.open(path)
    log = MatchLog.begin(computers(3, RuleSet(target_score=300)), seed=11)
    store.begin_match(log)
    rng = random.Random(11)
    for _ in range(15):
        step(log, rng, store)
    store.close()
    again = ScoreStore.open(path)
    resumed = again.resume()
    c = controller(again)
    started = []
    c.round_started.connect(started.append)
    c.resume(resumed.log)
    assert c.match is resumed.log.match
    assert (c.setup.seats, c.setup.rules) == (log.setup.seats, log.setup.rules)
    assert started == [resumed.log.round]
    finished = []
    c.round_finished.connect(finished.append)
    qtbot.waitUntil(lambda: bool(finished), timeout=30_000)
    sheet = again.scoresheet()
    assert sheet.rows[0].totals == finished[0].totals
    c.shutdown()
    again.close()


# -- take-back --------------------------------------------------------------------------

def one_person(rules: RuleSet = RuleSet(target_score=500)) -> MatchSetup:
    seats = (SeatSetup("Maja", SeatKind.PERSON),) + tuple(SeatSetup(f"C{i}", SeatKind.COMPUTER, "easy")
                                                         for i in range(2))
    return MatchSetup(seats, rules, seed=5)


def play_person_turn(c: GameController) -> None:
    """The person plays a card if one fits (else draws): as a click would."""
    r = c.match.round
    legal = r.legal_actions(0)
    plays = [a for a in legal if type(a).__name__ == "Play"]
    c.act(plays[0] if plays else legal[0])


def test_ctrl_z_takes_back_the_persons_turn_and_the_computers_after_it(qtbot, tmp_path: Path) -> None:
    store = ScoreStore.open(tmp_path / "scores.sqlite3")
    c = controller(store)
    restored = []
    c.round_restored.connect(restored.append)
    refused = []
    c.action_refused.connect(lambda action, error: refused.append(error.reason))
    c.new_match(one_person())
    for _ in range(40):
        qtbot.waitUntil(lambda: c.match.round.current == 0 or c.match.round.phase is Phase.OVER, timeout=10_000)
        if c.match.round.phase is Phase.OVER:
            pytest.skip("the round ended before a turn could be taken back")
        point = c.log.take_back_point(0)
        if point.possible:
            break
        play_person_turn(c)
        qtbot.waitUntil(lambda: c.match.round.current != 0 or c.match.round.phase is Phase.OVER, timeout=10_000)
    else:
        pytest.fail("no turn could be taken back")
    before = c.log.actions[:point.keep]
    assert c.can_take_back()
    c.take_back()
    assert c.log.actions == before and c.log.take_backs == 1
    assert restored and restored[-1] is c.match.round
    assert c.match.round.current == 0
    # Saved at once: a resume gives the position after the take-back.
    c.shutdown()
    now = position(c.match)
    store.close()
    again = ScoreStore.open(tmp_path / "scores.sqlite3")
    resumed = again.resume()
    assert position(resumed.log.match) == now and resumed.log.take_backs == 1
    again.close()


def test_take_back_is_refused_with_a_reason_in_the_status_line(qtbot, tmp_path: Path) -> None:
    store = ScoreStore.memory()
    c = controller(store)
    refused = []
    c.action_refused.connect(lambda action, error: refused.append(error.reason))
    c.new_match(one_person())
    qtbot.waitUntil(lambda: c.match.round.current == 0, timeout=10_000)
    if not c.log.actions or all(a.player != 0 for a in c.log.actions):
        c.take_back()
        assert refused[-1] == "take_back_nothing"
    c.shutdown()


def test_take_back_is_not_offered_to_two_people(qtbot) -> None:
    seats = (SeatSetup("Maja", SeatKind.PERSON), SeatSetup("Sem", SeatKind.PERSON), SeatSetup("C", SeatKind.COMPUTER))
    c = controller(ScoreStore.memory())
    c.new_match(MatchSetup(seats, RuleSet(), seed=3))
    assert not c.take_back_offered()
    refused = []
    c.action_refused.connect(lambda action, error: refused.append(error.reason))
    c.take_back()
    assert refused == ["take_back_not_one_person"]
    c.shutdown()
    assert TakeBackRefusal.NOT_ONE_PERSON
