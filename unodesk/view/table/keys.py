"""The table's keys, as a table: one row a key, what it does and when it applies.

The first row whose key is pressed and whose moment holds decides; a key no
row takes goes on to the window (its menus). Rows say how the README's key
table and the help name their key, so that both can be checked against
this one list (tests/view/table/test_keys.py). No Qt: the widget names the
key it got ("Esc", "Enter", "Space", "Left", "Right", else the letter or
digit typed, in lower case).
"""
from __future__ import annotations

from collections.abc import Callable
from enum import Enum

from unodesk.engine.values import value

# Any key at all (for a moment that takes every key).
ANY_KEY = "*"


class Does(Enum):
    """What a key does, in the README's words."""

    CLOSE_SHOWN_HAND = "put away a hand you were shown after a challenge"
    CANCEL_CHOICE = "close a colour, player or pair choice"
    CLOSE_HISTORY = "close what happened"
    CLOSE_STORY = "put away what happened since your last turn"
    OPEN_MENU = "open the menu"
    TOGGLE_HISTORY = "open or close what happened"
    HAND_OFF_DONE = "show the next player their cards"
    WAIT_FOR_HAND_OFF = "nothing until the next player has the computer (the window's keys work)"
    MOVE_ALONG_HAND = "move along your hand"
    PLAY_FOCUSED = "play the card you are on"
    ONE_OR_BOTH = "play one card or both"
    CHOOSE_COLOR = "choose red, yellow, green, blue"
    DRAW = "draw a card"
    CALL_UNO = "call Uno"
    KEEP = "keep the card you drew"
    CHALLENGE = "challenge a Wild Draw Four"
    TAKE = "take the cards"


class When(Enum):
    """When a row applies."""

    ALWAYS = "always"
    SHOWN_HAND_OPEN = "a hand shown after a challenge is up"
    CHOOSING = "a card waits for one or both, its colour or its target"
    HISTORY_OPEN = "what happened is open"
    STORY_OPEN = "what happened since the person's last turn is told over the table"
    NOT_HANDING_OFF = "no hand-off screen is up"
    HANDING_OFF = "the hand-off screen is up"
    PAIR_ASKED = "one or both is asked"
    COLOR_ASKED = "a colour is asked"
    KEEP_OFFERED = "the drawn card may be kept"
    CHALLENGE_ASKED = "a Wild Draw Four may be challenged"
    TAKE_OFFERED = "penalty cards may be taken (challenged or not)"


@value
class Moment:
    """What the table shows now, as far as the keys care."""

    shown_hand_open: bool = False
    choosing: bool = False
    history_open: bool = False
    story_open: bool = False
    handing_off: bool = False
    pair_asked: bool = False
    color_asked: bool = False
    keep_offered: bool = False
    challenge_asked: bool = False
    take_offered: bool = False

    def holds(self, when: When) -> bool:
        return HOLDS[when](self)


HOLDS: dict[When, Callable[[Moment], bool]] = {
    When.ALWAYS: lambda m: True,
    When.SHOWN_HAND_OPEN: lambda m: m.shown_hand_open,
    When.CHOOSING: lambda m: m.choosing,
    When.HISTORY_OPEN: lambda m: m.history_open,
    When.STORY_OPEN: lambda m: m.story_open,
    When.NOT_HANDING_OFF: lambda m: not m.handing_off,
    When.HANDING_OFF: lambda m: m.handing_off,
    When.PAIR_ASKED: lambda m: m.pair_asked,
    When.COLOR_ASKED: lambda m: m.color_asked,
    When.KEEP_OFFERED: lambda m: m.keep_offered,
    When.CHALLENGE_ASKED: lambda m: m.challenge_asked,
    When.TAKE_OFFERED: lambda m: m.challenge_asked or m.take_offered,
}


@value
class KeyRow:
    """One key of the table: `keys` as the widget names them, and how the
    README's key table (`readme`, its first column) and the help (`help`,
    the English words before the colon) name it; None: not written there."""

    keys: tuple[str, ...]
    does: Does
    when: When = When.ALWAYS
    readme: str | None = None
    help: str | None = None


KEYS: tuple[KeyRow, ...] = (
    KeyRow(("Esc", "Enter", "Space"), Does.CLOSE_SHOWN_HAND, When.SHOWN_HAND_OPEN, help="Enter or Esc"),
    KeyRow(("Esc",), Does.CANCEL_CHOICE, When.CHOOSING, readme="Esc", help="Esc"),
    KeyRow(("Esc",), Does.CLOSE_HISTORY, When.HISTORY_OPEN),
    KeyRow(("Esc",), Does.CLOSE_STORY, When.STORY_OPEN),
    KeyRow(("Esc",), Does.OPEN_MENU, readme="Esc", help="Esc"),
    KeyRow(("l",), Does.TOGGLE_HISTORY, When.NOT_HANDING_OFF, readme="L", help="L"),
    KeyRow(("Enter", "Space"), Does.HAND_OFF_DONE, When.HANDING_OFF),
    KeyRow((ANY_KEY,), Does.WAIT_FOR_HAND_OFF, When.HANDING_OFF),
    KeyRow(("Left", "Right"), Does.MOVE_ALONG_HAND, readme="← →", help="Left and Right arrows"),
    KeyRow(("Enter",), Does.PLAY_FOCUSED, readme="Enter", help="Enter"),
    KeyRow(("1", "2"), Does.ONE_OR_BOTH, When.PAIR_ASKED, readme="1 / 2", help="1 or 2"),
    KeyRow(("1", "2", "3", "4"), Does.CHOOSE_COLOR, When.COLOR_ASKED, readme="1–4", help="1 to 4"),
    KeyRow(("d",), Does.DRAW, readme="D", help="D"),
    KeyRow(("u",), Does.CALL_UNO, readme="U", help="U"),
    KeyRow(("k",), Does.KEEP, When.KEEP_OFFERED, readme="K", help="K"),
    KeyRow(("c",), Does.CHALLENGE, When.CHALLENGE_ASKED, readme="C / T", help="C"),
    KeyRow(("t",), Does.TAKE, When.TAKE_OFFERED, readme="C / T", help="T"),
)


def key_row(key: str, moment: Moment) -> KeyRow | None:
    """The row that `key` pressed at `moment` answers to (None: the table does not take it)."""
    for row in KEYS:
        if (key in row.keys or ANY_KEY in row.keys) and moment.holds(row.when):
            return row
    return None
