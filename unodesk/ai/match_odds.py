"""What a round's result is worth in the match: the chance of winning it.

Under winner-takes-points scoring a round won early in a match is worth
little more than its points, but near the end the same round decides:
giving the round (and the cards left in the hand) to a player close to the
target may lose the match, while letting a player far behind win it costs
little. `MatchOdds` answers "if `winner` wins this round and scores
`points`, what is my chance of winning the match?" from a quick race of
the rounds still to come: each won by any seat alike, each worth about
what a round is worth at this many players.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

# Points a round is worth, by the other hands: about 35 a hand, and spread
# (measured between computer players: 26 points a seat-round at 4 seats).
_POINTS_A_HAND = 35.0
_SIMULATIONS = 400
_POINT_STEPS = (0, 25, 50, 75, 100, 150, 200, 300, 450)


class MatchOdds:
    """My chances of winning a match to `target` from `scores`, by this round's result."""

    def __init__(self, scores: Sequence[int], target: int, seat: int, seed: int = 0) -> None:
        self.scores = tuple(scores)
        self.target = target
        self.seat = seat
        self._rng_seed = seed
        self._table: dict[int, list[float]] = {}

    def value(self, winner: int, points: int) -> float:
        """The chance that this seat wins the match once `winner` has scored `points`."""
        row = self._table.get(winner)
        if row is None:
            row = self._table[winner] = [self._race(winner, p) for p in _POINT_STEPS]
        if points >= _POINT_STEPS[-1]:
            return row[-1]
        for i in range(1, len(_POINT_STEPS)):
            hi = _POINT_STEPS[i]
            if points <= hi:
                lo = _POINT_STEPS[i - 1]
                t = (points - lo) / (hi - lo)
                return row[i - 1] + t * (row[i] - row[i - 1])
        return row[-1]  # not reached

    def _race(self, winner: int, points: int) -> float:
        # The same futures for every result, so that results compare fairly.
        rng = random.Random(self._rng_seed)
        n = len(self.scores)
        start = list(self.scores)
        start[winner] += points
        if max(start) >= self.target:
            return float(_leader(start) == self.seat)
        mean = _POINTS_A_HAND * (n - 1)
        wins = 0
        for _ in range(_SIMULATIONS):
            scores = start[:]
            while True:
                w = rng.randrange(n)
                # A sum of two exponentials: a spread like that of real rounds.
                scores[w] += int(mean * (rng.expovariate(2.0) + rng.expovariate(2.0)))
                if scores[w] >= self.target:
                    break
            wins += _leader(scores) == self.seat
        return wins / _SIMULATIONS


def _leader(scores: Sequence[int]) -> int:
    """The match's winner once a score reaches the target: the highest, ties to the lower seat."""
    return max(range(len(scores)), key=lambda s: (scores[s], -s))
