from unodesk.engine import COLORS, Card, ChooseColor, Phase, Round, RuleSet


def _deck_with_wild_turned_up() -> list[Card]:
    cards = [Card.parse(c) for c in ["r1", "r2", "g1", "g2", "b1", "b2", "y1", "y2"]]
    return cards + [Card.parse("w")] + [Card.parse("r9")] * 5


def test_determinize_while_a_wild_turned_up_first_waits_for_its_colour():
    """Contract (computer players): a view that waits for the first card's colour can be
    filled out into a whole round for a search."""
    rules = RuleSet(hand_size=4)
    r = Round.new(2, rules, deck=_deck_with_wild_turned_up())
    assert r.phase is Phase.CHOOSE_COLOR
    view = r.view(r.current)
    guess = Round.determinize(view, r.hands, [Card.parse("r9")] * 5, seed=1)
    assert guess.phase is Phase.CHOOSE_COLOR and guess.color is None
    guess.apply(ChooseColor(r.current, COLORS[2]))
    assert guess.color is COLORS[2]
