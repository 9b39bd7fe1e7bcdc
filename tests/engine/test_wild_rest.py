"""A whole round before the colour may be wished again (RuleSet.wild_rest).

Text 002: after a Vrikort the game must be played a whole round before it
can be turned ("vridd") again. The engine reads it for every black card:
after one is played, no black card may be played until every other player
has had a turn. A turn counts once it has passed, however: a card played,
a draw, or the turn missed (Skip, Draw Two, Wild Draw Four, a lost
challenge).
"""
import dataclasses

import pytest

from unodesk.engine import Accept, Color, Draw, Pass, Phase, Play, Round, RuleSet

from .helpers import card, cards, refused

REST = RuleSet(wild_rest=True)
PILE = "b1 b2 b3 b4 b5 b6 b7 b8"


def table(hands: list[str], top: str = "r7", *, rules: RuleSet = REST, pile: str = PILE, current: int = 0,
          deck: str = "classic") -> Round:
    rules = dataclasses.replace(rules, deck=deck)
    return Round.setup(rules, [cards(h) for h in hands], cards(top), cards(pile), current=current)


def wilds(r: Round, seat: int) -> list[Play]:
    return [a for a in r.legal_actions(seat) if isinstance(a, Play) and a.card.is_black]


def test_after_a_wild_the_game_goes_a_whole_round_before_the_next_wild():
    """Text 002 (after a Vrikort the game must go a whole round before the colour may be wished again):
    no other player may play a wild card until every other player has had a turn; then the first
    player may again."""
    r = table(["w w r2", "w r3 r4", "w r5 r6", "w r8 r9"])
    r.apply(Play(0, card("w"), Color.RED))
    for seat in (1, 2, 3):
        assert r.current == seat and not wilds(r, seat)
        assert refused(r, Play(seat, card("w"), Color.BLUE)).reason == "wild_rest"
        r.apply(Play(seat, r.hands[seat][1]))
    assert r.current == 0 and wilds(r, 0)
    assert r.view(0).wild_rest_waiting == ()


def test_wild_rest_applies_to_every_black_card():
    """Text 002 (Vrikort, Vrikort med trekk fire, Vrikort med hånd-bytte are all played as a Vrikort):
    after any black card no black card may follow, and a Wild Draw Four starts the rest too."""
    r = table(["w+4 r1 r2", "wswap r3 r4", "y1 y2 y3"], deck="swap")
    r.apply(Play(0, card("w+4"), Color.RED))
    r.apply(Accept(1))  # seat 1 draws four and misses the turn
    assert r.current == 2 and r.view(2).wild_rest_waiting == (2,)
    r.apply(Draw(2))
    assert r.current == 0 and r.view(0).wild_rest_waiting == ()


def test_wild_rest_a_player_who_misses_a_turn_has_had_it():
    """Choice: a turn missed (a Skip, a penalty) counts as a turn had; the rest ends when the turn has
    come round."""
    r = table(["w r1 r2", "w rskip r4", "w r5 r6", "w r8 r9"])
    r.apply(Play(0, card("w"), Color.RED))
    r.apply(Play(1, card("rskip")))  # seat 2 misses the turn
    assert r.current == 3 and r.view(3).wild_rest_waiting == (3,)
    assert not wilds(r, 3)


def test_wild_rest_with_two_players_the_other_players_turn_is_enough():
    """Choice (two players): once the other player's turn has passed, a wild card may follow; after a
    Wild Draw Four the opponent misses the turn, so its player may play a wild card again at once."""
    r = table(["w+4 w r2", "y1 y2 y3"])
    r.apply(Play(0, card("w+4"), Color.RED))
    r.apply(Accept(1))
    assert r.current == 0 and wilds(r, 0)


def test_wild_rest_the_player_of_the_wild_is_not_waited_for():
    """Text 002 (a whole round): the player who played the wild card need not have another turn first;
    with three players, the two others' turns are enough."""
    r = table(["w r1 r2", "r3 r4 r5", "w r6 g1"])
    r.apply(Play(0, card("w"), Color.RED))
    r.apply(Play(1, card("r3")))
    assert r.view(2).wild_rest_waiting == (2,)
    r.apply(Play(2, card("r6")))
    assert r.view(0).wild_rest_waiting == ()


def test_wild_rest_does_not_start_with_a_wild_turned_up_first():
    """Choice: the rest follows a wild card played; a Wild turned up as the first card was played by
    nobody, so the first player may answer it with a wild card."""
    hands = [cards("w r1"), cards("w y1"), cards("g1 g2")]
    deck = [c for k in range(2) for h in hands for c in h[k:k + 1]]
    r = Round.new(3, dataclasses.replace(REST, hand_size=2), dealer=2, deck=deck + cards("w b1 b2 b3"))
    assert r.phase is Phase.CHOOSE_COLOR and r.current == 0
    r.apply(r.legal_actions(0)[0])
    assert wilds(r, 0)


def test_wild_rest_a_wild_card_drawn_during_the_rest_cannot_be_played():
    """Text 002 with the drawing rules: a wild card drawn while the rest lasts does not fit; the turn
    passes (or the Norwegian draw goes on to the next card)."""
    r = table(["w r1 r2", "g1 g2 g3", "y1 y2"], pile="w b2 b3")
    r.apply(Play(0, card("w"), Color.RED))
    r.apply(Draw(1))
    assert r.current == 2 and r.hands[1][-1] == card("w")
    norwegian = table(["w r1 r2", "g1 g2 g3", "y1 y2"], pile="w r5 b3",
                      rules=RuleSet(wild_rest=True, max_draws=3))
    norwegian.apply(Play(0, card("w"), Color.RED))
    norwegian.apply(Draw(1))
    assert (norwegian.phase, norwegian.current, norwegian.view(1).drawn_card) == (Phase.DRAWN, 1, card("r5"))
    norwegian.apply(Pass(1))


def test_wild_rest_a_player_who_jumps_in_and_the_player_passed_over_have_had_their_turn():
    """Choice (with jump-in): the player who jumps in has had a turn, and so has the player whose turn
    it was; players the jump leaps over have not."""
    rules = RuleSet(wild_rest=True, jump_in=True)
    r = table(["w w r2", "r5 g3 g4", "y5 y6 y7", "y1 y2 y3", "r5 g5 g6"], rules=rules)
    r.apply(Play(0, card("w"), Color.RED))
    r.apply(Play(1, card("r5")))
    r.apply(Play(4, card("r5")))  # seat 4 jumps in while it is seat 2's turn, over seat 3
    assert r.current == 0 and r.view(0).wild_rest_waiting == (3,)
    assert not wilds(r, 0)


def test_wild_rest_is_refused_with_the_seats_still_waited_for():
    """RuleSet.wild_rest: the refusal says which seats' turns must still pass."""
    r = table(["w r1 r2", "w r3 r4", "y1 y2 y3"])
    r.apply(Play(0, card("w"), Color.GREEN))
    error = refused(r, Play(1, card("w"), Color.BLUE))
    assert (error.reason, error.details) == ("wild_rest", {"waiting": (1, 2)})


@pytest.mark.parametrize("rules", [RuleSet(), RuleSet(wild_rest=False, no_wild_finish=True)])
def test_without_wild_rest_a_wild_may_follow_a_wild(rules):
    """Texts 000, 001, 003 (a Wild may be played on anything): the official game has no rest."""
    r = table(["w r1 r2", "w r3 r4", "y1 y2 y3"], rules=rules)
    r.apply(Play(0, card("w"), Color.GREEN))
    assert wilds(r, 1) and r.view(1).wild_rest_waiting == ()


def test_a_guessed_round_keeps_the_rest():
    """Contract (computer players): a round guessed from a view keeps who is still waited for."""
    r = table(["w r1 r2", "w r3 r4", "y1 y2 y3"])
    r.apply(Play(0, card("w"), Color.GREEN))
    guess = Round.determinize(r.view(1), r.hands, cards(PILE), seed=1)
    assert guess.legal_actions(1) == r.legal_actions(1)
    assert guess.view(1).wild_rest_waiting == (1, 2)
