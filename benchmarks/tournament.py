"""Computer players against each other: shares of rounds won, points, matches.

    python benchmarks/tournament.py --lineup hard,normal,normal,normal --rounds 2000

Plays whole matches (to the rule set's target score) until at least
`--rounds` rounds are done. Match m seats the line-up rotated by m places,
and the deal passes round the table within a match, so no level keeps a
seat or a place next to the dealer. Prints, for each level in the line-up:
its share of rounds won (per seat, with a 95% confidence interval), the
points it scored a round, its share of matches won, and how long its
decisions took (median and 99th percentile of `choose`).

The fair share of a seat is 1/players. Not part of the test suite: slow.
"""
from __future__ import annotations

import argparse
import ast
import math
import multiprocessing
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from unodesk.ai import make_bot
from unodesk.ai.arena import play_round
from unodesk.ai.bot import Bot
from unodesk.engine import Action, Match, PlayerView, RuleSet

PRESETS = {
    "official": RuleSet(),
    # A common family table: stacking, 7-0, jump-in, draw until you can play.
    "house": RuleSet(stacking=True, seven_zero=True, jump_in=True, draw_until_playable=True),
    # The Norwegian table: up to three draws, no finishing on a wild card.
    "norwegian": RuleSet(max_draws=3, no_wild_finish=True),
}


class Timed(Bot):
    """A bot whose `choose` calls are timed."""

    def __init__(self, bot: Bot, times: list[float]) -> None:
        self.bot = bot
        self.times = times

    def choose(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        start = time.perf_counter()
        action = self.bot.choose(view, legal)
        self.times.append(time.perf_counter() - start)
        return action

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        return self.bot.react(view, legal)


@dataclass
class Tally:
    rounds: int = 0
    matches: int = 0
    seats: dict[str, int] = field(default_factory=lambda: defaultdict(int))  # seat-rounds a level
    wins: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    points: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    match_seats: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    match_wins: dict[str, int] = field(default_factory=lambda: defaultdict(int))
    times: dict[str, list[float]] = field(default_factory=lambda: defaultdict(list))

    def add(self, other: Tally) -> None:
        self.rounds += other.rounds
        self.matches += other.matches
        for mine, theirs in ((self.seats, other.seats), (self.wins, other.wins),
                             (self.points, other.points), (self.match_seats, other.match_seats),
                             (self.match_wins, other.match_wins)):
            for k, v in theirs.items():
                mine[k] += v
        for k, v in other.times.items():
            self.times[k] += v


def play_match(job: tuple[int, tuple[str, ...], RuleSet, int, dict]) -> Tally:
    m, lineup, rules, seed, hard_options = job
    n = len(lineup)
    levels = [lineup[(seat + m) % n] for seat in range(n)]
    tally = Tally()
    bots = [
        Timed(make_bot(level, seed=seed * 1000 + m * 10 + seat,
                       **(hard_options if level == "hard" else {})), tally.times[level])
        for seat, level in enumerate(levels)
    ]
    match = Match.new(n, rules, seed=seed * 1_000_003 + m)
    while True:
        play_round(match.round, bots)
        round_scores = match.round_scores()
        tally.rounds += 1
        winner = match.round.winner
        for seat, level in enumerate(levels):
            tally.seats[level] += 1
            tally.points[level] += round_scores[seat]
            tally.wins[level] += seat == winner
        if match.over:
            break
        match.next_round()
    tally.matches = 1
    for seat, level in enumerate(levels):
        tally.match_seats[level] += 1
        tally.match_wins[level] += seat == match.winner
    return tally


def share(wins: int, trials: int) -> tuple[float, float, float]:
    """Share and its 95% Wilson interval."""
    if trials == 0:
        return 0.0, 0.0, 0.0
    z = 1.96
    p = wins / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return p, centre - half, centre + half


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(lineup: tuple[str, ...], rounds: int, rules: RuleSet, processes: int, seed: int,
        hard_options: dict) -> Tally:
    # Rounds a match vary; deal out matches in batches until enough rounds are done.
    total = Tally()
    m = 0
    batch = max(processes * 4, 8)
    with multiprocessing.Pool(processes) as pool:
        while total.rounds < rounds:
            jobs = [(m + i, lineup, rules, seed, hard_options) for i in range(batch)]
            m += batch
            for tally in pool.imap_unordered(play_match, jobs):
                total.add(tally)
            print(f"  {total.rounds} rounds, {total.matches} matches", file=sys.stderr, flush=True)
    return total


def report(lineup: tuple[str, ...], rules_name: str, rules: RuleSet, total: Tally, seconds: float) -> str:
    n = len(lineup)
    lines = [
        f"line-up {','.join(lineup)} | rules {rules_name} | scoring {rules.scoring} | "
        f"{total.rounds} rounds in {total.matches} matches to {rules.target_score} | "
        f"fair share {1 / n:.1%} | {seconds:.0f} s",
        f"{'level':8} {'rounds won (95% CI)':>26} {'points/round':>13} {'matches won (95% CI)':>27}"
        f" {'choose median':>14} {'p99':>9}",
    ]
    for level in dict.fromkeys(lineup):
        p, lo, hi = share(total.wins[level], total.seats[level])
        mp, mlo, mhi = share(total.match_wins[level], total.match_seats[level])
        ppr = total.points[level] / total.seats[level]
        times = total.times[level]
        med = statistics.median(times) * 1000 if times else 0.0
        p99 = percentile(times, 0.99) * 1000 if times else 0.0
        lines.append(
            f"{level:8} {p:>9.1%} ({lo:.1%}–{hi:.1%}) {ppr:>13.1f} {mp:>10.1%} ({mlo:.1%}–{mhi:.1%})"
            f" {med:>11.3f} ms {p99:>6.2f} ms"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lineup", default="hard,normal,normal,normal",
                        help="one level a seat: easy, normal, hard, random, greedy")
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--rules", choices=sorted(PRESETS), default="official")
    parser.add_argument("--scoring", choices=("winner", "lowest"), default="winner")
    parser.add_argument("--target", type=int, default=500, help="match target score")
    parser.add_argument("--processes", type=int, default=multiprocessing.cpu_count())
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--hard-budget", type=float, default=None,
                        help="the hard level's time budget a decision, in seconds (default: its own)")
    parser.add_argument("--hard-rollouts", type=int, default=None,
                        help="the hard level's play-outs a decision (default: its own)")
    parser.add_argument("--hard-option", action="append", default=[], metavar="NAME=VALUE",
                        help="any other option of the hard level (a number, None, True or False)")
    args = parser.parse_args(argv)
    lineup = tuple(args.lineup.split(","))
    for level in lineup:
        make_bot(level)  # an unknown level fails here, before any work
    preset = PRESETS[args.rules]
    rules = RuleSet(**{**preset.__dict__, "scoring": args.scoring, "target_score": args.target})
    hard_options: dict = {}
    if args.hard_budget is not None:
        hard_options["time_budget"] = args.hard_budget if args.hard_budget > 0 else None
    if args.hard_rollouts is not None:
        hard_options["rollouts"] = args.hard_rollouts
    for option in args.hard_option:
        name, _, value = option.partition("=")
        try:
            hard_options[name] = ast.literal_eval(value)
        except (ValueError, SyntaxError):
            parser.error(f"--hard-option wants NAME=VALUE with a Python literal as the value, not {option!r}")
    try:
        make_bot("hard", **hard_options)  # an unknown option fails here, before any work
    except TypeError as error:
        parser.error(str(error))
    start = time.perf_counter()
    total = run(lineup, args.rounds, rules, args.processes, args.seed, hard_options)
    print(report(lineup, args.rules, rules, total, time.perf_counter() - start))


if __name__ == "__main__":
    main()
