"""A match: rounds until a score reaches the target."""
from __future__ import annotations

import random

from .cards import Card, build_deck
from .errors import IllegalAction
from .round import MAX_PLAYERS, MIN_PLAYERS, Round
from .rules import RuleSet
from .view import Phase


def choose_dealer(
    players: int, rng: random.Random, rules: RuleSet = RuleSet()
) -> tuple[int, tuple[tuple[tuple[int, Card], ...], ...]]:
    """Each seat draws a card; the highest number deals, action and wild
    cards count as zero, and the tied seats draw again.

    Returns the dealer and every drawing round as (seat, card) pairs.
    """
    pile: list[Card] = []
    drawing = list(range(players))
    rounds = []
    while True:
        drawn = []
        for seat in drawing:
            if not pile:
                pile = build_deck(rules)
                rng.shuffle(pile)
            drawn.append((seat, pile.pop()))
        rounds.append(tuple(drawn))
        best = max(c.rank.number or 0 for _, c in drawn)
        drawing = [seat for seat, c in drawn if (c.rank.number or 0) == best]
        if len(drawing) == 1:
            return drawing[0], tuple(rounds)


class Match:
    """Rounds between the same seats until someone reaches the target.

    Under "winner" scoring the round's winner scores every card left in the
    other hands and the first to the target wins. Under "lowest" scoring each
    seat scores its own left-over cards; when one reaches the target, the
    lowest total wins (a tie goes to the last round's winner if tied, else
    to the lowest seat number).

    With teams (partners opposite, `RuleSet.team_of`) `scores` stays one a
    seat: under "winner" scoring the seat that went out scores the other
    teams' cards, under "lowest" each seat its own. A team's score is its
    seats' sum; the match ends when a team's score reaches the target, and
    the rules above decide between teams. Without teams every seat is a
    team of its own for `team_of` and `team_scores`, and `winning_team`
    stays None (`winner` says who won).
    """

    def __init__(self, players: int, rules: RuleSet, seed: int | None) -> None:
        self.rules = rules
        self.players = players
        self._rng = random.Random(seed)
        self.dealer, self.dealer_draws = choose_dealer(players, self._rng, rules)
        self._banked = [0] * players
        self.round_number = 1
        self.round = self._deal()

    @classmethod
    def new(cls, players: int, rules: RuleSet = RuleSet(), *, seed: int | None = None) -> Match:
        if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"a match needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r}")
        rules.check_players(players)
        return cls(players, rules, seed)

    def _deal(self) -> Round:
        return Round.new(self.players, self.rules, dealer=self.dealer, seed=self._rng.randrange(2**63))

    def round_scores(self) -> tuple[int, ...]:
        """What each seat scores for the current round, once it is over."""
        r = self.round
        if r.phase is not Phase.OVER:
            return (0,) * self.players
        if self.rules.scoring == "winner":
            return tuple(r.points() if seat == r.winner else 0 for seat in range(self.players))
        return r.hand_points()

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's total, the current round included once it is over."""
        return tuple(b + s for b, s in zip(self._banked, self.round_scores(), strict=True))

    def team_of(self, seat: int) -> int:
        """The team `seat` plays for (numbered from 0; without teams, the seat's own number)."""
        return self.rules.team_of(seat, self.players)

    @property
    def team_scores(self) -> tuple[int, ...]:
        """Each team's total: the sum of its seats' scores."""
        totals = [0] * self.rules.team_count(self.players)
        for seat, score in enumerate(self.scores):
            totals[self.team_of(seat)] += score
        return tuple(totals)

    @property
    def over(self) -> bool:
        return max(self.team_scores) >= self.rules.target_score

    def _winning(self) -> int | None:
        """The team (a seat, without teams) that has won, once the match is over."""
        if not self.over:
            return None
        scores = self.team_scores
        teams = range(len(scores))
        if self.rules.scoring == "winner":
            return max(teams, key=lambda t: (scores[t], -t))
        low = min(scores)
        tied = [t for t in teams if scores[t] == low]
        last = self.round.winner
        return self.team_of(last) if last is not None and self.team_of(last) in tied else tied[0]

    @property
    def winning_team(self) -> int | None:
        """The team that won; None until the match is over, and always without teams."""
        return self._winning() if self.rules.teams else None

    @property
    def winner(self) -> int | None:
        """The winning seat; with teams, the winning team's first seat (its number: see team_of)."""
        return self._winning()

    def next_round(self) -> Round:
        """Score the finished round, pass the deal to the left and deal again."""
        if self.round.phase is not Phase.OVER:
            raise IllegalAction("round_not_over", "the round is not over yet")
        if self.over:
            raise IllegalAction("match_over", "the match is over")
        self._banked = list(self.scores)
        self.dealer = (self.dealer + 1) % self.players
        self.round_number += 1
        self.round = self._deal()
        return self.round
