"""Which motions each engine event becomes, queued one after the other.

The engine has committed a batch of events before the table hears of it;
each event becomes one or more steps (table_moves.py), run in order by the
table's queue. A run of dealt cards is one step. When the batch has been
shown, the table is made to match the seats' views exactly.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QPointF
from PySide6.QtGui import QColor

from unodesk.engine import (
    CardDealt,
    CardPlayed,
    CardsDrawn,
    Challenged,
    ColorChosen,
    DirectionReversed,
    Event,
    FirstCardReturned,
    FirstCardTurned,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    PenaltyStacked,
    PileReshuffled,
    PlayerView,
    RoundOver,
    TurnSkipped,
    TurnStarted,
    UnoCalled,
    UnoCaught,
)

from .animator import Step
from .table_moves import Animation, TableMoves
from .table_scene import TableScene

BAD_NEWS = QColor("#ff8a80")


class Choreography:
    """Shows the engine's events on the table, one queued step at a time."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.moves = TableMoves(table)

    def start_round(self, opening: Sequence[Event], views: Sequence[PlayerView], names: Sequence[str],
                    bottom_seat: int, visible_seat: int | None,
                    on_log: Callable[[Event], None] | None = None,
                    done: Callable[[], None] | None = None) -> None:
        """Clear the table and deal a new round: its `opening` events, then the state `views` tell."""
        public = views[0]
        cards = sum(public.hand_sizes) + len(public.discard) + public.draw_pile_size
        self.table.new_round(len(views), names, bottom_seat, visible_seat, cards)
        if public.rules.teams:
            self.table.set_teams([public.team_of(seat) for seat in range(len(views))])
        self.show(opening, views, on_log, done)

    def show(self, events: Sequence[Event], views: Sequence[PlayerView],
             on_log: Callable[[Event], None] | None = None,
             done: Callable[[], None] | None = None) -> None:
        """Queue the steps of `events`, which led to `views`; `done` runs after the last one, then `queue.idle`."""
        t = self.table
        t.finish_loose()
        if t.playable is not None:  # the person's moment is over until the batch is shown
            t.playable = None
            t.pile.set_active(False)
            t.update_states()
        i = 0
        events = list(events)
        while i < len(events):
            event = events[i]
            if isinstance(event, CardDealt):
                j = i
                while j < len(events) and isinstance(events[j], CardDealt):
                    j += 1
                t.queue.push(lambda run=events[i:j]: self.moves.deal(run))
                i = j
                continue
            for k, step in enumerate(self._steps_for(event, views)):
                # the log line appears when the event's first animation starts
                t.queue.push(self._logged(step, event, on_log) if on_log and k == 0 else step)
            i += 1

        def finish() -> None:
            t.sync(views)
            if done is not None:
                done()

        t.queue.end_batch(finish)

    @staticmethod
    def _logged(step: Step, event: Event, on_log: Callable[[Event], None]) -> Step:
        def run() -> Animation:
            on_log(event)
            return step()
        return run

    def _steps_for(self, e: Event, views: Sequence[PlayerView]) -> list[Step]:
        m, t = self.moves, self.table
        # Context "TableScene": the words drawn on the table.
        if isinstance(e, CardPlayed):
            return [lambda: m.play(e.player, e.card)]
        if isinstance(e, CardsDrawn):
            return [lambda: m.draw(e.player, e.cards if e.cards is not None else (None,) * e.count)]
        if isinstance(e, TurnStarted):
            return [lambda: m.turn_started(e.player)]
        if isinstance(e, FirstCardTurned):
            return [lambda: m.first_card(e.card)]
        if isinstance(e, FirstCardReturned):
            return [m.first_card_back]
        if isinstance(e, ColorChosen):
            return [lambda: m.color(e.color)]
        if isinstance(e, TurnSkipped):
            return [lambda: m.bubble(QCoreApplication.translate("TableScene", "Skipped"),
                                     t.seat_point(e.player), BAD_NEWS, cross=True)]
        if isinstance(e, DirectionReversed):
            return [lambda: m.reverse(e.direction)]
        if isinstance(e, PenaltyStacked):
            return [lambda: m.bubble(f"+{e.total}", QPointF(*t.layout.discard), BAD_NEWS)]
        if isinstance(e, UnoCalled):
            return [lambda: m.bubble(QCoreApplication.translate("TableScene", "Uno!"), t.seat_point(e.player))]
        if isinstance(e, UnoCaught):
            return [lambda: m.bubble(QCoreApplication.translate("TableScene", "Caught!"),
                                     t.seat_point(e.target), BAD_NEWS)]
        if isinstance(e, Challenged):
            verdict = (QCoreApplication.translate("TableScene", "Bluff!") if e.bluff
                       else QCoreApplication.translate("TableScene", "No bluff"))
            return [
                lambda: m.bubble(QCoreApplication.translate("TableScene", "Challenge!"), t.seat_point(e.player)),
                lambda: m.bubble(verdict, t.seat_point(e.target), BAD_NEWS if e.bluff else None),
            ]
        if isinstance(e, HandsSwapped):
            return [lambda: m.swap(e.player, e.target)]
        if isinstance(e, HandsPassed):
            return [lambda: m.pass_hands(e.direction)]
        if isinstance(e, HandsShuffled):
            return [m.gather, lambda: m.deal_out(e.player, views)]
        if isinstance(e, PileReshuffled):
            return [lambda: m.reshuffle(e.count)]
        if isinstance(e, RoundOver):
            return [lambda: m.round_over(e.winner, e.points)]
        return [lambda: None]  # DrawnCardKept and the like: the log tells
