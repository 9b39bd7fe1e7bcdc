"""House rules: stacking, 7-0, jump-in, drawing more than one card, and
the restrictions on the last card.

Texts: 000 (stacking, 7-0, jump-in, draw until you can play, no bluffing;
they are not official), 002 (draw up to three; no wild card last),
003 (stacking +2/+4, draw until you can play, no ending on an action card).
"""
import pytest

from unodesk.engine import (
    Accept,
    CardPlayed,
    CardsDrawn,
    Challenge,
    Color,
    Draw,
    DrawReason,
    HandsPassed,
    HandsSwapped,
    PenaltyStacked,
    Phase,
    Play,
    Round,
    RuleSet,
    TurnSkipped,
)

from .helpers import card, cards, refused

PILE = "b1 b2 b3 b4 b5 b6 b7 b8 b9 b0"


def table(hands: list[str], top: str = "r7", *, rules: RuleSet, pile: str = PILE, current: int = 0,
          direction: int = 1, color: Color | None = None) -> Round:
    return Round.setup(rules, [cards(h) for h in hands], cards(top), cards(pile), current=current,
                       direction=direction, color=color)


def test_house_rules_are_all_off_in_the_official_game():
    """Texts 000, 003: stacking, 7-0, jump-in, drawing until playable and the finishing limits are house
    rules; RuleSet() is the official game."""
    official = RuleSet()
    assert not (official.stacking or official.seven_zero or official.jump_in or official.draw_until_playable
                or official.no_wild_finish or official.no_action_finish or official.strict_wild_draw_four)
    assert (official.max_draws, official.challenge, official.deck, official.scoring) == (1, True, "classic",
                                                                                         "winner")
    assert (official.hand_size, official.target_score, official.custom_effect) == (7, 500, "wild")


@pytest.mark.parametrize("bad", [dict(deck="mini"), dict(scoring="highest"), dict(hand_size=0),
                                 dict(hand_size=11), dict(max_draws=0), dict(target_score=0),
                                 dict(custom_effect="dance"), dict(custom_cards=0), dict(custom_cards=4)])
def test_a_rule_set_refuses_values_it_cannot_play(bad):
    """Contract: a RuleSet holds only playable values."""
    with pytest.raises(ValueError):
        RuleSet(**bad)


# ---------------------------------------------------------------- stacking

STACKING = RuleSet(stacking=True)


def stack_table(hand1: str, *, rules: RuleSet = STACKING) -> Round:
    return table(["r+2 r3 r4", hand1, "y1 y2 y3"], rules=rules)


def test_without_stacking_a_draw_two_cannot_be_answered_with_a_draw_two():
    """Texts 000, 003: officially the next player simply draws the two cards; nothing is added."""
    r = stack_table("g+2 g1 g2", rules=RuleSet())
    r.apply(Play(0, card("r+2")))
    assert len(r.hands[1]) == 5 and r.current == 2


def test_stacking_draw_two_on_draw_two_adds_up():
    """Texts 000, 003: a Draw Two answered with a Draw Two passes on both penalties, four cards."""
    r = stack_table("g+2 g1 g2")
    events = r.apply(Play(0, card("r+2")))
    assert PenaltyStacked(0, 2) in events
    assert (r.phase, r.current, r.pending_draw) == (Phase.STACK, 1, 2)
    events = r.apply(Play(1, card("g+2")))
    assert PenaltyStacked(1, 4) in events
    assert (r.phase, r.current, r.pending_draw) == (Phase.STACK, 2, 4)


def test_stacking_the_player_who_cannot_answer_takes_all_and_loses_the_turn():
    """Texts 000, 003 with the contract: whoever does not answer draws the whole penalty and is skipped."""
    r = stack_table("g+2 g1 g2")
    r.apply(Play(0, card("r+2")))
    r.apply(Play(1, card("g+2")))
    assert r.legal_actions(2) == [Accept(2)]
    events = r.apply(Accept(2))
    assert events[0] == CardsDrawn(2, 4, DrawReason.PENALTY, tuple(cards("b1 b2 b3 b4")))
    assert events[1] == TurnSkipped(2)
    assert (r.current, r.phase, r.pending_draw) == (0, Phase.TURN, 0)


def test_stacking_only_draw_cards_answer_a_draw_two():
    """Texts 000, 003: under stacking the answer to a Draw Two is a draw card, not any card of its colour."""
    r = stack_table("r5 r1 r2")
    r.apply(Play(0, card("r+2")))
    assert r.legal_actions(1) == [Accept(1)]
    assert refused(r, Play(1, card("r5"))).reason == "answer_penalty"
    assert refused(r, Draw(1)).reason == "answer_penalty"


def test_stacking_wild_draw_four_on_draw_two():
    """Text 003: a Wild Draw Four may answer a Draw Two; the next player faces six."""
    r = stack_table("w+4 g1 g2")
    r.apply(Play(0, card("r+2")))
    r.apply(Play(1, card("w+4"), Color.YELLOW))
    assert (r.current, r.pending_draw, r.phase) == (2, 6, Phase.CHALLENGE)
    r.apply(Accept(2))
    assert len(r.hands[2]) == 9


def test_stacking_wild_draw_four_on_wild_draw_four():
    """Text 003: a Wild Draw Four may answer a Wild Draw Four; the penalties add up to eight."""
    r = table(["w+4 r3 r4", "w+4 g1 g2", "y1 y2 y3"], rules=STACKING)
    r.apply(Play(0, card("w+4"), Color.GREEN))
    assert Play(1, card("w+4"), Color.RED) in r.legal_actions(1)
    r.apply(Play(1, card("w+4"), Color.RED))
    assert (r.current, r.pending_draw) == (2, 8)


def test_stacking_no_draw_two_on_a_wild_draw_four():
    """Text 003 with the contract: a Draw Two does not answer a Wild Draw Four."""
    r = table(["w+4 r3 r4", "g+2 r+2 g2", "y1 y2 y3"], rules=STACKING)
    r.apply(Play(0, card("w+4"), Color.GREEN))
    assert not any(isinstance(a, Play) for a in r.legal_actions(1))
    assert refused(r, Play(1, card("g+2"))).reason == "answer_penalty"


def test_stacking_a_successful_challenge_gives_the_whole_stack_to_the_bluffer():
    """Choice (round.py): a stacked Wild Draw Four found to be a bluff costs its player the whole stack."""
    r = stack_table("w+4 g1 r1")
    r.apply(Play(0, card("r+2")))
    r.apply(Play(1, card("w+4"), Color.YELLOW))  # red was in force and seat 1 holds r1
    r.apply(Challenge(2))
    assert len(r.hands[1]) == 2 + 6
    assert r.current == 2


def test_stacking_a_failed_challenge_costs_the_stack_and_two_more():
    """Choice (round.py): the challenger who is wrong draws the whole stack plus two."""
    r = stack_table("w+4 g1 g2")
    r.apply(Play(0, card("r+2")))
    r.apply(Play(1, card("w+4"), Color.YELLOW))
    r.apply(Challenge(2))
    assert len(r.hands[2]) == 3 + 8
    assert r.current == 0


def test_stacking_with_strict_wild_draw_four_keeps_the_colour_restriction():
    """RuleSet.stacking with strict_wild_draw_four: a Wild Draw Four answers only when the player has
    no card of the colour in force."""
    r = stack_table("w+4 r1 g2", rules=RuleSet(stacking=True, strict_wild_draw_four=True))
    r.apply(Play(0, card("r+2")))
    assert r.legal_actions(1) == [Accept(1)]


def test_stacking_without_challenge_goes_straight_to_the_next_answer():
    """RuleSet.stacking with challenge off: after a Wild Draw Four the next player answers or accepts."""
    r = table(["w+4 r3 r4", "g1 g2 g3", "y1 y2 y3"], rules=RuleSet(stacking=True, challenge=False))
    r.apply(Play(0, card("w+4"), Color.GREEN))
    assert (r.phase, r.pending_draw) == (Phase.STACK, 4)
    assert r.legal_actions(1) == [Accept(1)]


SWEDISH_STACKING = RuleSet(stacking=True, stack_draw_four=False)


def test_stacking_as_the_swedish_text_has_it_answers_a_draw_two_with_a_draw_two():
    """Text 000 (stacking: answering a Draw Two with one's own Draw Two, so that the penalty grows) with
    RuleSet.stack_draw_four off: Draw Two on Draw Two adds up as in the other form."""
    r = stack_table("g+2 g1 g2", rules=SWEDISH_STACKING)
    r.apply(Play(0, card("r+2")))
    assert r.legal_actions(1) == [Play(1, card("g+2")), Accept(1)]
    r.apply(Play(1, card("g+2")))
    assert (r.phase, r.current, r.pending_draw) == (Phase.STACK, 2, 4)


def test_stacking_as_the_swedish_text_has_it_no_wild_draw_four_on_a_draw_two():
    """Text 000 (only a Draw Two answers a Draw Two) with RuleSet.stack_draw_four off: a Wild Draw Four
    does not answer a Draw Two."""
    r = stack_table("w+4 g1 g2", rules=SWEDISH_STACKING)
    r.apply(Play(0, card("r+2")))
    assert r.legal_actions(1) == [Accept(1)]
    assert refused(r, Play(1, card("w+4"), Color.GREEN)).reason == "answer_penalty"


def test_stacking_as_the_swedish_text_has_it_a_wild_draw_four_is_not_stacked_on():
    """Text 000 with RuleSet.stack_draw_four off: a Wild Draw Four is played as in the official game (it
    may be challenged, and four are drawn); another Wild Draw Four cannot answer it."""
    r = table(["w+4 r3 r4", "w+4 g1 g2", "y1 y2 y3"], rules=SWEDISH_STACKING)
    events = r.apply(Play(0, card("w+4"), Color.GREEN))
    assert not any(isinstance(e, PenaltyStacked) for e in events)
    assert r.legal_actions(1) == [Challenge(1), Accept(1)]
    r.apply(Accept(1))
    assert len(r.hands[1]) == 3 + 4 and r.current == 2


def test_stacking_as_the_swedish_text_has_it_without_challenge_the_four_are_drawn_at_once():
    """Text 000 with RuleSet.stack_draw_four and challenge off: nothing can answer a Wild Draw Four, so
    the next player draws four and misses the turn at once."""
    r = table(["w+4 r3 r4", "w+4 g1 g2", "y1 y2 y3"],
              rules=RuleSet(stacking=True, stack_draw_four=False, challenge=False))
    r.apply(Play(0, card("w+4"), Color.GREEN))
    assert (r.phase, r.current, len(r.hands[1])) == (Phase.TURN, 2, 7)


def test_stack_draw_four_changes_nothing_without_stacking():
    """RuleSet.stack_draw_four: without stacking it has no effect."""
    for rules in (RuleSet(), RuleSet(stack_draw_four=False)):
        r = stack_table("g+2 g1 g2", rules=rules)
        r.apply(Play(0, card("r+2")))
        assert len(r.hands[1]) == 5 and r.current == 2


# ---------------------------------------------------------------- 7-0

SEVEN_ZERO = RuleSet(seven_zero=True)


def test_seven_swaps_hands_with_a_chosen_player():
    """Text 000: under 7-0, whoever plays a 7 swaps hands with another player."""
    r = table(["r7 r1 r2", "g1 g2", "y1 y2 y3 y4"], "r5", rules=SEVEN_ZERO)
    events = r.apply(Play(0, card("r7"), target=2))
    assert HandsSwapped(0, 2) in events
    assert r.hands == (tuple(cards("y1 y2 y3 y4")), tuple(cards("g1 g2")), tuple(cards("r1 r2")))
    assert r.current == 1


def test_seven_is_offered_once_per_other_player():
    """Contract: under 7-0 a 7 is listed once for each player it could swap with."""
    r = table(["r7 r1 r2", "g1 g2", "y1 y2", "b1"], "r5", rules=SEVEN_ZERO)
    sevens = [a for a in r.legal_actions(0) if isinstance(a, Play) and a.card == card("r7")]
    assert sorted(a.target for a in sevens) == [1, 2, 3]


def test_zero_passes_every_hand_along_the_direction_of_play():
    """Text 000: a 0 makes everyone pass their whole hand on, in the direction of play."""
    r = table(["r0 r1", "g1 g2", "y1 y2 y3"], "r5", rules=SEVEN_ZERO)
    events = r.apply(Play(0, card("r0"), uno=True))
    assert HandsPassed(1) in events
    assert r.hands == (tuple(cards("y1 y2 y3")), tuple(cards("r1")), tuple(cards("g1 g2")))


def test_zero_passes_hands_to_the_right_when_play_goes_right():
    """Text 000: 'in the direction of play' — after a Reverse the hands go the other way."""
    r = table(["r0 r1", "g1 g2", "y1 y2 y3"], "r5", rules=SEVEN_ZERO, direction=-1)
    r.apply(Play(0, card("r0"), uno=True))
    assert r.hands == (tuple(cards("g1 g2")), tuple(cards("y1 y2 y3")), tuple(cards("r1")))


def test_without_seven_zero_sevens_and_zeros_are_plain_numbers():
    """Text 000: 7-0 is a house rule; officially a 7 and a 0 are number cards like the others."""
    r = table(["r7 r0 r1", "g1 g2", "y1 y2"], "r5", rules=RuleSet())
    assert Play(0, card("r7")) in r.legal_actions(0)
    assert refused(r, Play(0, card("r7"), target=1)).reason == "no_target_for_card"
    r.apply(Play(0, card("r0")))
    assert r.hands[1] == tuple(cards("g1 g2"))


# ---------------------------------------------------------------- jump-in

JUMP_IN = RuleSet(jump_in=True)


def test_jump_in_with_an_identical_card_out_of_turn():
    """Text 000: a player holding exactly the top card (colour and number) may play it at once, out of
    turn."""
    r = table(["r5 r1", "g1 g2", "y1 y2", "r5 b1"], rules=JUMP_IN)
    r.apply(Play(0, card("r5")))
    assert r.current == 1
    assert Play(3, card("r5")) in r.legal_actions(3)
    events = r.apply(Play(3, card("r5")))
    assert events[0] == CardPlayed(3, card("r5"), jump_in=True)


def test_jump_in_play_goes_on_from_the_player_who_jumped_in():
    """Contract's choice: after a jump-in the turn passes on from the jumper; players in between miss out."""
    r = table(["r5 r1", "g1 g2", "y1 y2", "r5 b1"], rules=JUMP_IN)
    r.apply(Play(0, card("r5")))
    r.apply(Play(3, card("r5")))
    assert r.current == 0


def test_jump_in_needs_the_same_colour_and_number():
    """Text 000: only an identical card may jump in; the same number in another colour may not."""
    r = table(["r5 r1", "g1 g2", "y5 y2"], rules=JUMP_IN)
    r.apply(Play(0, card("r5")))
    assert not any(isinstance(a, Play) for a in r.legal_actions(2))
    assert refused(r, Play(2, card("y5"))).reason == "not_your_turn"


def test_jump_in_with_an_action_card_takes_its_effect_from_the_jumper():
    """Text 000 with the contract: the card played by jumping in acts as if the jumper had played it."""
    r = table(["rskip r1", "g1 g2", "y1 y2", "rskip b1"], "r3", rules=JUMP_IN)
    r.apply(Play(0, card("rskip")))
    assert r.current == 2
    events = r.apply(Play(3, card("rskip")))
    assert TurnSkipped(0) in events
    assert r.current == 1


def test_jump_in_the_player_who_just_played_may_jump_in_on_their_own_card():
    """Choice (the contract says 'a player holding an identical card'): that includes the player who just
    played, so a pair of identical cards can go down one after the other."""
    r = table(["r5 r5 g1", "g2 g3", "y1 y2"], rules=JUMP_IN)
    r.apply(Play(0, card("r5")))
    assert Play(0, card("r5")) in r.legal_actions(0)
    r.apply(Play(0, card("r5")))
    assert r.current == 1


def test_no_jump_in_on_a_wild():
    """Contract's choice: jump-in is for coloured cards only; two Wilds are not 'the same card' in play."""
    r = table(["w r1", "g1 g2", "w y2"], rules=JUMP_IN)
    r.apply(Play(0, card("w"), Color.GREEN))
    assert not any(isinstance(a, Play) for a in r.legal_actions(2))
    assert refused(r, Play(2, card("w"), Color.RED)).reason == "not_your_turn"


def test_no_jump_in_while_a_penalty_waits():
    """Contract's choice: while the next player must answer a draw card, nobody may jump in."""
    r = table(["r+2 r1", "g1 g2", "r+2 y2"], rules=RuleSet(jump_in=True, stacking=True))
    r.apply(Play(0, card("r+2")))
    assert r.phase is Phase.STACK
    assert refused(r, Play(2, card("r+2"))).reason == "no_jump_in_now"


def test_jump_in_while_the_current_player_holds_a_drawn_card():
    """Choice (round.py): jumping in is also possible while the current player decides about a drawn card."""
    r = table(["g5 y3", "r7 g2", "y1 y2"], rules=JUMP_IN, pile="r1 b1")
    r.apply(Draw(0))
    assert r.phase is Phase.DRAWN
    r.apply(Play(1, card("r7")))
    assert (r.current, r.phase) == (2, Phase.TURN)


def test_without_jump_in_playing_out_of_turn_is_refused():
    """Text 000: jump-in is a house rule; officially only the player whose turn it is plays."""
    r = table(["r5 r1", "g1 g2", "r5 y2"], rules=RuleSet())
    r.apply(Play(0, card("r5")))
    assert refused(r, Play(2, card("r5"))).reason == "not_your_turn"


# ---------------------------------------------------------------- drawing more than one card

def test_draw_until_playable_draws_until_a_playable_card_comes():
    """Texts 000, 003: under this house rule a player who cannot play keeps drawing until a card fits."""
    r = table(["g5 y3", "g1 g2"], rules=RuleSet(draw_until_playable=True), pile="b1 b2 r1 b3")
    r.apply(Draw(0))
    assert r.hands[0] == tuple(cards("g5 y3 b1 b2 r1"))
    assert (r.phase, r.view(0).drawn_card) == (Phase.DRAWN, card("r1"))


def test_draw_until_playable_ignores_max_draws():
    """Contract: `max_draws` does not apply when drawing until a card fits."""
    r = table(["g5 y3", "g1 g2"], rules=RuleSet(draw_until_playable=True, max_draws=2), pile="b1 b2 b4 r1")
    r.apply(Draw(0))
    assert len(r.hands[0]) == 6


def test_draw_until_playable_stops_when_no_card_is_left():
    """Contract's choice: when the pile and the discards run out, drawing stops and the turn passes."""
    r = table(["g5 y3", "g1 g2"], rules=RuleSet(draw_until_playable=True), pile="b1 b2")
    r.apply(Draw(0))
    assert len(r.hands[0]) == 4
    assert (r.current, r.phase) == (1, Phase.TURN)


def test_officially_a_player_draws_only_one_card():
    """Text 003: officially one card is drawn; if it cannot be played the turn is over."""
    r = table(["g5 y3", "g1 g2"], rules=RuleSet(), pile="b1 r1")
    r.apply(Draw(0))
    assert len(r.hands[0]) == 3 and r.current == 1


NORWAY = RuleSet(max_draws=3)


def test_norwegian_table_draws_up_to_three_cards_and_then_passes():
    """Text 002: a player may draw up to three cards in a turn; with nothing playable, they pass."""
    r = table(["g5 y3", "g1 g2"], rules=NORWAY, pile="b1 b2 b3 r1")
    events = r.apply(Draw(0))
    assert r.hands[0] == tuple(cards("g5 y3 b1 b2 b3"))
    assert [e.count for e in events if isinstance(e, CardsDrawn)] == [1, 1, 1]
    assert (r.current, r.draw_pile_size) == (1, 1)


def test_norwegian_draw_stops_at_the_first_playable_card():
    """Text 002: among the cards just drawn, a playable one is played (or kept); drawing stops there."""
    r = table(["g5 y3", "g1 g2"], rules=NORWAY, pile="b1 r1 b3")
    r.apply(Draw(0))
    assert r.hands[0] == tuple(cards("g5 y3 b1 r1"))
    assert r.phase is Phase.DRAWN
    assert [a for a in r.legal_actions(0) if isinstance(a, Play)] == [Play(0, card("r1"))]


def test_norwegian_draw_also_when_choosing_not_to_play():
    """Text 002: also a player who will not play (e.g. keeps a special card) draws up to three."""
    r = table(["r5 y3", "g1 g2"], rules=NORWAY, pile="b1 b2 b3 b4")
    r.apply(Draw(0))
    assert len(r.hands[0]) == 5


# ---------------------------------------------------------------- the last card

NO_WILD = RuleSet(no_wild_finish=True)


@pytest.mark.parametrize("code", ["w", "w+4"])
def test_no_wild_finish_a_wild_card_may_not_be_the_last_card(code):
    """Text 002: neither the Wild nor the Wild Draw Four may be played as the last card to win."""
    r = table([code, "g1 g2"], rules=NO_WILD)
    assert r.legal_actions(0) == [Draw(0)]
    assert refused(r, Play(0, card(code), Color.RED)).reason == "no_wild_finish"


def test_no_wild_finish_a_player_holding_only_a_wild_must_draw():
    """Text 002 with the contract: holding only a wild card, the player draws instead."""
    r = table(["w", "g1 g2"], rules=NO_WILD, pile="b1 b2")
    r.apply(Draw(0))
    assert r.hands[0] == tuple(cards("w b1"))
    assert r.current == 1


def test_no_wild_finish_a_wild_may_still_be_played_before_the_last_card():
    """Text 002: only the last card is restricted; with two cards a wild may be played."""
    r = table(["w w+4", "g1 g2"], rules=NO_WILD)
    assert Play(0, card("w"), Color.RED, uno=True) in r.legal_actions(0)


def test_no_wild_finish_swap_hands_may_not_be_last_either():
    """Text 002: the Wild Swap Hands is a wild card too (Vrikort med hånd-bytte)."""
    r = table(["wswap", "g1 g2"], rules=RuleSet(deck="swap", no_wild_finish=True))
    assert r.legal_actions(0) == [Draw(0)]


NO_ACTION = RuleSet(no_action_finish=True)


def test_no_action_finish_going_out_on_an_action_card_draws_one_instead():
    """Text 003 (house rule): a player whose last card is an action card draws one card and plays on."""
    r = table(["rskip", "g1 g2", "y1 y2"], rules=NO_ACTION, pile="b1 b2")
    events = r.apply(Play(0, card("rskip")))
    assert CardsDrawn(0, 1, DrawReason.NO_FINISH, (card("b1"),)) in events
    assert r.phase is not Phase.OVER and r.winner is None
    assert r.hands[0] == (card("b1"),)


def test_no_action_finish_the_card_still_takes_effect():
    """Choice (round.py): the action card played last still acts (here the Skip) after the draw."""
    r = table(["rskip", "g1 g2", "y1 y2"], rules=NO_ACTION, pile="b1 b2")
    events = r.apply(Play(0, card("rskip")))
    assert TurnSkipped(1) in events
    assert r.current == 2


def test_no_action_finish_counts_wild_cards_too():
    """Contract: under this rule a wild card as the last card also draws one instead of winning."""
    r = table(["w", "g1 g2"], rules=NO_ACTION, pile="b1 b2")
    r.apply(Play(0, card("w"), Color.GREEN))
    assert r.winner is None and len(r.hands[0]) == 1


def test_no_action_finish_a_number_card_still_goes_out():
    """Text 003: only action cards are barred; a number card ends the round as usual."""
    r = table(["r3", "g1 g2"], rules=NO_ACTION)
    r.apply(Play(0, card("r3")))
    assert r.winner == 0


def test_no_action_finish_draws_from_the_reshuffled_discards_when_the_pile_is_empty():
    """Texts 000, 003 with the house rule: the card drawn instead of winning may come from the discards
    shuffled into a new pile (the old top card, here)."""
    r = table(["rskip", "g1 g2"], rules=NO_ACTION, pile="")
    r.apply(Play(0, card("rskip")))
    assert r.winner is None
    assert r.hands[0] == (card("r7"),)
