"""The game's session: a match as its setup, its seed and the actions taken,
which replay card for card; what each operation on it changed; taking a
turn back. Below the controller and the scores; no Qt, no I/O.

    log = MatchLog.begin(setup)            # or MatchLog.at(setup, round_), or replay(record)
    applied = log.apply(action)            # applied.events for the table, applied.change for the keeper
    change = log.next_round()              # once the round is over
    taken = log.take_back(seat)            # taken.change when it was taken back
"""
from .changes import Applied, Change, RoundEnd
from .log import MatchLog, Moment, replay, state_digest
from .record import SEED_LIMIT, MatchRecord, ReplayFailure, ReplayProblem
from .take_back import TakeBack, TakeBackRefusal

__all__ = [
    "SEED_LIMIT",
    "Applied",
    "Change",
    "MatchLog",
    "MatchRecord",
    "Moment",
    "ReplayFailure",
    "ReplayProblem",
    "RoundEnd",
    "TakeBack",
    "TakeBackRefusal",
    "replay",
    "state_digest",
]
