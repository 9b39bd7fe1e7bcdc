"""Team play (RuleSet.teams).

Text 003: the first player or the first team with 500 points wins the
whole game. The engine plays teams of two, partners opposite each other,
at tables of 4, 6, 8 or 10.
"""
import pytest

from unodesk.engine import Match, Phase, Play, Round, RuleSet, RoundOver

from .helpers import cards

TEAMS = RuleSet(teams=True)


def finish(match: Match, hands: list[str], winner: int) -> None:
    """Replace the match's round by one where `winner` goes out with its one card (see
    test_scoring_and_match)."""
    match.round = Round.setup(match.rules, [cards(h) for h in hands], cards("r7"), cards("b1 b2 b3 b4"),
                              current=winner, dealer=match.dealer)
    match.round.apply(Play(winner, match.round.hands[winner][0]))
    assert match.round.phase is Phase.OVER


@pytest.mark.parametrize("players, teams", [
    (4, [0, 1, 0, 1]), (6, [0, 1, 2, 0, 1, 2]), (8, [0, 1, 2, 3, 0, 1, 2, 3]), (10, [0, 1, 2, 3, 4] * 2),
])
def test_partners_sit_opposite_each_other_in_teams_of_two(players, teams):
    """Text 003 (teams) with the brief: partners sit opposite, so seat s plays with seat s + players/2;
    the team's number is its first seat's."""
    m = Match.new(players, TEAMS, seed=1)
    assert [m.team_of(seat) for seat in range(players)] == teams
    assert [m.round.view(seat).team_of(0) for seat in range(players)] == [0] * players
    assert len(m.team_scores) == players // 2


@pytest.mark.parametrize("players", [2, 3, 5, 7, 9])
def test_teams_of_two_need_four_six_eight_or_ten_players(players):
    """Contract: a table that cannot seat teams of two opposite each other is refused clearly."""
    for start in (lambda: Match.new(players, TEAMS), lambda: Round.new(players, TEAMS),
                  lambda: Round.setup(TEAMS, [cards("r1")] * players, cards("r2"), [])):
        with pytest.raises(ValueError, match="4, 6, 8 or 10"):
            start()


def test_a_player_who_goes_out_wins_the_round_for_the_team_and_scores_the_other_teams_cards():
    """Text 003 (the player who goes out scores the cards in the others' hands) for teams: the partner's
    cards are not counted; the points go to the seat that went out."""
    m = Match.new(4, TEAMS, seed=1)
    finish(m, ["r3", "g9 bskip", "w y2", "y5"], winner=0)
    assert m.round.points() == 9 + 20 + 5
    assert RoundOver(0, 34) in m.round.history
    assert m.scores == (34, 0, 0, 0)
    assert m.team_scores == (34, 0)


def test_the_first_team_to_500_points_wins_the_match():
    """Text 003 (the first player or the first team to 500 wins the game): both partners' points count
    for their team, and the match ends when a team's total reaches the target."""
    m = Match.new(4, RuleSet(teams=True, target_score=100), seed=1)
    finish(m, ["r3", "w", "g9", "y1"], winner=0)  # 50 + 1
    m.next_round()
    finish(m, ["y2", "g9", "r3", "w"], winner=2)  # 9 + 50
    assert m.scores == (51, 0, 59, 0) and m.team_scores == (110, 0)
    assert max(m.scores) < 100 and m.over
    assert m.winning_team == 0 and m.winner == 0


def test_no_team_has_won_while_the_match_goes_on():
    """Contract: winning_team is None until the match is over."""
    m = Match.new(6, TEAMS, seed=2)
    finish(m, ["r3", "g9", "g8", "g7", "g6", "g5"], winner=0)
    assert not m.over and m.winning_team is None and m.winner is None


def test_lowest_scoring_with_teams_the_team_with_the_lowest_total_wins():
    """Texts 000, 001, 002 (the other count: each keeps their own cards, lowest total wins when someone
    passes the limit) for teams: a team keeps the sum of its players' cards; when a team reaches the
    target the lowest team total wins."""
    m = Match.new(4, RuleSet(teams=True, scoring="lowest", target_score=60), seed=1)
    finish(m, ["r3", "w", "g9", "y1 y2"], winner=0)
    assert m.scores == (0, 50, 9, 3) and m.team_scores == (9, 53)
    assert not m.over
    m.next_round()
    finish(m, ["r3", "g1", "g2", "y5"], winner=0)
    assert m.team_scores == (11, 59) and not m.over
    m.next_round()
    finish(m, ["r3", "g1", "g2", "y5"], winner=0)
    assert m.team_scores == (13, 65) and m.over
    assert m.winning_team == 0


def test_without_teams_every_player_is_a_team_of_their_own():
    """Contract: without teams, team_of(seat) is the seat and the team scores are the scores; no team
    wins (winning_team stays None), the winner is a player."""
    m = Match.new(3, RuleSet(target_score=20), seed=1)
    assert [m.team_of(seat) for seat in range(3)] == [0, 1, 2]
    finish(m, ["r3", "gskip", "y1"], winner=0)
    assert m.team_scores == m.scores == (21, 0, 0)
    assert m.over and m.winner == 0 and m.winning_team is None
