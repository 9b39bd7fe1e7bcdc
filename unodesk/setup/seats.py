"""The seats of a new match before anyone changes them: names and the quick match."""
from __future__ import annotations

from unodesk.engine import RuleSet

from .levels import DEFAULT_LEVEL
from .looks import COMPUTER_AVATARS
from .match import MatchSetup, SeatKind, SeatSetup
from .texts import QT_TRANSLATE_NOOP

# Translated, so that a translation may offer local names.
COMPUTER_NAMES = (
    QT_TRANSLATE_NOOP("SeatNames", "Alva"),
    QT_TRANSLATE_NOOP("SeatNames", "Nils"),
    QT_TRANSLATE_NOOP("SeatNames", "Sanne"),
    QT_TRANSLATE_NOOP("SeatNames", "Ingrid"),
    QT_TRANSLATE_NOOP("SeatNames", "Lars"),
    QT_TRANSLATE_NOOP("SeatNames", "Femke"),
    QT_TRANSLATE_NOOP("SeatNames", "Oskar"),
    QT_TRANSLATE_NOOP("SeatNames", "Sigrid"),
    QT_TRANSLATE_NOOP("SeatNames", "Daan"),
    QT_TRANSLATE_NOOP("SeatNames", "Maja"),
)
# The longest name a seat is given in the new-match window (it says so);
# a longer one (a hand-edited settings file) is cut to it wherever it is
# shown, with an ellipsis: the whole name is never lost, only shortened.
NAME_LIMIT = 20
ELLIPSIS = "\u2026"


def short_name(name: str, limit: int = NAME_LIMIT) -> str:
    """`name` as it is shown: at most `limit` characters, cut with an ellipsis."""
    name = " ".join(name.split())  # no line breaks or runs of spaces from a hand-edited file
    return name if len(name) <= limit else name[: limit - 1].rstrip() + ELLIPSIS


# "Player 1", "Player 2" and so on: a name that fits every sentence the
# table says about a player ("You" would not: "You's turn", "caught You").
PERSON_NAME = QT_TRANSLATE_NOOP("SeatNames", "Player %1")


def computer_names() -> tuple[str, ...]:
    return tuple(name.translated() for name in COMPUTER_NAMES)


def person_name(number: int = 1) -> str:
    return PERSON_NAME.translated().replace("%1", str(number))


def default_name(index: int, kind: SeatKind) -> str:
    """The name seat `index` (from 0) gets when nobody types one."""
    if kind is SeatKind.PERSON:
        return person_name(index + 1)
    # Seat 0 is usually the person: the computers' names start at seat 1.
    return COMPUTER_NAMES[(max(index, 1) - 1) % len(COMPUTER_NAMES)].translated()


def default_seat(index: int) -> SeatSetup:
    """Seat 0 is a person, the others computers with friendly names."""
    kind = SeatKind.PERSON if index == 0 else SeatKind.COMPUTER
    face = "" if kind is SeatKind.PERSON else COMPUTER_AVATARS[index % len(COMPUTER_AVATARS)]
    return SeatSetup(default_name(index, kind), kind, DEFAULT_LEVEL, face)


def default_setup(players: int = 4, rules: RuleSet = RuleSet(), seed: int | None = None) -> MatchSetup:
    """The quick match a double-click starts: one person and computers."""
    return MatchSetup(tuple(default_seat(i) for i in range(players)), rules, seed)
