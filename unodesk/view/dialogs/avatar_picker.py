"""The face a seat wears, picked in the new-match window: its badge is a
button whose menu shows every face (and the initial alone).

A seat with no face picked wears the one its name wore last (the scores
keep a face per name), and a computer one of the computers' faces; the
badge shows it, and the name stays what a screen reader says.
"""
from __future__ import annotations

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QAction, QIcon
from PySide6.QtWidgets import QMenu, QToolButton, QWidget

from unodesk.setup import SeatKind
from unodesk.setup.looks import AVATARS, COMPUTER_AVATARS

from ..table.avatars import avatar_pixmap, face_of

BADGE = 30
ICON = 40


class FaceButton(QToolButton):
    """The seat's badge; a click opens the faces to pick from."""

    picked = Signal()

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.chosen: str | None = None  # picked here ("" : the initial alone); None: not picked
        self.setObjectName("face")
        self.setAutoRaise(True)
        self.setFixedSize(BADGE + 4, BADGE + 4)
        self.setIconSize(QSize(BADGE, BADGE))
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.faces = QMenu(self)
        self.faces.aboutToShow.connect(self._fill)
        self.setMenu(self.faces)
        self._actions: list[QAction] = []

    def face(self, name: str, kind: SeatKind) -> str:
        """The face the seat wears: the one picked, else its name's, else a computer's own."""
        if self.chosen is not None:
            return self.chosen
        remembered = face_of(name) if name else None
        if remembered:
            return remembered
        return COMPUTER_AVATARS[self.index % len(COMPUTER_AVATARS)] if kind is SeatKind.COMPUTER else ""

    def show_face(self, name: str, kind: SeatKind) -> None:
        dpr = self.devicePixelRatioF()
        self.setIcon(QIcon(avatar_pixmap(name or "?", self.index, BADGE, dpr, self.face(name, kind) or None)))

    def retranslate(self, name_words: str) -> None:
        self.setToolTip(self.tr("Choose a face"))
        self.setAccessibleName(self.tr("Face of %1").replace("%1", name_words))

    def _fill(self) -> None:
        """The menu, made when opened: every face in this seat's colour, then the initial alone."""
        self.faces.clear()
        dpr = self.devicePixelRatioF()
        self.faces.setStyleSheet(f"QMenu {{ icon-size: {ICON}px; }}")
        for face, text in (*AVATARS, ("", None)):
            label = text.translated() if text is not None else self.tr("Only the initial")
            icon = QIcon(avatar_pixmap("?" if face else "A", self.index, ICON, dpr, face or None))
            action = self.faces.addAction(icon, label)
            action.setObjectName(f"face_{face or 'initial'}")
            action.triggered.connect(lambda checked=False, f=face: self._pick(f))

    def _pick(self, face: str) -> None:
        self.chosen = face
        self.picked.emit()
