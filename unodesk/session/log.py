"""A match kept as its setup, its seed and the actions taken, round by round.

Dealt again from the seed and replayed through the engine, the actions give
back the same match card for card: the same hands, piles, turn and scores.
Resuming a saved match and taking back a young player's turn are the one
mechanism here: a take-back cuts the round in play short and replays it.

`MatchLog` owns the `Match` it records: apply actions and deal the next
round through the log, so that nothing happens to the match that the log
does not know. Each operation returns what it changed (`changes.Change`)
for a keeper to write. Pure Python: no Qt, no I/O.
"""
from __future__ import annotations

from unodesk.engine import (
    Action,
    Event,
    IllegalAction,
    Match,
    Phase,
    Round,
    TurnStarted,
)
from unodesk.engine.values import value
from unodesk.setup import MatchSetup

from .changes import Applied, Change, RoundEnd
from .record import SEED_LIMIT, CannotReplay, MatchRecord, ReplayFailure, ReplayProblem
from .take_back import Mark, TakeBack, shown_to_people, take_back_point


@value(eq=False)
class Moment:
    """A point of the match: the round in play and how many of its actions
    were applied. A new round and a take-back replace the round, so a
    moment that has passed never comes back: a question asked about the
    match (a computer's move, a hint) is answered for the moment it was
    asked at."""

    round: Round
    actions: int

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Moment) and other.round is self.round and other.actions == self.actions

    def __hash__(self) -> int:
        return hash((id(self.round), self.actions))


class MatchLog:
    """A match and every action taken in it, by round."""

    def __init__(self, setup: MatchSetup, seed: int, *, start: Round | None = None) -> None:
        """A match dealt from `seed`; with `start`, its first round is that
        position instead (see `at`)."""
        self.setup = setup
        self.seed = seed
        self._match = Match.new(len(setup.seats), setup.rules, seed=seed)
        # The first round as set up by hand, kept unplayed to replay from.
        self._start = start
        if start is not None:
            self._match.round = start.clone()
        self._rounds: list[list[Action]] = [[]]
        self._take_backs: list[int] = [0]
        self._marks: list[Mark] = []  # of the round in play, one an action
        self._people = setup.persons

    @classmethod
    def begin(cls, setup: MatchSetup, *, seed: int | None = None) -> MatchLog:
        """A new match: the seed given, else the setup's, else a fresh one."""
        if seed is None:
            seed = setup.seed
        if seed is None:
            # Here rather than with the module: hashlib, which secrets loads,
            # costs the game's first screen some 5 ms (OpenSSL's library).
            import secrets

            seed = secrets.randbits(63)
        return cls(setup, seed % SEED_LIMIT)

    @classmethod
    def at(cls, setup: MatchSetup, round_: Round) -> MatchLog:
        """A match whose first round is a position set up by hand
        (`Round.setup`), for tests, puzzles and demonstrations; the rounds
        after it are dealt from the seed as usual.

        `round_` itself becomes the round in play. Such a match takes turns
        back like any other (it is replayed from the position), but no
        record plays it again, so it cannot be saved: `replayable` is False
        and `record()` refuses."""
        if round_.players != len(setup.seats):
            raise ValueError(f"the position has {round_.players} seats, the setup {len(setup.seats)}")
        if round_.view(0).rules != setup.rules:  # the rules in force, as every seat sees them
            raise ValueError("the position is played under other rules than the setup's")
        log = cls.begin(setup)
        log._start = round_.clone()
        log._match.round = round_
        return log

    # ----------------------------------------------------------- reading

    @property
    def match(self) -> Match:
        """The match as it stands. A take-back replaces it with a new object."""
        return self._match

    @property
    def round(self) -> Round:
        return self._match.round

    @property
    def round_number(self) -> int:
        return len(self._rounds)

    @property
    def actions(self) -> tuple[Action, ...]:
        """The actions of the round in play."""
        return tuple(self._rounds[-1])

    @property
    def rounds(self) -> tuple[tuple[Action, ...], ...]:
        return tuple(map(tuple, self._rounds))

    def round_actions(self, number: int) -> tuple[Action, ...]:
        """The actions of round `number` (from 1)."""
        if not 1 <= number <= len(self._rounds):
            raise ValueError(f"there is no round {number} in this match yet")
        return tuple(self._rounds[number - 1])

    @property
    def take_backs(self) -> int:
        """Turns taken back in the round in play."""
        return self._take_backs[-1]

    @property
    def replayable(self) -> bool:
        """Whether a record of the match plays it again: False for one begun
        at a position set up by hand (`at`), which no seed deals."""
        return self._start is None

    def record(self) -> MatchRecord:
        """What plays the match again (raises ValueError when not `replayable`)."""
        if not self.replayable:
            raise ValueError("a match begun at a position set up by hand has no record that plays it again")
        return MatchRecord(self.setup, self.seed, self.rounds, tuple(self._take_backs))

    def digest(self) -> str:
        return state_digest(self._match, self.round_number)

    def moment(self) -> Moment:
        return Moment(self._match.round, len(self._rounds[-1]))

    def round_end(self) -> RoundEnd | None:
        """The round in play as the scoresheet keeps it, once it is over."""
        m = self._match
        r = m.round
        if r.phase is not Phase.OVER:
            return None
        return RoundEnd(self.round_number, m.dealer, r.winner, m.round_scores(), r.hand_points(), m.scores,
                        self.take_backs, m.over, m.winner, m.winning_team)

    def round_so_far(self) -> Change:
        """The round in play as one change from its first action: for a
        keeper that begins keeping the match now."""
        return self._change(0, self.actions, ended=self.round_end())

    # ----------------------------------------------------------- playing

    def apply(self, action: Action) -> Applied:
        """Carry out the action and record it; an illegal one raises
        `IllegalAction` and leaves both the match and the log unchanged."""
        events = self._play(action)
        return Applied(events, self._change(len(self._rounds[-1]) - 1, (action,), ended=self.round_end()))

    def next_round(self) -> Change:
        """Deal the next round (the match raises `IllegalAction` if it may not)."""
        self._deal()
        return self._change(0, dealt=True)

    # A replay plays and deals through these two, without working out the
    # changes (a take-back replays the whole match, so it stays quick).

    def _play(self, action: Action) -> list[Event]:
        r = self._match.round
        before = r.hands if self._people else ()
        current = r.current
        events = r.apply(action)
        self._rounds[-1].append(action)
        seen = shown_to_people(self._people, before, r.hands, events) if self._people else 0
        handed_on = r.current != current or any(isinstance(e, TurnStarted) for e in events)
        self._marks.append(Mark(seen, handed_on))
        return events

    def _deal(self) -> None:
        self._match.next_round()
        self._rounds.append([])
        self._take_backs.append(0)
        self._marks = []

    def _change(self, first: int, added: tuple[Action, ...] = (), *, cut: bool = False, dealt: bool = False,
                ended: RoundEnd | None = None) -> Change:
        return Change(self.round_number, first, added, cut, dealt, self.take_backs, self.digest(), ended)

    # ----------------------------------------------------------- taking back

    def take_back_point(self, seat: int) -> TakeBack:
        """How far back `seat`'s last turn and every turn after it go, if
        they may be taken back: only for the one person at a table of
        computers, in a round not over, when no card was seen since."""
        return take_back_point(self._people, seat, self._match.round.phase is Phase.OVER, self._rounds[-1],
                               self._marks)

    def take_back(self, seat: int) -> TakeBack:
        """Take back `seat`'s last turn and the turns after it, when possible
        (the answer's `change` says what went). Afterwards `match` is a new object."""
        point = self.take_back_point(seat)
        if point.keep is None:
            return point
        self._take_backs[-1] += 1
        change = self.truncate_to(point.keep)
        return TakeBack(point.seat, point.keep, point.undo, change=change)

    def truncate_to(self, keep: int) -> Change:
        """Keep the first `keep` actions of the round in play, replaying the
        match from its seed (or its first position) to there."""
        actions = self._rounds[-1]
        if not 0 <= keep <= len(actions):
            raise ValueError(f"the round in play has {len(actions)} actions, not {keep}")
        if keep == len(actions):
            return self._change(keep)
        rounds = (*self.rounds[:-1], tuple(actions[:keep]))
        again = _build(MatchRecord(self.setup, self.seed, rounds, tuple(self._take_backs)), self._start)
        self._match, self._rounds, self._marks = again._match, again._rounds, again._marks
        return self._change(keep, cut=True)


def replay(record: MatchRecord, *, digest: str | None = None) -> MatchLog | ReplayFailure:
    """The match of the record, played again; or why it cannot be.

    With `digest` (what `MatchLog.digest` gave when the record was saved),
    a replay that plays but does not reach the same position fails too.
    """
    try:
        log = _build(record)
    except CannotReplay as stop:
        return stop.failure
    if digest is not None and log.digest() != digest:
        return ReplayFailure(ReplayProblem.DIVERGED, log.round_number, len(log.actions), "the position differs")
    return log


def _build(record: MatchRecord, start: Round | None = None) -> MatchLog:
    try:
        log = MatchLog(record.setup, record.seed, start=start)
    except (ValueError, TypeError, IllegalAction) as error:
        raise CannotReplay(ReplayFailure(ReplayProblem.BAD_SETUP, detail=str(error))) from None
    for number, actions in enumerate(record.rounds, start=1):
        if number > 1:
            try:
                log._deal()
            except IllegalAction as error:
                raise CannotReplay(ReplayFailure(ReplayProblem.ROUND_NOT_OVER, number - 1, -1, str(error))) from None
        for index, action in enumerate(actions):
            try:
                log._play(action)
            except IllegalAction as error:
                raise CannotReplay(ReplayFailure(ReplayProblem.ILLEGAL_ACTION, number, index, str(error))) from None
            except Exception as error:  # a later engine may fail on an old action in any way
                detail = f"{type(error).__name__}: {error}"
                raise CannotReplay(ReplayFailure(ReplayProblem.ENGINE_ERROR, number, index, detail)) from None
    log._take_backs = list(record.take_backs)
    return log


def state_digest(match: Match, round_number: int) -> str:
    """A short fingerprint of a position: the round, the deal, every hand,
    the top card, the turn and the scores (card codes, so it means the same
    in every version that keeps them)."""
    r = match.round
    parts: list[str] = [
        str(round_number), str(match.dealer), ",".join(map(str, match.scores)),
        str(r.current), str(r.direction), r.color.value if r.color else "-", r.phase.value,
        str(r.top), str(r.draw_pile_size),
    ]
    parts += [" ".join(map(str, hand)) for hand in r.hands]
    import hashlib  # when a match is played: not before the first screen

    return hashlib.blake2b("|".join(parts).encode(), digest_size=8).hexdigest()
