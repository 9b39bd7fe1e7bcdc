"""The computer players under the newer rules: pairs, a swap that may be left
out, a whole round between wild cards, Wild Shuffle Hands dealing out the
others' cards, and the hand shown after a challenge."""
import random
from collections import Counter

import pytest

from unodesk.ai.knowledge import Knowledge
from unodesk.ai.memory import TableMemory
from unodesk.ai.sampling import guess_hidden
from unodesk.ai.search import HardBot
from unodesk.engine import Card, CardPlayed, Challenge, Color, Draw, Play, RuleSet

from .test_decisions import ask, cards, position

SENSIBLE = ["normal", "hard", "greedy"]


@pytest.mark.parametrize("level", SENSIBLE)
def test_two_identical_cards_go_down_together(level):
    r = position(["r3 r3 g5 g6 b1", "y1 y2 y3", "y4 y5 y6"], top="r1", rules=RuleSet(doubles=True))
    action = ask(level, r)
    assert action.card == Card.parse("r3") and action.pair


def test_a_pair_that_goes_out_is_played():
    r = position(["b4 b4", "y1 y2 y3", "y4 y5 y6"], top="b7", rules=RuleSet(doubles=True))
    assert ask("hard", r) == Play(0, Card.parse("b4"), pair=True)


@pytest.mark.parametrize("level", SENSIBLE)
def test_a_swap_that_would_not_help_is_left_out(level):
    """Wild Swap Hands may swap or not: with two cards left after it, taking
    a hand of three or more is no gain."""
    rules = RuleSet(deck="swap")
    r = position(["wswap g1 g2", "y1 y2 y3", "y5 y6 y7 y8", "y9 y1 y2"], top="r5", rules=rules)
    action = ask(level, r)
    if action.card == Card.parse("wswap"):
        assert action.target is None


@pytest.mark.parametrize("level", SENSIBLE)
def test_a_swap_that_helps_is_made(level):
    rules = RuleSet(deck="swap")
    r = position(["wswap g1 g2 g3 g4 g6", "y1 y2", "y5 y6 y7", "y7 y8 y9 y1"], top="r5", rules=rules)
    action = ask(level, r)
    assert action.card == Card.parse("wswap") and action.target == 1


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_wild_shuffle_hands_is_kept_while_nobody_is_close_to_going_out(level):
    """It deals the others' cards out to everyone, the player included: it
    only adds cards to the hand, unless it stops someone about to go out."""
    rules = RuleSet(deck="shuffle")
    r = position(["wshuffle r1 g2 b3", "y1 y2 y3 y4 y5", "y6 y7 y8 y9 g1", "b5 b6 b7 b8"], top="r5", rules=rules)
    assert ask(level, r).card == Card.parse("r1")


def test_the_normal_level_plays_wild_shuffle_hands_to_stop_a_player_about_to_go_out():
    rules = RuleSet(deck="shuffle")
    r = position(["wshuffle r2 g2 b3", "y1", "y6 y7 y8 y9 g1", "b5 b6 b7 b8"], top="r5", rules=rules)
    assert ask("normal", r).card == Card.parse("wshuffle")


@pytest.mark.parametrize("level", ["easy", "normal", "hard", "greedy", "random"])
def test_no_wild_card_while_the_table_waits_a_whole_round(level):
    rules = RuleSet(wild_rest=True)
    r = position(["w g1 g2", "y1 y2 y3", "y4 y5 y6"], top="r7", rules=rules, pile="r2 r3 r4 r5 r6")
    r.apply(Play(0, Card.parse("w"), Color.GREEN))
    r.apply(Draw(1))  # seat 1 holds no green: it draws, and seat 2 is still waited for
    if r.current == 1:
        r.apply(r.legal_actions(1)[-1])
    assert r.current == 2
    assert all(not (type(a) is Play and a.card.color is None) for a in r.legal_actions(2))
    ask(level, r)  # answers with a legal action


def _challenged_a_bluff():
    """Seat 0 bluffs a Wild Draw Four on red holding r2 and y5; seat 1 challenges."""
    r = position(["w+4 r2 y5", "g1 g2 g3", "g4 g5 g6"], top="r7", pile="b1 b2 b3 b4 b5 b6 b7 b8 b9")
    r.apply(Play(0, Card.parse("w+4"), Color.YELLOW))
    r.apply(Challenge(1))
    return r


def test_the_hand_shown_after_a_challenge_is_remembered_and_dealt_to_its_seat_in_every_guess():
    r = _challenged_a_bluff()
    hard = HardBot(1, time_budget=None, rollouts=20)
    hard.choose(r.view(1), r.legal_actions(1))  # sees the shown hand
    r.apply(Draw(1))  # the view no longer shows it
    r.apply(r.legal_actions(r.current)[0])
    view = r.view(1)
    assert view.revealed is None
    hard._know(view)
    know = Knowledge(view, hard.memory.hands_shown)
    assert know.known[0] == Counter(cards("r2 y5")) - _played_by(view, 0)
    for _ in range(20):
        hands, _ = guess_hidden(view, know, random.Random(_))
        for card in know.known[0].elements():
            assert card in hands[0]


def _played_by(view, seat):
    played = Counter(e.card for e in view.history if type(e) is CardPlayed and e.player == seat)
    played[Card.parse("w+4")] = 0
    return +played


def test_a_hand_given_away_in_a_swap_is_known_where_it_went():
    """Under 7-0 a seat that swaps remembers the hand it gave (its own, less the 7)."""
    rules = RuleSet(seven_zero=True)
    r = position(["r7 g1 g2 b3", "y1 y2", "y5 y6 y7", "y7 y8 y9 y1"], top="r5", rules=rules)
    memory = TableMemory()
    memory.see(r.view(0))
    r.apply(Play(0, Card.parse("r7"), target=1))
    r.apply(r.legal_actions(1)[0])
    view = r.view(0)
    memory.see(view)
    know = Knowledge(view, memory.hands_shown)
    given = Counter(cards("g1 g2 b3"))
    assert know.known[1] == given - Counter(e.card for e in view.history if type(e) is CardPlayed and e.player == 1)
    assert know.known[0] == Counter(view.hand)


# -- the family's own rule cards (RULES.md: what each Wild Customizable effect does)

@pytest.mark.parametrize("level", ["easy", "normal", "hard", "greedy"])
def test_a_wild_customizable_agreed_as_discard_the_colour_you_name_names_the_colour_held_most(level):
    """A colour named with the discard card leaves the hand: every level names the one it holds most."""
    rules = RuleSet(deck="shuffle", custom_effect="discard_color")
    r = position(["wcustom g1 g2 g3 b4", "y1 y2 y3", "y4 y5 y6"], top="r5", rules=rules)
    action = ask(level, r)
    assert action == Play(0, Card.parse("wcustom"), Color.GREEN)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_wild_customizable_agreed_as_discard_the_colour_you_name_is_played_to_go_out(level):
    rules = RuleSet(deck="shuffle", custom_effect="discard_color")
    r = position(["wcustom b2 b9 b4", "y1 y2 y3", "y4 y5 y6"], top="b5", rules=rules)
    action = ask(level, r)
    assert action.card == Card.parse("wcustom") and action.color is Color.BLUE


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_wild_customizable_agreed_as_everyone_else_draws_one_stops_a_player_about_to_go_out(level):
    rules = RuleSet(deck="shuffle", custom_effect="others_draw")
    r = position(["wcustom r1 g2 b3 y7", "y1", "g4 g5 g6 b6"], top="b5", rules=rules)
    assert ask(level, r).card == Card.parse("wcustom")


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_wild_customizable_agreed_as_everyone_passes_their_hand_is_played_for_a_small_hand(level):
    """Hands go on in the direction of play: the player gets the hand of the one before them."""
    rules = RuleSet(deck="shuffle", custom_effect="pass_hands")
    r = position(["wcustom r1 g2 b3 y7 g8 g9 b1", "y1 y2 y3 y4 b8", "g4"], top="r5", rules=rules)
    assert ask(level, r).card == Card.parse("wcustom")
