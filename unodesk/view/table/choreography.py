"""Which motions each engine event becomes, queued one after the other.

The engine has committed a batch of events before the table hears of it;
each event becomes one or more steps (moves.py), run in order by the
table's queue. A run of dealt cards is one step. When the batch has been
shown, the table is made to match the seats' views exactly.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import assert_never, cast

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from unodesk.engine import (
    CardDealt,
    CardPlayed,
    CardsDrawn,
    Challenged,
    Color,
    ColorChosen,
    DirectionReversed,
    DrawnCardKept,
    DrawReason,
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
from unodesk.i18n.names import color_name
from unodesk.i18n.table_words import caught_words, challenge_words, skipped_words, uno_words, verdict_words

from ..cards.animator import Step
from ..theme import BAD_NEWS
from .faces import HUES, INK, PAPER
from .moves import Animation, TableMoves
from .scene import TableScene


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
                t.queue.push(partial(self.moves.deal, cast(list[CardDealt], events[i:j])))
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

    def _call(self, text: str, seat: int, color: QColor | None = None, **style) -> Step:
        """A callout at `seat`, beside the game: it holds nothing up."""
        def step() -> Animation:
            self.table.callout(text, self.table.seat_point(seat), color, **style)
            return None
        return step

    def _steps_for(self, e: Event, views: Sequence[PlayerView]) -> list[Step]:
        m, t = self.moves, self.table
        match e:
            case CardPlayed():
                return [lambda: m.play(e.player, e.card)]
            case CardsDrawn():
                draw = lambda: m.draw(e.player, e.cards if e.cards is not None else (None,) * e.count)  # noqa: E731
                if e.reason in (DrawReason.DEAL, DrawReason.DRAW):
                    return [draw]
                return [self._call(f"+{e.count}", e.player, BAD_NEWS), draw]
            case TurnStarted():
                return [lambda: m.turn_started(e.player)]
            case FirstCardTurned():
                return [lambda: m.first_card(e.card)]
            case FirstCardReturned():
                return [m.first_card_back]
            case ColorChosen():
                ink = INK if e.color is Color.YELLOW else PAPER
                return [self._call(color_name(e.color), e.player, HUES[e.color], ink=ink), lambda: m.color(e.color)]
            case TurnSkipped():
                return [self._call(skipped_words(), e.player, BAD_NEWS, cross=True)]
            case DirectionReversed():
                return [lambda: m.reverse(e.direction)]
            case PenaltyStacked():
                return [lambda: t.callout(f"+{e.total}", QPointF(*t.layout.discard), BAD_NEWS)]
            case UnoCalled():
                return [self._call(uno_words(), e.player)]
            case UnoCaught():
                return [self._call(caught_words(), e.target, BAD_NEWS)]
            case Challenged():
                return [
                    self._call(challenge_words(), e.player),
                    self._call(verdict_words(e.bluff), e.target, BAD_NEWS if e.bluff else None),
                ]
            case HandsSwapped():
                return [lambda: m.swap(e.player, e.target)]
            case HandsPassed():
                return [lambda: m.pass_hands(e.direction)]
            case HandsShuffled():
                return [m.gather, lambda: m.deal_out(e.player, views)]
            case PileReshuffled():
                return [lambda: m.reshuffle(e.count)]
            case RoundOver():
                return [lambda: m.round_over(e.winner, e.points), lambda: m.collect(e.winner)]
            case CardDealt() | DrawnCardKept():
                return [lambda: None]  # a deal is shown in runs (show); a kept card only in the log
            case _:
                assert_never(e)
