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

from PySide6.QtCore import QEvent, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from unodesk.engine import Card, Event, IllegalAction, Play, PlayerView
from unodesk.i18n.messages import refusal_text
from unodesk.i18n.status import status_line
from unodesk.setup import RoundResult, short_name
from unodesk.setup.speeds import Speed

from ..sounds import SoundBoard
from ..speeds import MOMENT_READ_MS, Motion
from . import placement
from .buttons import CatchButtons, uno_button, uno_style
from .choices import choices_for
from .choreography import Choreography
from .controls import ActionTray, HandOffScreen
from .drawer import HistoryDrawer
from .event_log import EventLog
from .intents import TableIntents
from .panels import PairPicker, RevealedHand
from .scene import TableScene
from .table_view import TableView, announce

# How much larger the cards are with the larger-cards setting.
LARGE_CARDS = 1.25
# The keys the table names; any other key is named by the letter or digit it types.
NAMED_KEYS = {
    Qt.Key.Key_Escape: "Esc",
    Qt.Key.Key_Return: "Enter",
    Qt.Key.Key_Enter: "Enter",
    Qt.Key.Key_Space: "Space",
    Qt.Key.Key_Left: "Left",
    Qt.Key.Key_Right: "Right",
}


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
        if felt is None:
            self.view = TableView(self.scene, self)
        else:
            empty = felt.scene()
            felt.setParent(self)
            felt.show_scene(self.scene)
            empty.deleteLater()
            self.view = felt
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
        self.log = EventLog(self.view)
        self.log.closed.connect(lambda: self.show_history(False))
        self.history_button.toggled.connect(self.show_history)
        self.drawer = HistoryDrawer(self.log, self.view, self)
        self.pair_picker = PairPicker(self.scene.faces)
        self.tray.add_prompt(self.pair_picker)
        # Over the table: the hand a challenge showed, while the game waits.
        self.revealed_hand = RevealedHand(self.scene.faces, self.view)
        self.hand_off_screen = HandOffScreen(self.view)
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
        self._refusal = ""
        self._refusal_reason = ""
        self.sounds: SoundBoard | None = None  # the wiring gives the table its sounds
        self._hint = ""  # the hint's sentence, until the table moves on
        self._handing_off: int | None = None
        self._closed = False
        self._text_px = 0
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
            # Laid out in the window already: the scene takes the view's size now
            # (the viewport fills the view; asking for it would make every widget class).
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
        self.log.retranslate()
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
        return tuple(short_name(s.name) for s in setup.seats) if setup is not None else ()

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
        self._hint = ""
        self._moment.stop()
        self._result = None
        self._lay_round(self.controller.opening_events())

    def _round_restored(self, _round: object) -> None:
        """A turn was taken back: the table is laid again as the round now
        stands, from the seats' views, without dealing it again."""
        self._lay_round(())

    def _lay_round(self, opening: Sequence[Event]) -> None:
        """A new table: the `opening` events shown, then the round as the seats' views have it."""
        self._hide_controls()
        self._close_revealed()
        self._refusal = ""
        self.choreography.start_round(
            opening,
            self.controller.seat_views(),
            self.names,
            self._bottom_seat(),
            self.controller.shown_seat,
            on_log=self._logged,
            done=self._batch_shown,
        )
        self._refresh_standings()
        self.refresh_status()

    def _events_applied(self, events: list[Event]) -> None:
        self._hint = ""
        self._hide_controls()
        self._refusal = ""
        # The status line follows the table: it changes when the batch has been shown.
        if self.sounds is not None:
            self.sounds.play_for(events)
        self.choreography.show(events, self.controller.seat_views(), on_log=self._logged, done=self._batch_shown)

    def _batch_shown(self) -> None:
        self._refresh_controls()
        self.refresh_status()

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
        self._refusal = refusal_text(error, self.names)
        self._refusal_reason = error.reason
        if isinstance(action, Play):
            self.scene.shake(action.card)
        self.refresh_status()

    def _hand_off(self, seat: int) -> None:
        self._handing_off = seat
        self._hide_controls()
        self.revealed_hand.close_hand()  # never for the next person's eyes
        self.scene.set_seats_shown(self.scene.bottom_seat, None, animate=False)
        self.hand_off_screen.open(self.names[seat] if seat < len(self.names) else "")
        self._place_overlays()
        self.refresh_status()

    def _shown_seat_changed(self, seat) -> None:
        # The controls first: raising the playable cards starts a relayout,
        # which the turn of the table below then completes and takes over.
        if not self.scene.queue.running:
            self._refresh_controls()
        if seat is not None:
            self._handing_off = None
            self.hand_off_screen.hide()
            self.scene.set_seats_shown(seat, seat)
            self.setFocus()
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
        ms = self.scene.ms(Motion.CELEBRATE)
        self._moment.start(ms if ms > 0 else MOMENT_READ_MS)

    def _moment_over(self) -> None:
        result, self._result = self._result, None
        if result is not None and not self._closed:
            self.round_shown.emit(result)

    # ------------------------------------------------------------ what the person may do now

    def _hide_controls(self) -> None:
        for widget in (
            self.color_picker,
            self.target_picker,
            self.pair_picker,
            self.challenge_prompt,
            self.keep_button,
            self.take_button,
        ):
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
        views = self.controller.seat_views()
        seat = self.controller.shown_seat
        shown = seat is not None and seat < len(views)
        setup = self.controller.setup
        self.view.setAccessibleDescription(self.scene.words())
        prompt = self.tray.open_prompt()
        if prompt is not None:
            # What the open choice asks, not what the turn asked before it.
            self.status.setText("  ".join(part for part in (self._refusal, prompt.question()) if part))
            return
        self.status.setText(
            status_line(
                views[seat] if shown else (views[0] if views else None),
                self.names,
                setup.persons if setup is not None else (),
                shown=shown,
                legal=self.controller.legal_for_shown() if shown else (),
                uno_armed=self.controller.uno_armed,
                handing_off=self._handing_off,
                refusal=self._refusal or self._hint,
                refusal_reason=self._refusal_reason if self._refusal else "",
            )
        )

    def show_hint(self, text: str, card: Card | None) -> None:
        """The hint in the status line until the table moves on, its card raised and in focus."""
        self._hint = text
        self._refusal = ""
        self.refresh_status()
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

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = NAMED_KEYS.get(Qt.Key(event.key()), event.text().lower())
        if not self.intents.key(key):
            super().keyPressEvent(event)

    # ------------------------------------------------------------ geometry

    def _view_resized(self, size: QSize) -> None:
        self.scene.set_view_size(size.width(), size.height())
        self._place_overlays()
        px = placement.text_px(self.height())
        if px != self._text_px:
            self._text_px = px
            self.tray.set_text_size(px)
            self.log.set_text_size(px)
            self.catch_buttons.set_text_size(px)

    def _place_overlays(self) -> None:
        lay = self.scene.layout
        rect = self.view.rect()
        self.hand_off_screen.setGeometry(rect)
        self.uno_button.setGeometry(QRect(*placement.uno_rect(lay.uno)))
        self.uno_button.setStyleSheet(uno_style(placement.uno_text_px(lay.uno), placement.uno_radius(lay.uno)))
        panel = self.revealed_hand
        panel.set_text_size(placement.shown_hand_text_px(lay.card_h))
        if panel.isVisible():
            # Over the middle of the table: the game waits while it is up.
            panel.adjustSize()
            hint = panel.sizeHint()
            panel.setGeometry(
                QRect(
                    *placement.shown_hand_rect(
                        hint.width(), hint.height(), rect.width(), rect.height(), lay.center.center
                    )
                )
            )
            panel.raise_()
        self.catch_buttons.place(lay.seats, rect.width(), rect.height())
        self.drawer.place()
        if self.hand_off_screen.isVisible():
            self.hand_off_screen.raise_()
