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
disk and checkpointed into the file. When the file stops taking writes
(another program holds it, the disk is full, read-only or failing), the
store goes on with a copy in memory, keeps what waits for the file and
writes it at the end of the next round or when asked (`writing.py`),
saying so once, and once more when it is saved.

Everything read back is checked (`checked.py`): a value the game never
writes is told once (`NoticeCode.SKIPPED`), never raised.
"""
from __future__ import annotations

import contextlib
import sqlite3
import time
from collections.abc import Callable, Iterable, Sequence
from datetime import date, datetime
from pathlib import Path
from typing import TypeVar

from unodesk.engine.values import value
from unodesk.session import Change, MatchLog, ReplayFailure, ReplayProblem, replay
from unodesk.setup import SeatKind

from . import backups, keeping, queries
from .backups import BackupInfo, BackupProblem
from .checked import Skipped
from .notices import NoticeCode, StoreNotice, WriteProblem, write_problem
from .opening import Opened, default_path, memory_database, open_database, set_aside
from .queries import MatchState, MatchSummary, PlayerStats, Scoresheet
from .writing import FileLost, Keeping, Writer, checkpoint

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
class Restored:
    """The scores were restored from `backup`; what was kept before is `kept_as`."""

    backup: BackupInfo
    kept_as: Path


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
        file: sqlite3.Connection | None = None,
        clock: Callable[[], float] = time.monotonic,
        now: Callable[[], datetime] = _now,
        smoke: bool = False,
    ) -> None:
        """`file`: the file, when `connection` is a copy in memory whose writes
        wait for it. `smoke`: every match begun is a smoke run's, kept in the
        history but never offered to go on (even after a kill); no daily
        backup is made for it."""
        self.path = path
        self.smoke = smoke
        self._clock = clock
        self._now = now
        self._notices: list[StoreNotice] = []
        self._skipped = Skipped()
        self._backed_up: date | None = None  # the day of the last automatic backup made in this run
        self._wrote = False
        self._writer = self._attach(Opened(connection, in_memory, notice, file))
        self._unbind()

    def _attach(self, opened: Opened) -> Writer:
        """Write where `opened` says, from now on."""
        keeping = (Keeping.WAITING if opened.file is not None else Keeping.IN_MEMORY if opened.in_memory
                   else Keeping.ON_DISK)
        notice = opened.notice
        if notice is not None:
            self._notices.append(notice)
        if keeping is Keeping.ON_DISK:
            checkpoint(opened.connection)  # a clean start: what a crash left in the log goes into the file
        return Writer(self.path, opened.connection, keeping, opened.file, notice.problem if notice else None)

    @classmethod
    def open(cls, path: Path | None = None, *, clock: Callable[[], float] = time.monotonic,
             now: Callable[[], datetime] = _now, smoke: bool = False) -> ScoreStore:
        """The database in the data folder (or at `path`); never fails."""
        path = default_path() if path is None else path
        opened = open_database(path, now)
        return cls(opened.connection, path, in_memory=opened.in_memory, notice=opened.notice, file=opened.file,
                   clock=clock, now=now, smoke=smoke)

    @classmethod
    def memory(cls, *, clock: Callable[[], float] = time.monotonic, now: Callable[[], datetime] = _now
               ) -> ScoreStore:
        """A store that keeps nothing after the game closes (tests, a second copy)."""
        return cls(memory_database(), Path(":memory:"), in_memory=True, clock=clock, now=now)

    @property
    def _conn(self) -> sqlite3.Connection:
        """What the scores are read from: the file, or the copy in memory."""
        return self._writer.conn

    @property
    def saving(self) -> bool:
        """Whether scores reach the disk (nothing waits for it)."""
        return self._writer.keeping is Keeping.ON_DISK

    @property
    def waiting(self) -> bool:
        """Whether what was played waits for the file to take it (`save_now`)."""
        return self._writer.keeping is Keeping.WAITING

    def save_now(self) -> bool:
        """The person asks: write what waits for the file; True once saved
        (told either way, through `take_notices`)."""
        return self._writer.flush(asked=True)

    def take_notices(self) -> list[StoreNotice]:
        """What happened that the person should hear of, each told once."""
        notices, self._notices = self._notices + self._writer.notices, []
        self._writer.notices = []
        skipped = self._skipped.news()
        if skipped:
            notices.append(StoreNotice(NoticeCode.SKIPPED, self.path, self.saving, count=skipped))
        return notices

    def close(self) -> Path | None:
        """Write what waits, if the file can take it at last. Returns where
        it was kept instead, when it could not (`<file>.unsaved-<date>-<time>`,
        which Restore reads), or None."""
        if self._wrote:
            self._daily_backup()
        unsaved = self._writer.close()
        if unsaved is None:
            return None
        try:
            return backups.keep_unsaved(unsaved, self.path, self._now())
        finally:
            unsaved.close()

    # ----------------------------------------------------------- the match in play

    @property
    def match_id(self) -> int | None:
        """The match begun or resumed, which `keep` writes to."""
        return self._match_id

    def _not_kept(self) -> None:
        self._lost = True
        self._notices.append(StoreNotice(NoticeCode.MATCH_NOT_KEPT, self.path, self.saving))

    def _unbind(self) -> None:
        self._match_id: int | None = None
        # Where the saved play of the match in play stands: the round, how
        # many of its actions are written, whether its end is. A change
        # must go on from there (a change missed would leave a gap).
        self._round = 0
        self._length = 0
        self._ended = False
        self._lost = False  # the match in play could not be copied to memory
        self._detached = False  # the scores were restored from a backup under the match in play
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
        new = keeping.NewMatch.of(log, preset, _stamp(self._now()), smoke=self.smoke)
        made: list[int] = []

        def insert(conn: sqlite3.Connection) -> int:
            # Written again later (the file was busy), it keeps the id it was given first.
            match_id = keeping.insert_match(conn, new, made[0] if made else None)
            made[:] = [match_id]
            return match_id

        try:
            match_id = self._write(insert)
        except sqlite3.IntegrityError:
            self._unbind()
            self._not_kept()
            return 0
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
        if self._over or self._lost or self._detached:
            return
        match_id = self._match_id
        if match_id is None:
            raise ValueError("no match begun or resumed")
        self._check_follows(change)
        seconds = self._round_seconds(change.round_number)
        ended = _stamp(self._now()) if change.ended is not None else ""
        try:
            self._write(lambda conn: keeping.write_change(conn, match_id, change, seconds, ended),
                        durable=change.ended is not None)
        except sqlite3.IntegrityError:
            # No such match in the copy in memory, or rows another program
            # left where this match's go: it plays on, not kept.
            if not self._lost:
                self._not_kept()
            return
        if change.ended is not None:
            self._daily_backup()
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
        """The match left in play, if any, for the offer to go on with it (a
        smoke run's never). One whose history line cannot be read is marked
        as one that cannot be continued, and said once."""
        row = self._conn.execute(
            "SELECT m.id, p.round FROM matches m LEFT JOIN progress p ON p.match_id = m.id"
            " WHERE m.state = 'in_progress' AND NOT m.smoke"
        ).fetchone()
        if row is None:
            return None
        match_id, number = row
        summary = queries.summary(self._conn, match_id, self._skipped)
        if summary is None:
            self._mark(match_id, ReplayFailure(ReplayProblem.BAD_SETUP, detail="its history line cannot be read"))
            self._notices.append(StoreNotice(NoticeCode.UNREADABLE_MATCH, self.path, self.saving))
            return None
        return Unfinished(summary, number if type(number) is int and number >= 1 else 1)

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
            self._mark(match_id, outcome)
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

    def _mark(self, match_id: int, failure: ReplayFailure) -> None:
        """The match cannot be continued: kept as it is, never offered again."""
        self._write(lambda conn: conn.execute(
            "UPDATE matches SET state = 'cannot_continue', problem = ?, problem_detail = ? WHERE id = ?",
            (failure.problem.value, failure.detail[:500], match_id),
        ))
        if match_id == self._match_id:
            self._unbind()

    # ----------------------------------------------------------- reading

    def scoresheet(self, match_id: int | None = None) -> Scoresheet | None:
        """A match's scoresheet; the match in play's when no id is given."""
        match_id = self._match_id if match_id is None else match_id
        return None if match_id is None else queries.scoresheet(self._conn, match_id, self._skipped)

    def history(self, player: str | None = None, *, states: Iterable[MatchState] | None = None,
                limit: int | None = 50, offset: int = 0, unplayed: bool = False) -> list[MatchSummary]:
        """Matches newest first (see queries.history: a match nobody can go
        on with that never finished a round only with `unplayed`)."""
        return queries.history(self._conn, player, states=states, limit=limit, offset=offset, unplayed=unplayed,
                               skipped=self._skipped)

    def count_matches(self, player: str | None = None, *, states: Iterable[MatchState] | None = None,
                      unplayed: bool = False) -> int:
        return queries.count_matches(self._conn, player, states=states, unplayed=unplayed)

    def statistics(self, player: str | None = None) -> list[PlayerStats]:
        return queries.statistics(self._conn, player, self._skipped)

    def faces(self) -> dict[str, str]:
        """Each player's face by name (only faces this version draws)."""
        try:
            return queries.faces(self._conn)
        except sqlite3.Error:  # a damaged row or file: every player wears their initial
            return {}

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
        returns the rows written below the header (a row that cannot be read
        is left out, and told). Raises OSError when the file cannot be written."""
        from . import export  # (with its csv module, when a person exports)

        return export.write_csv(self._conn, out, match_id=match_id, delimiter=delimiter, header=header,
                                values=values, skipped=self._skipped)

    # ----------------------------------------------------------- backups

    def back_up(self, target: Path) -> None:
        """Everything kept now (what waits for the file too) into the file
        `target`, through SQLite's backup API. Raises OSError or
        sqlite3.Error when it cannot be written."""
        backups.back_up(self._conn, target)

    def backups_folder(self) -> Path:
        """Where the automatic backups are: one a day, the last seven."""
        return self.path.parent / backups.BACKUP_FOLDER

    def _daily_backup(self) -> None:
        today = self._now().date()
        if self._backed_up == today or self.smoke or not self.saving:
            return
        self._backed_up = today
        # A backup that cannot be made (a full disk) costs nothing but itself.
        with contextlib.suppress(OSError, sqlite3.Error):
            backups.daily(self._conn, self.backups_folder(), today)

    def restore(self, source: Path) -> Restored | BackupProblem | WriteProblem:
        """Put the scores of the backup `source` in place of those kept now,
        which are first set aside whole (`<file>.before-restore-<date>-<time>`,
        the log with them, so no stale log is ever read into the backup).
        The match in play is no longer kept: begin or resume one next.
        Refused (nothing changed) for a file that is no backup to restore,
        or while the file cannot be written (`WriteProblem`)."""
        found = backups.inspect(source)
        if isinstance(found, BackupProblem):
            return found
        with contextlib.suppress(OSError):
            if source.resolve() == self.path.resolve():
                return BackupProblem.IN_USE
        if not self.saving:
            return self._writer.problem or WriteProblem.OTHER
        self._writer.close()  # its log folded into the file
        try:
            aside = set_aside(self.path, self._now(), "before-restore")
        except OSError as error:
            self._writer = self._attach(open_database(self.path, self._now))
            return write_problem(error) or WriteProblem.OTHER
        try:
            backups.copy_in(source, self.path)
        except (OSError, sqlite3.Error) as error:
            # Half a copy (a full disk) goes; what was kept comes back as it was.
            for end in ("", "-wal", "-shm", "-journal"):
                with contextlib.suppress(OSError):
                    Path(f"{self.path}{end}").unlink()
            self._put_back(aside)
            return write_problem(error) or WriteProblem.OTHER
        self._writer = self._attach(open_database(self.path, self._now))
        self._unbind()
        self._detached = True
        return Restored(found, aside)

    def _put_back(self, aside: Path) -> None:
        for end in ("", "-wal", "-journal"):
            with contextlib.suppress(OSError):
                Path(f"{aside}{end}").rename(f"{self.path}{end}")
        self._writer = self._attach(open_database(self.path, self._now))

    # ----------------------------------------------------------- writing safely

    def _write(self, work: Callable[[sqlite3.Connection], T], *, durable: bool = False) -> T:
        """Run `work` in one transaction where the scores are kept (`writing.py`)."""
        self._wrote = True
        try:
            return self._writer.write(work, durable=durable)
        except FileLost:
            # The file refused the write and could not be read into memory
            # either: the match in play is not in the copy, and is no longer kept.
            self._lost = self._match_id is not None
            return self._writer.write(work, durable=durable)
