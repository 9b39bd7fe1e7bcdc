"""Card names in each language, in the order that language speaks of a card."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from unodesk.engine import Card
from unodesk.i18n.names import card_name
from unodesk.i18n.translations import Translations


@pytest.fixture
def speak(qapp):
    translations = Translations(QCoreApplication.instance())
    yield translations.switch
    translations.switch("en")


@pytest.mark.parametrize(("language", "seven", "skip", "wild"), [
    ("en", "red 7", "red Skip", "Wild Draw Four"),
    ("sv", "röd 7", "Hoppa över (röd)", "Önskekort Dra fyra"),
    ("nb", "rød 7", "Hopp over-kort (rød)", "Vrikort med trekk fire"),
    ("nl", "rode 7", "rode Sla Over", "Wild Trek Vier"),
])
def test_a_card_is_named_as_the_language_names_it(speak, language, seven, skip, wild) -> None:
    """Not "{colour} {rank}" everywhere: "röd Hoppa över" and "7 rood" are not Swedish or Dutch."""
    speak(language)
    assert card_name(Card.parse("r7")) == seven
    assert card_name(Card.parse("rskip")) == skip
    assert card_name(Card.parse("w+4")) == wild


def test_dutch_colours_bend_before_a_card_but_not_on_their_own(speak) -> None:
    from unodesk.i18n.names import color_name
    from unodesk.engine import Color

    speak("nl")
    assert color_name(Color.BLUE) == "blauw"
    assert card_name(Card.parse("b+2")) == "blauwe Trek Twee"
