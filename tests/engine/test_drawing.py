"""Drawing from the draw pile: when nothing matches, and by choice.

Texts: 000 (can't play: draw one), 001 (voluntary draw, the drawn card may
be kept), 002 (draw, then pass), 003 (draw one; after a voluntary draw only
that card).
"""
from unodesk.engine import (
    CardsDrawn,
    Color,
    Draw,
    DrawnCardKept,
    DrawReason,
    Pass,
    Phase,
    Play,
    Round,
    RuleSet,
    TurnStarted,
)

from .helpers import card, cards, refused


def position(hand: str, top: str, pile: str, *, rules: RuleSet = RuleSet()) -> Round:
    return Round.setup(rules, [cards(hand), cards("g1 g2 g3"), cards("y1 y2 y3")], cards(top), cards(pile))


def test_a_player_who_cannot_play_draws_one_card():
    """Texts 000, 001, 003: with no matching card the player draws one card from the pile."""
    r = position("g5 y3", "r7", "b1 b2")
    events = r.apply(Draw(0))
    assert events[0] == CardsDrawn(0, 1, DrawReason.DRAW, (card("b1"),))
    assert r.hands[0] == tuple(cards("g5 y3 b1"))
    assert r.draw_pile_size == 1


def test_a_drawn_card_that_cannot_be_played_is_kept_and_the_turn_passes():
    """Texts 000, 001, 002, 003: an unplayable drawn card stays in the hand and the next player goes."""
    r = position("g5 y3", "r7", "b1 b2")
    events = r.apply(Draw(0))
    assert events[-1] == TurnStarted(1)
    assert (r.current, r.phase) == (1, Phase.TURN)


def test_a_drawn_card_that_can_be_played_may_be_played_at_once():
    """Texts 000, 001, 002, 003: a playable drawn card may be put down straight away."""
    r = position("g5 y3", "r7", "r1 b2")
    r.apply(Draw(0))
    assert (r.current, r.phase) == (0, Phase.DRAWN)
    assert r.legal_actions(0) == [Play(0, card("r1")), Pass(0)]
    r.apply(Play(0, card("r1")))
    assert r.top == card("r1")
    assert r.current == 1


def test_a_drawn_playable_card_may_be_kept_by_passing():
    """Text 001: the player need not play the drawn card even though it could be played."""
    r = position("g5 y3", "r7", "r1 b2")
    r.apply(Draw(0))
    events = r.apply(Pass(0))
    assert events == [DrawnCardKept(0), TurnStarted(1)]
    assert card("r1") in r.hands[0]
    assert r.current == 1


def test_a_drawn_wild_may_be_played_with_a_colour():
    """Texts 000, 003: a drawn Wild is playable like any Wild."""
    r = position("g5 y3", "r7", "w b2")
    r.apply(Draw(0))
    assert r.phase is Phase.DRAWN
    r.apply(Play(0, card("w"), Color.GREEN))
    assert r.color is Color.GREEN


def test_a_player_may_draw_while_holding_a_playable_card():
    """Texts 001, 003: drawing is allowed even with a playable card in hand."""
    r = position("r5 y3", "r7", "b1 b2")
    assert Draw(0) in r.legal_actions(0)
    r.apply(Draw(0))
    assert r.current == 1  # b1 cannot be played, so the turn is over; r5 stays in the hand
    assert card("r5") in r.hands[0]


def test_a_voluntary_draw_takes_only_one_card():
    """Text 003: drawing by choice takes one card, no more."""
    r = position("r5 y3", "r7", "b1 b2 b3")
    r.apply(Draw(0))
    assert len(r.hands[0]) == 3


def test_after_a_voluntary_draw_only_the_drawn_card_may_be_played():
    """Texts 001, 003: after drawing, no card from the hand may be played, only the one just drawn."""
    r = position("r5 y3", "r7", "r1 b2")
    r.apply(Draw(0))
    assert [a for a in r.legal_actions(0) if isinstance(a, Play)] == [Play(0, card("r1"))]
    error = refused(r, Play(0, card("r5")))
    assert error.reason == "only_drawn_card"
    assert error.details["card"] == card("r1")


def test_a_player_whose_last_card_cannot_be_played_draws():
    """Text 001: with one card left that does not match, the player draws."""
    r = position("g5", "r7", "b1 b2")
    assert r.legal_actions(0) == [Draw(0)]
    r.apply(Draw(0))
    assert r.hands[0] == tuple(cards("g5 b1"))


def test_the_drawn_card_is_known_only_to_the_one_who_drew_it():
    """Contract (views): the drawn card is told to its drawer; others see only a count."""
    r = position("g5 y3", "r7", "r1 b2")
    r.apply(Draw(0))
    assert r.view(0).drawn_card == card("r1")
    assert r.view(1).drawn_card is None
    assert r.view(1).history[-1] == CardsDrawn(0, 1, DrawReason.DRAW, None)


def test_pass_is_only_possible_after_drawing_a_playable_card():
    """Texts 001, 002: passing means keeping the drawn card; without drawing there is nothing to pass."""
    r = position("r5 y3", "r7", "r1 b2")
    assert refused(r, Pass(0)).reason == "nothing_to_pass"


def test_no_second_draw_in_one_turn():
    """Text 003 (official: draw one): after drawing a playable card, the choice is play it or pass."""
    r = position("g5 y3", "r7", "r1 b2")
    r.apply(Draw(0))
    assert refused(r, Draw(0)).reason == "no_draw_now"
