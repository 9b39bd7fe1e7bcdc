"""Scoresheets, the match history and the match in play, kept in SQLite.

The names the game uses are gathered here; see store.py for the flow.
"""
from typing import TYPE_CHECKING

from unodesk.engine.lazy import names_from

if TYPE_CHECKING:
    from .backups import BackupInfo, BackupProblem
    from .export import CSV_COLUMNS, STANDARD_OUTPUT, ExportCode, ExportResult, csv_delimiter, export_scores
    from .names import clean_name, name_key
    from .notices import Damage, NoticeCode, StoreNotice, WriteProblem
    from .opening import DB_NAME, default_path
    from .queries import MatchState, MatchSummary, PlayerStats, ScoreRow, Scoresheet, SeatEntry
    from .schema import SCHEMA_VERSION
    from .store import CannotContinue, Restored, Resumed, ScoreStore, Unfinished

# Where each name lives: a name is loaded from its module when first asked for
# (the export and its csv module stay unloaded until a person exports).
_HOMES = {
    "backups": ("BackupInfo", "BackupProblem"),
    "export": ("CSV_COLUMNS", "STANDARD_OUTPUT", "ExportCode", "ExportResult", "csv_delimiter", "export_scores"),
    "names": ("clean_name", "name_key"),
    "notices": ("Damage", "NoticeCode", "StoreNotice", "WriteProblem"),
    "opening": ("DB_NAME", "default_path"),
    "queries": ("MatchState", "MatchSummary", "PlayerStats", "ScoreRow", "Scoresheet", "SeatEntry"),
    "schema": ("SCHEMA_VERSION",),
    "store": ("CannotContinue", "Restored", "Resumed", "ScoreStore", "Unfinished"),
}

__all__ = [
    "CSV_COLUMNS",
    "DB_NAME",
    "SCHEMA_VERSION",
    "STANDARD_OUTPUT",
    "BackupInfo",
    "BackupProblem",
    "CannotContinue",
    "Damage",
    "ExportCode",
    "ExportResult",
    "MatchState",
    "MatchSummary",
    "NoticeCode",
    "PlayerStats",
    "Restored",
    "Resumed",
    "ScoreRow",
    "ScoreStore",
    "Scoresheet",
    "SeatEntry",
    "StoreNotice",
    "Unfinished",
    "WriteProblem",
    "clean_name",
    "csv_delimiter",
    "default_path",
    "export_scores",
    "name_key",
]

__getattr__ = names_from(__name__, _HOMES, globals())
