"""The shown person's clicks and keys, turned into the controller's intents.

A card clicked goes through the choice of a play (play_choice.py), whose
questions are asked in the tray; a key goes through the key table
(keys.py); the tray's buttons answer the moment's question. Everything here
asks the controller and waits: what is committed comes back as events.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from unodesk.engine import COLORS, Card, Color
from unodesk.i18n.names import card_name

from .keys import Does, Moment, key_row
from .play_choice import Answer, AskColor, AskPair, AskTarget, NameColor, PlayCard, PlayChoice, Refuse
from .table_view import announce

if TYPE_CHECKING:
    from .widget import TableWidget

# The keys the table names; any other key is named by the letter or digit it types.
NAMED_KEYS = {
    Qt.Key.Key_Escape: "Esc",
    Qt.Key.Key_Return: "Enter",
    Qt.Key.Key_Enter: "Enter",
    Qt.Key.Key_Space: "Space",
    Qt.Key.Key_Left: "Left",
    Qt.Key.Key_Right: "Right",
}


def key_name(event: QKeyEvent) -> str:
    """A key pressed, as the key table names it (keys.py)."""
    return NAMED_KEYS.get(Qt.Key(event.key()), event.text().lower())


class TableIntents:
    """What the shown person asks of the table widget `table`, said to its controller."""

    def __init__(self, table: TableWidget) -> None:
        self.table = table
        # The card being played, while it waits for one or both, its colour or its target.
        self.choice = PlayChoice()
        self.key_actions: dict[Does, Callable[[str], None]] = {
            Does.CLOSE_SHOWN_HAND: lambda _key: table.revealed_hand.close_hand(),
            Does.CANCEL_CHOICE: lambda _key: self.cancel(),
            Does.CLOSE_HISTORY: lambda _key: table.show_history(False),
            Does.CLOSE_STORY: lambda _key: table.story_panel.close_story(),
            Does.OPEN_MENU: lambda _key: table.menu_requested.emit(),
            Does.TOGGLE_HISTORY: lambda _key: table.show_history(not table.history_button.isChecked()),
            Does.HAND_OFF_DONE: lambda _key: table.controller.hand_off_done(),
            Does.MOVE_ALONG_HAND: lambda key: self.move_focus(-1 if key == "Left" else 1),
            Does.PLAY_FOCUSED: lambda _key: self.play(table.scene.focused_card()),
            Does.ONE_OR_BOTH: lambda key: self.pair_chosen(key == "2"),
            Does.CHOOSE_COLOR: lambda key: self.color_chosen(COLORS[int(key) - 1]),
            Does.DRAW: lambda _key: self.draw(),
            Does.CALL_UNO: lambda _key: self.call_uno(),
            Does.KEEP: lambda _key: self.keep(),
            Does.CHALLENGE: lambda _key: self.challenge(),
            Does.TAKE: lambda _key: self.accept(),
        }

    # ------------------------------------------------------------ a play, asked step by step

    def play(self, card: Card | None, pair: bool | None = None) -> None:
        """The person chose `card` from their hand: ask whether to play its twin too
        (unless `pair` says), then for a colour or a target if it needs one."""
        if card is None:
            return
        answer = self.choice.card(card, self.table.controller.legal_for_shown(), pair)
        if not isinstance(answer, (AskPair, Refuse)):
            self.table.pair_picker.hide()
        self._answer(answer)

    def pair_chosen(self, pair: bool) -> None:
        self.table.pair_picker.hide()
        self._answer(self.choice.pair(pair, self.table.controller.legal_for_shown()))

    def color_chosen(self, color: Color) -> None:
        self.table.color_picker.hide()
        self._answer(self.choice.color(color, self.table.controller.legal_for_shown()))

    def target_chosen(self, target: int | None) -> None:
        self.table.target_picker.hide()
        self._answer(self.choice.target(target))

    def _answer(self, answer: Answer | None) -> None:
        """What the choice of a play asks next: a question in the tray, or the play itself."""
        controller = self.table.controller
        if isinstance(answer, NameColor):
            controller.choose_color(answer.color)
        elif isinstance(answer, Refuse):
            controller.play_card(answer.card, pair=answer.pair)  # refused: the status line says why
        elif isinstance(answer, PlayCard):
            controller.play_card(answer.card, answer.color, answer.target, answer.pair)
        elif answer is not None:
            self._ask(answer)

    def _ask(self, question: AskPair | AskColor | AskTarget) -> None:
        """One question of the play in the tray, in place of any other."""
        t = self.table
        self.close_pickers()
        if isinstance(question, AskPair):
            t.pair_picker.open(question.card)
        elif isinstance(question, AskColor):
            t.color_picker.open(can_cancel=True, card=card_name(question.card))
        else:
            view = t.shown_view()
            sizes = view.hand_sizes if view is not None else ()
            t.target_picker.open([(s, t.names[s], sizes[s]) for s in question.seats], question.may_keep)
        t.refresh_status()

    def close_pickers(self) -> None:
        for picker in (self.table.color_picker, self.table.target_picker, self.table.pair_picker):
            picker.hide()

    def cancel(self) -> None:
        """The card waiting for its colour, its target or one or both goes back into the hand."""
        self.choice.cancel()
        self.close_pickers()
        self.table.refresh_status()
        self.table.setFocus()

    # ------------------------------------------------------------ the other answers

    def draw(self) -> None:
        self.table.controller.draw()

    def keep(self) -> None:
        self.table.keep_button.hide()
        self.table.controller.keep_card()

    def challenge(self) -> None:
        self.table.challenge_prompt.hide()
        self.table.controller.challenge()

    def accept(self) -> None:
        self.table.challenge_prompt.hide()
        self.table.take_button.hide()
        self.table.controller.accept()

    def call_uno(self) -> None:
        # The checked look follows the controller (uno_armed_changed), not the click.
        self.table.uno_button.setChecked(self.table.controller.uno_armed)
        self.table.controller.call_uno()

    def move_focus(self, step: int) -> None:
        """The next card of the hand, named for a screen reader ("red 7, playable")."""
        scene = self.table.scene
        scene.move_focus(step)
        words = scene.focused_words()
        if words:
            self.table.setAccessibleDescription(words)
            announce(self.table, words)

    # ------------------------------------------------------------ keys

    def key(self, key: str) -> bool:
        """`key` pressed (named as keys.py names it); False when the table does not take it."""
        row = key_row(key, self._moment())
        if row is None or row.does is Does.WAIT_FOR_HAND_OFF:
            return False
        self.key_actions[row.does](key)
        return True

    def _moment(self) -> Moment:
        t = self.table
        return Moment(
            shown_hand_open=t.revealed_hand.isVisible(),
            choosing=self.choice.pending is not None,
            history_open=t.log.isVisible(),
            story_open=t.story_panel.isVisible(),
            handing_off=t.hand_off_screen.isVisible(),
            pair_asked=t.pair_picker.isVisible(),
            color_asked=t.color_picker.isVisible(),
            keep_offered=t.keep_button.isVisible(),
            challenge_asked=t.challenge_prompt.isVisible(),
            take_offered=t.take_button.isVisible(),
        )
