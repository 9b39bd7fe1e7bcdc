"""Builds and wires the program: the one place where the pieces meet.

    python -m unodesk [--lang sv|nb|nl|en] [--players N] [--speed off|fast|normal|slow]
                      [--seed S] [--smoke] [--export-scores FILE.csv] [--version]
                      [--install-desktop|--uninstall-desktop]
"""
from __future__ import annotations

import argparse
import dataclasses
import re
import sys
import traceback
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING
from pathlib import Path

from PySide6.QtCore import (
    QByteArray,
    QCoreApplication,
    QDataStream,
    QEvent,
    QLocale,
    QMargins,
    QObject,
    QPoint,
    QRect,
    QSize,
    QtMsgType,
    QTimer,
    qInstallMessageHandler,
)
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QGraphicsView, QMessageBox, QWidget

from unodesk import APP_NAME, __version__
from unodesk.controller.controller import GameController
from unodesk.desktop import desktop_speed, motion_flag
from unodesk.engine import build_deck
from unodesk.i18n.languages import CODES, known_language, language_for_locale
from unodesk.i18n.translations import Translations
from unodesk.persistence.data_dir import data_dir
from unodesk.persistence.instance_lock import InstanceLock, LockState
from unodesk.persistence.scores import CannotContinue, Resumed, ScoreStore
from unodesk.persistence.settings import Settings
from unodesk.persistence.setup_codec import SetupReading, read_setup, setup_to_data
from unodesk.setup import MAX_SEATS, MIN_SEATS, MatchSetup, SeatKind, SeatSetup, computer_names, default_setup
from unodesk.setup.speeds import COMPUTER_PAUSE_MS, Speed, thinking_factor
from unodesk.view.app_icon import show_identity
from unodesk.view.hint_giver import HintGiver
from unodesk.view.sounds import SoundBoard
from unodesk.view.table.widget import TableWidget
from unodesk.view.window import MainWindow

if TYPE_CHECKING:
    from unodesk.persistence.instance_channel import InstanceChannel

# A round between the stand-in computer players takes 15 to 45 seconds at
# the fast speed; a round still going after this is stuck.
SMOKE_TIMEOUT_MS = 150_000
# The offscreen platform warns that it cannot do what only a window manager
# does (size hints, raising a window, grabbing the keyboard for a menu).
# With no screen there is nothing to do; on a real display these never come.
OFFSCREEN_LIMITS = r"^This plugin does not support "


@dataclass(frozen=True)
class Options:
    lang: str | None = None
    players: int | None = None
    speed: Speed | None = None
    seed: int | None = None
    smoke: bool = False
    desktop: str | None = None  # "install" or "uninstall" the menu entry
    export_scores: Path | None = None  # write the history as CSV and exit
    quit_when_dealt: bool = False  # benchmarks/table.py: say "dealt" at the first painted deal and quit


def _players(text: str) -> int:
    try:
        number = int(text)
    except ValueError:
        number = 0
    if not MIN_SEATS <= number <= MAX_SEATS:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a number of players: give a whole number from {MIN_SEATS} to {MAX_SEATS}")
    return number


def _language(text: str) -> str:
    """A language code as a person types it: "sv", "NB", "no" (Norwegian), "nl_BE"."""
    code = known_language(text)
    if code is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not a language unodesk speaks: choose from {', '.join(CODES)}")
    return code


def parse_args(argv: Sequence[str]) -> Options:
    parser = argparse.ArgumentParser(prog="unodesk", description="Uno for the family desktop.")
    parser.add_argument("--lang", type=_language, metavar="|".join(CODES),
                        help="the language of the interface (no for Norwegian is understood as nb)")
    parser.add_argument("--players", type=_players, metavar="N", help=f"start a quick match of N players ({MIN_SEATS}-{MAX_SEATS})")
    parser.add_argument("--speed", choices=[s.value for s in Speed], help="the speed of the animations")
    parser.add_argument("--seed", type=int, metavar="S", help="deal the first match reproducibly")
    parser.add_argument("--smoke", action="store_true", help="play one round between computers and exit")
    parser.add_argument("--export-scores", type=Path, metavar="FILE.csv",
                        help="write every finished round of the match history to a CSV file and exit")
    parser.add_argument("--version", action="version", version=f"unodesk {__version__}")
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument("--install-desktop", dest="desktop", action="store_const", const="install",
                         help="put unodesk in this desktop's menu (Linux, for your user)")
    desktop.add_argument("--uninstall-desktop", dest="desktop", action="store_const", const="uninstall",
                         help="take unodesk out of the menu again")
    # For timing a start from the outside (the venv's and the bundle's alike).
    parser.add_argument("--quit-when-dealt", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(list(argv))
    speed = Speed(args.speed) if args.speed else None
    return Options(args.lang, args.players, speed, args.seed, args.smoke, args.desktop, args.export_scores,
                   args.quit_when_dealt)


def system_language() -> str:
    """The system's language if unodesk speaks it, else English."""
    return language_for_locale(QLocale.system().name())


def starting_setup(options: Options, remembered: SetupReading) -> MatchSetup:
    """The match a start opens at once: the remembered one, else 1 person and 3 computers."""
    if options.smoke:
        names = computer_names()
        setup = MatchSetup(tuple(SeatSetup(names[i], SeatKind.COMPUTER) for i in range(options.players or 4)))
    elif options.players is not None:
        setup = default_setup(options.players)
    else:
        setup = remembered.setup or default_setup(4)
    return dataclasses.replace(setup, seed=options.seed)


@dataclass
class Game:
    """Everything main() builds, for tests and the smoke run to reach."""

    app: QApplication
    settings: Settings
    translations: Translations
    controller: GameController
    window: MainWindow
    first_setup: MatchSetup
    store: ScoreStore
    hints: HintGiver

    def start(self) -> None:
        """The first match: the saved one if the person goes on with it, else the remembered setup."""
        if not self.window.scores.offer_saved_match():
            self.controller.new_match(self.first_setup)

    def resume(self) -> None:
        """Go on with the saved match; one that no longer plays is kept, marked, and a new match begins."""
        found = self.store.unfinished()
        outcome = self.store.resume()
        if isinstance(outcome, Resumed):
            self.controller.resume(outcome.log)
            return
        if isinstance(outcome, CannotContinue) and found is not None:
            self.window.scores.cannot_continue(outcome, found)
        self.controller.new_match(self.first_setup)


def build(options: Options, settings: Settings, *, think_ms: tuple[int, int] = COMPUTER_PAUSE_MS,
          store: ScoreStore | None = None) -> Game:
    """Create and wire the controller, the table and the window (not shown yet).
    `store` keeps the scores (none: they are kept in memory for this run)."""
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    show_identity(app)
    translations = Translations(app)
    translated = translations.switch(options.lang or settings["language"] or system_language())
    # Dates and numbers in the scores are written as the interface's language writes them.
    QLocale.setDefault(QLocale(translations.language))
    store = store if store is not None else ScoreStore.memory()
    chosen_speed = options.speed or (Speed(settings["speed"]) if settings["speed"] else motion_flag())
    speed = chosen_speed or Speed.NORMAL

    controller = GameController(think_ms=think_ms, keeper=store)
    table = TableWidget(controller)
    window = MainWindow(controller, table, speed=speed, language=translations.language, scores=store)
    hints = HintGiver(controller, table, window)
    remembered = read_setup(settings["last_setup"])
    game = Game(app, settings, translations, controller, window, starting_setup(options, remembered), store, hints)

    told: list[bool] = []

    def save() -> None:
        if options.smoke:
            return
        try:
            settings.save()
        except OSError as error:
            if not told:  # once a run: the next save fails the same way
                told.append(True)
                window.show_save_failed(error, settings.path.parent)

    def apply_speed(chosen: Speed) -> None:
        table.set_speed(chosen)
        controller.set_speed(thinking_factor(chosen))
        window.set_speed(chosen)

    def remember(key: str, value: object) -> None:
        settings[key] = value
        save()

    def speed_chosen(chosen: Speed) -> None:
        apply_speed(chosen)
        remember("speed", chosen.value)

    def language_chosen(language: str) -> None:
        if not translations.switch(language):
            window.show_missing_translation(language)
        window.set_language(language)
        QLocale.setDefault(QLocale(translations.language))
        remember("language", language)

    def large_cards_chosen(large: bool) -> None:
        table.set_large_cards(large)
        remember("large_cards", large)

    def volume_chosen(volume: int) -> None:
        sounds.set_volume(volume)
        remember("volume", volume)

    def muted_chosen(muted: bool) -> None:
        sounds.set_muted(muted)
        remember("muted", muted)

    def hints_chosen(on: bool) -> None:
        window.set_hints(on)
        if settings["hints"] != on:  # the menu's tick, set at start, says so too
            remember("hints", on)

    def new_match(setup: MatchSetup) -> None:
        remember("last_setup", setup_to_data(setup))
        controller.new_match(setup)

    def closing(geometry: QByteArray) -> None:
        # No computer may move on a closed table, nor think on after it.
        controller.shutdown()
        remember("geometry", bytes(geometry.toBase64()).decode("ascii"))

    window.speed_chosen.connect(speed_chosen)
    window.language_chosen.connect(language_chosen)
    window.large_cards_chosen.connect(large_cards_chosen)
    window.volume_chosen.connect(volume_chosen)
    window.muted_chosen.connect(muted_chosen)
    window.hints_chosen.connect(hints_chosen)
    window.hint_requested.connect(hints.give)
    window.new_match_requested.connect(new_match)
    window.closing.connect(closing)
    window.scores.resume_requested.connect(game.resume)
    window.scores.fresh_match_requested.connect(lambda: controller.new_match(game.first_setup))
    # What the scores database has to say (a damaged file set aside, a full
    # disk), told once each, over the table.
    window.scores.show_notices(store.take_notices())
    controller.kept.connect(lambda: window.scores.show_notices(store.take_notices()))
    apply_speed(speed)
    if chosen_speed is None:
        follow_desktop_motion(window, apply_speed)
    table.set_large_cards(settings["large_cards"])
    sounds = SoundBoard(volume=settings["volume"], muted=settings["muted"], parent=window)
    table.sounds = sounds
    window.set_sound(sounds.installed, settings["volume"], settings["muted"])
    window.set_large_cards(settings["large_cards"])
    place_window(window, settings["geometry"])
    window.set_hints(settings["hints"])
    if not translated:
        window.show_missing_translation(translations.language)
    if settings.problem is not None:
        window.show_settings_problem(settings.problem)
    if remembered.dropped and not options.smoke:
        # Told once: what is left of the remembered match is what is remembered now.
        remember("last_setup", setup_to_data(remembered.setup) if remembered.setup else None)
        window.show_setup_dropped(remembered.dropped)
    return game


def follow_desktop_motion(window: QWidget, apply_speed: Callable[[Speed], None]) -> None:
    """Reduced motion when the desktop asks for it. Reading the desktop's
    setting runs a program that takes tens of milliseconds, so it is read on
    a thread while the table is built and dealt, and applied when it comes
    (not saved: the speed menu's choice is what is saved)."""
    asking = ThreadPoolExecutor(max_workers=1, thread_name_prefix="desktop-motion")
    answer: Future[Speed] = asking.submit(desktop_speed)
    asking.shutdown(wait=False)
    poll = QTimer(window)
    poll.setInterval(20)

    def check() -> None:
        if answer.done():
            poll.stop()
            poll.deleteLater()
            if answer.result() is Speed.OFF:
                apply_speed(Speed.OFF)

    poll.timeout.connect(check)
    poll.start()


# A window manager's frame is known only once the window is shown: until
# then, room is kept for a usual one (a title bar and thin borders).
FRAME_GUESS = QMargins(8, 40, 8, 8)


def first_geometry(available: QRect, minimum: QSize, frame: QMargins = FRAME_GUESS) -> QRect:
    """Where the first window goes: most of a large screen, at least 1280x800
    of it, but never more than the screen's free area with the frame
    included (the window must fit a 1024x640 screen with its title bar)."""
    room = available.size().shrunkBy(frame)
    width = min(room.width(), max(1280, available.width() * 4 // 5))
    height = min(room.height(), max(800, available.height() * 4 // 5))
    size = QSize(width, height).expandedTo(minimum)
    outer = size.grownBy(frame)
    left = available.x() + max(0, (available.width() - outer.width()) // 2) + frame.left()
    top = available.y() + max(0, (available.height() - outer.height()) // 2) + frame.top()
    return QRect(QPoint(left, top), size)


# QWidget.saveGeometry()'s header (Qt 5 and 6): a magic number, then the
# format's version, the frame's and the normal geometry.
GEOMETRY_MAGIC = 0x1D9D0CB


def saved_normal_geometry(data: QByteArray) -> QRect | None:
    """The window's normal geometry in QWidget.saveGeometry()'s bytes; None when
    they are not such bytes (cut short, another format, nonsense)."""
    stream = QDataStream(data)
    stream.setByteOrder(QDataStream.ByteOrder.BigEndian)
    if stream.readUInt32() != GEOMETRY_MAGIC:
        return None
    major = stream.readUInt16()
    stream.readUInt16()
    values = [stream.readInt32() for _ in range(8)]  # the frame's left, top, right, bottom; the normal one's
    if major < 1 or stream.status() != QDataStream.Status.Ok:
        return None
    left, top, right, bottom = values[4:]
    rect = QRect(QPoint(left, top), QPoint(right, bottom))
    return rect if rect.isValid() else None


def place_window(window: MainWindow, saved: str) -> None:
    """The saved size and place when they can be read and fit a screen; else
    the fitted default (a broken or foreign value never gives an odd window)."""
    data = QByteArray.fromBase64(saved.encode("ascii"))
    normal = saved_normal_geometry(data)
    usable = (normal is not None and normal.size() == normal.size().expandedTo(window.minimumSize())
              and QGuiApplication.screenAt(normal.center()) is not None)
    if not (usable and window.restoreGeometry(data)):
        window.setGeometry(first_geometry(window.screen().availableGeometry(), window.minimumSize()))
    # Once the frame is known, the whole window must be on the screen (a
    # size saved on a larger screen, too).
    window.keep_on_screen()


def main(argv: Sequence[str] | None = None) -> int:
    options = parse_args(sys.argv[1:] if argv is None else argv)
    if options.desktop:
        from unodesk import desktop

        return desktop.main(options.desktop)
    if options.export_scores is not None:
        return export(options.export_scores)
    if options.smoke:
        return smoke(options)
    folder = data_dir()
    lock = InstanceLock(folder)
    if lock.acquire().state is LockState.TAKEN:
        return already_open(folder)
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
    QTimer.singleShot(0, lambda: channels.append(listen_for_second_copies(folder, game)))
    try:
        return game.app.exec()
    finally:
        for channel in channels:
            channel.close()
        store.close()
        lock.release()


def quit_when_dealt(game: Game) -> None:
    """Print "dealt" once the table has been painted with a dealt round, then quit."""
    viewport = game.window.findChild(QGraphicsView).viewport()

    class FirstPaint(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                viewport.removeEventFilter(self)
                print("dealt", flush=True)
                QTimer.singleShot(0, game.app.quit)
            return False

    watcher = FirstPaint(viewport)
    game.controller.round_started.connect(lambda _: viewport.installEventFilter(watcher))


def listen_for_second_copies(folder: Path, game: Game) -> InstanceChannel:
    """A copy started while this one runs brings this window forward."""
    from unodesk.persistence.instance_channel import InstanceChannel

    channel = InstanceChannel(folder, game.app)
    channel.show_requested.connect(lambda: bring_forward(game.window))
    channel.listen()
    return channel


def export(out: Path) -> int:
    """`--export-scores FILE.csv`: every finished round, comma-separated; 0 when written."""
    from unodesk.persistence.scores import export_scores

    result = export_scores(out)
    if result.exit_code == 0:
        print(f"unodesk: {result.rows} rows written to {result.out}")
    else:
        print(f"unodesk: the scores were not exported ({result.code.value}): {result.detail}", file=sys.stderr)
    return result.exit_code


def already_open(folder: Path) -> int:
    """A second copy: the first one's window comes forward; if it does not
    answer, the person is told that the game is open already."""
    from unodesk.persistence.instance_channel import ask_first_copy_to_show

    app = QApplication.instance() or QApplication([sys.argv[0]])
    if ask_first_copy_to_show(folder):
        return 0
    translations = Translations(app)
    translations.switch(Settings.load()["language"] or system_language())
    QMessageBox.information(None, "unodesk", QCoreApplication.translate(
        "ScoreWords", "unodesk is already open on this computer. Look for its window."))
    return 0


def bring_forward(window: QWidget) -> None:
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


# -- the smoke run -------------------------------------------------------------

class _Problems:
    """Everything that went wrong in a smoke run: exceptions anywhere (slots
    included, through sys.excepthook) and every Qt warning."""

    def __init__(self, app: QCoreApplication) -> None:
        self.app = app
        self.found: list[str] = []

    def add(self, text: str) -> None:
        self.found.append(text)
        # Leave the event loop from the loop itself, not from inside a slot.
        QTimer.singleShot(0, lambda: self.app.exit(1))

    def excepthook(self, kind, value, tb) -> None:
        self.add("".join(traceback.format_exception(kind, value, tb)))

    def qt_message(self, kind: QtMsgType, context, message: str) -> None:
        if kind not in (QtMsgType.QtWarningMsg, QtMsgType.QtCriticalMsg, QtMsgType.QtFatalMsg):
            return
        if QGuiApplication.platformName() == "offscreen" and re.match(OFFSCREEN_LIMITS, message):
            return
        self.add(f"Qt: {message}")


class _NotInLanguage(Exception):
    pass


def smoke(options: Options) -> int:
    """Play one round between computers in the real window, animated at the
    fastest speed; 0 when it ends cleanly, 1 with the reasons otherwise."""
    app = QApplication.instance() or QApplication([sys.argv[0], "-platform", "offscreen"] if _headless() else [sys.argv[0]])
    problems = _Problems(app)
    sys.excepthook = problems.excepthook
    previous_handler = qInstallMessageHandler(problems.qt_message)
    lock, store = _smoke_scores()
    try:
        options = dataclasses.replace(options, speed=Speed.FAST)
        game = build(options, Settings(Path("unused-smoke-settings.json")), think_ms=(20, 80), store=store)
        # The asked-for language must really be loaded, or the run fails at once.
        problems.found.extend(game.translations.problems())
        if problems.found:
            raise _NotInLanguage
        finished: list[bool] = []

        def round_finished(result) -> None:
            finished.append(True)
            problems.found.extend(_lost_cards(game))
            # Let the round summary open and paint before leaving.
            QTimer.singleShot(200, lambda: app.exit(1 if problems.found else 0))

        game.controller.round_finished.connect(round_finished)
        QTimer.singleShot(SMOKE_TIMEOUT_MS, lambda: problems.add(f"no round finished in {SMOKE_TIMEOUT_MS} ms"))
        game.window.show()
        QTimer.singleShot(0, lambda: game.controller.new_match(game.first_setup))
        app.exec()
        game.window.close()
        if not finished and not problems.found:
            problems.found.append("the round did not finish")
    except _NotInLanguage:
        pass
    except Exception:
        problems.found.append(traceback.format_exc())
    finally:
        qInstallMessageHandler(previous_handler)
        sys.excepthook = sys.__excepthook__
        # Its round stays in the history; the match is not offered to go on.
        store.abandon()
        where = store.path if store.saving else "memory only"
        store.close()
        lock.release()
    for problem in problems.found:
        print(f"smoke: {problem}", file=sys.stderr)
    if not problems.found:
        print(f"smoke: one round played, no problems (scores: {where})")
    return 1 if problems.found else 0


def _smoke_scores() -> tuple[InstanceLock, ScoreStore]:
    """The smoke run records its round like any other, unless the game is
    open (never two writers) or a family's match waits to be continued
    (never given up for a check): then in memory."""
    lock = InstanceLock(data_dir())
    if lock.acquire().state is LockState.TAKEN:
        return lock, ScoreStore.memory()
    store = ScoreStore.open()
    if store.unfinished() is not None:
        store.close()
        store = ScoreStore.memory()
    return lock, store


def _lost_cards(game: Game) -> list[str]:
    """No card lost or made up: the hands, the discard and the draw pile are the deck."""
    r = game.controller.match.round
    held = sum(len(h) for h in r.hands) + len(r.discard) + r.draw_pile_size
    expected = len(build_deck(r.rules))
    return [] if held == expected else [f"{held} cards on the table, the deck has {expected}"]


def _headless() -> bool:
    import os

    return not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY") and "QT_QPA_PLATFORM" not in os.environ
