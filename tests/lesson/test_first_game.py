"""The coached first game as data (issue 23): a prepared deal whose script
plays through on the engine, teaches each thing once in order, and whose
coach tells the lesson's moves from the rest."""
from __future__ import annotations

import string
from collections import Counter

from unodesk.engine import (
    Action,
    CallUno,
    Card,
    CatchUno,
    Challenge,
    Draw,
    Phase,
    Play,
    RuleSet,
    build_deck,
)
from unodesk.lesson import FIRST_GAME, PERSON, Coach, Nudge, Topic, Words


def test_the_deck_is_the_box_of_108_cards_and_the_person_begins():
    assert Counter(FIRST_GAME.deck) == Counter(build_deck(RuleSet()))
    r = FIRST_GAME.deal()
    assert r.current == PERSON and r.phase is Phase.TURN
    assert [len(hand) for hand in r.hands] == [7, 7, 7]  # a real deal: seven cards each


def test_the_script_plays_through_and_the_person_goes_out():
    r = FIRST_GAME.deal()
    for beat in FIRST_GAME.beats:
        assert beat.action in r.legal_actions(beat.action.player), beat
        r.apply(beat.action)
    assert r.phase is Phase.OVER and r.winner == PERSON


def test_the_computers_play_the_script_from_their_views_alone():
    coach = Coach(FIRST_GAME)
    players = coach.players()
    assert set(players) == {1, 2}
    r = FIRST_GAME.deal()
    for beat in FIRST_GAME.beats:
        for seat, player in players.items():
            view, legal = r.view(seat), r.legal_actions(seat)
            if not legal:
                continue
            if seat == r.current:
                answer = player.choose(view, legal)
                if beat.action.player == seat:
                    assert answer == beat.action
            else:
                answer = player.react(view, legal)
                assert answer == (beat.action if beat.action.player == seat else None)
        r.apply(beat.action)


def test_every_thing_is_taught_once_in_the_order_it_first_happens():
    coach = Coach(FIRST_GAME)
    assert coach.topics() == list(Topic)
    taught = {beat.topic: beat for beat in FIRST_GAME.beats if beat.topic is not None}
    # The person makes each move the coach teaches (the Wild Draw Four's is the challenge of it).
    assert all(beat.persons for beat in taught.values())
    kinds = {topic: beat.action for topic, beat in taught.items()}
    assert isinstance(kinds[Topic.WILD_DRAW_FOUR], Challenge)
    assert isinstance(kinds[Topic.DRAWING], Draw)
    assert isinstance(kinds[Topic.CAUGHT], CatchUno)
    assert kinds[Topic.UNO].uno
    assert kinds[Topic.WILD].card == Card.parse("w")
    # Nothing is left unsaid to the person: each of their moves comes with what to do.
    assert all(beat.say is not None for beat in FIRST_GAME.beats if beat.persons)


def test_the_coach_knows_each_moment_from_a_view():
    coach = Coach(FIRST_GAME)
    r = FIRST_GAME.deal()
    for index, beat in enumerate(FIRST_GAME.beats):
        for seat in range(3):
            assert coach.position(r.view(seat)) == index
        r.apply(beat.action)
    assert coach.position(r.view(PERSON)) == len(FIRST_GAME.beats)


def test_a_move_the_rules_allow_but_not_the_lesson_is_told_apart():
    coach = Coach(FIRST_GAME)
    r = FIRST_GAME.deal()
    nudged = 0
    for beat in FIRST_GAME.beats:
        if beat.persons:
            view, legal = r.view(PERSON), r.legal_actions(PERSON)
            assert coach.judge(view, legal, beat.action) is None
            for other in legal:
                if other == beat.action:
                    continue
                verdict = coach.judge(view, legal, other)
                forgot = isinstance(other, Play) and other.card == getattr(beat.action, "card", None) \
                    and getattr(beat.action, "uno", False) and not other.uno
                assert verdict is not None and verdict.nudge is (Nudge.FORGOT_UNO if forgot else Nudge.ANOTHER_MOVE)
                assert verdict.wanted == beat.action
                nudged += 1
            # A move the rules refuse is left to them (they say why).
            assert coach.judge(view, legal, Play(PERSON, Card.parse("w+4"), None)) is None
        r.apply(beat.action)
    assert nudged > 5


def test_calling_uno_is_taught_and_forgetting_it_is_told():
    coach = Coach(FIRST_GAME)
    r = FIRST_GAME.deal()
    for beat in FIRST_GAME.beats:
        if beat.topic is Topic.UNO:
            view, legal = r.view(PERSON), r.legal_actions(PERSON)
            forgot = Play(PERSON, beat.action.card)
            assert coach.judge(view, legal, forgot).nudge is Nudge.FORGOT_UNO
            break
        r.apply(beat.action)


def test_the_round_ends_with_points_to_explain():
    coach = Coach(FIRST_GAME)
    hands = dict(coach.final_hands())
    assert coach.final.points() == sum(card.points for hand in hands.values() for card in hand) > 0
    assert all(len(hand) > 1 for hand in hands.values())


ALLOWED = {"name1", "name2", "points", "points1", "points2"}


def _words() -> list[Words]:
    found = [FIRST_GAME.intro, FIRST_GAME.outro]
    for beat in FIRST_GAME.beats:
        found.extend(w for w in (beat.say, beat.after) if w is not None)
    return found


def test_every_text_names_only_what_the_view_fills_in():
    for words in _words():
        fields = {name for _, name, _, _ in string.Formatter().parse(words.text.source) if name}
        cards = {f"c{i}" for i in range(len(words.cards))}
        assert fields <= ALLOWED | cards, (words.text.source, fields)
        assert words.text.context == "Lesson"


def test_the_script_holds_no_action_the_engine_does_not_know():
    kinds = {type(beat.action) for beat in FIRST_GAME.beats}
    assert kinds <= {Play, Draw, Challenge, CatchUno, CallUno}
    assert all(isinstance(beat.action, Action.__args__) for beat in FIRST_GAME.beats)  # type: ignore[attr-defined]
