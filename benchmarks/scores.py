"""What keeping scores costs: saving as the game plays, and reading a long history.

1. Saving. The same random play (a fixed seed, 4 seats, the official
   rules) runs three ways in this one process: the engine alone, the match
   log alone, and the match log with the database keeping every change
   (every action, and with the action that ends a round the round). Each
   action is timed on its own; the figures are medians per action, and the
   added cost is the difference to the engine alone. The action that ends
   a round is committed with the round and a sync to the disk, and timed
   apart.

2. Reading. A history of 1,000 finished matches (20 really played ones,
   copied 50 times) is what the history window reads first: the first page
   of 50 matches, their count, the statistics of every player and the names
   seen before. Compared with an empty query on the same connection and with
   the same reads of an empty history.

    .venv/bin/python benchmarks/scores.py [--rounds N] [--runs K]
"""
from __future__ import annotations

import argparse
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from unodesk.engine import Action, Match, Phase, Play, RuleSet  # noqa: E402
from unodesk.persistence.scores import ScoreStore  # noqa: E402
from unodesk.session import MatchLog  # noqa: E402
from unodesk.setup import MatchSetup, SeatKind, SeatSetup  # noqa: E402

clock = time.perf_counter_ns
SETUP = MatchSetup(
    (SeatSetup("Anna", SeatKind.PERSON), SeatSetup("Nils"), SeatSetup("Bo", level="easy"),
     SeatSetup("Eva", level="hard")),
    RuleSet(target_score=2000),
)


def choose(legal: list[Action], rng: random.Random) -> Action:
    plays = [a for a in legal if type(a) is Play]
    return rng.choice(plays if plays and rng.random() < 0.85 else legal)


def scripted_play(rounds: int, seed: int = 7) -> tuple[int, list[list[Action]]]:
    """The actions of `rounds` rounds of one match, to be played again in each way."""
    log = MatchLog.begin(SETUP, seed=seed)
    rng = random.Random(seed)
    while True:
        if log.round.phase is Phase.OVER:
            if log.round_number == rounds or log.match.over:
                return log.seed, [list(r) for r in log.rounds]
            log.next_round()
        else:
            log.apply(choose(log.round.legal_actions(), rng))


def time_engine(seed: int, script: list[list[Action]]) -> tuple[list[int], list[int]]:
    match = Match.new(len(SETUP.seats), SETUP.rules, seed=seed)
    per_action = []
    for number, actions in enumerate(script):
        if number:
            match.next_round()
        for action in actions:
            start = clock()
            match.round.apply(action)
            per_action.append(clock() - start)
    return per_action, []


def time_log(seed: int, script: list[list[Action]], store: ScoreStore | None = None) -> tuple[list[int], list[int]]:
    log = MatchLog.begin(SETUP, seed=seed)
    if store is not None:
        store.begin_match(log)
    per_action, per_round = [], []
    for number, actions in enumerate(script):
        if number:
            dealt = log.next_round()
            if store is not None:
                store.keep(dealt)
        for action in actions:
            start = clock()
            change = log.apply(action).change
            if store is not None:
                store.keep(change)
            # The action that ends a round is kept with the round, synced to the disk.
            ends = store is not None and change.ended is not None
            (per_round if ends else per_action).append(clock() - start)
    return per_action, per_round


def ms(ns: float) -> str:
    return f"{ns / 1e6:.3f} ms"


def bench_saving(rounds: int, runs: int, folder: Path) -> None:
    seed, script = scripted_play(rounds)
    actions = sum(map(len, script))
    print(f"saving: {len(script)} rounds, {actions} actions, {runs} runs each; medians per action")
    samples: dict[str, list[int]] = {"engine": [], "log": [], "log+db": []}
    commits: list[int] = []
    for run in range(runs):
        samples["engine"] += time_engine(seed, script)[0]
        samples["log"] += time_log(seed, script)[0]
        store = ScoreStore.open(folder / f"saving-{run}.sqlite3")
        assert store.saving, store.take_notices()
        per_action, per_round = time_log(seed, script, store)
        store.close()
        samples["log+db"] += per_action
        commits += per_round
    medians = {name: statistics.median(values) for name, values in samples.items()}
    for name, value in medians.items():
        print(f"  {name:8} {ms(value)}")
    added = medians["log+db"] - medians["engine"]
    print(f"  added by the log and saving each action: {ms(added)} median (target under 1 ms)")
    p95 = statistics.quantiles(samples["log+db"], n=20)[-1]
    print(f"  log+db 95th percentile {ms(p95)}")
    per_action_with_rounds = (sum(samples["log+db"]) + sum(commits)) / (len(samples["log+db"]) + len(commits))
    print(f"  a round's last action, kept with the round (synced to disk): {ms(statistics.median(commits))} median, "
          f"max {ms(max(commits))}")
    print(f"  mean per action, round commits spread over the actions: {ms(per_action_with_rounds)} "
          f"(engine alone {ms(sum(samples['engine']) / len(samples['engine']))})")


def played_matches(path: Path, count: int) -> None:
    store = ScoreStore.open(path)
    names = ["Anna", "Nils", "Bo", "Eva", "Åsa", "Øyvind", "Noor", "Sem"]
    for i in range(count):
        rng = random.Random(i)
        seated = rng.sample(names, rng.randint(2, 6))
        seats = tuple(SeatSetup(n, SeatKind.PERSON if k == 0 else SeatKind.COMPUTER, rng.choice(["easy", "normal", "hard"]))
                      for k, n in enumerate(seated))
        rules = RuleSet(target_score=rng.choice([200, 300, 500]), scoring="lowest" if i % 5 == 4 else "winner")
        log = MatchLog.begin(MatchSetup(seats, rules), seed=i)
        store.begin_match(log)
        while True:
            if log.round.phase is Phase.OVER:
                if log.match.over:
                    break
                store.keep(log.next_round())
            else:
                store.keep(log.apply(choose(log.round.legal_actions(), rng)).change)
    store.close()


def copy_history(path: Path, times: int) -> int:
    """Copy every match (seats, rounds, scores) `times` times over, as new matches."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("BEGIN")
    (top,) = conn.execute("SELECT max(id) FROM matches").fetchone()
    columns = {
        table: [c[1] for c in conn.execute(f"PRAGMA table_info({table})")]
        for table in ("matches", "seats", "rounds", "round_scores")
    }
    for k in range(1, times):
        shift = k * top
        for table, names in columns.items():
            key = "id" if table == "matches" else "match_id"
            values = ", ".join(f"{name} + {shift}" if name == key else name for name in names)
            conn.execute(f"INSERT INTO {table} ({', '.join(names)}) SELECT {values} FROM {table} WHERE {key} <= ?",
                         (top,))
    conn.execute("COMMIT")
    (count,) = conn.execute("SELECT count(*) FROM matches").fetchone()
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()
    return count


def median_ms(work: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = clock()
        work()
        times.append(clock() - start)
    return statistics.median(times) / 1e6


def bench_reading(runs: int, folder: Path) -> None:
    path = folder / "history.sqlite3"
    played_matches(path, 20)
    count = copy_history(path, 50)
    conn = sqlite3.connect(path)
    rounds, rows = conn.execute("SELECT (SELECT count(*) FROM rounds), (SELECT count(*) FROM round_scores)").fetchone()
    conn.close()
    size = path.stat().st_size / 1e6
    print(f"reading: {count} matches, {rounds} rounds, {rows} score rows, {size:.1f} MB; medians of {runs} runs")

    def window(store: ScoreStore) -> Callable[[], object]:
        return lambda: (store.history(limit=50), store.count_matches(), store.statistics(), store.player_names())

    store = ScoreStore.open(path)
    empty = ScoreStore.open(folder / "empty.sqlite3")
    figures = {
        "empty query (SELECT 1)": median_ms(lambda: store._conn.execute("SELECT 1").fetchone(), runs),
        "the window's reads, empty history": median_ms(window(empty), runs),
        "the window's reads, 1,000 matches": median_ms(window(store), runs),
        "  of which the first page of 50": median_ms(lambda: store.history(limit=50), runs),
        "  of which the statistics": median_ms(store.statistics, runs),
        "a scoresheet": median_ms(lambda: store.scoresheet(count // 2), runs),
    }
    store.close()
    empty.close()
    figures["opening the database (quick_check)"] = median_ms(lambda: ScoreStore.open(path).close(), max(3, runs // 4))
    figures["CSV of the whole history"] = median_ms(
        lambda: ScoreStore.open(path).export_csv(folder / "all.csv"), max(3, runs // 4))
    for name, value in figures.items():
        print(f"  {name:40} {value:8.2f} ms")
    print("  (target: the window's data well under 300 ms)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=12, help="rounds of play to time the saving with")
    parser.add_argument("--runs", type=int, default=5, help="repetitions of each measurement")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="unodesk-bench-") as folder:
        bench_saving(args.rounds, args.runs, Path(folder))
        print()
        bench_reading(args.runs * 4, Path(folder))


if __name__ == "__main__":
    main()
