"""The welcome before the game is built: on a start that asks who plays, the
welcome is shown over the felt as soon as the scores are open (the family's
names are read there, and whether a match waits to be continued; on a
family's first start, with no scores kept yet, before they are), and the
engine, the table and the rest are imported and built behind it
(`start.py`); the game then takes the welcome over (`Game.show_welcome`).
A choice made on it before then waits for the game (`HeldChoices`)."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from unodesk.i18n.seat_names import is_default_person_name
from unodesk.setup import MatchSetup, SeatKind
from unodesk.view.welcome import WelcomeScreen

if TYPE_CHECKING:
    from PySide6.QtCore import SignalInstance
    from PySide6.QtWidgets import QWidget

    from unodesk.persistence.scores import ScoreStore


def welcome_for(window: QWidget, store: ScoreStore | None, remembered: MatchSetup | None) -> WelcomeScreen:
    """Who is playing: the seats of the remembered match, the family's names
    from the scores (not the names the game gives; none before any scores
    were kept, `store` None)."""
    people = store.player_names(SeatKind.PERSON) if store is not None else ()
    family = [name for name in people if not is_default_person_name(name)]
    # Made in the window it shows in: a widget moved into another is
    # styled again, all its seats with it (tens of milliseconds).
    return WelcomeScreen(remembered, family, window)


class HeldChoices:
    """The welcome's choices (Play, Quick game, Rules…) made while the game
    is still being built: kept, and given to the game once it listens."""

    def __init__(self, welcome: WelcomeScreen) -> None:
        self.welcome = welcome
        self._held: list[tuple[SignalInstance, object]] = []
        self._slots: list[tuple[SignalInstance, Callable[[object], None]]] = []
        for signal in (welcome.play_requested, welcome.quick_requested, welcome.rules_requested):
            def keep(setup: object, signal: SignalInstance = signal) -> None:
                if not self._held:  # the first choice is the one made (a second click is no second match)
                    self._held.append((signal, setup))

            signal.connect(keep)
            self._slots.append((signal, keep))

    def release(self) -> None:
        """The game listens now: what was chosen is chosen again, once."""
        for signal, keep in self._slots:
            signal.disconnect(keep)
        held, self._held = self._held, []
        for signal, setup in held:
            signal.emit(setup)
