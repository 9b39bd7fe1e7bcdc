"""Every operation of the log says what it changed, and the changes alone
are the whole match: a keeper that writes only them holds the log's record."""
from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.examples import examples
from unodesk.engine import Card, Phase, Play, Round, RuleSet
from unodesk.session import Change, MatchLog, RoundEnd

from .helpers import act, choose, rule_sets, setup

PROPERTY = settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])


class Keeper:
    """What a keeper that knows nothing but the changes holds."""

    def __init__(self, log: MatchLog) -> None:
        first = log.round_so_far()
        self.rounds: list[list] = [list(first.added)]
        self.take_backs = [first.take_backs]
        self.ends: list[RoundEnd] = []
        self.digest = first.digest

    def keep(self, change: Change) -> None:
        if change.dealt:
            assert change.round_number == len(self.rounds) + 1 and change.first == 0
            self.rounds.append([])
            self.take_backs.append(0)
        assert change.round_number == len(self.rounds)
        actions = self.rounds[-1]
        assert change.first <= len(actions) and (change.cut or change.first == len(actions))
        del actions[change.first:]
        actions.extend(change.added)
        self.take_backs[-1] = change.take_backs
        self.digest = change.digest
        if change.ended is not None:
            self.ends.append(change.ended)


@pytest.mark.slow
@PROPERTY
@given(rules=rule_sets(), seats=st.integers(2, 6), seed=st.integers(0, 2**63 - 1), steps=st.integers(0, 400),
       choices=st.randoms(use_true_random=False))
def test_the_changes_alone_rebuild_the_record(rules, seats, seed, steps, choices) -> None:
    log = MatchLog.begin(setup(seats, 1, rules), seed=seed)
    keeper = Keeper(log)
    for _ in range(steps):
        if log.round.phase is Phase.OVER:
            if log.match.over:
                break
            keeper.keep(log.next_round())
        elif choices.random() < 0.05 and log.take_back_point(0).possible:
            keeper.keep(log.take_back(0).change)
        else:
            keeper.keep(act(log, choices).change)
        assert keeper.digest == log.digest()
    record = log.record()
    assert tuple(map(tuple, keeper.rounds)) == record.rounds
    assert tuple(keeper.take_backs) == record.take_backs
    assert [end.number for end in keeper.ends] == [n for n in range(1, log.round_number + 1)
                                                   if n < log.round_number or log.round.phase is Phase.OVER]


def test_an_action_that_ends_the_round_carries_its_points_from_the_engine() -> None:
    log = MatchLog.begin(setup(3, 1, RuleSet(target_score=100, scoring="lowest")), seed=4)
    rng = random.Random(4)
    ends: list[RoundEnd] = []
    while not log.match.over:
        before = log.match.scores
        applied = act(log, rng)
        if log.round.phase is not Phase.OVER:
            assert applied.change.ended is None
            continue
        end = applied.change.ended
        m, r = log.match, log.round
        assert end == RoundEnd(log.round_number, m.dealer, r.winner, m.round_scores(), r.hand_points(), m.scores,
                               log.take_backs, m.over, m.winner, m.winning_team)
        assert end.totals == tuple(b + p for b, p in zip(before, end.points))
        assert log.round_end() == end
        ends.append(end)
        if not m.over:
            dealt = log.next_round()
            assert (dealt.round_number, dealt.first, dealt.added, dealt.dealt) == (end.number + 1, 0, (), True)
            assert dealt.ended is None and log.round_end() is None
    assert ends[-1].match_over and ends[-1].winner == log.match.winner
    assert not any(end.match_over for end in ends[:-1])


def test_an_action_appends_itself_at_the_end_of_the_round() -> None:
    log = MatchLog.begin(setup(3), seed=2)
    rng = random.Random(2)
    for place in range(10):
        action = choose(log.round.legal_actions(), rng)
        applied = log.apply(action)
        assert applied.change == Change(1, place, (action,), digest=log.digest())
        assert applied.change.length == len(log.actions)


# ----------------------------------------------------------------- a position set up by hand


def duel(current: int = 0) -> Round:
    hands = [[Card.parse("r5"), Card.parse("b7")], [Card.parse("g1"), Card.parse("r2"), Card.parse("y4")]]
    return Round.setup(RuleSet(), hands, [Card.parse("r3")], [Card.parse("y9")] * 5, current=current)


def test_a_match_may_begin_at_a_position_which_becomes_the_round_in_play() -> None:
    r = duel()
    log = MatchLog.at(setup(2, 1, RuleSet()), r)
    assert log.round is r and log.round_number == 1 and log.actions == ()
    applied = log.apply(Play(0, Card.parse("r5")))
    assert r.hands[0] == (Card.parse("b7"),) and applied.change.first == 0


def test_a_position_set_up_by_hand_takes_turns_back_but_has_no_record() -> None:
    r = duel()
    log = MatchLog.at(setup(2, 1, RuleSet()), r)
    before = (r.hands, r.discard, r.current)
    log.apply(Play(0, Card.parse("r5")))
    log.apply(Play(1, Card.parse("r2")))
    taken = log.take_back(0)
    assert taken.possible and taken.change.cut and taken.change.first == 0
    again = log.round
    assert again is not r and (again.hands, again.discard, again.current) == before
    assert not log.replayable
    with pytest.raises(ValueError):
        log.record()
    assert MatchLog.begin(setup(2, 1, RuleSet())).replayable


def test_a_position_for_another_table_is_refused() -> None:
    for wrong in (setup(3, 1, RuleSet()), setup(2, 1, RuleSet(stacking=True))):
        with pytest.raises(ValueError):
            MatchLog.at(wrong, duel())


def test_a_moment_that_has_passed_never_comes_back() -> None:
    log = MatchLog.begin(setup(3), seed=5)
    rng = random.Random(5)
    seen = [log.moment()]
    assert log.moment() == seen[0] and hash(log.moment()) == hash(seen[0])
    for _ in range(300):
        if log.round.phase is Phase.OVER:
            if log.match.over:
                break
            log.next_round()
        elif log.take_back_point(0).possible and rng.random() < 0.2:
            log.take_back(0)  # back to as many actions as before, in a new round object
        else:
            act(log, rng)
        now = log.moment()
        assert all(now != before for before in seen)
        seen.append(now)
