"""Every setting of a RuleSet, once: its kind, its name and its explanation.

The new-match window builds its widgets from this list, the help lists the
house rules and describes the presets from it, and the remembered match is
read against it. A new RuleSet field is one more entry here (a test says
when one is missing); RULES.md describes what each one does in play.
"""
from __future__ import annotations

import enum
from collections.abc import Callable

from unodesk.engine import RuleSet
from unodesk.engine.rules import TEAM_TABLES
from unodesk.engine.values import value

from .texts import QT_TRANSLATE_NOOP, Text


class Kind(enum.Enum):
    SWITCH = "switch"  # on or off (bool)
    NUMBER = "number"  # a whole number between bounds (int)
    CHOICE = "choice"  # one of a few named values (str)


VALUE_TYPES: dict[Kind, type] = {Kind.SWITCH: bool, Kind.NUMBER: int, Kind.CHOICE: str}


class Group(enum.Enum):
    BASICS = "basics"  # agreed by every table: the deck, the scoring, the target, the cards dealt
    HOUSE = "house"  # the house rules


def _always(rules: RuleSet) -> bool:
    return True


def _any_table(players: int) -> bool:
    return True


@value
class RuleSetting:
    field: str  # the RuleSet field it sets
    kind: Kind
    group: Group
    # The name as the new-match window labels it: a switch's text, or the
    # label (with its shortcut letter and colon) beside a number or a choice.
    label: Text
    explanation: Text  # one sentence: under the widget, and beside the name in the help
    choices: tuple[tuple[str, Text], ...] = ()  # CHOICE: each value and its name, in order
    bounds: tuple[int, int] = (0, 0)  # NUMBER: the lowest and highest value offered
    step: int = 1  # NUMBER: how far one click of the spin box goes
    # Whether the setting changes anything under the others: greyed if not.
    in_force: Callable[[RuleSet], bool] = _always
    # Whether a table of this many players can play it at all: greyed if not.
    fits_table: Callable[[int], bool] = _any_table
    # Why it is greyed, when it can be (one short sentence).
    greyed: Text | None = None
    # A switch named after the house rule its False value plays is ticked
    # when the field is False ("No bluffing" is challenge=False).
    ticked_when: bool = True

    @property
    def default(self) -> object:
        return getattr(RuleSet(), self.field)

    @property
    def values(self) -> tuple[str, ...]:
        return tuple(value for value, _ in self.choices)

    @property
    def value_type(self) -> type:
        """What the RuleSet field holds: bool, int or str."""
        return VALUE_TYPES[self.kind]

    def applies(self, rules: RuleSet, players: int) -> bool:
        """Whether the setting changes anything at a table of `players` under `rules`."""
        return self.in_force(rules) and self.fits_table(players)

    def ticked(self, value: object) -> bool:
        """A switch: whether its box is ticked (its house rule is played) for the field's `value`."""
        return value == self.ticked_when

    def value_for(self, ticked: bool) -> bool:
        """A switch: the field's value when its box is `ticked` or not."""
        return ticked == self.ticked_when


RULE_SETTINGS: tuple[RuleSetting, ...] = (
    RuleSetting(
        "deck", Kind.CHOICE, Group.BASICS,
        QT_TRANSLATE_NOOP("RuleSettings", "&Deck:"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "The newer 112-card decks add Wild Shuffle Hands or Wild Swap Hands, and three customizable wild cards."),
        choices=(
            ("classic", QT_TRANSLATE_NOOP("RuleSettings", "108 cards (classic)")),
            ("shuffle", QT_TRANSLATE_NOOP("RuleSettings", "112 cards with Wild Shuffle Hands")),
            ("swap", QT_TRANSLATE_NOOP("RuleSettings", "112 cards with Wild Swap Hands")),
        ),
    ),
    RuleSetting(
        "scoring", Kind.CHOICE, Group.BASICS,
        QT_TRANSLATE_NOOP("RuleSettings", "&Scoring:"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "Either the round's winner scores every card left in the other hands, or each "
            "player scores their own left-over cards and the lowest total wins."),
        choices=(
            ("winner", QT_TRANSLATE_NOOP("RuleSettings", "The winner scores the others' cards")),
            ("lowest", QT_TRANSLATE_NOOP("RuleSettings", "Lowest total wins")),
        ),
    ),
    RuleSetting(
        "target_score", Kind.NUMBER, Group.BASICS,
        QT_TRANSLATE_NOOP("RuleSettings", "&Play to:"),
        QT_TRANSLATE_NOOP("RuleSettings", "The match ends when a player's total, or a team's, reaches this score."),
        bounds=(50, 5000), step=50,
    ),
    RuleSetting(
        "hand_size", Kind.NUMBER, Group.BASICS,
        QT_TRANSLATE_NOOP("RuleSettings", "&Cards dealt:"),
        QT_TRANSLATE_NOOP("RuleSettings", "How many cards each player gets at the start of a round."),
        bounds=(1, 10),
    ),
    RuleSetting(
        "custom_cards", Kind.NUMBER, Group.BASICS,
        QT_TRANSLATE_NOOP("RuleSettings", "C&ustomizable wild cards:"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "How many of the three customizable wild cards to play with; the others stay in the box."),
        bounds=(1, 3),
        in_force=lambda rules: rules.deck != "classic",
        greyed=QT_TRANSLATE_NOOP("RuleSettings", "Only with a 112-card deck."),
    ),
    RuleSetting(
        "teams", Kind.SWITCH, Group.BASICS,
        QT_TRANSLATE_NOOP("RuleSettings", "Play in teams of two"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "Partners sit opposite each other. When one of them goes out, the team scores the other "
            "teams' cards, and the first team to the target wins."),
        fits_table=lambda players: players in TEAM_TABLES,
        greyed=QT_TRANSLATE_NOOP("RuleSettings", "Teams of two need 4, 6, 8 or 10 players."),
    ),
    # The Wild Draw Four is played one of three ways: officially (a bluff is
    # allowed and may be challenged), strictly (no bluff is possible) or
    # freely (no colour rule, so nothing to challenge). Two switches, named
    # after the house rules, make the three; off and off is the official game.
    RuleSetting(
        "strict_wild_draw_four", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "Strict Wild Draw Four"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "The game allows a Wild Draw Four only when you hold no card of the colour in play, "
            "so nobody can bluff with it: simpler for young players."),
    ),
    RuleSetting(
        "challenge", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "No bluffing"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "A Wild Draw Four may be played whenever you like, so it is never a bluff and nobody "
            "challenges it. Off: it needs no card of the colour in play, and a bluff may be challenged."),
        ticked_when=False,
        in_force=lambda rules: not rules.strict_wild_draw_four,
        greyed=QT_TRANSLATE_NOOP(
            "RuleSettings", "\u201cStrict Wild Draw Four\u201d already decides when the card may be played."),
    ),
    RuleSetting(
        "stacking", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "Stacking"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "A Draw Two may be answered with another Draw Two, and the cards add up; whoever cannot "
            "answer draws them all and misses the turn."),
    ),
    RuleSetting(
        "stack_draw_four", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "Wild Draw Four in the stack too"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "A Wild Draw Four may answer a Draw Two or another Wild Draw Four (the Dutch way). "
            "Off: only a Draw Two answers a Draw Two (the Swedish way)."),
        in_force=lambda rules: rules.stacking,
        greyed=QT_TRANSLATE_NOOP("RuleSettings", "Only with \u201cStacking\u201d."),
    ),
    RuleSetting(
        "seven_zero", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "Sevens and zeros"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "A 7 swaps your hand with a player you choose; a 0 moves every hand one seat on, in the "
            "direction of play."),
    ),
    RuleSetting(
        "jump_in", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "Jump-in"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "Whoever holds the very same card as the one on top of the pile (the same colour and the same "
            "number or symbol) may put it down out of turn; play goes on from them."),
    ),
    RuleSetting(
        "doubles", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "Two identical cards at once"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "Both copies of a coloured card may go down together: two Skips skip two players, two "
            "Draw Twos make the next player draw four, two Reverses leave the direction as it was."),
    ),
    RuleSetting(
        "wild_rest", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "A whole round between wild cards"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "After any wild card, no wild card may be played until every other player has had a turn."),
    ),
    RuleSetting(
        "draw_until_playable", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "Draw until you can play"),
        QT_TRANSLATE_NOOP(
            "RuleSettings", "A player who cannot play goes on drawing until a card fits, and may then play it."),
    ),
    RuleSetting(
        "max_draws", Kind.NUMBER, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "Cards to dra&w when you cannot play:"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "Drawing stops at the first card that fits, or after this many cards (the Norwegian way is three)."),
        bounds=(1, 10),
        in_force=lambda rules: not rules.draw_until_playable,
        greyed=QT_TRANSLATE_NOOP("RuleSettings", "Not with \u201cDraw until you can play\u201d."),
    ),
    RuleSetting(
        "no_wild_finish", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "No wild card last"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "A wild card may not be your last card: when your only card is a wild, you must draw."),
    ),
    RuleSetting(
        "no_action_finish", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "No going out on an action card"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "If your last card is an action card or a wild card, it still acts, but you draw a card "
            "instead of going out."),
    ),
    RuleSetting(
        "custom_effect", Kind.CHOICE, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "What the customi&zable wild does:"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "Write your own rule for the customizable wild cards of the 112-card decks, and choose what "
            "the game does when one is played."),
        choices=(
            ("wild", QT_TRANSLATE_NOOP("RuleSettings", "Wild")),
            ("skip", QT_TRANSLATE_NOOP("RuleSettings", "Skip")),
            ("reverse", QT_TRANSLATE_NOOP("RuleSettings", "Reverse")),
            ("draw_two", QT_TRANSLATE_NOOP("RuleSettings", "Draw Two")),
            ("swap_hands", QT_TRANSLATE_NOOP("RuleSettings", "Swap Hands")),
            ("pass_hands", QT_TRANSLATE_NOOP("RuleSettings", "Everyone passes their hand on")),
            ("others_draw", QT_TRANSLATE_NOOP("RuleSettings", "Everyone else draws a card")),
            ("discard_color", QT_TRANSLATE_NOOP("RuleSettings", "Put down every card of the colour named")),
        ),
        in_force=lambda rules: rules.deck != "classic",
        greyed=QT_TRANSLATE_NOOP("RuleSettings", "Only with a 112-card deck."),
    ),
)

_BY_FIELD = {setting.field: setting for setting in RULE_SETTINGS}


def rule_setting(field: str) -> RuleSetting:
    """The entry for a RuleSet field; KeyError for a name that is none."""
    return _BY_FIELD[field]


def settings_in(group: Group) -> tuple[RuleSetting, ...]:
    return tuple(setting for setting in RULE_SETTINGS if setting.group is group)
