"""The status line is worded from a seat's view, the names and who is a person: no table, no round."""
from __future__ import annotations

import dataclasses

from unodesk.engine import Card, Challenge, Color, Phase, Play, Round, RuleSet
from unodesk.i18n.status import status_line

C = Card.parse
NAMES = ("Anna", "Bo")
PILE = [C(c) for c in ("y1", "y2", "g3", "b4", "r6", "g7", "b8", "y9")]


def dealt(hands=(("r1", "b2"), ("g1", "g2")), top="r5", **setup) -> Round:
    return Round.setup(RuleSet(), [[C(c) for c in h] for h in hands], [C(top)], PILE, **setup)


def shown(r: Round, seat: int = 0, persons=(0,), **moment) -> str:
    """The line as the person at `seat` sees it, their hand shown."""
    return status_line(r.view(seat), NAMES, persons, shown=True, legal=r.legal_actions(seat), **moment)


def test_without_a_round_it_invites_to_start_one():
    assert status_line(None, NAMES, (0,)) == "Start a new game from the menu."
    assert status_line(dealt().view(0), ("Anna",), (0,)) == "Start a new game from the menu."


def test_on_the_shown_persons_turn_it_says_to_play_a_raised_card_or_draw():
    text = shown(dealt())
    assert text.startswith("Your turn, Anna: play a raised card") and "(D)" in text


def test_when_no_card_fits_it_says_to_draw():
    assert shown(dealt(hands=(("g1", "b2"), ("g1", "g2")))) == "Your turn, Anna: no card fits, draw a card (D)."


def test_a_computers_turn_is_thinking_and_another_persons_turn_is_named():
    r = dealt(current=1)
    assert shown(r) == "Bo's turn: thinking…"
    assert shown(r, persons=(0, 1)) == "Bo's turn."


def test_with_no_hand_shown_only_what_every_seat_knows_is_read():
    r = dealt()
    lines = {status_line(r.view(seat), NAMES, (0, 1), shown=False) for seat in (0, 1)}
    assert lines == {"Anna's turn."}


def test_each_moment_of_a_turn_has_its_sentence():
    view = dealt().view(0)

    def line(**changes) -> str:
        return status_line(dataclasses.replace(view, **changes), NAMES, (0,), shown=True)

    assert line(phase=Phase.DRAWN) == "Play the card you drew, or keep it (K)."
    assert line(phase=Phase.CHOOSE_COLOR) == "Choose the colour (1–4)."
    assert line(phase=Phase.CHALLENGE) == "Challenge the Wild Draw Four (C) or take the cards (T)."
    # "card(s)" or "cards": whether English plural forms are loaded depends on the tests run before
    assert line(phase=Phase.STACK, pending_draw=4).startswith("No card of yours answers: take 4 card")


def test_a_stack_is_answered_with_the_raised_cards_whatever_the_stacking_form():
    r = Round.setup(RuleSet(stacking=True, stack_draw_four=False), [[C("r+2"), C("g4")], [C("y+2"), C("w+4")]],
                    [C("r5")], PILE)
    r.apply(Play(0, C("r+2")))
    assert shown(r, 1, persons=(1,)).startswith("Answer with a raised card, or take 2 card")


def test_a_wild_draw_four_on_the_person_is_answered_by_challenge_or_take():
    r = dealt(hands=(("r1", "b2"), ("w+4", "r3", "g3")), current=1)
    r.apply(Play(1, C("w+4"), Color.GREEN))
    assert shown(r) == "Challenge the Wild Draw Four (C) or take the cards (T)."


def test_the_end_of_the_round_names_the_winner():
    view = dealt().view(0)
    assert status_line(dataclasses.replace(view, phase=Phase.OVER, winner=1), NAMES, (0,)) == "Bo won the round."
    assert status_line(dataclasses.replace(view, phase=Phase.OVER), NAMES, (0,)) == "The round is over."


def test_between_two_people_it_says_whom_to_pass_the_computer_to():
    assert status_line(dealt().view(0), NAMES, (0, 1), handing_off=1) == "Pass the computer to Bo."


def test_a_refusal_comes_first_and_an_armed_uno_last():
    text = shown(dealt(current=1), refusal="Wait: it is Bo's turn.", uno_armed=True)
    assert text == "Wait: it is Bo's turn.  Bo's turn: thinking…  Uno will be called with your next card."


def test_a_player_who_forgot_uno_is_pointed_out_to_the_shown_person_only():
    view = dataclasses.replace(dealt().view(0), catchable=1)
    catch = "Bo has one card and did not call Uno: catch them!"
    assert status_line(view, NAMES, (0,), shown=True).endswith(catch)
    assert catch not in status_line(view, NAMES, (0,), shown=False)
    assert catch not in status_line(dataclasses.replace(view, catchable=0), NAMES, (0,), shown=True)


def test_after_a_wild_the_line_names_who_must_still_have_a_turn():
    """002: spillet må deretter spilles en hel runde før det kan vris igjen."""
    names = ("Anna", "Bo", "Cia")
    r = Round.setup(RuleSet(wild_rest=True), [[C("w"), C("r1")], [C("g1"), C("g2")], [C("b1"), C("b2")]],
                    [C("r5")], PILE)
    r.apply(Play(0, C("w"), Color.GREEN))
    line = status_line(r.view(0), names, (0,), shown=True, legal=r.legal_actions(0))
    assert line.endswith("No wild card until Bo and Cia has had a turn.") or line.endswith(
        "No wild card until Bo and Cia have had a turn.")
    r.apply(Play(1, C("g1")))
    assert "No wild card until Cia has had a turn." in status_line(r.view(0), names, (0,))


def test_a_long_wait_for_wild_cards_is_counted_not_named():
    names = tuple("ABCDE")
    view = dataclasses.replace(dealt().view(0), hand_sizes=(2,) * 5, wild_rest_waiting=(1, 2, 3, 4))
    assert "No wild card until 4 more player" in status_line(view, names, (0,))


def test_a_person_who_holds_a_pair_is_told_it_may_go_down_together():
    """001: två likadana kort på en gång (a house rule)."""
    r = Round.setup(RuleSet(doubles=True), [[C("r7"), C("r7"), C("b1")], [C("g1"), C("g2")]], [C("r5")], PILE)
    assert "You hold a pair: click one of its cards to play one or both." in shown(r)
    assert "pair" not in shown(dealt())


def test_the_challenger_is_told_whose_hand_they_were_shown():
    r = dealt(hands=(("r1", "b2"), ("w+4", "r3", "g3")), current=1)
    r.apply(Play(1, C("w+4"), Color.GREEN))
    r.apply(Challenge(0))
    assert "Bo had to show you their hand." in shown(r)
    assert "show you" not in status_line(r.view(1), NAMES, (0,), shown=True, legal=r.legal_actions(1))
