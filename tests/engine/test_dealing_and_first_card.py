"""Dealing, the first card turned up, and who starts.

Texts: 000 (a round step by step), 001 (the first card of each kind),
002 (start of the game), 003 (setting up, first action card).
"""
from collections import Counter

import pytest

from unodesk.engine import (
    CardDealt,
    CardsDrawn,
    ChooseColor,
    Color,
    DirectionReversed,
    Draw,
    DrawReason,
    FirstCardReturned,
    FirstCardTurned,
    Pass,
    Phase,
    Play,
    Round,
    RuleSet,
    TurnSkipped,
    TurnStarted,
    build_deck,
)

from .helpers import card, cards, stacked_deck

SMALL = RuleSet(hand_size=2)
HANDS4 = [cards("r1 r2"), cards("y1 y2"), cards("g1 g2"), cards("b1 b2")]


def small_round(turn_up: str, rest: str = "r9 y9 g9 b9", *, rules: RuleSet = SMALL, dealer: int = 0) -> Round:
    return Round.new(4, rules, dealer=dealer, deck=stacked_deck(HANDS4, cards(turn_up), cards(rest), dealer=dealer))


@pytest.mark.parametrize("players", range(2, 11))
def test_each_player_is_dealt_seven_cards(players):
    """Texts 000, 001, 002, 003: every player, whatever their number (2 to 10), gets 7 cards."""
    r = Round.new(players, seed=players)
    assert [len(h) for h in r.hands] == [7] * players


@pytest.mark.parametrize("players", [1, 11, 0])
def test_a_round_needs_two_to_ten_players(players):
    """Texts 000, 003: Uno is played by 2 to 10 players."""
    with pytest.raises(ValueError):
        Round.new(players)


def test_the_rest_of_the_deck_is_the_draw_pile_after_one_card_is_turned_up():
    """Texts 000, 003: the undealt cards lie face down as the draw pile; the top one is turned up."""
    r = Round.new(4, seed=3, deck=build_deck(RuleSet())[::-1])
    assert len(r.discard) == 1
    assert r.draw_pile_size == 108 - 4 * 7 - 1


def test_cards_are_dealt_one_at_a_time_starting_left_of_the_dealer():
    """Contract (and text 001): the dealer deals one card at a time, clockwise, from the seat on the left."""
    deck = cards("r1 r2 r3 r4 r5 r6 r7 r8 r9 y1")
    r = Round.new(3, RuleSet(hand_size=3), dealer=1, deck=deck)
    assert r.hands[2] == tuple(cards("r1 r4 r7"))
    assert r.hands[0] == tuple(cards("r2 r5 r8"))
    assert r.hands[1] == tuple(cards("r3 r6 r9"))
    assert r.top == card("y1")
    assert r.draw_pile_size == 0


def test_the_card_after_the_deal_is_turned_up_and_sets_colour_and_number():
    """Texts 000, 001: the next card is turned face up; it starts the discard pile and sets the colour."""
    r = small_round("g7")
    assert r.discard == (card("g7"),)
    assert r.top == card("g7")
    assert r.color is Color.GREEN


@pytest.mark.parametrize("dealer", range(4))
def test_the_player_left_of_the_dealer_starts(dealer):
    """Texts 000, 001, 002, 003: the player to the left of the dealer plays first."""
    r = small_round("r7", dealer=dealer)
    assert r.current == (dealer + 1) % 4
    assert r.phase is Phase.TURN


def test_play_goes_clockwise_at_first():
    """Text 003: play starts clockwise (to the left, the next seat number)."""
    r = small_round("y7")
    assert r.direction == 1
    r.apply(Play(1, card("y1")))
    assert r.current == 2


def test_the_same_seed_deals_the_same_round():
    """Contract: with `seed` the shuffle is reproducible."""
    assert Round.new(5, seed=42).hands == Round.new(5, seed=42).hands
    assert Round.new(5, seed=42).hands != Round.new(5, seed=43).hands


def test_a_shuffled_round_holds_the_whole_deck():
    """Text 000: the game is played with the whole deck, shuffled."""
    r = Round.new(4, seed=9)
    assert r.draw_pile_size + len(r.discard) + sum(map(len, r.hands)) == 108
    assert Counter(c for h in r.hands for c in h) + Counter(r.discard) <= Counter(build_deck(RuleSet()))


def test_opening_events_show_the_deal_and_the_first_card():
    """Contract: the events of dealing and of the first card are kept for the table to animate."""
    r = small_round("r7")
    dealt = [e for e in r.opening_events if isinstance(e, CardDealt)]
    assert [(e.player, e.card) for e in dealt[:4]] == [(1, card("y1")), (2, card("g1")), (3, card("b1")),
                                                        (0, card("r1"))]
    assert len(dealt) == 8
    assert FirstCardTurned(card("r7")) in r.opening_events
    assert r.opening_events[-1] == TurnStarted(1)


def test_number_card_turned_up_first_has_no_effect():
    """Text 003: a number card turned up first only sets colour and number; the dealer's left starts."""
    r = small_round("b5")
    assert (r.current, r.direction, r.phase) == (1, 1, Phase.TURN)
    assert [len(h) for h in r.hands] == [2, 2, 2, 2]


def test_draw_two_turned_up_first_makes_the_player_left_of_the_dealer_draw_two_and_miss_the_turn():
    """Text 001 (and 003: a first action card acts at once): the player left of the dealer draws 2
    and is skipped, so the next player starts."""
    r = small_round("r+2", "r9 y9 g9 b9")
    assert r.hands[1] == tuple(cards("y1 y2 r9 y9"))
    assert r.current == 2
    assert CardsDrawn(1, 2, DrawReason.PENALTY, tuple(cards("r9 y9"))) in r.opening_events
    assert TurnSkipped(1) in r.opening_events


def test_draw_two_turned_up_first_cannot_be_stacked_on():
    """Choice (round.py): under stacking the first Draw Two is drawn at once; nobody played it."""
    r = small_round("r+2", rules=RuleSet(hand_size=2, stacking=True))
    assert len(r.hands[1]) == 4
    assert (r.current, r.phase, r.pending_draw) == (2, Phase.TURN, 0)


def test_reverse_turned_up_first_lets_the_dealer_start_and_play_go_counter_clockwise():
    """Text 001: with a Reverse turned up the dealer starts and play goes to the right."""
    r = small_round("rrev", dealer=2)
    assert r.current == 2
    assert r.direction == -1
    assert DirectionReversed(-1) in r.opening_events
    r.apply(Draw(2))  # the dealer cannot play on red and draws r9 ...
    r.apply(Pass(2))  # ... and keeps it
    assert r.current == 1


def test_skip_turned_up_first_skips_the_player_left_of_the_dealer():
    """Text 001: with a Skip turned up the player left of the dealer misses the turn; the next one starts."""
    r = small_round("rskip", dealer=3)
    assert TurnSkipped(0) in r.opening_events
    assert r.current == 1
    assert r.direction == 1


def test_wild_turned_up_first_lets_the_player_left_of_the_dealer_name_the_colour():
    """Text 001: with a Wild turned up the player left of the dealer chooses the colour."""
    r = small_round("w")
    assert r.phase is Phase.CHOOSE_COLOR
    assert r.current == 1
    assert r.color is None
    assert {type(a).__name__ for a in r.legal_actions(1)} == {"ChooseColor"}
    assert r.legal_actions(2) == []


def test_player_who_named_the_first_colour_then_plays():
    """Choice (round.py): after naming the colour of a first Wild, the same player takes the turn."""
    r = small_round("w")
    r.apply(ChooseColor(1, Color.YELLOW))
    assert (r.phase, r.current, r.color) == (Phase.TURN, 1, Color.YELLOW)
    r.apply(Play(1, card("y2")))
    assert r.current == 2


def test_wild_draw_four_turned_up_first_goes_back_into_the_pile():
    """Text 001: a Wild Draw Four turned up first is put back into the deck and a new card is turned."""
    r = small_round("w+4", "g5 r9 y9 b9")
    assert r.top == card("g5")
    assert r.discard == (card("g5"),)
    assert FirstCardReturned(card("w+4")) in r.opening_events
    assert r.draw_pile_size == 4  # the Wild Draw Four is back in the pile
    assert r.current == 1 and r.phase is Phase.TURN


def test_wild_draw_four_turned_up_first_goes_into_the_middle_of_the_pile():
    """Choice (text 001 says 'the middle'): the card goes back into the middle, not on top or at the bottom."""
    rest = "g5 r3 r4 r5 r6 r7 r8"
    r = small_round("w+4", rest)
    # draw the pile out card by card through the players' voluntary draws
    seen = []
    while r.draw_pile_size:
        seat = r.current
        r.apply(Draw(seat))
        seen.append(r.hands[seat][-1])
        if r.phase is Phase.DRAWN:
            r.apply(Pass(seat))
    assert seen.index(card("w+4")) == 3  # of seven cards, the fourth


def test_two_wild_draw_fours_turned_up_first_both_go_back():
    """Text 001: each Wild Draw Four turned up goes back until another card comes."""
    r = small_round("w+4", "w+4 b3 r9")
    assert r.top == card("b3")
    assert [e for e in r.opening_events if isinstance(e, FirstCardReturned)] == [FirstCardReturned(card("w+4"))] * 2
    assert r.draw_pile_size == 3  # both Wild Draw Fours and r9


@pytest.mark.parametrize("first", ["r7", "r0"])
def test_seven_or_zero_turned_up_first_under_seven_zero_swaps_nothing(first):
    """Choice (round.py): under the 7-0 house rule a first 7 or 0 moves no hands."""
    r = small_round(first, rules=RuleSet(hand_size=2, seven_zero=True))
    assert r.hands == tuple(tuple(h) for h in [HANDS4[0], HANDS4[1], HANDS4[2], HANDS4[3]])
    assert r.current == 1


def test_hand_size_rule_deals_that_many_cards():
    """RuleSet.hand_size: how many cards each player is dealt (7 in the official game)."""
    r = Round.new(3, RuleSet(hand_size=4), deck=build_deck(RuleSet()))
    assert [len(h) for h in r.hands] == [4, 4, 4]
    assert r.draw_pile_size == 108 - 12 - 1
