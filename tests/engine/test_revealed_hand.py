"""The challenged hand is shown to the challenger.

Texts: 000 (the accused must show their hand to you), 001 (the challenged
player must show their hand to you, the challenger).
"""
import dataclasses

from unodesk.engine import CardsDrawn, Challenge, Color, Draw, Play, Round, RuleSet

from .helpers import card, cards

PILE = "b1 b2 b3 b4 b5 b6 b7 b8"


def challenged(bluffer_hand: str, *, top: str = "r7") -> tuple[Round, tuple]:
    """Seat 0 plays a Wild Draw Four from `bluffer_hand`; seat 1 challenges it."""
    hands = [cards(bluffer_hand), cards("g1 g2 g3"), cards("g4 g5 g6")]
    r = Round.setup(RuleSet(), hands, cards(top), cards(PILE))
    r.apply(Play(0, card("w+4"), Color.YELLOW))
    shown = r.hands[0]
    r.apply(Challenge(1))
    return r, shown


def test_the_challenged_player_must_show_their_hand_to_the_challenger():
    """Texts 000, 001 (the challenged player shows their hand to the challenger): after a successful
    challenge the challenger's view holds the hand the bluffer had, before drawing the four."""
    r, shown = challenged("w+4 r2 y5")
    assert r.view(1).revealed == (0, shown) == (0, tuple(cards("r2 y5")))
    assert len(r.hands[0]) == 2 + 4


def test_the_hand_is_shown_also_when_the_challenge_fails():
    """Texts 000, 001: the hand is shown whatever it proves; here it holds no card of the colour."""
    r, shown = challenged("w+4 g7 y5")
    assert r.view(1).revealed == (0, tuple(cards("g7 y5")))


def test_the_shown_hand_is_for_the_challengers_eyes_only():
    """Texts 000, 001 (shown to *you*, the challenger) and the contract: every other view, the bluffer's
    included, has nothing revealed, and the public history names no card of the shown hand."""
    r, _ = challenged("w+4 r2 y5")
    assert r.view(0).revealed is None and r.view(2).revealed is None
    assert all(not isinstance(e, CardsDrawn) or e.cards is None for e in r.view(2).history)


def test_the_shown_hand_is_seen_until_the_next_action():
    """Contract: the challenger's view keeps the shown hand until anyone's next action."""
    r, shown = challenged("w+4 r2 y5")
    assert r.view(1).revealed == (0, shown)
    r.apply(Draw(1))  # the challenger plays next
    assert r.view(1).revealed is None


def test_nothing_is_revealed_without_a_challenge():
    """Contract: revealed is None in every view of an ordinary round."""
    r = Round.new(3, RuleSet(), seed=4)
    assert all(r.view(s).revealed is None for s in range(3))


def test_a_clone_and_a_guess_keep_what_the_challenger_was_shown():
    """Contract (computer players may use what they were shown): a clone keeps the shown hand, and a
    round guessed from the challenger's view shows it again."""
    r, shown = challenged("w+4 r2 y5")
    assert r.clone().view(1).revealed == (0, shown)
    view = r.view(1)
    guess = Round.determinize(view, r.hands, cards("b1 b2"), seed=1)
    assert guess.view(1) == dataclasses.replace(view, history=(), draw_pile_size=2)
