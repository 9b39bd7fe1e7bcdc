"""A rule in plain words: what a family will notice at the table when it is
played, one short line a rule. The preset summaries (the new-match window,
the help) are made of these lines.

Every setting of `unodesk.setup.RULE_SETTINGS` has its line here (a test
fails until a new one does); a setting whose value is already said by
another's line (the customizable wild cards by the deck's, the Wild Draw
Four in the stack by stacking's) adds none beside it.
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject

from unodesk.engine import Rank, RuleSet
from unodesk.setup import RULE_SETTINGS, Preset, apply_preset, rule_setting

from .names import rank_name


def quoted(name: str) -> str:
    """A rule's name inside a sentence, in the language's quotation marks."""
    return QCoreApplication.translate("RuleLines", "\u201c%1\u201d").replace("%1", name)


class RuleLines(QObject):
    """A QObject for its tr() only (lupdate files plural forms for tr() alone)."""

    def deck(self, rules: RuleSet) -> str:
        if rules.deck == "classic":
            return self.tr("The classic deck of 108 cards.")
        card = rank_name(Rank.WILD_SHUFFLE_HANDS if rules.deck == "shuffle" else Rank.WILD_SWAP_HANDS)
        return self.tr("Extra cards: a {card}, and %n customizable wild card(s) that work as a {effect}.", "",
                       rules.custom_cards).format(card=card, effect=_effect_name(rules))

    def custom_cards(self, rules: RuleSet) -> str:
        return self.tr("%n customizable wild card(s) in the deck.", "", rules.custom_cards)

    def custom_effect(self, rules: RuleSet) -> str:
        return self.tr("The customizable wild cards work as a {effect}.").format(effect=_effect_name(rules))

    def hand_size(self, rules: RuleSet) -> str:
        return self.tr("Everyone gets %n card(s) to start with.", "", rules.hand_size)

    def target_score(self, rules: RuleSet) -> str:
        return self.tr("The match is played to %n point(s).", "", rules.target_score)

    def scoring(self, rules: RuleSet) -> str:
        if rules.scoring == "lowest":
            return self.tr("Everyone scores the cards left in their own hand, and the lowest total wins.")
        return self.tr("The winner of a round scores the cards left in the other hands.")

    def teams(self, rules: RuleSet) -> str:
        if rules.teams:
            return self.tr("Teams of two: partners sit opposite each other.")
        return self.tr("Everyone plays for themselves.")

    def strict_wild_draw_four(self, rules: RuleSet) -> str:
        if rules.strict_wild_draw_four:
            return self.tr("A Wild Draw Four may only go down when you have no card of the colour on the pile, "
                           "so nobody can bluff.")
        return self.tr("A Wild Draw Four may go down as a bluff.")

    def challenge(self, rules: RuleSet) -> str:
        if rules.challenge:
            return self.tr("A Wild Draw Four played as a bluff may be challenged.")
        return self.tr("A Wild Draw Four may go down at any time, and nobody challenges it.")

    def stacking(self, rules: RuleSet) -> str:
        if not rules.stacking:
            return self.tr("A Draw Two or a Wild Draw Four cannot be answered: the next player draws.")
        if rules.stack_draw_four:
            return self.tr("A Draw Two may be answered with a Draw Two or a Wild Draw Four, and the cards add "
                           "up for the next player.")
        return self.tr("A Draw Two may be answered with another Draw Two, and the cards add up for the next player.")

    def stack_draw_four(self, rules: RuleSet) -> str:
        if rules.stack_draw_four:
            return self.tr("A Wild Draw Four may answer a Draw Two or another Wild Draw Four.")
        return self.tr("Only a Draw Two answers a Draw Two.")

    def seven_zero(self, rules: RuleSet) -> str:
        if rules.seven_zero:
            return self.tr("A 7 swaps your hand with a player you choose; a 0 moves every hand one seat on.")
        return self.tr("A 7 and a 0 are plain number cards.")

    def jump_in(self, rules: RuleSet) -> str:
        if rules.jump_in:
            return self.tr("Whoever holds the very card on top of the pile may put it down out of turn.")
        return self.tr("Nobody plays out of turn.")

    def doubles(self, rules: RuleSet) -> str:
        if rules.doubles:
            return self.tr("Two identical cards may go down together.")
        return self.tr("One card at a time.")

    def wild_rest(self, rules: RuleSet) -> str:
        if rules.wild_rest:
            return self.tr("After a wild card, nobody plays another until everyone else has had a turn.")
        return self.tr("A wild card may follow a wild card.")

    def draw_until_playable(self, rules: RuleSet) -> str:
        if rules.draw_until_playable:
            return self.tr("If you cannot play, you keep drawing until a card fits.")
        return self.tr("If you cannot play, you draw one card.")

    def max_draws(self, rules: RuleSet) -> str:
        return self.tr("If you cannot play, you draw up to %n card(s), and stop at one that fits.", "",
                       rules.max_draws)

    def no_wild_finish(self, rules: RuleSet) -> str:
        if rules.no_wild_finish:
            return self.tr("A wild card may not be your last card.")
        return self.tr("A wild card may be your last card.")

    def no_action_finish(self, rules: RuleSet) -> str:
        if rules.no_action_finish:
            return self.tr("Going out on an action card or a wild card makes you draw a card instead.")
        return self.tr("You may go out on any card.")

    def official(self) -> str:
        return self.tr("The rules in the box, with no house rules.")

    def left_out(self, names: list[str]) -> str:
        return self.tr("Also played at such tables, for you to switch on: %1.").replace("%1", ", ".join(names))


def _effect_name(rules: RuleSet) -> str:
    return dict(rule_setting("custom_effect").choices)[rules.custom_effect].translated()


# A setting whose line another setting's line already says, while that one is shown.
SAID_BY = {"custom_cards": "deck", "custom_effect": "deck", "stack_draw_four": "stacking"}


def rule_line(field: str, rules: RuleSet) -> str:
    """What the family notices of the setting `field` at its value in `rules`."""
    line: Callable[[RuleSet], str] = getattr(RuleLines(), field)
    return line(rules)


def preset_lines(preset: Preset) -> list[str]:
    """What a table notices of a preset, one line a rule it plays otherwise
    than the official rules (or brings into force), then the house rules
    its text names that it leaves out."""
    official = RuleSet()
    rules = apply_preset(preset, official)
    fields = [
        setting.field for setting in RULE_SETTINGS
        if getattr(rules, setting.field) != getattr(official, setting.field)
        or (setting.in_force(rules) and not setting.in_force(official))
    ]
    lines = [rule_line(field, rules) for field in fields if SAID_BY.get(field) not in fields]
    if not lines:
        lines.append(RuleLines().official())
    if preset.left_out:
        names = [quoted(plain(rule_setting(field).label.translated())) for field in preset.left_out]
        lines.append(RuleLines().left_out(names))
    return lines


def plain(label: str) -> str:
    """A label as a name in a sentence: without its shortcut letter's marker
    and its colon ("Cards to &draw …:" becomes "Cards to draw …")."""
    return label.replace("&&", "\0").replace("&", "").replace("\0", "&").rstrip().rstrip(":").rstrip()
