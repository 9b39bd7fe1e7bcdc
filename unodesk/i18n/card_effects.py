"""What a card does, in a sentence, under the rules in force: for the
card's tooltip and for a screen reader, and for the coach of the lesson.

A card's effect is read from the rules (`effect_of`): its rank, and for the
customizable wild the effect the table agreed (`RuleSet.custom_effect`).
Each effect has one entry in `EFFECT_WORDS`, which says it at a table of
so many players under those rules; a new effect of the customizable wild is
one entry there (a test fails until it has one), and its name comes from
the new-match window's list (`unodesk.setup`).
"""
from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication

from unodesk.engine import Card, Rank, RuleSet
from unodesk.setup import rule_setting

# The effect of each rank that does something (the customizable wild apart).
RANK_EFFECTS = {
    Rank.SKIP: "skip",
    Rank.REVERSE: "reverse",
    Rank.DRAW_TWO: "draw_two",
    Rank.WILD: "wild",
    Rank.WILD_DRAW_FOUR: "wild_draw_four",
    Rank.WILD_SHUFFLE_HANDS: "shuffle_hands",
    Rank.WILD_SWAP_HANDS: "swap_hands",
}


def effect_of(card: Card, rules: RuleSet) -> str | None:
    """What `card` does under `rules`, as an effect's name; None for a number card that does nothing."""
    if card.rank is Rank.WILD_CUSTOM:
        return rules.custom_effect
    if rules.seven_zero and card.rank is Rank.SEVEN:
        return "seven"
    if rules.seven_zero and card.rank is Rank.ZERO:
        return "zero"
    return RANK_EFFECTS.get(card.rank)


# Each effect's words take the rules, the number of players and whether the
# card's penalty may be answered (stacking), which a customizable wild's never is.
Words = Callable[[RuleSet, int, bool], str]


def _skip(rules: RuleSet, players: int, stacks: bool) -> str:
    if players == 2:
        return QCoreApplication.translate("CardEffects", "The other player misses a turn, so you play again.")
    return QCoreApplication.translate("CardEffects", "The next player misses a turn.")


def _reverse(rules: RuleSet, players: int, stacks: bool) -> str:
    if players == 2:
        return QCoreApplication.translate("CardEffects", "With two players it works like a Skip: you play again.")
    return QCoreApplication.translate("CardEffects", "Play turns round and goes the other way.")


def _draw_two(rules: RuleSet, players: int, stacks: bool) -> str:
    if stacks and rules.stack_draw_four:
        return QCoreApplication.translate(
            "CardEffects",
            "The next player draws two cards and misses a turn, unless they put down a Draw Two or a "
            "Wild Draw Four of their own: then the cards add up for the player after them.")
    if stacks:
        return QCoreApplication.translate(
            "CardEffects",
            "The next player draws two cards and misses a turn, unless they put down a Draw Two of "
            "their own: then the cards add up for the player after them.")
    return QCoreApplication.translate("CardEffects", "The next player draws two cards and misses a turn.")


def _wild(rules: RuleSet, players: int, stacks: bool) -> str:
    return ""  # nothing but the colour, which every wild card names


def _wild_draw_four(rules: RuleSet, players: int, stacks: bool) -> str:
    if rules.strict_wild_draw_four:
        when = QCoreApplication.translate(
            "CardEffects",
            "You may play it only when you have no card of the colour on the pile.")
    elif not rules.challenge:
        when = QCoreApplication.translate("CardEffects", "You may play it whenever you like.")
    else:
        when = QCoreApplication.translate(
            "CardEffects",
            "Play it only when you have no card of the colour on the pile: otherwise it is a bluff, "
            "and the next player may challenge you.")
    does = QCoreApplication.translate(
        "CardEffects", "You choose the colour, and the next player draws four cards and misses a turn.")
    if stacks:
        does = QCoreApplication.translate(
            "CardEffects",
            "You choose the colour, and the next player draws four cards and misses a turn, unless they "
            "put down a Wild Draw Four of their own: then the cards add up for the player after them.")
    return f"{does} {when}"


def _shuffle_hands(rules: RuleSet, players: int, stacks: bool) -> str:
    return QCoreApplication.translate(
        "CardEffects", "You gather the other players' cards, shuffle them and deal them out to everyone, yourself too.")


def _swap_hands(rules: RuleSet, players: int, stacks: bool) -> str:
    return QCoreApplication.translate("CardEffects", "You may swap your hand with another player's.")


def _seven(rules: RuleSet, players: int, stacks: bool) -> str:
    return QCoreApplication.translate("CardEffects", "You swap hands with a player you choose.")


def _zero(rules: RuleSet, players: int, stacks: bool) -> str:
    return QCoreApplication.translate("CardEffects", "Every hand moves one seat on, in the direction of play.")


EFFECT_WORDS: dict[str, Words] = {
    "skip": _skip,
    "reverse": _reverse,
    "draw_two": _draw_two,
    "wild": _wild,
    "wild_draw_four": _wild_draw_four,
    "shuffle_hands": _shuffle_hands,
    "swap_hands": _swap_hands,
    "seven": _seven,
    "zero": _zero,
}


def _stacks(card: Card, rules: RuleSet) -> bool:
    """Whether the card's penalty may be answered (only a real Draw Two or Wild Draw Four's)."""
    if card.rank is Rank.DRAW_TWO:
        return rules.stacking
    if card.rank is Rank.WILD_DRAW_FOUR:
        return rules.stacking and rules.stack_draw_four
    return False


def card_effect(card: Card, rules: RuleSet, players: int) -> str:
    """What `card` does at a table of `players` under `rules`, in one or two
    sentences ("" for a number card that does nothing more)."""
    effect = effect_of(card, rules)
    if effect is None:
        return ""
    parts = [EFFECT_WORDS[effect](rules, players, _stacks(card, rules))]
    if card.rank is Rank.WILD_CUSTOM:
        choices = dict(rule_setting("custom_effect").choices)
        parts.insert(0, QCoreApplication.translate("CardEffects", "Your table plays it as a {effect}.").format(
            effect=choices[effect].translated()))
    if card.color is None and card.rank is not Rank.WILD_DRAW_FOUR:
        parts.insert(0, QCoreApplication.translate("CardEffects", "It goes on any card, and you choose the colour."))
    ends = []
    if card.color is None and rules.no_wild_finish:
        ends.append(QCoreApplication.translate("CardEffects", "It may not be your last card."))
    elif not card.rank.is_number and rules.no_action_finish:
        ends.append(QCoreApplication.translate(
            "CardEffects",
            "If it is your last card, you draw a card instead of going out."))
    if card.color is None and rules.wild_rest:
        ends.append(QCoreApplication.translate(
            "CardEffects",
            "After it, no wild card may be played until everyone else has had a turn."))
    return " ".join(part for part in (*parts, *ends) if part)
