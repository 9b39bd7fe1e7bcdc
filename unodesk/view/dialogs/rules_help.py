"""Rules and help: a summary of the game, its house rules and the controls.

In the table's look: the sections listed on the felt, the page on paper,
each special card shown as the table draws it beside what it does. The
house rules and the tables (presets) are read from unodesk.setup, as the
new-match window shows them; the rest is written here.
"""
from __future__ import annotations

import html
from collections.abc import Iterable

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QListWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from unodesk.engine import Card
from unodesk.i18n.names import card_name
from unodesk.setup import Group, Preset, settings_in

from .. import theme
from .card_chips import card_image
from .retranslating import Retranslating
from .rule_words import preset_summary, setting_name

Section = tuple[str, list[str]]


def _paragraph(text: str) -> str:
    return f"<p>{html.escape(text)}</p>"


def _items(texts: list[str]) -> str:
    return "<ul>" + "".join(f"<li>{html.escape(t)}</li>" for t in texts) + "</ul>"


def _named_items(pairs: Iterable[tuple[str, str]]) -> str:
    """A list of a name in bold, and what it means under it (a line of it a line)."""
    return "<ul>" + "".join(
        f"<li><b>{html.escape(n)}</b><br/>{html.escape(t).replace(chr(10), '<br/>')}</li>" for n, t in pairs) + "</ul>"


# The cards beside the text, in pixels (drawn at the screen's own density).
CARD_H = 54
CARD_URL = "card"


def _card_items(pairs: Iterable[tuple[str, str]]) -> str:
    """Each text with a card's picture before it (cards as Card.parse writes them)."""
    rows = []
    for code, text in pairs:
        name = html.escape(card_name(Card.parse(code)))
        rows.append(
            f'<tr><td width="{int(CARD_H * 0.75)}" valign="middle">'
            f'<img src="{CARD_URL}:{code}" width="{int(CARD_H * 0.66)}" height="{CARD_H}" alt="{name}"/></td>'
            f'<td valign="middle">{html.escape(text)}</td></tr>')
    return '<table cellspacing="4" cellpadding="2">' + "".join(rows) + "</table>"


class CardPage(QTextBrowser):
    """The help's page: a "card:r7" picture is the table's own face of that card."""

    def loadResource(self, kind: int, name: QUrl | str) -> object:
        url = QUrl(name)
        if kind == QTextDocument.ResourceType.ImageResource and url.scheme() == CARD_URL:
            return card_image(Card.parse(url.path()), CARD_H, self.devicePixelRatioF())
        return super().loadResource(kind, url)


class RulesHelpDialog(Retranslating, QDialog):
    """A read-only page; not modal, so it can stay open beside the table."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_help_dialog")
        self.setStyleSheet(theme.felt_dialog_style())
        self.contents = QListWidget()
        self.contents.setObjectName("contents")
        # A long title wraps onto a second line rather than being cut.
        self.contents.setWordWrap(True)
        self.contents.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.contents.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.contents.currentRowChanged.connect(self._go_to)
        self.browser = CardPage()
        self.browser.setObjectName("page")
        self.browser.setOpenLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.close_button = buttons.button(QDialogButtonBox.StandardButton.Close)
        row = QHBoxLayout()
        row.setSpacing(12)
        row.addWidget(self.contents)
        row.addWidget(self.browser, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 10)
        layout.addLayout(row, 1)
        layout.addWidget(buttons)
        self.retranslate()
        screen = self.screen().availableGeometry()
        self.resize(min(900, screen.width() - 40), min(640, screen.height() - 60))

    def _go_to(self, row: int) -> None:
        if row >= 0:
            self.browser.scrollToAnchor(f"section{row}")

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules and help"))
        self.close_button.setText(self.tr("Close"))
        self.contents.setAccessibleName(self.tr("Sections"))
        self.browser.setAccessibleName(self.tr("Rules and help"))
        sections = self.sections()
        self.contents.blockSignals(True)
        self.contents.clear()
        self.contents.addItems([title for title, _ in sections])
        self.contents.blockSignals(False)
        self.contents.setFixedWidth(min(250, max(160, self.contents.sizeHintForColumn(0) + 28)))
        self.browser.setHtml(self.page(sections))

    def page(self, sections: list[Section] | None = None) -> str:
        """The whole text as HTML, one section after the other, each with its anchor."""
        parts = [f'<div style="color: {theme.INK.name()}">']
        for number, (title, body) in enumerate(self.sections() if sections is None else sections):
            parts.append(f'<h2><a name="section{number}"></a>{html.escape(title)}</h2>')
            parts.extend(body)
        parts.append("</div>")
        return "".join(parts)

    def preset_text(self, preset: Preset) -> str:
        """What a preset plays otherwise than the official rules, read from the preset."""
        return preset_summary(preset)

    def sections(self) -> list[Section]:
        return [
            (self.tr("The aim"), [
                _paragraph(self.tr(
                    "Be the first to get rid of all your cards. Whoever goes out wins the round and scores "
                    "points, and round follows round until a player, or a team, reaches the target score: "
                    "500 unless your table agrees on another.")),
            ]),
            (self.tr("Who deals first"), [
                _paragraph(self.tr(
                    "Before the first round, everyone draws a card and the highest number deals. Skip, "
                    "Reverse, Draw Two and the wild cards count as zero. When several players tie for the "
                    "highest card, those players alone draw again. The game does the drawing for you. "
                    "After each round the deal passes one seat to the left.")),
            ]),
            (self.tr("Dealing"), [
                _paragraph(self.tr(
                    "The dealer gives everyone seven cards, one at a time. The rest of the deck lies face "
                    "down as the draw pile, and its top card is turned over to start the discard pile. The "
                    "player on the dealer's left begins, and play goes clockwise.")),
            ]),
            (self.tr("When the first card is special"), [
                _card_items([
                    ("y+2", self.tr("Draw Two: the player on the dealer's left draws two cards and misses the turn; "
                                    "the next player begins.")),
                    ("bskip", self.tr("Skip: the player on the dealer's left misses the turn; the next player "
                                      "begins.")),
                    ("grev", self.tr("Reverse: the dealer begins, and play goes counter-clockwise.")),
                    ("w", self.tr("Wild: the player on the dealer's left chooses the colour and then plays.")),
                    ("w+4", self.tr("Wild Draw Four: it goes back into the middle of the draw pile, and the next "
                                    "card is turned over.")),
                    ("wshuffle", self.tr(
                        "Wild Shuffle Hands, Wild Swap Hands and the customizable wild (the 112-card "
                        "decks): they count as a plain Wild, so the player on the dealer's left chooses "
                        "the colour and then plays.")),
                ]),
            ]),
            (self.tr("Your turn"), [
                _paragraph(self.tr(
                    "Put down one card that matches the top of the discard pile in colour, in number or in "
                    "symbol. A wild card goes on anything, even when another card of yours would fit.")),
                _paragraph(self.tr(
                    "Nothing to play, or you would rather keep your cards? Take one card from the draw pile. "
                    "If it fits, you may put it down straight away or keep it; if not, it joins your hand "
                    "and the turn passes. Once you have drawn, that card is the only one you may still "
                    "play this turn.")),
                _paragraph(self.tr(
                    "Some families draw more than one card: see \u201cDraw until you can play\u201d and \u201cCards to "
                    "draw when you cannot play\u201d under \u201cHouse rules\u201d.")),
                _paragraph(self.tr(
                    "When the draw pile runs out, the discard pile except its top card is shuffled and "
                    "becomes the new draw pile.")),
            ]),
            (self.tr("The special cards"), [
                _card_items([
                    ("rskip", self.tr("Skip: the next player misses their turn.")),
                    ("yrev", self.tr("Reverse: play turns round and goes the other way.")),
                    ("g+2", self.tr("Draw Two: the next player draws two cards and misses their turn.")),
                    ("w", self.tr("Wild: you choose the colour play goes on in, even the one already in play.")),
                    ("w+4", self.tr(
                        "Wild Draw Four: you choose the colour, and the next player draws four cards and "
                        "misses their turn. You may play it when you hold no card of the colour in play; "
                        "cards of the same number or symbol, and wild cards, do not stop you. Played while "
                        "you hold the colour, it is a bluff, and it may be challenged.")),
                ]),
            ]),
            (self.tr("Two players"), [
                _paragraph(self.tr(
                    "With only two of you, a Skip or a Reverse lets you play again at once (the Reverse "
                    "still turns the direction, though two players cannot tell). After a Draw Two or a "
                    "Wild Draw Four your opponent draws the cards, and then it is your turn again.")),
            ]),
            (self.tr("Challenging a Wild Draw Four"), [
                _paragraph(self.tr(
                    "Whoever must draw four may challenge instead. The player of the Wild Draw Four then "
                    "shows their hand to the challenger, and to nobody else: at this computer it appears "
                    "on the challenger's screen alone, and the game waits until it is closed.")),
                _items([
                    self.tr("A bluff (they held a card of the colour in play): they draw the four cards "
                            "themselves; the challenger draws nothing and plays next."),
                    self.tr("No bluff: the challenger draws six cards, the four and two more, and misses "
                            "the turn; the player after them goes on."),
                ]),
                _paragraph(self.tr(
                    "With stacking, whoever loses the challenge takes all the cards that have piled up, not only "
                    "four (the challenger two more). With \u201cNo bluffing\u201d or \u201cStrict Wild Draw Four\u201d "
                    "there is nothing to challenge.")),
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
                    "Two or a Wild Draw Four, the next player still draws those cards first, and they count.")),
                _card_items([
                    ("b7", self.tr("Number cards: their number.")),
                    ("rrev", self.tr("Skip, Reverse and Draw Two: 20 points.")),
                    ("w+4", self.tr("Wild, Wild Draw Four and Wild Swap Hands: 50 points.")),
                    ("wshuffle", self.tr("Wild Shuffle Hands and the customizable wild: 40 points.")),
                ]),
                _paragraph(self.tr(
                    "Some tables count the other way round: everyone scores the cards left in their own "
                    "hand, and when someone reaches the target, the lowest total wins.")),
            ]),
            (self.tr("Playing in teams"), [
                _paragraph(self.tr(
                    "With four, six, eight or ten players you may play in teams of two. Partners sit "
                    "opposite each other, and a badge at every seat names its team. When you go out, your "
                    "team wins the round: you score the cards in the other teams' hands, while your "
                    "partner's cards count for nobody. A team's total is its two players' points added "
                    "up, and the first team to reach the target wins the match.")),
                _paragraph(self.tr(
                    "When the lowest total wins, each player still scores their own cards; the team adds "
                    "its two players' points, and when a team reaches the target, the team with the lowest "
                    "total wins.")),
            ]),
            (self.tr("The 112-card decks"), [
                _paragraph(self.tr(
                    "Newer boxes have 112 cards: the 108 of the classic deck, Wild Shuffle Hands or Wild "
                    "Swap Hands, and three customizable wild cards. Before the match your table decides "
                    "whether to use one, two or all three customizable cards; the others stay in the box. "
                    "All of these are wild cards, so you also choose the colour.")),
                _card_items([
                    ("wshuffle", self.tr(
                        "Wild Shuffle Hands: you collect every card the other players hold, shuffle them and "
                        "deal them out one by one to everyone, yourself included, starting on your left. "
                        "Your own cards stay in your hand, and hands may come back bigger or smaller.")),
                    ("wswap", self.tr("Wild Swap Hands: played like a Wild, and you may also swap your whole hand "
                                      "with another player's; you may just as well keep your own.")),
                    ("wcustom", self.tr(
                        "Customizable wild: it does what your table agreed before the match (a Wild, a Skip, "
                        "a Reverse, a Draw Two or a swap of hands), set under \u201cMore rules\u201d in the "
                        "new-match window.")),
                ]),
            ]),
            (self.tr("House rules"), [
                _paragraph(self.tr(
                    "These are not in the official rules, but many families play them. Agree on them before "
                    "you start: each one is set under \u201cMore rules\u201d in the new-match window.")),
                _named_items(
                    (setting_name(setting), setting.explanation.translated())
                    for setting in settings_in(Group.HOUSE)
                ),
                _paragraph(self.tr(
                    "\u201cStrict Wild Draw Four\u201d and \u201cNo bluffing\u201d are two ways round the same "
                    "card; with both off, you play it as the official rules say: a bluff is allowed, and so is a "
                    "challenge.")),
                _paragraph(self.tr(
                    "Two identical cards at once: a pair goes down wherever one of its cards may. With two "
                    "players, a pair of Skips or Reverses lets you play again. Wild cards are never paired, "
                    "and after drawing only the drawn card may be played, on its own.")),
                _paragraph(self.tr(
                    "A whole round between wild cards: a player who is skipped has had their turn too. Until "
                    "everyone has had a turn, the line under the table names the players still to go.")),
            ]),
            (self.tr("Ready-made house rules"), [
                _paragraph(self.tr(
                    "Each of these is a set of house rules often played in that country, on top of the "
                    "official rules; none of them is an official rule book. Choose one in the Rules step of "
                    "the new-match window; change any rule and the rules become your own.")),
                _named_items((preset.label.translated(), self.preset_text(preset)) for preset in Preset),
            ]),
            (self.tr("Playing at this computer"), [
                _paragraph(self.tr(
                    "Click a raised card in your hand to play it, or click the draw pile to draw. After a "
                    "wild card, pick the colour. Press \u201cUNO!\u201d before you play your second-to-last "
                    "card, or right after it; if someone forgets, a \u201cCatch!\u201d button appears at their seat.")),
                _paragraph(self.tr(
                    "When pairs are allowed and you hold both copies of a card you may play, a click on "
                    "either asks whether to play one or both. Wild Swap Hands asks whom to swap with, or "
                    "whether to keep your own hand.")),
                _items([
                    self.tr("Left and Right arrows: move along your hand; Enter: play that card."),
                    self.tr("D: draw a card. K: keep the card you drew. U: call Uno."),
                    self.tr("1 to 4: choose red, yellow, green or blue."),
                    self.tr("1 or 2: play one card or both, when you may play a pair."),
                    self.tr("C: challenge a Wild Draw Four. T: take the cards instead."),
                    self.tr("Esc: close a colour, player or pair choice, or open the menu."),
                    self.tr("Enter or Esc: put away a hand you were shown after a challenge."),
                    self.tr("L: open or close what happened, the round's events, newest first."),
                    self.tr("Ctrl+N: new match. F1: this help. Ctrl+Q: quit."),
                ]),
                _paragraph(self.tr(
                    "Several people can play at one computer. When it is another person's turn, every "
                    "hand is hidden and the table asks to pass the computer on; the next player clicks "
                    "the button with their name (or presses Enter) to see their cards.")),
                _paragraph(self.tr(
                    "The speed of the animations and the language are in the menu. The last match you set "
                    "up is remembered and starts again next time.")),
                _paragraph(self.tr(
                    "Cards too small to read? Tick \u201cLarger cards\u201d in the View menu; every card on the table "
                    "grows a size, and the choice is remembered.")),
            ]),
        ]
