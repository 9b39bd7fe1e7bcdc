"""The match setup's values, imported in one place for the match log and the scores."""
from __future__ import annotations

from unodesk.setup import MatchSetup, RoundResult, SeatKind, SeatSetup

__all__ = ["MatchSetup", "RoundResult", "SeatKind", "SeatSetup"]
