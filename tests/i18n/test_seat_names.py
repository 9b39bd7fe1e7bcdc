"""A name the game gave a seat follows the language; one typed stays, and
"Player 1" is never taken for one of the family's names."""
from __future__ import annotations

import pytest

from unodesk.i18n.seat_names import as_shown, default_person_number, is_default_person_name
from unodesk.i18n.translations import Translations


@pytest.fixture
def swedish(qapp):
    translations = Translations(qapp)
    translations.switch("sv")
    yield
    translations.uninstall()


def test_a_players_number_is_known_in_every_language(qapp):
    assert [default_person_number(n) for n in ("Player 1", "Spelare 2", "Spiller 3", "Speler 4")] == [1, 2, 3, 4]
    assert default_person_number("Pappa") is None and default_person_number("Player one") is None
    assert is_default_person_name("Speler 10") and not is_default_person_name("Anna")


def test_a_given_name_is_said_in_the_interfaces_language(swedish):
    assert as_shown("Player 1", person=True) == "Spelare 1"
    assert as_shown("Speler 3", person=True) == "Spelare 3"
    assert as_shown("Lotte", person=False) == "Alva"  # the first computer, named in Dutch
    assert as_shown("Lotte", person=True) == "Lotte"  # a person of that name keeps it
    assert as_shown("Pappa", person=True) == "Pappa"
