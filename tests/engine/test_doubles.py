"""Two identical cards at once (RuleSet.doubles).

Text 001: officially one card at a time; one of the commonest house rules
lets a player put down two identical cards at once. The engine plays a
pair as `Play(..., pair=True)`: both copies of one coloured card (same
colour and same number or symbol), where the single card may be played.
"""
import pytest

from unodesk.engine import (
    Accept,
    CardPlayed,
    CardsDrawn,
    CatchUno,
    Color,
    DirectionReversed,
    Draw,
    DrawReason,
    HandsSwapped,
    Phase,
    Play,
    Round,
    RuleSet,
    TurnSkipped,
    TurnStarted,
)

from .helpers import card, cards, refused

DOUBLES = RuleSet(doubles=True)
PILE = "b1 b2 b3 b4 b5 b6 b7 b8"


def table(hands: list[str], top: str = "r7", *, rules: RuleSet = DOUBLES, pile: str = PILE,
          direction: int = 1) -> Round:
    return Round.setup(rules, [cards(h) for h in hands], cards(top), cards(pile), direction=direction)


def pairs(r: Round, seat: int) -> list[Play]:
    return [a for a in r.legal_actions(seat) if isinstance(a, Play) and a.pair]


def test_two_identical_cards_may_be_played_at_once():
    """Text 001 (a common house rule: two identical cards may be put down at once): both copies go on
    the pile, one after the other, in one action."""
    r = table(["r5 g1 r5 g4", "g2 g3", "y1 y2"])
    assert r.legal_actions(0) == [Play(0, card("r5")), Play(0, card("r5"), pair=True), Draw(0)]
    events = r.apply(Play(0, card("r5"), pair=True))
    assert events[:2] == [CardPlayed(0, card("r5")), CardPlayed(0, card("r5"))]
    assert r.hands[0] == tuple(cards("g1 g4")) and r.discard[-2:] == tuple(cards("r5 r5"))
    assert r.current == 1


def test_officially_only_one_card_is_played_at_a_time():
    """Text 001 (the official rules: one card at a time): without doubles no pair is offered or taken."""
    r = table(["r5 r5 g1", "g2 g3"], rules=RuleSet())
    assert not pairs(r, 0)
    assert refused(r, Play(0, card("r5"), pair=True)).reason == "no_doubles"


def test_doubles_a_pair_is_two_cards_of_the_same_colour_and_symbol():
    """Text 001 (two identical cards): a red 5 and a green 5 are no pair."""
    r = table(["r5 g5 g1", "g2 g3"])
    assert not pairs(r, 0)
    assert refused(r, Play(0, card("r5"), pair=True)).reason == "no_second_card"


def test_doubles_a_pair_must_fit_like_its_single_card():
    """RuleSet.doubles: a pair goes where one of its cards may go."""
    r = table(["g5 g5 r1", "g2 g3"])
    assert refused(r, Play(0, card("g5"), pair=True)).reason == "does_not_match"


def test_doubles_wild_cards_go_down_one_at_a_time():
    """Choice: wild cards have no colour to share and each names its own; they are never paired."""
    r = table(["w w r1", "g2 g3"])
    assert not pairs(r, 0)
    assert refused(r, Play(0, card("w"), Color.RED, pair=True)).reason == "no_wild_pair"


def test_doubles_a_pair_of_numbers_does_nothing_more():
    """Choice: a pair of number cards just empties the hand faster; the next player plays."""
    r = table(["r5 r5 g1", "g2 g3", "y1 y2"])
    r.apply(Play(0, card("r5"), pair=True))
    assert (r.current, r.direction, r.color) == (1, 1, Color.RED)


def test_doubles_a_pair_of_skips_skips_the_next_two_players():
    """Choice: each Skip of the pair takes one more turn away: the next two players miss theirs."""
    r = table(["rskip rskip g1", "g2", "y1", "b1"])
    events = r.apply(Play(0, card("rskip"), pair=True))
    assert events[2:] == [TurnSkipped(1), TurnSkipped(2), TurnStarted(3)]


@pytest.mark.parametrize("players", [2, 3])
def test_doubles_a_pair_of_skips_never_skips_its_player(players):
    """Choice: with two or three players a pair of Skips takes the others' turns and its player plays
    again (nobody misses a turn twice, and the player never does)."""
    r = table(["rskip rskip g1"] + ["g2 g3"] * (players - 1))
    r.apply(Play(0, card("rskip"), pair=True))
    assert r.current == 0


def test_doubles_a_pair_of_reverses_turns_play_round_twice():
    """Choice: two Reverses turn the direction twice, so it stays as it was and the next player plays."""
    r = table(["rrev rrev g1", "g2", "y1", "b1"])
    events = r.apply(Play(0, card("rrev"), pair=True))
    assert events[2:] == [DirectionReversed(-1), DirectionReversed(1), TurnStarted(1)]
    assert r.direction == 1


def test_doubles_a_pair_of_reverses_with_two_players_lets_the_player_play_again():
    """Texts 000, 003 (with two players a Reverse acts as a Skip) with the choice above: a pair does too."""
    r = table(["rrev rrev g1", "g2 g3"])
    r.apply(Play(0, card("rrev"), pair=True))
    assert r.current == 0


def test_doubles_a_pair_of_draw_twos_makes_the_next_player_draw_four():
    """Choice: the penalties of the pair add up: the next player draws four and misses the turn."""
    r = table(["r+2 r+2 g1", "g2 g3", "y1 y2"])
    r.apply(Play(0, card("r+2"), pair=True))
    assert len(r.hands[1]) == 2 + 4 and r.current == 2


def test_doubles_under_stacking_a_pair_of_draw_twos_adds_four_and_may_answer():
    """RuleSet.doubles with stacking: a pair of Draw Twos adds four to the penalty, and may answer a
    Draw Two like a single one."""
    rules = RuleSet(doubles=True, stacking=True)
    r = table(["r+2 g1 g2", "g+2 g+2 g3", "y1 y2"], rules=rules)
    r.apply(Play(0, card("r+2")))
    assert Play(1, card("g+2"), pair=True) in r.legal_actions(1)
    r.apply(Play(1, card("g+2"), pair=True))
    assert (r.phase, r.current, r.pending_draw) == (Phase.STACK, 2, 6)
    r.apply(Accept(2))
    assert len(r.hands[2]) == 2 + 6


def test_doubles_a_pair_as_the_last_two_cards_goes_out():
    """Text 001 (the player with no card left wins) with RuleSet.doubles: a pair may be the last cards."""
    r = table(["r5 r5", "g2 g3"])
    r.apply(Play(0, card("r5"), pair=True))
    assert r.phase is Phase.OVER and r.winner == 0


def test_doubles_a_last_pair_of_draw_twos_is_drawn_in_full():
    """Text 001 (a last Draw Two is still drawn and counted) with the pair's four."""
    r = table(["r+2 r+2", "g2 g3", "y1"])
    events = r.apply(Play(0, card("r+2"), pair=True))
    assert CardsDrawn(1, 4, DrawReason.PENALTY, tuple(cards("b1 b2 b3 b4"))) in events
    assert r.winner == 0


def test_doubles_uno_is_called_with_a_pair_that_leaves_one_card():
    """Texts 000, 003 (Uno when one card is left) with RuleSet.doubles: a pair from three cards is offered
    with and without the call; without it the player can be caught."""
    r = table(["r5 r5 g1", "g2 g3", "y1 y2"])
    assert pairs(r, 0) == [Play(0, card("r5"), pair=True), Play(0, card("r5"), uno=True, pair=True)]
    r.apply(Play(0, card("r5"), pair=True))
    assert CatchUno(1, 0) in r.legal_actions(1)
    assert refused(table(["r5 r5 g1 g2", "g3"]), Play(0, card("r5"), uno=True, pair=True)).reason == "uno_not_now"


def test_doubles_after_drawing_only_the_drawn_card_alone():
    """Texts 001, 003 (after drawing only the drawn card may be played) with RuleSet.doubles: not with
    its twin from the hand."""
    r = table(["g9 r1", "g2 g3"], pile="r1 b2")
    r.apply(Draw(0))
    assert r.legal_actions(0) == [Play(0, card("r1")), r.legal_actions(0)[-1]]
    assert refused(r, Play(0, card("r1"), pair=True)).reason == "only_drawn_card"


def test_doubles_a_pair_of_sevens_swaps_hands_once():
    """RuleSet.doubles with seven_zero: a pair of 7s names one player and swaps once."""
    r = table(["r7 r7 g1", "g2 g3", "y1 y2"], rules=RuleSet(doubles=True, seven_zero=True))
    assert Play(0, card("r7"), target=2, pair=True) in r.legal_actions(0)
    events = r.apply(Play(0, card("r7"), target=2, pair=True))
    assert [e for e in events if isinstance(e, HandsSwapped)] == [HandsSwapped(0, 2)]
    assert r.hands[0] == tuple(cards("y1 y2")) and r.hands[2] == tuple(cards("g1"))


def test_doubles_going_out_on_a_pair_of_action_cards_under_no_action_finish_draws_one():
    """Text 003 (house rule: a last action card makes the player draw one) with RuleSet.doubles: one card,
    and the pair still acts."""
    r = table(["rskip rskip", "g2", "y1", "b1"], rules=RuleSet(doubles=True, no_action_finish=True))
    r.apply(Play(0, card("rskip"), pair=True))
    assert r.phase is not Phase.OVER and len(r.hands[0]) == 1
    assert r.current == 3
