"""Two players: the cards that skip the other player give another turn.

Texts: 000 (Uno with two), 001 (Skip and Reverse with two, FAQ),
003 (regels bij 2 spelers).
"""
from unodesk.engine import Accept, Color, Phase, Play, Round, RuleSet

from .helpers import card, cards, stacked_deck


def small_round_two(turn_up: str, *, dealer: int) -> Round:
    """Two players dealt two cards each, `turn_up` turned up first."""
    hands = [cards("y1 y2"), cards("g1 g2")]
    deck = stacked_deck(hands, cards(turn_up), cards("r9 y9 g9 b9"), dealer=dealer)
    return Round.new(2, RuleSet(hand_size=2), dealer=dealer, deck=deck)


def duel(hand: str, top: str = "r7", *, rules: RuleSet = RuleSet()) -> Round:
    return Round.setup(rules, [cards(hand), cards("g1 g2 g3")], cards(top), cards("b1 b2 b3 b4 b5 b6"))


def test_two_players_reverse_gives_another_turn():
    """Texts 000, 001, 003: with two players a Reverse acts like a Skip: the same player goes again."""
    r = duel("rrev r3 r4")
    r.apply(Play(0, card("rrev")))
    assert (r.current, r.phase) == (0, Phase.TURN)
    r.apply(Play(0, card("r3")))
    assert r.current == 1


def test_two_players_reverse_still_turns_the_direction():
    """Texts 000, 003: the Reverse does reverse; with two seats that only shows as another turn."""
    r = duel("rrev r3 r4")
    r.apply(Play(0, card("rrev")))
    assert r.direction == -1


def test_two_players_skip_gives_another_turn():
    """Texts 000, 001, 003: with two players a Skip lets the same player play again."""
    r = duel("rskip r3 r4")
    r.apply(Play(0, card("rskip")))
    assert r.current == 0


def test_two_players_draw_two_then_the_same_player_again():
    """Text 003: the opponent draws two, then it is the player's turn again."""
    r = duel("r+2 r3 r4")
    r.apply(Play(0, card("r+2")))
    assert len(r.hands[1]) == 5
    assert r.current == 0


def test_two_players_wild_draw_four_then_the_same_player_again():
    """Text 003: the opponent draws four, then it is the player's turn again."""
    r = duel("w+4 g3 g4")
    r.apply(Play(0, card("w+4"), Color.BLUE))
    r.apply(Accept(1))
    assert len(r.hands[1]) == 7
    assert r.current == 0


def test_two_players_play_alternates_otherwise():
    """Text 001: apart from those cards, two players take turns as usual."""
    r = duel("r3 r4 r5")
    r.apply(Play(0, card("r3")))
    assert r.current == 1


def test_two_players_reverse_turned_up_first_lets_the_dealer_start():
    """Text 001 with texts 000, 003: a first Reverse makes the dealer start, i.e. the other player is
    skipped."""
    r = small_round_two("rrev", dealer=1)
    assert r.current == 1


def test_two_players_skip_turned_up_first_lets_the_dealer_start():
    """Text 001: a first Skip skips the dealer's left, which with two players is the other one."""
    r = small_round_two("rskip", dealer=0)
    assert r.current == 0
