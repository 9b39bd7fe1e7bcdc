"""Where the scores are kept: said without SQLite, the session or the
engine, so that a start can see whether a family has kept any before it
imports what opens them."""
from __future__ import annotations

from pathlib import Path

from ..data_dir import data_dir

DB_NAME = "scores.sqlite3"


def default_path() -> Path:
    return data_dir() / DB_NAME


def kept_before() -> bool:
    """Whether a scores file is there to be opened (False on a first start,
    and when the family's file has been taken away)."""
    try:
        return default_path().exists()
    except OSError:  # (an unreadable folder: the store opening it will say so)
        return True
