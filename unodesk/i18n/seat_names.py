"""The names a seat gets when nobody types one ("Player 1", "Alva"), known
in every language the game speaks: so that such a name follows a switch of
language wherever it is shown, and is never offered as one of the family's
own names.

Each language's words are read from its compiled translation, once, when
first asked.
"""
from __future__ import annotations

import re
from functools import cache

from PySide6.QtCore import QTranslator

from unodesk import resources
from unodesk.setup.seats import COMPUTER_NAMES, PERSON_NAME, person_name

from .languages import CODES, SOURCE_LANGUAGE


@cache
def _words(language: str) -> tuple[str, tuple[str, ...]]:
    """The person's default name ("Player %1") and the computers' names in `language`."""
    translator = QTranslator()
    found = language != SOURCE_LANGUAGE and translator.load(str(resources.TRANSLATIONS / f"unodesk_{language}.qm"))

    def word(text: str, context: str) -> str:
        return (translator.translate(context, text) or text) if found else text

    return (word(PERSON_NAME.source, PERSON_NAME.context),
            tuple(word(name.source, name.context) for name in COMPUTER_NAMES))


@cache
def _person_patterns() -> tuple[re.Pattern[str], ...]:
    patterns = []
    for language in CODES:
        before, _, after = _words(language)[0].partition("%1")
        patterns.append(re.compile(rf"{re.escape(before)}(\d+){re.escape(after)}"))
    return tuple(patterns)


def default_person_number(name: str) -> int | None:
    """The number of "Player 3" (in any of the game's languages); None for a name of one's own."""
    for pattern in _person_patterns():
        found = pattern.fullmatch(name.strip())
        if found:
            return int(found.group(1))
    return None


def is_default_person_name(name: str) -> bool:
    """Whether `name` is a person's number the game gave ("Player 2", "Spelare 2"): never one of the family's."""
    return default_person_number(name) is not None


def as_shown(name: str, person: bool) -> str:
    """`name` as the interface's language says it: a name the game gave a
    person (`person`) or a computer in another language becomes this
    language's; any other name stays as it was typed."""
    if person:
        number = default_person_number(name)
        return person_name(number) if number is not None else name
    now = tuple(text.translated() for text in COMPUTER_NAMES)
    if name.strip() in now:
        return name
    for language in CODES:
        computers = _words(language)[1]
        if name.strip() in computers:
            return now[computers.index(name.strip())]
    return name
