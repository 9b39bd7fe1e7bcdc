"""The hard level: public knowledge, weighed rules of thumb, and a search
over guessed deals near the end of a round.

Its rules of thumb rank the candidate moves, using what is public (see
`knowledge`), such as the colours the next player could not follow. Once a player is down to a
few cards (`endgame`), it guesses the hidden cards many times over,
consistent with what is public, plays every candidate out on each guess
with the quick greedy policy for all seats, and replaces the top-ranked
move only with one that does better by more than the noise. Each guess is
shared by all candidates (the same deal, the same reshuffles), so the
comparison measures the move and not the luck of the deal. The search stops
at a time budget or a number of play-outs, whichever comes first; with
`time_budget=None` it is exactly reproducible for a seed.

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
from collections.abc import Sequence
from math import exp

from unodesk.engine import (
    COLORS,
    Accept,
    Action,
    CallUno,
    Card,
    CatchUno,
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
from .heuristic import effective_rank, is_bluff, next_seat
from .knowledge import Knowledge
from .memory import TableMemory
from .sampling import guess_round
from .tactics import color_counts, find, pick_play, plays

MAX_ROLLOUT_ACTIONS = 600
# Wild Draw Four players, by how often they play one while they could follow.
_BLUFFER, _HONEST = 0.5, 0.02
_REVEAL_HOLDS = 0.8  # the usual chance that a challenged hand held the colour
_ATTACKS = (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR)
# The rules of thumb, weighed (see `HardBot._play_value`, `_color_value`).
WEIGHTS = {
    "follow": 4.0,  # a card of the colour played still in hand
    "shed": 2.0,  # ten points of the card played
    "wild_keep": 10.0,  # spending a wild card while another card fits
    "void_next": 4.0,  # staying in a colour the next player could not follow
    "attack": 25.0,  # an action card on a next player close to going out
    "draw": 3.0,  # a draw card otherwise
    "bluff_cost": 20.0,  # a Wild Draw Four bluff, times the chance it is challenged
    "swap": 8.0,  # a card fewer in the hand got by a 7, 0 or swap
    "color_count": 3.0,  # naming a colour: a card of it held
    "color_void": 2.5,  # naming a colour the next player could not follow
}


class HardBot(PhaseBot):
    level = "hard"

    def __init__(
        self,
        seed: int | None = None,
        *,
        time_budget: float | None = 0.08,
        rollouts: int = 300,
        max_candidates: int = 5,
        bluff_prior: float = 0.4,
        challenge_rate: float = 0.35,
        points_weight: float = 0.5,
        horizon: int | None = None,
        size_weight: float = 0.5,
        caution: float = 2.0,
        weights: dict[str, float] | None = None,
        endgame: int | None = 3,
        max_bluff_risk: float = 0.3,
    ) -> None:
        """Search: `time_budget` (seconds, None for none) and `rollouts` bound
        one decision; it searches once a hand is down to `endgame` cards
        (None: always); a play-out goes `horizon` of our turns ahead (None:
        to the end of the round), a position on the way judged by hand sizes
        (`size_weight`); another move replaces the top-ranked one only when
        better by `caution` standard errors; `points_weight` is what 100
        points scored are worth next to winning the round.

        Odds: `bluff_prior` is the chance that a player is one who bluffs,
        before any challenge shows it; `challenge_rate` how often a player
        is expected to challenge, before any answer shows it; a bluff is
        played only below `max_bluff_risk` of being challenged.
        `weights` override the rules of thumb's `WEIGHTS`."""
        super().__init__(seed)
        self.time_budget = time_budget
        self.rollouts = rollouts
        self.max_candidates = max_candidates
        self.bluff_prior = bluff_prior
        self.challenge_rate = challenge_rate
        self.points_weight = points_weight
        self.horizon = horizon
        self.size_weight = size_weight
        self.caution = caution
        self.endgame = endgame
        self.max_bluff_risk = max_bluff_risk
        self.weights = {**WEIGHTS, **(weights or {})}
        self.memory = TableMemory()
        self._read: tuple[PlayerView, Knowledge] | None = None  # the last view read

    # ------------------------------------------------------------ moments

    def before_acting(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        self._know(view)  # every view is read, so that what is shown is remembered
        return find(legal, CatchUno)

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        first = find(legal, CatchUno) or find(legal, CallUno)
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
        if ps:
            card = min((a.card for a in ps), key=lambda c: c.points)
            return self._shape(view, know, ps, card)
        return find(legal, Accept) or legal[0]

    def after_draw(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        know = self._know(view)
        ps = plays(legal)
        options: list[Action] = [self._shape(view, know, ps, ps[0].card)] if ps else []
        keep = find(legal, Pass)
        if keep is not None:
            options.append(keep)
        return self._search(view, know, options)

    def take_turn(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        ps = plays(legal)
        draw = find(legal, Draw)
        if not ps:
            return draw or legal[0]
        know = self._know(view)
        cards = list(dict.fromkeys(a.card for a in ps))
        options: list[tuple[float, Action]] = []
        for card in cards:
            if is_bluff(view, card) and self._bluff_risk(view) > self.max_bluff_risk:
                continue
            score = self._play_value(view, know, card)
            if card.color is None:
                colors = sorted(COLORS, key=lambda c: -self._color_value(view, know, c, card))[:2]
                for i, color in enumerate(colors):
                    options += [(score - i, a) for a in self._targets(view, ps, card, color)]
            else:
                options += [(score, a) for a in self._targets(view, ps, card, None)]
        if not options:
            return draw or legal[0]
        options.sort(key=lambda o: -o[0])
        candidates = [a for _, a in options[: self.max_candidates]]
        if draw is not None:
            candidates.append(draw)  # drawing on purpose, for the search to weigh
        return self._search(view, know, candidates)

    # ------------------------------------------------------------ judging

    def _know(self, view: PlayerView) -> Knowledge:
        if self._read is not None and self._read[0] is view:
            return self._read[1]
        know = Knowledge(view)
        self.memory.update(view, know)
        self._read = (view, know)
        return know

    def _play_value(self, view: PlayerView, know: Knowledge, card: Card) -> float:
        """How much the rules of thumb like playing `card` now."""
        w = self.weights
        hand = list(view.hand)
        hand.remove(card)
        sizes = view.hand_sizes
        n, me = view.players, view.seat
        nxt = next_seat(view)
        rules = view.rules
        rank = effective_rank(card, view)
        counts = color_counts(hand)
        value = 0.0
        if card.color is not None:
            value += 10 + w["follow"] * counts[card.color] + w["shed"] * card.points / 10
            if card.color in know.voids[nxt]:
                value += w["void_next"]
        else:
            value += -w["wild_keep"] if len(hand) > 1 else 5
        if rank in _ATTACKS:
            if sizes[nxt] <= 2 and (rank is not Rank.REVERSE or n <= 3):
                value += w["attack"]
            elif rank is Rank.DRAW_TWO or rank is Rank.WILD_DRAW_FOUR:
                value += w["draw"]
        if is_bluff(view, card):
            value -= w["bluff_cost"] * self._bluff_risk(view)
        others = [s for s in range(n) if s != me]
        if rank is Rank.WILD_SWAP_HANDS or (rank is Rank.SEVEN and rules.seven_zero):
            value += w["swap"] * (len(hand) - min(sizes[s] for s in others))
        elif rank is Rank.ZERO and rules.seven_zero:
            value += w["swap"] * (len(hand) - sizes[(me - view.direction) % n])
        elif rank is Rank.WILD_SHUFFLE_HANDS:
            value += w["swap"] * (len(hand) - (sum(sizes) - 1) / n)
        if len(hand) == 1:
            last = hand[0]
            if rules.no_wild_finish and last.color is None:
                value -= 8
            if rules.no_action_finish and not last.rank.is_number and card.rank.is_number:
                value -= 8
        return value

    def _worth_challenging(self, view: PlayerView, know: Knowledge) -> bool:
        bluffer, before = view.challenge  # type: ignore[misc]
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
        w = self.weights
        value = w["color_count"] * counts[color] + sum(c.points for c in hand if c.color is color) / 40
        if color in know.voids[next_seat(view)]:
            value += w["color_void"]
        return value

    def _targets(self, view: PlayerView, ps: Sequence[Play], card: object, color: Color | None) -> list[Play]:
        options = [a for a in ps if a.card == card and a.color is color and (a.uno or len(view.hand) != 2)]
        targets = {a.target for a in options if a.target is not None}
        if targets:  # the smallest hand; the search weighs a tie
            least = min(view.hand_sizes[t] for t in targets)
            options = [a for a in options if a.target is None or view.hand_sizes[a.target] == least]
        return options

    def _shape(self, view: PlayerView, know: Knowledge, ps: Sequence[Play], card: object) -> Play:
        color = None
        if getattr(card, "color", 1) is None:
            color = max(COLORS, key=lambda c: self._color_value(view, know, c, card))
        options = self._targets(view, ps, card, color)
        return min(options, key=lambda a: view.hand_sizes[a.target] if a.target is not None else 0)

    # ------------------------------------------------------------ search

    def _search(self, view: PlayerView, know: Knowledge, candidates: Sequence[Action]) -> Action:
        """The rules of thumb's choice (the first candidate) unless play-outs on
        guessed deals show another to be better by more than their noise."""
        k = len(candidates)
        if k == 1 or self.rollouts == 0:
            return candidates[0]
        if self.endgame is not None and min(view.hand_sizes) > self.endgame:
            return candidates[0]
        rng = self.moment_rng(view, "search")
        deadline = None if self.time_budget is None else time.perf_counter() + self.time_budget
        # Paired differences against the default: each guess is shared by all
        # candidates, so the luck of the deal cancels out.
        challenge = [self.memory.challenge_chance(s, None, self.challenge_rate) for s in range(view.players)]
        sums = [0.0] * k
        squares = [0.0] * k
        worlds = 0
        for _ in range(max(2, self.rollouts // k)):
            world = guess_round(view, know, rng)
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
        best, best_score = 0, 0.0
        for i in range(1, k):
            mean = sums[i] / worlds
            spread = max(squares[i] / worlds - mean * mean, 0.0) ** 0.5
            score = mean - self.caution * spread / worlds ** 0.5
            if score > best_score:
                best, best_score = i, score
        return candidates[best]

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
            action = greedy_action(hands[seat], [len(h) for h in hands], seat, legal)
            if r.phase is Phase.CHALLENGE and type(action) is Accept and rng.random() < challenge[seat]:
                action = Challenge(seat)
            r.apply(action)
        return self._value(r, me)

    def _value(self, r: Round, me: int) -> float:
        """A won round is worth 1 and its points; a position on the way, the
        share of the winning chances its hand sizes suggest."""
        if r.phase is Phase.OVER:
            if r.winner == me:
                return 1.0 + self.points_weight * r.points() / 100
            return -0.1 * r.hand_points()[me] / 100
        hands = r.hands
        weights = [exp(-self.size_weight * len(h)) for h in hands]
        chance = weights[me] / sum(weights)
        others = sum(sum(c.points for c in h) for i, h in enumerate(hands) if i != me)
        return chance * (1.0 + self.points_weight * others / 100)
