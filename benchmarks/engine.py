"""How fast the rules engine plays, against RLCard's Uno game layer.

Random play: at each step the current player takes a random legal action,
a play whenever one is legal, chosen by a seeded `random.Random`. Each
figure is the median of several runs in this one process, timed in
processor seconds. RLCard (when installed, `pip install rlcard`) takes
turns with the engine on the same number of rounds, so the ratio between
the two is what to compare across machines.

    .venv/bin/python benchmarks/engine.py [--rounds N] [--runs K] [--profile]
    .venv/bin/python benchmarks/engine.py --baseline DIR

With `--baseline DIR` (a copy of the project at another commit, e.g.
`git archive REV unodesk | tar -x -C DIR`), that engine is loaded beside
this one and the two take turns on the same rounds, so that the ratio
between them tells whether a change made the engine slower.
"""
from __future__ import annotations

import argparse
import cProfile
import dataclasses
import gc
import importlib.util
import pstats
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

import unodesk.engine
from unodesk.engine import Action, Phase, Play, Round, RuleSet

OFFICIAL = RuleSet()
# Every house rule at once; the shuffle deck and a swapping Wild
# Customizable between them reach both hand-moving wild cards.
HOUSE = RuleSet(
    deck="shuffle",
    stacking=True,
    seven_zero=True,
    jump_in=True,
    draw_until_playable=True,
    no_wild_finish=True,
    no_action_finish=True,
    custom_effect="swap_hands",
)
# The switches added since the benchmark began, on top of every house rule
# (kept apart so that a baseline from before them can play the first two).
NEWER = dataclasses.replace(
    HOUSE, doubles=True, wild_rest=True, teams=True, stack_draw_four=False, custom_cards=2)
RULE_SETS = {"official": OFFICIAL, "every house rule": HOUSE, "and the newer switches": NEWER}
SEATS = 4
# A round that has not ended after this many actions is cut short and
# counted (random play can in principle circle for ever under no_wild_finish
# or wild_rest).
MAX_STEPS = 5000
# The processor time of this process, not the wall clock: the machine is
# shared, and time spent running other programs is not the engine's.
clock = time.process_time


@dataclass(frozen=True)
class PlayRun:
    rounds: int
    actions: int
    seconds: float
    unfinished: int = 0


def pick(rng: random.Random, legal: Sequence[object], play: type = Play) -> object:
    """A random play if there is one, else any legal action, picked alike
    for both games and cheaply (it is timed with them).

    Both list the plays first: a seat's legal actions are its plays, then
    its other actions (docs/ENGINE.md); RLCard lists plays, or else only a
    draw, so for it (`play=str`) any legal action is a play. The plays are
    the list up to the actions of another type at its end, and the pick is
    one place among them from `rng.random()` (`rng.choice` would take two
    Python calls and a loop for the same uniform choice)."""
    k = len(legal)
    while k and type(legal[k - 1]) is not play:
        k -= 1
    return legal[int(rng.random() * (k or len(legal)))]


def play_ours(rules: RuleSet, rounds: int, seed: int, engine: ModuleType = unodesk.engine,
              chosen: Sequence[int] | None = None, record: list[int] | None = None) -> PlayRun:
    """Random play with `engine` (this project's, or a baseline's). With
    `chosen` (the picks of an earlier run of the same seed, each by its place
    among the legal actions) the picking is left out: the engine alone.
    `record` is given each pick's place."""
    rng = random.Random(seed)
    actions = unfinished = 0
    Round, Phase, Play = engine.Round, engine.Phase, engine.Play  # (the engine's classes)
    over = Phase.OVER
    if engine is not unodesk.engine:
        changed = {f.name: getattr(rules, f.name) for f in dataclasses.fields(rules)}
        rules = engine.RuleSet(**{k: v for k, v in changed.items() if v != getattr(RuleSet(), k)})
    picks = iter(chosen) if chosen is not None else None

    start = clock()
    for i in range(rounds):
        r = Round.new(SEATS, rules, dealer=i % SEATS, seed=seed * 100_003 + i)
        steps = 0
        while r.phase is not over and steps < MAX_STEPS:
            if picks is not None:
                r.apply(r.legal_actions(r.current)[next(picks)])
            else:
                legal = r.legal_actions(r.current)
                action = pick(rng, legal, Play)
                if record is not None:
                    record.append(place(legal, action))
                r.apply(action)
            steps += 1
        actions += steps
        unfinished += r.phase is not over
    return PlayRun(rounds, actions, clock() - start, unfinished)


def place(legal: Sequence[object], action: object) -> int:
    return next(i for i, a in enumerate(legal) if a is action)


def load_baseline(folder: Path) -> ModuleType:
    """The engine package found in `folder` (a copy of the project), loaded
    under another name beside this one."""
    package = folder / "unodesk" / "engine"
    spec = importlib.util.spec_from_file_location(
        "baseline_engine", package / "__init__.py", submodule_search_locations=[str(package)])
    if spec is None or spec.loader is None:
        raise SystemExit(f"no engine in {folder}")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def load_rlcard() -> type | None:
    try:
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    return UnoGame


def play_rlcard(game_class: type, rounds: int, seed: int, chosen: Sequence[int] | None = None,
                record: list[int] | None = None) -> PlayRun:
    """As `play_ours`, with RLCard's game."""
    import numpy as np

    rng = random.Random(seed)
    game = game_class(num_players=SEATS)
    # What rlcard's own environment does when seeded: one generator shared
    # by the dealer, the players and the round.
    game.np_random = np.random.RandomState(seed)
    actions = unfinished = 0
    picks = iter(chosen) if chosen is not None else None
    start = clock()
    for _ in range(rounds):
        game.init_game()
        steps = 0
        while not game.is_over() and steps < MAX_STEPS:
            if picks is not None:
                game.step(game.get_legal_actions()[next(picks)])
            else:
                legal = game.get_legal_actions()
                action = pick(rng, legal, str)  # the same picking as ours (every action a string)
                if record is not None:
                    record.append(place(legal, action))
                game.step(action)
            steps += 1
        actions += steps
        unfinished += not game.is_over()
    return PlayRun(rounds, actions, clock() - start, unfinished)


def interleaved_runs(games: dict[str, Callable[[int], PlayRun]], runs: int) -> dict[str, list[PlayRun]]:
    """`runs` runs of each game, taking turns, so that a busy moment of the
    machine falls on all of them alike."""
    results: dict[str, list[PlayRun]] = {name: [] for name in games}
    for k in range(runs):
        for name, play in games.items():
            results[name].append(play(k))
    return results


def engines_alone(rlcard_game: type, rounds: int, runs: int) -> float:
    """Per action, this engine against rlcard's, each taking the actions an
    earlier run of the same seed picked (by their place among the legal
    actions): the picking, a good part of each action's time and more of it
    for the engine that lists more actions, is left out. The median of the
    runs' ratios, taking turns as above."""
    ours: dict[int, list[int]] = {}
    theirs: dict[int, list[int]] = {}
    for k in range(runs):
        play_ours(OFFICIAL, rounds, seed=k + 1, record=ours.setdefault(k, []))
        play_rlcard(rlcard_game, rounds, seed=k + 1, record=theirs.setdefault(k, []))
    results = interleaved_runs({
        "ours": lambda k: play_ours(OFFICIAL, rounds, seed=k + 1, chosen=ours[k]),
        "theirs": lambda k: play_rlcard(rlcard_game, rounds, seed=k + 1, chosen=theirs[k]),
    }, runs)
    return statistics.median(
        actions_per_second(a) / actions_per_second(b) for a, b in zip(results["ours"], results["theirs"], strict=True))


def actions_per_second(run: PlayRun) -> float:
    return run.actions / run.seconds


def positions(rules: RuleSet, rounds: int, seed: int) -> list[tuple[Round, Action]]:
    """Positions met in random play, each with the action taken there."""
    rng = random.Random(seed)
    out = []
    for i in range(rounds):
        r = Round.new(SEATS, rules, dealer=i % SEATS, seed=seed + i)
        while r.phase is not Phase.OVER and len(out) < 200_000:
            r.view(r.current)  # as a player looks before each move
            action = pick(rng, r.legal_actions(r.current))
            out.append((r.clone(), action))
            r.apply(action)
    return out


def time_calls(rules: RuleSet, rounds: int, repeats: int) -> dict[str, float]:
    """Median microseconds per call of legal_actions, apply, clone and view."""
    spots = positions(rules, rounds, seed=7)
    n = len(spots)
    times: dict[str, list[float]] = {k: [] for k in ("legal_actions", "apply", "clone", "view", "view again")}

    def timed(name: str, calls: Callable[[], object]) -> None:
        gc.disable()  # as timeit does: a collection would land on one call at random
        start = clock()
        calls()
        times[name].append((clock() - start) / n)
        gc.enable()

    for _ in range(repeats):
        timed("legal_actions", lambda: [r.legal_actions(r.current) for r, _a in spots])
        fresh: list[tuple[Round, Action]] = []
        timed("clone", lambda: fresh.extend((r.clone(), a) for r, a in spots))
        # A clone has no view yet: its first is made afresh, as after every
        # step of a round (the history comes redacted from the original).
        timed("view", lambda: [r.view(r.current) for r, _a in fresh])
        timed("view again", lambda: [r.view(r.current) for r, _a in fresh])
        # Each position takes its action once, so apply works on the copies.
        timed("apply", lambda: [r.apply(a) for r, a in fresh])
    return {name: statistics.median(t) * 1e6 for name, t in times.items()}


def table(rows: list[tuple[str, ...]]) -> str:
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for k, row in enumerate(rows):
        cells = [c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(row, widths))]
        lines.append("  ".join(cells))
        if k == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def profile(rounds: int) -> None:
    """Where the time goes in random play, under every house rule and then the official rules."""
    profiler = cProfile.Profile()
    profiler.enable()
    play_ours(HOUSE, rounds, seed=1)
    play_ours(OFFICIAL, rounds, seed=1)
    profiler.disable()
    pstats.Stats(profiler).sort_stats("tottime").print_stats(25)


def compare(baseline: ModuleType, rounds: int, runs: int) -> None:
    """This engine against a baseline, taking turns on the same rounds."""
    print(f"Python {sys.version.split()[0]}, {SEATS} seats, random play, "
          f"median of {runs} runs of {rounds} rounds, each engine in turn\n")
    rows = [("rules", "baseline actions/s", "this actions/s", "this / baseline")]
    for name, rules in RULE_SETS.items():
        if not all(hasattr(baseline.RuleSet(), f.name) for f in dataclasses.fields(rules)
                   if getattr(rules, f.name) != f.default):
            continue  # switches the baseline does not have
        results = interleaved_runs({
            "baseline": lambda k: play_ours(rules, rounds, seed=k + 1, engine=baseline),
            "this": lambda k: play_ours(rules, rounds, seed=k + 1),
        }, runs)
        before = statistics.median(map(actions_per_second, results["baseline"]))
        after = statistics.median(map(actions_per_second, results["this"]))
        ratio = statistics.median(
            actions_per_second(a) / actions_per_second(b) for a, b in zip(results["this"], results["baseline"]))
        rows.append((name, f"{before:,.0f}", f"{after:,.0f}", f"{ratio:.3f}"))
    print(table(rows))
    print("\n(the ratio is the median of the ratios of runs made next to each other; the same seeds give\n"
          " the same rounds in both unless a rule changed, see actions/round in the plain run)")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=300, help="rounds per run (default 300)")
    parser.add_argument("--runs", type=int, default=7, help="runs; the median is shown (default 7)")
    parser.add_argument("--profile", action="store_true", help="print a cProfile of random play instead")
    parser.add_argument("--baseline", type=Path, metavar="DIR",
                        help="compare with the engine of the project copy in DIR instead")
    args = parser.parse_args(argv)
    if args.profile:
        profile(args.rounds)
        return
    if args.baseline:
        compare(load_baseline(args.baseline), args.rounds, args.runs)
        return

    print(f"Python {sys.version.split()[0]}, {SEATS} seats, random play, "
          f"median of {args.runs} runs of {args.rounds} rounds\n")
    ours, theirs = "unodesk, official rules", "rlcard UnoGame"
    games: dict[str, Callable[[int], PlayRun]] = {
        f"unodesk, {name}" if name != "official" else ours:
            lambda k, rules=rules: play_ours(rules, args.rounds, seed=k + 1)
        for name, rules in RULE_SETS.items()
    }
    rlcard_game = load_rlcard()
    if rlcard_game is not None:
        games[theirs] = lambda k: play_rlcard(rlcard_game, args.rounds, seed=k + 1)
    results = interleaved_runs(games, args.runs)
    rows = [("game", "rounds/s", "actions/s", "actions/round")]
    for name, runs in results.items():
        rps = statistics.median(p.rounds / p.seconds for p in runs)
        aps = statistics.median(map(actions_per_second, runs))
        per_round = sum(p.actions for p in runs) / sum(p.rounds for p in runs)
        rows.append((name, f"{rps:,.0f}", f"{aps:,.0f}", f"{per_round:.1f}"))
    print(table(rows))
    for name, runs in results.items():
        if cut := sum(p.unfinished for p in runs):
            print(f"  ({name}: {cut} rounds cut short at {MAX_STEPS} actions)")

    if rlcard_game is None:
        print("\nrlcard is not installed: no comparison (pip install rlcard).")
    else:
        # Each run is compared with rlcard's run next to it in time.
        ratio = statistics.median(
            actions_per_second(a) / actions_per_second(b) for a, b in zip(results[ours], results[theirs])
        )
        alone = engines_alone(rlcard_game, args.rounds, args.runs)
        print(f"\nper action, unodesk (official rules) is {ratio:.2f}x rlcard's speed (median of the runs' ratios);"
              f"\nthe engines alone (the same actions, picked beforehand): {alone:.2f}x"
              "\n(rlcard plays simpler rules: no Uno calls, no challenges, a drawn card that fits is played at once)")

    print("\nmedian microseconds per call, over positions met in random play")
    calls = ("legal_actions", "apply", "clone", "view", "view again")
    rows = [("rules", *calls)]
    for name, rules in RULE_SETS.items():
        us = time_calls(rules, rounds=max(args.rounds // 10, 5), repeats=args.runs)
        rows.append((name, *(f"{us[k]:.2f}" for k in calls)))
    print(table(rows))


if __name__ == "__main__":
    main()
