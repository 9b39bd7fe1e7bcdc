"""Who is told what, and when, so that passing the computer loses no one
the story; and whose cards are face up while others may be looking.

- At a hand-off: the recap of what happened since the next person's last
  turn, on the hand-off screen, and again over the table when their cards
  appear.
- At a table of one person: what another player's card just did to their
  hand (a shuffle, a swap, cards to draw, a missed turn), once shown.
- With two or more people at the table, a person's cards are face up only
  from "I am ..." until their turn, and the animation of it, ends: the
  moment the table shows another seat's turn they are turned down
  (`TableScene.private`).

Everything said is read from the seat's own view (unodesk.i18n.recap).
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from unodesk.engine import Event, PlayerView
from unodesk.i18n.recap import news, recap

from .placement import story_room

if TYPE_CHECKING:
    from .widget import TableWidget


def actor(event: Event) -> int | None:
    """The seat whose move `event` is (None: the table's own, such as a reshuffle)."""
    player = getattr(event, "player", None)
    return player if isinstance(player, int) else None


class Storyteller:
    """Tells the table widget `table` what to show of the story."""

    def __init__(self, table: TableWidget) -> None:
        self.table = table
        self._batch: Sequence[Event] = ()

    def _persons(self) -> tuple[int, ...]:
        setup = self.table.controller.setup
        return setup.persons if setup is not None else ()

    def _view(self, seat: int) -> PlayerView | None:
        views = self.table.controller.seat_views()
        return views[seat] if 0 <= seat < len(views) else None

    # ------------------------------------------------------------ the moments

    def handing_off(self, seat: int) -> None:
        """The computer goes to `seat`: the hand-off screen tells them the story."""
        t = self.table
        t.story_panel.close_story()
        view = self._view(seat)
        lines = recap(view, t.names) if view is not None else ()
        t.hand_off_screen.open(t.names[seat] if seat < len(t.names) else "", lines)

    def cards_appear(self, seat: int, after_hand_off: bool) -> None:
        """`seat`'s cards are on the table: after a hand-off, the story again over the table."""
        view = self._view(seat)
        if after_hand_off and view is not None:
            # The piles stay in sight: as many of the latest lines as fit above them.
            t = self.table
            t.story_panel.tell_within(lambda most: recap(view, t.names, most=most), t.view.width(),
                                      story_room(t.scene.layout))
            t.place_story()

    def batch_begins(self, events: Sequence[Event]) -> None:
        """A batch of events is about to be shown: the person's own move puts
        the story away; with two people or more, whose hand may stay up."""
        t = self.table
        self._batch = events
        shown = t.controller.shown_seat
        if shown is not None and events and actor(events[0]) == shown:
            t.story_panel.close_story()
        view = self._view(shown) if shown is not None else None
        # A hand a challenge showed is seen by the challenger before anyone else takes the computer.
        t.scene.private = len(self._persons()) > 1 and not (view is not None and view.revealed is not None)

    def batch_shown(self) -> None:
        """At a table of one person, what another seat's card just did to their hand."""
        t = self.table
        events, self._batch = self._batch, ()
        persons = self._persons()
        shown = t.controller.shown_seat
        if len(persons) != 1 or shown is None or not events or actor(events[0]) == shown:
            return
        view = self._view(shown)
        if view is None or len(events) > len(view.history):
            return
        lines = news(view, t.names, len(view.history) - len(events))
        if lines:
            t.story_panel.tell(lines, news_only=True)
            t.place_story()

    def round_laid(self) -> None:
        self._batch = ()
        self.table.story_panel.close_story()
