"""Going out: the round ends the moment a hand is empty, whatever the card.

Texts: 000 (first to be rid of all cards wins; finishing on a special card
is fine), 001 (a last Draw Two or Wild Draw Four is still drawn and counted;
FAQ), 003 (einde van een ronde: also on an action card).
"""
import pytest

from unodesk.engine import (
    CardsDrawn,
    Color,
    Draw,
    DrawReason,
    IllegalAction,
    Phase,
    Play,
    Round,
    RoundOver,
    RuleSet,
)

from .helpers import card, cards, refused

PILE = "b1 b2 b3 b4 b5 b6"


def last_card(code: str, top: str = "r7", *, rules: RuleSet = RuleSet(), players: int = 3) -> Round:
    """Seat 0 holds only `code`; the others hold green cards worth 3 (seat 1) and 9 (seat 2...)."""
    hands = [cards(code), cards("g1 g2")] + [cards("g4 g5")] * (players - 2)
    return Round.setup(rules, hands, cards(top), cards(PILE))


def test_the_first_player_to_empty_the_hand_wins_the_round():
    """Texts 000, 001, 002, 003: the round ends as soon as a player has no card left; that player wins."""
    r = last_card("r3")
    events = r.apply(Play(0, card("r3")))
    assert events[-1] == RoundOver(0, 3 + 9)
    assert (r.phase, r.winner) == (Phase.OVER, 0)
    assert r.legal_actions() == []


@pytest.mark.parametrize("code", ["rskip", "rrev", "r+2"])
def test_a_player_may_go_out_on_an_action_card(code):
    """Texts 000, 001, 003: the official rules allow the last card to be an action card."""
    r = last_card(code)
    r.apply(Play(0, card(code)))
    assert r.winner == 0


@pytest.mark.parametrize("code", ["w", "w+4"])
def test_a_player_may_go_out_on_a_wild(code):
    """Texts 001, 003: a Wild or Wild Draw Four may be the last card too."""
    r = last_card(code)
    r.apply(Play(0, card(code), Color.RED))
    assert r.winner == 0


def test_a_last_draw_two_is_still_drawn_and_counted():
    """Text 001: the next player takes the two cards, and they count for the winner's points."""
    r = last_card("r+2")
    events = r.apply(Play(0, card("r+2")))
    assert CardsDrawn(1, 2, DrawReason.PENALTY, tuple(cards("b1 b2"))) in events
    assert r.points() == (1 + 2 + 1 + 2) + (4 + 5)
    assert events[-1] == RoundOver(0, r.points())


def test_a_last_wild_draw_four_is_still_drawn_and_counted_without_challenge():
    """Text 001 and the contract's choice: the next player draws four at once; the round is over, so
    there is no challenge."""
    r = last_card("w+4")
    r.apply(Play(0, card("w+4"), Color.GREEN))
    assert r.phase is Phase.OVER
    assert len(r.hands[1]) == 6
    assert r.points() == (1 + 2 + 1 + 2 + 3 + 4) + (4 + 5)


def test_a_last_draw_two_with_two_players_is_drawn_by_the_opponent():
    """Texts 001, 003: with two players the other one draws the two cards before the count."""
    r = last_card("r+2", players=2)
    r.apply(Play(0, card("r+2")))
    assert len(r.hands[1]) == 4


def test_a_last_draw_two_takes_the_whole_stack_under_stacking():
    """RuleSet.stacking with text 001: going out on a stacked Draw Two, the next player takes it all."""
    r = Round.setup(RuleSet(stacking=True), [cards("r+2 g3"), cards("y+2"), cards("g4 g5")], cards("r7"),
                    cards(PILE))
    r.apply(Play(0, card("r+2"), uno=True))
    assert r.pending_draw == 2
    r.apply(Play(1, card("y+2")))
    assert r.winner == 1
    assert len(r.hands[2]) == 6


@pytest.mark.parametrize("code, target", [("r7", 1), ("r0", None)])
def test_a_last_seven_or_zero_moves_no_hands(code, target):
    """Contract's choice: under 7-0 the round is over before any hand would move."""
    r = last_card(code, rules=RuleSet(seven_zero=True))
    before = r.hands
    r.apply(Play(0, card(code), target=target))
    assert r.winner == 0
    assert r.hands[1:] == before[1:]


def test_nothing_can_be_done_once_the_round_is_over():
    """Text 003: the round stops when the last card is played."""
    r = last_card("r3")
    r.apply(Play(0, card("r3")))
    assert refused(r, Draw(1)).reason == "round_over"
    assert r.legal_actions(1) == []


def test_points_are_only_known_once_the_round_is_over():
    """Contract: `points()` is the winner's score and exists once the round is OVER."""
    r = last_card("r3 r4")
    with pytest.raises(IllegalAction) as caught:
        r.points()
    assert caught.value.reason == "round_not_over"
