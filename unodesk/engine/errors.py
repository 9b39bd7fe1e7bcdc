"""The one error an action can cause."""
from __future__ import annotations

from typing import Any


class IllegalAction(ValueError):
    """An action that is not legal now. Nothing was changed.

    `reason` is a stable code the interface translates; the message is plain
    English for logs and tests; `details` holds what the message mentions.
    """

    def __init__(self, reason: str, message: str, **details: Any) -> None:
        super().__init__(message)
        self.reason = reason
        self.details = details
