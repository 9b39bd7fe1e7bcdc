"""Every setting of a RuleSet, once: its kind, its name and its explanation.

The new-match window builds its widgets from this list, the help lists the
house rules and describes the presets from it, and the remembered match is
read against it. A new RuleSet field is one more entry here (a test says
when one is missing); RULES.md describes what each one does in play.
"""
from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

from unodesk.engine import RuleSet

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


@dataclass(frozen=True)
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


RULE_SETTINGS: tuple[RuleSetting, ...] = (
    RuleSetting(
        "deck", Kind.CHOICE, Group.BASICS,
        QT_TRANSLATE_NOOP("RuleSettings", "&Deck:"),
        QT_TRANSLATE_NOOP("RuleSettings", "The 112-card decks add one special wild card and three customizable ones."),
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
        QT_TRANSLATE_NOOP("RuleSettings", "The match ends when someone's total reaches this score."),
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
            "How many of the three customizable wild cards the 112-card decks keep; the others leave the deck."),
        bounds=(1, 3),
        in_force=lambda rules: rules.deck != "classic",
    ),
    RuleSetting(
        "teams", Kind.SWITCH, Group.BASICS,
        QT_TRANSLATE_NOOP("RuleSettings", "Play in teams of two"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "Partners sit opposite each other (4, 6, 8 or 10 players); when one goes out, "
            "the team scores the other teams' cards."),
    ),
    RuleSetting(
        "challenge", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "Challenge a Wild Draw Four"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "The player who must draw four may challenge; if it was a bluff, the one who played it draws."),
        in_force=lambda rules: not rules.strict_wild_draw_four,
    ),
    RuleSetting(
        "strict_wild_draw_four", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "No bluffing with Wild Draw Four"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "It can only be played with no card of the colour in play: simpler for young players."),
    ),
    RuleSetting(
        "stacking", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "Stacking"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "Answer a Draw Two or Wild Draw Four with another; whoever cannot answer draws them all."),
    ),
    RuleSetting(
        "stack_draw_four", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "Wild Draw Four in a stack"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "With stacking, a Wild Draw Four may answer a Draw Two or another Wild Draw Four; "
            "without it, only a Draw Two answers a Draw Two."),
        in_force=lambda rules: rules.stacking,
    ),
    RuleSetting(
        "seven_zero", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "Sevens and zeros"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "A 7 swaps hands with a player of your choice; a 0 passes every hand one seat along."),
    ),
    RuleSetting(
        "jump_in", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "Jump-in"),
        QT_TRANSLATE_NOOP("RuleSettings", "Anyone holding exactly the card on top of the pile may play it out of turn."),
    ),
    RuleSetting(
        "doubles", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "Two identical cards at once"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "Both copies of a coloured card may be played together: two Skips pass over two "
            "players, two Draw Twos cost four."),
    ),
    RuleSetting(
        "wild_rest", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "A whole round between wild cards"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "After a wild card, the next one may only be played once every other player has had a turn."),
    ),
    RuleSetting(
        "draw_until_playable", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "Draw until you can play"),
        QT_TRANSLATE_NOOP("RuleSettings", "A player who cannot play keeps drawing until a card fits."),
    ),
    RuleSetting(
        "max_draws", Kind.NUMBER, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "Cards to &draw when you cannot play:"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "Drawing stops at the first card that fits (the Norwegian table draws up to three)."),
        bounds=(1, 10),
        in_force=lambda rules: not rules.draw_until_playable,
    ),
    RuleSetting(
        "no_wild_finish", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "No wild card last"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "A wild card may not be the last card played; with only wild cards left you draw."),
    ),
    RuleSetting(
        "no_action_finish", Kind.SWITCH, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "No going out on an action card"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "Going out on an action or wild card makes you draw one card instead of winning."),
    ),
    RuleSetting(
        "custom_effect", Kind.CHOICE, Group.HOUSE,
        QT_TRANSLATE_NOOP("RuleSettings", "The customi&zable wild acts as:"),
        QT_TRANSLATE_NOOP(
            "RuleSettings",
            "Agree before the match what the three blank wild cards of the 112-card decks do."),
        choices=(
            ("wild", QT_TRANSLATE_NOOP("RuleSettings", "Wild")),
            ("skip", QT_TRANSLATE_NOOP("RuleSettings", "Skip")),
            ("reverse", QT_TRANSLATE_NOOP("RuleSettings", "Reverse")),
            ("draw_two", QT_TRANSLATE_NOOP("RuleSettings", "Draw Two")),
            ("swap_hands", QT_TRANSLATE_NOOP("RuleSettings", "Swap Hands")),
        ),
        in_force=lambda rules: rules.deck != "classic",
    ),
)

_BY_FIELD = {setting.field: setting for setting in RULE_SETTINGS}


def rule_setting(field: str) -> RuleSetting:
    """The entry for a RuleSet field; KeyError for a name that is none."""
    return _BY_FIELD[field]


def settings_in(group: Group) -> tuple[RuleSetting, ...]:
    return tuple(setting for setting in RULE_SETTINGS if setting.group is group)
