"""The match setup's values, imported in one place for the match log and the scores.

They are moving from the controller to `unodesk.setup`; until that move is
everywhere, the old home still serves. Once it is done, the fallback goes.
"""
from __future__ import annotations

try:
    from unodesk.setup import MatchSetup, RoundResult, SeatKind, SeatSetup
except ModuleNotFoundError as missing:  # before the setup values have their own package
    if missing.name != "unodesk.setup":
        raise
    from unodesk.controller.setup import MatchSetup, RoundResult, SeatKind, SeatSetup

__all__ = ["MatchSetup", "RoundResult", "SeatKind", "SeatSetup"]
