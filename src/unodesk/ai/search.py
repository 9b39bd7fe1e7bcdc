"""The hard level: public knowledge, then a search over guessed deals.

For a decision with more than one sensible answer the hard bot guesses the
hidden cards many times over (consistent with what is public: see
`knowledge`), plays each candidate out on every guess with the quick greedy
policy for all seats, and keeps the candidate with the best average result.
Each guess is shared by all candidates (the same deal, the same reshuffles),
so that the comparison measures the move and not the luck of the deal.
The search stops at a time budget or a number of play-outs, whichever comes
first; with `time_budget=None` it is exactly reproducible for a seed.

Without a search: it challenges a Wild Draw Four when the odds say the
player was bluffing (from the cards unseen, what the player could not
follow, and the bluffs it has seen shown), always calls Uno and catches,
and jumps in whenever it can.
"""
from __future__ import annotations

import random
import time
from collections.abc import Sequence

from unodesk.engine import (
    COLORS,
    Accept,
    Action,
    CallUno,
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
from .heuristic import is_bluff, next_seat, play_score
from .knowledge import Knowledge
from .sampling import guess_round
from .tactics import color_counts, find, pick_play, plays

MAX_ROLLOUT_ACTIONS = 600


class HardBot(PhaseBot):
    level = "hard"

    def __init__(
        self,
        seed: int | None = None,
        *,
        time_budget: float | None = 0.030,
        rollouts: int = 400,
        max_candidates: int = 5,
        bluff_prior: float = 0.15,
        challenge_rate: float = 0.35,
        points_weight: float = 0.5,
    ) -> None:
        """`time_budget` (seconds) and `rollouts` bound one decision's search;
        `bluff_prior` is how likely it thinks a player holding the colour
        plays a Wild Draw Four anyway, before seeing any; `challenge_rate`
        how often it expects its own to be challenged; `points_weight` what
        100 points scored are worth next to winning the round."""
        super().__init__(seed)
        self.time_budget = time_budget
        self.rollouts = rollouts
        self.max_candidates = max_candidates
        self.bluff_prior = bluff_prior
        self.challenge_rate = challenge_rate
        self.points_weight = points_weight

    # ------------------------------------------------------------ moments

    def before_acting(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
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
        know = Knowledge(view)
        ranked = sorted(COLORS, key=lambda c: -self._color_value(view, know, c, None))
        return self._search(view, know, [ChooseColor(view.seat, c) for c in ranked[:2]])

    def face_penalty(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        know = Knowledge(view)
        challenge = find(legal, Challenge)
        if challenge is not None and self._worth_challenging(view, know):
            return challenge
        ps = plays(legal)
        if ps:
            card = min((a.card for a in ps), key=lambda c: c.points)
            return self._shape(view, know, ps, card)
        return find(legal, Accept) or legal[0]

    def after_draw(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        know = Knowledge(view)
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
        know = Knowledge(view)
        cards = list(dict.fromkeys(a.card for a in ps))
        nxt = view.hand_sizes[next_seat(view)]
        options: list[tuple[float, Action]] = []
        for card in cards:
            score = play_score(view, card)
            if is_bluff(view, card):
                if nxt > 3 and len(view.hand) > 3:
                    continue  # a bluff is worth its risk only near the end
                score -= 5
            if card.color is not None and card.color in know.voids[next_seat(view)]:
                score += 4
            if card.color is None:
                colors = sorted(COLORS, key=lambda c: -self._color_value(view, know, c, card))[:2]
                for i, color in enumerate(colors):
                    options += [(score - i, a) for a in self._targets(view, ps, card, color)]
            else:
                options += [(score, a) for a in self._targets(view, ps, card, None)]
        if not options:
            return draw or legal[0]
        options.sort(key=lambda o: -o[0])
        return self._search(view, know, [a for _, a in options[: self.max_candidates]])

    # ------------------------------------------------------------ judging

    def _worth_challenging(self, view: PlayerView, know: Knowledge) -> bool:
        bluffer, before = view.challenge  # type: ignore[misc]
        if before is None:
            return False
        holds = know.chance_holds(bluffer, before)
        shown = know.bluffs[bluffer] + know.honest[bluffer]
        q = (know.bluffs[bluffer] + self.bluff_prior * 2) / (shown + 2)
        p_bluff = holds * q / (holds * q + (1 - holds)) if holds < 1 else 1.0
        # Won: the bluffer takes the cards and we play; lost: two cards more.
        threshold = 0.15 if view.hand_sizes[bluffer] <= 2 else 0.25
        return p_bluff > threshold

    def _color_value(self, view: PlayerView, know: Knowledge, color: Color, played: object) -> float:
        hand = list(view.hand)
        if played in hand:
            hand.remove(played)
        counts = color_counts(hand)
        value = 3.0 * counts[color] + sum(c.points for c in hand if c.color is color) / 40
        nxt = next_seat(view)
        if color in know.voids[nxt]:
            value += 2.5
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
        if len(candidates) == 1:
            return candidates[0]
        rng = self.moment_rng(view, "search")
        start = time.perf_counter()
        deadline = None if self.time_budget is None else start + self.time_budget
        totals = [0.0] * len(candidates)
        worlds = max(2, self.rollouts // len(candidates))
        for _ in range(worlds):
            world = guess_round(view, know, rng)
            seed = rng.getrandbits(32)
            for i, action in enumerate(candidates):
                r = world.clone()
                r.apply(action)
                totals[i] += self._play_out(r, view.seat, random.Random(seed))
            if deadline is not None and time.perf_counter() > deadline:
                break
        best = max(range(len(candidates)), key=lambda i: totals[i])
        return candidates[best]

    def _play_out(self, r: Round, me: int, rng: random.Random) -> float:
        challenge_rate = self.challenge_rate
        for _ in range(MAX_ROLLOUT_ACTIONS):
            if r.phase is Phase.OVER:
                break
            seat = r.current
            legal = r.legal_actions(seat)
            hands = r.hands
            action = greedy_action(hands[seat], [len(h) for h in hands], seat, legal)
            if r.phase is Phase.CHALLENGE and type(action) is Accept and rng.random() < challenge_rate:
                action = Challenge(seat)
            r.apply(action)
        return self._value(r, me)

    def _value(self, r: Round, me: int) -> float:
        if r.phase is not Phase.OVER:
            sizes = [len(h) for h in r.hands]
            return 1.0 / len(sizes) if sizes[me] == min(sizes) else 0.0
        if r.winner == me:
            return 1.0 + self.points_weight * r.points() / 100
        return -0.1 * r.hand_points()[me] / 100
