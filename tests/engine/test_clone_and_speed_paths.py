"""The round's shortcuts change nothing a caller can see.

apply takes exactly the actions legal_actions lists, and a refused action
changes nothing; the round keeps its history, views and copies by
shortcuts written for speed (shared history links, cached views, clones
that share the random generator until one of them draws from it).
"""
from __future__ import annotations

import copy
import dataclasses
import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.examples import examples
from unodesk.engine import (
    COLORS,
    Card,
    Draw,
    IllegalAction,
    Pass,
    Phase,
    Play,
    Round,
    RuleSet,
    build_deck,
)
from unodesk.engine.events import redact

from .replay import RULE_SETS
from .replay import wrong_actions as candidates


def snapshot(r: Round) -> tuple:
    """Everything a caller can read of a round."""
    return (
        r.hands, r.discard, r.top, r.color, r.current, r.direction, r.draw_pile_size, r.phase,
        r.winner, r.dealer, r.pending_draw, r.catchable, r.uno_called, r.history,
        tuple(r.view(s) for s in range(r.players)),
    )


def seated(name: str, players: int) -> int:
    """`players`, or the next table that seats the rule set's teams."""
    if not RULE_SETS[name].teams:
        return players
    return min(t for t in (4, 6, 8, 10) if t >= players)


def random_positions(rules: RuleSet, players: int, seed: int, steps: int = 120):
    """Rounds met in seeded random play, any seat acting."""
    rng = random.Random(seed)
    r = Round.new(players, rules, dealer=seed % players, seed=seed)
    for _ in range(steps):
        if r.phase is Phase.OVER:
            return
        yield r, rng
        legal = r.legal_actions()
        plays = [a for a in legal if type(a) is Play]
        r.apply(rng.choice(plays if plays and rng.random() < 0.8 else legal))


@pytest.mark.slow
@settings(max_examples=examples(25), deadline=None)
@given(name=st.sampled_from(sorted(RULE_SETS)), players=st.sampled_from([2, 3, 4, 5, 6]),
       seed=st.integers(0, 2**32))
def test_apply_takes_exactly_the_legal_actions_and_refusing_changes_nothing(name, players, seed):
    players = seated(name, players)
    for r, rng in random_positions(RULE_SETS[name], players, seed, steps=40):
        legal = r.legal_actions()
        for action in legal + candidates(r, rng, 30):
            trial = r.clone()
            before = snapshot(trial)
            try:
                trial.apply(action)
            except IllegalAction:
                assert action not in legal
                assert snapshot(trial) == before
            else:
                assert action in legal


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_changing_the_list_of_legal_actions_changes_nothing_apply_takes(name):
    """apply takes an action it has just listed without asking again: the
    list handed out is the caller's own, and a wrong action put into it, or
    one listed for an earlier moment, is still refused."""
    players = seated(name, 4)
    def refused(r: Round, action: object) -> None:
        trial = r.clone()
        before = snapshot(trial)
        with pytest.raises(IllegalAction):
            trial.apply(action)
        assert snapshot(trial) == before

    earlier: list = []
    for r, rng in random_positions(RULE_SETS[name], players, seed=17, steps=40):
        anyone = r.clone().legal_actions()  # (the round itself last listed before its last step)
        for action in earlier:
            if action not in anyone:
                refused(r, action)
        legal = r.legal_actions(r.current)
        wrong = [a for a in candidates(r, rng, 10) if a not in anyone]
        legal += wrong
        for action in wrong:
            refused(r, action)
        earlier = anyone


@given(seed=st.integers(0, 2**64), size=st.integers(0, 130))
def test_a_round_shuffles_as_pythons_random_shuffle_does(seed, size):
    """A saved round deals again as it was dealt: the round's own shuffle
    puts the cards in the order `random.Random(seed).shuffle` does."""
    cards = (build_deck(RuleSet(deck="swap")) * 2)[:size]
    r = Round.setup(RuleSet(), [[Card.parse("r1")], [Card.parse("r2")]], [Card.parse("r3")], [], seed=seed)
    shuffled = list(cards)
    r._shuffle(shuffled)  # noqa: SLF001 (the engine's own shuffle, beside Python's)
    expected = list(cards)
    random.Random(seed).shuffle(expected)
    assert shuffled == expected


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_a_clone_and_its_original_do_not_touch_each_other(name):
    for r, rng in random_positions(RULE_SETS[name], 4, seed=11):
        before = snapshot(r)
        twin = r.clone()
        for _ in range(6):
            if twin.phase is Phase.OVER:
                break
            twin.apply(rng.choice(twin.legal_actions()))
        assert snapshot(r) == before
        r.clone().apply(rng.choice(r.legal_actions()))
        assert snapshot(r) == before


def test_a_clone_shuffles_as_its_original_would():
    """Clones share the random generator's future: a reshuffle of the
    discard pile and a Wild Shuffle Hands come out the same in both, in
    whichever order they are played, and in a clone of a clone."""
    rules = RuleSet(deck="shuffle")
    cards = build_deck(rules)
    shuffle = Card.parse("wshuffle")
    cards.remove(shuffle)
    hands = [[shuffle, *cards[0:5]], cards[5:10], cards[10:15]]
    r = Round.setup(rules, hands, discard=cards[15:60], draw_pile=cards[60:62], seed=5)

    def play_out(game: Round) -> list:
        """The shuffle card, then draws until the two-card pile runs out
        (a reshuffle whatever the deal), then random play."""
        rng = random.Random(3)
        seen = [game.apply(Play(0, shuffle, COLORS[0]))]
        for _ in range(60):
            if game.phase is Phase.OVER:
                break
            legal = game.legal_actions(game.current)
            draw = Draw(game.current)
            seen.append(game.apply(draw if len(seen) < 8 and draw in legal else rng.choice(legal)))
        return seen

    first, second = r.clone(), r.clone()
    third = second.clone()
    expected = play_out(first)
    assert play_out(r) == expected
    assert play_out(third) == expected
    assert play_out(second) == expected
    assert any(type(e).__name__ == "PileReshuffled" for step in expected for e in step)


def unseen(r: Round, seat: int) -> list[Card]:
    """The cards seat `seat` cannot see, as a multiset: a guessable draw pile."""
    pool = build_deck(r.rules)
    for card in (*r.discard, *(c for h in r.hands for c in h)):
        pool.remove(card)
    return pool


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_determinize_rebuilds_what_the_seat_sees(name):
    for r, rng in random_positions(RULE_SETS[name], 4, seed=23):
        seat = rng.randrange(4)
        view = r.view(seat)
        guess = Round.determinize(view, r.hands, unseen(r, seat), seed=1)
        mirror = guess.view(seat)
        assert mirror == dataclasses.replace(view, history=())
        assert guess.legal_actions() == r.legal_actions()


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_the_history_grows_by_each_step_with_drawn_cards_hidden(name):
    players = seated(name, 3)
    r = Round.new(players, RULE_SETS[name], seed=8)
    assert r.history == tuple(redact(e) for e in r.opening_events)
    rng = random.Random(8)
    while r.phase is not Phase.OVER and len(r.history) < 600:
        before = r.history
        events = r.apply(rng.choice(r.legal_actions()))
        events.clear()  # the caller's list is the caller's own
        after = r.history
        assert after[:len(before)] == before
        assert all(getattr(e, "cards", None) is None and getattr(e, "card", 0) is not None
                   or type(e).__name__ in ("CardPlayed", "FirstCardTurned", "FirstCardReturned")
                   for e in after[len(before):])
        assert len(after) > len(before)
        assert all(r.view(s).history == after for s in range(players))


def test_determinize_seen_by_another_seat_while_a_drawn_card_waits():
    c = Card.parse
    r = Round.setup(RuleSet(), [[c("b3"), c("g4")], [c("y1"), c("y2")]], [c("r5")], [c("r7"), c("b9")])
    r.apply(Draw(0))
    assert r.phase is Phase.DRAWN
    view = r.view(1)
    assert view.drawn_card is None
    guess = Round.determinize(view, r.hands, [c("b9")])
    assert guess.legal_actions(0) == r.legal_actions(0) == [Play(0, c("r7")), Pass(0)]


@pytest.mark.parametrize("name", sorted(RULE_SETS))
def test_a_view_shows_the_round_as_its_seat_sees_it_and_keeps_up(name):
    earlier = None
    players = seated(name, 3)
    for r, rng in random_positions(RULE_SETS[name], players, seed=31):
        if earlier is not None:  # a step was taken since
            assert len(r.view(earlier.seat).history) > len(earlier.history)
        seat = rng.randrange(players)
        view = r.view(seat)
        wd4_waits = r.phase is Phase.CHALLENGE
        assert (view.seat, view.hand, view.hand_sizes, view.discard, view.top, view.color) == (
            seat, r.hands[seat], tuple(map(len, r.hands)), r.discard, r.top, r.color)
        assert (view.current, view.direction, view.draw_pile_size, view.phase, view.rules) == (
            r.current, r.direction, r.draw_pile_size, r.phase, r.rules)
        assert (view.uno_called, view.dealer, view.pending_draw, view.catchable, view.winner) == (
            r.uno_called, r.dealer, r.pending_draw, r.catchable, r.winner)
        assert (view.challenge is not None) == wd4_waits
        assert view.history == r.history
        assert view.drawn_card is None or (seat == r.current and r.phase is Phase.DRAWN)
        assert r.view(seat) == view
        earlier = view


def test_a_card_is_the_one_card_of_its_colour_and_rank():
    red_five = Card.parse("r5")
    assert Card(red_five.color, red_five.rank) is red_five
    assert dataclasses.replace(red_five) is red_five
    assert copy.copy(red_five) is red_five
    assert copy.deepcopy([red_five])[0] is red_five
    assert pickle.loads(pickle.dumps(red_five)) is red_five
    assert red_five != Card.parse("r6") and red_five != "r5"
    assert len({*build_deck(RuleSet(deck="swap"))}) == 4 * 13 + 4
