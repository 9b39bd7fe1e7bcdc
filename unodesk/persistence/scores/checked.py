"""Every value read from a row of the scores, checked before it is used.

SQLite keeps whatever it is given in any column (a text in a number's
column, a number far beyond any game's, bytes that are not UTF-8), and a
file may be changed by another program. A reading here returns the value
when it is of the kind and in the range the game writes, and raises
`Unreadable` otherwise; the queries then fall back to the column's default
or leave the row out, and count it in `Skipped`, which the store tells
once. Text comes through `decode_text`, the connections' text factory,
so that bytes that are not UTF-8 read as text with a replacement mark
instead of failing the whole query.
"""
from __future__ import annotations

import enum
import math
from datetime import datetime
from typing import TypeVar

E = TypeVar("E", bound=enum.Enum)

# Far beyond any value the game writes, and small enough for every sum.
MAX_POINTS = 10**9
MAX_ROUNDS = 10_000
MAX_SECONDS = 10.0**8  # three years of play
MAX_NAME = 500
MAX_WORD = 40  # a code, a level, a preset's name


class Unreadable(ValueError):
    """A value of a kind or range the game never writes."""


def decode_text(data: bytes) -> str:
    """SQLite's text as Python's: bytes that are not UTF-8 are marked, not fatal."""
    return data.decode("utf-8", "replace")


def integer(value: object, low: int = -MAX_POINTS, high: int = MAX_POINTS) -> int:
    if type(value) is not int or not low <= value <= high:
        raise Unreadable(f"{_short(value)} is not a whole number from {low} to {high}")
    return value


def optional_integer(value: object, low: int = -MAX_POINTS, high: int = MAX_POINTS) -> int | None:
    return None if value is None else integer(value, low, high)


def real(value: object, low: float = 0.0, high: float = MAX_SECONDS) -> float:
    if (type(value) is not int and type(value) is not float) or not math.isfinite(value) or not low <= value <= high:
        raise Unreadable(f"{_short(value)} is not a number from {low} to {high}")
    return float(value)


def text(value: object, max_length: int = MAX_NAME) -> str:
    if isinstance(value, bytes):
        value = decode_text(value)
    if not isinstance(value, str) or len(value) > max_length:
        raise Unreadable(f"{_short(value)} is not a text of at most {max_length} characters")
    return value


def optional_text(value: object, max_length: int = MAX_WORD) -> str | None:
    return None if value is None else text(value, max_length)


def when(value: object) -> datetime:
    """A time as the game writes it (ISO 8601, seconds, with its offset)."""
    try:
        return datetime.fromisoformat(text(value, MAX_WORD))
    except ValueError:
        raise Unreadable(f"{_short(value)} is not a time") from None


def optional_when(value: object) -> datetime | None:
    return None if value is None else when(value)


def optional_member(kind: type[E], value: object) -> E | None:
    return None if value is None else member(kind, value)


def member(kind: type[E], value: object) -> E:
    try:
        return kind(value)
    except (ValueError, TypeError):
        raise Unreadable(f"{_short(value)} is not a {kind.__name__}") from None


def _short(value: object) -> str:
    shown = repr(value)
    return shown if len(shown) <= 40 else shown[:39] + "…"


class Skipped:
    """The rows left out because a value in them could not be read: counted
    once each (table and key), told once a run."""

    def __init__(self) -> None:
        self._rows: set[tuple[str, object]] = set()
        self._told = 0

    def add(self, table: str, key: object) -> None:
        self._rows.add((table, key))

    def __len__(self) -> int:
        return len(self._rows)

    def news(self) -> int:
        """How many rows were left out since last asked (0 once told)."""
        if self._told:
            return 0
        self._told = len(self._rows)
        return self._told
