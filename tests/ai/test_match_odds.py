"""What a round's result is worth in the match."""
from unodesk.ai.match_odds import MatchOdds


def test_a_round_given_to_the_leader_near_the_target_loses_the_match():
    odds = MatchOdds((450, 100, 120, 80), 500, seat=1)
    assert odds.value(0, 60) == 0.0  # the leader reaches the target
    assert odds.value(1, 60) > odds.value(2, 60) > odds.value(0, 40)
    assert odds.value(1, 200) > odds.value(1, 60)


def test_at_the_start_of_a_match_every_seat_has_about_a_fair_chance():
    for seat in range(4):
        assert 0.15 < MatchOdds((0, 0, 0, 0), 500, seat=seat).value(3 - seat, 0) < 0.35
