"""The 112-card decks: Wild Shuffle Hands, Wild Swap Hands, Wild Customizable.

Texts: 001 (112 cards: the Shuffle Hands card and three customizable cards;
what each does, also as the first card), 002 (Vrikort med hånd-bytte),
003 (Wild Ruil Handen, Wild Aanpasbaar).
"""
from collections import Counter

import pytest

from unodesk.engine import (
    CUSTOM_EFFECTS,
    CardsDrawn,
    CatchUno,
    Color,
    DirectionReversed,
    DrawReason,
    HandsShuffled,
    HandsSwapped,
    Phase,
    Play,
    Round,
    RuleSet,
    TurnSkipped,
    build_deck,
)

from .helpers import card, cards, stacked_deck

SHUFFLE = RuleSet(deck="shuffle")
SWAP = RuleSet(deck="swap")
PILE = "b1 b2 b3 b4 b5 b6"


def table(hands: list[str], top: str = "r7", *, rules: RuleSet, current: int = 0, direction: int = 1,
          seed: int = 0) -> Round:
    return Round.setup(rules, [cards(h) for h in hands], cards(top), cards(PILE), current=current,
                       direction=direction, seed=seed)


def test_shuffle_deck_has_112_cards_with_one_wild_shuffle_hands_and_three_wild_customizable():
    """Text 001: the newer box holds 112 cards: the classic 108, one Shuffle Hands card and three
    customizable cards."""
    deck = Counter(build_deck(SHUFFLE))
    assert deck.total() == 112
    assert deck - Counter(build_deck(RuleSet())) == Counter({card("wshuffle"): 1, card("wcustom"): 3})


def test_swap_deck_has_112_cards_with_one_wild_swap_hands_and_three_wild_customizable():
    """Text 003: some newer decks hold 112 cards, with one Wild Swap Hands and three Wild Customizable."""
    deck = Counter(build_deck(SWAP))
    assert deck.total() == 112
    assert deck - Counter(build_deck(RuleSet())) == Counter({card("wswap"): 1, card("wcustom"): 3})


@pytest.mark.parametrize("deck, special", [("shuffle", "wshuffle"), ("swap", "wswap")])
@pytest.mark.parametrize("kept", [1, 2, 3])
def test_the_table_may_use_one_or_all_three_customizable_cards(deck, special, kept):
    """Text 001 (decide before the game how many customizable cards to use: one, or all three): the
    ones left out leave the deck, which holds 110, 111 or 112 cards."""
    cards_ = Counter(build_deck(RuleSet(deck=deck, custom_cards=kept)))
    assert cards_.total() == 109 + kept
    assert cards_ - Counter(build_deck(RuleSet())) == Counter({card(special): 1, card("wcustom"): kept})


def test_the_customizable_cards_left_out_are_not_dealt_and_not_counted():
    """Text 001 with RuleSet.custom_cards: a round is dealt from the smaller deck, and the points of
    the whole deck fall by 40 for each customizable card left out."""
    rules = RuleSet(deck="shuffle", custom_cards=1)
    r = Round.new(4, rules, seed=3)
    assert len(r.discard) + r.draw_pile_size + sum(map(len, r.hands)) == 110
    full = sum(c.points for c in build_deck(SHUFFLE))
    assert sum(c.points for c in build_deck(rules)) == full - 2 * 40


def test_the_classic_deck_has_no_customizable_cards_to_leave_out():
    """Text 003 (the extra cards are not part of the classic 108) with RuleSet.custom_cards: the number
    of customizable cards changes nothing in the classic deck."""
    assert Counter(build_deck(RuleSet(custom_cards=1))) == Counter(build_deck(RuleSet()))


def test_wild_shuffle_hands_collects_all_cards_from_all_the_other_players():
    """Text 001 (the player collects ALL cards from ALL the other players, shuffles them and deals them
    all out, to everyone, starting with the player on the left; hands may grow or shrink): the player
    keeps their own cards and gets a share of the pool like everyone."""
    r = table(["wshuffle r1 r2", "g1 g2 g3 g4", "y1"], rules=SHUFFLE, seed=5)
    before = Counter(cards("r1 r2 g1 g2 g3 g4 y1"))
    events = r.apply(Play(0, card("wshuffle"), Color.BLUE))
    # the five cards of seats 1 and 2 dealt from seat 1: seats 1, 2, 0, 1, 2
    assert [len(h) for h in r.hands] == [3, 2, 2]
    assert HandsShuffled(0, (3, 2, 2)) in events
    assert r.hands[0][:2] == tuple(cards("r1 r2"))
    assert Counter(c for h in r.hands for c in h) == before


def test_wild_shuffle_hands_leaves_the_players_own_cards_out_of_the_pool():
    """Text 001 (all cards from all the *other* players): the player's own cards are not gathered; with
    many cards of one's own the card gives no relief."""
    r = table(["wshuffle r1 r2 r3 r4", "g1", "y1"], rules=SHUFFLE)
    r.apply(Play(0, card("wshuffle"), Color.BLUE))
    assert [len(h) for h in r.hands] == [4, 1, 1]
    assert r.hands[0] == tuple(cards("r1 r2 r3 r4"))


def test_wild_shuffle_hands_is_dealt_from_the_left_also_when_play_goes_right():
    """Text 001 with the contract: the deal of the pooled cards starts with the next seat clockwise,
    whatever the direction of play."""
    r = table(["g9 g8", "wshuffle r1", "y1 y2"], rules=SHUFFLE, current=1, direction=-1)
    r.apply(Play(1, card("wshuffle"), Color.BLUE))
    assert [len(h) for h in r.hands] == [1, 2, 2]  # four cards: seats 2, 0, 1, 2


def test_wild_shuffle_hands_keeps_the_direction_and_names_a_colour():
    """Text 001: play goes on in the same direction; the card is a wild, so its player names the colour."""
    r = table(["g9 g8", "wshuffle r1 r2", "y1 y2"], rules=SHUFFLE, current=1, direction=-1)
    r.apply(Play(1, card("wshuffle"), Color.GREEN))
    assert (r.direction, r.current, r.color) == (-1, 0, Color.GREEN)


@pytest.mark.parametrize("code, deck", [("wshuffle", "shuffle"), ("wcustom", "shuffle"), ("wswap", "swap")])
def test_the_new_wild_cards_may_be_played_while_holding_playable_cards(code, deck):
    """Text 001 (the Shuffle Hands and customizable cards are wild cards, playable on one's turn even with
    other playable cards), text 002 (the swap card is played as a Wild)."""
    r = table([f"{code} r1 r2", "g1 g2"], rules=RuleSet(deck=deck))
    assert any(isinstance(a, Play) and a.card == card(code) and a.color is Color.RED for a in r.legal_actions(0))
    assert Play(0, card("r1")) in r.legal_actions(0)


def test_after_wild_shuffle_hands_nobody_can_be_caught_without_uno():
    """Contract's choice: a hand that changes owner cannot be caught; whoever gets one card counts as
    having called."""
    r = table(["wshuffle r1 r2", "g1", "y1"], rules=SHUFFLE)
    r.apply(Play(0, card("wshuffle"), Color.RED))  # g1 and y1 dealt to seats 1 and 2
    assert [len(h) for h in r.hands] == [2, 1, 1]
    assert r.uno_called == (False, True, True)
    assert not any(isinstance(a, CatchUno) for a in r.legal_actions())


def test_wild_swap_hands_swaps_the_whole_hand_with_a_chosen_player():
    """Texts 002, 003: the player exchanges their whole hand with another player of their choice."""
    r = table(["wswap r1 r2", "g1 g2 g3", "y1 y2 y3 y4"], rules=SWAP)
    events = r.apply(Play(0, card("wswap"), Color.YELLOW, target=2))
    assert HandsSwapped(0, 2) in events
    assert r.hands == (tuple(cards("y1 y2 y3 y4")), tuple(cards("g1 g2 g3")), tuple(cards("r1 r2")))
    assert (r.color, r.current) == (Color.YELLOW, 1)


def test_wild_swap_hands_is_offered_once_per_colour_and_other_player_and_once_without_a_swap():
    """Text 002 (played as a Wild, and one may swap hands too) and the contract: every colour, with every
    other seat and with none."""
    r = table(["wswap r1 r2", "g1 g2", "y1 y2"], rules=SWAP)
    swaps = [(a.color, a.target) for a in r.legal_actions(0) if isinstance(a, Play) and a.card == card("wswap")]
    assert swaps == [(c, t) for c in Color for t in (None, 1, 2)]


def test_wild_swap_hands_is_played_as_a_wild_and_one_may_swap_hands_too():
    """Text 002 ("spilles som vrikort, man kan i tillegg bytte hånd": played as a Wild, and one *may*
    swap hands as well): played without a target it names the colour and swaps nothing."""
    r = table(["wswap r1 r2", "g1 g2 g3", "y1 y2 y3 y4"], rules=SWAP)
    events = r.apply(Play(0, card("wswap"), Color.YELLOW))
    assert not any(isinstance(e, HandsSwapped) for e in events)
    assert r.hands == (tuple(cards("r1 r2")), tuple(cards("g1 g2 g3")), tuple(cards("y1 y2 y3 y4")))
    assert (r.color, r.current) == (Color.YELLOW, 1)


def test_wild_customizable_agreed_as_swap_hands_may_also_swap_nothing():
    """Text 003 (a rule agreed beforehand) with text 002: agreed as a Wild Swap Hands, it also may be
    played without swapping."""
    r = table(["wcustom r1 r2", "g1 g2 g3"], rules=RuleSet(deck="swap", custom_effect="swap_hands"))
    assert Play(0, card("wcustom"), Color.RED) in r.legal_actions(0)
    r.apply(Play(0, card("wcustom"), Color.RED))
    assert r.hands[0] == tuple(cards("r1 r2"))


def test_wild_swap_hands_as_a_last_card_moves_no_hands():
    """Contract's choice: the round is over the moment the hand is empty."""
    r = table(["wswap", "g1 g2", "y1 y2"], rules=SWAP)
    r.apply(Play(0, card("wswap"), Color.RED, target=1))
    assert r.winner == 0
    assert r.hands[1:] == (tuple(cards("g1 g2")), tuple(cards("y1 y2")))


def test_wild_shuffle_hands_as_a_last_card_moves_no_hands():
    """Contract's choice: the round is over the moment the hand is empty."""
    r = table(["wshuffle", "g1 g2", "y1 y2"], rules=SHUFFLE)
    r.apply(Play(0, card("wshuffle"), Color.RED))
    assert r.winner == 0
    assert r.hands[1:] == (tuple(cards("g1 g2")), tuple(cards("y1 y2")))


def test_custom_effects_offer_at_least_a_plain_wild():
    """Texts 001, 003 with the contract: the agreed rule is chosen from a list that has 'wild'."""
    assert "wild" in CUSTOM_EFFECTS
    assert RuleSet().custom_effect == "wild"
    with pytest.raises(ValueError):
        RuleSet(custom_effect="everyone sings")


def custom(effect: str, hands: list[str] | None = None) -> Round:
    hands = hands or ["wcustom r1 r2", "g1 g2 g3", "y1 y2 y3"]
    return table(hands, rules=RuleSet(deck="shuffle", custom_effect=effect))


def test_wild_customizable_acts_as_a_wild_by_default():
    """Texts 001, 003: a Wild Customizable is a wild card: it goes on anything and names a colour."""
    r = custom("wild")
    r.apply(Play(0, card("wcustom"), Color.GREEN))
    assert (r.color, r.current) == (Color.GREEN, 1)
    assert [len(h) for h in r.hands] == [2, 3, 3]


def test_wild_customizable_agreed_as_skip_skips_the_next_player():
    """Text 003 (a rule agreed beforehand): with 'skip' agreed, the next player misses the turn."""
    r = custom("skip")
    events = r.apply(Play(0, card("wcustom"), Color.GREEN))
    assert TurnSkipped(1) in events
    assert (r.color, r.current) == (Color.GREEN, 2)


def test_wild_customizable_agreed_as_reverse_reverses_play():
    """Text 003 (a rule agreed beforehand): with 'reverse' agreed, play turns round."""
    r = custom("reverse")
    events = r.apply(Play(0, card("wcustom"), Color.GREEN))
    assert DirectionReversed(-1) in events
    assert r.current == 2


def test_wild_customizable_agreed_as_draw_two_makes_the_next_player_draw_two():
    """Text 003 (a rule agreed beforehand): with 'draw_two' agreed, the next player draws two and is
    skipped."""
    r = custom("draw_two")
    events = r.apply(Play(0, card("wcustom"), Color.GREEN))
    assert CardsDrawn(1, 2, DrawReason.PENALTY, tuple(cards("b1 b2"))) in events
    assert r.current == 2


def test_wild_customizable_agreed_as_swap_hands_swaps_with_a_chosen_player():
    """Text 003 (a rule agreed beforehand): with 'swap_hands' agreed, it works as a Wild Swap Hands."""
    r = custom("swap_hands")
    assert {a.target for a in r.legal_actions(0) if isinstance(a, Play) and a.card.is_black} == {None, 1, 2}
    r.apply(Play(0, card("wcustom"), Color.GREEN, target=1))
    assert r.hands[0] == tuple(cards("g1 g2 g3"))
    assert r.hands[1] == tuple(cards("r1 r2"))


def test_every_custom_effect_is_tested():
    """Contract: each effect the engine offers for the Wild Customizable has a test above."""
    assert set(CUSTOM_EFFECTS) == {"wild", "skip", "reverse", "draw_two", "swap_hands"}


def test_custom_draw_two_is_not_stacked_on():
    """Choice (round.py): under stacking a Wild Customizable agreed as Draw Two is drawn at once."""
    r = table(["wcustom r1 r2", "g+2 g2 g3", "y1 y2 y3"],
              rules=RuleSet(deck="shuffle", custom_effect="draw_two", stacking=True))
    r.apply(Play(0, card("wcustom"), Color.GREEN))
    assert (r.phase, r.current, r.pending_draw) == (Phase.TURN, 2, 0)
    assert len(r.hands[1]) == 5


def test_a_last_wild_customizable_agreed_as_draw_two_is_still_drawn():
    """Text 001 (a last draw card is drawn and counted) applied to the agreed Draw Two."""
    r = custom("draw_two", ["wcustom", "g1 g2", "y1"])
    r.apply(Play(0, card("wcustom"), Color.RED))
    assert r.winner == 0
    assert len(r.hands[1]) == 4


def first_card(turn_up: str, rules: RuleSet) -> Round:
    hands = [cards("r1 r2"), cards("y1 y2"), cards("g1 g2")]
    return Round.new(3, RuleSet(deck=rules.deck, custom_effect=rules.custom_effect, hand_size=2),
                     deck=stacked_deck(hands, cards(turn_up), cards(PILE)))


def test_wild_shuffle_hands_turned_up_first_lets_the_player_left_of_the_dealer_name_the_colour():
    """Text 001: a Shuffle Hands card turned up first is a plain colour choice for the dealer's left."""
    r = first_card("wshuffle", SHUFFLE)
    assert (r.phase, r.current) == (Phase.CHOOSE_COLOR, 1)
    assert [len(h) for h in r.hands] == [2, 2, 2]


@pytest.mark.parametrize("effect", CUSTOM_EFFECTS)
def test_wild_customizable_turned_up_first_acts_as_a_wild(effect):
    """Text 001 and the contract: whatever was agreed, a first Wild Customizable only asks the player
    left of the dealer for the colour."""
    r = first_card("wcustom", RuleSet(deck="shuffle", custom_effect=effect))
    assert (r.phase, r.current, r.direction) == (Phase.CHOOSE_COLOR, 1, 1)
    assert [len(h) for h in r.hands] == [2, 2, 2]


def test_wild_swap_hands_turned_up_first_acts_as_a_wild():
    """Contract's choice (text 003 does not say): a first Wild Swap Hands swaps nothing; the player left
    of the dealer names the colour."""
    r = first_card("wswap", SWAP)
    assert (r.phase, r.current) == (Phase.CHOOSE_COLOR, 1)
    assert r.hands[0] == tuple(cards("r1 r2"))
