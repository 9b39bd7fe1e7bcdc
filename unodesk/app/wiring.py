"""Builds the game and wires it: the one place where the pieces meet.

`build` makes the controller, the table and the sounds, seats them in the
main window (the one `first_window.open_window` made and the start has
shown already, or a new one), and connects them to each other, to the
scores and to the settings. Each
setting is followed by what shows it (`settings.follow`: at once, and at
every change); a choice in the menu comes back as `setting_chosen` and is
kept (in force at once, written to the file). A new setting is one entry
in the settings' schema and one line here.
"""
from __future__ import annotations

import dataclasses
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QObject, QTimer
from PySide6.QtWidgets import QApplication

from unodesk.controller.controller import GameController
from unodesk.desktop import desktop_speed, motion_flag
from unodesk.i18n.translations import Translations
from unodesk.persistence.scores import CannotContinue, Resumed, ScoreStore
from unodesk.persistence.settings import (
    CARD_BACK,
    EXPORT_FOLDER,
    GEOMETRY,
    HIGH_CONTRAST,
    HINTS,
    HOUSE_RULES,
    LANGUAGE,
    LARGE_CARDS,
    LAST_SETUP,
    MUTED,
    SPEED,
    TABLE,
    VOLUME,
    Option,
    Settings,
)
from unodesk.persistence.setup_codec import SetupReading, read_setup, setup_to_data
from unodesk.setup import MatchSetup, SeatKind, SeatSetup, computer_names, default_setup
from unodesk.setup.speeds import COMPUTER_PAUSE_MS, Speed, thinking_factor
from unodesk.view.app_icon import show_icon
from unodesk.view.hint_giver import HintGiver
from unodesk.view.looks import TableLooks
from unodesk.view.scores import export_folder
from unodesk.view.sounds import SoundBoard
from unodesk.view.table.avatars import remember_faces
from unodesk.view.table.widget import TableWidget
from unodesk.view.window import MainWindow

from .command_line import Options
from .first_window import FirstWindow, open_window, speak

if TYPE_CHECKING:
    from unodesk.view.welcome import WelcomeScreen

SOUND_AFTER_MS = 500  # after the first deal began: the table is up, and the first card played is heard


@dataclass
class Game:
    """Everything `build` makes, for the start, the tests and the smoke run to reach."""

    app: QApplication
    settings: Settings
    translations: Translations
    controller: GameController
    window: MainWindow
    first_setup: MatchSetup
    store: ScoreStore
    hints: HintGiver
    new_match: Callable[[MatchSetup], None]  # a match chosen: remembered, then dealt
    remembered: MatchSetup | None = None  # the last match set up, if any
    welcome_first: bool = False  # no saved match: the welcome asks who plays before anything is dealt
    early_welcome: WelcomeScreen | None = None  # shown before the game was built (start.py): the one to seat

    def start(self) -> None:
        """The first match: the saved one if the person goes on with it, else
        the welcome (or, for `--players`, the smoke run and a timed start, the
        remembered setup at once)."""
        if self.window.scores.offer_saved_match():
            return
        if self.welcome_first:
            self.show_welcome()
        else:
            self.controller.new_match(self.first_setup)

    def show_welcome(self) -> None:
        """Who is playing: nothing is dealt and no computer moves before a person chooses."""
        from .first_screen import welcome_for

        welcome, self.early_welcome = self.early_welcome, None
        if welcome is None:
            welcome = welcome_for(self.window, self.store, self.remembered)

        def chosen(setup: MatchSetup) -> None:
            self.new_match(dataclasses.replace(setup, seed=self.first_setup.seed))

        welcome.play_requested.connect(chosen)
        welcome.quick_requested.connect(chosen)
        welcome.rules_requested.connect(self.window.open_new_match)
        self.window.show_welcome(welcome)

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


def build(options: Options, settings: Settings, *, first: FirstWindow | None = None,
          think_ms: tuple[int, int] = COMPUTER_PAUSE_MS, store: ScoreStore | None = None) -> Game:
    """Create the controller, the table and the sounds, seat them in the
    window (`first`: the one shown already; none: a new one, not shown yet)
    and wire them. `store` keeps the scores (none: in memory for this run)."""
    if first is None:
        first = open_window(settings, options.lang)
        show_icon(first.app)  # a start sets it once its first screen is painted
    app, translations, window = first.app, first.translations, first.window
    store = store if store is not None else ScoreStore.memory()

    controller = GameController(think_ms=think_ms, keeper=store)
    table = TableWidget(controller, felt=window.take_felt())
    window.seat(controller, table, scores=store)
    sounds = SoundBoard(parent=window)
    table.sounds = sounds
    looks = TableLooks(table)
    hints = HintGiver(controller, table, window)
    remembered = read_setup(settings[LAST_SETUP])
    keep = _keeper(settings, window)

    def new_match(setup: MatchSetup) -> None:
        keep(LAST_SETUP, setup_to_data(setup))
        controller.new_match(setup)

    game = Game(app, settings, translations, controller, window, starting_setup(options, remembered), store, hints,
                new_match, remembered.setup,
                welcome_first=options.asks_who_plays)
    _speed_for_the_run(options, settings, window)

    def switch_language(language: str) -> None:
        if not speak(translations, language):
            window.show_missing_translation(language)

    # Each setting, and what follows it.
    settings.follow(SPEED, table.set_speed, window.set_speed,
                    lambda speed: controller.set_speed(thinking_factor(speed)))
    settings.follow(LANGUAGE, window.set_language)
    settings.follow(LANGUAGE, switch_language, now=False)  # spoken since the start, before the widgets were made
    settings.follow(LARGE_CARDS, table.set_large_cards, window.set_large_cards)
    settings.follow(VOLUME, sounds.set_volume, window.set_volume)
    settings.follow(MUTED, sounds.set_muted, window.set_muted)
    settings.follow(HINTS, window.set_hints)
    settings.follow(TABLE, looks.set_table, window.looks.set_table)
    settings.follow(CARD_BACK, looks.set_back, window.looks.set_back)
    settings.follow(HIGH_CONTRAST, looks.set_high_contrast, window.looks.set_high_contrast)
    settings.follow(HOUSE_RULES, window.set_house_rules)
    settings.follow(EXPORT_FOLDER, export_folder.EXPORT_FOLDER.set)

    def remember_folder(folder: Path) -> None:
        keep(EXPORT_FOLDER, str(folder))

    export_folder.EXPORT_FOLDER.chosen = remember_folder
    window.destroyed.connect(lambda: export_folder.EXPORT_FOLDER.forget(remember_folder))
    window.setting_chosen.connect(keep)

    def closing(geometry: QByteArray) -> None:
        # No computer may move on a closed table, nor think on after it.
        controller.shutdown()
        sounds.close()
        keep(GEOMETRY, geometry.data())

    # The faces: each name's from the scores, then the ones a new match sets up.
    remember_faces(store.faces().items())
    controller.match_started.connect(lambda setup: remember_faces((s.name, s.avatar) for s in setup.seats))
    controller.match_started.connect(lambda setup: _family_rule(table, setup))
    if controller.setup is not None:
        _family_rule(table, controller.setup)
    window.hint_requested.connect(hints.give)
    window.new_match_requested.connect(new_match)
    window.closing.connect(closing)
    window.scores.resume_requested.connect(game.resume)
    window.scores.fresh_match_requested.connect(lambda: controller.new_match(game.first_setup))
    window.welcome_requested.connect(game.show_welcome)
    # The scores restored from a backup: as at a start, the saved match is offered, or a new one begins.
    window.scores.restored.connect(game.start)
    # What the scores database has to say (a damaged file set aside, a full
    # disk), told once each, over the table.
    window.scores.show_notices(store.take_notices())
    controller.kept.connect(lambda: window.scores.show_notices(store.take_notices()))
    # The sounds are read and the device opened once the first round is dealt
    # and painted, off the window's thread.
    def sounds_later(_: object) -> None:
        controller.round_started.disconnect(sounds_later)
        QTimer.singleShot(SOUND_AFTER_MS, window, lambda: None if sounds.muted else sounds.prepare())

    controller.round_started.connect(sounds_later)
    if not first.translated:
        window.show_missing_translation(translations.language)
    if settings.problem is not None:
        window.show_settings_problem(settings.problem)
    if remembered.dropped:
        # Told once: what is left of the remembered match is what is remembered now.
        keep(LAST_SETUP, setup_to_data(remembered.setup) if remembered.setup else None)
        window.show_setup_dropped(remembered.dropped)
    return game


def _family_rule(table: TableWidget, setup: MatchSetup) -> None:
    """The family's own words for the customizable wild: on the table and in the log when one is played."""
    table.scene.family_rule = setup.custom_rule
    table.log.set_family_rule(setup.custom_rule)


def _keeper(settings: Settings, window: MainWindow) -> Callable[[Option[Any], Any], None]:
    """What keeps a choice: in force at once and written to the file; a file
    that cannot be written is told once a run (the next save fails the same way)."""
    told: list[bool] = []

    def keep(option: Option[Any], value: Any) -> None:
        if not settings.choose(option, value):
            return
        try:
            settings.save()
        except OSError as error:
            if not told:
                told.append(True)
                window.show_save_failed(error, settings.path.parent)

    return keep


def _speed_for_the_run(options: Options, settings: Settings, parent: QObject) -> None:
    """`--speed` for this run; while the person has chosen no speed, the
    desktop's reduced motion (followed, never written as a choice)."""
    if options.speed is not None:
        settings.for_this_run(SPEED, options.speed)
    elif not settings.is_chosen(SPEED):
        flag = motion_flag()
        if flag is not None:
            settings.for_this_run(SPEED, flag)
        else:
            _follow_desktop_motion(parent, settings)


def _follow_desktop_motion(parent: QObject, settings: Settings) -> None:
    """Reduced motion when the desktop asks for it. Reading the desktop's
    setting runs a program that takes tens of milliseconds, so it is read on
    a thread while the table is built and dealt, and applied when it comes,
    unless the person has chosen a speed by then."""
    asking = ThreadPoolExecutor(max_workers=1, thread_name_prefix="desktop-motion")
    answer: Future[Speed] = asking.submit(desktop_speed)
    asking.shutdown(wait=False)
    poll = QTimer(parent)
    poll.setObjectName("desktop_motion")
    poll.setInterval(20)

    def check() -> None:
        if answer.done():
            poll.stop()
            poll.deleteLater()
            if answer.result() is Speed.OFF and not settings.is_chosen(SPEED):
                settings.for_this_run(SPEED, Speed.OFF)

    poll.timeout.connect(check)
    poll.start()
