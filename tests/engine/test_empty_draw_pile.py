"""When the draw pile runs out.

Texts: 000 (the discard pile but its top card is shuffled into a new draw
pile), 001 (if nobody has gone out when the pile is empty, reshuffle),
002 (leave the last discard on the table), 003 (trekstapel leeg).
"""
from collections import Counter

from unodesk.engine import (
    CardsDrawn,
    Color,
    Draw,
    DrawReason,
    Phase,
    PileReshuffled,
    Play,
    Round,
    RuleSet,
    TurnStarted,
)

from .helpers import card, cards


def test_empty_draw_pile_reshuffles_the_discard_pile_except_the_top_card():
    """Texts 000, 001, 002, 003: the discards under the top card become the new draw pile; the top
    card stays where it is."""
    r = Round.setup(RuleSet(), [cards("b5 y3"), cards("b1 b2")], cards("g1 g2 g3 r4"), [])
    events = r.apply(Draw(0))
    assert events[0] == PileReshuffled(3)
    assert r.discard == (card("r4"),)
    assert r.draw_pile_size == 2
    drawn = r.hands[0][-1]
    assert drawn in cards("g1 g2 g3")
    assert Counter(r.hands[0][:2]) == Counter(cards("b5 y3"))


def test_the_reshuffle_keeps_the_colour_in_force():
    """Texts 000, 003: the top card, and so the colour named for a Wild, stays in play."""
    r = Round.setup(RuleSet(), [cards("r5 y3"), cards("b1 b2")], cards("g1 g2 w"), [], color=Color.BLUE)
    r.apply(Draw(0))
    assert r.top == card("w")
    assert r.color is Color.BLUE


def test_the_pile_is_reshuffled_in_the_middle_of_a_penalty():
    """Texts 000, 003: a Draw Two with one card left in the pile takes that card, then the reshuffled
    discards give the second."""
    r = Round.setup(RuleSet(), [cards("r+2 r3"), cards("b1 b2"), cards("b3")], cards("g1 g2 r5"), cards("y9"))
    events = r.apply(Play(0, card("r+2"), uno=True))
    assert events[2:5] == [CardsDrawn(1, 1, DrawReason.PENALTY, (card("y9"),)), PileReshuffled(3),
                           events[4]]
    assert events[4].player == 1 and events[4].count == 1
    assert len(r.hands[1]) == 4
    assert r.discard == (card("r+2"),)


def test_when_no_card_is_left_anywhere_a_draw_takes_nothing_and_the_turn_passes():
    """Contract's choice: with an empty draw pile and only the top card in the discard pile, drawing
    takes nothing and the next player goes."""
    r = Round.setup(RuleSet(), [cards("b5 y3"), cards("g1 r3")], cards("r9"), [])
    events = r.apply(Draw(0))
    assert events == [TurnStarted(1)]
    assert r.hands[0] == tuple(cards("b5 y3"))
    assert (r.current, r.phase) == (1, Phase.TURN)


def test_when_no_card_is_left_anywhere_the_round_still_ends():
    """Contract's choice: a draw that takes nothing does not stop the round; the next player can go out."""
    r = Round.setup(RuleSet(), [cards("b5 y3"), cards("r3")], cards("r9"), [])
    r.apply(Draw(0))
    r.apply(Play(1, card("r3")))
    assert r.phase is Phase.OVER
    assert r.winner == 1
    assert r.points() == 5 + 3


def test_a_penalty_takes_only_the_cards_that_are_left():
    """Contract's choice: when fewer cards remain than a penalty asks for, the player takes what there is."""
    r = Round.setup(RuleSet(), [cards("r+2 r3 r4"), cards("b1 b2"), cards("b3")], cards("r5"), [])
    events = r.apply(Play(0, card("r+2")))
    drawn = [e for e in events if isinstance(e, CardsDrawn)]
    assert drawn == [CardsDrawn(1, 1, DrawReason.PENALTY, (card("r5"),))]
    assert len(r.hands[1]) == 3
    assert r.current == 2
