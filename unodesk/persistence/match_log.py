"""A match kept as its setup, its seed and the actions taken, round by round.

Dealt again from the seed and replayed through the engine, the actions give
back the same match card for card: the same hands, piles, turn and scores.
Resuming a saved match and taking back a young player's turn are the one
mechanism here: a take-back cuts the round in play short and replays it.

`MatchLog` owns the `Match` it records: apply actions and deal the next
round through the log, so that nothing happens to the match that the log
does not know. Pure Python: no Qt, no I/O.
"""
from __future__ import annotations

import enum
import hashlib
import secrets
from collections import Counter
from dataclasses import dataclass, field

from unodesk.engine import (
    Action,
    CallUno,
    CatchUno,
    Challenged,
    Event,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    IllegalAction,
    Match,
    Phase,
    Round,
    TurnStarted,
)

from .setup_values import MatchSetup

# SQLite keeps whole numbers in 64 bits with a sign.
SEED_LIMIT = 2**63
# Moves beside a turn: they neither begin nor end one.
_ASIDE = (CallUno, CatchUno)


@dataclass(frozen=True)
class MatchRecord:
    """Everything needed to play a match again up to where it stands.

    `rounds` holds the actions of every round dealt so far, the round in play
    last (dealt, perhaps with no action yet). `take_backs` counts the turns
    taken back in each round.
    """

    setup: MatchSetup
    seed: int
    rounds: tuple[tuple[Action, ...], ...] = ((),)
    take_backs: tuple[int, ...] = field(default=())

    def __post_init__(self) -> None:
        if not self.rounds:
            raise ValueError("a match record holds at least the first round")
        if not self.take_backs:
            object.__setattr__(self, "take_backs", (0,) * len(self.rounds))
        elif len(self.take_backs) != len(self.rounds):
            raise ValueError("one take-back count a round")

    @property
    def actions(self) -> int:
        return sum(map(len, self.rounds))


class ReplayProblem(enum.Enum):
    """Why a record does not play again (for the person: it cannot be continued)."""

    BAD_SETUP = "bad_setup"  # the seats or rules do not start a match in this version
    UNREADABLE_ACTION = "unreadable_action"  # an action this version cannot read
    ILLEGAL_ACTION = "illegal_action"  # the engine refuses an action it once took
    ROUND_NOT_OVER = "round_not_over"  # a next round was dealt, but this one does not end here
    DIVERGED = "diverged"  # every action plays, but not to the position that was saved
    ENGINE_ERROR = "engine_error"  # the engine failed in another way


@dataclass(frozen=True)
class ReplayFailure:
    """Where and why a replay stopped. `detail` is for a log file, not for people."""

    problem: ReplayProblem
    round_number: int = 0  # the round (from 1) it stopped in; 0 before any
    index: int = -1  # the action's place in that round; -1 for none
    detail: str = ""


class TakeBackRefusal(enum.Enum):
    NOT_ONE_PERSON = "not_one_person"  # only when one person plays against computers
    ROUND_OVER = "round_over"
    NOTHING_TO_TAKE_BACK = "nothing_to_take_back"  # no turn of theirs in this round
    CARD_SEEN = "card_seen"  # a card has been seen since: a draw, a hand moved, a look at a hand


@dataclass(frozen=True)
class TakeBack:
    """Whether `seat` may take back its last turn, and how far back that goes."""

    seat: int
    keep: int | None  # how many actions of the round stay; None when refused
    undo: int = 0  # how many actions go (the turn and all that came after it)
    refusal: TakeBackRefusal | None = None

    @property
    def possible(self) -> bool:
        return self.refusal is None


class _Replay(Exception):
    def __init__(self, failure: ReplayFailure) -> None:
        super().__init__(failure.detail)
        self.failure = failure


class MatchLog:
    """A match and every action taken in it, by round."""

    def __init__(self, setup: MatchSetup, seed: int) -> None:
        self.setup = setup
        self.seed = seed
        self._match = Match.new(len(setup.seats), setup.rules, seed=seed)
        self._rounds: list[list[Action]] = [[]]
        self._take_backs: list[int] = [0]
        # Of the round in play, one entry an action: the seats (bits) of the
        # people it showed a card to, and whether it handed the turn on.
        self._seen: list[int] = []
        self._handed_on: list[bool] = []
        self._people = setup.persons
        # Grows whenever the round in play is cut short, so that a saver
        # knows to look again at what it wrote before.
        self.edition = 0

    @classmethod
    def begin(cls, setup: MatchSetup, *, seed: int | None = None) -> MatchLog:
        """A new match: the seed given, else the setup's, else a fresh one."""
        if seed is None:
            seed = setup.seed if setup.seed is not None else secrets.randbits(63)
        return cls(setup, seed % SEED_LIMIT)

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

    def record(self) -> MatchRecord:
        return MatchRecord(self.setup, self.seed, self.rounds, tuple(self._take_backs))

    def digest(self) -> str:
        return state_digest(self._match, self.round_number)

    # ----------------------------------------------------------- playing

    def apply(self, action: Action) -> list[Event]:
        """Carry out the action and record it; an illegal one raises
        `IllegalAction` and leaves both the match and the log unchanged."""
        r = self._match.round
        before = r.hands if self._people else ()
        current = r.current
        events = r.apply(action)
        self._rounds[-1].append(action)
        self._seen.append(self._shown_to_people(before, r, events) if self._people else 0)
        self._handed_on.append(r.current != current or any(type(e) is TurnStarted for e in events))
        return events

    def next_round(self) -> Round:
        """Deal the next round (the match raises `IllegalAction` if it may not)."""
        r = self._match.next_round()
        self._rounds.append([])
        self._take_backs.append(0)
        self._seen = []
        self._handed_on = []
        return r

    def _shown_to_people(self, before: tuple[tuple, ...], r: Round, events: list[Event]) -> int:
        """The people who saw a card they had not seen: one came into their
        hand, their hand moved, or a challenge showed them another hand."""
        seen = 0
        after = r.hands
        for seat in self._people:
            if Counter(after[seat]) - Counter(before[seat]):
                seen |= 1 << seat
        for e in events:
            kind = type(e)
            if kind is Challenged:
                seen |= 1 << e.player
            elif kind is HandsSwapped:
                seen |= 1 << e.player | 1 << e.target
            elif kind in (HandsPassed, HandsShuffled):
                seen = -1  # every seat
        return seen

    # ----------------------------------------------------------- taking back

    def take_back_point(self, seat: int) -> TakeBack:
        """How far back `seat`'s last turn and every turn after it go, if
        they may be taken back: only for the one person at a table of
        computers, in a round not over, when no card was seen since."""
        if self._people != (seat,):
            return TakeBack(seat, None, refusal=TakeBackRefusal.NOT_ONE_PERSON)
        if self._match.round.phase is Phase.OVER:
            return TakeBack(seat, None, refusal=TakeBackRefusal.ROUND_OVER)
        actions = self._rounds[-1]
        bit = 1 << seat
        start = len(actions) - 1
        while start >= 0 and (actions[start].player != seat or type(actions[start]) in _ASIDE):
            start -= 1
        if start < 0:
            return TakeBack(seat, None, refusal=TakeBackRefusal.NOTHING_TO_TAKE_BACK)
        # The turn may have begun with an earlier action of the same seat
        # that kept the turn (a colour named for a first wild, a draw).
        while start > 0 and actions[start - 1].player == seat and not self._handed_on[start - 1]:
            start -= 1
        if any(seen & bit for seen in self._seen[start:]):
            return TakeBack(seat, None, refusal=TakeBackRefusal.CARD_SEEN)
        return TakeBack(seat, start, len(actions) - start)

    def take_back(self, seat: int) -> TakeBack:
        """Take back `seat`'s last turn and the turns after it, when possible.
        Afterwards `match` is a new object."""
        point = self.take_back_point(seat)
        if point.possible:
            self.truncate_to(point.keep)
            self._take_backs[-1] += 1
        return point

    def truncate_to(self, keep: int) -> None:
        """Keep the first `keep` actions of the round in play, replaying the
        match from its seed to there."""
        actions = self._rounds[-1]
        if not 0 <= keep <= len(actions):
            raise ValueError(f"the round in play has {len(actions)} actions, not {keep}")
        if keep == len(actions):
            return
        rounds = self.rounds[:-1] + (tuple(actions[:keep]),)
        again = _build(MatchRecord(self.setup, self.seed, rounds, tuple(self._take_backs)))
        self._match, self._rounds = again._match, again._rounds
        self._seen, self._handed_on = again._seen, again._handed_on
        self.edition += 1


def replay(record: MatchRecord, *, digest: str | None = None) -> MatchLog | ReplayFailure:
    """The match of the record, played again; or why it cannot be.

    With `digest` (what `MatchLog.digest` gave when the record was saved),
    a replay that plays but does not reach the same position fails too.
    """
    try:
        log = _build(record)
    except _Replay as stop:
        return stop.failure
    if digest is not None and log.digest() != digest:
        return ReplayFailure(ReplayProblem.DIVERGED, log.round_number, len(log.actions), "the position differs")
    return log


def _build(record: MatchRecord) -> MatchLog:
    try:
        log = MatchLog(record.setup, record.seed)
    except (ValueError, TypeError, IllegalAction) as error:
        raise _Replay(ReplayFailure(ReplayProblem.BAD_SETUP, detail=str(error))) from None
    for number, actions in enumerate(record.rounds, start=1):
        if number > 1:
            try:
                log.next_round()
            except IllegalAction as error:
                raise _Replay(ReplayFailure(ReplayProblem.ROUND_NOT_OVER, number - 1, -1, str(error))) from None
        for index, action in enumerate(actions):
            try:
                log.apply(action)
            except IllegalAction as error:
                raise _Replay(ReplayFailure(ReplayProblem.ILLEGAL_ACTION, number, index, str(error))) from None
            except Exception as error:  # a later engine may fail on an old action in any way
                detail = f"{type(error).__name__}: {error}"
                raise _Replay(ReplayFailure(ReplayProblem.ENGINE_ERROR, number, index, detail)) from None
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
    return hashlib.blake2b("|".join(parts).encode(), digest_size=8).hexdigest()
