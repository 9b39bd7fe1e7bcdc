"""Refusals in words: every reason code the engine gives has its own sentence, with the seats' names."""
from __future__ import annotations

import pytest

from unodesk.engine import Card, Draw, IllegalAction, Play, Round, RuleSet
from unodesk.engine.legality import REASONS
from unodesk.i18n.messages import refusal_text

NAMES = ("Anna", "Bo")
FALLBACK = "That is not possible now."


def refusal(action, **setup):
    r = Round.setup(RuleSet(**setup.pop("rules", {})), **setup)
    with pytest.raises(IllegalAction) as info:
        r.apply(action)
    return info.value


def test_a_card_that_does_not_match_is_explained_with_names(qapp):
    error = refusal(Play(0, Card.parse("b3")), hands=[[Card.parse("b3"), Card.parse("r1")], [Card.parse("g1")]],
                    discard=[Card.parse("r5")], draw_pile=[Card.parse("y1")])
    text = refusal_text(error, NAMES)
    assert "blue 3" in text and "red" in text and text != FALLBACK


def test_not_your_turn_names_whose_turn_it_is(qapp):
    error = refusal(Draw(1), hands=[[Card.parse("b3")], [Card.parse("g1")]],
                    discard=[Card.parse("r5")], draw_pile=[Card.parse("y1")])
    assert "Anna" in refusal_text(error, NAMES)


@pytest.mark.parametrize("reason", [*sorted(REASONS), "round_over", "round_not_over", "match_over", "hand_hidden",
                                    "take_back_not_one_person", "take_back_round_over", "take_back_nothing",
                                    "take_back_card_seen"])
def test_every_reason_code_has_a_sentence_of_its_own(qapp, reason):
    """A new reason in the engine fails here until the table can say it."""
    assert refusal_text(IllegalAction(reason, "x"), NAMES) != FALLBACK


def test_a_wild_card_during_the_rest_names_who_must_still_play(qapp):
    """002: spillet må spilles en hel runde før det kan vris igjen."""
    error = IllegalAction("wild_rest", "x", waiting=(1, 2))
    assert refusal_text(error, ("Anna", "Bo", "Cy")) == "No wild card yet: Bo and Cy must have a turn first."
    error = IllegalAction("wild_rest", "x", waiting=(0, 1, 2))
    assert "Anna, Bo and Cy" in refusal_text(error, ("Anna", "Bo", "Cy"))


def test_a_pair_that_cannot_be_played_says_why(qapp):
    card = Card.parse("g5")
    assert "house rule" in refusal_text(IllegalAction("no_doubles", "x", card=card), NAMES)
    assert "one at a time" in refusal_text(IllegalAction("no_wild_pair", "x", card=Card.parse("w")), NAMES)
    assert refusal_text(IllegalAction("no_second_card", "x", card=card), NAMES) == (
        "You hold only one green 5: a pair needs both copies.")


@pytest.mark.parametrize("reason", [
    "not_your_turn", "does_not_match", "only_drawn_card", "wild_draw_four_strict", "not_in_hand", "needs_color",
    "needs_target", "bad_target", "no_target_for_card", "no_color_for_card", "no_wild_finish", "answer_penalty",
    "challenge_or_accept", "choose_color_first", "no_color_to_choose", "no_jump_in_now", "uno_not_now",
    "uno_already_called", "nothing_to_catch", "nothing_to_challenge", "nothing_to_accept", "nothing_to_pass",
    "no_draw_now", "round_over", "round_not_over", "match_over", "hand_hidden",
    "take_back_not_one_person", "take_back_round_over", "take_back_nothing", "take_back_card_seen",
])
def test_every_reason_the_engine_gives_has_its_own_sentence(qapp, reason):
    assert refusal_text(IllegalAction(reason, "x"), NAMES) != FALLBACK
