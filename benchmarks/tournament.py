"""Computer players against each other: shares of rounds won, points, matches.

    python benchmarks/tournament.py --lineup hard,normal --seats 4 --rounds 2000
    python benchmarks/tournament.py --lineup mixed --rounds 2000
    python benchmarks/tournament.py --lineup hard,normal --rules house --rule doubles=True
    python benchmarks/tournament.py --teams hard,hard/normal,normal --rounds 2000
    python benchmarks/tournament.py --lineup hard,normal --against-true-hands

Plays whole matches (to the rule set's target score) until at least
`--rounds` rounds are done. A line-up shorter than `--seats` is filled with
its last level ("hard,normal" at 4 seats is one hard and three normal).

Seating is duplicate, as in bridge: matches come in blocks of one match a
seat, dealt the same cards (the same first dealer, the same deck every
round); match k of a block turns the line-up k places round the table, so
every level sits once in every seat, and so once in every place against the
dealer (the player left of the dealer starts, which alone is worth about two
points of round-win share). Every other block seats the line-up in the
opposite order round the table, so no level always follows the same one.

`--teams` seats teams of two, partners opposite (the rule set's teams): the
teams' levels separated by "/", each team's two levels by a comma. A team
wins a round when either partner goes out; the figures are the teams'.

`--rules` names a table's rules: the game's presets, or "house" (stacking,
7-0 and jump-in, the issue's house rules); `--rule NAME=VALUE` changes any
rule on top (e.g. `--rule doubles=True --rule wild_rest=True`).

Prints, for each level in the line-up: its share of rounds won with a 95%
Wilson interval (seat-rounds counted as if independent), the same share's
interval from the spread between blocks (the duplicate deals make it
narrower), the points it scored a round, its share of matches won (Wilson
interval), and how long its decisions took (median and 99th percentile of
`choose`).

`--against-true-hands` is a diagnostic, never reachable from the game: the
first seat of the line-up (a hard level) searches on the real hands of the
others instead of guessing them (the draw pile stays shuffled). What it wins
above the fair hard level is what reading hidden hands could be worth.

The fair share of a seat is 1/players (of a team, 1/teams). Not part of the
test suite: slow.
"""
from __future__ import annotations

import argparse
import ast
import dataclasses
import math
import multiprocessing
import random
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field

from unodesk.ai import make_bot
from unodesk.ai.arena import play_round
from unodesk.ai.bot import Bot
from unodesk.ai.policy import FEATURES, WEIGHTS
from unodesk.engine import Action, Match, PlayerView, RuleSet
from unodesk.setup.presets import Preset

PRESETS = {
    **{preset.value: preset.rules for preset in Preset},
    # The house rules of the computer players' targets: stacking, 7-0, jump-in.
    "house": RuleSet(stacking=True, seven_zero=True, jump_in=True),
}
# Named line-ups: a mixed table, one of each.
LINEUPS = {"mixed": ("hard", "normal", "greedy", "easy")}
TRUE_HANDS = "+true-hands"  # the label of the seat that sees the real hands
TEAM = "@"  # "hard@A": a hard level playing for team A


class Timed:
    """A bot whose `choose` calls are timed."""

    def __init__(self, bot: Bot, times: list[float]) -> None:
        self.bot = bot
        self.times = times

    def choose(self, view: PlayerView, legal: Sequence[Action], *, budget: float | None = None) -> Action:
        start = time.perf_counter()
        action = self.bot.choose(view, legal, budget=budget)
        self.times.append(time.perf_counter() - start)
        return action

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        return self.bot.react(view, legal)


class TrueHands:
    """The hard level's guesser replaced by the truth: every hand as it is in
    the round being played (`table.round`, a match's or a plain holder's),
    the draw pile in an order nobody knows. For measuring only; the game has
    no way to hand this to a player."""

    def __init__(self, table: object) -> None:
        self.table = table

    def __call__(self, view: PlayerView, know: object, rng: random.Random, count: int) -> list:
        hands = [list(h) for h in self.table.round.hands]
        hands[view.seat] = list(view.hand)
        pile = Counter(know.unseen)  # type: ignore[attr-defined]
        for seat, hand in enumerate(hands):
            if seat != view.seat:
                pile.subtract(hand)
        deals = []
        for _ in range(count):
            cards = list((+pile).elements())
            rng.shuffle(cards)
            deals.append(([h[:] for h in hands], cards[: view.draw_pile_size]))
        return deals


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
    # (rounds won, seat-rounds) a level and a block of duplicate matches
    blocks: dict[str, dict[int, list[int]]] = field(default_factory=dict)

    def block(self, label: str, block: int) -> list[int]:
        return self.blocks.setdefault(label, {}).setdefault(block, [0, 0])

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
        for level, blocks in other.blocks.items():
            for b, (w, s) in blocks.items():
                mine_b = self.block(level, b)
                mine_b[0] += w
                mine_b[1] += s


@dataclass(frozen=True)
class Job:
    match: int  # block * seats + turn
    labels: tuple[str, ...]  # the line-up, one label a seat
    rules: RuleSet
    seed: int
    hard_options: dict


def with_policy(options: dict) -> dict:
    """`policy.NAME=VALUE` options (one weight of the hard level's judgement
    each) gathered into the `policy_weights` the level takes."""
    changed = {name.removeprefix("policy."): options.pop(name) for name in list(options) if name.startswith("policy.")}
    if changed:
        unknown = set(changed) - set(FEATURES)
        if unknown:
            raise ValueError(f"no such feature of the judgement: {', '.join(sorted(unknown))}")
        weights = dict(zip(FEATURES, options.get("policy_weights", WEIGHTS)))
        options["policy_weights"] = tuple({**weights, **changed}[name] for name in FEATURES)
    return options


def level_of(label: str) -> str:
    """The level behind a label: "hard+true-hands", "normal#2" (a second
    label for the same level, to tell apart seats that play alike) and
    "hard@A" (playing for team A) are "hard", "normal" and "hard"."""
    return label.partition(TEAM)[0].removesuffix(TRUE_HANDS).partition("#")[0]


def team_of(label: str) -> str | None:
    """The team a label plays for ("hard@A": "A"), None without teams."""
    return label.partition(TEAM)[2] or None


def units(seats: Sequence[str]) -> list[tuple[str, list[int]]]:
    """What the figures are counted for, with their seats: each seat under
    its label; with teams, each team (named by its levels) with both seats."""
    if team_of(seats[0]) is None:
        return [(label, [seat]) for seat, label in enumerate(seats)]
    teams: dict[str, list[int]] = {}
    for seat, label in enumerate(seats):
        teams.setdefault(team_of(label), []).append(seat)
    return [(team_name(seats, members), members) for members in teams.values()]


def team_name(seats: Sequence[str], members: Sequence[int]) -> str:
    """"team A: hard+hard"."""
    levels = "+".join(level_of(seats[s]) for s in members)
    return f"team {team_of(seats[members[0]])}: {levels}"


def seating(labels: Sequence[str], match: int) -> list[str]:
    """The label at each seat for match number `match` (see the module's doc)."""
    n = len(labels)
    block, turn = divmod(match, n)
    order = list(labels) if block % 2 == 0 else [labels[0]] + list(labels[:0:-1])
    return [order[(seat + turn) % n] for seat in range(n)]


def play_match(job: Job) -> Tally:
    n = len(job.labels)
    block = job.match // n
    seats = seating(job.labels, job.match)
    tally = Tally()
    # Every match of a block is dealt the same cards: the seed is the block's.
    match = Match.new(n, job.rules, seed=job.seed * 1_000_003 + block)
    counted = units(seats)
    unit_of = {seat: unit for unit, members in counted for seat in members}
    bots = []
    for seat, label in enumerate(seats):
        level = level_of(label)
        options = dict(job.hard_options) if level == "hard" else {}
        if TRUE_HANDS in label:
            options["sampler"] = TrueHands(match)
        bot = make_bot(level, seed=job.seed * 100_000 + job.match * 10 + seat, **options)
        bots.append(Timed(bot, tally.times[unit_of[seat]]))
    while True:
        play_round(match.round, bots)
        round_scores = match.round_scores()
        tally.rounds += 1
        winner = match.round.winner
        for unit, members in counted:
            won = winner in members
            tally.seats[unit] += 1
            tally.points[unit] += sum(round_scores[s] for s in members)
            tally.wins[unit] += won
            counts = tally.block(unit, block)
            counts[0] += won
            counts[1] += 1
        if match.over:
            break
        match.next_round()
    tally.matches = 1
    for unit, members in counted:
        tally.match_seats[unit] += 1
        tally.match_wins[unit] += match.winner in members
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


def block_share(blocks: dict[int, list[int]]) -> tuple[float, float, float]:
    """Share and its 95% interval from the spread between blocks of duplicate
    matches (a ratio estimate with the blocks as independent units)."""
    pairs = list(blocks.values())
    k = len(pairs)
    wins = sum(w for w, _ in pairs)
    trials = sum(s for _, s in pairs)
    if k < 2 or trials == 0:
        return share(wins, trials)
    p = wins / trials
    mean_trials = trials / k
    spread = sum((w - p * s) ** 2 for w, s in pairs) / (k - 1)
    half = 1.96 * math.sqrt(spread / k) / mean_trials
    return p, p - half, p + half


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def team_labels(teams: Sequence[Sequence[str]]) -> tuple[str, ...]:
    """One label a seat for teams of two, partners opposite: team t sits at
    seats t and t + half the table."""
    if len(teams) < 2 or any(len(team) != 2 for team in teams):
        raise ValueError("--teams wants two or more teams of two levels each, e.g. hard,hard/normal,normal")
    names = "ABCDE"
    count = len(teams)
    return tuple(f"{teams[seat % count][seat // count]}{TEAM}{names[seat % count]}" for seat in range(2 * count))


def labels_for(lineup: Sequence[str], seats: int | None, true_hands: bool) -> tuple[str, ...]:
    """One label a seat: the line-up, filled with its last level."""
    levels = list(LINEUPS.get(lineup[0], lineup)) if len(lineup) == 1 else list(lineup)
    n = seats or len(levels)
    if len(levels) > n:
        raise ValueError(f"a line-up of {len(levels)} does not fit {n} seats")
    levels += [levels[-1]] * (n - len(levels))
    if true_hands:
        if levels[0] != "hard":
            raise ValueError("--against-true-hands gives the real hands to a hard level in the first seat")
        levels[0] += TRUE_HANDS
    return tuple(levels)


def run(labels: tuple[str, ...], rounds: int, rules: RuleSet, processes: int, seed: int,
        hard_options: dict, quiet: bool = False) -> Tally:
    # Rounds a match vary; deal out whole blocks (both orders round the
    # table) until enough rounds are done.
    total = Tally()
    n = len(labels)
    m = 0
    batch = 2 * n * max(1, -(-processes * 2 // n))
    with multiprocessing.Pool(processes) as pool:
        while total.rounds < rounds:
            jobs = [Job(m + i, labels, rules, seed, hard_options) for i in range(batch)]
            m += batch
            for tally in pool.imap_unordered(play_match, jobs):
                total.add(tally)
            if not quiet:
                print(f"  {total.rounds} rounds, {total.matches} matches", file=sys.stderr, flush=True)
    return total


def report(labels: tuple[str, ...], rules_name: str, rules: RuleSet, total: Tally, seconds: float) -> str:
    counted = list(dict.fromkeys(unit for unit, _ in units(labels)))
    fair = 1 / len(units(labels))
    width = max(16, *(len(unit) for unit in counted))
    lines = [
        f"line-up {','.join(labels)} | rules {rules_name} | scoring {rules.scoring} | "
        f"{total.rounds} rounds in {total.matches} matches to {rules.target_score} | "
        f"fair share {fair:.1%} | {seconds:.0f} s",
        f"{'level' if team_of(labels[0]) is None else 'team':{width}} {'rounds won (95% CI)':>24}"
        f" {'(by blocks)':>16} {'points/round':>13} {'matches won (95% CI)':>26} {'choose median':>14} {'p99':>9}",
    ]
    for label in counted:
        p, lo, hi = share(total.wins[label], total.seats[label])
        _, blo, bhi = block_share(total.blocks.get(label, {}))
        mp, mlo, mhi = share(total.match_wins[label], total.match_seats[label])
        ppr = total.points[label] / total.seats[label]
        times = total.times[label]
        med = statistics.median(times) * 1000 if times else 0.0
        p99 = percentile(times, 0.99) * 1000 if times else 0.0
        lines.append(
            f"{label:{width}} {p:>7.1%} ({lo:.1%}–{hi:.1%}) {f'({blo:.1%}–{bhi:.1%})':>16} {ppr:>13.1f}"
            f" {mp:>9.1%} ({mlo:.1%}–{mhi:.1%}) {med:>11.3f} ms {p99:>6.2f} ms"
        )
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--lineup", default="hard,normal",
                        help="one level a seat (easy, normal, hard, random, greedy), the last "
                             f"filling the table; or a named line-up: {', '.join(LINEUPS)}")
    parser.add_argument("--seats", type=int, default=None,
                        help="players at the table (default: 4, or as many as the line-up names)")
    parser.add_argument("--rounds", type=int, default=2000)
    parser.add_argument("--teams", default=None, metavar="A,A/B,B",
                        help="teams of two, partners opposite: each team's two levels, teams separated by /")
    parser.add_argument("--rules", choices=sorted(PRESETS), default="official")
    parser.add_argument("--rule", action="append", default=[], metavar="NAME=VALUE",
                        help="any rule on top of --rules (a number, a word, True or False)")
    parser.add_argument("--scoring", choices=("winner", "lowest"), default="winner")
    parser.add_argument("--target", type=int, default=500, help="match target score")
    parser.add_argument("--processes", type=int, default=multiprocessing.cpu_count())
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--against-true-hands", action="store_true",
                        help="diagnostic: the first seat (hard) searches on the real hands")
    parser.add_argument("--hard-budget", type=float, default=None,
                        help="the hard level's time budget a decision, in seconds (default: none, "
                             "so that a seed gives the same figures)")
    parser.add_argument("--hard-rollouts", type=int, default=None,
                        help="the hard level's play-outs a decision (default: its own)")
    parser.add_argument("--hard-option", action="append", default=[], metavar="NAME=VALUE",
                        help="any other option of the hard level (a number, None, True or False);"
                        " policy.NAME=VALUE sets one weight of its judgement")
    args = parser.parse_args(argv)
    lineup = tuple(args.lineup.split(","))
    seats = args.seats or (4 if len(lineup) < 4 and lineup[0] not in LINEUPS else None)
    try:
        if args.teams:
            labels = team_labels([team.split(",") for team in args.teams.split("/")])
        else:
            labels = labels_for(lineup, seats, args.against_true_hands)
        for label in labels:
            make_bot(level_of(label))  # an unknown level fails here, before any work
        if not 2 <= len(labels) <= 10:
            raise ValueError("a table seats 2 to 10 players")
    except ValueError as error:
        parser.error(str(error))
    changes: dict = {"scoring": args.scoring, "target_score": args.target, "teams": bool(args.teams)}
    for option in args.rule:
        name, _, value = option.partition("=")
        try:
            changes[name] = ast.literal_eval(value)
        except (ValueError, SyntaxError):
            changes[name] = value  # a word, such as deck=swap
    try:
        rules = dataclasses.replace(PRESETS[args.rules], **changes)
        rules.check_players(len(labels))
    except (TypeError, ValueError) as error:
        parser.error(f"--rule: {error}")
    hard_options: dict = {"time_budget": None}
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
        hard_options = with_policy(hard_options)
        make_bot("hard", **hard_options)  # an unknown option fails here, before any work
    except (TypeError, ValueError) as error:
        parser.error(str(error))
    start = time.perf_counter()
    total = run(labels, args.rounds, rules, args.processes, args.seed, hard_options)
    rules_name = " ".join([args.rules, *args.rule])
    print(report(labels, rules_name, rules, total, time.perf_counter() - start))


if __name__ == "__main__":
    main()
