"""Where the scores' save dialogs open: the folder last saved into, which
the wiring remembers in the settings, else the person's Documents folder
(Qt's standard locations, on every system)."""
from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QStandardPaths


def documents_folder() -> Path:
    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return Path(found) if found else Path.home()


class ExportFolder:
    def __init__(self) -> None:
        self._last: Path | None = None
        # Told each folder saved into (the wiring keeps it in the settings).
        self.chosen: Callable[[Path], None] | None = None

    def set(self, folder: str) -> None:
        """The folder remembered from an earlier save ("": none yet)."""
        self._last = Path(folder) if folder else None

    def current(self) -> Path:
        """Where the next save dialog opens: the last folder while it is there, else Documents."""
        last = self._last
        return last if last is not None and last.is_dir() else documents_folder()

    def forget(self, chosen: Callable[[Path], None]) -> None:
        """The window that keeps the folder is gone: nobody is told any more (unless another took over)."""
        if self.chosen is chosen:
            self.chosen = None

    def saved_in(self, folder: Path) -> None:
        self._last = folder
        if self.chosen is not None:
            self.chosen(folder)


EXPORT_FOLDER = ExportFolder()
