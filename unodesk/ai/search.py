"""The hard level: a tuned judgement of every move, public knowledge, and a
search over guessed deals near the end of a round.

Its judgement (`policy`) values every move by features read from its view
and what is public (`knowledge`): what the hand keeps, the colour left in
force and whether the next players could follow it, whether it stops a
player close to going out. Once a player is down to a few cards
(`endgame`), it guesses the hidden cards many times over, consistent with
what is public (and, with `reading`, weighed by how likely each guess makes
the choices the others made), plays the best-valued moves out on each
guess with the quick greedy policy for all seats, and replaces the
top-valued move only with one that does better by more than the noise.
Each guess is shared by all candidates (the same deal, the same
reshuffles), so the comparison measures the move and not the luck of the
deal. The search stops at a time budget or a number of play-outs,
whichever comes first; with `time_budget=None` it is exactly reproducible
for a seed. Given a `budget` by the table (the pause it takes before it
plays, away from the screen's thread) it searches for that long.

It challenges a Wild Draw Four when the odds say the player was bluffing
(from the cards unseen, what the player could not follow, and the bluffs
challenges have shown), bluffs one only when the odds say it will not be
challenged, always calls Uno and catches, and jumps in whenever it can.
What challenges showed is remembered for the rest of the match: use a new
bot for a new match.
"""
from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence
from math import exp

from unodesk.engine import (
    COLORS,
    Accept,
    Action,
    CallUno,
    Card,
    Challenge,
    ChooseColor,
    Color,
    Draw,
    Pass,
    Phase,
    Play,
    PlayerView,
    Rank,
    Round,
)

from .baselines import greedy_action
from .bot import PhaseBot
from .heuristic import is_bluff, next_seat
from .knowledge import Knowledge
from .memory import TableMemory
from .policy import WEIGHTS as POLICY_WEIGHTS
from .policy import colour_options, move_features, move_value
from .reading import MODEL
from .sampling import Deal, read_deals
from .tactics import catch, color_counts, find, one_opponent, partners, pick_play, plays

MAX_ROLLOUT_ACTIONS = 600
# Wild Draw Four players, by how often they play one while they could follow.
# Few players are taken for bluffers until a challenge shows it: none of the
# levels bluffs, and each lost challenge costs two cards (against three
# greedy players the old prior of 0.4 lost 9 challenges in 60 rounds).
_BLUFFER, _HONEST = 0.5, 0.005
_REVEAL_HOLDS = 0.8  # the usual chance that a challenged hand held the colour
_ATTACKS = (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR)
# Naming a colour when asked alone (after a first card or a drawn wild):
# a card of it held, and the next player could not follow it.
COLOR_WEIGHTS = {"held": 3.0, "void": 2.5}


class HardBot(PhaseBot):
    level = "hard"

    def __init__(
        self,
        seed: int | None = None,
        *,
        time_budget: float | None = 0.08,
        rollouts: int = 300,
        max_rollouts: int = 20_000,
        max_candidates: int = 5,
        bluff_prior: float = 0.15,
        challenge_rate: float = 0.35,
        points_weight: float = 0.5,
        loss_weight: float = 0.1,
        duel_loss_weight: float = 0.5,
        horizon: int | None = None,
        size_weight: float = 0.5,
        caution: float = 2.0,
        duel_caution: float = 1.0,
        endgame: int | None = 3,
        max_bluff_risk: float = 0.3,
        policy_weights: Sequence[float] | None = None,
        reading: bool = True,
        sampler: Callable[[PlayerView, Knowledge, random.Random, int], list[Deal]] | None = None,
    ) -> None:
        """Search: `time_budget` (seconds, None for none) and `rollouts` bound
        one decision; it searches once a hand is down to `endgame` cards
        (None: always); a play-out goes `horizon` of our turns ahead (None:
        to the end of the round), a position on the way judged by hand sizes
        (`size_weight`); another move replaces the top-ranked one only when
        better by `caution` standard errors (`duel_caution` against a single
        opponent or team, where the guesses are sharper); `points_weight` is
        what 100 points scored are worth next to winning the round, `loss_weight`
        what 100 points left in hand cost when another player goes out
        (`duel_loss_weight` against a single opponent or team, whom they all
        go to).

        Odds: `bluff_prior` is the chance that a player is one who bluffs,
        before any challenge shows it; `challenge_rate` how often a player
        is expected to challenge, before any answer shows it; a bluff is
        played only below `max_bluff_risk` of being challenged.
        `policy_weights` replace the judgement's tuned weights; `reading`
        weighs the guesses by the others' choices; `sampler`
        replaces the guesses (a benchmark's diagnostic)."""
        super().__init__(seed)
        self.time_budget = time_budget
        self.rollouts = rollouts
        self.max_rollouts = max_rollouts
        self.max_candidates = max_candidates
        self.bluff_prior = bluff_prior
        self.challenge_rate = challenge_rate
        self.points_weight = points_weight
        self.loss_weight = loss_weight
        self.duel_loss_weight = duel_loss_weight
        self.horizon = horizon
        self.size_weight = size_weight
        self.caution = caution
        self.duel_caution = duel_caution
        self.endgame = endgame
        self.max_bluff_risk = max_bluff_risk
        self.reading = reading
        self.policy_weights = tuple(policy_weights) if policy_weights is not None else POLICY_WEIGHTS
        self.sampler = sampler
        self.memory = TableMemory()
        self._read: tuple[PlayerView, Knowledge] | None = None  # the last view read
        self._budget: tuple[float, int] | None = None  # (deadline, play-outs) of this decision
        self._friends: list[frozenset[int]] = []  # each seat's partners, in the search under way
        self._duel = False  # ... and whether it faces a single opponent or team
        # Whether the last decision played the round out (the hint says so only then).
        self.searched = False

    def choose(self, view: PlayerView, legal: Sequence[Action], *, budget: float | None = None) -> Action:
        """With `budget` (seconds), the search goes on until that long has
        passed since the call (up to `max_rollouts` play-outs) and answers
        with what it has found by then: for a table that lets the computer
        think while it pauses. Without it, `time_budget` and `rollouts`
        bound the search."""
        if budget is None:
            self._budget = None
        else:
            self._budget = (time.perf_counter() + budget, self.max_rollouts)
        self.searched = False
        try:
            return super().choose(view, legal)
        finally:
            self._budget = None

    # ------------------------------------------------------------ moments

    def before_acting(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        self._know(view)  # every view is read, so that what is shown is remembered
        return catch(legal, partners(view))

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        self._know(view)
        first = catch(legal, partners(view)) or find(legal, CallUno)
        if first is not None:
            return first
        ps = plays(legal)
        if ps:
            card = ps[0].card
            return pick_play(ps, card, None, None, uno=True)
        return None

    def name_color(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        know = self._know(view)
        ranked = sorted(COLORS, key=lambda c: -self._color_value(view, know, c, None))
        return self._search(view, know, [ChooseColor(view.seat, c) for c in ranked[:2]])

    def face_penalty(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        know = self._know(view)
        challenge = find(legal, Challenge)
        if challenge is not None and self._worth_challenging(view, know):
            return challenge
        ps = plays(legal)
        if ps:  # pass the penalty on, with the cheapest card
            card = min((a.card for a in ps), key=lambda c: c.points)
            options = self._valued_moves(view, know, [a for a in ps if a.card == card], bluffs=True)
            return max(options, key=lambda o: o[0])[1]
        return find(legal, Accept) or legal[0]

    def after_draw(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        know = self._know(view)
        options = self._valued_moves(view, know, plays(legal))
        keep = find(legal, Pass)
        if keep is not None:
            options.append((move_value(move_features(view, know, None, None), self.policy_weights), keep))
        options.sort(key=lambda o: -o[0])
        return self._search(view, know, [a for _, a in options[: self.max_candidates]])

    def take_turn(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        ps = plays(legal)
        draw = find(legal, Draw)
        if not ps:
            return draw or legal[0]
        know = self._know(view)
        options = self._valued_moves(view, know, ps)
        if not options:
            return draw or legal[0]
        options.sort(key=lambda o: -o[0])
        candidates = [a for _, a in options[: self.max_candidates]]
        if draw is not None:
            candidates.append(draw)  # drawing on purpose, for the search to weigh
        return self._search(view, know, candidates)

    def _valued_moves(self, view: PlayerView, know: Knowledge, ps: Sequence[Play],
                      bluffs: bool = False) -> list[tuple[float, Action]]:
        """Every card that fits (a black one with each colour, a pair, a
        swap or none), valued by the judgement; a bluff only when it is
        unlikely to be challenged (or with `bluffs`)."""
        options: list[tuple[float, Action]] = []
        risky = None
        for card in dict.fromkeys(a.card for a in ps):
            if not bluffs and is_bluff(view, card):
                if risky is None:
                    risky = self._bluff_risk(view) > self.max_bluff_risk
                if risky:
                    continue
            for color in colour_options(card):
                for action in self._variants(view, ps, card, color):
                    features = move_features(view, know, card, color, action.target, action.pair)
                    options.append((move_value(features, self.policy_weights), action))
        return options

    def _variants(self, view: PlayerView, ps: Sequence[Play], card: Card, color: Color | None) -> list[Play]:
        """The plays of `card` worth telling apart: single or pair; no swap,
        or a swap with the opponents holding the fewest cards (a partner
        only when no opponent may be chosen); each with Uno called when it
        leaves one card."""
        mine = [a for a in ps if a.card == card and a.color is color]
        targets = {a.target for a in mine if a.target is not None}
        if targets:
            friends = partners(view)
            opponents = [t for t in targets if t not in friends] or list(targets)
            least = min(view.hand_sizes[t] for t in opponents)
            aims = {t for t in opponents if view.hand_sizes[t] == least}
            mine = [a for a in mine if a.target is None or a.target in aims]
        left = len(view.hand)
        best: dict[tuple[bool, int | None], Play] = {}
        for a in mine:
            key = (a.pair, a.target)
            calls = a.uno == (left - (2 if a.pair else 1) == 1)
            if key not in best or calls:
                best[key] = a
        return list(best.values())

    # ------------------------------------------------------------ judging

    def _know(self, view: PlayerView) -> Knowledge:
        if self._read is not None and self._read[0] is view:
            return self._read[1]
        memory = self.memory
        memory.see(view)
        know = Knowledge(view, memory.hands_shown)
        memory.update(know)
        self._read = (view, know)
        return know

    def _worth_challenging(self, view: PlayerView, know: Knowledge) -> bool:
        if view.challenge is None:
            return False
        bluffer, before = view.challenge
        if before is None:
            return False
        holds = know.chance_holds(bluffer, before)
        bluffs, honest = self.memory.bluffs(bluffer)
        # Two kinds of player: one who plays a Wild Draw Four at random
        # (half the time it could follow instead) and one who bluffs almost
        # never. What was shown so far this match says which this one is.
        likely = {_BLUFFER: self.bluff_prior, _HONEST: 1 - self.bluff_prior}
        for kind, q in ((_BLUFFER, _BLUFFER), (_HONEST, _HONEST)):
            likely[kind] *= (_REVEAL_HOLDS * q / (_REVEAL_HOLDS * q + 1 - _REVEAL_HOLDS)) ** bluffs
            likely[kind] *= ((1 - _REVEAL_HOLDS) / (_REVEAL_HOLDS * q + 1 - _REVEAL_HOLDS)) ** honest
        total = sum(likely.values())
        p_bluff = sum(
            weight / total * (holds * q / (holds * q + 1 - holds) if holds < 1 else 1.0)
            for q, weight in likely.items()
        )
        # Won, the bluffer takes the cards and we play; lost, two cards more.
        threshold = 0.15 if view.hand_sizes[bluffer] <= 2 else 0.25
        return p_bluff > threshold

    def _bluff_risk(self, view: PlayerView) -> float:
        """The chance that the next player challenges a Wild Draw Four from us."""
        if not view.rules.can_challenge:
            return 0.0
        return self.memory.challenge_chance(next_seat(view), len(view.hand) - 1, self.challenge_rate)

    def _color_value(self, view: PlayerView, know: Knowledge, color: Color, played: object) -> float:
        hand = list(view.hand)
        if played in hand:
            hand.remove(played)
        counts = color_counts(hand)
        value = COLOR_WEIGHTS["held"] * counts[color] + sum(c.points for c in hand if c.color is color) / 40
        if color in know.voids[next_seat(view)]:
            value += COLOR_WEIGHTS["void"]
        return value

    # ------------------------------------------------------------ search

    def _search(self, view: PlayerView, know: Knowledge, candidates: Sequence[Action]) -> Action:
        """The rules of thumb's choice (the first candidate) unless play-outs on
        guessed deals show another to be better by more than their noise."""
        k = len(candidates)
        if k == 1 or self.rollouts == 0:
            return candidates[0]
        if self.endgame is not None and min(view.hand_sizes) > self.endgame:
            return candidates[0]
        self.searched = True
        rng = self.moment_rng(view, "search")
        deadline: float | None
        if self._budget is not None:
            deadline, rollouts = self._budget
        else:
            deadline = None if self.time_budget is None else time.perf_counter() + self.time_budget
            rollouts = self.rollouts
        # Paired differences against the default: each guess is shared by all
        # candidates, so the luck of the deal cancels out.
        challenge = [self.memory.challenge_chance(s, None, self.challenge_rate) for s in range(view.players)]
        n = view.players
        teams = [view.team_of(s) for s in range(n)]
        self._friends = [frozenset(t for t in range(n) if t != s and teams[t] == teams[s]) for s in range(n)]
        self._duel = one_opponent(view)
        sums = [0.0] * k
        squares = [0.0] * k
        worlds = 0
        deals: list[Deal] = []
        for _ in range(max(2, rollouts // k)):
            if not deals:
                deals = self._deals(view, know, rng, 8)
            hands, pile = deals.pop()
            world = Round.determinize(view, hands, pile, seed=rng.getrandbits(63))
            seed = rng.getrandbits(32)
            values = []
            for action in candidates:
                r = world.clone()
                r.apply(action)
                values.append(self._play_out(r, view.seat, random.Random(seed), challenge))
            for i in range(1, k):
                d = values[i] - values[0]
                sums[i] += d
                squares[i] += d * d
            worlds += 1
            if deadline is not None and time.perf_counter() > deadline:
                break
        caution = self.duel_caution if self._duel else self.caution
        best, best_score = 0, 0.0
        for i in range(1, k):
            mean = sums[i] / worlds
            spread = max(squares[i] / worlds - mean * mean, 0.0) ** 0.5
            score = mean - caution * spread / worlds ** 0.5
            if score > best_score:
                best, best_score = i, score
        return candidates[best]

    def _deals(self, view: PlayerView, know: Knowledge, rng: random.Random, count: int) -> list[Deal]:
        if self.sampler is not None:
            return self.sampler(view, know, rng, count)
        return read_deals(view, know, rng, count, MODEL if self.reading else None)

    def _play_out(self, r: Round, me: int, rng: random.Random, challenge: Sequence[float]) -> float:
        """Play on with the greedy policy for every seat, until the round ends
        or `horizon` turns of ours have come round; the value for `me`."""
        turns = 0
        last = r.current
        for _ in range(MAX_ROLLOUT_ACTIONS):
            if r.phase is Phase.OVER:
                break
            seat = r.current
            if seat == me and last != me:
                turns += 1
                if self.horizon is not None and turns >= self.horizon:
                    break
            last = seat
            legal = r.legal_actions(seat)
            hands = r.hands
            action = greedy_action(hands[seat], [len(h) for h in hands], seat, legal, self._friends[seat])
            if r.phase is Phase.CHALLENGE and type(action) is Accept and rng.random() < challenge[seat]:
                action = Challenge(seat)
            r.apply(action)
        return self._value(r, me)

    def _value(self, r: Round, me: int) -> float:
        """A round won by this seat's team is worth 1 and its points, a round
        lost costs the points left in hand; a position on the way, the
        team's share of the winning chances its hand sizes suggest."""
        n = r.players
        team = r.rules.team_of(me, n)
        mine = {s for s in range(n) if r.rules.team_of(s, n) == team}
        if r.phase is Phase.OVER:
            if r.winner in mine:
                return 1.0 + self.points_weight * r.points() / 100
            return -(self.duel_loss_weight if self._duel else self.loss_weight) * r.hand_points()[me] / 100
        hands = r.hands
        weights = [exp(-self.size_weight * len(h)) for h in hands]
        chance = sum(weights[s] for s in mine) / sum(weights)
        others = sum(sum(c.points for c in h) for i, h in enumerate(hands) if i not in mine)
        return chance * (1.0 + self.points_weight * others / 100)
