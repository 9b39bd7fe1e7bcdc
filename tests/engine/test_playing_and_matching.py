"""Playing a card: what matches the top of the discard pile.

Texts: 000 (a round step by step), 001 (how to play, the Wild), 002 (the
game's course), 003 (the three ways to match).
"""
import pytest

from unodesk.engine import (
    COLORS,
    CardPlayed,
    Color,
    ColorChosen,
    Draw,
    Phase,
    Play,
    Round,
    RuleSet,
    TurnStarted,
)

from .helpers import card, cards, refused

PILE = cards("b9 b8 b7 b6")


def position(hand: str, top: str, *, color: Color | None = None, rules: RuleSet = RuleSet()) -> Round:
    """Seat 0 to play `hand` on `top`; seats 1 and 2 hold a few cards."""
    return Round.setup(rules, [cards(hand), cards("g1 g2 g3"), cards("y1 y2 y3")], cards(top), PILE,
                       color=color)


def plays(r: Round, seat: int = 0) -> set[str]:
    return {str(a.card) for a in r.legal_actions(seat) if isinstance(a, Play)}


def test_a_card_of_the_same_colour_may_be_played():
    """Texts 000, 001, 002, 003: a card of the top card's colour matches."""
    r = position("r2 y3", "r7")
    assert plays(r) == {"r2"}
    r.apply(Play(0, card("r2")))
    assert r.top == card("r2")


def test_a_card_of_the_same_number_may_be_played():
    """Texts 000, 001, 002, 003: a card with the same number, in any colour, matches."""
    r = position("y7 g3", "r7")
    assert plays(r) == {"y7"}


def test_a_card_of_the_same_number_changes_the_colour():
    """Text 002: playing the same number in another colour turns play to that colour."""
    r = position("y7 g3", "r7")
    r.apply(Play(0, card("y7")))
    assert r.color is Color.YELLOW


@pytest.mark.parametrize("hand, top", [("gskip b1", "rskip"), ("grev b1", "yrev"), ("g+2 b1", "r+2")])
def test_an_action_card_matches_the_same_symbol_in_another_colour(hand, top):
    """Texts 001, 003: Skip on Skip, Reverse on Reverse, Draw Two on Draw Two, whatever the colours."""
    r = position(hand, top)
    assert plays(r) == {hand.split()[0]}


@pytest.mark.parametrize("hand", ["g5", "y+2", "bskip", "g2"])
def test_a_card_of_another_colour_and_number_is_refused(hand):
    """Texts 000, 003: a card that shares neither colour nor number nor symbol does not match."""
    r = position(hand + " b1", "r7")
    assert refused(r, Play(0, card(hand))).reason == "does_not_match"


@pytest.mark.parametrize("top", ["r7", "gskip", "b+2", "yrev"])
def test_a_wild_may_be_played_on_any_card(top):
    """Texts 000, 001, 003: a Wild may always be played."""
    r = position("w b1", top)
    assert plays(r) >= {"w"}


def test_a_wild_may_be_played_while_holding_playable_cards():
    """Text 001: a Wild may be played on one's turn even with other playable cards in hand."""
    r = position("w r1 r2", "r7")
    assert plays(r) == {"w", "r1", "r2"}
    r.apply(Play(0, card("w"), Color.GREEN))
    assert r.top == card("w")


def test_a_wild_names_the_colour_play_continues_in():
    """Texts 000, 003: the player of a Wild chooses the colour that follows."""
    r = position("w r1", "r7")
    events = r.apply(Play(0, card("w"), Color.GREEN))
    assert r.color is Color.GREEN
    assert events[:2] == [CardPlayed(0, card("w")), ColorChosen(0, Color.GREEN)]
    assert plays(r, 1) == {"g1", "g2", "g3"}


def test_a_wild_may_name_the_colour_already_in_force():
    """Text 001: any colour may be named, the one played before included."""
    r = position("w r1", "r7")
    r.apply(Play(0, card("w"), Color.RED))
    assert r.color is Color.RED


def test_after_a_wild_only_the_named_colour_or_another_wild_matches():
    """Texts 000, 001: on a Wild the colour named is what must be matched (no number on a Wild)."""
    r = Round.setup(RuleSet(), [cards("y4 r4 w b1"), cards("g1")], cards("r4 w"), PILE, color=Color.YELLOW)
    assert plays(r) == {"y4", "w"}


def test_legal_actions_list_a_wild_once_per_colour():
    """Contract: a wild card comes once for each colour it can name."""
    r = position("w", "r7")
    assert [a for a in r.legal_actions(0) if isinstance(a, Play)] == [Play(0, card("w"), c) for c in COLORS]


def test_the_next_player_to_the_left_plays_after_a_card():
    """Texts 002, 003: play passes to the next seat clockwise."""
    r = position("r2 r3", "r7")
    events = r.apply(Play(0, card("r2")))
    assert r.current == 1
    assert events[-1] == TurnStarted(1)


def test_one_card_is_played_at_a_time():
    """Text 001: one card per turn; two alike cards are not played together."""
    r = position("r2 r2 r3", "r7")
    r.apply(Play(0, card("r2")))
    assert refused(r, Play(0, card("r2"))).reason == "not_your_turn"


def test_a_player_with_no_match_can_only_draw():
    """Texts 000, 003: with no matching card the only thing to do is draw."""
    r = position("g5 y3", "r7")
    assert r.legal_actions(0) == [Draw(0)]


def test_the_hand_and_discard_pile_follow_the_play():
    """Text 000: the played card leaves the hand and lies on top of the discard pile."""
    r = position("r2 y3", "r7")
    r.apply(Play(0, card("r2")))
    assert r.hands[0] == (card("y3"),)
    assert r.discard == tuple(cards("r7 r2"))
    assert r.phase is Phase.TURN
