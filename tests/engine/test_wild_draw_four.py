"""The Wild Draw Four, the bluff and the challenge.

Texts: 000 (the rule many forget, the challenge, "no bluffing"), 001 (the
catch, the challenge), 003 (Wild Trek Vier uitdagen: colour only).
"""
import pytest

from unodesk.engine import (
    Accept,
    CardsDrawn,
    Challenge,
    Challenged,
    Color,
    DrawReason,
    Phase,
    Play,
    Round,
    RuleSet,
    TurnSkipped,
    TurnStarted,
)

from .helpers import card, cards, refused

PILE = "b1 b2 b3 b4 b5 b6 b7 b8"


def bluff_table(hand: str, top: str = "r7", *, color: Color | None = None, rules: RuleSet = RuleSet()) -> Round:
    """Seat 0 holds `hand` with a Wild Draw Four; seats 1 to 3 hold three green cards."""
    hands = [cards(hand), cards("g1 g2 g3"), cards("g4 g5 g6"), cards("g7 g8 g9")]
    return Round.setup(rules, hands, cards(top), cards(PILE), color=color)


def played(hand: str, top: str = "r7", **kw) -> Round:
    r = bluff_table(hand, top, **kw)
    r.apply(Play(0, card("w+4"), Color.YELLOW, uno=len(r.hands[0]) == 2))  # calls Uno: nobody to catch
    return r


def test_wild_draw_four_may_be_played_without_a_card_of_the_colour_in_force():
    """Texts 000, 001, 003: with no card of the colour in force the Wild Draw Four is fair play."""
    r = bluff_table("w+4 y2")
    assert Play(0, card("w+4"), Color.YELLOW) in r.legal_actions(0)


def test_wild_draw_four_may_be_played_as_a_bluff_and_is_then_open_to_challenge():
    """Text 000 (many play it with a matching colour; it can be challenged) and the contract: the
    engine lets it be played while holding the colour, and the next player may challenge."""
    r = played("w+4 r2")
    assert (r.phase, r.current) == (Phase.CHALLENGE, 1)
    assert set(r.legal_actions(1)) == {Challenge(1), Accept(1)}


def test_the_player_hit_by_a_wild_draw_four_may_challenge_or_accept():
    """Texts 000, 001, 003: the next player may challenge before drawing the four cards."""
    r = played("w+4 y2")
    assert set(r.legal_actions(1)) == {Challenge(1), Accept(1)}
    assert r.view(1).challenge == (0, Color.RED)


def test_accepting_a_wild_draw_four_draws_four_and_loses_the_turn():
    """Texts 000, 003: without a challenge the next player draws four and is skipped."""
    r = played("w+4 r2")
    r.apply(Accept(1))
    assert len(r.hands[1]) == 7
    assert (r.current, r.phase) == (2, Phase.TURN)


def test_successful_challenge_makes_the_bluffer_draw_four_instead():
    """Texts 000, 001, 003: if the player held a card of the colour in force, they draw the four."""
    r = played("w+4 r2")
    events = r.apply(Challenge(1))
    assert events[0] == Challenged(1, 0, True)
    assert events[1] == CardsDrawn(0, 4, DrawReason.CHALLENGE, tuple(cards("b1 b2 b3 b4")))
    assert len(r.hands[0]) == 5
    assert len(r.hands[1]) == 3


def test_after_a_successful_challenge_the_challenger_draws_nothing_and_plays_next():
    """Text 003 (the challenger draws nothing) and the contract's choice: the challenger then plays."""
    r = played("w+4 r2")
    events = r.apply(Challenge(1))
    assert events[-1] == TurnStarted(1)
    assert (r.current, r.phase) == (1, Phase.TURN)
    assert r.color is Color.YELLOW  # the colour named by the bluffer stands


def test_failed_challenge_makes_the_challenger_draw_six():
    """Texts 000, 001, 003: if the player was entitled to it, the challenger draws 4 plus 2."""
    r = played("w+4 y2")
    events = r.apply(Challenge(1))
    assert events[0] == Challenged(1, 0, False)
    assert events[1] == CardsDrawn(1, 6, DrawReason.CHALLENGE, tuple(cards("b1 b2 b3 b4 b5 b6")))
    assert len(r.hands[1]) == 9


def test_after_a_failed_challenge_the_challenger_loses_the_turn():
    """Contract's choice: the challenger who loses is also skipped, like a player who accepts."""
    r = played("w+4 y2")
    events = r.apply(Challenge(1))
    assert events[-2:] == [TurnSkipped(1), TurnStarted(2)]
    assert r.current == 2


@pytest.mark.parametrize("hand", ["w+4 b7", "w+4 y7 g7", "w+4 bskip"])
def test_bluff_is_judged_by_colour_only_not_by_number_or_symbol(hand):
    """Texts 001, 003: a card of the same number or symbol but another colour does not make a bluff."""
    top = "rskip" if "skip" in hand else "r7"
    r = played(hand, top)
    events = r.apply(Challenge(1))
    assert events[0] == Challenged(1, 0, False)


def test_holding_a_card_of_the_colour_makes_it_a_bluff_even_with_other_cards():
    """Texts 000, 001, 003: one card of the colour in force is enough for the challenge to succeed."""
    r = played("w+4 b7 y2 r9")
    assert r.apply(Challenge(1))[0] == Challenged(1, 0, True)


def test_bluff_is_judged_against_the_colour_named_for_a_wild_on_top():
    """Texts 000, 003: the colour that counts is the one in force, which a Wild on top may have changed."""
    honest = played("w+4 r2", top="w", color=Color.BLUE)
    assert honest.apply(Challenge(1))[0] == Challenged(1, 0, False)
    bluff = played("w+4 b2", top="w", color=Color.BLUE)
    assert bluff.apply(Challenge(1))[0] == Challenged(1, 0, True)


def test_a_wild_in_hand_does_not_make_a_bluff():
    """Texts 001, 003: only a coloured card of the colour in force counts, not another wild card."""
    r = played("w+4 w y1")
    assert r.apply(Challenge(1))[0] == Challenged(1, 0, False)


def test_only_the_player_hit_may_challenge():
    """Texts 000, 003: the challenge belongs to the next player, the one who must draw."""
    r = played("w+4 r2")
    assert Challenge(2) not in r.legal_actions(2)
    assert refused(r, Challenge(2)).reason == "not_your_turn"


def test_the_hit_player_must_first_challenge_or_accept():
    """Texts 000, 001: the four cards are owed before anything else; no card may be played instead."""
    r = played("w+4 r2")
    assert refused(r, Play(1, card("g1"))).reason == "answer_penalty"


def test_no_bluffing_house_rule_lets_wild_draw_four_be_played_freely():
    """Text 000 ("no bluffs": the Wild Draw Four may be played freely): with the challenge off there is
    nothing to challenge, even when the player holds the colour."""
    r = played("w+4 r2", rules=RuleSet(challenge=False))
    assert r.phase is Phase.TURN and r.current == 2
    assert len(r.hands[1]) == 7
    assert refused(r, Challenge(2)).reason == "nothing_to_challenge"


def test_strict_wild_draw_four_is_refused_while_holding_the_colour_in_force():
    """RuleSet.strict_wild_draw_four (texts 000, 003 read strictly, for young players): the engine
    refuses the card while the player holds the colour in force."""
    r = bluff_table("w+4 r2", rules=RuleSet(strict_wild_draw_four=True))
    assert all(a.card != card("w+4") for a in r.legal_actions(0) if isinstance(a, Play))
    error = refused(r, Play(0, card("w+4"), Color.YELLOW))
    assert error.reason == "wild_draw_four_strict"
    assert error.details["color"] is Color.RED


def test_strict_wild_draw_four_allows_it_with_a_matching_number_and_has_no_challenge():
    """RuleSet.strict_wild_draw_four with texts 001, 003: a matching number is no obstacle, and as no
    bluff is possible the next player simply draws four."""
    r = bluff_table("w+4 b7", rules=RuleSet(strict_wild_draw_four=True))
    r.apply(Play(0, card("w+4"), Color.YELLOW))
    assert len(r.hands[1]) == 7
    assert (r.current, r.phase) == (2, Phase.TURN)


def test_strict_wild_draw_four_judges_the_colour_named_for_a_wild():
    """RuleSet.strict_wild_draw_four: the colour in force after a Wild decides, not the Wild's colour."""
    r = bluff_table("w+4 r2", top="w", color=Color.BLUE, rules=RuleSet(strict_wild_draw_four=True))
    assert Play(0, card("w+4"), Color.GREEN) in r.legal_actions(0)


def test_norwegian_wild_draw_four_is_played_as_a_vrikort_with_no_challenge():
    """Text 002 (Vrikort med trekk fire: played as a Vrikort, and the next player is skipped and draws
    four): with the challenge off it may be played whatever the hand holds, and nobody can challenge
    it."""
    rules = RuleSet(challenge=False)
    r = bluff_table("w+4 r2 r3", rules=rules)
    assert Play(0, card("w+4"), Color.GREEN) in r.legal_actions(0)
    r.apply(Play(0, card("w+4"), Color.GREEN))
    assert (r.phase, r.current, len(r.hands[1])) == (Phase.TURN, 2, 3 + 4)


@pytest.mark.parametrize("rules, with_red_in_hand, challenge", [
    (RuleSet(), "offered", True),  # official: a bluff may be played, and challenged
    (RuleSet(strict_wild_draw_four=True), "refused", False),  # young players: the engine enforces the rule
    (RuleSet(challenge=False), "offered", False),  # "no bluffing" (000): played freely, nothing to challenge
])
def test_the_three_ways_to_play_the_wild_draw_four(rules, with_red_in_hand, challenge):
    """Text 000 (the colour rule and its challenge; "Inga bluffar": the card may be played freely) and
    RuleSet.strict_wild_draw_four: which switches give which game."""
    r = bluff_table("w+4 r2 r3", rules=rules)
    offered = Play(0, card("w+4"), Color.GREEN) in r.legal_actions(0)
    assert offered == (with_red_in_hand == "offered")
    r = bluff_table("w+4 g2 g3", rules=rules)  # no red: fair play under every rule
    r.apply(Play(0, card("w+4"), Color.GREEN))
    assert (Challenge(1) in r.legal_actions(1)) == challenge
