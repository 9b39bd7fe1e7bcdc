"""The languages unodesk speaks: the one list the menu, `--lang`, the
settings and the tests read.

Adding a language is one line here and one `resources/i18n/unodesk_<code>.ts`
(the build compiles every .ts it finds; a test checks that the two agree).
Pure Python, no Qt: the settings' schema reads it too.
"""
from __future__ import annotations

from unodesk.engine.values import value


@value
class Language:
    code: str  # as in the .ts file's name and on the command line
    # Each language is offered in its own words, so that anyone finds theirs
    # whatever the interface is showing now: these names are never translated.
    native_name: str


LANGUAGES: tuple[Language, ...] = (
    Language("en", "English"),
    Language("sv", "Svenska"),
    Language("nb", "Norsk bokmål"),
    Language("nl", "Nederlands"),
)
CODES: tuple[str, ...] = tuple(language.code for language in LANGUAGES)
# English reads the source texts of the program.
SOURCE_LANGUAGE = "en"

# What a system may call a language we speak under another name: Qt reports
# plain Norwegian ("no") or Nynorsk ("nn"), and bokmål is what a Norwegian reads.
_ALIASES = {"no": "nb", "nn": "nb"}


def native_name(code: str) -> str:
    """The language's name in its own words; the code itself if unknown."""
    return next((language.native_name for language in LANGUAGES if language.code == code), code)


def known_language(name: str) -> str | None:
    """The language we speak for a code or a locale name as a system or a
    person writes it ("sv", "NB", "no", "nn_NO", "nl-BE"); None if we do not."""
    code = name.replace("-", "_").split("_")[0].lower()
    code = _ALIASES.get(code, code)
    return code if code in CODES else None


def language_for_locale(locale_name: str) -> str:
    """The language to speak for a locale such as "sv_SE" or "nn_NO": ours, else English."""
    return known_language(locale_name) or SOURCE_LANGUAGE
