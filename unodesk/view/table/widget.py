"""The table as one widget: the scene in its view, the tray of answers and
the status line under it, the UNO! button beside the hand, what happened in
a drawer.

It turns the controller's signals into animations (choreography.py) and
shows what the shown person may do now; their clicks and keys become the
controller's intents in intents.py. It never reads the round: the table is
drawn from the seats' views and the events, and what the shown person may
do now comes from their view and legal actions (choices.py, i18n/status.py).
"""
from __future__ import annotations

import contextlib
from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent
from PySide6.QtWidgets import QApplication, QVBoxLayout, QWidget

from unodesk.engine import Card, Event, IllegalAction, Phase, PlayerView
from unodesk.i18n.seat_names import as_shown
from unodesk.setup import RoundResult, short_name
from unodesk.setup.speeds import Speed

from ..sounds import Sound, SoundBoard
from ..speeds import MOMENT_MOST_MS, MOMENT_READ_MS, Motion
from . import placement
from .buttons import CatchButtons, uno_button
from .choices import choices_for
from .choreography import Choreography
from .controls import ActionTray
from .drawer import HistoryDrawer
from .event_log import EventLog
from .intents import TableIntents, key_name
from .overlays import Overlays
from .panels import PairPicker, RevealedHand
from .scene import TableScene
from .status_bar import StatusBar
from .story import HandOffScreen, StoryPanel
from .table_view import TableView, announce
from .telling import Storyteller

# How much larger the cards are with the larger-cards setting.
LARGE_CARDS = 1.25
class TableWidget(QWidget):
    """The central widget of the main window: everything on and under the table."""

    menu_requested = Signal()
    # The end of a round has been shown (the winner's moment is over): the
    # summary may open now. Carries the controller's RoundResult.
    round_shown = Signal(object)

    def __init__(self, controller, parent: QWidget | None = None, *, felt: TableView | None = None) -> None:
        """`felt`: the view the window has shown until now (`MainWindow.take_felt`),
        which the table takes over; without one the table makes its own."""
        super().__init__(parent)
        self.controller = controller
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAccessibleName(self.tr("Card table"))
        self.scene = TableScene(self)
        # The app sets the chosen speed before the first deal; asking the
        # desktop for its motion setting here would do it twice at start.
        self.scene.speed = Speed.NORMAL
        self.choreography = Choreography(self.scene)
        self.view = TableView(self.scene, self) if felt is None else felt.taken_over(self, self.scene)
        self.tray = ActionTray(self)
        self.status = self.tray.status
        self.color_picker = self.tray.color_picker
        self.target_picker = self.tray.target_picker
        self.challenge_prompt = self.tray.challenge_prompt
        self.keep_button = self.tray.keep_button
        self.take_button = self.tray.take_button
        self.history_button = self.tray.history_button
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.view, 1)
        column.addWidget(self.tray)

        # On the table (children of the view, placed in scene coordinates).
        self.uno_button = uno_button(self.view)
        self.uno_button.hide()  # plain felt until the first deal
        self.log = EventLog(self.view)
        self.log.closed.connect(lambda: self.show_history(False))
        self.history_button.toggled.connect(self.show_history)
        self.drawer = HistoryDrawer(self.log, self.view, self)
        self.pair_picker = PairPicker(self.scene.faces)
        self.tray.add_prompt(self.pair_picker)
        # Over the table: the hand a challenge showed, while the game waits.
        self.revealed_hand = RevealedHand(self.scene.faces, self.view)
        self.hand_off_screen = HandOffScreen(self.scene.faces, self.view)
        self.story_panel = StoryPanel(self.scene.faces, self.view)
        self.story = Storyteller(self)
        self.overlays = Overlays(self)
        self.catch_buttons = CatchButtons(self.view, controller.catch_uno, self.retranslate_catch)

        self.intents = TableIntents(self)
        intents = self.intents
        self.uno_button.clicked.connect(intents.call_uno)
        self.color_picker.chosen.connect(intents.color_chosen)
        self.color_picker.cancelled.connect(intents.cancel)
        self.target_picker.chosen.connect(intents.target_chosen)
        self.target_picker.cancelled.connect(intents.cancel)
        self.pair_picker.chosen.connect(intents.pair_chosen)
        self.pair_picker.cancelled.connect(intents.cancel)
        self.revealed_hand.closed.connect(self._revealed_closed)
        self.challenge_prompt.challenge.connect(intents.challenge)
        self.challenge_prompt.accept.connect(intents.accept)
        self.hand_off_screen.done.connect(controller.hand_off_done)
        self.keep_button.clicked.connect(intents.keep)
        self.take_button.clicked.connect(intents.accept)

        self.scene.card_clicked.connect(self.play)
        self.scene.draw_clicked.connect(self.draw)
        self.scene.queue.idle.connect(self._animations_finished)
        self.view.resized.connect(self._view_resized)

        self._idle_held = False  # the table is idle, but a shown hand holds the game
        self.status_bar = StatusBar(self)
        self.scene.moment_shown.connect(self.status_bar.moment_shown)
        self.sounds: SoundBoard | None = None  # the wiring gives the table its sounds
        self.handing_off: int | None = None  # the person the computer goes to
        self._closed = False
        # The winner's moment at the end of a round, before the summary.
        self._moment = QTimer(self)
        self._moment.setSingleShot(True)
        self._moment.timeout.connect(self._moment_over)
        self._result: RoundResult | None = None
        self._connections = [
            (controller.match_started, self._match_started),
            (controller.round_started, self._round_started),
            (controller.events_applied, self._events_applied),
            (controller.action_refused, self._action_refused),
            (controller.hand_off, self._hand_off),
            (controller.shown_seat_changed, self._shown_seat_changed),
            (controller.uno_armed_changed, self._uno_armed_changed),
            (controller.round_finished, self._round_finished),
            (controller.round_restored, self._round_restored),
        ]
        for signal, slot in self._connections:
            signal.connect(slot)
        self.retranslate()
        if controller.setup is not None:
            self._match_started(controller.setup)
        if felt is not None:
            # Laid out in the window already: the scene takes the view's size (the viewport's would cost more).
            self._view_resized(self.view.size())

    # ------------------------------------------------------------ public

    def set_speed(self, speed: Speed) -> None:
        """How fast cards move; the computers' thinking pause is the app's to set."""
        self.scene.speed = speed

    def set_large_cards(self, large: bool) -> None:
        """The larger-cards setting: every card on the table a size up."""
        self.scene.set_card_scale(LARGE_CARDS if large else 1.0)
        self._place_overlays()

    def show_history(self, shown: bool) -> None:
        """Open or close the drawer of what happened, at the table's right."""
        if self.history_button.isChecked() != shown:
            self.history_button.setChecked(shown)  # comes back here through `toggled`
            return
        if not self.drawer.slide(shown, self.scene.ms(Motion.DRAWER)):
            return
        if shown:
            self.log.setFocus()
        elif self.log.isAncestorOf(self.focusWidget()) if self.focusWidget() else False:
            self.setFocus()

    def retranslate(self) -> None:
        self.uno_button.setText(self.tr("UNO!"))
        self.uno_button.setToolTip(self.tr("Call Uno (U)"))
        self.uno_button.setAccessibleName(self.tr("Call Uno"))
        self.keep_button.setText(self.tr("Keep it (K)"))
        self.history_button.setText(self.tr("What happened"))
        self.history_button.setToolTip(self.tr("What happened (L)"))
        for seat in self.catch_buttons.seats():
            self.retranslate_catch(seat)
        self.color_picker.retranslate()
        self.target_picker.retranslate()
        self.pair_picker.retranslate()
        self.revealed_hand.retranslate()
        self.challenge_prompt.retranslate()
        self.hand_off_screen.retranslate()
        self.story_panel.retranslate()
        # A name the game gave follows the language.
        self.log.set_names(self.names)
        self.log.retranslate()
        self.scene.names = self.names
        self.scene.retranslate()
        self._refresh_standings()
        self.refresh_status()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:
        self.shutdown()
        super().closeEvent(event)

    def shutdown(self) -> None:
        """Stop animating and stop listening: the table is going away."""
        if self._closed:
            return
        self._closed = True
        for signal, slot in self._connections:
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect(slot)
        self._moment.stop()
        self.scene.stop_all()

    # ------------------------------------------------------------ controller signals

    def shown_view(self) -> PlayerView | None:
        """What the shown person may know now (None when no hand is shown)."""
        seat = self.controller.shown_seat
        views = self.controller.seat_views()
        return views[seat] if seat is not None and seat < len(views) else None

    def turned_down(self) -> bool:
        """The table turned the shown person's cards down (another seat's turn came, with people looking)."""
        return bool(self.scene.players) and self.controller.shown_seat is not None and self.scene.visible_seat is None

    def _bottom_seat(self) -> int:
        shown = self.controller.shown_seat
        if shown is not None:
            return shown
        if self.scene.players:
            return self.scene.bottom_seat
        setup = self.controller.setup
        return setup.persons[0] if setup is not None and setup.persons else 0

    @property
    def names(self) -> tuple[str, ...]:
        """The seats' names as the table shows them (a long one cut short)."""
        setup = self.controller.setup
        return tuple(short_name(as_shown(s.name, s.is_person)) for s in setup.seats) if setup is not None else ()

    def _match_started(self, setup) -> None:
        self.log.set_names(self.names)
        self.log.clear()
        self._refresh_standings()

    def _refresh_standings(self) -> None:
        """The seats' totals and the plaque with the round and the target."""
        standings = self.controller.standings()
        if standings is None:
            self.scene.set_totals(None)
            self.scene.set_plaque("", "")
            return
        self.scene.set_totals(standings.totals)
        self.scene.set_plaque(
            self.tr("Round %1").replace("%1", str(standings.round_number)),
            self.tr("Playing to %1").replace("%1", str(standings.target)),
        )

    def _logged(self, event: Event) -> None:
        """An event's line in what happened, and said to a screen reader."""
        sentence = self.log.add(event)
        if sentence:
            announce(self, sentence)

    def _round_started(self, _round: object) -> None:
        self._moment.stop()
        self._result = None
        self.log.begin_round()
        opening = self.controller.opening_events()
        views = self.controller.seat_views()
        # A continued round: what it saw before the game closed goes into the log as it was.
        self._lay_round(opening, views[0].history[len(opening):] if views else ())

    def _round_restored(self, _round: object) -> None:
        """A turn was taken back: the table is laid again as the round now
        stands, from the seats' views, without dealing it again; the log says
        so and keeps no line of what was taken back."""
        views = self.controller.seat_views()
        persons = self.controller.setup.persons if self.controller.setup is not None else ()
        if views and persons:
            self.log.taken_back(views[0].history, persons[0])
        self._lay_round(())

    def _lay_round(self, opening: Sequence[Event], before: Sequence[Event] = ()) -> None:
        """A new table: the `opening` events shown, then the round as the seats'
        views have it; `before`, what the round saw already, into the log."""
        self._hide_controls()
        self._close_revealed()
        self.uno_button.show()
        self.status_bar.round_laid()
        self.story.round_laid()
        self.choreography.start_round(
            opening,
            self.controller.seat_views(),
            self.names,
            self._bottom_seat(),
            self.controller.shown_seat,
            on_log=self._logged,
            done=partial(self._dealt, before),
        )
        self._refresh_standings()
        self.refresh_status()

    def _dealt(self, before: Sequence[Event]) -> None:
        self.log.add_quietly(before)
        self._batch_shown()

    def _events_applied(self, events: list[Event]) -> None:
        self._hide_controls()
        # The status line follows the table: the moment it shows, until the next one is shown.
        self.status_bar.batch_begins()
        if self.sounds is not None:
            self.sounds.play_for(events)
        self.story.batch_begins(events)
        self.choreography.show(events, self.controller.seat_views(), on_log=self._logged, done=self._batch_shown)

    def _batch_shown(self) -> None:
        if self.turned_down():
            self._hide_controls()
            self.scene.set_playable(None, False)
        else:
            self._refresh_controls()
        self.status_bar.batch_shown()
        self.story.batch_shown()

    def _animations_finished(self) -> None:
        if self._closed:
            return
        if self.revealed_hand.isVisible():
            self._idle_held = True  # the game goes on when the person has seen the hand
            return
        self.controller.animations_finished()

    def _revealed_closed(self) -> None:
        if self._idle_held and not self._closed:
            self._idle_held = False
            self.controller.animations_finished()
        self.setFocus()

    def _close_revealed(self) -> None:
        """Put the shown hand away without holding the game any longer (a new deal, a take-back)."""
        self._idle_held = False
        self.revealed_hand.close_hand()

    def _action_refused(self, action, error: IllegalAction) -> None:
        self.status_bar.refused(action, error)

    def _hand_off(self, seat: int) -> None:
        self.handing_off = seat
        self._hide_controls()
        self.revealed_hand.close_hand()  # never for the next person's eyes
        self.scene.set_seats_shown(self.scene.bottom_seat, None, animate=False)
        self.story.handing_off(seat)
        self._place_overlays()
        self.refresh_status()

    def _shown_seat_changed(self, seat) -> None:
        # The controls first: raising the playable cards starts a relayout,
        # which the turn of the table below then completes and takes over.
        if not self.scene.queue.running:
            self._refresh_controls()
        if seat is not None:
            after_hand_off, self.handing_off = self.handing_off == seat, None
            self.hand_off_screen.hide()
            self.scene.set_seats_shown(seat, seat)
            self.setFocus()
            self.scene.focus_first_playable()
            self.story.cards_appear(seat, after_hand_off)
        else:
            self.scene.set_seats_shown(self.scene.bottom_seat, None, animate=False)
        self.refresh_status()

    def _uno_armed_changed(self, armed: bool) -> None:
        self.uno_button.setChecked(armed)
        self.refresh_status()

    def _round_finished(self, result: RoundResult) -> None:
        """The round is over and shown: the winner's moment, then `round_shown`."""
        self._hide_controls()
        self._refresh_standings()
        self.refresh_status()
        self._result = result
        if result.match_over and result.match_winner is not None:
            names = self.names
            winner = result.match_winner
            self.scene.celebrate_match(
                self.tr("{name} wins the match!").format(name=names[winner] if winner < len(names) else ""),
                self.tr("with %n point(s)", "", result.totals[winner]),
            )
            if self.sounds is not None:
                self.sounds.play(Sound.MATCH)  # the fanfare
        ms = self.scene.ms(Motion.CELEBRATE)
        self._moment.start(min(ms if ms > 0 else MOMENT_READ_MS, MOMENT_MOST_MS))

    def _moment_over(self) -> None:
        result, self._result = self._result, None
        if result is not None and not self._closed:
            self.round_shown.emit(result)

    # ------------------------------------------------------------ what the person may do now

    def _hide_controls(self) -> None:
        for widget in (self.color_picker, self.target_picker, self.pair_picker, self.challenge_prompt,
                       self.keep_button, self.take_button):
            widget.hide()
        self.catch_buttons.hide_all()
        self.intents.choice.cancel()

    def _refresh_controls(self) -> None:
        """Show what the shown person can do in the committed state."""
        self._hide_controls()
        view = self.shown_view()
        if view is None or self._closed:
            self.scene.set_playable(None, False)
            return
        choices = choices_for(view, self.controller.legal_for_shown())
        self.scene.set_playable(choices.playable, choices.can_draw)
        # Enter plays the first card that fits; after drawing one that fits, that card.
        self.scene.focus_first_playable(again=view.phase is Phase.DRAWN)
        if choices.keep:
            self.keep_button.show()
        if choices.choose_color:
            self.color_picker.open(can_cancel=False)
        if choices.challenge:
            bluffer = choices.bluffer
            self.challenge_prompt.open(self.names[bluffer] if bluffer is not None else "", choices.penalty)
        elif choices.take:
            self.take_button.setText(self.tr("Take %n card(s) (T)", "", choices.penalty))
            self.take_button.show()
        for target in choices.catch:
            self.catch_buttons.show(target)
        self.uno_button.setEnabled(True)
        self.revealed_hand.card_h = placement.shown_hand_card_h(self.scene.layout.card_h)
        self.revealed_hand.offer(choices.revealed, self.names, choices.revealed_bluff)
        self._place_overlays()

    def retranslate_catch(self, seat: int) -> None:
        names = self.names
        button = self.catch_buttons[seat]
        button.setText(self.tr("Catch!"))
        button.setAccessibleName(self.tr("Catch {name}").format(name=names[seat] if seat < len(names) else ""))

    def refresh_status(self) -> None:
        self.status_bar.refresh()

    def show_hint(self, text: str, card: Card | None) -> None:
        """The hint in the status line until the table moves on, its card raised and in focus."""
        self.status_bar.show_hint(text)
        items = self.scene.shown_items()
        index = next((i for i, item in enumerate(items) if item.card == card), None)
        if index is not None:
            self.scene.focus_index = index
            self.scene.update_states()

    # ------------------------------------------------------------ the person's intents

    def play(self, card: Card | None, pair: bool | None = None) -> None:
        """The person chose `card` from their hand (a click, a drop, Enter); see TableIntents.play."""
        self.intents.play(card, pair)

    def draw(self) -> None:
        self.intents.draw()

    def arrow_to_hand(self, key: str) -> None:
        """An arrow pressed on one of the table's buttons: the keyboard back to the hand, and along it."""
        self.setFocus()
        if key:
            self.intents.key(key)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.scene.set_keyboard_here(True)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        # Only a button of the table takes the frame away: a menu or another window leaves it.
        focus = QApplication.focusWidget()
        self.scene.set_keyboard_here(focus is None or not self.isAncestorOf(focus))

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if not self.intents.key(key_name(event)):
            super().keyPressEvent(event)

    # ------------------------------------------------------------ geometry

    def _view_resized(self, size: QSize) -> None:
        self.scene.set_view_size(size.width(), size.height())
        self._place_overlays()
        self.status_bar.refresh()  # the line is fitted to its width
        self.overlays.size_words(placement.text_px(self.height()))

    def _place_overlays(self) -> None:
        self.overlays.place()

    def place_story(self) -> None:
        self.overlays.place_story()
