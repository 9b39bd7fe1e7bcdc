"""A player's face in the score windows: the badge the table shows (the
face the name wears, else its initial), small, for a list or a table."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QGuiApplication, QIcon, QPainter

from ..table.avatars import avatar_pixmap, face_of, paint_avatar

SIZE = 22


def face_icon(name: str, seat: int) -> QIcon:
    screen = QGuiApplication.primaryScreen()
    dpr = screen.devicePixelRatio() if screen is not None else 1.0
    return QIcon(avatar_pixmap(name, seat, SIZE, dpr))


def paint_face_over(p: QPainter, cell: QRectF, name: str, seat: int, lines: int, spacing: float,
                    under: float) -> None:
    """On a scoresheet: the face the name wears above its written name, where
    the head of the sheet has room (a name without a face keeps its place alone)."""
    if face_of(name) is None:
        return
    room = cell.height() - under - spacing * lines
    size = min(room - 2, spacing * 1.6)
    if size < spacing * 0.8:
        return
    top = cell.bottom() - under - spacing * lines - size - 1
    paint_avatar(p, QRectF(cell.center().x() - size / 2, top, size, size), name, seat)
