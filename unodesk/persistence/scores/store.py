"""The scores database: the match in play saved as it goes, finished rounds
kept for good, and what the windows read.

How the game uses it:

    store = ScoreStore.open()            # never fails; see take_notices()
    log = MatchLog.begin(setup)          # or: store.resume() on start
    store.begin_match(log, preset=name)
    ...  log.apply(action); store.save_progress()      after every action
    ...  round over: store.finish_round()               before the summary shows
    ...  log.next_round(); store.save_progress()
    ...  log.take_back(seat); store.save_progress()

A kill at any moment loses at most the action being saved: each action is
its own transaction in a write-ahead log, and a finished round is one
transaction synced to the disk. When the disk stops taking writes (full,
read-only, failing), the store copies what it holds into memory, goes on
there and says so once.
"""
from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import TypeVar

from unodesk.engine import Action, Phase

from ..action_codec import ActionDecodeError, decode_action, encode_action
from ..match_log import MatchLog, MatchRecord, ReplayFailure, ReplayProblem, replay
from ..setup_codec import setup_to_data
from ..setup_values import SeatKind
from . import export, queries
from .names import clean_name, name_key
from .notices import NoticeCode, StoreNotice, WriteProblem, write_problem
from .opening import default_path, memory_database, open_database
from .queries import MatchState, MatchSummary, PlayerStats, Scoresheet

T = TypeVar("T")


def _now() -> datetime:
    return datetime.now().astimezone()


def _stamp(when: datetime) -> str:
    return when.isoformat(timespec="seconds")


@dataclass(frozen=True)
class Unfinished:
    """The match that was in play when the game last closed, for the offer
    to go on: its history line (start, names, totals after the last finished
    round) and the round in play."""

    summary: MatchSummary
    round_number: int

    @property
    def match_id(self) -> int:
        return self.summary.match_id


@dataclass(frozen=True)
class Resumed:
    match_id: int
    log: MatchLog


@dataclass(frozen=True)
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
    def log(self) -> MatchLog | None:
        """The log of the match begun or resumed, which the saves write."""
        return self._log

    @property
    def match_id(self) -> int | None:
        return self._match_id

    def _unbind(self) -> None:
        self._log: MatchLog | None = None
        self._match_id: int | None = None
        self._saved: list[tuple[Action, ...]] = []  # the actions written, by round
        self._edition = 0
        self._finished: set[int] = set()  # rounds written to the rounds table
        self._lost = False  # the match in play could not be copied to memory
        self._over = False  # the match is finished: nothing more to save
        self._clock_round = 0
        self._clock_base = 0.0
        self._clock_mark = 0.0

    def begin_match(self, log: MatchLog, *, preset: str | None = None) -> int:
        """Record a new match (an unfinished one is marked abandoned); the
        saves that follow write `log`. Returns the match's id."""
        setup = log.setup
        started = _stamp(self._now())
        rules = setup_to_data(setup)["rules"]
        teams = _teams(log)

        def work(conn: sqlite3.Connection) -> int:
            _abandon(conn, "state = 'in_progress'", (), started)
            match_id = conn.execute(
                "INSERT INTO matches (started, rules, preset, target, scoring, teams, seed)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (started, _json(rules), preset, setup.rules.target_score, setup.rules.scoring,
                 int(teams is not None), log.seed),
            ).lastrowid
            for seat, entry in enumerate(setup.seats):
                player = conn.execute(
                    "INSERT INTO players (key, name, last_played) VALUES (?, ?, ?)"
                    " ON CONFLICT (key) DO UPDATE SET name = excluded.name, last_played = excluded.last_played"
                    " RETURNING id",
                    (name_key(entry.name), clean_name(entry.name), started),
                ).fetchone()[0]
                conn.execute(
                    "INSERT INTO seats (match_id, seat, player_id, name, kind, level, team)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (match_id, seat, player, clean_name(entry.name), entry.kind.value, entry.level,
                     teams[seat] if teams else None),
                )
            # With its digest, so that a kill before the first save leaves a match that replays.
            conn.execute("INSERT INTO progress (match_id, round, digest) VALUES (?, ?, ?)",
                         (match_id, log.round_number, log.digest()))
            return match_id

        match_id = self._write(work)
        self._unbind()
        self._log, self._match_id = log, match_id
        self._edition = log.edition
        self.save_progress()
        return match_id

    def save_progress(self) -> None:
        """Write what the log did since the last save: new actions, a new
        round, a take-back. Call it after each of these."""
        bound = self._bound()
        if bound is None:
            return
        log, match_id = bound
        deletes, rows, rounds = self._changes(log, match_id)
        seconds = self._round_seconds(log)
        digest = log.digest()

        def work(conn: sqlite3.Connection) -> None:
            _write_actions(conn, match_id, deletes, rows)
            conn.execute(
                "UPDATE progress SET round = ?, take_backs = ?, seconds = ?, digest = ? WHERE match_id = ?",
                (log.round_number, log.take_backs, seconds, digest, match_id),
            )

        self._write(work)
        self._after_save(log, rounds)

    def _bound(self) -> tuple[MatchLog, int] | None:
        """The match to save to; None when there is nothing (more) to save."""
        if self._over or self._lost:
            return None
        if self._log is None or self._match_id is None:
            raise ValueError("no match begun or resumed")
        return self._log, self._match_id

    def _changes(self, log: MatchLog, match_id: int
                 ) -> tuple[list[tuple[int, int]], list[tuple[int, int, int, str]], dict[int, tuple[Action, ...]]]:
        """What to delete and insert to make the saved actions the log's.

        Only the last round saved and those after it can differ: earlier
        rounds are over. Within a round the log only grows, unless its
        edition changed (a take-back), when the saved actions are compared.
        """
        saved = self._saved
        first = max(len(saved), 1)
        unfinished = [n for n in range(first, log.round_number) if n not in self._finished]
        if unfinished:
            raise ValueError(f"round {unfinished[0]} was not finished with finish_round()")
        deletes, rows, rounds = [], [], {}
        for number in range(first, log.round_number + 1):
            actions = log.round_actions(number)
            old = saved[number - 1] if number <= len(saved) else ()
            if log.edition == self._edition and len(actions) >= len(old):
                keep = len(old)
            else:
                keep = next((i for i, (a, b) in enumerate(zip(old, actions)) if a != b), min(len(old), len(actions)))
            if keep < len(old):
                deletes.append((number, keep))
            rows += [(match_id, number, seq, encode_action(a)) for seq, a in enumerate(actions[keep:], keep)]
            rounds[number] = actions
        return deletes, rows, rounds

    def _after_save(self, log: MatchLog, rounds: dict[int, tuple[Action, ...]]) -> None:
        for number, actions in rounds.items():
            while len(self._saved) < number:
                self._saved.append(())
            self._saved[number - 1] = actions
        self._edition = log.edition

    def _round_seconds(self, log: MatchLog) -> float:
        """Time played in the round in play, in this run and the ones before."""
        now = self._clock()
        if log.round_number != self._clock_round:
            self._clock_round, self._clock_base, self._clock_mark = log.round_number, 0.0, now
        return self._clock_base + (now - self._clock_mark)

    def finish_round(self) -> None:
        """Keep the finished round for good (and the match's end, when it
        is over), synced to the disk, before the round's summary is shown.
        Calling it again for the same round does nothing."""
        bound = self._bound()
        if bound is None:
            return
        log, match_id = bound
        m, r = log.match, log.round
        if r.phase is not Phase.OVER:
            raise ValueError("the round is not over")
        number = log.round_number
        if number in self._finished:
            return
        deletes, rows, rounds = self._changes(log, match_id)
        seconds = self._round_seconds(log)
        ended = _stamp(self._now())
        totals = m.scores
        hand_points = r.hand_points()
        over = m.over
        digest = log.digest()

        def work(conn: sqlite3.Connection) -> None:
            _write_actions(conn, match_id, deletes, rows)
            before = dict(conn.execute(
                "SELECT seat, total FROM round_scores WHERE match_id = ? AND number = ?", (match_id, number - 1)
            ))
            conn.execute(
                "INSERT INTO rounds (match_id, number, dealer, went_out, seconds, take_backs, ended)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (match_id, number, m.dealer, r.winner, seconds, log.take_backs, ended),
            )
            conn.executemany(
                "INSERT INTO round_scores (match_id, number, seat, points, hand_points, total)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                [(match_id, number, seat, total - before.get(seat, 0), hand_points[seat], total)
                 for seat, total in enumerate(totals)],
            )
            conn.executemany("UPDATE seats SET total = ? WHERE match_id = ? AND seat = ?",
                             [(total, match_id, seat) for seat, total in enumerate(totals)])
            if over:
                conn.execute(
                    "UPDATE matches SET state = 'finished', ended = ?, winner = ?, winning_team = ? WHERE id = ?",
                    (ended, m.winner, getattr(m, "winning_team", None), match_id),
                )
                _drop_progress(conn, "match_id = ?", (match_id,))
            else:
                conn.execute("UPDATE progress SET seconds = ?, digest = ? WHERE match_id = ?",
                             (seconds, digest, match_id))

        self._write(work, durable=True)
        self._after_save(log, rounds)
        self._finished.add(number)
        self._over = over

    def abandon(self, match_id: int | None = None) -> None:
        """Mark the match in play (or the one given, while unfinished) as
        abandoned: it stays in the history, and can no longer be continued."""
        ended = _stamp(self._now())
        if match_id is None:
            match_id = self._match_id
        if match_id is None:
            return
        self._write(lambda conn: _abandon(conn, "id = ? AND state = 'in_progress'", (match_id,), ended))
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
        loaded = self._replay_saved(match_id)
        if loaded is None:
            return None
        outcome, seconds = loaded
        if isinstance(outcome, ReplayFailure):
            self._write(lambda conn: conn.execute(
                "UPDATE matches SET state = 'cannot_continue', problem = ?, problem_detail = ? WHERE id = ?",
                (outcome.problem.value, outcome.detail, match_id),
            ))
            if match_id == self._match_id:
                self._unbind()
            return CannotContinue(match_id, outcome)
        self._unbind()
        self._log, self._match_id, self._edition = outcome, match_id, outcome.edition
        self._saved = list(outcome.rounds)
        self._finished = {n for (n,) in self._conn.execute(
            "SELECT number FROM rounds WHERE match_id = ?", (match_id,))}
        self._clock_round, self._clock_base, self._clock_mark = outcome.round_number, seconds, self._clock()
        return Resumed(match_id, outcome)

    def _replay_saved(self, match_id: int) -> tuple[MatchLog | ReplayFailure, float] | None:
        """The unfinished match played again from what was saved, and the
        time played in its round; None when there is no such match."""
        row = self._conn.execute(
            "SELECT m.seed, p.round, p.take_backs, p.seconds, p.digest FROM matches m"
            " JOIN progress p ON p.match_id = m.id WHERE m.id = ? AND m.state = 'in_progress'",
            (match_id,),
        ).fetchone()
        if row is None:
            return None
        seed, number, take_backs, seconds, digest = row
        setup = queries.match_setup(self._conn, match_id)
        if setup is None:
            return ReplayFailure(ReplayProblem.BAD_SETUP, detail="the seats or rules cannot be read"), seconds
        rounds: list[list[Action]] = [[] for _ in range(number)]
        for round_, seq, text in self._conn.execute(
            "SELECT round, seq, action FROM actions WHERE match_id = ? ORDER BY round, seq", (match_id,)
        ):
            if not 1 <= round_ <= number or seq != len(rounds[round_ - 1]):
                gap = ReplayFailure(ReplayProblem.UNREADABLE_ACTION, round_, seq, "the saved actions have a gap")
                return gap, seconds
            try:
                rounds[round_ - 1].append(decode_action(text))
            except ActionDecodeError as error:
                return ReplayFailure(ReplayProblem.UNREADABLE_ACTION, round_, seq, str(error)), seconds
        counts = dict(self._conn.execute("SELECT number, take_backs FROM rounds WHERE match_id = ?", (match_id,)))
        marks = tuple(counts.get(n, 0) for n in range(1, number)) + (take_backs,)
        return replay(MatchRecord(setup, seed, tuple(map(tuple, rounds)), marks), digest=digest), seconds

    # ----------------------------------------------------------- reading

    def scoresheet(self, match_id: int | None = None) -> Scoresheet | None:
        """A match's scoresheet; the match in play's when no id is given."""
        match_id = self._match_id if match_id is None else match_id
        return None if match_id is None else queries.scoresheet(self._conn, match_id)

    def history(self, player: str | None = None, *, states: Iterable[MatchState] | None = None,
                limit: int | None = 50, offset: int = 0) -> list[MatchSummary]:
        return queries.history(self._conn, player, states=states, limit=limit, offset=offset)

    def count_matches(self, player: str | None = None, *, states: Iterable[MatchState] | None = None) -> int:
        return queries.count_matches(self._conn, player, states=states)

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
                   header: Sequence[str] | None = None) -> int:
        """Write one match (or every match) as CSV; returns the rows written
        below the header. Raises OSError when the file cannot be written."""
        return export.write_csv(self._conn, out, match_id=match_id, delimiter=delimiter, header=header)

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
        try:
            old.close()
        except sqlite3.Error:
            pass
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
                try:
                    conn.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
            raise
        return result
    finally:
        if durable:
            try:
                conn.execute("PRAGMA synchronous = NORMAL")
            except sqlite3.Error:
                pass


def _write_actions(conn: sqlite3.Connection, match_id: int, deletes: list[tuple[int, int]],
                   rows: list[tuple[int, int, int, str]]) -> None:
    for number, keep in deletes:
        conn.execute("DELETE FROM actions WHERE match_id = ? AND round = ? AND seq >= ?", (match_id, number, keep))
    conn.executemany("INSERT INTO actions (match_id, round, seq, action) VALUES (?, ?, ?, ?)", rows)


def _abandon(conn: sqlite3.Connection, where: str, params: tuple, ended: str) -> None:
    ids = [i for (i,) in conn.execute(f"SELECT id FROM matches WHERE {where}", params)]
    for match_id in ids:
        conn.execute("UPDATE matches SET state = 'abandoned', ended = ? WHERE id = ?", (ended, match_id))
        _drop_progress(conn, "match_id = ?", (match_id,))


def _drop_progress(conn: sqlite3.Connection, where: str, params: tuple) -> None:
    """A match that can no longer go on needs its saved play no more."""
    conn.execute(f"DELETE FROM actions WHERE {where}", params)
    conn.execute(f"DELETE FROM progress WHERE {where}", params)


def _teams(log: MatchLog) -> tuple[int, ...] | None:
    """Each seat's team when the rules play in teams (an engine feature the
    database is ready for before the engine has it)."""
    m = log.match
    if not getattr(log.setup.rules, "teams", False) or not hasattr(m, "team_of"):
        return None
    return tuple(m.team_of(seat) for seat in range(len(log.setup.seats)))


def _json(data: object) -> str:
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
