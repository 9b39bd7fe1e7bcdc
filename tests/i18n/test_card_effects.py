"""Each card says what it does, under the rules in force (issue 23): the
words of its tooltip and of a screen reader, read from the rules."""
from __future__ import annotations

import pytest

from unodesk.engine import CUSTOM_EFFECTS, Card, Color, Rank, RuleSet
from unodesk.i18n.card_effects import EFFECT_WORDS, card_effect, effect_of
from unodesk.i18n.languages import CODES
from unodesk.i18n.translations import Translations
from unodesk.setup import rule_setting


def said(code: str, rules: RuleSet = RuleSet(), players: int = 4) -> str:
    return card_effect(Card.parse(code), rules, players)


def test_a_number_card_does_nothing_more(english):
    assert said("r7") == ""
    assert said("b0") == ""


def test_a_skip_at_two_seats_lets_you_play_again(english):
    """RULES.md, Two players: Skip and Reverse both let you play again at once."""
    assert said("rskip", players=2) == "The other player misses a turn, so you play again."
    assert said("rrev", players=2) == "With two players it works like a Skip: you play again."
    assert said("rskip", players=3) == "The next player misses a turn."
    assert said("rrev", players=3) == "Play turns round and goes the other way."


def test_a_draw_two_says_whether_it_may_be_stacked(english):
    assert said("g+2") == "The next player draws two cards and misses a turn."
    dutch = said("g+2", RuleSet(stacking=True))
    swedish = said("g+2", RuleSet(stacking=True, stack_draw_four=False))
    assert "Draw Two or a Wild Draw Four of their own" in dutch and "add up" in dutch
    assert "Draw Two of their own" in swedish and "Wild Draw Four" not in swedish


def test_the_wild_draw_four_in_its_three_ways(english):
    """RULES.md: the official way (a bluff may be challenged), strict, and no bluffing."""
    official = said("w+4")
    assert "bluff" in official and "challenge" in official
    strict = said("w+4", RuleSet(strict_wild_draw_four=True))
    assert "only when you have no card of the colour" in strict and "bluff" not in strict
    free = said("w+4", RuleSet(challenge=False))
    assert "whenever you like" in free and "bluff" not in free
    stacked = said("w+4", RuleSet(stacking=True))
    assert "Wild Draw Four of their own" in stacked
    assert "of their own" not in said("w+4", RuleSet(stacking=True, stack_draw_four=False))


def test_the_112_card_cards(english):
    assert "shuffle them and deal them out" in said("wshuffle", RuleSet(deck="shuffle"))
    assert "swap your hand" in said("wswap", RuleSet(deck="swap"))
    for effect in CUSTOM_EFFECTS:
        words = said("wcustom", RuleSet(deck="swap", custom_effect=effect))
        assert words.startswith("It goes on any card, and you choose the colour. Your table plays it as a ")
    skip = said("wcustom", RuleSet(deck="swap", custom_effect="skip"), players=3)
    assert "as a Skip" in skip and skip.endswith("The next player misses a turn.")
    # A customizable wild agreed as a Draw Two is never stacked on (RULES.md).
    assert "of their own" not in said("wcustom", RuleSet(deck="swap", custom_effect="draw_two", stacking=True))


def test_every_effect_the_table_may_agree_on_has_its_words_and_its_name():
    """A new effect of the customizable wild is one entry in EFFECT_WORDS (and its name in the rule's choices)."""
    names = dict(rule_setting("custom_effect").choices)
    for effect in CUSTOM_EFFECTS:
        assert effect in EFFECT_WORDS and effect in names
    for rank in Rank:
        card = Card(None if rank.is_black else Color.RED, rank)
        for rules in (RuleSet(), RuleSet(seven_zero=True)):
            effect = effect_of(card, rules)
            assert effect is None or effect in EFFECT_WORDS


def test_house_rules_that_change_a_card_are_said(english):
    seven_zero = RuleSet(seven_zero=True)
    assert said("y7", seven_zero) == "You swap hands with a player you choose."
    assert said("y0", seven_zero) == "Every hand moves one seat on, in the direction of play."
    assert said("w", RuleSet(no_wild_finish=True)).endswith("It may not be your last card.")
    assert "instead of going out" in said("bskip", RuleSet(no_action_finish=True))
    assert "until everyone else has had a turn" in said("w", RuleSet(wild_rest=True))


@pytest.mark.parametrize("language", CODES)
def test_every_card_is_said_in_every_language(qapp, language):
    translations = Translations(qapp)
    translations.switch(language)
    try:
        for rules in (RuleSet(), RuleSet(deck="swap", custom_effect="skip", stacking=True, seven_zero=True,
                                          no_action_finish=True, wild_rest=True)):
            for code in ("rskip", "rrev", "r+2", "w", "w+4", "wswap", "wcustom", "r7", "r0"):
                words = said(code, rules, 3)
                assert "{" not in words and "  " not in words
    finally:
        translations.uninstall()
        translations.deleteLater()
