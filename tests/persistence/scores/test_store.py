"""The scores database: rounds kept, the match in play resumed, history and statistics read back."""
from __future__ import annotations

import json
import random
import sqlite3
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest

from tests.session.helpers import position, setup
from unodesk.engine import Card, Phase, Round, RuleSet
from unodesk.persistence.scores import (
    CannotContinue,
    MatchState,
    Resumed,
    ScoreStore,
    SeatEntry,
    Unfinished,
)
from unodesk.session import Change, MatchLog, ReplayProblem
from unodesk.setup import SeatKind

from .helpers import ODD_NAMES, play_rounds, step


class Clock:
    """Time that moves only when told: a second an action."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.when = datetime(2025, 3, 9, 14, 5, tzinfo=timezone(timedelta(hours=1)))

    def monotonic(self) -> float:
        return self.seconds

    def now(self) -> datetime:
        return self.when


@pytest.fixture
def clock() -> Clock:
    return Clock()


def open_store(path: Path, clock: Clock | None = None) -> ScoreStore:
    clock = clock or Clock()
    return ScoreStore.open(path, clock=clock.monotonic, now=clock.now)


def raw(path: Path) -> sqlite3.Connection:
    return sqlite3.connect(path)


def test_a_new_database_is_wal_with_foreign_keys_and_version_1(db_path: Path) -> None:
    store = open_store(db_path)
    assert store.saving and store.take_notices() == []
    conn = store._conn  # the store's own connection: its settings are the point here
    assert conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    assert conn.execute("PRAGMA foreign_keys").fetchone() == (1,)
    assert conn.execute("PRAGMA user_version").fetchone() == (1,)
    assert db_path.exists()


def test_a_match_of_random_rounds_is_saved_and_read_back_equal(db_path: Path, clock: Clock) -> None:
    store = open_store(db_path, clock)
    log = MatchLog.begin(setup(4, 1, RuleSet(target_score=400)), seed=21)
    match_id = store.begin_match(log, preset="Family evening")

    def tick(_: MatchLog) -> None:
        clock.seconds += 1

    seen = play_rounds(log, random.Random(21), 50, store, tick)
    store.close()
    again = open_store(db_path)
    sheet = again.scoresheet(match_id)
    assert sheet is not None
    rows = [(r.number, r.dealer, r.went_out, r.points, r.hand_points, r.totals) for r in sheet.rows]
    assert rows == [(s.number, s.dealer, s.went_out, s.points, s.hand_points, s.totals) for s in seen]
    assert sum(r.seconds for r in sheet.rows) == pytest.approx(clock.seconds)
    summary = sheet.summary
    assert summary.state is MatchState.FINISHED and log.match.over
    assert summary.winner == log.match.winner
    assert summary.totals == log.match.scores == sheet.totals
    assert summary.rules == log.setup.rules
    assert (summary.preset, summary.target, summary.scoring) == ("Family evening", 400, "winner")
    assert summary.started == clock.when and summary.ended == clock.when
    assert [(s.name, s.kind, s.level) for s in summary.seats] == [
        (s.name, s.kind, None if s.is_person else s.level) for s in log.setup.seats
    ]
    assert again.unfinished() is None
    # A finished match needs its action log no more.
    assert raw(db_path).execute("SELECT count(*) FROM actions").fetchone() == (0,)


def test_the_scoresheet_of_the_match_in_play_grows_round_by_round(db_path: Path) -> None:
    store = open_store(db_path)
    log = MatchLog.begin(setup(3), seed=5)
    store.begin_match(log)
    assert store.scoresheet().rows == ()
    assert store.scoresheet().totals == (0, 0, 0)
    seen = play_rounds(log, random.Random(5), 2, store)
    assert [r.totals for r in store.scoresheet().rows] == [s.totals for s in seen]
    best = max(seen[-1].totals)
    assert store.scoresheet().leaders() == tuple(i for i, t in enumerate(seen[-1].totals) if t == best)


def test_a_round_is_kept_with_its_last_action_and_a_change_kept_twice_is_refused(db_path: Path) -> None:
    store = open_store(db_path)
    log = MatchLog.begin(setup(3), seed=6)
    match_id = store.begin_match(log)
    rng = random.Random(6)
    while True:
        applied = log.apply(rng.choice(log.round.legal_actions()))
        store.keep(applied.change)
        if applied.change.ended is not None:
            break
        assert store.scoresheet(match_id).rows == ()
    assert len(store.scoresheet(match_id).rows) == 1
    with pytest.raises(ValueError):
        store.keep(applied.change)
    assert len(store.scoresheet(match_id).rows) == 1


def test_a_change_must_follow_the_saved_play(db_path: Path) -> None:
    """A caller that missed a change would save a match that no longer replays."""
    store = open_store(db_path)
    log = MatchLog.begin(setup(3, rules=RuleSet(target_score=5000)), seed=6)
    store.begin_match(log)
    rng = random.Random(1)
    missed = log.apply(rng.choice(log.round.legal_actions())).change
    with pytest.raises(ValueError, match="action 1 of round 1, but 0 are saved"):
        store.keep(log.apply(rng.choice(log.round.legal_actions())).change)
    store.keep(missed)
    while log.round.phase is not Phase.OVER:
        ended = step(log, rng)
    dealt = log.next_round()
    with pytest.raises(ValueError, match="has not been kept as ended"):
        store.keep(dealt)
    assert ended


def test_saving_without_a_match_is_a_mistake_of_the_caller(db_path: Path) -> None:
    log = MatchLog.begin(setup(3), seed=1)
    with pytest.raises(ValueError):
        open_store(db_path).keep(log.round_so_far())


def test_a_position_set_up_by_hand_cannot_be_kept(db_path: Path) -> None:
    """No record would play it again: the store refuses it, and the match in play stays."""
    store = open_store(db_path)
    kept = store.begin_match(MatchLog.begin(setup(2, 1, RuleSet()), seed=1))
    hands = [[Card.parse("r5"), Card.parse("b7")], [Card.parse("g1"), Card.parse("g2")]]
    by_hand = MatchLog.at(setup(2, 1, RuleSet()), Round.setup(RuleSet(), hands, [Card.parse("r3")],
                                                              [Card.parse("y9")] * 5))
    with pytest.raises(ValueError, match="set up by hand"):
        store.begin_match(by_hand)
    assert store.match_id == kept and store.unfinished().match_id == kept


# ----------------------------------------------------------------- resuming


def test_the_match_in_play_is_resumed_card_for_card_after_the_game_closes(db_path: Path, clock: Clock) -> None:
    store = open_store(db_path, clock)
    log = MatchLog.begin(setup(4, 1, RuleSet(target_score=300)), seed=31)
    match_id = store.begin_match(log)
    seen = play_rounds(log, random.Random(31), 2, store)
    store.keep(log.next_round())
    rng = random.Random(7)
    for _ in range(15):
        clock.seconds += 2
        step(log, rng, store)
    # No close: the game may just as well have been killed.
    later = Clock()
    later.seconds = 1000.0
    again = ScoreStore.open(db_path, clock=later.monotonic, now=later.now)
    waiting = again.unfinished()
    assert isinstance(waiting, Unfinished)
    assert waiting.match_id == match_id and waiting.round_number == 3
    assert waiting.summary.totals == seen[-1].totals
    assert waiting.summary.names == log.setup.names
    assert waiting.summary.started == clock.when
    assert waiting.summary.state is MatchState.IN_PROGRESS
    resumed = again.resume()
    assert isinstance(resumed, Resumed) and resumed.match_id == match_id
    assert position(resumed.log.match) == position(log.match)
    assert resumed.log.record() == log.record()
    # And it goes on being saved: the round's time adds up across both runs.
    later.seconds += 5
    while resumed.log.round.phase is not Phase.OVER:
        step(resumed.log, rng, again)
    row = again.scoresheet(match_id).rows[-1]
    assert row.number == 3
    assert row.seconds == pytest.approx(30 + 5)


def test_a_take_back_is_saved_and_noted_on_the_scoresheet(db_path: Path) -> None:
    store = open_store(db_path)
    for seed in range(100):
        log = MatchLog.begin(setup(3, 1), seed=seed)
        match_id = store.begin_match(log)
        rng = random.Random(seed)
        while log.round.phase is not Phase.OVER and not log.take_back_point(0).possible:
            step(log, rng, store)
        if log.round.phase is not Phase.OVER:
            break
    else:
        pytest.fail("no take-back found")
    length = len(log.actions)
    store.keep(log.take_back(0).change)
    assert len(log.actions) < length
    # Play again from there, to as many actions as before and past them.
    for _ in range(length - len(log.actions) + 3):
        if log.round.phase is Phase.OVER:
            break
        step(log, rng, store)
    resumed = open_store(db_path).resume()
    assert position(resumed.log.match) == position(log.match)
    assert resumed.log.take_backs == 1
    while log.round.phase is not Phase.OVER:
        step(log, rng, store)
    row = store.scoresheet(match_id).rows[0]
    assert row.take_backs == 1 and row.had_take_backs


def test_a_match_saved_by_an_older_version_after_its_last_action_but_before_its_round_finishes_on_resume(
        db_path: Path) -> None:
    """The version before this one kept a round's end in a transaction of
    its own, after its last action: a kill between the two left this."""
    store = open_store(db_path)
    log = MatchLog.begin(setup(3), seed=9)
    match_id = store.begin_match(log)
    rng = random.Random(2)
    while log.round.phase is not Phase.OVER:
        step(log, rng, store)
    store.close()
    with raw(db_path) as conn:
        conn.execute("DELETE FROM round_scores WHERE match_id = ?", (match_id,))
        conn.execute("DELETE FROM rounds WHERE match_id = ?", (match_id,))
        conn.execute("UPDATE seats SET total = 0 WHERE match_id = ?", (match_id,))
    again = open_store(db_path)
    resumed = again.resume()
    assert resumed.log.round.phase is Phase.OVER
    sheet = again.scoresheet(match_id)
    assert len(sheet.rows) == 1 and sheet.rows[0].totals == log.match.scores == sheet.totals
    assert again.unfinished() is not None or log.match.over
    # Kept once: resuming it again writes nothing twice.
    assert isinstance(open_store(db_path).resume(), Resumed) or log.match.over
    assert len(open_store(db_path).scoresheet(match_id).rows) == 1


def _in_play(db_path: Path, seed: int = 12, actions: int = 20) -> tuple[ScoreStore, MatchLog, int]:
    store = open_store(db_path)
    log = MatchLog.begin(setup(3), seed=seed)
    match_id = store.begin_match(log)
    rng = random.Random(seed)
    for _ in range(actions):
        step(log, rng, store)
    store.close()
    return store, log, match_id


def _cannot_continue(db_path: Path, match_id: int, problem: ReplayProblem) -> CannotContinue:
    actions_before = raw(db_path).execute("SELECT count(*) FROM actions").fetchone()
    store = open_store(db_path)
    outcome = store.resume()
    assert isinstance(outcome, CannotContinue)
    assert outcome.match_id == match_id and outcome.failure.problem is problem
    # Kept, marked, and no longer offered.
    assert store.unfinished() is None
    summary = store.history(unplayed=True)[0]
    assert summary.state is MatchState.CANNOT_CONTINUE and summary.problem is problem
    assert store.history() == []  # no round of it was finished: it is not listed
    assert raw(db_path).execute("SELECT count(*) FROM actions").fetchone() == actions_before
    return outcome


def test_a_save_whose_action_is_now_illegal_is_kept_and_marked(db_path: Path) -> None:
    _, log, match_id = _in_play(db_path)
    with raw(db_path) as conn:
        conn.execute("UPDATE actions SET action = ? WHERE seq = 5",
                     (json.dumps({"type": "Draw", "player": (log.actions[5].player + 1) % 3}),))
    outcome = _cannot_continue(db_path, match_id, ReplayProblem.ILLEGAL_ACTION)
    assert (outcome.failure.round_number, outcome.failure.index) == (1, 5)


def test_a_save_with_an_action_this_version_cannot_read_is_kept_and_marked(db_path: Path) -> None:
    _, _, match_id = _in_play(db_path)
    with raw(db_path) as conn:
        conn.execute("UPDATE actions SET action = ? WHERE seq = 3", ('{"type": "Teleport", "player": 0}',))
    _cannot_continue(db_path, match_id, ReplayProblem.UNREADABLE_ACTION)


def test_a_save_that_plays_to_another_position_is_kept_and_marked(db_path: Path) -> None:
    _, _, match_id = _in_play(db_path)
    with raw(db_path) as conn:
        conn.execute("UPDATE progress SET digest = 'something else'")
    _cannot_continue(db_path, match_id, ReplayProblem.DIVERGED)


def test_a_save_whose_table_cannot_be_set_up_is_kept_and_marked(db_path: Path) -> None:
    _, _, match_id = _in_play(db_path)
    with raw(db_path) as conn:
        conn.execute("DELETE FROM seats WHERE seat > 0")
    _cannot_continue(db_path, match_id, ReplayProblem.BAD_SETUP)


def test_a_new_match_abandons_the_unfinished_one(db_path: Path) -> None:
    _, _, first = _in_play(db_path)
    store = open_store(db_path)
    second = store.begin_match(MatchLog.begin(setup(2), seed=1))
    assert store.unfinished().match_id == second
    states = {s.match_id: s.state for s in store.history(unplayed=True)}
    assert states == {first: MatchState.ABANDONED, second: MatchState.IN_PROGRESS}
    assert raw(db_path).execute("SELECT DISTINCT match_id FROM actions").fetchall() in ([], [(second,)])
    store.abandon()
    assert store.unfinished() is None
    assert store.history(unplayed=True)[0].state is MatchState.ABANDONED


def test_abandoning_from_the_offer_needs_no_replay(db_path: Path) -> None:
    _, _, match_id = _in_play(db_path)
    store = open_store(db_path)
    store.abandon(store.unfinished().match_id)
    assert store.resume() is None
    assert store.history(unplayed=True)[0].match_id == match_id


# ----------------------------------------------------------------- history, statistics, names


def test_a_match_nobody_can_go_on_with_and_no_round_finished_is_not_listed(db_path: Path) -> None:
    store = open_store(db_path)
    empty = store.begin_match(MatchLog.begin(setup(3, names=("Vera", "Ulf", "Tor")), seed=1))
    store.abandon()
    played = store.begin_match(log := MatchLog.begin(setup(3), seed=2))
    play_rounds(log, random.Random(2), 1, store)
    store.abandon()
    assert [s.match_id for s in store.history()] == [played] and store.count_matches() == 1
    assert [s.match_id for s in store.history(unplayed=True)] == [played, empty]
    assert {stats.name for stats in store.statistics()}.isdisjoint({"Vera", "Ulf", "Tor"})
    in_play = store.begin_match(MatchLog.begin(setup(3), seed=3))
    assert store.history()[0].match_id == in_play  # one that may still go on is listed


def _finished_matches(store: ScoreStore, count: int, names: tuple[str, ...], seed: int = 0) -> list[MatchLog]:
    logs = []
    for i in range(count):
        rng = random.Random(seed + i)
        seated = tuple(rng.sample(names, 3))
        scoring = "lowest" if i % 3 == 2 else "winner"
        log = MatchLog.begin(setup(3, 1, RuleSet(target_score=150, scoring=scoring), names=seated), seed=seed + i)
        store.begin_match(log)
        play_rounds(log, rng, 100, store)
        logs.append(log)
    return logs


def test_history_is_newest_first_and_filters_by_player(db_path: Path) -> None:
    store = open_store(db_path)
    logs = _finished_matches(store, 6, ("Anna", "Nils", "Bo", "Eva"))
    history = store.history()
    assert [h.match_id for h in history] == list(range(6, 0, -1))
    assert [h.names for h in history] == [log.setup.names for log in reversed(logs)]
    assert all(h.rounds == len(store.scoresheet(h.match_id).rows) for h in history)
    with_anna = store.history("  anna ")
    assert [h.names for h in with_anna] == [log.setup.names for log in reversed(logs) if "Anna" in log.setup.names]
    assert store.count_matches("ANNA") == len(with_anna)
    assert store.history("Nobody") == [] and store.count_matches("Nobody") == 0
    assert [h.match_id for h in store.history(limit=2, offset=2)] == [4, 3]
    assert store.count_matches(states=[MatchState.FINISHED]) == 6


def test_statistics_agree_with_the_scoresheets(db_path: Path) -> None:
    store = open_store(db_path)
    _finished_matches(store, 8, ("Anna", "Nils", "Bo", "Eva"), seed=40)
    _in_play(db_path, seed=3)  # an unfinished match counts its finished rounds only
    store = open_store(db_path)
    expected: dict[tuple, dict] = {}
    for summary in store.history(limit=None):
        sheet = store.scoresheet(summary.match_id)
        for seat in summary.seats:
            e = expected.setdefault((seat.name, seat.kind, seat.level), {
                "matches": 0, "wins": 0, "rounds": 0, "won": 0, "points": [], "totals": []})
            if summary.state is MatchState.FINISHED:
                e["matches"] += 1
                e["wins"] += summary.winner == seat.seat
                if summary.scoring == "winner":
                    e["totals"].append(seat.total)
            for row in sheet.rows:
                e["rounds"] += 1
                e["won"] += row.went_out == seat.seat
                if summary.scoring == "winner":
                    e["points"].append(row.points[seat.seat])
    stats = store.statistics()
    assert len(stats) == len(expected)
    for s in stats:
        e = expected[(s.name, s.kind, s.level)]
        assert (s.matches, s.wins, s.rounds, s.rounds_won) == (e["matches"], e["wins"], e["rounds"], e["won"])
        assert s.average_points == (pytest.approx(sum(e["points"]) / len(e["points"])) if e["points"] else None)
        assert s.best_round == (max(e["points"]) if e["points"] else None)
        assert s.best_match_total == (max(e["totals"]) if e["totals"] else None)
    anna = store.statistics("anna")
    assert [s.name for s in anna] == ["Anna"] * len(anna) and anna


def test_computer_players_have_statistics_per_level(db_path: Path) -> None:
    store = open_store(db_path)
    for level in ("easy", "hard", "easy"):
        chosen = setup(2, 1, RuleSet(target_score=50), names=("Anna", "Robot"))
        seats = (chosen.seats[0], type(chosen.seats[1])("Robot", SeatKind.COMPUTER, level))
        log = MatchLog.begin(type(chosen)(seats, chosen.rules), seed=len(level))
        store.begin_match(log)
        play_rounds(log, random.Random(1), 100, store)
    robot = {s.level: s.matches for s in store.statistics("Robot")}
    assert robot == {"easy": 2, "hard": 1}


def test_names_seen_before_are_offered_most_recent_first_one_player_per_name(db_path: Path, clock: Clock) -> None:
    store = open_store(db_path, clock)
    for names in (("Anna", "Nils"), ("Eva", "anna"), ("A\u030asa", "Nils ")):  # Å as A + ring
        clock.when += timedelta(days=1)
        store.begin_match(MatchLog.begin(setup(2, 2, names=names), seed=1))
    assert store.player_names() == ["Åsa", "Nils", "Eva", "anna"]
    assert store.player_names(limit=2) == ["Åsa", "Nils"]
    assert raw(db_path).execute("SELECT count(*) FROM players").fetchone() == (4,)
    computer = store.begin_match(MatchLog.begin(setup(2, 1, names=("Eva", "Robot")), seed=1))
    assert "Robot" not in store.player_names()
    assert store.player_names(SeatKind.COMPUTER) == ["Robot"]
    assert "Robot" in store.player_names(None)
    assert computer


def test_odd_names_are_stored_exactly(db_path: Path) -> None:
    store = open_store(db_path)
    names = ODD_NAMES[:4]
    log = MatchLog.begin(setup(4, 2, RuleSet(target_score=60), names=names), seed=2)
    match_id = store.begin_match(log)
    play_rounds(log, random.Random(2), 100, store)
    store.close()
    again = open_store(db_path)
    assert again.scoresheet(match_id).summary.names == names
    assert set(names[:2]) <= set(again.player_names())
    for name in ODD_NAMES[4:]:
        again.begin_match(MatchLog.begin(setup(2, 1, names=(name, "Robot")), seed=1))
        assert again.history(name)[0].names == (name, "Robot")
        assert again.player_names()[0] == name


def test_deleting_a_match_removes_it_and_all_its_rounds(db_path: Path) -> None:
    store = open_store(db_path)
    _finished_matches(store, 3, ("Anna", "Nils", "Bo"))
    assert store.delete_match(2) is True
    assert store.delete_match(2) is False
    assert [h.match_id for h in store.history()] == [3, 1]
    assert store.scoresheet(2) is None
    conn = raw(db_path)
    for table in ("seats", "rounds", "round_scores", "actions", "progress"):
        assert conn.execute(f"SELECT count(*) FROM {table} WHERE match_id = 2").fetchone() == (0,)
    assert conn.execute("PRAGMA foreign_key_check").fetchall() == []


def test_deleting_the_match_in_play_stops_saving_it(db_path: Path) -> None:
    store = open_store(db_path)
    log = MatchLog.begin(setup(3), seed=4)
    match_id = store.begin_match(log)
    store.delete_match(match_id)
    with pytest.raises(ValueError):
        store.keep(step_change(log))


def step_change(log: MatchLog) -> Change:
    return log.apply(log.round.legal_actions()[0]).change


def test_a_store_in_memory_works_the_same_and_keeps_nothing(tmp_path: Path) -> None:
    store = ScoreStore.memory()
    assert not store.saving
    log = MatchLog.begin(setup(3), seed=4)
    match_id = store.begin_match(log)
    play_rounds(log, random.Random(4), 2, store)
    assert len(store.scoresheet(match_id).rows) == 2
    assert list(tmp_path.iterdir()) == []


def test_seat_entries_carry_kind_and_level() -> None:
    store = ScoreStore.memory()
    store.begin_match(MatchLog.begin(setup(3, 1), seed=1))
    assert store.unfinished().summary.seats == (
        SeatEntry(0, "Player 1", SeatKind.PERSON, None, None, 0),
        SeatEntry(1, "Player 2", SeatKind.COMPUTER, "normal", None, 0),
        SeatEntry(2, "Player 3", SeatKind.COMPUTER, "hard", None, 0),
    )
