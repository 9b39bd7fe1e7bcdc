"""The coached first game in the real window (issue 23): "Learn to play" in
the Game menu, played through with the keyboard alone in every language;
a move the lesson does not take is explained in a sentence; it can be left
at any time (the match set aside goes on as it stood) and taken again, and
the family's scores never hear of it."""
from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from unodesk.app.command_line import Options
from unodesk.app.smoke import OFFSCREEN_LIMITS
from unodesk.app.wiring import Game, build
from unodesk.engine import COLORS, CatchUno, Challenge, Draw, Phase, Play
from unodesk.i18n.languages import CODES
from unodesk.lesson import FIRST_GAME, PERSON, Coach
from unodesk.persistence.scores import ScoreStore
from unodesk.persistence.settings import Settings
from unodesk.setup.speeds import Speed

pytestmark = pytest.mark.qt_log_ignore(OFFSCREEN_LIMITS)


@pytest.fixture
def game(qtbot, tmp_path: Path, request) -> Game:
    language, welcome = (request.param, False) if isinstance(getattr(request, "param", None), str) else \
        getattr(request, "param", ("en", False))
    store = ScoreStore.open(tmp_path / "scores.sqlite3")
    built = build(Options(lang=language, speed=Speed.OFF), Settings(tmp_path / "settings.json"), think_ms=(0, 0),
                  store=store)
    qtbot.addWidget(built.window)
    built.window.resize(1024, 640)
    built.window.show()
    qtbot.waitExposed(built.window)
    if welcome:
        built.start()  # no saved match: the welcome, and nothing dealt
    else:
        built.new_match(built.first_setup)  # a match in play, which the lesson sets aside
    yield built
    built.window.close()
    built.translations.uninstall()  # the next test speaks its own language
    store.close()


def idle(game: Game) -> bool:
    """The table shows the round as it stands (a hand shown after a challenge holds the game)."""
    table = game.window.table
    return (not game.controller.busy or table.revealed_hand.isVisible()) and not table.scene.queue.running


def position(game: Game) -> int | None:
    views = game.controller.seat_views()
    return game.window.teacher.coach.position(views[PERSON]) if views else None


def key(qtbot, widget, k) -> None:
    qtbot.keyClick(widget, k)


def play_beat(game: Game, qtbot, beat) -> None:
    """The person's move, with the keys alone."""
    table = game.window.table
    action = beat.action
    if isinstance(action, Draw):
        key(qtbot, table, Qt.Key_D)
    elif isinstance(action, Challenge):
        key(qtbot, table, Qt.Key_C)
    elif isinstance(action, CatchUno):
        button = table.catch_buttons[action.target]
        for _ in range(30):  # Tab along the table's buttons to the one at the seat
            if QApplication.focusWidget() is button:
                break
            key(qtbot, QApplication.focusWidget() or table, Qt.Key_Tab)
        assert QApplication.focusWidget() is button
        key(qtbot, button, Qt.Key_Space)
    else:
        assert isinstance(action, Play)
        if action.uno:
            key(qtbot, table, Qt.Key_U)
        for _ in range(12):  # along the hand to the card
            if table.scene.focused_card() == action.card:
                break
            key(qtbot, table, Qt.Key_Right)
        assert table.scene.focused_card() == action.card
        key(qtbot, table, Qt.Key_Return)
        if action.color is not None:
            qtbot.waitUntil(lambda: table.color_picker.isVisible(), timeout=5_000)
            key(qtbot, table, getattr(Qt, f"Key_{COLORS.index(action.color) + 1}"))


def play_through(game: Game, qtbot, stop_at: int | None = None) -> list[str]:
    """Play the lesson with the keyboard; the coach's words at each step."""
    window = game.window
    table = window.table
    teacher = window.teacher
    panel = teacher.panel
    said: list[str] = []
    done: set[int] = set()
    for _ in range(400):
        qtbot.waitUntil(lambda: idle(game), timeout=10_000)
        if panel.again_button.isVisible():
            return said
        if panel.go_on_button.isVisible():
            said.append(panel.words.text())
            assert QApplication.focusWidget() is panel.go_on_button  # Enter reads on
            key(qtbot, panel.go_on_button, Qt.Key_Return)
            continue
        if table.revealed_hand.isVisible():
            key(qtbot, table, Qt.Key_Return)
            continue
        index = position(game)
        if stop_at is not None and index == stop_at:
            return said
        beats = teacher.coach.beats
        r = game.controller.match.round
        if index is not None and index < len(beats) and beats[index].persons and index not in done \
                and r.phase is not Phase.OVER:
            said.append(panel.words.text())
            done.add(index)
            play_beat(game, qtbot, beats[index])
            continue
        qtbot.wait(20)
    raise AssertionError(f"the lesson did not end: at beat {position(game)}")


@pytest.mark.parametrize("game", CODES, indirect=True)
def test_the_lesson_is_played_through_with_the_keyboard(game, qtbot) -> None:
    window = game.window
    before = game.store.history()
    set_aside = game.controller.log
    window.learn_action.trigger()
    said = play_through(game, qtbot)
    r = game.controller.match.round
    assert r.phase is Phase.OVER and r.winner == PERSON
    # Every step said something, in the language of the table; the points were told.
    persons = [beat for beat in FIRST_GAME.beats if beat.persons]
    assert len(said) >= len(persons) + 3 and all(said)
    points = Coach(FIRST_GAME).final.points()
    assert any(str(points) in words for words in said)
    assert window.summary is None  # the coach tells the round's end, not the summary
    # Back to the game: the match set aside goes on as it stood, and the scores never saw the lesson.
    window.teacher.panel.back_button.click()
    assert game.controller.log is set_aside
    assert not window.teacher.dock.isVisible()
    assert game.store.history() == before


def test_a_move_the_lesson_does_not_take_is_explained(game, qtbot) -> None:
    window = game.window
    window.learn_action.trigger()
    qtbot.waitUntil(lambda: idle(game) and window.teacher.panel.go_on_button.isVisible(), timeout=10_000)
    window.teacher.panel.go_on_button.click()
    # The red 8 is the lesson's first move; a card that does not fit is explained by the rules' words ...
    game.controller.play_card(next(c for c in game.controller.seat_views()[0].hand if c.color is not None
                                   and c.color.name != "RED" and c.rank.number != 3))
    refusal = window.teacher.panel.refusal
    assert refusal.isVisible() and "does not fit" in refusal.text()
    # ... and a move the rules allow but the lesson does not by the coach's.
    game.controller.draw()
    assert "let us try this first: Play the red 8" in refusal.text()
    assert position(game) == 0  # nothing was played


def test_the_lesson_can_be_left_and_taken_again(game, qtbot) -> None:
    window = game.window
    set_aside = game.controller.log
    window.learn_action.trigger()
    play_through(game, qtbot, stop_at=6)
    assert position(game) == 6
    window.teacher.panel.leave_button.click()
    assert game.controller.log is set_aside and game.controller.gate is None
    assert not window.in_lesson()
    window.learn_action.trigger()
    qtbot.waitUntil(lambda: idle(game), timeout=10_000)
    assert position(game) == 0 and window.in_lesson()
    # Taken again while under way: it begins again, and leaving still goes back to the same match.
    window.learn_action.trigger()
    qtbot.waitUntil(lambda: idle(game), timeout=10_000)
    window.teacher.panel.leave_button.click()
    assert game.controller.log is set_aside


def test_the_scores_never_hear_of_the_lesson(game, qtbot, monkeypatch) -> None:
    kept = []
    monkeypatch.setattr(game.store, "keep", lambda change: kept.append(change))
    monkeypatch.setattr(game.store, "begin_match", lambda log: kept.append(log))
    game.window.learn_action.trigger()
    play_through(game, qtbot)
    assert kept == []


def test_a_new_match_ends_the_lesson(game, qtbot) -> None:
    window = game.window
    window.learn_action.trigger()
    qtbot.waitUntil(lambda: idle(game), timeout=10_000)
    game.controller.new_match(game.first_setup)
    assert not window.in_lesson() and game.controller.gate is None
    assert not window.teacher.dock.isVisible() and not game.controller.paused


@pytest.mark.parametrize("game", [("sv", True)], indirect=True)
def test_the_welcome_offers_the_lesson_and_leaving_it_comes_back_to_the_welcome(game, qtbot) -> None:
    """Issue 23: Learn to play on the welcome screen (issue 20's first screen)."""
    window = game.window
    assert window.welcome is not None and game.controller.match is None
    button = window.learn_button
    assert button is not None and button.text() == "Lär dig spela" and button.isVisible()
    button.click()
    assert window.in_lesson() and window.welcome is None  # the lesson's deal closes the welcome
    qtbot.waitUntil(lambda: idle(game), timeout=10_000)
    window.teacher.panel.go_on_button.click()
    game.controller.act(FIRST_GAME.beats[0].action)  # the person's first move
    qtbot.waitUntil(lambda: idle(game) and position(game) == 3, timeout=10_000)
    window.teacher.panel.leave_button.click()
    # Nothing was set aside this time (the welcome was up): the welcome again, and the table stays still under it.
    assert window.welcome is not None and not window.in_lesson()
    moment = game.controller.moment()
    qtbot.wait(300)
    assert game.controller.moment() == moment and game.controller.paused
    window.welcome.quick_requested.emit(game.first_setup)
    assert not game.controller.paused and game.controller.setup is not window.teacher.setup
