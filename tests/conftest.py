"""Fixtures shared by the tests of several packages."""
from __future__ import annotations

import pytest

import tests.examples  # noqa: F401  (loads the hypothesis profile of this run: `make test` or `make quick`)


@pytest.fixture
def english(qapp):
    """The English plural forms ("1 card", "5 cards") come from the English translation file."""
    from unodesk.i18n.translations import Translations

    translations = Translations(qapp)
    translations.switch("en")
    yield translations
    translations.uninstall()
    translations.deleteLater()
