"""The looks a family may choose for its table, and the faces at the seats:
one list each, for the View menu, the settings file, the new-match window,
the scores and the table (which draws them)."""
from __future__ import annotations

from .texts import QT_TRANSLATE_NOOP, Text

# The table's cloth: its word in the settings file, and its name in the View menu.
TABLES: tuple[tuple[str, Text], ...] = (
    ("green", QT_TRANSLATE_NOOP("Looks", "&Green felt")),
    ("blue", QT_TRANSLATE_NOOP("Looks", "&Blue felt")),
    ("wood", QT_TRANSLATE_NOOP("Looks", "&Wooden table")),
    ("red", QT_TRANSLATE_NOOP("Looks", "&Red felt")),
)
DEFAULT_TABLE = "green"

# The backs of the cards.
BACKS: tuple[tuple[str, Text], ...] = (
    ("lattice", QT_TRANSLATE_NOOP("Looks", "&Night lattice")),
    ("sunburst", QT_TRANSLATE_NOOP("Looks", "&Sunburst")),
    ("waves", QT_TRANSLATE_NOOP("Looks", "Sea &waves")),
    ("stars", QT_TRANSLATE_NOOP("Looks", "S&tars")),
)
DEFAULT_BACK = "lattice"

TABLE_NAMES = tuple(name for name, _ in TABLES)
BACK_NAMES = tuple(name for name, _ in BACKS)

# The faces a seat may wear (drawn by the program, view/faces_art.py): the
# word kept in the scores and the setup, and a name for a screen reader.
AVATARS: tuple[tuple[str, Text], ...] = (
    ("fox", QT_TRANSLATE_NOOP("Avatars", "Fox")),
    ("owl", QT_TRANSLATE_NOOP("Avatars", "Owl")),
    ("cat", QT_TRANSLATE_NOOP("Avatars", "Cat")),
    ("bear", QT_TRANSLATE_NOOP("Avatars", "Bear")),
    ("frog", QT_TRANSLATE_NOOP("Avatars", "Frog")),
    ("rabbit", QT_TRANSLATE_NOOP("Avatars", "Rabbit")),
    ("panda", QT_TRANSLATE_NOOP("Avatars", "Panda")),
    ("lion", QT_TRANSLATE_NOOP("Avatars", "Lion")),
    ("penguin", QT_TRANSLATE_NOOP("Avatars", "Penguin")),
    ("mouse", QT_TRANSLATE_NOOP("Avatars", "Mouse")),
    ("pig", QT_TRANSLATE_NOOP("Avatars", "Pig")),
    ("robot", QT_TRANSLATE_NOOP("Avatars", "Robot")),
)
AVATAR_NAMES = tuple(name for name, _ in AVATARS)
# The faces the computers wear when nobody picked one (a robot first).
COMPUTER_AVATARS = ("robot", "owl", "penguin", "panda", "bear", "frog", "lion", "mouse", "pig", "rabbit")


def avatar_text(avatar: str) -> Text | None:
    return dict(AVATARS).get(avatar)
