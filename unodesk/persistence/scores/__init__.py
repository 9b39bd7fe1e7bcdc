"""Scoresheets, the match history and the match in play, kept in SQLite.

The names the game uses are gathered here; see store.py for the flow.
"""
from .export import CSV_COLUMNS, ExportCode, ExportResult, csv_delimiter, export_scores
from .names import clean_name, name_key
from .notices import Damage, NoticeCode, StoreNotice, WriteProblem
from .opening import DB_NAME, default_path
from .queries import MatchState, MatchSummary, PlayerStats, ScoreRow, Scoresheet, SeatEntry
from .schema import SCHEMA_VERSION
from .store import CannotContinue, Resumed, ScoreStore, Unfinished

__all__ = [
    "CSV_COLUMNS", "ExportCode", "ExportResult", "csv_delimiter", "export_scores",
    "clean_name", "name_key",
    "Damage", "NoticeCode", "StoreNotice", "WriteProblem",
    "DB_NAME", "default_path",
    "MatchState", "MatchSummary", "PlayerStats", "ScoreRow", "Scoresheet", "SeatEntry",
    "SCHEMA_VERSION",
    "CannotContinue", "Resumed", "ScoreStore", "Unfinished",
]
