"""How well a computer seat plays: the one list of levels."""
from __future__ import annotations

from .texts import QT_TRANSLATE_NOOP, Text

# Each level with its name in the new-match window, the easiest first.
# unodesk.ai makes a player for each of them.
LEVEL_NAMES: dict[str, Text] = {
    "easy": QT_TRANSLATE_NOOP("Levels", "Easy"),
    "normal": QT_TRANSLATE_NOOP("Levels", "Normal"),
    "hard": QT_TRANSLATE_NOOP("Levels", "Hard"),
}
LEVELS: tuple[str, ...] = tuple(LEVEL_NAMES)
DEFAULT_LEVEL = "normal"
