"""Choosing the first dealer, and the deal passing to the left.

Texts: 001 (everyone draws, highest deals, symbol cards count zero),
002 (the deal goes round), 003 (kies een deler: actiekaarten tellen als 0).
"""
from collections.abc import Sequence

from unodesk.engine import Card, Match, Phase, Play, Rank, Round, RuleSet, choose_dealer

from .helpers import cards


class StackedShuffle:
    """A stand-in for random.Random whose shuffle lays out a chosen pile.

    `choose_dealer` takes cards from the end of the shuffled list, so the
    order given here is the order in which the seats draw.
    """

    def __init__(self, order: Sequence[Card]) -> None:
        self.order = list(order)

    def shuffle(self, pile: list[Card]) -> None:
        pile[:] = self.order[::-1]


def dealer_for(players: int, draws: str) -> tuple[int, tuple]:
    return choose_dealer(players, StackedShuffle(cards(draws)), RuleSet())  # type: ignore[arg-type]


def test_highest_number_card_chooses_the_first_dealer():
    """Texts 001, 003: each player draws a card; the highest card deals."""
    dealer, rounds = dealer_for(4, "r3 g8 b5 y1")
    assert dealer == 1
    assert rounds == (((0, Card.parse("r3")), (1, Card.parse("g8")), (2, Card.parse("b5")),
                       (3, Card.parse("y1"))),)


def test_action_and_wild_cards_count_as_zero_when_choosing_the_dealer():
    """Texts 001, 003: symbol cards (actions and wilds) count as zero."""
    assert dealer_for(4, "rskip w+4 b1 w")[0] == 2


def test_a_tie_for_the_highest_card_draws_again():
    """Contract's choice (the texts say nothing of ties): tied players draw again."""
    dealer, rounds = dealer_for(3, "r7 g7 b2 y3 y9")
    assert len(rounds) == 2
    assert dealer == 1


def test_only_the_tied_players_draw_again():
    """Contract's choice: the second draw is only among those who tied for the highest card."""
    _, rounds = dealer_for(4, "r7 b2 g7 y1 y3 y9")
    assert [seat for seat, _ in rounds[1]] == [0, 2]


def test_a_tie_of_zeros_draws_again():
    """Texts 001, 003 with the contract: when everyone drew a card worth zero, all draw again."""
    dealer, rounds = dealer_for(2, "rskip g0 b4 y5")
    assert len(rounds) == 2 and dealer == 1


def test_a_match_starts_with_the_dealer_its_draw_chose():
    """Texts 001, 003: the match's first dealer is the winner of the draw; the left neighbour starts."""
    for seed in range(20):
        m = Match.new(5, seed=seed)
        last = m.dealer_draws[-1]
        best = max(c.rank.number or 0 for _, c in last)
        assert [s for s, c in last if (c.rank.number or 0) == best] == [m.dealer]
        assert m.round.dealer == m.dealer


def end_round(m: Match) -> None:
    """Finish the current round at once: the seat after the dealer goes out."""
    n = m.players
    hands = [cards("g1") for _ in range(n)]
    hands[0] = cards("r3")
    m.round = Round.setup(m.rules, hands, cards("r7"), cards("b1"), dealer=m.dealer)
    m.round.apply(Play(0, Card.parse("r3")))
    assert m.round.phase is Phase.OVER


def test_the_deal_passes_to_the_left_each_round():
    """Text 002 (the deal goes round the table): each new round is dealt by the previous dealer's left."""
    m = Match.new(3, seed=7)
    dealers = [m.dealer]
    for _ in range(4):
        end_round(m)
        m.next_round()
        dealers.append(m.dealer)
        assert m.round.dealer == m.dealer
    first = dealers[0]
    assert dealers == [(first + k) % 3 for k in range(5)]


def test_the_player_left_of_the_new_dealer_starts_the_next_round():
    """Texts 000, 002: in every round the dealer's left neighbour is the first to act; a first Skip or
    Draw Two passes the turn one further, a first Reverse hands it to the dealer (those first cards are
    tested one by one in test_dealing_and_first_card)."""
    after_first_card = {Rank.SKIP: 2, Rank.DRAW_TWO: 2, Rank.REVERSE: 0}
    for seed in range(30):
        m = Match.new(4, seed=seed)
        end_round(m)
        m.next_round()
        steps = after_first_card.get(m.round.discard[0].rank, 1)
        assert m.round.current == (m.dealer + steps) % 4
