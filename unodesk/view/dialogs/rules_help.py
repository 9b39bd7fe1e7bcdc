"""Rules and help: a summary of the game, its house rules and the controls.

The house rules and the tables (presets) are read from unodesk.setup, as
the new-match window shows them; the rest is written here.
"""
from __future__ import annotations

import html
from collections.abc import Iterable

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from unodesk.setup import RULE_SETTINGS, Group, Kind, Preset, preset_changes, settings_in

from .retranslating import Retranslating
from .rule_words import setting_name, value_name

Section = tuple[str, list[str]]


def _paragraph(text: str) -> str:
    return f"<p>{html.escape(text)}</p>"


def _items(texts: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{html.escape(t)}</li>" for t in texts) + "</ul>"


def _named_items(pairs: Iterable[tuple[str, str]]) -> str:
    """A list of a name in bold, and what it means under it."""
    return "<ul>" + "".join(f"<li><b>{html.escape(n)}</b><br/>{html.escape(t)}</li>" for n, t in pairs) + "</ul>"


class RulesHelpDialog(Retranslating, QDialog):
    """A read-only page; not modal, so it can stay open beside the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_help_dialog")
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.retranslate()
        self.resize(640, 560)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules and help"))
        self.close_button.setText(self.tr("Close"))
        self.browser.setHtml(self.page())

    def page(self) -> str:
        """The whole text as HTML, one section after the other."""
        parts = []
        for title, body in self.sections():
            parts.append(f"<h3>{html.escape(title)}</h3>")
            parts.extend(body)
        return "".join(parts)

    def preset_text(self, preset: Preset) -> str:
        """What a preset plays otherwise than the official rules, read from the preset."""
        changes = preset_changes(preset)
        if not changes:
            return self.tr("The rules in the box, with no house rules.")
        parts = []
        for setting in RULE_SETTINGS:
            if setting.field not in changes:
                continue
            value = changes[setting.field]
            name = setting_name(setting)
            if setting.kind is not Kind.SWITCH:
                parts.append(f"{name}: {value_name(setting, value)}")
            elif value:
                parts.append(name)
            else:
                parts.append(self.tr("%1: off").replace("%1", name))
        return "; ".join(parts) + "."

    def sections(self) -> list[Section]:
        return [
            (self.tr("The aim"), [
                _paragraph(self.tr(
                    "Be the first to get rid of every card in your hand. Whoever goes out wins the round "
                    "and scores points; the match goes on, round after round, until someone reaches the "
                    "target score (500 unless you agree otherwise).")),
            ]),
            (self.tr("Dealing"), [
                _paragraph(self.tr(
                    "Everyone gets seven cards. The rest of the deck lies face down as the draw pile, and "
                    "its top card is turned over to start the discard pile. The player to the left of the "
                    "dealer begins, and play goes clockwise. The deal moves one seat to the left each round.")),
            ]),
            (self.tr("Your turn"), [
                _paragraph(self.tr(
                    "Play one card that matches the top of the discard pile in colour, in number or in "
                    "symbol. A wild card can always be played.")),
                _paragraph(self.tr(
                    "If you cannot play, or would rather not, draw one card. If it fits, you may play it "
                    "straight away; otherwise your turn is over. After drawing, no other card from your "
                    "hand may be played that turn.")),
                _paragraph(self.tr(
                    "When the draw pile runs out, the discard pile except its top card is shuffled and "
                    "becomes the new draw pile.")),
            ]),
            (self.tr("The special cards"), [
                _items([
                    self.tr("Skip: the next player misses a turn."),
                    self.tr("Reverse: the direction of play turns around. With two players it works like a Skip."),
                    self.tr("Draw Two: the next player takes two cards and misses a turn."),
                    self.tr("Wild: you choose the colour that is played next."),
                    self.tr(
                        "Wild Draw Four: you choose the colour, and the next player takes four cards and "
                        "misses a turn. It is only allowed when you hold no card of the colour in play; a "
                        "card of the same number or symbol does not count."),
                ]),
                _paragraph(self.tr(
                    "If the first card turned over is an action card, it works as if the dealer had played "
                    "it: a Draw Two makes the first player draw two and miss the turn, a Skip skips the first "
                    "player, a Reverse lets the dealer begin and play goes the other way, and after a Wild the "
                    "first player picks the colour. A Wild Draw Four goes back into the pile and another card "
                    "is turned over.")),
            ]),
            (self.tr("Challenging a Wild Draw Four"), [
                _paragraph(self.tr(
                    "The player who must take the four cards may challenge instead. If the card was played "
                    "while its player held a card of the colour in play, that player takes the four cards. "
                    "If it was played fairly, the challenger takes six cards in all and misses the turn.")),
            ]),
            (self.tr("Calling \u201cUno!\u201d"), [
                _paragraph(self.tr(
                    "When you are down to one card, call Uno. If another player catches you before the next "
                    "player plays or draws, you take two penalty cards. Once the next player has moved, you "
                    "are safe.")),
            ]),
            (self.tr("Scoring"), [
                _paragraph(self.tr(
                    "Whoever goes out scores the cards left in the other hands. If the last card was a Draw "
                    "Two or a Wild Draw Four, the next player still draws those cards first.")),
                _items([
                    self.tr("Number cards: their number."),
                    self.tr("Skip, Reverse and Draw Two: 20 points."),
                    self.tr("Wild, Wild Draw Four and Wild Swap Hands: 50 points."),
                    self.tr("Wild Shuffle Hands and the customizable wild: 40 points."),
                ]),
                _paragraph(self.tr(
                    "Some tables count the other way round: everyone scores the cards left in their own "
                    "hand, and when someone reaches the target, the lowest total wins.")),
            ]),
            (self.tr("The 112-card decks"), [
                _items([
                    self.tr(
                        "Wild Shuffle Hands: all hands, yours included, are gathered, shuffled and dealt out "
                        "again starting with the player to your left; then you choose the colour."),
                    self.tr("Wild Swap Hands: you swap your whole hand with a player you choose, and choose the colour."),
                    self.tr(
                        "Customizable wild (three in each 112-card deck): it does what your table agreed "
                        "before the match, which you set in the new-match window."),
                ]),
            ]),
            (self.tr("House rules"), [
                _paragraph(self.tr(
                    "These are not in the official rules but many families play them. Agree on them before "
                    "you start; each one is a switch in the new-match window.")),
                _named_items(
                    (setting_name(setting), setting.explanation.translated())
                    for setting in settings_in(Group.HOUSE)
                ),
            ]),
            (self.tr("The tables"), [
                _named_items((preset.label.translated(), self.preset_text(preset)) for preset in Preset),
            ]),
            (self.tr("Playing at this computer"), [
                _paragraph(self.tr(
                    "Click a raised card in your hand to play it, or click the draw pile to draw. After a "
                    "wild card, pick the colour. Press the Uno button before you play your second-to-last "
                    "card, or right after it; if someone forgets, a Catch button appears at their seat.")),
                _items([
                    self.tr("Left and Right arrows: move along your hand; Enter: play that card."),
                    self.tr("D: draw a card. K: keep the card you drew. U: call Uno."),
                    self.tr("1 to 4: choose red, yellow, green or blue."),
                    self.tr("C: challenge a Wild Draw Four. T: take the cards instead."),
                    self.tr("Esc: close a colour or player choice, or open the menu."),
                    self.tr("Ctrl+N: new match. F1: this help. Ctrl+Q: quit."),
                ]),
                _paragraph(self.tr(
                    "Several people can play at one computer. When it is another person's turn, every "
                    "hand is hidden and the table asks to pass the computer on; the next player clicks "
                    "the button with their name (or presses Enter) to see their cards.")),
                _paragraph(self.tr(
                    "The speed of the animations and the language are in the menu. The last match you set "
                    "up is remembered and starts again next time.")),
            ]),
        ]
