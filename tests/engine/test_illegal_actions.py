"""Refusals: every illegal action raises IllegalAction with a stable reason
code and leaves the round exactly as it was.

The rules behind each refusal are tested in the topic modules; here every
reason code the engine has is reached at least once, and `refused` checks
that the whole observable state (hands, piles, phase, turn, direction,
colour and every seat's view) is unchanged.
"""
import re
from collections.abc import Callable
from pathlib import Path

import pytest

import unodesk.engine
from unodesk.engine.legality import REASONS
from unodesk.engine import (
    Accept,
    CallUno,
    CatchUno,
    Challenge,
    ChooseColor,
    Color,
    Draw,
    IllegalAction,
    Match,
    Pass,
    Phase,
    Play,
    Round,
    RuleSet,
)

from .helpers import card, cards, refused, stacked_deck

PILE = "b1 b2 b3 b4 b5 b6"


def table(hand: str = "r2 r3 g9", top: str = "r7", *, rules: RuleSet = RuleSet(), pile: str = PILE,
          color: Color | None = None) -> Round:
    """Seat 0 to play `hand`; seat 1 holds r5 and greens; seat 2 holds r5, r7 and yellows."""
    return Round.setup(rules, [cards(hand), cards("r5 g1 g2"), cards("r7 y1 y2")], cards(top), cards(pile),
                       color=color)


def over() -> Round:
    r = table("r2")
    r.apply(Play(0, card("r2")))
    return r


def choosing() -> Round:
    hands = [cards("r1 r2"), cards("y1 y2"), cards("g1 g2")]
    return Round.new(3, RuleSet(hand_size=2), deck=stacked_deck(hands, cards("w"), cards(PILE)))


def resting() -> Round:
    """Under wild_rest seat 0 has just played a Wild; seat 1 holds one too."""
    hands = [cards("w r3 r4"), cards("w g1 g2"), cards("y1 y2 y3")]
    r = Round.setup(RuleSet(wild_rest=True), hands, cards("r7"), cards(PILE))
    r.apply(Play(0, card("w"), Color.RED))
    return r


def challenging() -> Round:
    r = table("w+4 r3 r4")
    r.apply(Play(0, card("w+4"), Color.BLUE))
    return r


def stacking(rules: RuleSet = RuleSet(stacking=True)) -> Round:
    r = table("r+2 r3 r4", rules=rules)
    r.apply(Play(0, card("r+2")))
    return r


def drawn() -> Round:
    r = table("g9 y3", pile="r1 b2", rules=RuleSet(jump_in=True))
    r.apply(Draw(0))
    assert r.phase is Phase.DRAWN
    return r


def drawn_twin() -> Round:
    """Under doubles seat 0 has drawn a red 1 and holds another."""
    r = table("g9 r1", pile="r1 b2", rules=RuleSet(doubles=True))
    r.apply(Draw(0))
    assert r.phase is Phase.DRAWN
    return r


def forgot() -> Round:
    r = table("r2 r3")
    r.apply(Play(0, card("r2")))
    return r


def called() -> Round:
    r = table("r2 r3")
    r.apply(Play(0, card("r2"), uno=True))
    return r


def jump_blocked() -> Round:
    r = Round.setup(RuleSet(stacking=True, jump_in=True), [cards("r+2 r3 r4"), cards("g1 g2"), cards("r+2 y1")],
                    cards("r7"), cards(PILE))
    r.apply(Play(0, card("r+2")))
    return r


class NotAnAction:
    player = 0


CASES: list[tuple[str, Callable[[], Round], object]] = [
    ("bad_seat", table, Draw(3)),
    ("bad_seat", table, Draw(-1)),
    ("bad_seat", table, Play(True, card("r2"))),
    ("round_over", over, Draw(1)),
    ("unknown_action", table, NotAnAction()),
    ("unknown_action", table, "draw"),
    ("unknown_action", table, Draw),
    ("not_your_turn", table, Draw(1)),
    ("not_your_turn", table, Play(1, card("r5"))),
    ("not_your_turn", challenging, Challenge(2)),
    ("no_jump_in_now", jump_blocked, Play(2, card("r+2"))),
    ("choose_color_first", choosing, Draw(1)),
    ("no_color_to_choose", table, ChooseColor(0, Color.RED)),
    ("needs_color", choosing, ChooseColor(1, None)),
    ("needs_color", choosing, ChooseColor(1, "red")),
    ("needs_color", lambda: table("w r3"), Play(0, card("w"))),
    ("challenge_or_accept", challenging, Draw(1)),
    ("challenge_or_accept", challenging, Pass(1)),
    ("answer_penalty", challenging, Play(1, card("g1"))),
    ("answer_penalty", stacking, Draw(1)),
    ("answer_penalty", stacking, Challenge(1)),
    ("nothing_to_challenge", table, Challenge(0)),
    ("nothing_to_accept", table, Accept(0)),
    ("nothing_to_pass", table, Pass(0)),
    ("no_draw_now", drawn, Draw(0)),
    ("not_in_hand", table, Play(0, card("b9"))),
    ("not_in_hand", table, Play(0, "r2")),
    ("only_drawn_card", drawn, Play(0, card("g9"))),
    ("no_wild_finish", lambda: table("w", rules=RuleSet(no_wild_finish=True)), Play(0, card("w"), Color.RED)),
    ("wild_draw_four_strict", lambda: table("w+4 r3", rules=RuleSet(strict_wild_draw_four=True)),
     Play(0, card("w+4"), Color.BLUE)),
    ("wild_rest", resting, Play(1, card("w"), Color.GREEN)),
    ("no_doubles", lambda: table("r2 r2 r3"), Play(0, card("r2"), pair=True)),
    ("no_wild_pair", lambda: table("w w r3", rules=RuleSet(doubles=True)), Play(0, card("w"), Color.RED, pair=True)),
    ("no_second_card", lambda: table("r2 r3 g9", rules=RuleSet(doubles=True)), Play(0, card("r2"), pair=True)),
    ("only_drawn_card", drawn_twin, Play(0, card("r1"), pair=True)),
    ("not_allowed", lambda: table("r2 r2 r3", rules=RuleSet(doubles=True)), Play(0, card("r2"), pair="yes")),
    ("no_color_for_card", table, Play(0, card("r2"), Color.RED)),
    ("does_not_match", table, Play(0, card("g9"))),
    ("bad_target", lambda: table("wswap r3", rules=RuleSet(deck="swap")), Play(0, card("wswap"), Color.RED, target=0)),
    ("needs_target", lambda: table("r7 r3", rules=RuleSet(seven_zero=True)), Play(0, card("r7"))),
    ("bad_target", lambda: table("r7 r3", rules=RuleSet(seven_zero=True)), Play(0, card("r7"), target=0)),
    ("bad_target", lambda: table("r7 r3", rules=RuleSet(seven_zero=True)), Play(0, card("r7"), target=3)),
    ("no_target_for_card", table, Play(0, card("r2"), target=1)),
    ("uno_not_now", table, Play(0, card("r2"), uno=True)),
    ("uno_not_now", lambda: table("r7 r3 r4", rules=RuleSet(seven_zero=True)), Play(0, card("r7"), target=1, uno=True)),
    ("uno_not_now", table, CallUno(0)),
    ("uno_already_called", called, CallUno(0)),
    ("nothing_to_catch", table, CatchUno(1, 0)),
    ("nothing_to_catch", called, CatchUno(1, 0)),
    ("nothing_to_catch", forgot, CatchUno(1, 2)),
    ("not_allowed", lambda: table("r2 r3"), Play(0, card("r2"), uno="yes")),
]


@pytest.mark.parametrize("reason, make, action", CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_illegal_action_is_refused_with_its_reason_and_changes_nothing(reason, make, action):
    """Contract: an action that is not legal now raises IllegalAction with a stable reason and
    changes nothing."""
    r = make()
    error = refused(r, action)
    assert error.reason == reason
    assert str(error)  # a message for logs that says why


def test_every_reason_code_of_the_engine_is_reached():
    """Contract: each reason code in the engine's source has a case above (or a test below)."""
    source = "".join(p.read_text() for p in Path(unodesk.engine.__file__).parent.glob("*.py"))
    codes = set(re.findall(r'IllegalAction\(\s*"([a-z_]+)"', source)) | set(REASONS)
    tested = {c[0] for c in CASES} | {"round_not_over", "match_over"}
    assert codes == tested


def test_illegal_action_is_a_value_error():
    """Contract: IllegalAction is a ValueError."""
    assert issubclass(IllegalAction, ValueError)


def test_a_refusal_names_what_the_message_mentions():
    """Contract: the details of a refusal tell the interface what to point at."""
    error = refused(table(), Draw(1))
    assert error.details == {"seat": 0}
    error = refused(table(), Play(0, card("g9")))
    assert error.details == {"card": card("g9"), "top": card("r7"), "color": Color.RED}


def test_a_jump_in_refusal_names_the_jumpers_mistake_not_the_drawn_card():
    """Contract (says why): while the current player holds a drawn card, a jump-in with a bad extra is
    refused for that extra, not because of the other player's drawn card."""
    r = drawn()
    assert refused(r, Play(2, card("r7"), Color.RED)).reason == "no_color_for_card"


def test_reading_a_seat_that_does_not_exist_is_refused():
    """Contract: views and legal actions are per seat; a seat outside the table is refused."""
    r = table()
    for read in (r.view, r.legal_actions):
        with pytest.raises(IllegalAction) as caught:
            read(5)
        assert caught.value.reason == "bad_seat"


def test_points_before_the_round_is_over_are_refused():
    """Contract: `points()` is for a round that is OVER."""
    r = table()
    with pytest.raises(IllegalAction) as caught:
        r.points()
    assert caught.value.reason == "round_not_over"


def test_match_refusals_change_nothing():
    """Contract: Match.next_round refuses (round_not_over, match_over) and changes nothing."""
    m = Match.new(2, RuleSet(target_score=1), seed=3)
    before = (m.scores, m.dealer, m.round)
    with pytest.raises(IllegalAction) as caught:
        m.next_round()
    assert caught.value.reason == "round_not_over"
    assert (m.scores, m.dealer, m.round) == before
    m.round = Round.setup(m.rules, [cards("r3"), cards("g1")], cards("r7"), cards("b1"))
    m.round.apply(Play(0, card("r3")))
    before = (m.scores, m.dealer, m.round)
    with pytest.raises(IllegalAction) as caught:
        m.next_round()
    assert caught.value.reason == "match_over"
    assert (m.scores, m.dealer, m.round) == before
