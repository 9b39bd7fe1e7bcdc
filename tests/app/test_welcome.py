"""The first start: with no match to go on with, a welcome asks who plays;
nothing is dealt and no computer moves before a person chooses."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from tests.persistence.scores.helpers import play_rounds
from tests.qt_events import drain
from unodesk.app.command_line import Options
from unodesk.app.smoke import OFFSCREEN_LIMITS
from unodesk.app.wiring import build
from unodesk.engine import RuleSet
from unodesk.i18n.translations import Translations
from unodesk.persistence.scores import ScoreStore
from unodesk.persistence.settings import LAST_SETUP, Settings
from unodesk.persistence.setup_codec import setup_to_data
from unodesk.session import MatchLog
from unodesk.setup import MatchSetup, SeatKind, SeatSetup

pytestmark = pytest.mark.qt_log_ignore(OFFSCREEN_LIMITS)


@pytest.fixture
def game(qtbot, tmp_path: Path):
    made = []

    def make(options: Options | None = None, store: ScoreStore | None = None, settings: Settings | None = None):
        built = build(options or Options(lang="en"), settings or Settings(tmp_path / "settings.json"), think_ms=(0, 0),
                      store=store or ScoreStore.memory())
        qtbot.addWidget(built.window)
        built.window.resize(1024, 640)
        built.window.show()
        qtbot.waitExposed(built.window)
        made.append(built)
        return built

    yield make
    for built in made:
        built.controller.shutdown()


def family_store() -> ScoreStore:
    """Scores of a family that played before: Anna and Pappa, and once a "Player 1"."""
    import random

    store = ScoreStore.memory()
    for names in (("Anna", "Pappa"), ("Player 1", "Anna")):
        seats = (*(SeatSetup(n, SeatKind.PERSON) for n in names), SeatSetup("Nils"))
        log = MatchLog.begin(MatchSetup(seats, RuleSet(target_score=5000)), seed=3)
        store.begin_match(log)
        play_rounds(log, random.Random(3), 1, store)
    return store


def test_a_first_start_asks_who_plays_and_deals_nothing_before(game, qtbot) -> None:
    g = game()
    g.start()
    welcome = g.window.welcome
    assert welcome is not None and welcome.isVisible()
    assert welcome.geometry() == g.window.centralWidget().geometry()  # the whole table, tray and all
    drain()
    qtbot.wait(200)  # a computer would have moved by now at this pause
    assert g.controller.match is None
    assert welcome.play_button.isDefault() and "three computers" in welcome.quick_button.text()
    welcome.quick_button.click()
    setup = g.controller.setup
    assert [s.kind for s in setup.seats] == [SeatKind.PERSON] + [SeatKind.COMPUTER] * 3
    drain()
    assert g.window.welcome is None


def test_play_deals_the_seats_chosen_and_remembers_them(game, qtbot, tmp_path) -> None:
    settings = Settings(tmp_path / "settings.json")
    g = game(settings=settings)
    g.start()
    welcome = g.window.welcome
    welcome.seat_count.setValue(3)
    welcome.rows[1].set_seat(SeatSetup("Bo", SeatKind.PERSON))
    qtbot.mouseClick(welcome.play_button, Qt.LeftButton)
    assert [(s.name, s.kind) for s in g.controller.setup.seats][:2] == [("Player 1", SeatKind.PERSON),
                                                                        ("Bo", SeatKind.PERSON)]
    assert len(g.controller.setup.seats) == 3
    assert Settings.load(tmp_path / "settings.json")[LAST_SETUP]["seats"][1]["name"] == "Bo"


def test_the_familys_names_are_offered_but_never_player_1(game, qtbot) -> None:
    g = game(store=family_store())
    g.start()
    welcome = g.window.welcome
    assert [b.text() for b in welcome.name_buttons] == ["Anna", "Pappa"] or \
        sorted(b.text() for b in welcome.name_buttons) == ["Anna", "Pappa"]
    pappa = next(b for b in welcome.name_buttons if b.text() == "Pappa")
    pappa.click()
    assert welcome.rows[0].seat() == SeatSetup("Pappa", SeatKind.PERSON)  # in the seat the game had named
    assert not pappa.isEnabled()
    completer = welcome.rows[1].name.completer()
    assert sorted(completer.model().stringList()) == ["Anna", "Pappa"]


def test_more_ways_in_are_buttons_under_play(game, qtbot) -> None:
    g = game()
    g.start()
    welcome = g.window.welcome
    asked = []
    button = welcome.add_action("Learn to play", lambda: asked.append(1))
    assert button.isVisible() and welcome.isAncestorOf(button)
    button.click()
    assert asked == [1]


def test_players_on_the_command_line_and_a_saved_match_skip_the_welcome(game, qtbot) -> None:
    g = game(Options(lang="en", players=3))
    g.start()
    assert g.window.welcome is None and len(g.controller.setup.seats) == 3


def test_a_default_name_follows_a_language_switch(game, qtbot, qapp, tmp_path) -> None:
    settings = Settings(tmp_path / "settings.json")
    settings.choose(LAST_SETUP, setup_to_data(MatchSetup((SeatSetup("Player 1", SeatKind.PERSON),
                                                          SeatSetup("Alva"), SeatSetup("Pappa", SeatKind.PERSON)))))
    g = game(settings=settings)
    g.start()
    welcome = g.window.welcome
    translations = Translations(qapp)
    try:
        translations.switch("nl")
        drain()
        assert [welcome.rows[i].name.text() for i in range(3)] == ["Speler 1", "Lotte", "Pappa"]
        welcome.play_button.click()
        assert g.window.table.names == ("Speler 1", "Lotte", "Pappa")
        translations.switch("sv")
        drain()
        assert g.window.table.names == ("Spelare 1", "Alva", "Pappa")
        assert g.window.table.scene.names == ("Spelare 1", "Alva", "Pappa")
    finally:
        translations.uninstall()


def test_before_a_deal_the_table_is_plain_felt(game, qtbot) -> None:
    """Behind the welcome or the offer to go on: no lone UNO! button, no empty piles."""
    g = game()
    table = g.window.table
    scene = table.scene
    assert not table.uno_button.isVisible()
    assert not any(item.isVisible() for item in (scene.pile, scene.ring, scene.arrow, scene.plaque))
    g.start()
    g.window.welcome.quick_button.click()
    qtbot.waitUntil(lambda: table.uno_button.isVisible())
    assert all(item.isVisible() for item in (scene.pile, scene.ring, scene.arrow, scene.plaque))
