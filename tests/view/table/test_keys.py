"""The table's keys as one table: which row a key answers to at each moment,
and the README's key table and the help agree with it."""
from __future__ import annotations

from pathlib import Path

import pytest

from unodesk.setup.speeds import Speed
from unodesk.view.dialogs.rules_help import RulesHelpDialog
from unodesk.view.table.keys import HOLDS, KEYS, Does, Moment, When, key_row

README = Path(__file__).resolve().parents[3] / "README.md"
# Keys of the window's menus and of Qt itself, not of the table.
WINDOW_KEYS = {"H", "Tab", "Ctrl+N, F1, Ctrl+Q"}


def does(key: str, **moment: bool) -> Does | None:
    row = key_row(key, Moment(**moment))
    return row.does if row is not None else None


def test_every_moment_can_be_told():
    assert set(HOLDS) == set(When)


def test_esc_closes_the_nearest_thing_first():
    assert does("Esc", shown_hand_open=True, choosing=True, history_open=True) is Does.CLOSE_SHOWN_HAND
    assert does("Esc", choosing=True, history_open=True) is Does.CANCEL_CHOICE
    assert does("Esc", history_open=True) is Does.CLOSE_HISTORY
    assert does("Esc") is Does.OPEN_MENU


def test_enter_and_space_put_a_shown_hand_away_before_anything_else():
    assert does("Enter", shown_hand_open=True, handing_off=True) is Does.CLOSE_SHOWN_HAND
    assert does("Space", shown_hand_open=True) is Does.CLOSE_SHOWN_HAND


def test_the_hand_off_screen_takes_every_key_but_esc_and_a_shown_hand():
    assert does("Enter", handing_off=True) is Does.HAND_OFF_DONE
    assert does("Space", handing_off=True) is Does.HAND_OFF_DONE
    for key in ("l", "d", "u", "Left", "1", "k", "x"):
        assert does(key, handing_off=True, keep_offered=True, color_asked=True) is Does.WAIT_FOR_HAND_OFF, key
    assert does("Esc", handing_off=True) is Does.OPEN_MENU


def test_the_hand_and_the_turn():
    assert does("Left") is does("Right") is Does.MOVE_ALONG_HAND
    assert does("Enter") is Does.PLAY_FOCUSED
    assert does("Space") is None
    assert does("d") is Does.DRAW
    assert does("u") is Does.CALL_UNO
    assert does("l") is Does.TOGGLE_HISTORY
    assert does("x") is None


def test_digits_answer_the_question_asked():
    assert does("1", pair_asked=True) is does("2", pair_asked=True) is Does.ONE_OR_BOTH
    assert does("3", pair_asked=True) is None
    for key in "1234":
        assert does(key, color_asked=True) is Does.CHOOSE_COLOR
    assert does("1") is None


def test_letters_that_answer_a_moment_only_then():
    assert does("k") is None and does("k", keep_offered=True) is Does.KEEP
    assert does("c") is None and does("c", challenge_asked=True) is Does.CHALLENGE
    assert does("t") is None
    assert does("t", challenge_asked=True) is does("t", take_offered=True) is Does.TAKE


def readme_keys() -> list[str]:
    """The first column of the README's key table."""
    lines = README.read_text(encoding="utf-8").splitlines()
    start = lines.index("| key | does |") + 2
    keys = []
    for line in lines[start:]:
        if not line.startswith("|"):
            break
        keys.append(line.split("|")[1].strip())
    return keys


def test_the_readme_lists_exactly_the_tables_keys_and_the_windows():
    documented = {row.readme for row in KEYS if row.readme is not None}
    assert set(readme_keys()) == documented | WINDOW_KEYS


@pytest.mark.parametrize("row", [row for row in KEYS if row.help is not None], ids=lambda row: row.does.name)
def test_the_help_names_every_key_of_the_table(qtbot, row):
    page = RulesHelpDialog()
    qtbot.addWidget(page)
    assert f"{row.help}:" in page.browser.toPlainText()


@pytest.mark.qt_log_ignore("does not support propagateSizeHints")
def test_every_row_does_something_at_the_table(table):
    """Each row's work is one of the table's answers; waiting for the hand-off is the window's keys."""
    t = table(Speed.OFF)
    assert set(t.widget.intents.key_actions) == set(Does) - {Does.WAIT_FOR_HAND_OFF}
