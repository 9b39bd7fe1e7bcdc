"""What a start does (`unodesk`, `python -m unodesk`): the game in its
window, or one of the commands that run without it.

A start shows the game's window before it imports the game: the lock that
keeps one running copy, the settings, the language and the main window
with its menu and the felt come first (`first_window.py`), and the window
paints its first frame; then the engine, the table and the scores are
imported, built and seated in that same window (`wiring.build`), and the
first screen is shown (the saved match offered, or the first deal); half
a second after that is painted, the door for a second copy opens. This
module imports only what every start needs; each path imports its own.
"""
from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from .command_line import Options, parse_args

if TYPE_CHECKING:
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
    from unodesk.persistence.settings import Settings

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
    # A timed start (--quit-when-dealt) leaves without the quit question.
    first.window.ask_before_quitting = not options.quit_when_dealt
    first.window.show()
    games: list[Game] = []  # the game, kept until the loop ends
    closing: list[Callable[[], object]] = []
    failed: list[Exception] = []

    def seat_the_game() -> None:
        from unodesk.persistence.scores import ScoreStore

        from .wiring import build

        try:
            store = ScoreStore.open()
            closing.append(store.close)
            game = build(options, settings, first=first, store=store)
            games.append(game)
            if options.quit_when_dealt:
                quit_when_dealt(game)
            # The first screen: the saved match offered, or the first deal (shown
            # as it animates); the window's icon once that is painted, the door
            # for a second copy a moment after (Qt's network module loads then,
            # not while the first clicks come).
            game.start()
        except Exception as error:
            # Not left as an empty window: the start fails as it would have
            # before the window showed (raised again once the loop has ended).
            failed.append(error)
            first.app.exit(1)
            return
        first.window.felt.after_next_paint(after_the_first_screen)

    def after_the_first_screen() -> None:
        from PySide6.QtCore import QTimer

        from unodesk.view.app_icon import show_icon

        show_icon(first.app)  # loading it and sending its sizes to the window system: not before
        QTimer.singleShot(SECOND_COPY_AFTER_MS, listen)

    def listen() -> None:
        from .instance_channel import listen_for_second_copies

        channel = listen_for_second_copies(folder, first.window)
        closing.append(channel.close)

    first.window.felt.after_next_paint(seat_the_game)
    try:
        code = first.app.exec()
        if failed:
            raise failed[0]
        return code
    finally:
        for close in reversed(closing):
            close()
        lock.release()


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
