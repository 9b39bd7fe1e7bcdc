"""What the scoresheet, history and statistics windows read: plain values."""
from __future__ import annotations

import enum
import json
import sqlite3
from collections.abc import Iterable, Sequence
from datetime import datetime
from typing import cast

from unodesk.engine import RuleSet
from unodesk.engine.values import value
from unodesk.session import ReplayProblem
from unodesk.setup import MatchSetup, SeatKind
from unodesk.setup.levels import DEFAULT_LEVEL

from ..setup_codec import setup_from_data
from .names import name_key


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


def _time(text: str | None) -> datetime | None:
    return None if text is None else datetime.fromisoformat(text)


def _started(text: str) -> datetime:
    return datetime.fromisoformat(text)


_SeatRow = tuple[int, str, str, str | None, int | None, int]  # seat, name, kind, level, team, total


def _seat_rows(conn: sqlite3.Connection, ids: Sequence[int]) -> dict[int, list[_SeatRow]]:
    seats: dict[int, list[_SeatRow]] = {i: [] for i in ids}
    rows = conn.execute(
        f"SELECT match_id, seat, name, kind, level, team, total FROM seats"
        f" WHERE match_id IN ({','.join('?' * len(ids))}) ORDER BY match_id, seat",
        tuple(ids),
    )
    for match_id, *row in rows:
        seats[match_id].append(tuple(row))  # type: ignore[arg-type]
    return seats


def _entries(rows: Iterable[_SeatRow]) -> tuple[SeatEntry, ...]:
    return tuple(
        SeatEntry(seat, name, SeatKind(kind), level if kind == SeatKind.COMPUTER.value else None, team, total)
        for seat, name, kind, level, team, total in rows
    )


def _setup(rows: Iterable[_SeatRow], rules: str) -> MatchSetup | None:
    """The match's setup as the setup codec reads it back; None if it cannot."""
    data = {
        "seats": [{"name": name, "kind": kind, "level": level or DEFAULT_LEVEL} for _, name, kind, level, _, _ in rows],
        "rules": json.loads(rules),
    }
    try:
        return setup_from_data(data)
    except ValueError:
        return None


def match_setup(conn: sqlite3.Connection, match_id: int) -> MatchSetup | None:
    row = conn.execute("SELECT rules FROM matches WHERE id = ?", (match_id,)).fetchone()
    return None if row is None else _setup(_seat_rows(conn, [match_id])[match_id], row[0])


_SUMMARY = """
SELECT m.id, m.started, m.ended, m.state, m.rules, m.preset, m.target, m.scoring, m.winner,
       m.winning_team, m.problem,
       (SELECT count(*) FROM rounds r WHERE r.match_id = m.id),
       (SELECT coalesce(sum(r.seconds), 0) FROM rounds r WHERE r.match_id = m.id)
FROM matches m
"""


def _summaries(conn: sqlite3.Connection, where: str, params: Sequence[object]) -> list[MatchSummary]:
    rows = conn.execute(_SUMMARY + where, tuple(params)).fetchall()
    seats = _seat_rows(conn, [row[0] for row in rows]) if rows else {}
    out = []
    for (match_id, started, ended, state, rules, preset, target, scoring, winner, team, problem,
         rounds, seconds) in rows:
        entries = _entries(seats[match_id])
        setup = _setup(seats[match_id], rules)
        out.append(MatchSummary(
            match_id, _started(started), _time(ended), MatchState(state), entries,
            setup.rules if setup else None, preset, target, scoring, rounds, seconds, winner, team,
            ReplayProblem(problem) if problem else None,
        ))
    return out


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
) -> list[MatchSummary]:
    """Matches newest first, those `player` sat in when given; with
    `unplayed`, also those nobody can go on with that never finished a round."""
    where, params = _filter(player, states, unplayed)
    where += " ORDER BY m.id DESC LIMIT ? OFFSET ?"
    return _summaries(conn, where, [*params, -1 if limit is None else limit, offset])


def count_matches(conn: sqlite3.Connection, player: str | None = None, *,
                  states: Iterable[MatchState] | None = None, unplayed: bool = False) -> int:
    where, params = _filter(player, states, unplayed)
    return conn.execute(f"SELECT count(*) FROM matches m{where}", tuple(params)).fetchone()[0]


def summary(conn: sqlite3.Connection, match_id: int) -> MatchSummary | None:
    found = _summaries(conn, " WHERE m.id = ?", [match_id])
    return found[0] if found else None


def scoresheet(conn: sqlite3.Connection, match_id: int) -> Scoresheet | None:
    head = summary(conn, match_id)
    if head is None:
        return None
    seats = len(head.seats)
    rows = []
    rounds = conn.execute(
        "SELECT number, dealer, went_out, seconds, take_backs FROM rounds WHERE match_id = ? ORDER BY number",
        (match_id,),
    ).fetchall()
    scores: dict[int, list[tuple[int, int, int]]] = {}
    for number, seat, points, hand, total in conn.execute(
        "SELECT number, seat, points, hand_points, total FROM round_scores WHERE match_id = ?"
        " ORDER BY number, seat",
        (match_id,),
    ):
        scores.setdefault(number, [(0, 0, 0)] * seats)[seat] = (points, hand, total)
    for number, dealer, went_out, seconds, take_backs in rounds:
        points, hand, totals = zip(*scores.get(number, [(0, 0, 0)] * seats), strict=False)
        rows.append(ScoreRow(number, dealer, went_out, points, hand, totals, seconds, take_backs))
    return Scoresheet(head, tuple(rows))


# Each seat's rounds are added up first (in key order), then the seats of
# a player (or of a computer player at one level).
_STATISTICS = """
WITH scored AS (
    SELECT match_id, seat, count(*) AS rounds, sum(points) AS points, max(points) AS best
    FROM round_scores GROUP BY match_id, seat
), won AS (
    SELECT match_id, went_out AS seat, count(*) AS won
    FROM rounds WHERE went_out IS NOT NULL GROUP BY match_id, went_out
)
SELECT s.player_id, s.kind, CASE WHEN s.kind = 'computer' THEN s.level ELSE '' END AS level,
       sum(m.state = 'finished'),
       sum(m.state = 'finished' AND (m.winner = s.seat
           OR (m.winning_team IS NOT NULL AND m.winning_team = s.team))),
       coalesce(sum(sc.rounds), 0),
       coalesce(sum(w.won), 0),
       sum(CASE WHEN m.scoring = 'winner' THEN sc.points END) * 1.0
           / sum(CASE WHEN m.scoring = 'winner' THEN sc.rounds END),
       max(CASE WHEN m.scoring = 'winner' THEN sc.best END),
       max(CASE WHEN m.state = 'finished' AND m.scoring = 'winner' THEN s.total END)
FROM seats s
JOIN matches m ON m.id = s.match_id
LEFT JOIN scored sc ON sc.match_id = s.match_id AND sc.seat = s.seat
LEFT JOIN won w ON w.match_id = s.match_id AND w.seat = s.seat
{where}
GROUP BY s.player_id, s.kind, level
"""


def statistics(conn: sqlite3.Connection, player: str | None = None) -> list[PlayerStats]:
    """Every player's record (or one player's), most matches first."""
    where, params = f"WHERE {_WORTH_LISTING}", cast(tuple[str, ...], ())
    if player is not None:
        where += " AND s.player_id = (SELECT id FROM players WHERE key = ?)"
        params = (name_key(player),)
    names = dict(conn.execute("SELECT id, name FROM players"))
    out = [
        PlayerStats(names[player_id], SeatKind(kind), level or None, *figures)
        for player_id, kind, level, *figures in conn.execute(_STATISTICS.format(where=where), params)
    ]
    out.sort(key=lambda s: (-s.matches, -s.wins, s.name.casefold(), s.level or ""))
    return out


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
    return [name for (name,) in rows]
