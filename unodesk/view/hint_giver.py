"""The hint: the hard level's move for the shown person, said in one line
with its card raised in the hand.

A hard-level player is kept for each person's seat over a match, so that
what it learnt of who bluffs counts; it reads that seat's view alone, as
any computer player does. The hint is asked for (H, or Game ▸ Hint) and
given at once, on a short search (`SEARCH_SECONDS`).
"""
from __future__ import annotations

from PySide6.QtCore import QObject

from unodesk.ai import make_bot

# Long enough for the search near a round's end, short enough not to be
# waited for: it runs on the window's thread, where a decision should take
# under 50 ms.
SEARCH_SECONDS = 0.045


class HintGiver(QObject):
    """Finds the hint for the shown person and puts it on the table."""

    def __init__(self, controller, table, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.table = table
        self._bots: dict[int, object] = {}
        controller.match_started.connect(self._forget)

    def _forget(self, _setup=None) -> None:
        self._bots = {}

    def give(self) -> None:
        # The hard level's reading and the hints' sentences load when a hint
        # is first asked for, not at every start (hints are off by default).
        from unodesk.ai.hint import hint
        from unodesk.i18n.hints import hint_sentence, no_hint_sentence

        controller = self.controller
        seat = controller.shown_seat
        views = controller.seat_views()
        if seat is None or seat >= len(views) or controller.match is None:
            return
        view = views[seat]
        bot = self._bots.get(seat)
        if bot is None:
            bot = self._bots[seat] = make_bot("hard", time_budget=SEARCH_SECONDS)
        found = hint(view, controller.legal_for_shown(), bot=bot)
        if found is None:
            self.table.show_hint(no_hint_sentence(), None)
            return
        names = tuple(s.name for s in controller.setup.seats)
        card = getattr(found.action, "card", None)
        self.table.show_hint(hint_sentence(found, view, names), card)
