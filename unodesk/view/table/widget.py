"""The table as one widget: the scene in its view, the tray of answers and
the status line under it, the UNO! button beside the hand, what happened in
a drawer.

It turns the controller's signals into animations and the shown person's
clicks and keys into the controller's intents. It never reads the round: the
table is drawn from the seats' views and the events, and what the shown
person may do now comes from their view and legal actions (choices.py,
i18n/status.py).
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QEvent, QPropertyAnimation, QRect, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QAccessible, QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsView,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from unodesk.engine import COLORS, Card, Challenged, Color, Event, IllegalAction, Play, PlayerView
from unodesk.i18n.messages import refusal_text
from unodesk.i18n.names import card_name
from unodesk.i18n.status import status_line
from unodesk.setup import RoundResult, short_name

from .. import theme
from .choices import card_plays, choices_for, swap_targets
from .choreography import Choreography
from .controls import ActionTray, HandOffScreen
from .event_log import EventLog
from ..sounds import SoundBoard
from ..speeds import MOMENT_READ_MS, Motion, Speed
from .panels import PairPicker, RevealedHand
from .scene import TableScene

CATCH_STYLE = (
    "QPushButton { font-size: 15px; font-weight: bold; padding: 6px 14px; border-radius: 8px;"
    f" background: {theme.GOLD.name()}; color: {theme.CARD_INK.name()}; border: 2px solid {theme.CARD_INK.name()}; }}"
    "QPushButton:hover { background: #ffffff; }"
    f"QPushButton:focus {{ border: 3px solid {theme.CREAM.name()}; }}"
)
UNO_STYLE = (
    "QPushButton { font-size: %(px)dpx; font-weight: bold; border-radius: %(r)dpx;"
    f" background: {theme.UNO_RED.name()}; color: white; border: 3px solid {theme.CARD_INK.name()}; }}"
    "QPushButton:hover { background: #e53935; }"
    f"QPushButton:checked {{ background: {theme.GOLD.name()}; color: {theme.CARD_INK.name()}; }}"
    f"QPushButton:focus {{ border: 4px solid {theme.GOLD.name()}; }}"
    f"QPushButton:checked:focus {{ border: 4px solid {theme.CREAM.name()}; }}"
    "QPushButton:disabled { background: #8a6d6d; color: #dddddd; }"
)


# How much larger the cards are with the larger-cards setting.
LARGE_CARDS = 1.25


@dataclass(frozen=True)
class Pending:
    """A card the person chose, waiting for the rest of its play: one or both, its colour, its target."""

    card: Card
    pair: bool = False
    color: Color | None = None


class TableView(QGraphicsView):
    """The scene at 1:1: scene coordinates are the viewport's pixels."""

    resized = Signal(QSize)

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setFrameShape(QFrame.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.setAlignment(Qt.AlignLeft | Qt.AlignTop)
        self.setRenderHints(QPainter.Antialiasing | QPainter.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheBackground)  # the felt's gradient, drawn once per size
        self.setFocusPolicy(Qt.NoFocus)
        self.setMinimumSize(480, 320)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Expanding)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.resized.emit(self.viewport().size())

    def keyPressEvent(self, event: QKeyEvent) -> None:
        # Keys belong to the table widget (a scroll area would take the arrows).
        event.ignore()


class TableWidget(QWidget):
    """The central widget of the main window: everything on and under the table."""

    menu_requested = Signal()
    # The end of a round has been shown (the winner's moment is over): the
    # summary may open now. Carries the controller's RoundResult.
    round_shown = Signal(object)

    def __init__(self, controller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setFocusPolicy(Qt.StrongFocus)
        self.setAccessibleName(self.tr("Card table"))
        self.scene = TableScene(self)
        # The app sets the chosen speed before the first deal; asking the
        # desktop for its motion setting here would do it twice at start.
        self.scene.speed = Speed.NORMAL
        self.choreography = Choreography(self.scene)
        self.view = TableView(self.scene, self)
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
        self.uno_button = QPushButton(self.view)
        self.uno_button.setObjectName("uno")
        self.uno_button.setCheckable(True)
        self.uno_button.setFocusPolicy(Qt.StrongFocus)
        self.uno_button.clicked.connect(self._uno_clicked)
        self.log = EventLog(self.view)
        self.log.closed.connect(lambda: self.show_history(False))
        self.history_button.toggled.connect(self.show_history)
        self._drawer_slide: QPropertyAnimation | None = None
        self.pair_picker = PairPicker(self.scene.faces)
        self.tray.add_prompt(self.pair_picker)
        # Over the table: the hand a challenge showed, while the game waits.
        self.revealed_hand = RevealedHand(self.scene.faces, self.view)
        self.hand_off_screen = HandOffScreen(self.view)
        self.catch_buttons: dict[int, QPushButton] = {}

        self.color_picker.chosen.connect(self._color_chosen)
        self.color_picker.cancelled.connect(self._cancel_pending)
        self.target_picker.chosen.connect(self._target_chosen)
        self.target_picker.cancelled.connect(self._cancel_pending)
        self.pair_picker.chosen.connect(self._pair_chosen)
        self.pair_picker.cancelled.connect(self._cancel_pending)
        self.revealed_hand.closed.connect(self._revealed_closed)
        self.challenge_prompt.challenge.connect(self._challenge)
        self.challenge_prompt.accept.connect(self._accept)
        self.hand_off_screen.done.connect(self._hand_off_done)
        self.keep_button.clicked.connect(self._keep)
        self.take_button.clicked.connect(self._accept)

        self.scene.card_clicked.connect(self.play)
        self.scene.draw_clicked.connect(self.draw)
        self.scene.queue.idle.connect(self._animations_finished)
        self.view.resized.connect(self._view_resized)

        # A card waiting for its colour, its target or the choice of one or both.
        self._pending: Pending | None = None
        self._revealed_seen: object = None  # the shown hand last opened, not to open it twice
        self._idle_held = False  # the table is idle, but a shown hand holds the game
        self._refusal = ""
        self._refusal_reason = ""
        self.sounds: SoundBoard | None = None  # app.py gives the table its sounds
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
        if shown == self.log.isVisible() and self._drawer_slide is None:
            return
        if self._drawer_slide is not None:
            self._drawer_slide.stop()
            self._drawer_slide = None
        rect = self._drawer_rect()
        hidden = rect.translated(rect.width(), 0)
        ms = self.scene.ms(Motion.DRAWER)
        self.log.show()
        self.log.raise_()
        if ms <= 0:
            self.log.setGeometry(rect)
            self.log.setVisible(shown)
        else:
            slide = QPropertyAnimation(self.log, b"geometry", self)
            slide.setDuration(ms)
            slide.setStartValue(self.log.geometry() if self.log.isVisible() and shown else (hidden if shown else rect))
            slide.setEndValue(rect if shown else hidden)
            slide.finished.connect(lambda: self._drawer_done(shown))
            self._drawer_slide = slide
            slide.start()
        if shown:
            self.log.setFocus()
        elif self.log.isAncestorOf(self.focusWidget()) if self.focusWidget() else False:
            self.setFocus()

    def _drawer_done(self, shown: bool) -> None:
        self._drawer_slide = None
        self.log.setVisible(shown)
        if shown:
            self.log.setGeometry(self._drawer_rect())

    def _drawer_rect(self) -> QRect:
        rect = self.view.rect()
        width = int(max(240, min(380, rect.width() * 0.3)))
        return QRect(rect.right() + 1 - width, rect.top(), width, rect.height())

    def retranslate(self) -> None:
        self.uno_button.setText(self.tr("UNO!"))
        self.uno_button.setToolTip(self.tr("Call Uno (U)"))
        self.uno_button.setAccessibleName(self.tr("Call Uno"))
        self.keep_button.setText(self.tr("Keep it (K)"))
        self.history_button.setText(self.tr("What happened"))
        self.history_button.setToolTip(self.tr("What happened (L)"))
        for seat in self.catch_buttons:
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
        self._refresh_status()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.LanguageChange:
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
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        self._moment.stop()
        self.scene.stop_all()

    # ------------------------------------------------------------ controller signals

    def _shown_view(self) -> PlayerView | None:
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
    def _names(self) -> tuple[str, ...]:
        """The seats' names as the table shows them (a long one cut short)."""
        setup = self.controller.setup
        return tuple(short_name(s.name) for s in setup.seats) if setup is not None else ()

    def _match_started(self, setup) -> None:
        self.log.set_names(self._names)
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
        self.scene.set_plaque(self.tr("Round %1").replace("%1", str(standings.round_number)),
                              self.tr("Playing to %1").replace("%1", str(standings.target)))

    def _logged(self, event: Event) -> None:
        """An event's line in what happened, and said to a screen reader."""
        sentence = self.log.add(event)
        if sentence:
            announce(self, sentence)

    def _round_started(self, _round) -> None:
        self._hide_controls()
        self._close_revealed()
        self._refusal = self._hint = ""
        self._moment.stop()
        self._result = None
        self.choreography.start_round(self.controller.opening_events(), self.controller.seat_views(), self._names,
                                      self._bottom_seat(), self.controller.shown_seat,
                                      on_log=self._logged, done=self._batch_shown)
        self._refresh_standings()
        self._refresh_status()

    def _round_restored(self, _round: object) -> None:
        """A turn was taken back: the table is laid again as the round now
        stands, from the seats' views, without dealing it again."""
        self._hide_controls()
        self._close_revealed()
        self._refusal = ""
        self.choreography.start_round((), self.controller.seat_views(), self._names, self._bottom_seat(),
                                      self.controller.shown_seat, on_log=self._logged, done=self._batch_shown)
        self._refresh_standings()
        self._refresh_status()

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
        self._refresh_status()

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
        self._refusal = refusal_text(error, self._names)
        self._refusal_reason = error.reason
        if isinstance(action, Play):
            self.scene.shake(action.card)
        self._refresh_status()

    def _hand_off(self, seat: int) -> None:
        self._handing_off = seat
        self._hide_controls()
        self.revealed_hand.close_hand()  # never for the next person's eyes
        self.scene.set_seats_shown(self.scene.bottom_seat, None, animate=False)
        self.hand_off_screen.open(self._names[seat] if seat < len(self._names) else "")
        self._place_overlays()
        self._refresh_status()

    def _hand_off_done(self) -> None:
        self.controller.hand_off_done()

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
        self._refresh_status()

    def _uno_armed_changed(self, armed: bool) -> None:
        self.uno_button.setChecked(armed)
        self._refresh_status()

    def _round_finished(self, result: RoundResult) -> None:
        """The round is over and shown: the winner's moment, then `round_shown`."""
        self._hide_controls()
        self._refresh_standings()
        self._refresh_status()
        self._result = result
        if result.match_over and result.match_winner is not None:
            names = self._names
            winner = result.match_winner
            self.scene.celebrate_match(
                self.tr("{name} wins the match!").format(name=names[winner] if winner < len(names) else ""),
                self.tr("with %n point(s)", "", result.totals[winner]))
        ms = self.scene.ms(Motion.CELEBRATE)
        self._moment.start(ms if ms > 0 else MOMENT_READ_MS)

    def _moment_over(self) -> None:
        result, self._result = self._result, None
        if result is not None and not self._closed:
            self.round_shown.emit(result)

    # ------------------------------------------------------------ what the person may do now

    def _hide_controls(self) -> None:
        for widget in (self.color_picker, self.target_picker, self.pair_picker, self.challenge_prompt,
                       self.keep_button, self.take_button):
            widget.hide()
        for button in self.catch_buttons.values():
            button.hide()
        self._pending = None

    def _refresh_controls(self) -> None:
        """Show what the shown person can do in the committed state."""
        self._hide_controls()
        view = self._shown_view()
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
            self.challenge_prompt.open(self._names[bluffer] if bluffer is not None else "", choices.penalty)
        elif choices.take:
            self.take_button.setText(self.tr("Take %n card(s) (T)", "", choices.penalty))
            self.take_button.show()
        for target in choices.catch:
            button = self.catch_buttons.get(target)
            if button is None:
                button = QPushButton(self.view)
                button.setObjectName(f"catch_{target}")
                button.setStyleSheet(CATCH_STYLE)
                button.setFocusPolicy(Qt.StrongFocus)
                button.clicked.connect(lambda _=False, t=target: self.controller.catch_uno(t))
                self.catch_buttons[target] = button
                self.retranslate_catch(target)
            button.show()
        self.uno_button.setEnabled(True)
        self._show_revealed(choices.revealed, view)
        self._place_overlays()

    def retranslate_catch(self, seat: int) -> None:
        names = self._names
        button = self.catch_buttons[seat]
        button.setText(self.tr("Catch!"))
        button.setAccessibleName(self.tr("Catch {name}").format(name=names[seat] if seat < len(names) else ""))

    def _show_revealed(self, revealed: tuple[int, tuple[Card, ...]] | None, view: PlayerView) -> None:
        """The hand a challenge showed this person, once, while their own hand is shown."""
        if revealed is None:
            self._revealed_seen = None
            return
        if revealed == self._revealed_seen:
            return
        self._revealed_seen = revealed
        seat, cards = revealed
        verdicts = [e.bluff for e in view.history if isinstance(e, Challenged) and e.target == seat]
        self.revealed_hand.card_h = int(max(56, min(110, self.scene.layout.card_h * 0.55)))
        self.revealed_hand.open(self._names[seat] if seat < len(self._names) else "", cards,
                                verdicts[-1] if verdicts else None)

    def _refresh_status(self) -> None:
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
        self.status.setText(status_line(
            views[seat] if shown else (views[0] if views else None),
            self._names,
            setup.persons if setup is not None else (),
            shown=shown,
            legal=self.controller.legal_for_shown() if shown else (),
            uno_armed=self.controller.uno_armed,
            handing_off=self._handing_off,
            refusal=self._refusal or self._hint,
            refusal_reason=self._refusal_reason if self._refusal else "",
        ))

    def show_hint(self, text: str, card: Card | None) -> None:
        """The hint in the status line until the table moves on, its card raised and in focus."""
        self._hint = text
        self._refusal = ""
        self._refresh_status()
        items = self.scene.shown_items()
        index = next((i for i, item in enumerate(items) if item.card == card), None)
        if index is not None:
            self.scene.focus_index = index
            self.scene.update_states()

    # ------------------------------------------------------------ the person's intents

    def play(self, card: Card | None, pair: bool | None = None) -> None:
        """The person chose `card` from their hand: ask whether to play its twin too
        (unless `pair` says), then for a colour or a target if it needs one."""
        if card is None:
            return
        plays = card_plays(self.controller.legal_for_shown(), card)
        if not plays:
            self.controller.play_card(card, pair=bool(pair))  # refused: the status line says why
            return
        self._pending = Pending(card)
        if pair is None and any(a.pair for a in plays):
            self._close_pickers()
            self.pair_picker.open(card)
            self._refresh_status()
            return
        self._pair_chosen(bool(pair))

    def _pair_chosen(self, pair: bool) -> None:
        self.pair_picker.hide()
        if self._pending is None:
            return
        pending = self._pending = replace(self._pending, pair=pair)
        plays = [a for a in self._pending_plays() if a.pair == pair]
        if any(a.color is not None for a in plays):
            self._close_pickers()
            self.color_picker.open(can_cancel=True, card=card_name(pending.card))
            self._refresh_status()
            return
        if any(a.target is not None for a in plays):
            self._open_targets(plays)
            return
        self._pending = None
        self.controller.play_card(pending.card, pair=pair)

    def _pending_plays(self) -> list[Play]:
        return card_plays(self.controller.legal_for_shown(), self._pending.card) if self._pending else []

    def _open_targets(self, plays: list[Play]) -> None:
        sizes = self._shown_view().hand_sizes
        seats, may_keep = swap_targets(plays)
        self._close_pickers()
        self.target_picker.open([(s, self._names[s], sizes[s]) for s in seats], may_keep)
        self._refresh_status()

    def _color_chosen(self, color) -> None:
        self.color_picker.hide()
        if self._pending is None:
            self.controller.choose_color(color)
            return
        pending = self._pending = replace(self._pending, color=color)
        plays = [a for a in self._pending_plays() if a.pair == pending.pair and a.color == color]
        if any(a.target is not None for a in plays):
            self._open_targets(plays)
            return
        self._pending = None
        self.controller.play_card(pending.card, color, pair=pending.pair)

    def _target_chosen(self, target: int | None) -> None:
        self.target_picker.hide()
        if self._pending is None:
            return
        pending, self._pending = self._pending, None
        self.controller.play_card(pending.card, pending.color, target, pending.pair)

    def _close_pickers(self) -> None:
        for picker in (self.color_picker, self.target_picker, self.pair_picker):
            picker.hide()

    def _cancel_pending(self) -> None:
        self._pending = None
        self._close_pickers()
        self._refresh_status()
        self.setFocus()

    def draw(self) -> None:
        self.controller.draw()

    def _keep(self) -> None:
        self.keep_button.hide()
        self.controller.keep_card()

    def _challenge(self) -> None:
        self.challenge_prompt.hide()
        self.controller.challenge()

    def _accept(self) -> None:
        self.challenge_prompt.hide()
        self.take_button.hide()
        self.controller.accept()

    def _move_focus(self, step: int) -> None:
        """The next card of the hand, named for a screen reader ("red 7, playable")."""
        self.scene.move_focus(step)
        words = self.scene.focused_words()
        if words:
            self.setAccessibleDescription(words)
            announce(self, words)

    def _uno_clicked(self) -> None:
        # The checked look follows the controller (uno_armed_changed), not the click.
        self.uno_button.setChecked(self.controller.uno_armed)
        self.controller.call_uno()

    # ------------------------------------------------------------ keys

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        text = event.text().lower()
        if self.revealed_hand.isVisible() and key in (Qt.Key_Escape, Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
            self.revealed_hand.close_hand()
        elif key == Qt.Key_Escape:
            if self._pending is not None:
                self._cancel_pending()
            elif self.log.isVisible():
                self.show_history(False)
            else:
                self.menu_requested.emit()
        elif text == "l" and not self.hand_off_screen.isVisible():
            self.show_history(not self.history_button.isChecked())
        elif self.hand_off_screen.isVisible():
            if key in (Qt.Key_Return, Qt.Key_Enter, Qt.Key_Space):
                self._hand_off_done()
            else:
                super().keyPressEvent(event)
        elif key == Qt.Key_Left:
            self._move_focus(-1)
        elif key == Qt.Key_Right:
            self._move_focus(1)
        elif key in (Qt.Key_Return, Qt.Key_Enter):
            self.play(self.scene.focused_card())
        elif self.pair_picker.isVisible() and text in ("1", "2"):
            self._pair_chosen(text == "2")
        elif self.color_picker.isVisible() and text in ("1", "2", "3", "4"):
            self._color_chosen(COLORS[int(text) - 1])
        elif text == "d":
            self.draw()
        elif text == "u":
            self._uno_clicked()
        elif text == "k" and self.keep_button.isVisible():
            self._keep()
        elif text == "c" and self.challenge_prompt.isVisible():
            self._challenge()
        elif text == "t" and (self.challenge_prompt.isVisible() or self.take_button.isVisible()):
            self._accept()
        else:
            super().keyPressEvent(event)

    # ------------------------------------------------------------ geometry

    def _view_resized(self, size: QSize) -> None:
        self.scene.set_view_size(size.width(), size.height())
        self._place_overlays()
        px = int(max(13, min(20, self.height() / 45)))
        if px != self._text_px:
            self._text_px = px
            self.tray.set_text_size(px)
            self.log.set_text_size(px)
            for button in self.catch_buttons.values():
                button.setStyleSheet(CATCH_STYLE.replace("15px", f"{px}px"))

    def _place_overlays(self) -> None:
        lay = self.scene.layout
        rect = self.view.rect()
        self.hand_off_screen.setGeometry(rect)
        uno = lay.uno
        self.uno_button.setGeometry(int(uno.x), int(uno.y), int(uno.w), int(uno.h))
        self.uno_button.setStyleSheet(UNO_STYLE % {"px": int(max(18, min(34, uno.h * 0.36))), "r": int(uno.h * 0.3)})
        panel = self.revealed_hand
        panel.set_text_size(int(max(15, min(24, lay.card_h * 0.09))))
        if panel.isVisible():
            # Over the middle of the table: the game waits while it is up.
            panel.adjustSize()
            w = min(panel.sizeHint().width(), rect.width() - 20)
            h = min(panel.sizeHint().height(), rect.height() - 8)
            cx, cy = lay.center.center
            x = max(10, min(cx - w / 2, rect.width() - w - 10))
            y = max(4, min(cy - h / 2, rect.height() - h - 4))
            panel.setGeometry(int(x), int(y), w, h)
            panel.raise_()
        for seat, button in self.catch_buttons.items():
            if button.isVisible() and seat < len(lay.seats):
                box = lay.seats[seat].box
                button.adjustSize()
                x = min(box.right - button.width(), rect.width() - button.width() - 4)
                y = min(box.bottom - button.height() / 2, rect.height() - button.height() - 4)
                button.move(int(x), int(y))
                button.raise_()
        if self.log.isVisible() and self._drawer_slide is None:
            self.log.setGeometry(self._drawer_rect())
            self.log.raise_()
        if self.hand_off_screen.isVisible():
            self.hand_off_screen.raise_()


def announce(widget: QWidget, text: str) -> None:
    """Say `text` to a screen reader, politely, without moving the focus."""
    if not QAccessible.isActive():
        return
    event_type = getattr(__import__("PySide6.QtGui", fromlist=["QAccessibleAnnouncementEvent"]),
                         "QAccessibleAnnouncementEvent", None)
    if event_type is not None:  # Qt 6.8 and later
        QAccessible.updateAccessibility(event_type(widget, text))
    else:
        widget.setAccessibleDescription(text)
