"""A scores database with a few evenings in it, for the windows' tests and screenshots."""
from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone
from pathlib import Path

from unodesk.engine import RuleSet
from unodesk.persistence.scores import ScoreStore
from unodesk.session import MatchLog
from unodesk.setup import MatchSetup, SeatKind, SeatSetup

from tests.persistence.scores.helpers import play_rounds

START = datetime(2025, 3, 9, 14, 5, tzinfo=timezone(timedelta(hours=1)))
LONG_NAME = "Bartholomew-Alexander Fitzgerald"  # longer than the 20 characters shown


class Clock:
    """Time that moves only when told."""

    def __init__(self, when: datetime = START) -> None:
        self.seconds = 0.0
        self.when = when

    def monotonic(self) -> float:
        return self.seconds

    def now(self) -> datetime:
        return self.when


def seats(*names: str, people: int = 1) -> tuple[SeatSetup, ...]:
    levels = ("easy", "normal", "hard")
    return tuple(SeatSetup(n, SeatKind.PERSON if i < people else SeatKind.COMPUTER, levels[i % 3])
                 for i, n in enumerate(names))


EVENINGS = (
    (seats("Anna", "Nils", "Bo", "Eva"), RuleSet(target_score=300), None),
    (seats("Anna", "Åsa", LONG_NAME, people=2), RuleSet(target_score=200), "official"),
    (seats("Noor", "Sem", "Anna", "Daan", "Femke", "Lars"),
     RuleSet(target_score=250, scoring="lowest", stacking=True, draw_until_playable=True, no_action_finish=True),
     "dutch"),
    (seats("Anna", "Nils"), RuleSet(target_score=150, deck="swap", max_draws=3, no_wild_finish=True), None),
)


def play_match(store: ScoreStore, clock: Clock, setup: MatchSetup, seed: int, *, rounds: int = 100,
               preset: str | None = None, take_back_in: int | None = None) -> int:
    """A match played with random legal moves and saved as the game saves it."""
    log = MatchLog.begin(setup, seed=seed)
    match_id = store.begin_match(log, preset=preset)
    rng = random.Random(seed)

    def tick(current: MatchLog) -> None:
        clock.seconds += 7
        if take_back_in == current.round_number and current.take_back_point(0).possible and rng.random() < 0.2:
            store.keep(current.take_back(0).change)

    play_rounds(log, rng, rounds, store, tick)
    if not log.match.over:  # the next round dealt, as the game deals it
        store.keep(log.next_round())
    return match_id


def prepare(path: Path, *, unfinished: bool = False, clock: Clock | None = None) -> ScoreStore:
    """Four finished matches on four evenings (and one still in play)."""
    clock = Clock() if clock is None else clock
    store = ScoreStore.open(path, clock=clock.monotonic, now=clock.now)
    for day, (sat, rules, preset) in enumerate(EVENINGS):
        clock.when = START + timedelta(days=day * 3, minutes=day * 17)
        play_match(store, clock, MatchSetup(sat, rules), seed=day + 1, preset=preset, take_back_in=2)
    if unfinished:
        clock.when = START + timedelta(days=12, hours=2)
        play_match(store, clock, MatchSetup(seats("Anna", "Nils", "Bo", LONG_NAME), RuleSet(target_score=500)),
                   seed=94, rounds=4)
    return store
