"""The cards of the 108-card deck and what each is worth.

Texts: 000 (deck table, points), 001 (points), 002 (points), 003 (the
classic set, points).
"""
from collections import Counter

import pytest

from unodesk.engine import Card, Color, Rank, RuleSet, build_deck

from .helpers import card

NUMBERS = [Rank.ZERO, Rank.ONE, Rank.TWO, Rank.THREE, Rank.FOUR, Rank.FIVE, Rank.SIX, Rank.SEVEN,
           Rank.EIGHT, Rank.NINE]


def test_classic_deck_has_108_cards():
    """Texts 000, 003: the classic deck holds 108 cards, and it is the official default."""
    assert len(build_deck(RuleSet())) == 108
    assert build_deck(RuleSet()) == build_deck()


def test_each_colour_has_one_zero_and_two_of_each_number_from_one_to_nine():
    """Texts 000, 003: per colour one 0 and two each of 1 to 9: 19 number cards, 76 in all."""
    counts = Counter(build_deck(RuleSet()))
    for color in Color:
        assert counts[Card(color, Rank.ZERO)] == 1
        for rank in NUMBERS[1:]:
            assert counts[Card(color, rank)] == 2
    assert sum(n for c, n in counts.items() if c.rank.is_number) == 76


def test_each_colour_has_two_skips_two_reverses_and_two_draw_twos():
    """Texts 000, 003: two Skip, two Reverse and two Draw Two in each colour, 8 of each in all."""
    counts = Counter(build_deck(RuleSet()))
    for rank in (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO):
        for color in Color:
            assert counts[Card(color, rank)] == 2
        assert sum(n for c, n in counts.items() if c.rank is rank) == 8


def test_classic_deck_has_four_wilds_and_four_wild_draw_fours_and_no_other_black_card():
    """Texts 000, 003: four Wild and four Wild Draw Four, black, with no colour."""
    counts = Counter(build_deck(RuleSet()))
    assert counts[card("w")] == 4
    assert counts[card("w+4")] == 4
    assert sum(n for c, n in counts.items() if c.is_black) == 8


def test_deck_has_four_colours_red_yellow_green_blue():
    """Texts 000, 003: the colours are red, yellow, green and blue."""
    assert {c.color for c in build_deck(RuleSet()) if c.color} == {Color.RED, Color.YELLOW, Color.GREEN,
                                                                   Color.BLUE}


@pytest.mark.parametrize("code, value", [(f"r{n}", n) for n in range(10)] + [("b9", 9), ("g0", 0)])
def test_number_cards_score_their_face_value(code, value):
    """Texts 000, 001, 002, 003: a number card is worth the number printed on it."""
    assert card(code).points == value


@pytest.mark.parametrize("code", ["rskip", "yrev", "g+2", "bskip"])
def test_skip_reverse_and_draw_two_score_twenty(code):
    """Texts 000, 001, 002, 003: Skip, Reverse and Draw Two are worth 20."""
    assert card(code).points == 20


@pytest.mark.parametrize("code", ["w", "w+4"])
def test_wild_and_wild_draw_four_score_fifty(code):
    """Texts 000, 001, 002, 003: Wild and Wild Draw Four are worth 50."""
    assert card(code).points == 50


@pytest.mark.parametrize("code", ["wshuffle", "wcustom"])
def test_wild_shuffle_hands_and_wild_customizable_score_forty(code):
    """Text 001: the Shuffle Hands card and the customizable cards are worth 40."""
    assert card(code).points == 40


def test_wild_swap_hands_scores_fifty():
    """Text 002: the Wild Swap Hands is counted like the other wild cards, 50."""
    assert card("wswap").points == 50


def test_classic_deck_is_worth_1240_points():
    """Texts 000, 003: the values above, summed over the whole classic deck."""
    assert sum(c.points for c in build_deck(RuleSet())) == 4 * (2 * 45 + 6 * 20) + 8 * 50


@pytest.mark.parametrize(
    "code, color, rank",
    [("r5", Color.RED, Rank.FIVE), ("gskip", Color.GREEN, Rank.SKIP), ("brev", Color.BLUE, Rank.REVERSE),
     ("y+2", Color.YELLOW, Rank.DRAW_TWO), ("w", None, Rank.WILD), ("w+4", None, Rank.WILD_DRAW_FOUR),
     ("wshuffle", None, Rank.WILD_SHUFFLE_HANDS), ("wswap", None, Rank.WILD_SWAP_HANDS),
     ("wcustom", None, Rank.WILD_CUSTOM)],
)
def test_card_codes_name_colour_and_rank_and_read_back(code, color, rank):
    """Contract: short codes give the card's colour and rank, and str() writes the code back."""
    c = Card.parse(code)
    assert (c.color, c.rank) == (color, rank)
    assert str(c) == code


@pytest.mark.parametrize("code", ["", "r", "x5", "r10", "wred", "R5", "w+2", "rw", None, 5])
def test_card_parse_refuses_anything_else(code):
    """Contract: Card.parse raises ValueError on anything that is not a card code."""
    with pytest.raises(ValueError):
        Card.parse(code)


def test_two_red_fives_are_equal_and_hash_alike():
    """Contract: cards are values; two cards of one colour and rank are the same card."""
    a, b = Card(Color.RED, Rank.FIVE), Card.parse("r5")
    assert a == b and hash(a) == hash(b)
    assert len({a, b}) == 1
    assert a != Card.parse("y5")


def test_cards_are_immutable():
    """Contract: a card cannot be changed."""
    with pytest.raises(AttributeError):
        card("r5").color = Color.BLUE  # type: ignore[misc]


def test_black_cards_have_no_colour_and_coloured_ones_must_have_one():
    """Text 000: wild cards are black; every other card has one of the four colours."""
    assert all((c.color is None) == c.rank.is_black for c in build_deck(RuleSet(deck="swap")))
    with pytest.raises(ValueError):
        Card(None, Rank.FIVE)
    with pytest.raises(ValueError):
        Card(Color.RED, Rank.WILD)
