"""docs/WORDS.md stays true: every card and colour name the game shows, in
every language, is in the page's table of what the game shows."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from unodesk.engine import Card, Color, Rank
from unodesk.i18n.languages import CODES
from unodesk.i18n.names import card_name, color_name, rank_name
from unodesk.i18n.translations import Translations

PAGE = (Path(__file__).resolve().parents[2] / "docs" / "WORDS.md").read_text(encoding="utf-8")


def shown_columns() -> dict[str, set[str]]:
    """The table under "What the game shows": for each language code (from "Dutch (nl)"), the
    names in its column (a cell may list several, "rood, geel, groen, blauw")."""
    section = PAGE.split("## What the game shows", 1)[1].split("\n## ", 1)[0]
    rows = [[cell.strip() for cell in line.strip().strip("|").split("|")]
            for line in section.splitlines() if line.startswith("|") and not line.startswith("| ---")]
    header, body = rows[0], rows[1:]
    columns = {}
    for i, title in enumerate(header):
        code = re.search(r"\((\w+)\)$", title)
        if code:
            columns[code[1]] = {name for row in body for name in row[i].split(", ")}
    return columns


@pytest.fixture
def speak(qapp):
    translations = Translations(qapp)
    yield translations.switch
    translations.uninstall()
    translations.deleteLater()


@pytest.mark.parametrize("language", CODES)
def test_every_card_and_colour_name_is_on_the_words_page(speak, language):
    assert speak(language)
    column = shown_columns()[language]
    names = [color_name(color) for color in Color]
    names += [rank_name(rank) for rank in Rank if rank.number is None]
    # A colour as it stands before a card's name ("rode 7" in Dutch).
    names += [card_name(Card(color, Rank.SEVEN)).replace("7", "").strip() for color in Color]
    # How a coloured card is named, colour and card in the language's order.
    names += [card_name(Card.parse("r7")), card_name(Card.parse("rskip"))]
    missing = [name for name in names if name not in column]
    assert not missing, f"{language}: {missing}"
