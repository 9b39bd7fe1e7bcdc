"""A match log replays to the same match card for card; take-backs cut it
short; every operation says what it changed.

The property tests play random legal actions under random rule sets and
tables, send the log through JSON, replay it and compare everything anyone
could observe: hands, piles, turn, scores, history, every seat's view and
the legal actions.
"""
from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.examples import examples
from unodesk.engine import CardsDrawn, Draw, Match, Phase, Play, RuleSet
from unodesk.persistence.action_codec import decode_action, encode_action
from unodesk.session import (
    MatchLog,
    MatchRecord,
    ReplayFailure,
    ReplayProblem,
    TakeBackRefusal,
    replay,
    state_digest,
)

from .helpers import act, choose, position, rule_sets, setup

PROPERTY = settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow])


def through_json(record: MatchRecord) -> MatchRecord:
    rounds = tuple(tuple(decode_action(encode_action(a)) for a in actions) for actions in record.rounds)
    return MatchRecord(record.setup, record.seed, rounds, record.take_backs)


def random_log(rules: RuleSet, seats: int, people: int, seed: int, steps: int, rng: random.Random) -> MatchLog:
    log = MatchLog.begin(setup(seats, people, rules), seed=seed)
    for _ in range(steps):
        if log.round.phase is Phase.OVER:
            if log.match.over:
                break
            log.next_round()
        else:
            act(log, rng)
    return log


@PROPERTY
@given(rules=rule_sets(), seats=st.integers(2, 10), people=st.integers(0, 3), seed=st.integers(0, 2**63 - 1),
       steps=st.integers(0, 400), choices=st.randoms(use_true_random=False))
def test_a_replayed_log_is_the_same_match_card_for_card(rules, seats, people, seed, steps, choices) -> None:
    log = random_log(rules, seats, min(people, seats), seed, steps, choices)
    again = replay(through_json(log.record()), digest=log.digest())
    assert isinstance(again, MatchLog)
    assert position(again.match) == position(log.match)
    assert again.record() == log.record()
    # The replay goes on exactly as the original would.
    for _ in range(20):
        if log.round.phase is Phase.OVER:
            break
        action = choose(log.round.legal_actions(), choices)
        assert log.apply(action) == again.apply(action)  # the same events, and the same change
    assert position(again.match) == position(log.match)


@PROPERTY
@given(rules=rule_sets(), seats=st.integers(2, 10), seed=st.integers(0, 2**63 - 1),
       steps=st.integers(1, 300), cut=st.floats(0, 1), choices=st.randoms(use_true_random=False))
def test_cutting_the_round_short_is_replaying_the_shorter_log(rules, seats, seed, steps, cut, choices) -> None:
    log = random_log(rules, seats, 1, seed, steps, choices)
    keep = int(len(log.actions) * cut)
    shorter = log.record().rounds[:-1] + (log.actions[:keep],)
    expected = replay(MatchRecord(log.setup, log.seed, shorter))
    length = len(log.actions)
    change = log.truncate_to(keep)
    assert position(log.match) == position(expected.match)
    assert log.actions == expected.actions
    assert (change.first, change.added, change.cut) == (keep, (), keep < length)
    assert change.digest == log.digest()


@PROPERTY
@given(rules=rule_sets(), seats=st.integers(2, 6), seed=st.integers(0, 2**63 - 1),
       steps=st.integers(1, 300), choices=st.randoms(use_true_random=False))
def test_a_take_back_never_hides_a_card_the_person_saw(rules, seats, seed, steps, choices) -> None:
    """Whenever a take-back is offered, the turns it undoes put no card in
    the person's hand; after it the person is where their turn began."""
    log = random_log(rules, seats, 1, seed, steps, choices)
    point = log.take_back_point(0)
    if not point.possible:
        return
    hand_now = Counter(log.round.hands[0])
    prefix = log.record().rounds[:-1] + (log.actions[:point.keep],)
    before = replay(MatchRecord(log.setup, log.seed, prefix))
    assert not hand_now - Counter(before.round.hands[0])
    undone = log.actions[point.keep:]
    assert undone[0].player == 0
    log.take_back(0)
    assert position(log.match) == position(before.match)
    assert log.take_backs == 1


def test_a_record_replays_to_the_same_digest_and_a_changed_one_does_not() -> None:
    log = random_log(RuleSet(), 4, 1, 11, 120, random.Random(3))
    record = log.record()
    assert replay(record, digest=log.digest()).digest() == log.digest()
    other = replay(MatchRecord(record.setup, record.seed + 1, ((),)))
    assert isinstance(other, MatchLog)
    failure = replay(MatchRecord(record.setup, record.seed, ((),)), digest=log.digest())
    assert isinstance(failure, ReplayFailure) and failure.problem is ReplayProblem.DIVERGED


def test_an_action_the_engine_now_refuses_is_reported_with_its_place() -> None:
    log = random_log(RuleSet(), 3, 1, 5, 30, random.Random(1))
    actions = list(log.actions)
    actions[7] = Draw((actions[7].player + 1) % 3) if not isinstance(actions[7], Draw) else Draw(9)
    failure = replay(MatchRecord(log.setup, log.seed, (tuple(actions),)))
    assert isinstance(failure, ReplayFailure)
    assert failure.problem is ReplayProblem.ILLEGAL_ACTION
    assert (failure.round_number, failure.index) == (1, 7)
    assert failure.detail


def test_a_next_round_where_the_round_did_not_end_is_reported() -> None:
    log = random_log(RuleSet(), 3, 1, 5, 10, random.Random(1))
    failure = replay(MatchRecord(log.setup, log.seed, (log.actions, ())))
    assert failure == ReplayFailure(ReplayProblem.ROUND_NOT_OVER, 1, -1, failure.detail)


def test_a_setup_the_engine_cannot_start_is_reported() -> None:
    class Broken:
        seats = ("a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k")
        rules = RuleSet()
        persons = ()
        seed = None

    failure = replay(MatchRecord(Broken(), 1))  # type: ignore[arg-type]
    assert isinstance(failure, ReplayFailure) and failure.problem is ReplayProblem.BAD_SETUP


def test_begin_takes_the_setups_seed_or_a_fresh_one_that_fits_sqlite() -> None:
    fixed = setup(3)
    seeded = MatchLog.begin(type(fixed)(fixed.seats, fixed.rules, seed=42))
    assert seeded.seed == 42
    assert position(seeded.match) == position(Match.new(3, fixed.rules, seed=42))
    fresh = {MatchLog.begin(fixed).seed for _ in range(20)}
    assert len(fresh) == 20 and all(0 <= s < 2**63 for s in fresh)
    assert MatchLog.begin(fixed, seed=2**70 + 5).seed == (2**70 + 5) % 2**63


def test_the_digest_follows_the_position() -> None:
    log = random_log(RuleSet(), 3, 1, 2, 5, random.Random(2))
    first = log.digest()
    assert first == state_digest(log.match, 1)
    act(log, random.Random(9))
    assert log.digest() != first


# ----------------------------------------------------------------- take-back


def person_to_play(seed: int, people: int = 1, *, drawn: bool = False) -> MatchLog:
    """A log of a 3-seat round where seat 0 is a person whose turn it is now."""
    log = MatchLog.begin(setup(3, people, RuleSet()), seed=seed)
    rng = random.Random(seed)
    for _ in range(200):
        r = log.round
        if r.phase is Phase.TURN and r.current == 0 and log.actions:
            if drawn or any(type(a) is Play for a in r.legal_actions(0)):
                return log
        if r.phase is Phase.OVER:
            break
        act(log, rng)
    pytest.skip("no such position from this seed")


def test_the_person_may_take_back_a_play_and_the_computers_turns_after_it() -> None:
    log = person_to_play(1)
    before = position(log.match)
    keep = len(log.actions)
    play = next(a for a in log.round.legal_actions(0) if type(a) is Play)
    log.apply(play)
    rng = random.Random(4)
    # The computers play on (a draw by a computer shows the person nothing).
    while log.round.phase is not Phase.OVER and log.round.current != 0:
        legal = [a for a in log.round.legal_actions() if a.player != 0]
        if not legal:
            break
        log.apply(choose(legal, rng))
    point = log.take_back_point(0)
    if not point.possible:
        assert point.refusal is TakeBackRefusal.CARD_SEEN  # e.g. a Draw Two on the person
        return
    assert (point.keep, point.undo) == (keep, len(log.actions) - keep)
    match_before = log.match
    taken = log.take_back(0)
    assert (taken.seat, taken.keep, taken.undo, taken.refusal) == (point.seat, point.keep, point.undo, None)
    assert taken.change is not None and (taken.change.first, taken.change.cut) == (keep, True)
    assert log.match is not match_before
    assert position(log.match) == before
    assert log.take_backs == 1 and taken.change.take_backs == 1


def test_no_take_back_after_the_person_drew() -> None:
    log = person_to_play(2, drawn=True)
    log.apply(Draw(0))
    assert log.take_back_point(0).refusal is TakeBackRefusal.CARD_SEEN
    refused = log.take_back(0)
    assert refused.possible is False and refused.change is None
    assert log.take_backs == 0


def test_no_take_back_after_a_card_came_into_the_persons_hand_on_a_computers_turn() -> None:
    """Searched over seeds: the person plays, a computer's turn makes the
    person draw (a Draw Two, a Wild Draw Four, a caught Uno)."""
    for seed in range(300):
        log = MatchLog.begin(setup(2, 1, RuleSet()), seed=seed)
        rng = random.Random(seed)
        while log.round.phase is not Phase.OVER and len(log.actions) < 300:
            acted = choose(log.round.legal_actions(), rng)
            log.apply(acted)
            if acted.player == 0 and type(acted) is Play and log.round.phase is not Phase.OVER:
                # one computer action; does it hand the person cards?
                legal = [a for a in log.round.legal_actions() if a.player == 1]
                if not legal:
                    continue
                events = log.apply(choose(legal, rng)).events
                if any(type(e) is CardsDrawn and e.player == 0 for e in events):
                    assert log.take_back_point(0).refusal is TakeBackRefusal.CARD_SEEN
                    return
    pytest.fail("no seed made the person draw on a computer's turn")


def test_take_back_is_only_for_one_person_against_computers() -> None:
    log = MatchLog.begin(setup(3, 2, RuleSet()), seed=3)
    for _ in range(5):
        act(log, random.Random(3))
    for seat in range(3):
        assert log.take_back_point(seat).refusal is TakeBackRefusal.NOT_ONE_PERSON
    alone = MatchLog.begin(setup(3, 1, RuleSet()), seed=3)
    assert alone.take_back_point(1).refusal is TakeBackRefusal.NOT_ONE_PERSON


def test_nothing_to_take_back_before_the_persons_first_turn_and_none_once_the_round_is_over() -> None:
    log = MatchLog.begin(setup(3, 1, RuleSet()), seed=8)
    assert log.take_back_point(0).refusal is TakeBackRefusal.NOTHING_TO_TAKE_BACK
    rng = random.Random(8)
    while log.round.phase is not Phase.OVER:
        act(log, rng)
    assert log.take_back_point(0).refusal is TakeBackRefusal.ROUND_OVER
    log.next_round()
    assert log.take_back_point(0).refusal is TakeBackRefusal.NOTHING_TO_TAKE_BACK


def test_truncating_to_more_than_the_round_holds_is_refused() -> None:
    log = random_log(RuleSet(), 3, 1, 4, 10, random.Random(4))
    with pytest.raises(ValueError):
        log.truncate_to(len(log.actions) + 1)
    unchanged = log.truncate_to(len(log.actions))
    assert (unchanged.first, unchanged.added, unchanged.cut) == (len(log.actions), (), False)
