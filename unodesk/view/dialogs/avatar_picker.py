"""The face a seat wears, picked in the new-match window: its badge is a
button whose menu shows every face (and the initial alone).

A seat with no face picked wears the one its name wore last (the scores
keep a face per name), and a computer one of the computers' faces; the
badge shows it, and the name stays what a screen reader says.
"""
from __future__ import annotations

from PySide6.QtCore import QSize, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QGridLayout, QMenu, QToolButton, QWidget, QWidgetAction

from unodesk.setup import SeatKind
from unodesk.setup.looks import AVATARS, COMPUTER_AVATARS

from ..table.avatars import avatar_pixmap, face_of

BADGE = 30
ICON = 44
COLUMNS = 5


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
        """The faces, made when opened: a grid of every face in this seat's colour, then the initial alone."""
        self.faces.clear()
        dpr = self.devicePixelRatioF()
        grid = QWidget(self.faces)
        layout = QGridLayout(grid)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.setSpacing(4)
        for index, (face, text) in enumerate((*AVATARS, ("", None))):
            label = text.translated() if text is not None else self.tr("Only the initial")
            button = QToolButton(grid)
            button.setObjectName(f"face_{face or 'initial'}")
            button.setAutoRaise(True)
            button.setIconSize(QSize(ICON, ICON))
            button.setIcon(QIcon(avatar_pixmap("?" if face else "A", self.index, ICON, dpr, face or None)))
            button.setToolTip(label)
            button.setAccessibleName(label)
            button.setCheckable(True)
            button.setChecked(face == self.chosen)
            button.clicked.connect(lambda checked=False, f=face: self._pick(f))
            layout.addWidget(button, index // COLUMNS, index % COLUMNS)
        holder = QWidgetAction(self.faces)
        holder.setDefaultWidget(grid)
        self.faces.addAction(holder)

    def _pick(self, face: str) -> None:
        self.chosen = face
        self.faces.close()
        self.picked.emit()

    def face_buttons(self) -> list[QToolButton]:
        """The faces the menu offers (once it has been opened), the initial last."""
        return [b for b in self.faces.findChildren(QToolButton) if b.objectName().startswith("face_")]
