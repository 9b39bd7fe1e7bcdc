"""How long does a person wait for a hint?

A hint (H) is the hard level's decision for the shown person, made in the
controller's worker thread (as the computers' moves are) with a search of
at most `hint_giver.SEARCH_SECONDS`. Here
one person plays against computer players of the normal level; at every
moment that person must act, a hint is asked for and timed, and so is the
normal level's decision in the same seat, the baseline (the quickest
decision a computer player makes). Printed: the median, 95th and 99th
percentiles of both and their ratio, overall and near a round's end (a
player down to three cards or fewer, where the hard level searches).

    .venv/bin/python benchmarks/hint.py --rounds 60
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from unodesk.ai import make_bot  # noqa: E402
from unodesk.ai.arena import play_round  # noqa: E402
from unodesk.ai.hint import hint  # noqa: E402
from unodesk.engine import Round, RuleSet  # noqa: E402
from unodesk.view.hint_giver import SEARCH_SECONDS  # noqa: E402

ENDGAME = 3


class TimedPerson:
    """Plays as the normal level does, and times a hint before each decision."""

    level = "person"

    def __init__(self, seed: int) -> None:
        self.plays_as = make_bot("normal", seed=seed)
        self.adviser = make_bot("hard", seed=seed, time_budget=SEARCH_SECONDS)
        self.hints: list[tuple[float, bool]] = []
        self.baseline: list[tuple[float, bool]] = []

    def choose(self, view, legal, *, budget=None):
        near_end = min(view.hand_sizes) <= ENDGAME
        start = time.perf_counter()
        hint(view, legal, bot=self.adviser)
        self.hints.append((time.perf_counter() - start, near_end))
        start = time.perf_counter()
        action = self.plays_as.choose(view, legal)
        self.baseline.append((time.perf_counter() - start, near_end))
        return action

    def react(self, view, legal):
        return self.plays_as.react(view, legal)


def _figures(times: list[float]) -> tuple[float, float, float]:
    ms = sorted(t * 1000 for t in times)
    q = statistics.quantiles(ms, n=100) if len(ms) > 1 else ms * 99
    return statistics.median(ms), q[94], q[98]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--rounds", type=int, default=60)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    people = []
    for number in range(args.rounds):
        person = TimedPerson(rng.getrandbits(32))
        seat = number % args.seats
        bots = [person if s == seat else make_bot("normal", seed=rng.getrandbits(32)) for s in range(args.seats)]
        play_round(Round.new(args.seats, RuleSet(), dealer=number % args.seats, seed=rng.getrandbits(32)), bots)
        people.append(person)
    print(f"{args.rounds} rounds at {args.seats} seats, hint search at most {SEARCH_SECONDS * 1000:.0f} ms")
    print(f"{'moments':<22}{'n':>6}{'hint median':>13}{'p95':>9}{'p99':>9}{'normal median':>15}{'ratio':>9}")
    for label, keep in (("all", lambda near: True), ("near a round's end", lambda near: near)):
        hints = [t for p in people for t, near in p.hints if keep(near)]
        base = [t for p in people for t, near in p.baseline if keep(near)]
        h, h95, h99 = _figures(hints)
        b, _, _ = _figures(base)
        print(f"{label:<22}{len(hints):>6}{h:>10.2f} ms{h95:>6.1f} ms{h99:>6.1f} ms{b:>12.3f} ms{h / b:>8.0f}x")


if __name__ == "__main__":
    main()
