"""What the hard level reads from the public record, and how it guesses."""
import random
from collections import Counter

from unodesk.ai.knowledge import Caps, Knowledge
from unodesk.ai.memory import TableMemory
from unodesk.ai.sampling import guess_hidden, guess_round
from unodesk.engine import Accept, Card, Challenge, Color, Draw, Phase, Play, Round, RuleSet, build_deck

from .conftest import bot
from .test_decisions import FILLER, position


def _drew_on_red():
    r = position(["g1 g2 g3 g4 g5 g6 w+4", "r1 r2 r3 y1 y2", "r4 r5 y6"], top="r7", pile="g8 " + FILLER)
    r.apply(Draw(0))
    return r


def test_a_player_who_drew_on_a_colour_holds_none_of_it_nor_a_wild():
    know = Knowledge(_drew_on_red().view(1))
    assert know.voids[0] == {Color.RED, None}
    assert know.chance_holds(0, Color.RED) == 0.0
    assert know.chance_holds(0, Color.GREEN) > 0.5


def test_a_player_who_drew_could_not_match_the_top_card_s_number_either():
    r = _drew_on_red()  # on a red 7
    know = Knowledge(r.view(1))
    assert know.caps[0].ranks == {Card.parse("r7").rank: 0}
    assert not know.caps[0].allows(Card.parse("g7"), {}, {})
    assert know.caps[0].allows(Card.parse("g8"), {}, {})
    for seed in range(20):
        hands, _ = guess_hidden(r.view(1), know, random.Random(seed))
        assert not any(c.rank is Card.parse("r7").rank for c in hands[0])


def test_a_colour_not_followed_is_held_at_most_once_for_every_card_taken_since():
    caps = Caps()
    caps.could_not_follow(Color.RED, Card.parse("r7"), wild_may_wait=False)
    caps.drew(1, Color.RED, Card.parse("r7"), wild_may_wait=False)  # a card that did not fit
    assert caps.voids() == {Color.RED, None}
    assert caps.colors[Color.RED] == 0 and caps.ranks[Card.parse("r7").rank] == 0
    caps.took(4)  # a Wild Draw Four's penalty: any four cards
    assert caps.colors == {Color.RED: 4, None: 4}
    assert not caps.allows(Card.parse("r1"), {Color.RED: 4}, {})
    assert caps.allows(Card.parse("r1"), {Color.RED: 3}, {})
    caps.played(Card.parse("r2"))
    assert caps.colors[Color.RED] == 3


def test_a_playable_card_drawn_and_kept_lifts_the_cap_by_one():
    caps = Caps()
    caps.could_not_follow(Color.BLUE, Card.parse("b5"), wild_may_wait=False)
    caps.kept(Color.BLUE, Card.parse("b5"))
    assert caps.colors == {Color.BLUE: 1, None: 1}
    assert caps.ranks == {Card.parse("b5").rank: 1}


def test_a_void_ends_when_the_player_takes_more_cards():
    r = _drew_on_red()
    r.apply(Play(1, Card.parse("r1")))
    r.apply(Play(2, Card.parse("r4")))
    r.apply(Play(0, Card.parse("w+4"), Color.YELLOW))
    r.apply(r.legal_actions(1)[-1])  # seat 1 takes the four cards
    know = Knowledge(r.view(2))
    assert know.voids[0] == {Color.RED, None}
    assert know.voids[1] == set()
    assert know.answers == [(1, 7, False)]  # 7 dealt, 1 drawn, 1 played


def test_the_unseen_cards_are_the_deck_less_the_own_hand_and_the_discard_pile():
    r = Round.new(4, RuleSet(), seed=3)
    view = r.view(2)
    know = Knowledge(view)
    assert Counter(know.unseen) + Counter(view.hand) + Counter(view.discard) == Counter(build_deck(view.rules))
    assert len(know.unseen) == sum(view.hand_sizes) - len(view.hand) + view.draw_pile_size


def test_a_guess_keeps_the_own_hand_the_sizes_and_what_is_known():
    r = _drew_on_red()
    view = r.view(1)
    know = Knowledge(view)
    for seed in range(20):
        hands, pile = guess_hidden(view, know, random.Random(seed))
        assert hands[1] == list(view.hand)
        assert [len(h) for h in hands] == list(view.hand_sizes)
        assert len(pile) == view.draw_pile_size
        assert not any(c.color is Color.RED or c.color is None for c in hands[0])
        assert Counter(c for h in hands if h is not hands[1] for c in h) + Counter(pile) <= Counter(know.unseen)


def test_a_guessed_round_is_at_the_same_moment_as_the_view():
    r = Round.new(4, RuleSet(), seed=8)
    view = r.view(r.current)
    guess = guess_round(view, Knowledge(view), random.Random(1))
    assert guess.view(view.seat).hand == view.hand
    assert (guess.current, guess.color, guess.phase) == (view.current, view.color, view.phase)
    assert guess.legal_actions(view.seat) == r.legal_actions(view.seat)


def test_memory_keeps_shown_bluffs_across_rounds_of_a_match():
    memory = TableMemory()
    r = position(["w+4 r1 r2 g1 g2 y1", "y1 y2 y3 y4 y5", "g4 g5 g6"], top="r7")
    r.apply(Play(0, Card.parse("w+4"), Color.BLUE))
    r.apply(r.legal_actions(1)[-2])  # seat 1 challenges: a bluff
    assert r.phase is Phase.TURN
    memory.see(r.view(2))
    memory.update(Knowledge(r.view(2)))
    assert memory.bluffs(0) == (1, 0)
    assert memory.challenge_chance(1) > memory.challenge_chance(2)
    later = Round.new(3, RuleSet(), seed=4, dealer=1)
    memory.see(later.view(2))
    memory.update(Knowledge(later.view(2)))
    assert memory.bluffs(0) == (1, 0)


def test_the_hard_level_challenges_a_player_shown_to_bluff_even_from_a_small_hand():
    hard = bot("hard")
    r = position(["w+4 r1 r2 g1 g2 y1", "y1 y2 y3 y4 y5", "g4 g5 g6"], top="r7")
    r.apply(Play(0, Card.parse("w+4"), Color.BLUE))
    r.apply(r.legal_actions(1)[-2])
    r.apply(Draw(1))  # no blue: the turn passes to seat 2, where the hard bot sees the bluff shown
    hard.choose(r.view(2), r.legal_actions(2))
    # A new round: the same seat plays a Wild Draw Four from four cards.
    r2 = position(["w+4 r3 g7 b8 y9", "g4 g5 g6", "y1 y2 y3 y4 y5 b1"], top="r5")
    r2.apply(Play(0, Card.parse("w+4"), Color.GREEN))
    fresh = bot("hard")
    assert fresh.choose(r2.view(1), r2.legal_actions(1)) == Accept(1)
    assert hard.choose(r2.view(1), r2.legal_actions(1)) == Challenge(1)
