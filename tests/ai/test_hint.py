"""The hint: the hard level's move for a person's seat, with a reason code."""
import dataclasses

import pytest

from unodesk.ai.hint import Bluff, Hint, Reason, explain, hint
from unodesk.ai.search import HardBot
from unodesk.engine import Accept, Card, CatchUno, Challenge, Color, Draw, Pass, Phase, Play, RuleSet
from unodesk.setup import Preset

from .test_decisions import FILLER, _forgot_uno, _wild_draw_four_played, position


def _hint(r, seat=None):
    seat = r.current if seat is None else seat
    legal = r.legal_actions(seat)
    h = hint(r.view(seat), legal, bot=HardBot(1, time_budget=None, rollouts=60))
    assert isinstance(h, Hint) and h.action in legal
    return h


def test_with_nothing_that_fits_the_hint_is_to_draw():
    r = position(["g1 g2", "y1 y2 y3", "y5 y6"], top="r7")
    assert _hint(r) == Hint(Draw(0), Reason.DRAW_NOTHING_FITS)


def test_a_card_that_stops_the_next_player_about_to_go_out():
    r = position(["rskip g2 g3 r4", "y1", "y5 y6 y7"], top="r7")
    h = _hint(r)
    assert h.action.card == Card.parse("rskip")
    assert h.reason is Reason.STOP_NEXT_PLAYER and h.seat == 1


@pytest.mark.parametrize("card", ["rskip", "rrev", "r+2"])
def test_at_two_seats_a_card_that_takes_the_opponents_turn_plays_again(card):
    r = position([f"{card} r1 g3 b4 y5 b6", "y1 y2 y3 y4 y5 y6 y7"], top="r7")
    played = Play(0, Card.parse(card))
    assert explain(r.view(0), r.legal_actions(0), played) == \
        Hint(played, Reason.PLAY_AGAIN, seat=1, card=Card.parse(card))


def test_at_three_seats_a_skip_is_not_played_for_another_turn():
    r = position(["rskip r1 g3 b4 y5 b6", "y1 y2 y3 y4 y5 y6 y7", "g4 g5 g6 g7"], top="r7")
    played = Play(0, Card.parse("rskip"))
    assert explain(r.view(0), r.legal_actions(0), played).reason is not Reason.PLAY_AGAIN


def test_keep_the_wild_draw_four_while_a_player_is_close_to_going_out():
    r = position(["w+4 r2 g3 y4 b5", "y1 y2 y3", "g5 g6", "b1 b2 b3"], top="r7")
    h = explain(r.view(0), r.legal_actions(0), Play(0, Card.parse("r2")))
    assert h == Hint(Play(0, Card.parse("r2")), Reason.KEEP_WILD_DRAW_FOUR, seat=2, count=2)


def test_shed_the_costly_card_while_a_player_is_close_to_going_out():
    r = position(["r9 r2 b1 b3 g4 g6 y8", "y1 y2"], top="r5")
    h = explain(r.view(0), r.legal_actions(0), Play(0, Card.parse("r9")))
    assert h == Hint(Play(0, Card.parse("r9")), Reason.SHED_POINTS, seat=1, card=Card.parse("r9"), count=2)


def test_the_hint_names_the_colour_the_next_player_could_not_follow():
    r = position(["g1 g2 b2 b3 w", "r3 r2 y2", "g4 g5 g6"], top="g7", pile="y9 " + FILLER)
    r.apply(Play(0, Card.parse("g1")))
    r.apply(Draw(1))  # no green: seat 1 draws y9 and the turn passes
    r.apply(Play(2, Card.parse("g4")))
    assert r.current == 0
    wild_on_green = Play(0, Card.parse("w"), Color.GREEN)
    assert explain(r.view(0), r.legal_actions(0), wild_on_green) == \
        Hint(wild_on_green, Reason.COLOR_NEXT_LACKS, seat=1, color=Color.GREEN)
    wild_on_blue = Play(0, Card.parse("w"), Color.BLUE)
    assert explain(r.view(0), r.legal_actions(0), wild_on_blue) == \
        Hint(wild_on_blue, Reason.COLOR_HELD_MOST, color=Color.BLUE)


@pytest.mark.parametrize("action, reason", [
    (Challenge(1), Reason.CHALLENGE_BLUFF),
    (Accept(1), Reason.ACCEPT_HONEST),
])
def test_answering_a_wild_draw_four_says_who_played_it(action, reason):
    r = _wild_draw_four_played("w+4 r1 r2 g1 g2")
    assert explain(r.view(1), r.legal_actions(1), action) == Hint(action, reason, seat=0, color=Color.RED)


def test_catching_a_missed_uno_names_the_player():
    r = _forgot_uno()
    assert explain(r.view(1), r.legal_actions(1), CatchUno(1, 0)) == Hint(CatchUno(1, 0), Reason.CATCH_UNO, seat=0)


def test_a_drawn_card_played_or_kept():
    r = position(["g1 g2 y3", "y1 y2 y3", "y4 y5 y6"], top="b7", pile="b3 " + FILLER)
    r.apply(Draw(0))
    assert r.phase is Phase.DRAWN
    view, legal = r.view(0), r.legal_actions(0)
    assert explain(view, legal, Play(0, Card.parse("b3"))).reason is Reason.PLAY_DRAWN_CARD
    assert explain(view, legal, Pass(0)) == Hint(Pass(0), Reason.KEEP_DRAWN_CARD, card=Card.parse("b3"))


def test_the_last_card_goes_out():
    r = position(["r2", "y1 y2 y3", "y4 y5 y6"], top="r7")
    assert _hint(r).reason in (Reason.ONLY_MOVE, Reason.GO_OUT)


def test_every_reason_is_a_code_not_a_sentence():
    for reason in Reason:
        assert reason.value.isidentifier() and reason.value.islower()


# --- the claims of issue 23: each one true in the seat's view

DUTCH_TEAMS = dataclasses.replace(Preset.DUTCH.rules, teams=True)


def test_a_wild_names_a_colour_the_hand_holds_and_says_most_only_when_it_is():
    """Issue 23: "kies geel, de kleur waarvan je de meeste kaarten hebt" with no yellow card."""
    r = position(["r8 rskip w w+4", "y1 y2 y3 y4", "g1 g2 g3 g4", "b1 b2 b3 b4"], top="r3", rules=DUTCH_TEAMS)
    view, legal = r.view(0), r.legal_actions(0)
    for color in Color:
        h = explain(view, legal, Play(0, Card.parse("w"), color))
        if color is Color.RED:
            assert h.reason is Reason.COLOR_HELD_MOST and h.color is Color.RED
        else:
            assert h.color is None and h.reason in (Reason.BEST_JUDGED, Reason.KEEP_WILD_DRAW_FOUR)


def test_the_hint_names_the_colour_held_most_rather_than_one_not_held():
    r = position(["r8 rskip w b5", "y1 y2 y3 y4", "g1 g2 g3 g4"], top="g3")

    class Yellow:
        searched = False

        def choose(self, view, legal, *, budget=None):
            return Play(0, Card.parse("w"), Color.YELLOW)

    h = hint(r.view(0), r.legal_actions(0), bot=Yellow())
    assert h.action == Play(0, Card.parse("w"), Color.RED)
    assert h.reason is Reason.COLOR_HELD_MOST and h.color is Color.RED


def test_a_wild_draw_four_while_a_card_of_the_colour_fits_is_called_a_bluff():
    """Issue 23: a Wild Draw Four suggested while red cards fitted, without a word of it."""
    r = position(["r8 rskip w w+4", "y1 y2 y3 y4", "g1 g2 g3 g4", "b1 b2 b3 b4"], top="r3", rules=DUTCH_TEAMS)
    h = explain(r.view(0), r.legal_actions(0), Play(0, Card.parse("w+4"), Color.RED))
    assert h.bluff == Bluff(Color.RED, 1)
    honest = position(["g8 w+4 b1", "y1 y2 y3 y4", "g1 g2 g3 g4"], top="r3")
    assert explain(honest.view(0), honest.legal_actions(0), Play(0, Card.parse("w+4"), Color.GREEN)).bluff is None
    strict = position(["r8 w+4 b1", "y1 y2 y3 y4", "g1 g2 g3 g4"], top="r3", rules=RuleSet(challenge=False))
    assert explain(strict.view(0), strict.legal_actions(0), Play(0, Card.parse("w+4"), Color.RED)).bluff is None


def test_a_partner_is_never_the_one_close_to_going_out():
    """Issue 23: "Speel rode Trek Twee: Bram kan bijna uitgaan" with Bram the partner."""
    # Seats 0 and 2 are partners at four; seat 2 has one card, the opponents five.
    r = position(["r+2 r4 g5 b6 y7 w+4", "y1 y2 y3 y4 y5", "g1", "b1 b2 b3 b4 b5"], top="r3",
                 rules=RuleSet(teams=True))
    view, legal = r.view(0), r.legal_actions(0)
    for card in ("r+2", "r4"):
        h = explain(view, legal, Play(0, Card.parse(card)))
        assert h.seat != 2 and h.reason not in (Reason.SHED_POINTS, Reason.KEEP_WILD_DRAW_FOUR)


def test_only_this_card_fits_when_it_is_the_only_one():
    r = position(["r8 g1 b2 y4", "y1 y2 y3 y4", "g4 g5 g6 g7"], top="r3")
    h = explain(r.view(0), r.legal_actions(0), Play(0, Card.parse("r8")))
    assert h.reason is Reason.ONLY_CARD
    r = position(["r8 r1 b2 y4", "y1 y2 y3 y4", "g4 g5 g6 g7"], top="r3")
    assert explain(r.view(0), r.legal_actions(0), Play(0, Card.parse("r8"))).reason is not Reason.ONLY_CARD


def test_the_round_played_out_is_said_only_when_it_was():
    r = position(["r8 r1 b2 y3", "y1 y2", "g4 g5"], top="r3")
    view, legal = r.view(0), r.legal_actions(0)
    assert explain(view, legal, Play(0, Card.parse("r1")), searched=True).reason is not Reason.BEST_JUDGED
    assert explain(view, legal, Play(0, Card.parse("r1"))).reason is not Reason.BEST_FOUND
