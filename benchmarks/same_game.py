"""Whether this engine plays the same game as a baseline copy of it.

A change made for speed must not change the game. This plays the same
seeded rounds with both engines, loaded side by side as
`benchmarks/engine.py --baseline` loads them, under every rule set of the
recorded traces (tests/engine/replay.py) and of the benchmark, at 2 to 10
seats, and compares them step by step: the legal actions of the seat
asked (the current one, another, or every seat), the events of the action
taken (a listed one, or one made afresh, which apply checks in full), a
clone's events, the state and every seat's view after it, and now and
then a wrong action, refused for the same reason with the same message.
It stops at the first difference.

    .venv/bin/python benchmarks/same_game.py DIR [--seeds N] [--tables 2,3,4,5,6,10]

DIR is a copy of the project at another commit, e.g.
`git archive main unodesk | tar -x -C DIR`.
"""
from __future__ import annotations

import argparse
import dataclasses
import random
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import unodesk.engine as this  # (after the project's folder is on the path)
from benchmarks import engine as bench
from tests.engine.replay import RULE_SETS

STEPS = 400  # at most, a round


def rules_in(engine: ModuleType, rules: this.RuleSet) -> Any:
    return engine.RuleSet(**{f.name: getattr(rules, f.name) for f in dataclasses.fields(rules)})


def made_in(engine: ModuleType, action: Any) -> Any:
    """`action` made afresh as the other engine's value (field by field)."""
    fields = []
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        if isinstance(value, this.Card):
            value = engine.Card.parse(str(value))
        elif isinstance(value, this.Color):
            value = engine.Color(value.value)
        fields.append(value)
    return getattr(engine, type(action).__name__)(*fields)


def state(r: Any, history: bool = False) -> str:
    """Everything a round shows (the history by its length, unless asked for)."""
    views = [r.view(seat) for seat in range(r.players)]
    if not history:
        views = [dataclasses.replace(v, history=len(v.history)) for v in views]
    return repr((r.hands, r.discard, r.top, r.color, r.current, r.direction, r.draw_pile_size, r.phase,
                 r.winner, r.pending_draw, r.catchable, r.uno_called, r.dealer, r.hand_points(),
                 r.history if history else len(r.history), views))


def attempt(engines: tuple[ModuleType, ModuleType], rounds: tuple[Any, Any], action: Any) -> bool:
    """The same action, made afresh, on both: the same events, or the same refusal. Taken?"""
    outcomes: list[tuple[str, ...]] = []
    for engine, r in zip(engines, rounds, strict=True):
        try:
            outcomes.append(("taken", repr(r.apply(made_in(engine, action)))))
        except engine.IllegalAction as refused:
            outcomes.append(("refused", refused.reason, str(refused)))
    assert outcomes[0] == outcomes[1], outcomes
    return outcomes[0][0] == "taken"


def wrong_try(rng: random.Random, r: this.Round) -> object:
    """An action of any kind by any seat, often refused."""
    seat = rng.randrange(r.players)
    hand = r.hands[seat]
    card = rng.choice(hand) if hand and rng.random() < 0.8 else this.Card.parse(rng.choice(["r5", "w", "w+4"]))
    return rng.choice([
        this.Play(seat, card, rng.choice([None, *this.COLORS]), rng.choice([None, 0, seat, r.players]),
                  rng.random() < 0.3, rng.random() < 0.2),
        this.Draw(seat), this.Pass(seat), this.CallUno(seat), this.CatchUno(seat, rng.randrange(r.players)),
        this.Challenge(seat), this.Accept(seat), this.ChooseColor(seat, rng.choice(this.COLORS)),
    ])


def compare(baseline: ModuleType, seeds: int, tables: tuple[int, ...] = (2, 3, 4, 5, 6, 10)) -> tuple[int, int]:
    """Steps and refusals compared, all alike (an AssertionError names the first difference)."""
    engines = (baseline, this)
    rule_sets = {**RULE_SETS, **{f"benchmark: {name}": rules for name, rules in bench.RULE_SETS.items()}}
    steps = refusals = 0
    for name, rules in rule_sets.items():
        for players in [n for n in tables if not rules.teams or n in (4, 6, 8, 10)]:
            for seed in range(seeds):
                where = f"{name}, {players} seats, seed {seed}"
                rng = random.Random(seed)
                a = baseline.Round.new(players, rules_in(baseline, rules), dealer=seed % players, seed=seed)
                b = this.Round.new(players, rules, dealer=seed % players, seed=seed)
                assert state(a) == state(b), where
                for step in range(STEPS):
                    if b.phase is this.Phase.OVER:
                        break
                    at = f"{where}, step {step}"
                    seat = None if rng.random() < 0.3 else b.current if rng.random() < 0.8 else rng.randrange(players)
                    if rng.random() < 0.3:
                        taken = attempt(engines, (a, b), wrong_try(rng, b))
                        steps += taken
                        refusals += not taken
                        assert state(a) == state(b), at
                    listed_a, listed_b = a.legal_actions(seat), b.legal_actions(seat)
                    if not listed_b:  # (a seat with nothing to do now)
                        listed_a, listed_b = a.legal_actions(None), b.legal_actions(None)
                    assert repr(listed_a) == repr(listed_b), at
                    k = rng.randrange(len(listed_b))
                    if rng.random() < 0.2:
                        clones = a.clone(), b.clone()
                        assert repr(clones[0].apply(listed_a[k])) == repr(clones[1].apply(listed_b[k])), at
                        assert state(clones[0]) == state(clones[1]), at
                    if rng.random() < 0.15:
                        attempt(engines, (a, b), listed_b[k])
                    else:
                        assert repr(a.apply(listed_a[k])) == repr(b.apply(listed_b[k])), at
                    assert state(a) == state(b), at
                    steps += 1
                assert state(a, history=True) == state(b, history=True), where
    return steps, refusals


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("baseline", type=Path, metavar="DIR", help="a copy of the project to compare with")
    parser.add_argument("--seeds", type=int, default=4, help="seeds a rule set and table size (default 4)")
    parser.add_argument("--tables", default="2,3,4,5,6,10", help="table sizes (default 2,3,4,5,6,10)")
    args = parser.parse_args(argv)
    tables = tuple(int(n) for n in args.tables.split(","))
    steps, refusals = compare(bench.load_baseline(args.baseline), args.seeds, tables)
    print(f"the same game: {steps:,} steps and {refusals:,} refused actions compared alike")


if __name__ == "__main__":
    main()
