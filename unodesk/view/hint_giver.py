"""The hint: the hard level's move for the shown person, said in one line
with its card raised in the hand.

A hard-level player is kept for each person's seat over a match, so that
what it learnt of who bluffs counts; it reads that seat's view alone, as
any computer player does. The hint is asked for (H, or Game ▸ Hint) and
found in the controller's worker thread, like a computer's move, on a
short search (`SEARCH_SECONDS`); it is shown when it comes, if the table is
still at the moment it was asked about.
"""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from unodesk.ai import Bot, make_bot
from unodesk.engine import Play, PlayerView

if TYPE_CHECKING:
    from unodesk.ai.hint import Hint
    from unodesk.controller import GameController
    from unodesk.session import Moment
    from unodesk.view.table.widget import TableWidget

# Long enough for the search near a round's end, short enough that the
# person who pressed H does not wait for it.
SEARCH_SECONDS = 0.045


class HintGiver(QObject):
    """Asks for the hint for the shown person and puts it on the table."""

    def __init__(self, controller: GameController, table: TableWidget, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.table = table
        self._bots: dict[int, Bot] = {}
        self._asker = controller.worker.asker()
        self._asker.answered.connect(self._answered)
        controller.match_started.connect(self._forget)

    @property
    def asking(self) -> bool:
        """Whether a hint was asked for and has not come yet."""
        return self._asker.thinking

    def _forget(self, _setup: object = None) -> None:
        self._asker.forget()
        self._bots = {}

    def give(self) -> None:
        # The hard level's reading loads when a hint is first asked for, not
        # at every start (hints are off by default).
        from unodesk.ai.hint import hint

        controller = self.controller
        seat = controller.shown_seat
        views = controller.seat_views()
        if seat is None or seat >= len(views) or controller.match is None:
            return
        view = views[seat]
        bot = self._bots.get(seat)
        if bot is None:
            bot = self._bots[seat] = make_bot("hard", time_budget=SEARCH_SECONDS)
        # The worker reads these plain values and the seat's own bot, nothing else.
        job = partial(hint, view, tuple(controller.legal_for_shown()), bot=bot)
        self._asker.ask((controller.moment(), view), job)

    def _answered(self, token: tuple[Moment | None, PlayerView], found: Hint | None) -> None:
        from unodesk.i18n.hints import hint_sentence, no_hint_sentence

        moment, view = token
        controller = self.controller
        if moment != controller.moment() or view.seat != controller.shown_seat:
            return  # the table has moved on: the hint was for a moment that has passed
        if found is None:
            self.table.show_hint(no_hint_sentence(), None)
            return
        assert controller.setup is not None
        names = tuple(s.name for s in controller.setup.seats)
        card = found.action.card if isinstance(found.action, Play) else None
        self.table.show_hint(hint_sentence(found, view, names), card)
