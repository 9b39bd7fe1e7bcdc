"""The one QObject that owns a match.

Intents come in from the table (play this card, draw, call Uno); the
controller applies them to the match, which commits the new state at once,
and emits the engine's events for the scene to animate. While the scene is
animating, intents wait in one FIFO queue; when the scene reports that it is
idle they are applied in order, and only then do computer players act, each
after a short pause so people can follow (`computer_turns`: they decide in
a worker thread during that pause, and their answer is applied only if
nothing was committed since they were asked). Nothing here waits or paints.

Every action goes through the session's `MatchLog`, whose every operation
returns what it changed; a keeper (the scores database) writes each change
at once, and the change that ends a round holds the round, so it is kept
before anyone hears of it and its summary never shows a round the database
could lose. The log is also how a saved match is resumed and how the one
person at a table of computers takes back a turn.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Callable, Mapping

from PySide6.QtCore import QObject, Signal, SignalInstance, Slot

from unodesk.ai import Answer, Bot
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
from unodesk.session import Change, MatchLog, Moment, TakeBackRefusal
from unodesk.setup import MatchSetup, RoundResult

from .computer_turns import BotFactory, ComputerTurns, make_computer
from .values import TAKE_BACK_REFUSALS, Gate, MatchKeeper, SetAside, Standings
from .worker import DecisionWorker

__all__ = ["GameController", "Gate", "MatchKeeper", "SetAside", "Standings"]

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
    paused_changed = Signal(bool)  # a window over the table holds the game, or lets it go on

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
        between the two (the wiring passes `setup.speeds.COMPUTER_PAUSE_MS`).
        `wait_for_scene`: whether play waits for the table to show each batch
        (`animations_finished`); without, it goes on at once, as for tests.
        `keeper` saves the match as it goes (none: it is kept in memory only)."""
        super().__init__(parent)
        self._wait_for_scene = wait_for_scene
        self.keeper = keeper
        self._kept = False  # whether the keeper keeps the match in play
        self.log: MatchLog | None = None
        self.setup: MatchSetup | None = None
        self._queue: deque[Callable[[], None]] = deque()
        self.busy = False
        self.shown_seat: int | None = None
        self.uno_armed = False
        self._handing_off_to: int | None = None
        self._round_reported = False
        self._stopped = False
        self._paused = False
        self._holders: set[str] = set()  # what holds the game now (a window over the table, the coach)
        # A lesson's: a person's legal action that is not the lesson's move is refused with its reason.
        self.gate: Gate | None = None
        self.worker = DecisionWorker(self)  # the computers' moves and the hint are decided there
        self.computers = ComputerTurns(self.worker, self.moment, bot_factory, think_ms=think_ms, parent=self)
        self.computers.due.connect(self._computer_moves)

    # ----------------------------------------------------------- reading

    @property
    def match(self) -> Match | None:
        """The match as it stands (a new object after a take-back)."""
        return self.log.match if self.log is not None else None

    def moment(self) -> Moment | None:
        """The point the match is at (None before a match): it changes with
        every action, a new round and a take-back."""
        return None if self.log is None else self.log.moment()

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

    def standings(self) -> Standings | None:
        """The round number, the totals and the target (None before a match)."""
        m = self.match
        if m is None:
            return None
        return Standings(m.round_number, m.scores, m.rules.target_score)

    def opening_events(self) -> tuple[Event, ...]:
        """How the round now on the table began (the deal, the first card), every card named."""
        return self.match.round.opening_events if self.match is not None else ()

    def _persons(self) -> tuple[int, ...]:
        return self.setup.persons if self.setup is not None else ()

    def is_person(self, seat: int) -> bool:
        return bool(self.setup and self.setup.seats[seat].is_person)

    def set_speed(self, factor: float) -> None:
        """Scale the computer players' thinking pause (0: no pause)."""
        self.computers.set_speed(factor)

    @property
    def paused(self) -> bool:
        return self._paused

    @Slot(bool)
    def set_paused(self, paused: bool, by: str = "window") -> None:
        """Hold the game while a window is open over the table (a new match
        being set up, the help, a question), or while the coach of a lesson
        waits to be read (`by` names what holds it; the game goes on once
        nothing does): no computer moves, no hand-off, no round's end until it
        goes on. What a computer was about to do is forgotten and asked again
        afterwards, so nobody is surprised by two more cards. The table still
        finishes showing what was committed, and a person's own intents still
        apply."""
        if paused:
            self._holders.add(by)
        else:
            self._holders.discard(by)
        paused = bool(self._holders)
        if paused == self._paused:
            return
        self._paused = paused
        if paused:
            self.computers.forget()
        elif not self.busy:
            self._idle()
        self.paused_changed.emit(paused)

    # ----------------------------------------------------------- match and rounds

    @Slot()
    def shutdown(self) -> None:
        """The window is closing: no computer moves any more, and a decision
        being made is waited for (a new match starts them again)."""
        self._stopped = True
        self.computers.forget()
        self._queue.clear()
        self.worker.close()

    @Slot(object)
    def new_match(self, setup: MatchSetup) -> None:
        log = MatchLog.begin(setup)
        self._kept = self.keeper is not None
        if self.keeper is not None:
            self.keeper.begin_match(log)
        self._start(log)

    def resume(self, log: MatchLog) -> None:
        """Go on with a saved match, replayed into `log` (the keeper is
        already keeping it): the round in play is dealt onto the table as it stands."""
        self._kept = self.keeper is not None
        self._start(log)

    def start_at(self, setup: MatchSetup, round_: Round, *, computers: Mapping[int, Bot] | None = None) -> None:
        """Begin a match at a position set up by hand (`Round.setup`, or a
        deal of a deck in a chosen order), laid on the table as if just
        dealt: for tests, puzzles, demonstrations and the lesson. No record
        would play it again, so it is played in memory only: the keeper is
        not told of it (what it keeps stays as it was). `computers`: the
        computer seats' players (a lesson's script), else made as for any match."""
        self._kept = False
        self._start(MatchLog.at(setup, round_), computers)

    def set_aside(self) -> SetAside | None:
        """The match in play, to take up again after another (None: none is)."""
        return None if self.log is None else SetAside(self.log, self._kept)

    def take_up(self, aside: SetAside) -> None:
        """Go on with a match set aside, as it stood and kept as it was."""
        self._kept = aside.kept and self.keeper is not None
        self._start(aside.log)

    def _start(self, log: MatchLog, computers: Mapping[int, Bot] | None = None) -> None:
        self._stopped = False
        self._queue.clear()
        setup = log.setup
        self.setup = setup
        self.log = log
        self.computers.seat(setup, computers)
        persons = setup.persons
        self._set_shown(persons[0] if len(persons) == 1 else None)
        self.match_started.emit(setup)
        self._lay_round(self.round_started)

    @Slot()
    def next_round(self) -> None:
        if self.log is None or self.setup is None:
            return
        try:
            change = self.log.next_round()
        except IllegalAction as error:
            self.action_refused.emit(None, error)
            return
        self._keep(change)
        self._queue.clear()
        if len(self.setup.persons) != 1:
            self._set_shown(None)
        self._lay_round(self.round_started)

    def _lay_round(self, signal: SignalInstance) -> None:
        """The table is laid anew (`signal`) from the round as it stands; play goes on once it is."""
        log = self._in_play()
        self.computers.forget()
        self._round_reported = False
        self._handing_off_to = None
        self._set_uno_armed(False)
        self.busy = self._wait_for_scene
        signal.emit(log.round)
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

    @Slot(object)
    def act(self, action: Action) -> None:
        """The shown person's action as the engine spells it: what the
        intents above build, given whole (by tests and tools). It waits in
        the queue like any intent, and one of another seat is refused."""
        def mine(seat: int) -> Action | None:
            if action.player == seat:
                return action
            self.action_refused.emit(action, IllegalAction("not_your_turn", "the action is another seat's"))
            return None

        self._intent(mine)

    def _uno_action(self, seat: int) -> Action | None:
        r = self._in_play().round
        size = len(r.hands[seat])
        if r.phase is not Phase.OVER and (size == 2 or (size == 3 and self._may_play_pair(seat))):
            self._set_uno_armed(not self.uno_armed)
            return None
        return CallUno(seat)

    def _may_play_pair(self, seat: int) -> bool:
        return any(isinstance(a, Play) and a.pair for a in self._in_play().round.legal_actions(seat))

    def _uno_for(self, seat: int, pair: bool = False) -> bool:
        """Whether the play calls Uno: armed, and the play leaves one card."""
        return self.uno_armed and len(self._in_play().round.hands[seat]) == (3 if pair else 2)

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
        if action is None:
            return
        refusal = self.gate(action) if self.gate is not None else None
        if refusal is not None:
            self.action_refused.emit(action, refusal)
            return
        self._apply(action)

    # ----------------------------------------------------------- applying

    def _apply(self, action: Action) -> bool:
        try:
            applied = self._in_play().apply(action)
        except IllegalAction as error:
            self.action_refused.emit(action, error)
            return False
        # Kept now, before the table has even shown it; the action that ends
        # a round is kept with the round.
        self._keep(applied.change)
        self.computers.forget()
        if isinstance(action, Play) and action.player == self.shown_seat:
            self._set_uno_armed(False)
        self.busy = self._wait_for_scene
        self.events_applied.emit(applied.events)
        if not self.busy:
            self._idle()
        return True

    def _idle(self) -> None:
        """The table shows the current state: go on with the game."""
        while self._queue and not self.busy:
            self._queue.popleft()()
        if self.busy or self.log is None or self._stopped or self._paused:
            return
        r = self.log.round
        if r.phase is Phase.OVER:
            self._report_round()
            return
        if self._handing_off_to is not None:
            return
        current = r.current
        if self.shown_seat is not None and current != self.shown_seat and len(self._persons()) > 1:
            # With people looking on, a hand is shown only for its own turn.
            self._set_shown(None)
        if self.is_person(current) and current != self.shown_seat:
            self._handing_off_to = current
            self._set_shown(None)
            self.hand_off.emit(current)
            return
        if not self.computers.waiting:  # else they were asked already about this moment
            self.computers.ask(r)

    def _computer_moves(self, answer: Answer) -> None:
        """A computer's pause is over: its move, if the table may go on."""
        if self.busy or self._paused or self.log is None:
            return
        action = answer.action
        if answer.question.must_act or action in self.log.round.legal_actions(action.player):
            self._apply(action)  # a turn's answer that is illegal is refused as a person's would be
        else:
            self._idle()

    def _report_round(self) -> None:
        if self._round_reported:
            return
        self._round_reported = True
        m = self._in_play().match
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
        return (self.setup is not None and self.log is not None and len(self.setup.persons) == 1
                and self.log.take_back_point(self.setup.persons[0]).possible)

    @Slot()
    def take_back(self) -> None:
        """Take back the one person's last turn and the computers' turns
        after it; a refusal is said like any other (`action_refused`)."""
        if self.log is None or self.setup is None:
            return
        if self.busy:  # after what is being shown, like any other intent
            self._queue.append(self.take_back)
            return
        persons = self.setup.persons
        seat = persons[0] if len(persons) == 1 else -1
        taken = self.log.take_back(seat)
        if taken.refusal is not None or taken.change is None:
            reason = TAKE_BACK_REFUSALS[taken.refusal or TakeBackRefusal.NOTHING_TO_TAKE_BACK]
            self.action_refused.emit(None, IllegalAction(reason, "a turn that cannot be taken back"))
            return
        self._keep(taken.change)
        self._queue.clear()
        self._lay_round(self.round_restored)

    # ----------------------------------------------------------- small state

    def _in_play(self) -> MatchLog:
        """The log of the match in play (intents and moves come only once there is one)."""
        assert self.log is not None, "no match in play"
        return self.log

    def _keep(self, change: Change) -> None:
        if self._kept and self.keeper is not None:
            self.keeper.keep(change)
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
