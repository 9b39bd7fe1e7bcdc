"""The coach's words in every language: every step of the lesson said with
its names, cards and points filled in, and the nudges."""
from __future__ import annotations

import pytest

from unodesk.engine import Card, Play
from unodesk.i18n.languages import CODES
from unodesk.i18n.lesson_words import coach_words, hand_caption, nudge_words, step_words
from unodesk.i18n.names import card_name
from unodesk.i18n.translations import Translations
from unodesk.lesson import FIRST_GAME, Nudge, Verdict

NAMES = ("Anna", "Alva", "Nils")


def every_words():
    yield FIRST_GAME.intro
    for beat in FIRST_GAME.beats:
        yield from (w for w in (beat.say, beat.after) if w is not None)
    yield FIRST_GAME.outro


@pytest.fixture(params=CODES)
def language(qapp, request):
    translations = Translations(qapp)
    translations.switch(request.param)
    yield request.param
    translations.uninstall()
    translations.deleteLater()


def test_every_step_is_said_whole(language):
    for words in every_words():
        text = coach_words(words, NAMES, (0, 27, 50))
        assert "{" not in text and "}" not in text, text
        for seat in (1, 2):
            if f"{{name{seat}}}" in words.text.source:
                assert NAMES[seat] in text, (language, text)
        for card in words.cards:
            if "{c" in words.text.source:
                assert card_name(card) in text or card.color is None, (language, text)
        if language != "en":
            assert text != words.text.source.format(name1="Alva", name2="Nils", points1=27, points2=50,
                                                     points=77, **{f"c{i}": "x" for i in range(4)})
    outro = coach_words(FIRST_GAME.outro, NAMES, (0, 27, 50))
    assert "27" in outro and "50" in outro and "77" in outro


def test_the_nudges_are_said(language):
    wanted = Play(0, Card.parse("r8"))
    for nudge in Nudge:
        text = nudge_words(Verdict(nudge, wanted), NAMES)
        assert text and "{" not in text
    assert card_name(Card.parse("r8")) in nudge_words(Verdict(Nudge.ANOTHER_MOVE, wanted), NAMES)
    assert "3" in step_words(3, 12) and "12" in step_words(3, 12)
    assert "27" in hand_caption("Alva", 27)
