"""When two written names are one player: the same letters, whatever the
case, the Unicode form a keyboard produced, or spaces at either end."""
from __future__ import annotations

import unicodedata


def clean_name(name: str) -> str:
    """The name as stored and shown: composed characters, no outer spaces."""
    return unicodedata.normalize("NFC", name).strip()


def name_key(name: str) -> str:
    """What two names of one player have in common ("Åsa" and "åsa ")."""
    return unicodedata.normalize("NFC", clean_name(name).casefold())
