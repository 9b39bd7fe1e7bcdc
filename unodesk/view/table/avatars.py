"""A seat's badge: the face its player wears (view/avatar_art.py) in a
circle of the seat's own colour, or, for a player without one, the name's
initial (the badge a screen reader names is always the name).

The same badge marks a seat on the table, in the new-match window, the
round's summary and the score windows, so that a child who cannot read the
names yet finds their seat by its face and colour. The faces are known by
the players' names (`remember_faces`: from the match set up, and from the
scores, where each name keeps its face).
"""
from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap

from unodesk.persistence.scores.names import name_key

# Ten colours that stay apart from the four card colours' hues and from the felt.
AVATAR_COLORS = (
    QColor("#7e57c2"), QColor("#ef6c00"), QColor("#00838f"), QColor("#c2185b"), QColor("#5d4037"),
    QColor("#3949ab"), QColor("#689f38"), QColor("#8d6e63"), QColor("#00695c"), QColor("#ad1457"),
)
RIM = QColor("#f4f1e6")


def avatar_color(seat: int) -> QColor:
    return AVATAR_COLORS[seat % len(AVATAR_COLORS)]


def initial(name: str) -> str:
    """The name's first letter (or digit), as a person would write it on a badge."""
    for char in name.strip():
        if char.isalnum():
            return char.upper()
    return "?"


_FACES: dict[str, str] = {}  # a player's name (folded) -> the face they wear


def remember_faces(faces: Iterable[tuple[str, str]]) -> None:
    """Each (name, face) pair: that player wears that face from now on (an empty face: the initial)."""
    for name, face in faces:
        if face:
            _FACES[name_key(name)] = face
        else:
            _FACES.pop(name_key(name), None)


def forget_faces() -> None:
    """Every name back to its initial (a new store of scores, a test)."""
    _FACES.clear()


def face_of(name: str) -> str | None:
    return _FACES.get(name_key(name))


def avatar_pixmap(name: str, seat: int, size: int, dpr: float = 1.0, face: str | None = None) -> QPixmap:
    """The badge as a picture (for lists and tables)."""
    pix = QPixmap(round(size * dpr), round(size * dpr))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pix)
    paint_avatar(painter, QRectF(0, 0, size, size), name, seat, face=face)
    painter.end()
    return pix


def paint_avatar(p: QPainter, rect: QRectF, name: str, seat: int, *, glow: QColor | None = None,
                 face: str | None = None) -> None:
    """The badge in `rect` (a circle of its smaller side): `face`, else the
    one `name` wears, else the name's initial."""
    size = min(rect.width(), rect.height())
    circle = QRectF(rect.center().x() - size / 2, rect.center().y() - size / 2, size, size)
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(glow or RIM, max(1.5, size * 0.07)))
    p.setBrush(avatar_color(seat))
    p.drawEllipse(circle.adjusted(1, 1, -1, -1))
    worn = face or face_of(name)
    if worn:
        from ..avatar_art import paint_face_art  # drawn only once a face is worn

        if paint_face_art(p, circle.adjusted(size * 0.1, size * 0.12, -size * 0.1, -size * 0.08), worn):
            p.restore()
            return
    font = QFont("DejaVu Sans")
    font.setPixelSize(max(8, int(size * 0.52)))
    font.setBold(True)
    p.setFont(font)
    p.setPen(RIM)
    p.drawText(circle, Qt.AlignmentFlag.AlignCenter, initial(name))
    p.restore()
