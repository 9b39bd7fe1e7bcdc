"""The process the kill test kills: it plays and saves, and says what it does.

Started once as a "zygote" that imports everything, then forks one worker
for each kill, so that each worker is playing within a millisecond (a new
interpreter would spend a quarter of a second importing). The zygote reads
commands on stdin:

    play SEED OUT    fork a worker that plays random rounds on the database,
                     writing its log lines to the file OUT; prints its pid
    kill PID         SIGKILL the worker and wait until it is gone; prints "gone"

A worker writes, for every change it keeps, "intend STATE" before it and
"done" after it (STATE: the position's digest, or "none" when no match is
left in play), and "round MATCH NUMBER" once a finished round is committed.
"""
from __future__ import annotations

import os
import random
import signal
import sys
from functools import partial
from pathlib import Path

from tests.session.helpers import act, setup
from unodesk.engine import Phase, RuleSet
from unodesk.persistence.scores import CannotContinue, Resumed, ScoreStore
from unodesk.session import Change, MatchLog

RULES = (
    RuleSet(target_score=60),
    RuleSet(target_score=120, stacking=True, seven_zero=True),
    RuleSet(target_score=80, scoring="lowest", deck="shuffle", jump_in=True),
)


def play(db_path: Path, seed: int, out: int) -> None:
    rng = random.Random(seed)

    def say(line: str) -> None:
        os.write(out, (line + "\n").encode())

    def save(state: str, write) -> None:
        say(f"intend {state}")
        write()
        say("done")

    store = ScoreStore.open(db_path)
    resumed = store.resume()
    if isinstance(resumed, CannotContinue):
        say(f"broken {resumed.failure}")
        return
    log = resumed.log if isinstance(resumed, Resumed) else None

    def keep(change: Change) -> None:
        over = change.ended is not None and change.ended.match_over
        save("none" if over else change.digest, lambda: store.keep(change))
        if change.ended is not None:
            say(f"round {store.match_id} {change.ended.number}")

    while True:
        if log is None:
            log = MatchLog.begin(setup(rng.randint(2, 5), 1, rng.choice(RULES)), seed=rng.randrange(2**63))
            save(log.digest(), partial(store.begin_match, log))
        elif log.round.phase is Phase.OVER:  # ended with the last change kept
            if log.match.over:
                log = None
            else:
                keep(log.next_round())
        else:
            taken = log.take_back(0) if rng.random() < 0.05 else None
            keep(taken.change if taken is not None and taken.change is not None else act(log, rng).change)


def zygote(db_path: Path) -> None:
    print("ready", flush=True)
    for command in sys.stdin:
        word, *args = command.split()
        if word == "play":
            out = os.open(args[1], os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
            pid = os.fork()
            if pid == 0:
                try:
                    play(db_path, int(args[0]), out)
                finally:
                    os._exit(0)
            os.close(out)
            print(pid, flush=True)
        elif word == "kill":
            pid = int(args[0])
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
            print("gone", flush=True)


if __name__ == "__main__":
    zygote(Path(sys.argv[1]))
