"""The one QObject that owns a match.

Intents come in from the table (play this card, draw, call Uno); the
controller applies them to the engine, which commits the new state at once,
and emits the engine's events for the scene to animate. While the scene is
animating, intents wait in one FIFO queue; when the scene reports that it is
idle they are applied in order, and only then do computer players act, each
after a short pause so people can follow. A computer decides in a worker
thread during that pause (see `computers`); its answer is applied only if
nothing was committed since it was asked. Nothing here waits or paints.

Every action goes through a `MatchLog`, which a keeper (the scores
database) saves after each one; a finished round is kept before anyone
hears of it, so its summary never shows a round the database could lose.
The log is also how a saved match is resumed and how the one person at a
table of computers takes back a turn.
"""
from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal, Slot

from unodesk.engine import (
    Accept,
    Action,
    CallUno,
    Card,
    CatchUno,
    Challenge,
    ChooseColor,
    Color,
    Draw,
    Event,
    IllegalAction,
    Match,
    Pass,
    Phase,
    Play,
    PlayerView,
    Round,
)
from unodesk.persistence.match_log import MatchLog, TakeBackRefusal
from unodesk.setup import MatchSetup, RoundResult

from .computers import Answer, Bot, BotFactory, DecisionWorker, Question, make_computer

# A computer catching a missed Uno or jumping in reacts faster than it thinks.
REACTION_SHARE = 0.5

# Why a take-back is refused, as the reason codes the status line words.
TAKE_BACK_REFUSALS = {
    TakeBackRefusal.NOT_ONE_PERSON: "take_back_not_one_person",
    TakeBackRefusal.ROUND_OVER: "take_back_round_over",
    TakeBackRefusal.NOTHING_TO_TAKE_BACK: "take_back_nothing",
    TakeBackRefusal.CARD_SEEN: "take_back_card_seen",
}


class MatchKeeper(Protocol):
    """Keeps the match as it is played (the scores database, ScoreStore)."""

    def begin_match(self, log: MatchLog) -> object: ...

    def save_progress(self) -> None: ...

    def finish_round(self) -> None: ...


class GameController(QObject):
    match_started = Signal(object)  # MatchSetup
    round_started = Signal(object)  # Round, freshly dealt
    events_applied = Signal(object)  # list[Event], already committed
    action_refused = Signal(object, object)  # (Action, IllegalAction)
    hand_off = Signal(int)  # this person must take the computer
    shown_seat_changed = Signal(object)  # int | None
    uno_armed_changed = Signal(bool)
    round_finished = Signal(object)  # RoundResult, after the keeper has kept the round
    match_finished = Signal(int)  # winner seat
    round_restored = Signal(object)  # Round: a turn was taken back; draw the table anew from it
    kept = Signal()  # the keeper saved (an action, a round, a take-back)

    def __init__(
        self,
        bot_factory: BotFactory = make_computer,
        *,
        think_ms: tuple[int, int] = (0, 0),
        wait_for_scene: bool = True,
        keeper: MatchKeeper | None = None,
        parent: QObject | None = None,
    ) -> None:
        """`think_ms`: the computers' pause before a move at normal speed, drawn
        between the two (app.py passes the table's, from view/speeds.py).
        `keeper` saves the match as it goes (none: it is kept in memory only)."""
        super().__init__(parent)
        self._bot_factory = bot_factory
        self._think_ms = think_ms
        self._speed = 1.0
        self._wait_for_scene = wait_for_scene
        self._rng = random.Random()
        self.keeper = keeper
        self.log: MatchLog | None = None
        self.setup: MatchSetup | None = None
        self._bots: dict[int, Bot] = {}
        self._queue: deque[Callable[[], None]] = deque()
        self.busy = False
        self.shown_seat: int | None = None
        self.uno_armed = False
        self._handing_off_to: int | None = None
        self._round_reported = False
        self._stopped = False
        # Counts every commit: a computer's answer is for the step it was asked at.
        self._step = 0
        self.worker = DecisionWorker(self)
        self.worker.answered.connect(self._answered)
        self._asked = QElapsedTimer()
        self._pause_ms = 0.0
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._on_timer)
        self._timed: Answer | None = None

    # ----------------------------------------------------------- reading

    @property
    def match(self) -> Match | None:
        """The match as it stands (a new object after a take-back)."""
        return self.log.match if self.log is not None else None

    def legal_for_shown(self) -> list[Action]:
        if self.match is None or self.shown_seat is None:
            return []
        return self.match.round.legal_actions(self.shown_seat)

    def seat_views(self) -> tuple[PlayerView, ...]:
        """What each seat may know of the round now, in seat order: the table is drawn from these."""
        if self.match is None:
            return ()
        r = self.match.round
        return tuple(r.view(seat) for seat in range(r.players))

    def opening_events(self) -> tuple[Event, ...]:
        """How the round now on the table began (the deal, the first card), every card named."""
        return self.match.round.opening_events if self.match is not None else ()

    def is_person(self, seat: int) -> bool:
        return bool(self.setup and self.setup.seats[seat].is_person)

    def set_speed(self, factor: float) -> None:
        """Scale the computer players' thinking pause (0: no pause)."""
        self._speed = max(0.0, factor)

    # ----------------------------------------------------------- match and rounds

    @Slot()
    def shutdown(self) -> None:
        """The window is closing: no computer moves any more, and a decision
        being made is waited for (a new match starts them again)."""
        self._stopped = True
        self._moved_on()
        self._queue.clear()
        self.worker.close()

    @Slot(object)
    def new_match(self, setup: MatchSetup) -> None:
        log = MatchLog.begin(setup)
        if self.keeper is not None:
            self.keeper.begin_match(log)
        self._start(log)

    def resume(self, log: MatchLog) -> None:
        """Go on with a saved match, replayed into `log` (the keeper is
        already keeping it): the round in play is dealt onto the table as it stands."""
        self._start(log)

    def _start(self, log: MatchLog) -> None:
        self._stopped = False
        self._moved_on()
        self._queue.clear()
        setup = log.setup
        self.setup = setup
        self.log = log
        seeds = random.Random(setup.seed)
        self._rng = random.Random(seeds.randrange(2**32) if setup.seed is not None else None)
        self._bots = {
            i: self._bot_factory(s.level, seed=seeds.randrange(2**32) if setup.seed is not None else None)
            for i, s in enumerate(setup.seats)
            if not s.is_person
        }
        persons = setup.persons
        self._set_shown(persons[0] if len(persons) == 1 else None)
        self.match_started.emit(setup)
        self._begin_round()

    @Slot()
    def next_round(self) -> None:
        if self.match is None:
            return
        try:
            self.log.next_round()
        except IllegalAction as error:
            self.action_refused.emit(None, error)
            return
        self._keep(lambda keeper: keeper.save_progress())
        self._queue.clear()
        if len(self.setup.persons) != 1:
            self._set_shown(None)
        self._begin_round()

    def _begin_round(self) -> None:
        self._lay_round(self.round_started)

    def _lay_round(self, signal: Signal) -> None:
        """The table is laid anew (`signal`) from the round as it stands; play goes on once it is."""
        self._moved_on()
        self._round_reported = False
        self._handing_off_to = None
        self._set_uno_armed(False)
        self.busy = self._wait_for_scene
        signal.emit(self.match.round)
        if not self.busy:
            self._idle()

    # ----------------------------------------------------------- intents

    @Slot(object)
    def play_card(self, card: Card, color: Color | None = None, target: int | None = None, pair: bool = False) -> None:
        """Play `card` (with its twin, `pair`, under the doubles rule)."""
        self._intent(lambda seat: Play(seat, card, color, target, self._uno_for(seat, pair), pair))

    @Slot()
    def draw(self) -> None:
        self._intent(Draw)

    @Slot()
    def keep_card(self) -> None:
        self._intent(Pass)

    @Slot()
    def challenge(self) -> None:
        self._intent(Challenge)

    @Slot()
    def accept(self) -> None:
        self._intent(Accept)

    @Slot(object)
    def choose_color(self, color: Color) -> None:
        self._intent(lambda seat: ChooseColor(seat, color))

    @Slot(int)
    def catch_uno(self, target: int) -> None:
        self._intent(lambda seat: CatchUno(seat, target))

    @Slot()
    def call_uno(self) -> None:
        """Uno for the shown person: called now with one card left, or
        armed for the next play with two."""
        self._intent(self._uno_action)

    def _uno_action(self, seat: int) -> Action | None:
        r = self.match.round
        size = len(r.hands[seat])
        if r.phase is not Phase.OVER and (size == 2 or size == 3 and self._may_play_pair(seat)):
            self._set_uno_armed(not self.uno_armed)
            return None
        return CallUno(seat)

    def _may_play_pair(self, seat: int) -> bool:
        return any(isinstance(a, Play) and a.pair for a in self.match.round.legal_actions(seat))

    def _uno_for(self, seat: int, pair: bool = False) -> bool:
        """Whether the play calls Uno: armed, and the play leaves one card."""
        return self.uno_armed and len(self.match.round.hands[seat]) == (3 if pair else 2)

    @Slot()
    def hand_off_done(self) -> None:
        if self._handing_off_to is None:
            return
        seat, self._handing_off_to = self._handing_off_to, None
        self._set_shown(seat)
        self._idle()

    @Slot()
    def animations_finished(self) -> None:
        if not self.busy:
            return
        self.busy = False
        self._idle()

    def _intent(self, make: Callable[[int], Action | None]) -> None:
        if self.match is None:
            return
        if self.busy:
            self._queue.append(lambda: self._person_acts(make))
        else:
            self._person_acts(make)

    def _person_acts(self, make: Callable[[int], Action | None]) -> None:
        seat = self.shown_seat
        if seat is None:
            error = IllegalAction("hand_hidden", "pass the computer to the next player first")
            self.action_refused.emit(None, error)
            return
        action = make(seat)
        if action is not None:
            self._apply(action)

    # ----------------------------------------------------------- applying

    def _apply(self, action: Action) -> bool:
        try:
            events = self.log.apply(action)
        except IllegalAction as error:
            self.action_refused.emit(action, error)
            return False
        self._keep(lambda keeper: keeper.save_progress())
        if self.match.round.phase is Phase.OVER:
            # Kept for good now, before the table has even shown the last card.
            self._keep(lambda keeper: keeper.finish_round())
        self._moved_on()
        if isinstance(action, Play) and action.player == self.shown_seat:
            self._set_uno_armed(False)
        self.busy = self._wait_for_scene
        self.events_applied.emit(events)
        if not self.busy:
            self._idle()
        return True

    def _moved_on(self) -> None:
        """Something was committed (or the match ended): what a computer was
        asked or was about to do no longer holds."""
        self._step += 1
        self._timer.stop()
        self._timed = None
        self.worker.forget()

    def _idle(self) -> None:
        """The table shows the current state: go on with the game."""
        while self._queue and not self.busy:
            self._queue.popleft()()
        if self.busy or self.match is None or self._stopped:
            return
        r = self.match.round
        if r.phase is Phase.OVER:
            self._report_round()
            return
        if self._handing_off_to is not None:
            return
        current = r.current
        if self.is_person(current):
            if current != self.shown_seat:
                self._handing_off_to = current
                self._set_shown(None)
                self.hand_off.emit(current)
                return
        if self.worker.thinking or self._timed is not None:
            return  # the computers were asked already about this moment
        questions = self._questions()
        if questions:
            self._ask(questions)

    def _questions(self) -> list[Question]:
        """Every computer's optional move now (a catch, a late Uno, a jump-in),
        then the turn of the computer whose turn it is."""
        r = self.match.round
        questions = []
        for seat in self._bots:
            legal = r.legal_actions(seat)
            if seat == r.current:  # its turn waits; only the moves beside it are optional
                legal = [a for a in legal if isinstance(a, (CatchUno, CallUno))]
            if legal:
                questions.append(Question(seat, r.view(seat), tuple(legal), must_act=False))
        if not self.is_person(r.current):
            legal = r.legal_actions(r.current)
            questions.append(Question(r.current, r.view(r.current), tuple(legal), must_act=True))
        return questions

    def _ask(self, questions: list[Question]) -> None:
        """Ask the computers now; the answer is applied once the pause is over,
        so a computer may think for as long as the pause lasts."""
        low, high = self._think_ms
        self._pause_ms = self._rng.uniform(low, high) * self._speed
        self._asked.start()
        self.worker.ask((self.match.round, self._step), self._bots, questions, budget=self._pause_ms / 1000)

    def _answered(self, token: tuple[Round, int], answer: Answer | None) -> None:
        round_, step = token
        if self.match is None or round_ is not self.match.round or step != self._step or self.busy:
            return  # asked about a moment that has passed
        if answer is None:
            return  # no computer wants to move: a person's turn
        share = 1.0 if answer.question.must_act else REACTION_SHARE
        self._timed = answer
        self._timer.start(max(0, int(self._pause_ms * share - self._asked.elapsed())))

    def _on_timer(self) -> None:
        answer, self._timed = self._timed, None
        if answer is None or self.busy:
            return
        action = answer.action
        if answer.question.must_act or action in self.match.round.legal_actions(action.player):
            self._apply(action)  # a turn's answer that is illegal is refused as a person's would be
        else:
            self._idle()

    def _report_round(self) -> None:
        if self._round_reported:
            return
        self._round_reported = True
        # A resumed round may have ended just before the game stopped; keeping
        # it twice keeps it once.
        self._keep(lambda keeper: keeper.finish_round())
        m = self.match
        r = m.round
        result = RoundResult(
            winner=r.winner,
            round_scores=m.round_scores(),
            totals=m.scores,
            hands=r.hands,
            match_over=m.over,
            match_winner=m.winner,
            teams=tuple(m.team_of(seat) for seat in range(m.players)) if m.rules.teams else (),
            team_totals=m.team_scores if m.rules.teams else (),
        )
        self.round_finished.emit(result)
        if m.over:
            self.match_finished.emit(m.winner)

    # ----------------------------------------------------------- taking back

    def take_back_offered(self) -> bool:
        """Whether the match has take-backs at all: one person against computers."""
        return self.setup is not None and len(self.setup.persons) == 1

    def can_take_back(self) -> bool:
        """Whether the person's last turn can be taken back now."""
        return self.take_back_offered() and self.log.take_back_point(self.setup.persons[0]).possible

    @Slot()
    def take_back(self) -> None:
        """Take back the one person's last turn and the computers' turns
        after it; a refusal is said like any other (`action_refused`)."""
        if self.log is None:
            return
        if self.busy:  # after what is being shown, like any other intent
            self._queue.append(self.take_back)
            return
        persons = self.setup.persons
        seat = persons[0] if len(persons) == 1 else -1
        point = self.log.take_back(seat)
        if not point.possible:
            reason = TAKE_BACK_REFUSALS[point.refusal]
            self.action_refused.emit(None, IllegalAction(reason, "a turn that cannot be taken back"))
            return
        self._keep(lambda keeper: keeper.save_progress())
        self._queue.clear()
        self._lay_round(self.round_restored)

    # ----------------------------------------------------------- small state

    def _keep(self, step: Callable[[MatchKeeper], None]) -> None:
        if self.keeper is not None:
            step(self.keeper)
            self.kept.emit()

    def _set_shown(self, seat: int | None) -> None:
        if seat != self.shown_seat:
            self.shown_seat = seat
            self._set_uno_armed(False)
            self.shown_seat_changed.emit(seat)

    def _set_uno_armed(self, armed: bool) -> None:
        if armed != self.uno_armed:
            self.uno_armed = armed
            self.uno_armed_changed.emit(armed)
