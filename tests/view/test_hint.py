"""The hint in the real window: off by default, turned on from the Game menu
(and remembered), H gives the hard level's move in a sentence in the status
line with its card raised in the hand."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from unodesk.app.command_line import Options
from unodesk.app.smoke import OFFSCREEN_LIMITS
from unodesk.app.wiring import Game, build
from unodesk.engine import Phase, Play
from unodesk.persistence.settings import Settings
from unodesk.setup import MatchSetup, SeatKind, SeatSetup
from unodesk.setup.speeds import Speed

pytestmark = pytest.mark.qt_log_ignore(OFFSCREEN_LIMITS)


@pytest.fixture
def game(qtbot, tmp_path: Path) -> Game:
    built = build(Options(lang="en", speed=Speed.OFF), Settings(tmp_path / "settings.json"), think_ms=(0, 0))
    qtbot.addWidget(built.window)
    built.window.resize(1024, 640)
    built.window.show()
    qtbot.waitExposed(built.window)
    return built


def _persons_turn(game: Game, qtbot) -> None:
    """A match with a person in seat 0, played on until it is their turn with a card that fits."""
    setup = MatchSetup((SeatSetup("Alva", SeatKind.PERSON), SeatSetup("Nils"), SeatSetup("Sanne")), seed=5)
    game.controller.new_match(setup)

    def ready() -> bool:
        c = game.controller
        r = c.match.round
        return (r.current == 0 and r.phase is Phase.TURN and not c.busy and not game.window.table.scene.queue.running
                and c.shown_seat == 0)
    qtbot.waitUntil(ready, timeout=20_000)


def test_hints_are_off_until_turned_on_and_the_choice_is_remembered(game, tmp_path: Path) -> None:
    assert not game.window.hints_action.isChecked()
    assert not game.window.hint_action.isEnabled()
    game.window.hints_action.trigger()
    assert game.window.hint_action.isEnabled()
    assert json.loads((tmp_path / "settings.json").read_text())["hints"] is True
    again = build(Options(lang="en"), Settings.load(tmp_path / "settings.json"))
    assert again.window.hints_action.isChecked() and again.window.hint_action.isEnabled()
    again.window.close()


def test_h_does_nothing_while_hints_are_off(game, qtbot) -> None:
    _persons_turn(game, qtbot)
    before = game.window.table.status.text()
    qtbot.keyClick(game.window.table, Qt.Key_H)
    assert not game.hints.asking  # nothing was asked of the worker
    assert game.window.table.status.text() == before


def test_the_hint_says_its_move_and_raises_its_card(game, qtbot) -> None:
    game.window.hints_action.trigger()
    _persons_turn(game, qtbot)
    game.window.table.setFocus()
    before = game.window.table.status.text()
    qtbot.keyClick(game.window.table, Qt.Key_H)
    # Found in the worker thread, like a computer's move; said when it comes.
    qtbot.waitUntil(lambda: game.window.table.status.text() != before, timeout=10_000)
    assert not game.hints.asking
    text = game.window.table.status.text()
    assert text.startswith(("Play the", "Draw a card")), text
    legal = game.controller.legal_for_shown()
    plays = {a.card for a in legal if isinstance(a, Play)}
    if text.startswith("Play the"):
        card = game.window.table.scene.focused_card()
        assert card in plays
    # The hint stays until the table moves on: Enter plays the raised card.
    if text.startswith("Play the"):
        qtbot.keyClick(game.window.table, Qt.Key_Return)
        qtbot.waitUntil(lambda: game.window.table.status.text() != text, timeout=10_000)
