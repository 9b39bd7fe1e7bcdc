"""About unodesk: the version, the licence, what it does with your data and
where it keeps it."""
from __future__ import annotations

import html
from dataclasses import dataclass
from pathlib import Path

import platformdirs
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

import unodesk
from unodesk.persistence.settings import APP_NAME, default_path

from .retranslating import Retranslating

LICENCE = "MIT"
SCORES_FILE = "scores.sqlite3"


@dataclass(frozen=True)
class Places:
    """The files a player may want to find, back up or delete."""

    settings: Path
    scores: Path


def default_places() -> Places:
    # The scores' file is the scores module's to name once it lands; the
    # folder is platformdirs' user data folder, as for every other file.
    return Places(default_path(), platformdirs.user_data_path(APP_NAME, appauthor=False) / SCORES_FILE)


class AboutDialog(Retranslating, QDialog):
    def __init__(self, places: Places | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("about_dialog")
        self.places = places or default_places()
        icon = QLabel()
        icon.setPixmap(QApplication.windowIcon().pixmap(64, 64))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.text = QLabel()
        self.text.setObjectName("about_text")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        # The paths can be selected and copied, to find the files.
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row = QHBoxLayout()
        row.addWidget(icon)
        row.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.retranslate()
        self.setMinimumWidth(520)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("About unodesk"))
        paragraphs = [
            _filled(self.tr("Version %1"), unodesk.__version__),
            html.escape(self.tr("Uno for the family desktop: two to ten players around one computer.")),
            _filled(self.tr("Free software under the %1 licence."), LICENCE),
            html.escape(self.tr(
                "unodesk plays offline. It never connects to the internet and collects nothing: "
                "no account, no statistics, no advertising.")),
            _filled(self.tr("Your settings are kept in:%1"), _path(self.places.settings), escape=False),
            _filled(self.tr("Your scores and the history of your matches are kept in:%1"),
                    _path(self.places.scores), escape=False),
        ]
        self.text.setText("<h2>unodesk</h2>" + "".join(f"<p>{p}</p>" for p in paragraphs))


def _filled(text: str, value: str, *, escape: bool = True) -> str:
    return html.escape(text).replace("%1", html.escape(value) if escape else value)


def _path(path: Path) -> str:
    """On a line of its own: a path is long and should not be broken."""
    return f"<br><code>{html.escape(str(path))}</code>"
