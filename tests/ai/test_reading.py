"""Reading hidden hands from the choices players made."""
import random

from unodesk.ai.knowledge import Knowledge
from unodesk.ai.reading import MODEL, Choice, likelihood
from unodesk.ai.sampling import read_deals
from unodesk.engine import Card, Color, Draw, Play

from .test_decisions import FILLER, cards, position


def _played_low_red_kept_the_rest():
    """Seat 0 plays g1, seat 1 answers with r1 while the others watch."""
    r = position(["g1 g2 g3", "r1 y5 y6 y7", "g4 g5 g6", "b1 b2 b3"], top="g7")
    r.apply(Play(0, Card.parse("g1")))  # green now: seat 1 must follow green or match a 1
    r.apply(Play(1, Card.parse("r1")))
    return r


def test_the_cards_played_since_a_hand_last_took_one_are_kept_with_their_choices():
    r = _played_low_red_kept_the_rest()
    know = Knowledge(r.view(2))
    (card, choice), = know.since[1]
    assert card == Card.parse("r1")
    assert choice == Choice(Card.parse("r1"), None, Color.GREEN, Card.parse("g1"), False)
    r.apply(Draw(2))  # seat 2 holds green: a draw on purpose still takes a card
    assert Knowledge(r.view(3)).since[2] == []


def test_a_colour_named_with_a_wild_is_part_of_the_choice():
    r = position(["w g2 g3", "y1 y2 y3", "y4 y5 y6"], top="r7")
    r.apply(Play(0, Card.parse("w"), Color.GREEN))
    (card, choice), = Knowledge(r.view(1)).since[0]
    assert choice.named is Color.GREEN and choice.color is Color.RED


def test_a_hand_that_kept_its_wild_card_explains_a_coloured_play_better():
    """A player who followed with a coloured card more likely kept a wild
    than passed over a costlier card of the same colour."""
    choice = Choice(Card.parse("r1"), None, Color.RED, Card.parse("r7"), False)
    since = [(Card.parse("r1"), choice)]
    kept_wild = likelihood(cards("w g5"), since, MODEL)
    passed_over_red_nine = likelihood(cards("r9 g5"), since, MODEL)
    assert kept_wild > 2 * passed_over_red_nine


def test_naming_a_colour_says_the_player_holds_it():
    choice = Choice(Card.parse("w"), Color.BLUE, Color.RED, Card.parse("r7"), False)
    since = [(Card.parse("w"), choice)]
    assert likelihood(cards("b1 b2 g3"), since, MODEL) > 3 * likelihood(cards("g1 g2 y3"), since, MODEL)


def test_read_deals_favour_the_hands_that_explain_the_choices():
    """Seat 1 played r1 on a green 1 holding three more cards: hands with
    green cards in them (which it would have followed with) are rarer."""
    r = _played_low_red_kept_the_rest()
    view = r.view(2)
    know = Knowledge(view)

    def green_share(model):
        deals = read_deals(view, know, random.Random(4), 400, model)
        return sum(sum(c.color is Color.GREEN for c in hands[1]) for hands, _ in deals) / 400

    assert green_share(MODEL) < 0.8 * green_share(None)
    for hands, pile in read_deals(view, know, random.Random(5), 20):
        assert [len(h) for h in hands] == list(view.hand_sizes)
        assert hands[2] == list(view.hand) and len(pile) == view.draw_pile_size


def test_read_deals_without_choices_to_read_are_plain_guesses():
    r = position(["g1 g2", "y1 y2 y3", "b4 b5"], top="r7", pile=FILLER)
    view = r.view(0)
    a = read_deals(view, Knowledge(view), random.Random(1), 10)
    b = read_deals(view, Knowledge(view), random.Random(1), 10, None)
    assert a == b
