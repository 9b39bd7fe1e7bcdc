from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from unodesk.persistence.scores import ScoreStore

from .prepared import prepare


@pytest.fixture
def store(tmp_path: Path) -> ScoreStore:
    """Four finished matches and one in play, in a database of the test's own."""
    prepared = prepare(tmp_path / "data" / "scores.sqlite3", unfinished=True)
    yield prepared
    prepared.close()


@pytest.fixture
def empty_store(tmp_path: Path) -> ScoreStore:
    opened = ScoreStore.open(tmp_path / "empty" / "scores.sqlite3")
    yield opened
    opened.close()


@pytest.fixture(autouse=True)
def english_locale():
    """Dates and numbers as the English interface writes them; restored after."""
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
    yield
    QLocale.setDefault(before)


@pytest.fixture(autouse=True)
def english(english):
    """The score windows' plural forms ("1 match", "2 matches") in English, for every test here."""
    return english
