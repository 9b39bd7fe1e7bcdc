"""The scores database: the match in play saved as it goes, finished rounds
kept for good, and what the windows read.

How the game uses it:

    store = ScoreStore.open()            # never fails; see take_notices()
    log = MatchLog.begin(setup)          # or: store.resume() on start
    store.begin_match(log, preset=name)
    ...  store.keep(log.apply(action).change)      after every action; a round's end with it
    ...  store.keep(log.next_round())
    ...  store.keep(log.take_back(seat).change)    when it was taken back

The store writes each change as the session reported it (`keeping.py`)
and keeps no copy of the match: it only checks that a change follows the
last one. A kill at any moment loses at most the action being saved: each
action is its own transaction in a write-ahead log, and the action that
ends a round is one transaction with the round's scores, synced to the
disk. When the disk stops taking writes (full, read-only, failing), the
store copies what it holds into memory, goes on there and says so once.
"""
from __future__ import annotations

import contextlib
import sqlite3
import time
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from unodesk.engine.values import value
from unodesk.session import Change, MatchLog, ReplayFailure, replay
from unodesk.setup import SeatKind

from . import keeping, queries
from .notices import NoticeCode, StoreNotice, WriteProblem, write_problem
from .opening import default_path, memory_database, open_database
from .queries import MatchState, MatchSummary, PlayerStats, Scoresheet

T = TypeVar("T")


def _now() -> datetime:
    return datetime.now().astimezone()


def _stamp(when: datetime) -> str:
    return when.isoformat(timespec="seconds")


@value
class Unfinished:
    """The match that was in play when the game last closed, for the offer
    to go on: its history line (start, names, totals after the last finished
    round) and the round in play."""

    summary: MatchSummary
    round_number: int

    @property
    def match_id(self) -> int:
        return self.summary.match_id


@value
class Resumed:
    match_id: int
    log: MatchLog


@value
class CannotContinue:
    """The saved play no longer replays; the match is kept, marked so."""

    match_id: int
    failure: ReplayFailure


class ScoreStore:
    def __init__(
        self,
        connection: sqlite3.Connection,
        path: Path,
        *,
        in_memory: bool,
        notice: StoreNotice | None = None,
        clock: Callable[[], float] = time.monotonic,
        now: Callable[[], datetime] = _now,
    ) -> None:
        self.path = path
        self._conn = connection
        self._in_memory = in_memory
        self._clock = clock
        self._now = now
        self._notices: list[StoreNotice] = [notice] if notice else []
        self._told_not_saved = notice is not None and not notice.saving
        self._unbind()

    @classmethod
    def open(cls, path: Path | None = None, *, clock: Callable[[], float] = time.monotonic,
             now: Callable[[], datetime] = _now) -> ScoreStore:
        """The database in the data folder (or at `path`); never fails."""
        path = default_path() if path is None else path
        opened = open_database(path, now)
        return cls(opened.connection, path, in_memory=opened.in_memory, notice=opened.notice,
                   clock=clock, now=now)

    @classmethod
    def memory(cls, *, clock: Callable[[], float] = time.monotonic, now: Callable[[], datetime] = _now
               ) -> ScoreStore:
        """A store that keeps nothing after the game closes (tests, a second copy)."""
        return cls(memory_database(), Path(":memory:"), in_memory=True, clock=clock, now=now)

    @property
    def saving(self) -> bool:
        """Whether scores reach the disk."""
        return not self._in_memory

    def take_notices(self) -> list[StoreNotice]:
        """What happened that the person should hear of, each told once."""
        notices, self._notices = self._notices, []
        return notices

    def close(self) -> None:
        try:
            if not self._in_memory:
                self._conn.execute("PRAGMA optimize")
        except sqlite3.Error:
            pass
        self._conn.close()

    # ----------------------------------------------------------- the match in play

    @property
    def match_id(self) -> int | None:
        """The match begun or resumed, which `keep` writes to."""
        return self._match_id

    def _unbind(self) -> None:
        self._match_id: int | None = None
        # Where the saved play of the match in play stands: the round, how
        # many of its actions are written, whether its end is. A change
        # must go on from there (a change missed would leave a gap).
        self._round = 0
        self._length = 0
        self._ended = False
        self._lost = False  # the match in play could not be copied to memory
        self._over = False  # the match is finished: nothing more to save
        self._clock_round = 0
        self._clock_base = 0.0
        self._clock_mark = 0.0

    def begin_match(self, log: MatchLog, *, preset: str | None = None) -> int:
        """Record a new match (an unfinished one is marked abandoned); the
        changes kept from now on are the log's. Returns the match's id.

        A match begun at a position set up by hand (`MatchLog.at`) cannot be
        kept, since no record would play it again: it raises ValueError."""
        if not log.replayable:
            raise ValueError("a match begun at a position set up by hand cannot be kept: nothing would replay it")
        if log.round_number != 1:
            raise ValueError("a match is kept from its first round")
        started = _stamp(self._now())
        match_id = self._write(lambda conn: keeping.insert_match(conn, log, preset, started))
        self._unbind()
        self._match_id, self._round = match_id, 1
        self.keep(log.round_so_far())
        return match_id

    def keep(self, change: Change) -> None:
        """Write what one operation on the match in play changed (what the
        log's `apply`, `next_round` and `take_back` return), as soon as it
        is made. A change that ends a round is one transaction synced to the
        disk with the round's scores, so that it is kept before anyone sees
        the round's summary."""
        if self._over or self._lost:
            return
        match_id = self._match_id
        if match_id is None:
            raise ValueError("no match begun or resumed")
        self._check_follows(change)
        seconds = self._round_seconds(change.round_number)
        ended = _stamp(self._now()) if change.ended is not None else ""
        self._write(lambda conn: keeping.write_change(conn, match_id, change, seconds, ended),
                    durable=change.ended is not None)
        self._round, self._length, self._ended = change.round_number, change.length, change.ended is not None
        self._over = change.ended is not None and change.ended.match_over

    def _check_follows(self, change: Change) -> None:
        """A change must go on from what is saved: a caller that missed one
        would save a match that no longer replays."""
        if change.dealt:
            if change.round_number != self._round + 1 or not self._ended:
                raise ValueError(f"round {change.round_number} is dealt, but round {self._round} has not been"
                                 " kept as ended")
        elif change.round_number != self._round or self._ended:
            raise ValueError(f"a change to round {change.round_number}, but round {self._round} is the one"
                             f" in play{' and it is over' if self._ended else ''}")
        elif change.first > self._length or (change.first < self._length and not change.cut):
            raise ValueError(f"a change from action {change.first} of round {change.round_number}, but"
                             f" {self._length} are saved")

    def _round_seconds(self, number: int) -> float:
        """Time played in round `number` (the one in play), in this run and the ones before."""
        now = self._clock()
        if number != self._clock_round:
            self._clock_round, self._clock_base, self._clock_mark = number, 0.0, now
        return self._clock_base + (now - self._clock_mark)

    def abandon(self, match_id: int | None = None) -> None:
        """Mark the match in play (or the one given, while unfinished) as
        abandoned: it stays in the history, and can no longer be continued."""
        ended = _stamp(self._now())
        if match_id is None:
            match_id = self._match_id
        if match_id is None:
            return
        self._write(lambda conn: keeping.abandon(conn, "id = ? AND state = 'in_progress'", (match_id,), ended))
        if match_id == self._match_id:
            self._unbind()

    def unfinished(self) -> Unfinished | None:
        """The match left in play, if any, for the offer to go on with it."""
        row = self._conn.execute(
            "SELECT m.id, p.round FROM matches m LEFT JOIN progress p ON p.match_id = m.id"
            " WHERE m.state = 'in_progress'"
        ).fetchone()
        if row is None:
            return None
        summary = queries.summary(self._conn, row[0])
        return None if summary is None else Unfinished(summary, row[1] or 1)

    def resume(self, match_id: int | None = None) -> Resumed | CannotContinue | None:
        """Replay the unfinished match (or the one given) and go on saving it.
        A match that no longer replays is marked `cannot_continue`, its saved
        play kept as it is; None when there is no such match."""
        if match_id is None:
            found = self.unfinished()
            if found is None:
                return None
            match_id = found.match_id
        saved = keeping.read_saved(self._conn, match_id)
        if saved is None:
            return None
        record, digest, seconds = saved
        outcome = record if isinstance(record, ReplayFailure) else replay(record, digest=digest)
        if isinstance(outcome, ReplayFailure):
            self._write(lambda conn: conn.execute(
                "UPDATE matches SET state = 'cannot_continue', problem = ?, problem_detail = ? WHERE id = ?",
                (outcome.problem.value, outcome.detail, match_id),
            ))
            if match_id == self._match_id:
                self._unbind()
            return CannotContinue(match_id, outcome)
        self._unbind()
        self._match_id = match_id
        self._round, self._length = outcome.round_number, len(outcome.actions)
        self._ended = keeping.round_kept(self._conn, match_id, outcome.round_number)
        self._clock_round, self._clock_base, self._clock_mark = outcome.round_number, seconds, self._clock()
        end = outcome.round_end()
        if end is not None and not self._ended:
            # Saved by an older version between the round's last action and its end.
            self.keep(Change(end.number, self._length, take_backs=end.take_backs, digest=outcome.digest(), ended=end))
        return Resumed(match_id, outcome)

    # ----------------------------------------------------------- reading

    def scoresheet(self, match_id: int | None = None) -> Scoresheet | None:
        """A match's scoresheet; the match in play's when no id is given."""
        match_id = self._match_id if match_id is None else match_id
        return None if match_id is None else queries.scoresheet(self._conn, match_id)

    def history(self, player: str | None = None, *, states: Iterable[MatchState] | None = None,
                limit: int | None = 50, offset: int = 0, unplayed: bool = False) -> list[MatchSummary]:
        """Matches newest first (see queries.history: a match nobody can go
        on with that never finished a round only with `unplayed`)."""
        return queries.history(self._conn, player, states=states, limit=limit, offset=offset, unplayed=unplayed)

    def count_matches(self, player: str | None = None, *, states: Iterable[MatchState] | None = None,
                      unplayed: bool = False) -> int:
        return queries.count_matches(self._conn, player, states=states, unplayed=unplayed)

    def statistics(self, player: str | None = None) -> list[PlayerStats]:
        return queries.statistics(self._conn, player)

    def player_names(self, kind: SeatKind | None = SeatKind.PERSON, limit: int | None = None) -> list[str]:
        return queries.player_names(self._conn, kind, limit)

    def delete_match(self, match_id: int) -> bool:
        """Remove a match and its rounds for good; False if there was none."""
        deleted = self._write(lambda conn: conn.execute("DELETE FROM matches WHERE id = ?", (match_id,)).rowcount)
        if match_id == self._match_id:
            self._unbind()
        return bool(deleted)

    def export_csv(self, out: Path, match_id: int | None = None, *, delimiter: str = ",",
                   header: Sequence[str] | None = None,
                   values: Callable[[str, object], object] | None = None) -> int:
        """Write one match (or every match) as CSV (see export.write_csv);
        returns the rows written below the header. Raises OSError when the
        file cannot be written."""
        from . import export  # (with its csv module, when a person exports)

        return export.write_csv(self._conn, out, match_id=match_id, delimiter=delimiter, header=header,
                                values=values)

    # ----------------------------------------------------------- writing safely

    def _write(self, work: Callable[[sqlite3.Connection], T], *, durable: bool = False) -> T:
        """Run `work` in one transaction. When the disk refuses it, go on in
        memory with a copy of what was committed, and run it there."""
        while True:
            conn = self._conn
            try:
                return _transaction(conn, work, durable=durable and not self._in_memory)
            except sqlite3.Error as error:
                problem = write_problem(error)
                if self._in_memory or problem is None:
                    raise
                self._fall_back(error, problem)

    def _fall_back(self, error: sqlite3.Error, problem: WriteProblem) -> None:
        old = self._conn
        self._conn = memory_database(old)
        with contextlib.suppress(sqlite3.Error):
            old.close()
        self._in_memory = True
        if self._match_id is not None and self._conn.execute(
            "SELECT 1 FROM matches WHERE id = ?", (self._match_id,)
        ).fetchone() is None:
            self._lost = True
        if not self._told_not_saved:
            self._told_not_saved = True
            self._notices.append(StoreNotice(NoticeCode.NOT_SAVED, self.path, False, problem=problem,
                                             detail=str(error)))


def _transaction(conn: sqlite3.Connection, work: Callable[[sqlite3.Connection], T], *, durable: bool) -> T:
    if durable:
        # A finished round waits for the disk, so that even a power cut
        # keeps it; every other commit only waits for the operating system.
        conn.execute("PRAGMA synchronous = FULL")
    try:
        conn.execute("BEGIN IMMEDIATE")
        try:
            result = work(conn)
            conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                with contextlib.suppress(sqlite3.Error):
                    conn.execute("ROLLBACK")
            raise
        return result
    finally:
        if durable:
            with contextlib.suppress(sqlite3.Error):
                conn.execute("PRAGMA synchronous = NORMAL")
