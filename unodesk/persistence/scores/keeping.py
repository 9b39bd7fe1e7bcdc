"""The match in play, row by row: a new match, a change written as the
session reported it, and the saved play read back to be replayed.

Each function runs inside the store's transaction (`ScoreStore._write`),
on the connection it is given; none commits. Each takes plain values
made when the change happened, so that a write that has to wait for the
file (`writing.py`) writes the same rows later.

The saved play is read back checked (`checked.py`): a value the game
never writes makes the match one that cannot be continued, never a match
half restored.
"""
from __future__ import annotations

import itertools
import json
import sqlite3
from dataclasses import dataclass

from unodesk.engine import Action
from unodesk.session import SEED_LIMIT, Change, MatchLog, MatchRecord, ReplayFailure, ReplayProblem
from unodesk.setup import MatchSetup

from ..action_codec import ActionDecodeError, decode_action, encode_action
from ..setup_codec import setup_to_data
from . import checked, queries
from .checked import MAX_ROUNDS, Unreadable
from .names import clean_name, name_key

# The digest the session writes is 16 hexadecimal digits.
MAX_DIGEST = 64


@dataclass(frozen=True)
class NewMatch:
    """A match as it is first written: its setup, seats' teams, seed, the
    position of its first deal, and when and how it began."""

    setup: MatchSetup
    teams: tuple[int, ...] | None
    seed: int
    round_number: int
    digest: str
    preset: str | None
    started: str
    smoke: bool = False

    @classmethod
    def of(cls, log: MatchLog, preset: str | None, started: str, *, smoke: bool = False) -> NewMatch:
        setup = log.setup
        teams = tuple(log.match.team_of(seat) for seat in range(len(setup.seats))) if setup.rules.teams else None
        return cls(setup, teams, log.seed, log.round_number, log.digest(), preset, started, smoke)


def insert_match(conn: sqlite3.Connection, new: NewMatch, match_id: int | None = None) -> int:
    """A new match with its seats and an empty progress row; an unfinished
    match before it is abandoned. Returns its id (`match_id` when given:
    the same match written again where it could not be at first)."""
    setup, teams, started = new.setup, new.teams, new.started
    rules = setup_to_data(setup)["rules"]
    abandon(conn, "state = 'in_progress'", (), started)
    if match_id is None:
        match_id = _free_id(conn)
    match_id = conn.execute(
        "INSERT INTO matches (id, started, rules, preset, target, scoring, teams, seed, smoke)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (match_id, started, _json(rules), new.preset, setup.rules.target_score, setup.rules.scoring,
         int(teams is not None), new.seed, int(new.smoke)),
    ).lastrowid
    assert match_id is not None
    for seat, entry in enumerate(setup.seats):
        # The face picked for the seat becomes the name's; a seat with none keeps the name's.
        player = conn.execute(
            "INSERT INTO players (key, name, last_played, avatar) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (key) DO UPDATE SET name = excluded.name, last_played = excluded.last_played,"
            " avatar = COALESCE(excluded.avatar, players.avatar)"
            " RETURNING id",
            (name_key(entry.name), clean_name(entry.name), started, entry.avatar or None),
        ).fetchone()[0]
        conn.execute(
            "INSERT INTO seats (match_id, seat, player_id, name, kind, level, team)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (match_id, seat, player, clean_name(entry.name), entry.kind.value, entry.level,
             teams[seat] if teams else None),
        )
    # With its digest, so that a kill before the first change is kept leaves a match that replays.
    conn.execute("INSERT INTO progress (match_id, round, digest) VALUES (?, ?, ?)",
                 (match_id, new.round_number, new.digest))
    return match_id


# Where a match's id is written: its own row, and every table of its rows.
_IDS = (("matches", "id"), ("seats", "match_id"), ("rounds", "match_id"), ("round_scores", "match_id"),
        ("progress", "match_id"), ("actions", "match_id"))
_LARGEST_ID = 2**63 - 1


def _free_id(conn: sqlite3.Connection) -> int:
    """An id no row of any table uses: rows left without their match (a
    file changed by another program) never meet a new one."""
    highest = 0
    for table, column in _IDS:
        (top,) = conn.execute(f"SELECT max({column}) FROM {table} WHERE typeof({column}) = 'integer'").fetchone()
        highest = max(highest, top or 0)
    if highest < _LARGEST_ID:
        return highest + 1
    used: set[int] = set()
    for table, column in _IDS:
        rows = conn.execute(f"SELECT DISTINCT {column} FROM {table} WHERE typeof({column}) = 'integer'")
        used |= {n for (n,) in rows}
    return next(n for n in itertools.count(1) if n not in used)


def write_change(conn: sqlite3.Connection, match_id: int, change: Change, seconds: float, ended: str) -> None:
    """The change's actions and position; with the round it ended, that
    round's scores and, once the match is over, its end (`ended`: when)."""
    number = change.round_number
    if change.cut:
        conn.execute("DELETE FROM actions WHERE match_id = ? AND round = ? AND seq >= ?",
                     (match_id, number, change.first))
    conn.executemany("INSERT INTO actions (match_id, round, seq, action) VALUES (?, ?, ?, ?)",
                     [(match_id, number, seq, encode_action(a)) for seq, a in enumerate(change.added, change.first)])
    end = change.ended
    if end is not None:
        conn.execute(
            "INSERT INTO rounds (match_id, number, dealer, went_out, seconds, take_backs, ended)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (match_id, number, end.dealer, end.went_out, seconds, end.take_backs, ended),
        )
        conn.executemany(
            "INSERT INTO round_scores (match_id, number, seat, points, hand_points, total)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            [(match_id, number, seat, points, hand, total)
             for seat, (points, hand, total) in enumerate(zip(end.points, end.hand_points, end.totals, strict=True))],
        )
        conn.executemany("UPDATE seats SET total = ? WHERE match_id = ? AND seat = ?",
                         [(total, match_id, seat) for seat, total in enumerate(end.totals)])
        if end.match_over:
            conn.execute(
                "UPDATE matches SET state = 'finished', ended = ?, winner = ?, winning_team = ? WHERE id = ?",
                (ended, end.winner, end.winning_team, match_id),
            )
            drop_progress(conn, "match_id = ?", (match_id,))
            return
    conn.execute(
        "UPDATE progress SET round = ?, take_backs = ?, seconds = ?, digest = ? WHERE match_id = ?",
        (number, change.take_backs, seconds, change.digest, match_id),
    )


def read_saved(conn: sqlite3.Connection, match_id: int) -> tuple[MatchRecord | ReplayFailure, str, float] | None:
    """The unfinished match's record as saved (or why it cannot be read),
    the digest of its position and the time played in its round; None when
    there is no such match."""
    row = conn.execute(
        "SELECT m.seed, p.round, p.take_backs, p.seconds, p.digest FROM matches m"
        " JOIN progress p ON p.match_id = m.id WHERE m.id = ? AND m.state = 'in_progress'",
        (match_id,),
    ).fetchone()
    if row is None:
        return None
    seed, number, take_backs, seconds, digest = row
    # The time played and the take-backs only count; the play itself must be whole.
    try:
        seconds = checked.real(seconds)
    except Unreadable:
        seconds = 0.0
    try:
        take_backs = checked.integer(take_backs, 0, checked.MAX_POINTS)
    except Unreadable:
        take_backs = 0
    try:
        digest = checked.text(digest, MAX_DIGEST)
        seed = checked.integer(seed, 0, SEED_LIMIT - 1)
        kept = conn.execute("SELECT count(*) FROM rounds WHERE match_id = ?", (match_id,)).fetchone()[0]
        # The round in play follows the rounds kept (or is the last of them, its end kept).
        number = checked.integer(number, max(kept, 1), min(kept + 1, MAX_ROUNDS))
    except Unreadable as error:
        return ReplayFailure(ReplayProblem.BAD_SETUP, detail=f"the saved play cannot be read: {error}"), "", seconds
    setup = queries.match_setup(conn, match_id)
    if setup is None:
        return ReplayFailure(ReplayProblem.BAD_SETUP, detail="the seats or rules cannot be read"), digest, seconds
    if not _rounds_follow(conn, match_id, kept):
        return ReplayFailure(ReplayProblem.BAD_SETUP, detail="the rounds kept have a gap"), digest, seconds
    rounds: list[list[Action]] = [[] for _ in range(number)]
    for round_, seq, text in conn.execute(
        "SELECT round, seq, action FROM actions WHERE match_id = ? ORDER BY round, seq", (match_id,)
    ):
        if type(round_) is not int or not 1 <= round_ <= number or seq != len(rounds[round_ - 1]):
            gap = ReplayFailure(ReplayProblem.UNREADABLE_ACTION, _number(round_), _number(seq),
                                "the saved actions have a gap")
            return gap, digest, seconds
        try:
            rounds[round_ - 1].append(decode_action(text))
        except ActionDecodeError as error:
            return ReplayFailure(ReplayProblem.UNREADABLE_ACTION, round_, seq, str(error)), digest, seconds
    counts = {n: t for n, t in conn.execute("SELECT number, take_backs FROM rounds WHERE match_id = ?", (match_id,))
              if type(n) is int and type(t) is int and 0 <= t <= checked.MAX_POINTS}
    marks = (*tuple(counts.get(n, 0) for n in range(1, number)), take_backs)
    return MatchRecord(setup, seed, tuple(map(tuple, rounds)), marks), digest, seconds


def _rounds_follow(conn: sqlite3.Connection, match_id: int, kept: int) -> bool:
    """Whether the rounds kept are 1 to `kept`, and no score lies beyond
    them: the rounds to come can be written after them."""
    numbers = sorted(n for (n,) in conn.execute("SELECT number FROM rounds WHERE match_id = ?", (match_id,))
                     if type(n) is int)
    beyond = conn.execute(
        "SELECT count(*) FROM round_scores WHERE match_id = ? AND NOT (typeof(number) = 'integer' AND number"
        " BETWEEN 1 AND ?)", (match_id, kept)).fetchone()[0]
    return numbers == list(range(1, kept + 1)) and beyond == 0


def _number(value: object) -> int:
    """A place in the saved play, for the failure's detail; 0 when it is no number."""
    return value if type(value) is int and abs(value) <= MAX_ROUNDS * 1000 else 0


def round_kept(conn: sqlite3.Connection, match_id: int, number: int) -> bool:
    """Whether round `number` of the match is on its scoresheet."""
    return conn.execute("SELECT 1 FROM rounds WHERE match_id = ? AND number = ?",
                        (match_id, number)).fetchone() is not None


def abandon(conn: sqlite3.Connection, where: str, params: tuple[object, ...], ended: str) -> None:
    ids = [i for (i,) in conn.execute(f"SELECT id FROM matches WHERE {where}", params)]
    for match_id in ids:
        conn.execute("UPDATE matches SET state = 'abandoned', ended = ? WHERE id = ?", (ended, match_id))
        drop_progress(conn, "match_id = ?", (match_id,))


def drop_progress(conn: sqlite3.Connection, where: str, params: tuple[object, ...]) -> None:
    """A match that can no longer go on needs its saved play no more."""
    conn.execute(f"DELETE FROM actions WHERE {where}", params)
    conn.execute(f"DELETE FROM progress WHERE {where}", params)


def _json(data: object) -> str:
    return json.dumps(data, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
