"""Scoring a round and playing a match to 500, in both scoring systems.

Texts: 000 (points, 500, the lowest-score variant), 001 (scoring, play
again until 500, the alternative count), 002 (the winner takes the points,
or the others keep them and the lowest total wins), 003 (scoring to 500).
"""
import pytest

from unodesk.engine import IllegalAction, Match, Phase, Play, Round, RuleSet

from .helpers import cards


def finish(match: Match, hands: list[str], winner: int = 0) -> None:
    """Replace the match's current round by one where `winner` goes out with the one card it holds.

    `match.round` is the current Round (contract); a hand-made one makes the
    points exact. `hands` holds every seat's cards, the winner's one red card
    included.
    """
    match.round = Round.setup(match.rules, [cards(h) for h in hands], cards("r7"), cards("b1 b2 b3 b4"),
                              current=winner, dealer=match.dealer)
    match.round.apply(Play(winner, match.round.hands[winner][0]))
    assert match.round.phase is Phase.OVER


def test_winner_scores_the_cards_left_in_the_other_hands():
    """Texts 000, 001, 002, 003: the winner of the round scores the value of every card the others hold."""
    m = Match.new(3, seed=1)
    finish(m, ["r3", "g9 bskip", "w y2"])
    assert m.scores == (9 + 20 + 50 + 2, 0, 0)
    assert m.round.points() == 81


def test_each_seats_hand_is_counted_separately():
    """Contract: `hand_points()` is the value of each hand."""
    m = Match.new(3, seed=1)
    finish(m, ["r3", "g9 bskip", "w y2"])
    assert m.round.hand_points() == (0, 29, 52)


def test_if_nobody_has_500_another_round_is_dealt_and_points_add_up():
    """Texts 000, 001: the points are written down after each round and play goes on until 500."""
    m = Match.new(3, seed=1)
    finish(m, ["r3", "g9 bskip", "w y2"])
    assert not m.over and m.winner is None
    new = m.next_round()
    assert new is m.round and new.phase is not Phase.OVER
    assert m.scores == (81, 0, 0)
    finish(m, ["r3", "g1", "g2"])
    assert m.scores == (84, 0, 0)


def test_match_is_won_by_the_first_to_reach_500():
    """Texts 000, 001, 002, 003: the first player to 500 points wins the match."""
    m = Match.new(3, seed=1)
    finish(m, ["r3", "w w w w w", "w w w w w+4"])
    assert m.scores == (500, 0, 0)
    assert m.over and m.winner == 0


def test_499_points_are_not_enough():
    """Texts 000, 001, 003: 500 must be reached."""
    m = Match.new(2, seed=1)
    finish(m, ["r3", "w w w w w w w w w r9 g9 b9 y9 b4 y4 r4 b1"])
    assert m.scores[0] == 499
    assert not m.over


def test_the_target_score_may_be_agreed():
    """RuleSet.target_score: the match ends when a score reaches the agreed target."""
    m = Match.new(2, RuleSet(target_score=20), seed=1)
    finish(m, ["r3", "gskip"])
    assert m.over and m.winner == 0


def test_lowest_scoring_each_player_scores_their_own_cards():
    """Texts 000, 001, 002: in the other count each player adds up the cards left in their own hand."""
    m = Match.new(3, RuleSet(scoring="lowest"), seed=1)
    finish(m, ["r3", "g9 bskip", "w y2"])
    assert m.scores == (0, 29, 52)


def test_lowest_scoring_the_lowest_total_wins_when_someone_reaches_the_target():
    """Texts 000, 001, 002: when a player passes the agreed limit, the lowest total wins."""
    m = Match.new(3, RuleSet(scoring="lowest", target_score=100), seed=1)
    finish(m, ["r3", "g9 bskip", "w y2"])
    m.next_round()
    finish(m, ["r3", "g1", "w"])
    assert m.scores == (0, 30, 102)
    assert m.over and m.winner == 0


def test_lowest_scoring_a_tie_goes_to_the_last_rounds_winner():
    """Choice (match.py): when the lowest totals are tied, the last round's winner, if among them, wins."""
    m = Match.new(3, RuleSet(scoring="lowest", target_score=50), seed=1)
    finish(m, ["r3", "r9", "r1"])
    m.next_round()
    finish(m, ["g1", "w", "r3"], winner=2)
    assert m.scores == (1, 59, 1)
    assert m.winner == 2


def test_lowest_scoring_a_tie_without_the_last_winner_goes_to_the_lowest_seat():
    """Choice (match.py): a tie among seats that did not win the last round goes to the lowest seat."""
    m = Match.new(4, RuleSet(scoring="lowest", target_score=50), seed=1)
    finish(m, ["g9 g9 g9 g9 g9", "g2", "g2", "r3"], winner=3)
    m.next_round()
    finish(m, ["r3", "g1", "g1", "w"])
    assert m.scores == (45, 3, 3, 50)
    assert m.winner == 1


def test_scores_count_the_current_round_only_once_it_is_over():
    """Contract: `scores` includes the current round once it is over."""
    m = Match.new(2, seed=4)
    assert m.scores == (0, 0)


def test_next_round_is_refused_until_the_round_is_over():
    """Text 001: the next deal comes after a player has gone out."""
    m = Match.new(2, seed=4)
    with pytest.raises(IllegalAction) as caught:
        m.next_round()
    assert caught.value.reason == "round_not_over"


def test_no_round_is_dealt_after_the_match_is_over():
    """Texts 000, 001: the match ends with the first to the target."""
    m = Match.new(3, seed=1)
    finish(m, ["r3", "w w w w w", "w w w w w+4"])
    with pytest.raises(IllegalAction) as caught:
        m.next_round()
    assert caught.value.reason == "match_over"


@pytest.mark.parametrize("players", [1, 11])
def test_a_match_needs_two_to_ten_players(players):
    """Texts 000, 003: 2 to 10 players."""
    with pytest.raises(ValueError):
        Match.new(players)
