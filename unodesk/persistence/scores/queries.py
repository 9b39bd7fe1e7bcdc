"""What the scoresheet, history and statistics windows read: plain values.

Every value of a row is checked (`checked.py`): one that cannot be read
falls back to its column's default, or, when the row cannot be shown
without it (a match's start, its seats), the row is left out; either way
it is counted in the `Skipped` the store hands in, to be told once. The
file itself is left as it is.
"""
from __future__ import annotations

import enum
import functools
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from datetime import datetime
from typing import Any, TypeVar

from unodesk.engine import RuleSet
from unodesk.engine.rules import SCORINGS
from unodesk.engine.values import value
from unodesk.session import ReplayProblem
from unodesk.setup import MAX_SEATS, MatchSetup, SeatKind
from unodesk.setup.levels import DEFAULT_LEVEL
from unodesk.setup.looks import AVATAR_NAMES

from ..reading import load_json
from ..setup_codec import MAX_NUMBER, setup_from_data
from . import checked
from .checked import MAX_POINTS, MAX_ROUNDS, Skipped, Unreadable
from .names import name_key

# A match's rules as the game writes them: some 500 characters, four deep at most.
MAX_RULES_TEXT = 20_000
MAX_RULES_DEPTH = 8


class MatchState(enum.Enum):
    IN_PROGRESS = "in_progress"
    FINISHED = "finished"
    ABANDONED = "abandoned"  # a new match was begun instead of going on
    CANNOT_CONTINUE = "cannot_continue"  # its saved play no longer replays


@value
class SeatEntry:
    seat: int
    name: str  # as written for this match
    kind: SeatKind
    level: str | None  # computer players only
    team: int | None
    total: int  # after the last finished round


@value
class ScoreRow:
    """One line of the scoresheet: a finished round."""

    number: int
    dealer: int
    went_out: int | None
    points: tuple[int, ...]  # what each seat scored this round
    hand_points: tuple[int, ...]  # the value of each seat's cards left
    totals: tuple[int, ...]  # the running totals after it
    seconds: float
    take_backs: int

    @property
    def had_take_backs(self) -> bool:
        return self.take_backs > 0


@value
class MatchSummary:
    """A line of the history."""

    match_id: int
    started: datetime
    ended: datetime | None
    state: MatchState
    seats: tuple[SeatEntry, ...]
    rules: RuleSet | None  # None when this version cannot read them
    preset: str | None
    target: int
    scoring: str
    rounds: int  # finished rounds
    seconds: float  # time played in them
    winner: int | None
    winning_team: int | None
    problem: ReplayProblem | None  # why it cannot be continued

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.seats)

    @property
    def totals(self) -> tuple[int, ...]:
        return tuple(s.total for s in self.seats)

    def leaders(self) -> tuple[int, ...]:
        """The seats in the lead after the last finished round."""
        return leading_seats(self.totals, self.scoring) if self.rounds else ()

    @property
    def winner_name(self) -> str | None:
        return None if self.winner is None else self.seats[self.winner].name


def leading_seats(totals: Sequence[int], scoring: str) -> tuple[int, ...]:
    """The seats in the lead: the highest total, or the lowest under
    "lowest" scoring; nobody while every total is the same."""
    if not totals:
        return ()
    best = (min if scoring == "lowest" else max)(totals)
    leaders = tuple(seat for seat, total in enumerate(totals) if total == best)
    return () if len(leaders) == len(totals) else leaders


@value
class Scoresheet:
    summary: MatchSummary
    rows: tuple[ScoreRow, ...]

    @property
    def totals(self) -> tuple[int, ...]:
        return self.rows[-1].totals if self.rows else (0,) * len(self.summary.seats)

    def leaders(self, upto: int | None = None) -> tuple[int, ...]:
        """The seats in the lead after round `upto` (the last when None)."""
        rows = self.rows if upto is None else self.rows[:upto]
        return leading_seats(rows[-1].totals, self.summary.scoring) if rows else ()


@value
class PlayerStats:
    """One player's record; a computer player has one a level."""

    name: str
    kind: SeatKind
    level: str | None
    matches: int  # finished matches played
    wins: int
    rounds: int  # finished rounds played, in any match
    rounds_won: int  # rounds in which this player went out
    # Points counted as "winner" scoring counts them (under "lowest"
    # scoring points are penalties, and are left out of these three).
    average_points: float | None
    best_round: int | None
    best_match_total: int | None


T = TypeVar("T")


def _or(note: Callable[[], None], default: T, read: Callable[..., T], *args: object) -> T:
    """`read(*args)`, or the default (noted) when the value cannot be read."""
    try:
        return read(*args)
    except Unreadable:
        note()
        return default


def _seat_rows(conn: sqlite3.Connection, ids: Sequence[int]) -> dict[int, list[tuple[Any, ...]]]:
    """The seats of the matches, as stored (checked by `_entries`)."""
    seats: dict[int, list[tuple[Any, ...]]] = {i: [] for i in ids}
    rows = conn.execute(
        f"SELECT match_id, seat, name, kind, level, team, total FROM seats"
        f" WHERE match_id IN ({','.join('?' * len(ids))}) ORDER BY match_id, seat",
        tuple(ids),
    )
    for match_id, *row in rows:
        seats[match_id].append(tuple(row))
    return seats


def _entries(rows: Sequence[tuple[Any, ...]], note: Callable[[], None]) -> tuple[SeatEntry, ...]:
    """The seats as the windows show them. Raises `Unreadable` unless they
    are numbered from 0 without a gap, at most 10 of them (fewer than 2: a
    match that cannot go on, shown as it is); a bad name, kind, level,
    team or total alone falls back (noted)."""
    if len(rows) > MAX_SEATS:
        raise Unreadable(f"{len(rows)} seats")
    entries = []
    for index, (seat, name, kind, level, team, total) in enumerate(rows):
        if seat != index or type(seat) is not int:
            raise Unreadable("the seats are not numbered from 0")
        kind_ = _or(note, SeatKind.COMPUTER, checked.member, SeatKind, kind)
        level_ = _or(note, None, checked.optional_text, level) if kind_ is SeatKind.COMPUTER else None
        entries.append(SeatEntry(
            seat, _or(note, f"#{seat + 1}", checked.text, name), kind_, level_,
            _or(note, None, checked.optional_integer, team, 0, MAX_SEATS),
            _or(note, 0, checked.integer, total),
        ))
    return tuple(entries)


def _setup(rows: Iterable[tuple[Any, ...]], rules: object) -> MatchSetup | None:
    """The match's setup as the setup codec reads it back; None if it cannot."""
    try:
        data = {
            "seats": [{"name": checked.text(name), "kind": kind, "level": level or DEFAULT_LEVEL}
                      for _, name, kind, level, _, _ in rows],
            "rules": load_json(checked.text(rules, MAX_RULES_TEXT), MAX_RULES_DEPTH),
        }
        return setup_from_data(data)
    except ValueError:  # Unreadable is one too
        return None


def match_setup(conn: sqlite3.Connection, match_id: int) -> MatchSetup | None:
    row = conn.execute("SELECT rules FROM matches WHERE id = ?", (match_id,)).fetchone()
    return None if row is None else _setup(_seat_rows(conn, [match_id])[match_id], row[0])


# The rounds' seconds are added as the numbers they are (total() never
# overflows); a text among them counts for nothing, as the game writes none.
_SUMMARY = """
SELECT m.id, m.started, m.ended, m.state, m.rules, m.preset, m.target, m.scoring, m.winner,
       m.winning_team, m.problem,
       (SELECT count(*) FROM rounds r WHERE r.match_id = m.id),
       (SELECT total(r.seconds) FROM rounds r WHERE r.match_id = m.id AND typeof(r.seconds) IN ('integer', 'real'))
FROM matches m
"""


def _summaries(conn: sqlite3.Connection, where: str, params: Sequence[object], skipped: Skipped) -> list[MatchSummary]:
    rows = conn.execute(_SUMMARY + where, tuple(params)).fetchall()
    seats = _seat_rows(conn, [row[0] for row in rows]) if rows else {}
    out = []
    for row in rows:
        note = functools.partial(skipped.add, "matches", row[0])
        try:
            out.append(_summary(row, seats[row[0]], note))
        except Unreadable:
            note()
    return out


def _summary(row: Sequence[Any], seat_rows: list[tuple[Any, ...]], note: Callable[[], None]) -> MatchSummary:
    """One line of the history, checked: raises `Unreadable` for a match
    that cannot be shown (no start, no seats); other values fall back."""
    (match_id, started, ended, state, rules, preset, target, scoring, winner, team, problem,
     rounds, seconds) = row
    entries = _entries(seat_rows, note)
    setup = _setup(seat_rows, rules)
    if setup is None and rules is not None:
        note()
    seats = len(entries)
    # The target and the scoring are the rules' own when the column cannot be read.
    rules_ = setup.rules if setup else RuleSet()
    return MatchSummary(
        match_id, checked.when(started), _or(note, None, checked.optional_when, ended),
        # A state this version does not know: kept, never offered to go on.
        _or(note, MatchState.CANNOT_CONTINUE, checked.member, MatchState, state), entries,
        setup.rules if setup else None, _or(note, None, checked.optional_text, preset),
        # The target and the scoring are the rules' own when the column cannot be read.
        _or(note, rules_.target_score, checked.integer, target, 1, MAX_NUMBER),
        _or(note, rules_.scoring, _scoring, scoring),
        rounds, _or(note, 0.0, checked.real, seconds),
        _or(note, None, checked.optional_integer, winner, 0, seats - 1),
        _or(note, None, checked.optional_integer, team, 0, seats - 1),
        _or(note, None, checked.optional_member, ReplayProblem, problem),
    )


def _scoring(value: object) -> str:
    if value not in SCORINGS:
        raise Unreadable(f"{value!r} is not a way of scoring")
    return str(value)


# A match nobody can go on with, in which no round was finished: it says
# nothing of anyone's play, so the history and the statistics leave it out
# (it stays in the database until deleted).
_WORTH_LISTING = (
    "NOT (m.state IN ('abandoned', 'cannot_continue')"
    " AND NOT EXISTS (SELECT 1 FROM rounds r WHERE r.match_id = m.id))"
)


def _filter(player: str | None, states: Iterable[MatchState] | None,
            unplayed: bool = False) -> tuple[str, list[object]]:
    clauses: list[str] = [] if unplayed else [_WORTH_LISTING]
    params: list[object] = []
    if player is not None:
        clauses.append(
            "EXISTS (SELECT 1 FROM seats s JOIN players p ON p.id = s.player_id"
            " WHERE s.match_id = m.id AND p.key = ?)"
        )
        params.append(name_key(player))
    if states is not None:
        states = list(states)
        clauses.append(f"m.state IN ({','.join('?' * len(states))})")
        params += [s.value for s in states]
    return (" WHERE " + " AND ".join(clauses)) if clauses else "", params


def history(
    conn: sqlite3.Connection,
    player: str | None = None,
    *,
    states: Iterable[MatchState] | None = None,
    limit: int | None = 50,
    offset: int = 0,
    unplayed: bool = False,
    skipped: Skipped | None = None,
) -> list[MatchSummary]:
    """Matches newest first, those `player` sat in when given; with
    `unplayed`, also those nobody can go on with that never finished a round
    (a match that cannot be read is left out and counted in `skipped`)."""
    where, params = _filter(player, states, unplayed)
    where += " ORDER BY m.id DESC LIMIT ? OFFSET ?"
    return _summaries(conn, where, [*params, -1 if limit is None else limit, offset], _skipped(skipped))


def _skipped(skipped: Skipped | None) -> Skipped:
    return Skipped() if skipped is None else skipped


def count_matches(conn: sqlite3.Connection, player: str | None = None, *,
                  states: Iterable[MatchState] | None = None, unplayed: bool = False) -> int:
    where, params = _filter(player, states, unplayed)
    return conn.execute(f"SELECT count(*) FROM matches m{where}", tuple(params)).fetchone()[0]


def summary(conn: sqlite3.Connection, match_id: int, skipped: Skipped | None = None) -> MatchSummary | None:
    found = _summaries(conn, " WHERE m.id = ?", [match_id], _skipped(skipped))
    return found[0] if found else None


def scoresheet(conn: sqlite3.Connection, match_id: int, skipped: Skipped | None = None) -> Scoresheet | None:
    """The match's rounds; a round or a score that cannot be read is left
    out (a seat's missing score reads as 0) and counted in `skipped`."""
    skipped = _skipped(skipped)
    head = summary(conn, match_id, skipped)
    if head is None:
        return None
    seats = len(head.seats)

    note = functools.partial(skipped.add, "matches", match_id)
    scores: dict[int, list[tuple[int, int, int]]] = {}
    for number, seat, points, hand, total in conn.execute(
        "SELECT number, seat, points, hand_points, total FROM round_scores WHERE match_id = ?"
        " ORDER BY number, seat",
        (match_id,),
    ):
        try:
            key = checked.integer(number, 1, MAX_ROUNDS)
            scores.setdefault(key, [(0, 0, 0)] * seats)[checked.integer(seat, 0, seats - 1)] = (
                checked.integer(points), checked.integer(hand), checked.integer(total))
        except Unreadable:
            note()
    rows = []
    for number, dealer, went_out, seconds, take_backs in conn.execute(
        "SELECT number, dealer, went_out, seconds, take_backs FROM rounds WHERE match_id = ? ORDER BY number",
        (match_id,),
    ):
        try:
            number_ = checked.integer(number, 1, MAX_ROUNDS)
            dealer_ = checked.integer(dealer, 0, seats - 1)
        except Unreadable:
            note()
            continue
        points, hand, totals = zip(*scores.get(number_, [(0, 0, 0)] * seats), strict=True)
        rows.append(ScoreRow(
            number_, dealer_, _or(note, None, checked.optional_integer, went_out, 0, seats - 1),
            points, hand, totals, _or(note, 0.0, checked.real, seconds),
            _or(note, 0, checked.integer, take_backs, 0, MAX_POINTS),
        ))
    return Scoresheet(head, tuple(rows))


# Each seat's rounds are added up first (in key order), then the seats of
# a player (or of a computer player at one level). Only points the game
# could have written count (a whole number within MAX_POINTS: the sums
# never overflow), and total() adds without overflowing either.
_STATISTICS = """
WITH scored AS (
    SELECT match_id, seat, count(*) AS rounds, total(points) AS points, max(points) AS best
    FROM round_scores WHERE typeof(points) = 'integer' AND points BETWEEN -{limit} AND {limit}
    GROUP BY match_id, seat
), won AS (
    SELECT match_id, went_out AS seat, count(*) AS won
    FROM rounds WHERE typeof(went_out) = 'integer' GROUP BY match_id, went_out
)
SELECT s.player_id, s.kind, CASE WHEN s.kind = 'computer' THEN s.level ELSE '' END AS level,
       sum(m.state = 'finished'),
       sum(m.state = 'finished' AND (m.winner = s.seat
           OR (m.winning_team IS NOT NULL AND m.winning_team = s.team))),
       coalesce(sum(sc.rounds), 0),
       coalesce(sum(w.won), 0),
       sum(CASE WHEN m.scoring = 'winner' THEN sc.points END)
           / sum(CASE WHEN m.scoring = 'winner' THEN sc.rounds END),
       max(CASE WHEN m.scoring = 'winner' THEN sc.best END),
       max(CASE WHEN m.state = 'finished' AND m.scoring = 'winner' AND typeof(s.total) = 'integer'
                     AND s.total BETWEEN -{limit} AND {limit} THEN s.total END)
FROM seats s
JOIN matches m ON m.id = s.match_id
LEFT JOIN scored sc ON sc.match_id = s.match_id AND sc.seat = s.seat
LEFT JOIN won w ON w.match_id = s.match_id AND w.seat = s.seat
{where}
GROUP BY s.player_id, s.kind, level
"""


def statistics(conn: sqlite3.Connection, player: str | None = None, skipped: Skipped | None = None
               ) -> list[PlayerStats]:
    """Every player's record (or one player's), most matches first; a
    player whose name or kind cannot be read is left out (counted in `skipped`)."""
    skipped = _skipped(skipped)
    where, params = f"WHERE {_WORTH_LISTING}", tuple[object, ...]()
    if player is not None:
        where += " AND s.player_id = (SELECT id FROM players WHERE key = ?)"
        params = (name_key(player),)
    names = dict(conn.execute("SELECT id, name FROM players"))
    out = []
    for player_id, kind, level, *figures in conn.execute(_STATISTICS.format(where=where, limit=MAX_POINTS), params):
        try:
            out.append(_stats(checked.text(names.get(player_id)), kind, level, figures))
        except Unreadable:
            skipped.add("players", player_id)
    out.sort(key=lambda s: (-s.matches, -s.wins, s.name.casefold(), s.level or ""))
    return out


def _stats(name: str, kind: object, level: object, figures: Sequence[object]) -> PlayerStats:
    matches, wins, rounds, won, average, best_round, best_match = figures
    count = MAX_POINTS * MAX_ROUNDS
    return PlayerStats(
        name, checked.member(SeatKind, kind), checked.optional_text(level) or None,
        checked.integer(matches, 0, count), checked.integer(wins, 0, count), checked.integer(rounds, 0, count),
        checked.integer(won, 0, count),
        None if average is None else checked.real(average, -MAX_POINTS, MAX_POINTS),
        checked.optional_integer(best_round), checked.optional_integer(best_match),
    )


def player_names(conn: sqlite3.Connection, kind: SeatKind | None = SeatKind.PERSON,
                 limit: int | None = None) -> list[str]:
    """The names seen before, the most recently played first."""
    where, params = "", []
    if kind is not None:
        where = "WHERE EXISTS (SELECT 1 FROM seats s WHERE s.player_id = p.id AND s.kind = ?)"
        params.append(kind.value)
    rows = conn.execute(
        f"SELECT p.name FROM players p {where} ORDER BY p.last_played DESC, p.id DESC LIMIT ?",
        (*params, -1 if limit is None else limit),
    )
    # A name that cannot be read is no name to offer.
    return [name for (name,) in rows if isinstance(name, str) and name.strip() and len(name) <= checked.MAX_NAME]


def faces(conn: sqlite3.Connection) -> dict[str, str]:
    """Each player's face, by name as last written: only faces this version
    draws (anything else in the column, written by hand or by a later
    version, reads as no face: the initial stands in)."""
    return {name: avatar for name, avatar in conn.execute("SELECT name, avatar FROM players WHERE avatar IS NOT NULL")
            if isinstance(name, str) and isinstance(avatar, str) and avatar in AVATAR_NAMES}
