"""The coached first game on the window's table: a thin view over the
lesson's script (`unodesk.lesson`).

`Teacher.start()` sets the match in play aside, deals the prepared round
(`GameController.start_at`, so the scores never hear of it) with the
computers playing the script, and lets the person play every move of
theirs. At each moment the table has shown, the coach says what the script
says there: what to do and why (the person's move), or what just happened
(the game waits until the person goes on). A move the rules allow but the
lesson does not is refused with the coach's reason (the controller's gate);
a move the rules refuse is refused as always, and the coach says why too.
Leaving takes up the match set aside, as it stood; starting another match
meanwhile ends the lesson too.
"""
from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt

from unodesk.engine import Action, Card, IllegalAction, Play, PlayerView
from unodesk.i18n.lesson_words import coach_words, hand_caption, nudge_words, step_words
from unodesk.i18n.messages import refusal_text
from unodesk.lesson import FIRST_GAME, PERSON, Coach, Lesson, Words
from unodesk.setup import MatchSetup, RoundResult, SeatKind, SeatSetup, computer_names, person_name, short_name

from ..table import placement
from ..table.table_view import announce
from .coach_panel import CoachPanel, coach_dock

if TYPE_CHECKING:
    from unodesk.controller.controller import SetAside

    from ..window import MainWindow

HOLD = "coach"  # what holds the game while the coach waits to be read


class Teacher(QObject):
    """Runs the lesson on `window`'s table."""

    def __init__(self, window: MainWindow, lesson: Lesson = FIRST_GAME) -> None:
        super().__init__(window)
        self.window = window
        self.controller = window.controller
        self.table = window.table
        self.coach = Coach(lesson)
        self.panel = CoachPanel()
        self.dock = coach_dock(self.panel, window)
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self.dock)
        self.dock.hide()
        self.panel.go_on.connect(self.go_on)
        self.panel.leave.connect(self.leave)
        self.panel.again.connect(self.start)
        self.panel.back.connect(self.leave)
        self.active = False
        self.setup: MatchSetup | None = None
        self._aside: SetAside | None = None
        self._intro_read = False
        self._read_after = -1  # the last beat whose words after it were read
        self._outro_read = False
        self._waiting = False  # the coach holds the game until Go on
        self._result: RoundResult | None = None
        self._shown: tuple[Words | None, bool, bool] = (None, False, False)
        self._points_shown: tuple[int, ...] = ()
        self._connections = [
            (self.table.scene.queue.idle, self._moment),
            (self.controller.match_started, self._match_started),
            (self.controller.action_refused, self._refused),
            (self.controller.events_applied, self._moved),
            (self.controller.round_finished, self._round_finished),
        ]
        window.installEventFilter(self)
        self._word_panel()

    # ------------------------------------------------------------ starting and leaving

    def start(self) -> None:
        """The lesson from its first step (again, if it is under way)."""
        controller = self.controller
        if not self.active:
            self._aside = controller.set_aside()
            for signal, slot in self._connections:
                signal.connect(slot)
        self.active = True
        self._intro_read = self._outro_read = False
        self._read_after = -1
        self._result = None
        self.setup = self._setup()
        controller.gate = self._gate
        self.window.hint_action.setEnabled(False)
        self._fit()
        self.dock.show()
        self._hold(True)
        controller.start_at(self.setup, self.coach.lesson.deal(), computers=self.coach.players())
        self._say(self.coach.lesson.intro, waiting=True)

    def leave(self) -> None:
        """Leave the lesson: the match set aside goes on as it stood. With
        none (the lesson was begun from the welcome), the lesson's table stays
        still under what the window shows next, until a match begins."""
        aside = self._stop()
        if aside is not None:
            self.controller.take_up(aside)
            return
        self._hold(True)
        self.controller.match_started.connect(self._let_go)
        self.window.lesson_left()

    def _let_go(self, _setup: object = None) -> None:
        with contextlib.suppress(RuntimeError, TypeError):
            self.controller.match_started.disconnect(self._let_go)
        if not self.active:
            self._hold(False)

    def _stop(self) -> SetAside | None:
        if not self.active:
            return None
        self.active = False
        for signal, slot in self._connections:
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        self.controller.gate = None
        self._hold(False)
        self.dock.hide()
        self.window.hint_action.setEnabled(self.window.hints_action.isChecked())
        aside, self._aside = self._aside, None
        return aside

    def _setup(self) -> MatchSetup:
        """The person (named as in the match set aside) and two friendly computers."""
        setup = self.controller.setup
        persons = setup.persons if setup is not None else ()
        me = setup.seats[persons[0]].name if setup is not None and persons else person_name(1)
        others = [name for name in computer_names() if name != me][:self.coach.lesson.players - 1]
        seats = [SeatSetup(me, SeatKind.PERSON)] + [SeatSetup(name, SeatKind.COMPUTER, "easy") for name in others]
        return MatchSetup(tuple(seats), self.coach.lesson.rules)

    # ------------------------------------------------------------ following the round

    def _view(self) -> PlayerView | None:
        views = self.controller.seat_views()
        return views[PERSON] if views else None

    def _moment(self) -> None:
        """The table shows the round as it stands: what the coach says now."""
        if not self.active:
            return
        view = self._view()
        if view is None:
            return
        beats = self.coach.beats
        index = self.coach.position(view)
        if index is None:
            return  # between the deal's events; the table will be idle again
        self._read_after = min(self._read_after, index - 1)  # a turn taken back
        if not self._intro_read:
            self._hold(True)
            self._say(self.coach.lesson.intro, waiting=True)
            return
        done = beats[index - 1] if index > 0 else None
        if done is not None and done.after is not None and self._read_after < index - 1:
            self._hold(True)
            self._say(done.after, waiting=True)
            return
        self._hold(False)
        if index < len(beats):
            beat = beats[index]
            if beat.say is not None:
                self._say(beat.say, waiting=False)
            if beat.persons and isinstance(beat.action, Play):
                self._point_at(beat.action.card)
            return
        if not self._outro_read:
            self._say(self.coach.lesson.outro, waiting=True, points=self._points())
            return
        self._say(None, waiting=False, ended=True)

    def _point_at(self, card: Card) -> None:
        """The card the coach asks for, raised with the keyboard's focus on it (Enter plays it)."""
        scene = self.table.scene
        items = scene.shown_items()
        index = next((i for i, item in enumerate(items) if item.card == card), None)
        if index is not None:
            scene.focus_index = index
            scene.update_states()

    def go_on(self) -> None:
        """The person has read the words: the game goes on."""
        view = self._view()
        index = self.coach.position(view) if view is not None else None
        if self.table.revealed_hand.isVisible():
            self.table.revealed_hand.close_hand()  # read together with the coach's words about it
        if not self._intro_read:
            self._intro_read = True
        elif index is not None and index >= len(self.coach.beats) and not self._outro_read:
            self._outro_read = True
        elif index is not None:
            self._read_after = index - 1
        self._hold(False)
        self._moment()
        self.table.setFocus()

    def _hold(self, held: bool) -> None:
        self._waiting = held
        self.controller.set_paused(held, HOLD)

    def _points(self) -> tuple[int, ...]:
        if self._result is not None:
            return tuple(sum(card.points for card in hand) for hand in self._result.hands)
        return tuple(sum(card.points for card in hand) for hand in self.coach.final.hands)

    def _round_finished(self, result: RoundResult) -> None:
        self._result = result

    def _match_started(self, setup: MatchSetup) -> None:
        if self.active and setup is not self.setup:
            self._stop()  # another match began: the lesson is over, and what was set aside with it

    def _moved(self, _events: object) -> None:
        self.panel.show_refusal("")

    # ------------------------------------------------------------ moves the lesson does not take

    def _gate(self, action: Action) -> IllegalAction | None:
        view = self._view()
        if view is None:
            return None
        verdict = self.coach.judge(view, self.controller.legal_for_shown(), action)
        if verdict is None:
            return None
        return IllegalAction("lesson", "not the lesson's move", sentence=nudge_words(verdict, self._names()))

    def _refused(self, _action: object, error: IllegalAction) -> None:
        text = refusal_text(error, self._names())
        self.panel.show_refusal(text)
        announce(self.table, text)

    # ------------------------------------------------------------ words

    def _names(self) -> tuple[str, ...]:
        return tuple(short_name(seat.name) for seat in self.setup.seats) if self.setup is not None else ()

    def _say(self, words: Words | None, *, waiting: bool, ended: bool = False,
             points: tuple[int, ...] = ()) -> None:
        self._shown = (words, waiting, ended)
        self._points_shown = points
        self._render()

    def _render(self) -> None:
        words, waiting, ended = self._shown
        groups: list[tuple[str, tuple[Card, ...]]] = []
        if ended:
            text = self.tr("Well done! Now you know how to play Uno. Take the lesson again, or go back to the game.")
        elif words is None:
            return
        else:
            text = coach_words(words, self._names(), self._points_shown)
            groups.append(("", words.cards))
            if words is self.coach.lesson.outro:
                names = self._names()
                groups = [(hand_caption(names[seat], sum(card.points for card in hand)), tuple(hand))
                          for seat, hand in self._final_hands()]
        self.panel.show_words(text, groups, waiting=waiting, ended=ended)
        self.panel.step.setText(step_words(*self._step()))
        announce(self.table, text)
        if waiting:
            self.panel.go_on_button.setFocus()
        elif ended:
            self.panel.again_button.setFocus()

    def _final_hands(self) -> tuple:
        if self._result is not None:
            return tuple((seat, hand) for seat, hand in enumerate(self._result.hands) if seat != PERSON)
        return self.coach.final_hands()

    def _step(self) -> tuple[int, int]:
        """The topics met so far, of all the lesson teaches."""
        topics = self.coach.topics()
        view = self._view()
        index = self.coach.position(view) if view is not None and self.active else 0
        index = index or 0
        met = sum(1 for beat in self.coach.beats[:index + 1] if beat.topic is not None)
        if index >= len(self.coach.beats):
            met = len(topics)
        return max(1, met), len(topics)

    def _fit(self) -> None:
        """The panel's width and words for the window's size."""
        width = max(240, min(420, self.window.width() // 4 + 24))
        self.dock.setMinimumWidth(width)
        self.dock.setMaximumWidth(width)
        self.panel.set_text_size(placement.text_px(self.window.height()) + 1)

    def _word_panel(self) -> None:
        self.panel.set_texts(self.tr("Learn to play"), self.tr("Go on"), self.tr("Take the lesson again"),
                             self.tr("Back to the game"), self.tr("Leave the lesson"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.Resize and self.active:
            self._fit()
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self._word_panel()
            if self.active:
                self._render()
        return False
