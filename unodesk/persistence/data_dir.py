"""The folder the game keeps its data in (the scores, the lock of the running copy)."""
from __future__ import annotations

from pathlib import Path

import platformdirs

from unodesk import APP_NAME


def data_dir() -> Path:
    """`$XDG_DATA_HOME/unodesk` on Linux, the platform's own place elsewhere."""
    return platformdirs.user_data_path(APP_NAME, appauthor=False)
