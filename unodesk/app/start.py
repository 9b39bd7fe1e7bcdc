"""What a start does (`unodesk`, `python -m unodesk`): the game in its
window, or one of the commands that run without it."""
from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsView, QMessageBox

from unodesk import desktop
from unodesk.i18n.translations import Translations
from unodesk.persistence.data_dir import data_dir
from unodesk.persistence.scores import ScoreStore
from unodesk.persistence.settings import Settings

from .command_line import Options, parse_args
from .instance_lock import InstanceLock, LockState
from .smoke import smoke
from .wiring import Game, build, language_for_the_run


def main(argv: Sequence[str] | None = None) -> int:
    options = parse_args(sys.argv[1:] if argv is None else argv)
    if options.desktop:
        return desktop.main(options.desktop)
    if options.export_scores is not None:
        return export(options.export_scores)
    if options.smoke:
        return smoke(options)
    return play(options)


def play(options: Options) -> int:
    """The game, as this computer's one running copy; a second copy brings the first forward."""
    folder = data_dir()
    lock = InstanceLock(folder)
    if lock.acquire().state is LockState.TAKEN:
        from .instance_channel import Meeting, meet_first_copy

        QApplication.instance() or QApplication([sys.argv[0]])  # the channel's socket needs one
        met = meet_first_copy(folder, lock)
        if met is not Meeting.TAKEN_OVER:  # taken over: the lock was stale, and this copy goes on
            return already_open(folder, shown=met is Meeting.SHOWN)
    # The lock held (or no lock can be made where nothing can be written
    # either): this copy alone writes the scores.
    store = ScoreStore.open()
    game = build(options, Settings.load(), store=store)
    # A timed start (--quit-when-dealt) leaves without the quit question.
    game.window.ask_before_quitting = not options.quit_when_dealt
    if options.quit_when_dealt:
        quit_when_dealt(game)
    game.window.show()
    # Deal (or offer the saved match) once the event loop runs, so the first
    # deal animates on a shown table; then open the door for a second copy
    # (Qt's network module loads only after the table is up).
    QTimer.singleShot(0, game.start)
    channels = []

    def listen() -> None:
        from .instance_channel import listen_for_second_copies

        channels.append(listen_for_second_copies(folder, game.window))

    QTimer.singleShot(0, listen)
    try:
        return game.app.exec()
    finally:
        for channel in channels:
            channel.close()
        store.close()
        lock.release()


def quit_when_dealt(game: Game) -> None:
    """Print "dealt" once the table has been painted with a dealt round, then quit."""
    view = game.window.findChild(QGraphicsView)
    if view is None:
        raise RuntimeError("the window holds no table to paint")
    viewport = view.viewport()

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                viewport.removeEventFilter(self)
                print("dealt", flush=True)
                QTimer.singleShot(0, game.app.quit)
            return False

    watcher = FirstPaint(viewport)
    game.controller.round_started.connect(lambda _: viewport.installEventFilter(watcher))


def export(out: Path) -> int:
    """`--export-scores FILE.csv`: every finished round, comma-separated; 0 when written."""
    from .export_command import export as export_scores

    return export_scores(out)


def already_open(folder: Path, *, shown: bool) -> int:
    """A second copy: the first one's window came forward (`shown`); if it
    did not answer, the person is told that the game is open already."""
    if shown:
        return 0
    app = QApplication.instance() or QApplication([sys.argv[0]])
    translations = Translations(app)
    translations.switch(language_for_the_run(Settings.load()))
    QMessageBox.information(None, "unodesk", QCoreApplication.translate(
        "ScoreWords", "unodesk is already open on this computer. Look for its window."))
    return 0
