"""Properties of the engine over random rule sets (every switch, teams and
pairs included), tables and play.

- No card is ever lost or duplicated: the hands, the discard pile and the
  draw pile together are always exactly the deck of the rule set.
- Until the round is over someone (the current player at least) can act.
- Every illegal action raises IllegalAction and changes nothing at all.
- Every round ends under a policy that prefers playing a card.
- A seat's view never reveals another hand or the order of the draw pile,
  but for the hand a challenged player shows the challenger.
- A match ends, scores never go down, and the deal passes to the left.

Hypothesis settings: the "default" profile keeps the whole module around
20 s on two cores; HYPOTHESIS_PROFILE=thorough runs five times as many
examples, the stateful ones twice as long, for a deeper search.
"""
from __future__ import annotations

import dataclasses
import enum
import functools
import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from unodesk.engine import (
    CUSTOM_EFFECTS,
    Accept,
    CallUno,
    Card,
    CardDealt,
    CardsDrawn,
    CatchUno,
    Challenge,
    Challenged,
    ChooseColor,
    Color,
    Draw,
    IllegalAction,
    Match,
    Pass,
    Phase,
    Play,
    PlayerView,
    Round,
    RuleSet,
    build_deck,
)
from unodesk.engine.rules import TEAM_TABLES

from .helpers import snapshot

ALL_CARDS = sorted({*build_deck(RuleSet(deck="shuffle")), *build_deck(RuleSet(deck="swap"))}, key=str)

rule_sets = st.builds(
    RuleSet,
    deck=st.sampled_from(["classic", "shuffle", "swap"]),
    hand_size=st.integers(1, 10),
    target_score=st.one_of(st.just(500), st.integers(1, 500)),
    scoring=st.sampled_from(["winner", "lowest"]),
    challenge=st.booleans(),
    strict_wild_draw_four=st.booleans(),
    stacking=st.booleans(),
    stack_draw_four=st.booleans(),
    seven_zero=st.booleans(),
    jump_in=st.booleans(),
    doubles=st.booleans(),
    draw_until_playable=st.booleans(),
    max_draws=st.integers(1, 4),
    no_wild_finish=st.booleans(),
    wild_rest=st.booleans(),
    no_action_finish=st.booleans(),
    custom_effect=st.sampled_from(CUSTOM_EFFECTS),
    custom_cards=st.integers(1, 3),
    teams=st.booleans(),
)
# A rule set with a table it can seat: teams of two need 4, 6, 8 or 10 players.
tables = rule_sets.flatmap(lambda rules: st.tuples(
    st.just(rules), st.sampled_from(TEAM_TABLES) if rules.teams else st.integers(2, 10)))


def draw_pile_cards(r: Round) -> list[Card]:
    """The cards of the draw pile, in no particular order.

    The contract exposes only the pile's size; to prove that no card is lost
    or duplicated inside the pile this test reads the engine's own list.
    """
    return list(r._draw)  # noqa: SLF001


def with_unseen_cards_moved(r: Round, seat: int, rng: random.Random) -> Round:
    """A copy of the round in which every card `seat` cannot see (other hands,
    the draw pile) is dealt out again at random, each hand keeping its size.

    Whatever `seat`'s view shows must be the same in the copy. Like
    `draw_pile_cards`, this reaches into the engine's own lists.
    """
    twin = r.clone()
    hidden = [c for s, h in enumerate(twin._hands) if s != seat for c in h] + twin._draw  # noqa: SLF001
    rng.shuffle(hidden)
    for s, hand in enumerate(twin._hands):  # noqa: SLF001
        if s != seat:
            hand[:] = [hidden.pop() for _ in hand]
    twin._draw[:] = hidden  # noqa: SLF001
    return twin


def prefer_plays(legal: list, rng: random.Random):
    """A card whenever one may be played, but a card just drawn is kept one
    time in four: always playing it, two players can bounce Reverses off each
    other for ever while a wild rest waits for the players they never reach.
    And a coloured card, when one fits, half the time (as people keep their
    wild cards): a wild card is always playable, so players choosing among
    their cards at random play them far more often than their share, and at
    nine or ten seats a Wild Customizable agreed as "everyone else draws one"
    (eight or nine cards for one) then feeds the hands as fast as they empty."""
    plays = [a for a in legal if isinstance(a, Play)]
    if plays and Pass(legal[0].player) in legal and rng.random() < 0.25:
        return Pass(legal[0].player)
    coloured = [a for a in plays if a.card.color is not None]
    if coloured and rng.random() < 0.5:
        return rng.choice(coloured)
    return rng.choice(plays or legal)


VALUE_TYPES = (int, str, bool, type(None), Card, enum.Enum, RuleSet)


def assert_only_plain_values(value: object, path: str = "view", checked: dict[int, object] | None = None) -> None:
    """Everything reachable from a view is an immutable value: no round, no list, nothing live.

    `checked` holds the tuples and frozen values already found plain (by
    identity, each kept so that its id is not reused): they cannot change,
    so a history that grows by a few events a step is not read whole again."""
    if checked is not None and id(value) in checked:
        return
    if isinstance(value, tuple):
        for i, item in enumerate(value):
            assert_only_plain_values(item, f"{path}[{i}]", checked)
    elif dataclasses.is_dataclass(value) and not isinstance(value, (Card, RuleSet)):
        assert type(value).__dataclass_params__.frozen, path  # type: ignore[attr-defined]
        for f in dataclasses.fields(value):
            assert_only_plain_values(getattr(value, f.name), f"{path}.{f.name}", checked)
    else:
        assert isinstance(value, VALUE_TYPES), f"{path} is a {type(value).__name__}"
        return
    if checked is not None:
        checked[id(value)] = value


def assert_private(r: Round, view: PlayerView, rng: random.Random, checked: dict[int, object] | None = None,
                   told: dict[int, int] | None = None) -> None:
    """`told`, when given, holds how many events of its history each seat's
    view has already been checked for: the history only grows during a
    round, so each step reads only its new events (read whole every step,
    the history made this test's time grow with the square of its steps)."""
    seat = view.seat
    assert view.hand == r.hands[seat]
    assert view.hand_sizes == tuple(map(len, r.hands))
    assert_only_plain_values(view, checked=checked)
    start = told.get(seat, 0) if told is not None else 0
    if told is not None:
        told[seat] = len(view.history)
    for event in view.history[start:]:
        if isinstance(event, CardsDrawn):
            assert event.cards is None
        if isinstance(event, CardDealt):
            assert event.card is None
    if seat != r.current:
        assert view.drawn_card is None
    assert with_unseen_cards_moved(r, seat, rng).view(seat) == view


@functools.cache
def any_action(players: int) -> st.SearchStrategy:
    """Actions of every kind, with fields anywhere near the table (mostly illegal)."""
    seats = st.integers(-1, players)
    colors = st.sampled_from([None, *Color])
    return st.one_of(
        st.builds(Play, seats, st.sampled_from(ALL_CARDS), colors, st.one_of(st.none(), seats), st.booleans(),
                  st.booleans()),
        st.builds(Draw, seats), st.builds(Pass, seats), st.builds(CallUno, seats),
        st.builds(CatchUno, seats, seats), st.builds(Challenge, seats), st.builds(Accept, seats),
        st.builds(ChooseColor, seats, colors),
    )


@functools.cache
def field_values(players: int) -> dict[str, st.SearchStrategy]:
    """The values an action's fields may be given near a table of `players` (made once: a
    strategy made anew at every draw cost this test most of its time)."""
    return {
        "player": st.integers(-1, players), "card": st.sampled_from(ALL_CARDS),
        "color": st.sampled_from([None, *Color]), "target": st.one_of(st.none(), st.integers(-1, players)),
        "uno": st.booleans(), "pair": st.booleans(),
    }


def near_miss(data: st.DataObject, action: object, players: int) -> object:
    """A legal action with one field changed: the most telling illegal actions."""
    name = data.draw(st.sampled_from([f.name for f in dataclasses.fields(action)]))
    return dataclasses.replace(action, **{name: data.draw(field_values(players)[name])})


class RoundMachine(RuleBasedStateMachine):
    """Random tables and rule sets; random legal actions by any seat, and random illegal ones."""

    @initialize(table=tables, seed=st.integers(0, 2**32), data=st.data())
    def deal(self, table: tuple[RuleSet, int], seed: int, data: st.DataObject) -> None:
        rules, players = table
        dealer = data.draw(st.integers(0, players - 1))
        self.round = Round.new(players, rules, dealer=dealer, seed=seed)
        self.deck = Counter(build_deck(rules))
        self.rng = random.Random(seed)
        self.checked: dict[int, object] = {}  # the values of views found plain so far
        self.told: dict[int, int] = {}  # how much of each seat's history has been checked

    @precondition(lambda self: self.round.phase is not Phase.OVER)
    @rule(data=st.data())
    def act(self, data: st.DataObject) -> None:
        legal = self.round.legal_actions(None)
        action = data.draw(st.sampled_from(legal))
        assert self.round.apply(action), "every action says what happened"

    @precondition(lambda self: self.round.phase is not Phase.OVER)
    @rule(steps=st.integers(1, 150))
    def play_on(self, steps: int) -> None:
        """Let the current players play on for a while, to reach late positions (empty pile, Uno, end)."""
        r = self.round
        for _ in range(steps):
            if r.phase is Phase.OVER:
                break
            r.apply(prefer_plays(r.legal_actions(r.current), self.rng))

    @rule(data=st.data())
    def try_illegal(self, data: st.DataObject) -> None:
        r = self.round
        legal = r.legal_actions(None)
        if legal and data.draw(st.booleans()):
            action = near_miss(data, data.draw(st.sampled_from(legal)), len(r.hands))
        else:
            action = data.draw(any_action(len(r.hands)))
        if action in legal:
            return
        before = snapshot(r)
        try:
            r.apply(action)
        except IllegalAction as error:
            assert error.reason and str(error)
        else:
            raise AssertionError(f"{action} was not refused")
        assert snapshot(r) == before

    @invariant()
    def no_card_is_lost_or_duplicated(self) -> None:
        r = self.round
        held = Counter(c for h in r.hands for c in h) + Counter(r.discard) + Counter(draw_pile_cards(r))
        assert held == self.deck
        assert len(draw_pile_cards(r)) == r.draw_pile_size

    @invariant()
    def someone_can_act_until_the_round_is_over(self) -> None:
        r = self.round
        if r.phase is Phase.OVER:
            assert r.winner is not None and not r.hands[r.winner]
            assert r.legal_actions(None) == []
        else:
            assert r.winner is None
            assert r.legal_actions(r.current), "the current player can always do something"
            assert r.legal_actions(None) == [a for s in range(len(r.hands)) for a in r.legal_actions(s)]
            assert (r.color is None) == (r.phase is Phase.CHOOSE_COLOR)

    @invariant()
    def legal_actions_belong_to_their_seat(self) -> None:
        r = self.round
        for seat in range(len(r.hands)):
            assert all(a.player == seat for a in r.legal_actions(seat))

    @invariant()
    def a_seats_plays_come_first(self) -> None:
        """docs/ENGINE.md (legal_actions): a seat's plays come first, then its other actions."""
        r = self.round
        for seat in range(len(r.hands)):
            plays = [isinstance(a, Play) for a in r.legal_actions(seat)]
            assert plays == sorted(plays, reverse=True)

    @invariant()
    def a_view_shows_one_hand_only(self) -> None:
        """Besides its own hand a view shows only, to a challenger right after the challenge, the hand
        the challenged player had to show."""
        r = self.round
        last_step = r._log[1]  # noqa: SLF001 (the events of the last action)
        for seat in range(len(r.hands)):
            view = r.view(seat)
            assert_private(r, view, self.rng, self.checked, self.told)
            if view.revealed is not None:
                assert any(isinstance(e, Challenged) and (e.player, e.target) == (seat, view.revealed[0])
                           for e in last_step)
        for e in last_step:
            if isinstance(e, Challenged):
                assert r.view(e.player).revealed[0] == e.target


TestRound = pytest.mark.slow(RoundMachine.TestCase)


@pytest.mark.slow
@settings(max_examples=settings.default.max_examples * 10)
@given(table=tables, seed=st.integers(0, 2**32))
def test_every_round_ends_when_players_prefer_to_play(table, seed):
    """Texts 000, 003 (a round ends when someone is rid of all cards): a round played by seats that play a
    card whenever they can ends within a bounded number of actions, under any rule set."""
    rules, players = table
    r = Round.new(players, rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(5000):
        if r.phase is Phase.OVER:
            break
        r.apply(prefer_plays(r.legal_actions(r.current), rng))
    assert r.phase is Phase.OVER
    partners = [s for s in range(players) if rules.team_of(s, players) == rules.team_of(r.winner, players)]
    assert r.points() == sum(r.hand_points()) - sum(r.hand_points()[s] for s in partners)


@pytest.mark.slow
@settings(max_examples=settings.default.max_examples * 2)
@given(table=tables, seed=st.integers(0, 2**32))
def test_a_match_ends_scores_only_grow_and_the_deal_passes_left(table, seed):
    """Texts 000, 001, 002, 003 (rounds until 500, for a player or a team; the deal goes round) and the
    contract: rounds follow one another until a score reaches the target; no score ever falls; each new
    round is dealt by the seat left of the previous dealer."""
    rules, players = table
    m = Match.new(players, rules, seed=seed)
    rng = random.Random(seed)
    scores = m.scores
    for _ in range(300):
        r = m.round
        for _ in range(5000):
            if r.phase is Phase.OVER:
                break
            r.apply(prefer_plays(r.legal_actions(r.current), rng))
        assert r.phase is Phase.OVER
        assert all(new >= old for new, old in zip(m.scores, scores))
        scores = m.scores
        if m.over:
            break
        dealer = m.dealer
        m.next_round()
        assert m.dealer == (dealer + 1) % players == m.round.dealer
        assert m.scores == scores
    assert m.over
    teams = m.team_scores
    assert teams == tuple(sum(m.scores[s] for s in range(players) if m.team_of(s) == t) for t in range(len(teams)))
    assert max(teams) >= rules.target_score
    assert m.winner is not None
    assert m.winning_team == (m.team_of(m.winner) if rules.teams else None)
    if rules.scoring == "winner":
        assert teams[m.team_of(m.winner)] == max(teams)
    else:
        assert teams[m.team_of(m.winner)] == min(teams)
