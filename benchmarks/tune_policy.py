"""Tune the hard level's judgement of a move (`unodesk.ai.policy`) by play.

    python benchmarks/tune_policy.py --sessions 250 --sweeps 2

Coordinate search: each weight in turn is moved by a step, up or down, for
as long as the hard level playing by its judgement alone (no search, so
that a round takes milliseconds) wins more rounds against three normal and
against three greedy players, on the same deals every time (so a
difference is the weights', not the cards'); the steps halve after each
sweep. A session is six rounds at four seats with the level in each seat
in turn; `--sessions` sessions against each opponent make one measure.

The weights it prints were chosen on these seeds, so their share is
optimistic: measure them again on fresh seeds (`tournament.py --seed`)."""
from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from collections.abc import Sequence

from unodesk.ai import make_bot
from unodesk.ai.arena import play_round
from unodesk.ai.policy import FEATURES, WEIGHTS
from unodesk.engine import Round, RuleSet

SEATS = 4
ROUNDS_A_SEAT = 6
OPPONENTS = ("normal", "greedy")


def session(job: tuple[tuple[float, ...], str, int, int]) -> tuple[int, int]:
    """Rounds the tuned level won in one session, and rounds played."""
    weights, opponent, number, seed = job
    won = rounds = 0
    for turn in range(SEATS):
        bots = []
        for seat in range(SEATS):
            bot_seed = seed * 100_000 + number * 100 + seat
            if seat == turn:
                bots.append(make_bot("hard", seed=bot_seed, rollouts=0, time_budget=None, policy_weights=weights))
            else:
                bots.append(make_bot(opponent, seed=bot_seed))
        for j in range(ROUNDS_A_SEAT):
            r = Round.new(SEATS, RuleSet(), dealer=(number + j) % SEATS, seed=(seed * 1_000_003 + number) * 1000 + j)
            play_round(r, bots)
            won += r.winner == turn
            rounds += 1
    return won, rounds


def measure(pool: multiprocessing.pool.Pool, weights: Sequence[float], sessions: int, seed: int) -> float:
    jobs = [(tuple(weights), opponent, s, seed) for s in range(sessions) for opponent in OPPONENTS]
    results = pool.map(session, jobs, chunksize=8)
    return sum(w for w, _ in results) / sum(r for _, r in results)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sessions", type=int, default=250)
    parser.add_argument("--sweeps", type=int, default=2)
    parser.add_argument("--step", type=float, default=3.0)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--start", default=None, help="weights to start from, as JSON (default: the code's)")
    parser.add_argument("--processes", type=int, default=multiprocessing.cpu_count())
    args = parser.parse_args(argv)
    start = json.loads(args.start) if args.start else dict(zip(FEATURES, WEIGHTS))
    current = [float(start.get(name, 0.0)) for name in FEATURES]
    # "keep" is on another scale: it decides between playing and keeping a drawn card.
    steps = {name: (50.0 if name == "keep" else args.step) for name in FEATURES}
    with multiprocessing.Pool(args.processes) as pool:
        clock = time.perf_counter()
        best = measure(pool, current, args.sessions, args.seed)
        print(f"start: {best:.2%} ({time.perf_counter() - clock:.0f} s a measure)", flush=True)
        for sweep in range(args.sweeps):
            for i, name in enumerate(FEATURES):
                moved = False
                for sign in (1, -1):
                    while True:
                        trial = current[:]
                        trial[i] += sign * steps[name]
                        value = measure(pool, trial, args.sessions, args.seed)
                        if value <= best + 0.0005:
                            break
                        current, best, moved = trial, value, True
                        print(f"  {name} -> {current[i]:g}: {best:.2%}", flush=True)
                    if moved:
                        break
            for name in steps:
                steps[name] /= 2
            print(f"sweep {sweep + 1}: {best:.2%}", file=sys.stderr, flush=True)
            print(json.dumps({n: w for n, w in zip(FEATURES, current) if w}), flush=True)


if __name__ == "__main__":
    main()
