"""The choice of a play without a widget: card, then one or both, then the
colour, then whom to swap with; cancelled at any step; and a play that
became impossible meanwhile is handed on, for the controller to refuse."""
from __future__ import annotations

from unodesk.engine import Card, Color, Round, RuleSet
from unodesk.view.table.play_choice import (
    AskColor,
    AskPair,
    AskTarget,
    NameColor,
    Pending,
    PlayCard,
    PlayChoice,
    Refuse,
)

C = Card.parse
PILE = [C(c) for c in ("y1", "y2", "g3", "b4", "r6", "g7", "b8", "y9")]


def legal(rules: RuleSet, hand: list[str], others: int = 1, top: str = "r5") -> list:
    """What Anna (seat 0) may do on her turn, holding `hand`, with `others` seats beside her."""
    hands = [[C(c) for c in hand]] + [[C("g1"), C("g2"), C("g4")] for _ in range(others)]
    return Round.setup(rules, hands, [C(top)], PILE).legal_actions(0)


# -- a plain card ----------------------------------------------------------

def test_a_plain_card_is_played_at_once():
    choice = PlayChoice()
    assert choice.card(C("r7"), legal(RuleSet(), ["r7", "b1"])) == PlayCard(C("r7"))
    assert choice.pending is None


def test_a_card_that_does_not_fit_is_handed_on_to_be_refused():
    choice = PlayChoice()
    assert choice.card(C("b1"), legal(RuleSet(), ["r7", "b1"])) == Refuse(C("b1"))
    assert choice.pending is None


# -- a pair under the doubles rule -----------------------------------------

def test_a_card_held_twice_under_the_doubles_rule_asks_one_or_both():
    choice = PlayChoice()
    allowed = legal(RuleSet(doubles=True), ["r7", "r7", "b1"])
    assert choice.card(C("r7"), allowed) == AskPair(C("r7"))
    assert choice.pending == Pending(C("r7"))
    assert choice.pair(True, allowed) == PlayCard(C("r7"), pair=True)
    assert choice.pending is None


def test_one_of_the_pair_goes_down_alone():
    choice = PlayChoice()
    allowed = legal(RuleSet(doubles=True), ["r7", "r7", "b1"])
    choice.card(C("r7"), allowed)
    assert choice.pair(False, allowed) == PlayCard(C("r7"), pair=False)


def test_one_or_both_said_with_the_card_asks_nothing():
    choice = PlayChoice()
    allowed = legal(RuleSet(doubles=True), ["r7", "r7", "b1"])
    assert choice.card(C("r7"), allowed, pair=True) == PlayCard(C("r7"), pair=True)


def test_without_the_rule_a_card_held_twice_goes_down_alone():
    choice = PlayChoice()
    assert choice.card(C("r7"), legal(RuleSet(), ["r7", "r7", "b1"])) == PlayCard(C("r7"))


def test_a_wild_card_held_twice_is_not_asked_one_or_both():
    """Wild cards go down one at a time, even under the doubles rule: only the colour is asked."""
    choice = PlayChoice()
    allowed = legal(RuleSet(doubles=True), ["w", "w", "b1"])
    assert choice.card(C("w"), allowed) == AskColor(C("w"))
    assert choice.color(Color.BLUE, allowed) == PlayCard(C("w"), Color.BLUE)


# -- a wild card's colour --------------------------------------------------

def test_a_wild_card_asks_its_colour_then_goes_down_in_it():
    choice = PlayChoice()
    allowed = legal(RuleSet(), ["w", "b1"])
    assert choice.card(C("w"), allowed) == AskColor(C("w"))
    assert choice.pending == Pending(C("w"))
    assert choice.color(Color.GREEN, allowed) == PlayCard(C("w"), Color.GREEN)
    assert choice.pending is None


def test_a_colour_with_no_card_waiting_answers_a_wild_card_turned_up_first():
    assert PlayChoice().color(Color.RED, []) == NameColor(Color.RED)


# -- whom to swap with -----------------------------------------------------

def test_a_seven_under_seven_zero_asks_whom_to_swap_with():
    choice = PlayChoice()
    allowed = legal(RuleSet(seven_zero=True), ["r7", "b2"], others=2)
    assert choice.card(C("r7"), allowed) == AskTarget((1, 2), False)
    assert choice.target(2) == PlayCard(C("r7"), None, 2)
    assert choice.pending is None


def test_wild_swap_hands_asks_the_colour_then_whom_and_may_swap_with_nobody():
    choice = PlayChoice()
    allowed = legal(RuleSet(deck="swap"), ["wswap", "b2", "g2"], others=2)
    assert choice.card(C("wswap"), allowed) == AskColor(C("wswap"))
    assert choice.color(Color.YELLOW, allowed) == AskTarget((1, 2), True)
    assert choice.pending == Pending(C("wswap"), color=Color.YELLOW)
    assert choice.target(None) == PlayCard(C("wswap"), Color.YELLOW, None)


def test_wild_swap_hands_swaps_with_the_seat_chosen():
    choice = PlayChoice()
    allowed = legal(RuleSet(deck="swap"), ["wswap", "b2"], others=2)
    choice.card(C("wswap"), allowed)
    choice.color(Color.RED, allowed)
    assert choice.target(1) == PlayCard(C("wswap"), Color.RED, 1)


# -- cancelling at each step -----------------------------------------------

def test_cancelling_the_pair_question_leaves_nothing_waiting():
    choice = PlayChoice()
    allowed = legal(RuleSet(doubles=True), ["r7", "r7", "b1"])
    choice.card(C("r7"), allowed)
    choice.cancel()
    assert choice.pending is None
    assert choice.pair(True, allowed) is None


def test_cancelling_the_colour_leaves_nothing_waiting():
    choice = PlayChoice()
    allowed = legal(RuleSet(), ["w", "b1"])
    choice.card(C("w"), allowed)
    choice.cancel()
    assert choice.pending is None
    # A colour now is not for the card taken back.
    assert choice.color(Color.RED, allowed) == NameColor(Color.RED)


def test_cancelling_whom_to_swap_with_leaves_nothing_waiting():
    choice = PlayChoice()
    allowed = legal(RuleSet(deck="swap"), ["wswap", "b2"], others=2)
    choice.card(C("wswap"), allowed)
    choice.color(Color.RED, allowed)
    choice.cancel()
    assert choice.pending is None
    assert choice.target(1) is None


def test_another_card_replaces_the_one_waiting():
    choice = PlayChoice()
    allowed = legal(RuleSet(), ["w", "r7", "b1"])
    choice.card(C("w"), allowed)
    assert choice.card(C("r7"), allowed) == PlayCard(C("r7"))
    assert choice.pending is None


def test_a_card_that_does_not_fit_leaves_the_waiting_one_waiting():
    choice = PlayChoice()
    allowed = legal(RuleSet(), ["w", "b1"])
    choice.card(C("w"), allowed)
    assert choice.card(C("b1"), allowed) == Refuse(C("b1"))
    assert choice.pending == Pending(C("w"))


# -- a play that became impossible meanwhile --------------------------------

def test_a_colour_chosen_after_the_play_became_impossible_is_handed_on():
    """The turn moved on while the colour was asked: the controller refuses it and says why."""
    choice = PlayChoice()
    choice.card(C("w"), legal(RuleSet(), ["w", "b1"]))
    assert choice.color(Color.RED, []) == PlayCard(C("w"), Color.RED)
    assert choice.pending is None


def test_one_or_both_chosen_after_the_pair_became_impossible_is_handed_on():
    choice = PlayChoice()
    choice.card(C("r7"), legal(RuleSet(doubles=True), ["r7", "r7", "b1"]))
    assert choice.pair(True, []) == PlayCard(C("r7"), pair=True)
    assert choice.pending is None


def test_a_target_is_handed_on_whatever_is_allowed_now():
    choice = PlayChoice()
    choice.card(C("r7"), legal(RuleSet(seven_zero=True), ["r7", "b2"], others=2))
    assert choice.target(1) == PlayCard(C("r7"), None, 1)
