"""Recorded rounds, written out as readable traces.

A trace is a seeded round of random legal play, any seat acting (jump-ins,
catches and late Uno calls included), written one step to a few lines:
what every seat could do, how a handful of wrong actions were refused, the
action taken, the events it caused, and the whole state after it (every
hand, the pile, whose turn, the phase, ...). `test_replay.py` plays the
same rounds again and compares them with the traces stored in
`tests/engine/replays/` (xz-compressed text: `xzcat` shows them), so that
a change inside the engine that changes the game shows the first step
where it differs, in words.

A deliberate change of a rule changes some traces; write them anew with

    .venv/bin/python -m tests.engine.replay

and compare the old and the new (`xzcat`, `diff`) before committing them.
"""
from __future__ import annotations

import dataclasses
import lzma
import random
import sys
from collections.abc import Iterator
from pathlib import Path

from unodesk.engine import (
    COLORS,
    Accept,
    CallUno,
    CardDealt,
    CardPlayed,
    CardsDiscarded,
    CardsDrawn,
    CatchUno,
    Challenge,
    Challenged,
    ChooseColor,
    ColorChosen,
    DirectionReversed,
    Draw,
    DrawnCardKept,
    FirstCardReturned,
    FirstCardTurned,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    IllegalAction,
    Pass,
    PenaltyStacked,
    Phase,
    PileReshuffled,
    Play,
    Round,
    RoundOver,
    RuleSet,
    TurnSkipped,
    TurnStarted,
    UnoCalled,
    UnoCaught,
    build_deck,
)

FOLDER = Path(__file__).with_name("replays")

# Every house rule is on in at least one of these; each custom effect too.
RULE_SETS: dict[str, RuleSet] = {
    "official": RuleSet(),
    "every_house_rule": RuleSet(
        deck="shuffle", stacking=True, seven_zero=True, jump_in=True, draw_until_playable=True,
        no_wild_finish=True, no_action_finish=True, custom_effect="swap_hands",
    ),
    "swap_deck_three_draws": RuleSet(
        deck="swap", stacking=True, seven_zero=True, jump_in=True, max_draws=3,
        no_action_finish=True, custom_effect="draw_two", scoring="lowest",
    ),
    "strict_wild_draw_four": RuleSet(
        strict_wild_draw_four=True, jump_in=True, deck="shuffle", custom_effect="skip", hand_size=5,
    ),
    "stacking_without_challenge": RuleSet(
        challenge=False, stacking=True, deck="swap", custom_effect="reverse", no_wild_finish=True,
    ),
    "norwegian_table": RuleSet(
        deck="swap", challenge=False, max_draws=3, no_wild_finish=True, scoring="lowest", hand_size=4,
    ),
    "whole_round_between_wilds": RuleSet(
        deck="swap", custom_cards=1, custom_effect="swap_hands", challenge=False, max_draws=3,
        no_wild_finish=True, wild_rest=True, jump_in=True,
    ),
    "pairs_and_teams": RuleSet(
        teams=True, doubles=True, stacking=True, stack_draw_four=False, seven_zero=True, jump_in=True,
        deck="shuffle", custom_cards=2, no_action_finish=True,
    ),
}
SEATS = range(2, 11)
TEAM_SEATS = (4, 6, 8, 10)
SEEDS = (1, 2)
MAX_STEPS = 300


# ---------------------------------------------------------------- words


def act(a: object) -> str:
    """An action in a few characters: `P0 w+4:g`, `D1`, `C2>0` ..."""
    kind = type(a)
    if kind is Play:
        text = f"P{a.player} {a.card}"
        if a.color is not None:
            text += f":{a.color.value}"
        if a.target is not None:
            text += f">{a.target}"
        return text + ("!" if a.uno else "") + (" x2" if a.pair else "")
    if kind is CatchUno:
        return f"C{a.player}>{a.target}"
    if kind is ChooseColor:
        return f"N{a.player}:{a.color.value if a.color in COLORS else a.color}"
    letter = {Draw: "D", Pass: "K", CallUno: "U", Challenge: "X", Accept: "A"}.get(kind)
    return f"{letter}{a.player}" if letter else repr(a)


def cards(cs: object) -> str:
    return "?" if cs is None else " ".join(map(str, cs))


def event(e: object) -> str:
    """An event in words."""
    kind = type(e)
    if kind is CardDealt:
        return f"dealt {e.player} {e.card}"
    if kind is FirstCardTurned:
        return f"first {e.card}"
    if kind is FirstCardReturned:
        return f"returned {e.card}"
    if kind is TurnStarted:
        return f"turn {e.player}"
    if kind is CardPlayed:
        return f"{'jumped' if e.jump_in else 'played'} {e.player} {e.card}"
    if kind is ColorChosen:
        return f"colour {e.player} {e.color.value}"
    if kind is CardsDrawn:
        return f"drew {e.player} {e.count} {e.reason.value} [{cards(e.cards)}]"
    if kind is DrawnCardKept:
        return f"kept {e.player}"
    if kind is TurnSkipped:
        return f"skipped {e.player}"
    if kind is DirectionReversed:
        return f"reversed {e.direction:+d}"
    if kind is PenaltyStacked:
        return f"stacked {e.player} {e.total}"
    if kind is UnoCalled:
        return f"uno {e.player}"
    if kind is UnoCaught:
        return f"caught {e.player}>{e.target}"
    if kind is Challenged:
        return f"challenged {e.player}>{e.target} {'bluff' if e.bluff else 'fair'}"
    if kind is HandsSwapped:
        return f"swapped {e.player}>{e.target}"
    if kind is HandsPassed:
        return f"passed {e.direction:+d}"
    if kind is CardsDiscarded:
        return f"discarded {e.player} {e.color.value} [{cards(e.cards)}]"
    if kind is HandsShuffled:
        return f"shuffled {e.player} {list(e.sizes)}"
    if kind is PileReshuffled:
        return f"reshuffled {e.count}"
    if kind is RoundOver:
        return f"over {e.winner} {e.points}"
    return repr(e)


def state(r: Round) -> str:
    """Everything a caller can read of the round, on one line."""
    color = r.color.value if r.color is not None else "-"
    uno = "".join("U" if u else "." for u in r.uno_called)
    catch = "-" if r.catchable is None else r.catchable
    hands = " | ".join(cards(h) for h in r.hands)
    return (f"= {r.phase.value} cur={r.current} dir={r.direction:+d} top={r.top} col={color} "
            f"pend={r.pending_draw} catch={catch} uno={uno} pile={r.draw_pile_size} "
            f"discard={len(r.discard)} :: {hands}")


# ---------------------------------------------------------------- play


def wrong_actions(r: Round, rng: random.Random, count: int) -> list:
    """`count` actions near the legal ones: every kind, every seat, cards
    from the hands and the table, any colour, target and Uno."""
    seats = range(r.players)
    pool: list = [k(s) for s in seats for k in (Draw, Pass, CallUno, Challenge, Accept)]
    pool += [ChooseColor(s, c) for s in seats for c in COLORS]
    pool += [CatchUno(s, t) for s in seats for t in seats]
    near = sorted({c for h in r.hands for c in h} | {r.top, rng.choice(build_deck(r.rules))}, key=str)
    for _ in range(count):
        pool.append(Play(rng.choice(seats), rng.choice(near), rng.choice((None, *COLORS)),
                         rng.choice((None, *seats)), rng.random() < 0.5,
                         r.rules.doubles and rng.random() < 0.5))
    return rng.sample(pool, count)


def trace(rules: RuleSet, players: int, seed: int) -> Iterator[str]:
    """The lines of one recorded round."""
    choose = random.Random(seed)
    tempt = random.Random(-seed)
    r = Round.new(players, rules, dealer=seed % players, seed=seed)
    yield "deal " + " ; ".join(map(event, r.opening_events))
    yield state(r)
    for _ in range(MAX_STEPS):
        if r.phase is Phase.OVER:
            break
        legal = r.legal_actions()
        yield "legal " + " ".join(map(act, legal))
        refusals = []
        for wrong in wrong_actions(r, tempt, 8):
            if wrong in legal:
                continue
            try:
                r.apply(wrong)
            except IllegalAction as error:
                refusals.append(f"{act(wrong)}={error.reason}")
            else:
                raise AssertionError(f"{wrong} was taken but is not legal")
        yield "refused " + " ".join(refusals)
        plays = [a for a in legal if type(a) is Play]
        action = choose.choice(plays if plays and choose.random() < 0.8 else legal)
        events = r.apply(action)
        yield f"> {act(action)} :: " + " ; ".join(map(event, events))
        yield state(r)
    if r.phase is Phase.OVER:
        yield f"end winner={r.winner} points={r.points()} hand_points={list(r.hand_points())}"
    else:
        yield f"cut after {MAX_STEPS} steps"


def cases() -> Iterator[tuple[str, int, int]]:
    for name, rules in RULE_SETS.items():
        for players in TEAM_SEATS if rules.teams else SEATS:
            for seed in SEEDS:
                yield name, players, seed


def heading(name: str, players: int, seed: int) -> str:
    return f"### {name} players={players} seed={seed}"


def traces(name: str) -> list[str]:
    """Every recorded round of one rule set, as the lines of its file."""
    rules = RULE_SETS[name]
    changed = ", ".join(f"{f.name}={getattr(rules, f.name)!r}" for f in dataclasses.fields(rules)
                        if getattr(rules, f.name) != f.default)
    lines = [f"# RuleSet({changed})"]
    for _, players, seed in (c for c in cases() if c[0] == name):
        lines.append(heading(name, players, seed))
        lines += trace(RULE_SETS[name], players, seed)
    return lines


def path(name: str) -> Path:
    return FOLDER / f"{name}.txt.xz"


def recorded(name: str) -> dict[str, list[str]]:
    """The stored traces of one rule set, by heading."""
    found: dict[str, list[str]] = {}
    lines: list[str] = []
    for line in lzma.decompress(path(name).read_bytes()).decode("utf-8").splitlines():
        if line.startswith("### "):
            lines = found[line] = []
        elif not line.startswith("# "):
            lines.append(line)
    return found


def write() -> None:
    FOLDER.mkdir(exist_ok=True)
    for name in RULE_SETS:
        text = "\n".join(traces(name)) + "\n"
        path(name).write_bytes(lzma.compress(text.encode("utf-8"), preset=9))
        print(path(name), file=sys.stderr)


if __name__ == "__main__":
    write()
