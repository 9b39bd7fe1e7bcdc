"""Calling Uno, and catching a player who forgot.

Texts: 000 (call with the second-to-last card, 2 penalty cards if caught
before the next turn), 001 (the catch window: until the next player plays
or draws), 002 (say Uno with one card), 003 (before your turn is over).
"""
from unodesk.engine import (
    Accept,
    CallUno,
    CardPlayed,
    CardsDrawn,
    CatchUno,
    Challenge,
    Color,
    Draw,
    DrawReason,
    Phase,
    Play,
    Round,
    RuleSet,
    UnoCalled,
    UnoCaught,
)

from .helpers import card, cards, refused

PILE = "b1 b2 b3 b4 b5 b6 b7 b8"


def table(hand: str = "r2 r3", top: str = "r7", *, rules: RuleSet = RuleSet()) -> Round:
    """Seat 0 holds `hand`; seat 1 can play r5; seat 2 holds greens."""
    hands = [cards(hand), cards("r5 g1 g2"), cards("g3 g4 g5")]
    return Round.setup(rules, hands, cards(top), cards(PILE))


def forgot(hand: str = "r2 r3", play: str = "r2", **kw) -> Round:
    """Seat 0 plays its second-to-last card without calling Uno."""
    r = table(hand, **kw)
    r.apply(Play(0, card(play)))
    return r


def test_a_player_calls_uno_with_the_second_to_last_card():
    """Texts 000, 001, 003: playing the second-to-last card, the player calls Uno."""
    r = table()
    events = r.apply(Play(0, card("r2"), uno=True))
    assert events[:2] == [CardPlayed(0, card("r2")), UnoCalled(0)]
    assert r.uno_called[0] and r.view(2).uno_called[0]
    assert r.catchable is None
    assert not any(isinstance(a, CatchUno) for a in r.legal_actions())


def test_legal_actions_offer_the_second_to_last_card_with_and_without_uno():
    """Contract's choice: a player may forget, so both plays are listed."""
    r = table()
    plays = [a for a in r.legal_actions(0) if isinstance(a, Play)]
    assert Play(0, card("r2"), uno=True) in plays and Play(0, card("r2")) in plays
    assert all(not a.uno for a in table("r2 r3 r4").legal_actions(0) if isinstance(a, Play))


def test_forgotten_uno_caught_before_next_player_draws_two():
    """Texts 000, 001, 002, 003: a player left with one card who did not call Uno and is caught
    before the next player acts draws two penalty cards."""
    r = forgot()
    assert CatchUno(2, 0) in r.legal_actions(2) and CatchUno(1, 0) in r.legal_actions(1)
    events = r.apply(CatchUno(2, 0))
    assert events == [UnoCaught(2, 0), CardsDrawn(0, 2, DrawReason.UNO, tuple(cards("b1 b2")))]
    assert len(r.hands[0]) == 3
    assert r.current == 1  # the turn is unchanged


def test_uno_may_be_called_late_until_caught():
    """Text 000: who says Uno before anyone catches them escapes the penalty."""
    r = forgot()
    assert CallUno(0) in r.legal_actions(0)
    assert r.apply(CallUno(0)) == [UnoCalled(0)]
    assert not any(isinstance(a, CatchUno) for a in r.legal_actions())
    assert refused(r, CatchUno(2, 0)).reason == "nothing_to_catch"


def test_uno_may_be_called_before_playing_the_second_to_last_card():
    """Text 003 (say Uno before the turn is over): the call may come with the card, as a Play option."""
    r = table()
    r.apply(Play(0, card("r3"), uno=True))
    assert r.uno_called[0]


def test_catch_window_closes_when_the_next_player_plays():
    """Text 001: once the next player puts down a card, the forgetful player is safe."""
    r = forgot()
    r.apply(Play(1, card("r5")))
    assert not any(isinstance(a, CatchUno) for a in r.legal_actions())
    assert refused(r, CatchUno(2, 0)).reason == "nothing_to_catch"


def test_catch_window_closes_when_the_next_player_draws():
    """Text 001: once the next player draws from the pile, the forgetful player is safe."""
    r = forgot()
    r.apply(Draw(1))
    assert refused(r, CatchUno(2, 0)).reason == "nothing_to_catch"


def test_catch_window_closes_when_the_next_player_accepts_or_challenges():
    """Contract's choice: answering a Wild Draw Four also closes the window."""
    for answer in (Accept(1), Challenge(1)):
        r = table("w+4 r3")
        r.apply(Play(0, card("w+4"), Color.GREEN))
        assert CatchUno(2, 0) in r.legal_actions(2)
        r.apply(answer)
        assert not any(isinstance(a, CatchUno) for a in r.legal_actions())


def test_catch_window_stays_open_while_the_skipped_player_takes_a_draw_two():
    """Choice: a penalty drawn because of the card itself is no turn of the next player; the window
    closes when the next player to take a turn plays or draws."""
    r = forgot("r+2 r3", "r+2")
    assert r.current == 2
    assert CatchUno(1, 0) in r.legal_actions(1)
    r.apply(Draw(2))
    assert not any(isinstance(a, CatchUno) for a in r.legal_actions())


def test_a_player_who_called_uno_cannot_be_caught():
    """Text 000: the penalty is for not calling; a called Uno is safe."""
    r = table()
    r.apply(Play(0, card("r2"), uno=True))
    assert refused(r, CatchUno(1, 0)).reason == "nothing_to_catch"


def test_a_player_cannot_catch_themselves():
    """Texts 000, 001: it is another player who points out the missing call."""
    r = forgot()
    assert not any(isinstance(a, CatchUno) for a in r.legal_actions(0))
    assert refused(r, CatchUno(0, 0)).reason == "nothing_to_catch"


def test_only_the_forgetful_player_can_be_caught():
    """Texts 000, 001: the catch names the player with one card who did not call."""
    r = forgot()
    assert refused(r, CatchUno(1, 2)).reason == "nothing_to_catch"


def test_uno_can_only_be_called_with_one_card_and_only_once():
    """Texts 000, 002: Uno is said with one card left; saying it twice changes nothing."""
    r = table()
    assert refused(r, CallUno(0)).reason == "uno_not_now"
    r.apply(Play(0, card("r2"), uno=True))
    assert refused(r, CallUno(0)).reason == "uno_already_called"


def test_uno_with_a_card_that_does_not_leave_one_is_refused():
    """Texts 000, 001: the call goes with the second-to-last card, not earlier."""
    r = table("r2 r3 r4")
    assert refused(r, Play(0, card("r2"), uno=True)).reason == "uno_not_now"


def test_a_caught_player_must_call_again_when_back_to_one_card():
    """Text 000: after the penalty the hand has three cards; the next time down to one, Uno is due again."""
    r = forgot()
    r.apply(CatchUno(1, 0))
    assert r.uno_called[0] is False
    assert CallUno(0) not in r.legal_actions(0)


def test_uno_may_be_called_with_a_drawn_card_that_is_the_second_to_last():
    """Texts 000, 001: playing a drawn card that leaves one in hand also needs the call."""
    r = Round.setup(RuleSet(), [cards("g9"), cards("g1 g2")], cards("r7"), cards("r1 b2"))
    r.apply(Draw(0))
    assert r.phase is Phase.DRAWN
    assert {a for a in r.legal_actions(0) if isinstance(a, Play)} == {Play(0, card("r1")),
                                                                       Play(0, card("r1"), uno=True)}


def test_a_hand_that_changes_owner_cannot_be_caught():
    """Contract's choice: after a 7-0 swap the new owner of a single card counts as having called."""
    r = table("r7 r3", "r9", rules=RuleSet(seven_zero=True))
    r.apply(Play(0, card("r7"), target=1))
    assert r.hands[1] == (card("r3"),)
    assert r.uno_called[1] is True
    assert not any(isinstance(a, CatchUno) for a in r.legal_actions())
