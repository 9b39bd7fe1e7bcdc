"""What a start does (`unodesk`, `python -m unodesk`): the game in its
window, or one of the commands that run without it.

A start shows the game's window before it imports the game: the lock that
keeps one running copy, the settings, the language and the main window
with its menu and the felt come first (`first_window.py`), and the window
paints its first frame. Then, in steps with the event loop free between
them: the scores are opened and, when the start asks who plays and no
match waits to be continued, the welcome is shown over the felt at once
(`first_screen.py`; on a family's first start, before any scores were
kept, the welcome comes before the scores are opened); the engine, the table and the rest are imported one
part a step and built and seated in that same window (`wiring.build`),
taking the welcome over, or showing the first screen (the saved match
offered, or the first deal). Half a second after that is painted, the door
for a second copy opens. This module imports only what every start needs;
each path imports its own.
"""
from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from functools import partial
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING

from .command_line import Options, parse_args

if TYPE_CHECKING:
    from unodesk.persistence.scores import ScoreStore

    from .first_screen import HeldChoices
    from .wiring import Game


def main(argv: Sequence[str] | None = None) -> int:
    options = parse_args(sys.argv[1:] if argv is None else argv)
    if options.desktop:
        from unodesk import desktop

        return desktop.main(options.desktop)
    if options.export_scores is not None:
        return export(options.export_scores)
    if options.smoke:
        from .smoke import smoke

        return smoke(options)
    return play(options)


def play(options: Options) -> int:
    """The game, as this computer's one running copy; a second copy brings the first forward."""
    # The modules of pure Python first: PySide6 reads the source of each
    # module imported after it, but for the game's own (`source_scan`).
    from unodesk.persistence.data_dir import data_dir
    from unodesk.persistence.settings import LAST_SETUP, Settings

    from .source_scan import skip_the_game

    skip_the_game()
    from .first_window import open_window
    from .instance_lock import InstanceLock, LockState

    folder = data_dir()
    lock = InstanceLock(folder)
    if lock.acquire().state is LockState.TAKEN:
        from PySide6.QtWidgets import QApplication

        from .instance_channel import Meeting, meet_first_copy

        QApplication.instance() or QApplication([sys.argv[0]])  # the channel's socket needs one
        met = meet_first_copy(folder, lock)
        if met is not Meeting.TAKEN_OVER:  # taken over: the lock was stale, and this copy goes on
            return already_open(shown=met is Meeting.SHOWN)
    # The lock held (or no lock can be made where nothing can be written
    # either): this copy alone writes the scores.
    settings = Settings.load()
    first = open_window(settings, options.lang)
    from PySide6.QtCore import QTimer

    # A timed start (--quit-when-dealt) leaves without the quit question.
    first.window.ask_before_quitting = not options.quit_when_dealt
    first.window.show()
    games: list[Game] = []  # the game, kept until the loop ends
    closing: list[Callable[[], object]] = []
    failed: list[Exception] = []
    stores: list[ScoreStore] = []
    held: list[HeldChoices] = []

    def welcome_a_new_family() -> None:
        """A start before any scores were kept (a family's first): no match
        to go on with and no names to offer, so the welcome comes before the
        scores' modules (the session, the engine) are imported and the file
        is made."""
        from unodesk.persistence.scores.place import kept_before

        if options.asks_who_plays and not kept_before():
            show_the_welcome(None)

    def open_the_scores() -> None:
        from unodesk.persistence.scores import ScoreStore

        store = ScoreStore.open()
        closing.append(store.close)
        stores.append(store)
        if options.asks_who_plays and not held and store.unfinished() is None:
            show_the_welcome(store)

    def show_the_welcome(store: ScoreStore | None) -> None:
        # Nothing to offer to go on with: the welcome at once, over the
        # felt, while the game is imported and built behind it.
        from unodesk.persistence.setup_codec import read_setup

        from .first_screen import HeldChoices, welcome_for

        welcome = welcome_for(first.window, store, read_setup(settings[LAST_SETUP]).setup)
        held.append(HeldChoices(welcome))
        first.window.show_welcome(welcome)

    def seat_the_game() -> None:
        from .wiring import build

        game = build(options, settings, first=first, store=stores[0])
        games.append(game)
        if held:
            game.early_welcome = held[0].welcome
        if options.quit_when_dealt:
            quit_when_dealt(game)
        # The first screen: the saved match offered, the welcome (shown
        # already, now the game's), or the first deal (shown as it
        # animates); the window's icon once that is painted, the door for a
        # second copy a moment after (Qt's network module loads then, not
        # while the first clicks come).
        game.start()
        for choices in held:
            choices.release()
        first.window.felt.after_next_paint(after_the_first_screen)

    def in_steps(steps: list[Callable[[], object]]) -> None:
        """One step, and the next a moment later: the window answers (and
        paints the welcome) between them."""
        try:
            steps[0]()
        except Exception as error:
            # Not left as an empty window: the start fails as it would have
            # before the window showed (raised again once the loop has ended).
            failed.append(error)
            first.app.exit(1)
            return
        if len(steps) > 1:
            # (No pause while nothing is shown yet but the felt: the first screen comes sooner.)
            QTimer.singleShot(STEP_GAP_MS if held else 0, lambda: in_steps(steps[1:]))

    def after_the_first_screen() -> None:
        from unodesk.view.app_icon import show_icon

        show_icon(first.app)  # loading it and sending its sizes to the window system: not before
        QTimer.singleShot(SECOND_COPY_AFTER_MS, listen)

    def listen() -> None:
        from .instance_channel import listen_for_second_copies

        channel = listen_for_second_copies(folder, first.window)
        closing.append(channel.close)

    # After the first frame: the scores (and the welcome, when it is the
    # first screen: before the scores on a family's first start), then the
    # game's larger parts one import at a time, then the game built and
    # seated in the window.
    steps: list[Callable[[], object]] = [welcome_a_new_family, open_the_scores]
    steps += [partial(import_module, name) for name in GAME_PARTS]
    steps.append(seat_the_game)
    first.window.felt.after_next_paint(lambda: in_steps(steps))
    try:
        code = first.app.exec()
        if failed:
            raise failed[0]
        return code
    finally:
        for close in reversed(closing):
            close()
        lock.release()


# The game's larger parts, imported one a step after the first frame (each
# some tens of milliseconds): the window answers between them.
GAME_PARTS = ("unodesk.controller.controller", "unodesk.view.table.widget", "unodesk.app.wiring")

# The pause between two steps once the welcome is up, in which the window
# paints and answers a key, a click or the window manager's ping that came
# during a step (with none, the next step could run first:
# benchmarks/startup.py saw the welcome answer only after every step with 0
# or 10 ms, at once with 30).
STEP_GAP_MS = 30

# How long after the first screen is painted the door for a second copy opens.
# A second copy started before then finds no answer and says the game is open.
SECOND_COPY_AFTER_MS = 500


def quit_when_dealt(game: Game) -> None:
    """Print "dealt" once the table has been painted with a dealt round, then quit."""

    def dealt(_round: object) -> None:
        game.controller.round_started.disconnect(dealt)

        def painted() -> None:
            print("dealt", flush=True)
            game.app.quit()

        game.window.felt.after_next_paint(painted)

    game.controller.round_started.connect(dealt)


def export(out: Path) -> int:
    """`--export-scores FILE.csv`: every finished round, comma-separated; 0 when written."""
    from .export_command import export as export_scores

    return export_scores(out)


def already_open(*, shown: bool) -> int:
    """A second copy: the first one's window came forward (`shown`); if it
    did not answer, the person is told that the game is open already."""
    if shown:
        return 0
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QApplication, QMessageBox

    from unodesk.i18n.translations import Translations
    from unodesk.persistence.settings import Settings

    from .first_window import language_for_the_run

    app = QApplication.instance() or QApplication([sys.argv[0]])
    translations = Translations(app)
    translations.switch(language_for_the_run(Settings.load()))
    QMessageBox.information(None, "unodesk", QCoreApplication.translate(
        "ScoreWords", "unodesk is already open on this computer. Look for its window."))
    return 0
