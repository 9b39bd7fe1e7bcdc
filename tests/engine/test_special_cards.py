"""The coloured action cards and the Wild Draw Four's plain effect.

Texts: 000 (special cards table), 001 (what each card does), 002 (Snukort,
Hopp over-kort, Trekk to-kort), 003 (meaning of the cards).
"""
from unodesk.engine import (
    Accept,
    CardsDrawn,
    Color,
    DirectionReversed,
    DrawReason,
    Phase,
    Play,
    Round,
    RuleSet,
    TurnSkipped,
    TurnStarted,
)

from .helpers import card, cards

PILE = "b1 b2 b3 b4 b5 b6 b7 b8"


def table(hand: str, top: str, *, players: int = 4, rules: RuleSet = RuleSet(), current: int = 0,
          direction: int = 1, color: Color | None = None) -> Round:
    """`current` holds `hand`; every other seat holds three green cards."""
    hands = [cards("g1 g2 g3") for _ in range(players)]
    hands[current] = cards(hand)
    return Round.setup(rules, hands, cards(top), cards(PILE), current=current, direction=direction, color=color)


def test_draw_two_makes_the_next_player_draw_two_and_lose_the_turn():
    """Texts 000, 001, 002, 003: after a Draw Two the next player takes two cards and misses the turn."""
    r = table("r+2 r3", "r7")
    events = r.apply(Play(0, card("r+2")))
    assert events[1:] == [CardsDrawn(1, 2, DrawReason.PENALTY, tuple(cards("b1 b2"))), TurnSkipped(1),
                          TurnStarted(2)]
    assert len(r.hands[1]) == 5
    assert r.current == 2


def test_draw_two_may_be_played_on_the_same_colour_or_another_draw_two():
    """Texts 000, 001, 003: a Draw Two goes on its colour or on another Draw Two, not on anything else."""
    assert Play(0, card("r+2")) in table("r+2", "r7").legal_actions(0)
    assert Play(0, card("r+2")) in table("r+2", "g+2").legal_actions(0)
    assert Play(0, card("r+2")) not in table("r+2", "g7").legal_actions(0)


def test_reverse_changes_the_direction_of_play():
    """Texts 000, 001, 002, 003: a Reverse turns play from clockwise to counter-clockwise."""
    r = table("rrev r3", "r7")
    events = r.apply(Play(0, card("rrev")))
    assert DirectionReversed(-1) in events
    assert (r.direction, r.current) == (-1, 3)


def test_reverse_when_play_goes_counter_clockwise_turns_it_back():
    """Texts 001, 002: a Reverse switches the direction whichever way play is going."""
    r = table("rrev r3", "r7", current=2, direction=-1)
    r.apply(Play(2, card("rrev")))
    assert (r.direction, r.current) == (1, 3)


def test_reverse_may_be_played_on_the_same_colour_or_another_reverse():
    """Texts 000, 001, 003: a Reverse goes on its colour or on another Reverse."""
    assert Play(0, card("rrev")) in table("rrev", "r7").legal_actions(0)
    assert Play(0, card("rrev")) in table("rrev", "brev").legal_actions(0)
    assert Play(0, card("rrev")) not in table("rrev", "b7").legal_actions(0)


def test_skip_makes_the_next_player_lose_the_turn():
    """Texts 000, 001, 002, 003: after a Skip the next player misses the turn; the one after plays."""
    r = table("rskip r3", "r7")
    events = r.apply(Play(0, card("rskip")))
    assert events[1:] == [TurnSkipped(1), TurnStarted(2)]
    assert [len(h) for h in r.hands] == [1, 3, 3, 3]


def test_skip_follows_the_direction_of_play():
    """Texts 001, 002: the player skipped is the next one in the current direction."""
    r = table("rskip r3", "r7", current=1, direction=-1)
    events = r.apply(Play(1, card("rskip")))
    assert TurnSkipped(0) in events
    assert r.current == 3


def test_skip_may_be_played_on_the_same_colour_or_another_skip():
    """Texts 000, 001, 003: a Skip goes on its colour or on another Skip."""
    assert Play(0, card("rskip")) in table("rskip", "r7").legal_actions(0)
    assert Play(0, card("rskip")) in table("rskip", "yskip").legal_actions(0)
    assert Play(0, card("rskip")) not in table("rskip", "y7").legal_actions(0)


def test_wild_draw_four_names_a_colour_and_the_next_player_draws_four_and_loses_the_turn():
    """Texts 000, 001, 002, 003: the player names a colour; the next player takes four and is skipped."""
    r = table("w+4 g5", "r7")
    r.apply(Play(0, card("w+4"), Color.GREEN))
    assert r.color is Color.GREEN
    assert (r.current, r.phase) == (1, Phase.CHALLENGE)
    events = r.apply(Accept(1))
    assert events == [CardsDrawn(1, 4, DrawReason.PENALTY, tuple(cards("b1 b2 b3 b4"))), TurnSkipped(1),
                      TurnStarted(2)]


def test_without_the_challenge_rule_the_wild_draw_four_is_drawn_at_once():
    """Text 000 (many groups leave the challenge out): the four cards are drawn with no question asked."""
    r = table("w+4 g5", "r7", rules=RuleSet(challenge=False))
    r.apply(Play(0, card("w+4"), Color.BLUE))
    assert len(r.hands[1]) == 7
    assert (r.current, r.phase) == (2, Phase.TURN)


def test_a_colour_card_played_after_a_wild_sets_its_own_colour():
    """Text 002: whoever plays a card sets the colour of that card for the next player."""
    r = table("g2 r3", "w", color=Color.GREEN)
    r.apply(Play(0, card("g2")))
    assert r.color is Color.GREEN
    assert r.top == card("g2")
