"""Since your last turn: the recap is worded from one seat's view alone."""
from __future__ import annotations

from tests.engine.helpers import cards, stacked_deck
from unodesk.engine import Card, Color, Draw, Play, Round, RuleSet
from unodesk.i18n.recap import MOST_LINES, hand_sizes_before, news, recap, unseen_from

C = Card.parse
NAMES = ("Anna", "Alva", "Bo")
PILE = [C(c) for c in ["y1", "y2", "g3", "b4", "r6", "g7", "b8", "y9", "r1", "r2", "r3", "r4", "b1", "b2", "g1", "g2"]]


def dealt(hands, top="r5", rules=RuleSet(), **setup) -> Round:
    return Round.setup(rules, [[C(c) for c in h.split()] for h in hands], [C(top)], PILE, **setup)


def texts(lines) -> list[str]:
    return [line.text for line in lines]


def test_a_wild_shuffle_hands_tells_the_person_how_many_cards_they_hold_now(english):
    """The issue's example: "Alva played Wild Shuffle Hands: you now have 5 cards instead of 7"."""
    hands = [cards("r3 g1 g2 g3"), cards("wshuffle b1 b2 b5"), cards("y7 b3 b4 b6")]
    rules = RuleSet(deck="shuffle", hand_size=4)
    r = Round.new(3, rules, dealer=2, deck=stacked_deck(hands, cards("r5"), PILE, dealer=2))
    r.apply(Play(0, C("r3")))
    r.apply(Play(1, C("wshuffle"), Color.RED))
    r.apply(Draw(2))  # a yellow 1, which does not fit
    view = r.view(0)
    lines = recap(view, NAMES)
    assert texts(lines) == [
        "Alva played Wild Shuffle Hands and chose red.",
        "Every hand was shuffled and dealt out again: you now have 2 cards instead of 3.",
        "Bo drew 1 card.",
        "Now the colour is red, and you have 2 cards.",
    ]
    assert lines[0].card == C("wshuffle") and lines[2].card is None and lines[-1].card == C("wshuffle")
    assert lines[1].yours and not lines[0].yours and not lines[2].yours


def test_a_draw_two_says_who_made_you_draw_and_that_you_were_skipped(english):
    r = dealt(("r3 g1 g2", "b1 b2 b5", "r+2 b3 b4"))
    r.apply(Play(0, C("r3")))
    r.apply(Draw(1))  # a yellow 1: it does not fit, the turn goes on
    r.apply(Play(2, C("r+2")))  # on Anna: she draws two and is skipped
    view = r.view(0)
    assert texts(recap(view, NAMES)) == [
        "Alva drew 1 card.", "Bo played red Draw Two.", "Bo made you draw 2 cards.", "You were skipped.",
        "Now the colour is red, and you have 4 cards.",
    ]
    assert texts(news(view, NAMES, unseen_from(view))) == ["Bo made you draw 2 cards.", "You were skipped."]


def test_a_drawn_card_is_counted_never_named(english):
    r = dealt(("r3 g1 g2", "b1 b2 b5", "y4 b3 b4"))
    r.apply(Play(0, C("r3")))
    r.apply(Draw(1))
    lines = texts(recap(r.view(0), NAMES, 1))
    assert "Alva drew 1 card." in lines
    assert not any("yellow 1" in line for line in lines)


def test_what_the_seat_did_itself_is_not_told_again(english):
    r = dealt(("r3 g1 g2", "r4 b2 b5", "r6 b3 b4"))
    assert unseen_from(r.view(0)) == 0  # the first turn of the round: since the deal
    r.apply(Play(0, C("r3")))
    r.apply(Play(1, C("r4")))
    r.apply(Play(2, C("r6")))
    view = r.view(0)
    assert texts(recap(view, NAMES))[:2] == ["Alva played red 4.", "Bo played red 6."]
    assert not any("Anna" in line for line in texts(recap(view, NAMES)))


def test_nothing_new_is_no_recap(english):
    r = dealt(("r3 g1", "rskip b2"), current=1)
    r.apply(Play(1, C("rskip")))  # two seats: Alva plays again
    view = r.view(1)
    assert recap(view, ("Anna", "Alva")) == ()


def test_a_long_story_keeps_the_seats_own_news_and_the_latest_moves(english):
    hands = [f"r{n} b{n}" for n in range(10)]
    r = Round.setup(RuleSet(), [[C(c) for c in h.split()] for h in hands], [C("y0")], PILE * 2)
    for seat in range(10):
        r.apply(Play(seat, C(f"r{seat}")))
    names = ("Anna", *(f"P{i}" for i in range(1, 10)))
    lines = recap(r.view(0), names)
    assert len(lines) == MOST_LINES + 1  # and the closing line
    assert lines[0].text == "… and 2 things before that (What happened, L, has them all)."
    assert lines[-2].text == "P9 played red 9."


def test_the_hand_sizes_follow_the_history():
    r = dealt(("r3 g1 g2", "b1 b2 b5", "y4 b3 b4"))
    r.apply(Play(0, C("r3")))
    r.apply(Draw(1))
    assert hand_sizes_before(r.view(2))[-1] == r.view(2).hand_sizes
