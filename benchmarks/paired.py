"""Two versions of a level on the same deals: which wins more rounds?

    python benchmarks/paired.py --lineup hard,normal --b bluff_prior=0.1 --sessions 40

For a change to a level (`--a` and `--b` are its options, NAME=VALUE
separated by commas; empty for its defaults; `policy.NAME=VALUE` sets one
weight of the hard level's judgement; `level=NAME` seats another
level instead; `true_hands=True` gives a hard level the real hands to
search on, the diagnostic of `tournament.py --against-true-hands`), a
tournament would need many
thousands of rounds to see a point of round-win share. Here both versions
play the same deals from the same seat against the same opponents (the
same seeds): the two rounds are one until the first decision the versions
make differently, so the difference in rounds won is measured with far
less noise than either share. A session is `--session-rounds` rounds with
the deal passing round the table and the same players (so what a level
learns over a match counts), played once with the level in each seat.

Prints each version's share of rounds won and the difference with its 95%
interval (the sessions as independent units), the share of rounds in
which the two versions played differently, and the same for the points
margin: the points the seat scores a round less its opponents' mean, what
decides a match (at two seats, points won less points given away).
"""
from __future__ import annotations

import argparse
import ast
import math
import multiprocessing
import sys
import types
from collections.abc import Sequence
from dataclasses import dataclass

from unodesk.ai import make_bot
from unodesk.ai.arena import play_round
from unodesk.engine import Round, RuleSet

from tournament import PRESETS, TrueHands, labels_for, level_of, with_policy


@dataclass(frozen=True)
class Job:
    session: int
    labels: tuple[str, ...]
    rules: RuleSet
    seed: int
    rounds: int
    versions: tuple[dict, ...]  # the first is "a", compared with each other


def parse_options(text: str) -> dict:
    options = {}
    for part in filter(None, text.split(",")):
        name, _, value = part.partition("=")
        try:
            options[name.strip()] = ast.literal_eval(value.strip())
        except (ValueError, SyntaxError):
            options[name.strip()] = value.strip()  # a word: a string
    return with_policy(options)


def margin(r: Round, seat: int) -> float:
    """The points `seat` scored in a finished round less the others' mean:
    what a match to a target is decided by (at two seats, the points won or
    given away)."""
    n = r.players
    points = r.points()
    gained = [points if r.winner is not None and r.rules.team_of(s, n) == r.rules.team_of(r.winner, n) else 0
              for s in range(n)]
    return gained[seat] - (sum(gained) - gained[seat]) / (n - 1)


def play_session(job: Job) -> tuple[list[int], int, list[int], list[float]]:
    """Rounds won by each version in one session, the rounds a version, for
    each version the rounds it played differently from the first, and each
    version's points margin (`margin`) summed over the rounds."""
    n = len(job.labels)
    level = level_of(job.labels[0])
    won = [0] * len(job.versions)
    margins = [0.0] * len(job.versions)
    differed = [0] * len(job.versions)
    rounds = 0
    for turn in range(n):  # the level under test in each seat
        seats = [job.labels[(seat - turn) % n] for seat in range(n)]
        records = []
        for version, options in enumerate(job.versions):
            bots = []
            table = types.SimpleNamespace(round=None)  # the round being played, for a true-hands seat
            for seat, label in enumerate(seats):
                seed = job.seed * 100_000 + job.session * 100 + seat
                if seat == turn:
                    # "level=NAME" puts another level in the seat under test.
                    mine = dict(options)
                    kind = mine.pop("level", level)
                    if kind == "hard":
                        mine.setdefault("time_budget", None)
                    if mine.pop("true_hands", False):
                        mine["sampler"] = TrueHands(table)
                    bots.append(make_bot(kind, seed=seed, **mine))
                else:
                    other = level_of(label)
                    bots.append(make_bot(other, seed=seed, **({"time_budget": None} if other == "hard" else {})))
            histories = []
            for j in range(job.rounds):
                r = Round.new(n, job.rules, dealer=(job.session + j) % n,
                              seed=(job.seed * 1_000_003 + job.session) * 1000 + j)
                table.round = r
                play_round(r, bots)
                won[version] += r.winner == turn
                margins[version] += margin(r, turn)
                histories.append(r.history)
            records.append(histories)
        rounds += job.rounds
        for version, histories in enumerate(records):
            differed[version] += sum(x != y for x, y in zip(records[0], histories))
    return won, rounds, differed, margins


def interval(diffs: Sequence[float]) -> tuple[float, float, float]:
    """The mean of per-session differences with its 95% interval."""
    k = len(diffs)
    mean = sum(diffs) / k
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / (k - 1)) if k > 1 else 0.0
    half = 1.96 * sd / math.sqrt(k)
    return mean - half, mean, mean + half


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lineup", default="hard,normal")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--a", default="", help="options of version a: NAME=VALUE,...")
    parser.add_argument("--b", action="append", default=[],
                        help="options of a version to compare with a (NAME=VALUE,...); may be repeated")
    parser.add_argument("--sessions", type=int, default=40)
    parser.add_argument("--session-rounds", type=int, default=8)
    parser.add_argument("--rules", choices=sorted(PRESETS), default="official")
    parser.add_argument("--processes", type=int, default=multiprocessing.cpu_count())
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    labels = labels_for(tuple(args.lineup.split(",")), args.seats, False)
    names = [args.a] + (args.b or [""])
    versions = tuple(parse_options(text) for text in names)
    jobs = [Job(s, labels, PRESETS[args.rules], args.seed, args.session_rounds, versions)
            for s in range(args.sessions)]
    results = []
    with multiprocessing.Pool(args.processes) as pool:
        for i, result in enumerate(pool.imap_unordered(play_session, jobs), 1):
            results.append(result)
            if i % 5 == 0:
                print(f"  {i} sessions", file=sys.stderr, flush=True)
    rounds = sum(r[1] for r in results)
    print(f"line-up {','.join(labels)} | rules {args.rules} | {rounds} rounds a version")
    wa = sum(r[0][0] for r in results)
    print(f"a {args.a or '(defaults)'}: {wa / rounds:.1%} | points margin {sum(r[3][0] for r in results) / rounds:+.2f} a round")
    for v in range(1, len(versions)):
        wb = sum(r[0][v] for r in results)
        differed = sum(r[2][v] for r in results)
        low, mean, high = interval([(r[0][v] - r[0][0]) / r[1] for r in results])
        print(f"b {names[v] or '(defaults)'}: {wb / rounds:.1%} | b - a: {mean:+.2%} "
              f"({low:+.2%} to {high:+.2%}) | {differed / rounds:.0%} of rounds played differently")
        low, mid, high = interval([(r[3][v] - r[3][0]) / r[1] for r in results])
        print(f"  points margin {sum(r[3][v] for r in results) / rounds:+.2f} a round | b - a: {mid:+.2f} "
              f"({low:+.2f} to {high:+.2f})")


if __name__ == "__main__":
    main()
