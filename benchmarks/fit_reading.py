"""Fit the hard level's model of how players choose (`unodesk.ai.reading`).

    python benchmarks/fit_reading.py --rounds 3000

Plays rounds between the other levels (easy, normal and greedy at
tables of 2 to 6), records every free choice of a card on a seat's turn
with the hand it was made from, and finds the weights and the share of
plain chance that make those choices most likely (maximum likelihood,
coordinate by coordinate). Prints the fitted `PlayModel`, the average
log-likelihood a choice under it and under the model in the code, and for
each level alone, so that the model's fit to each kind of player shows.
"""
from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Sequence

from unodesk.ai import make_bot
from unodesk.ai.arena import play_round
from unodesk.ai.reading import (
    MODEL,
    NAMING_FEATURES,
    PLAY_FEATURES,
    Choice,
    PlayModel,
    fits,
    naming_features,
    play_features,
)
from unodesk.engine import COLORS, Action, Phase, Play, PlayerView, Round, RuleSet

LEVELS = ("easy", "normal", "greedy")


class Recorder:
    """Passes a bot's decisions through, keeping its free choices of a card."""

    def __init__(self, bot, level: str, out: list) -> None:
        self.bot, self.level, self.out = bot, level, out

    def choose(self, view: PlayerView, legal: Sequence[Action], *, budget: float | None = None) -> Action:
        action = self.bot.choose(view, legal, budget=budget)
        if view.phase is Phase.TURN and view.pending_draw == 0 and type(action) is Play:
            nxt = (view.seat + view.direction) % view.players
            choice = Choice(action.card, action.color, view.color, view.top, view.hand_sizes[nxt] <= 2)
            self.out.append((self.level, tuple(view.hand), choice))
        return action

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        return self.bot.react(view, legal)


def record(rounds: int, seed: int) -> list:
    rng = random.Random(seed)
    out: list = []
    for i in range(rounds):
        n = rng.choice([2, 3, 4, 4, 5, 6])
        levels = [rng.choice(LEVELS) for _ in range(n)]
        bots = [Recorder(make_bot(lv, seed=rng.randrange(2**32)), lv, out) for lv in levels]
        play_round(Round.new(n, RuleSet(), seed=rng.randrange(2**63), dealer=i % n), bots)
    return out


def prepare(data: list) -> list:
    """Each choice as the features of its options and the index of the one taken."""
    rows = []
    for level, hand, choice in data:
        options = list(dict.fromkeys(c for c in hand if fits(c, choice.color, choice.top)))
        play = [play_features(c, hand, choice) for c in options]
        chosen = options.index(choice.card)
        naming = None
        if choice.named is not None:
            kept = list(hand)
            kept.remove(choice.card)
            naming = ([naming_features(c, kept, choice.color) for c in COLORS], COLORS.index(choice.named))
        rows.append((level, play, chosen, naming))
    return rows


def log_likelihood(model: PlayModel, rows: list) -> float:
    total = 0.0
    noise = model.noise
    for _, play, chosen, naming in rows:
        es = [math.exp(sum(a * b for a, b in zip(model.play, f))) for f in play]
        p = (1 - noise) * es[chosen] / sum(es) + noise / len(es)
        if naming is not None:
            feats, named = naming
            ns = [math.exp(sum(a * b for a, b in zip(model.naming, f))) for f in feats]
            p *= (1 - noise) * ns[named] / sum(ns) + noise / len(ns)
        total += math.log(p)
    return total / len(rows)


def fit(rows: list, start: PlayModel, sweeps: int = 6) -> PlayModel:
    """Coordinate ascent: each weight in turn moved while the fit improves."""
    params = list(start.play) + list(start.naming) + [start.noise]
    k_play, k_naming = len(start.play), len(start.naming)

    def model_of(ps: list[float]) -> PlayModel:
        return PlayModel(tuple(ps[:k_play]), tuple(ps[k_play:k_play + k_naming]), ps[-1])

    best = log_likelihood(model_of(params), rows)
    for sweep in range(sweeps):
        step_scale = 1.0 / (sweep + 1)
        for i in range(len(params)):
            step = (0.02 if i == len(params) - 1 else 0.5) * step_scale
            for direction in (1, -1):
                while True:
                    trial = params[:]
                    trial[i] += direction * step
                    if i == len(params) - 1 and not 0.001 <= trial[i] <= 0.9:
                        break
                    value = log_likelihood(model_of(trial), rows)
                    if value <= best:
                        break
                    params, best = trial, value
        print(f"  sweep {sweep + 1}: log-likelihood {best:.4f} a choice", file=sys.stderr, flush=True)
    return model_of(params)


def describe(model: PlayModel) -> str:
    play = ", ".join(f"{name}={w:.2f}" for name, w in zip(PLAY_FEATURES, model.play))
    naming = ", ".join(f"{name}={w:.2f}" for name, w in zip(NAMING_FEATURES, model.naming))
    return f"play: {play}\nnaming: {naming}\nnoise: {model.noise:.3f}\n{model!r}"


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rows = prepare(record(args.rounds, args.seed))
    print(f"{len(rows)} choices recorded", file=sys.stderr)
    fitted = fit(rows, MODEL)
    print(describe(fitted))
    for level in (None,) + LEVELS:
        some = [r for r in rows if level is None or r[0] == level]
        print(f"{level or 'all':8} {len(some):6} choices | log-likelihood a choice: fitted "
              f"{log_likelihood(fitted, some):.4f}, in the code {log_likelihood(MODEL, some):.4f}")


if __name__ == "__main__":
    main()
