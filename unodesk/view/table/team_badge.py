"""A team's badge at each seat of a match played in teams: the team's name
on a band of its colour, so partners are told apart by words as well as hue."""
from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from unodesk.i18n.table_words import team_words

from .layout import SeatPlace

# One a team (at most five, at ten seats); none of them a card's colour, so a
# badge is never read as the colour in force.
# Dark enough for white words on them.
TEAM_HUES = (QColor("#7b3fa0"), QColor("#a8520a"), QColor("#0e7471"), QColor("#a8336a"), QColor("#55606e"))
Z_BADGE = 450.0  # over the seats' cards, under the discard pile and flying cards


class TeamBadge(QGraphicsObject):
    """"Team 1" on a coloured band, at the foot of a seat (beside the name at the bottom seat)."""

    def __init__(self, seat: int, team: int) -> None:
        super().__init__()
        self.seat = seat
        self.team = team
        self.text = team_words(team)
        self._h = 20.0
        self._w = 60.0
        self.setZValue(Z_BADGE)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def _font(self) -> QFont:
        font = QFont("DejaVu Sans")
        font.setPixelSize(max(9, int(self._h * 0.62)))
        font.setBold(True)
        return font

    def retranslate(self) -> None:
        self.text = team_words(self.team)
        self._fit()

    def _fit(self) -> None:
        self.prepareGeometryChange()
        self._w = QFontMetricsF(self._font()).horizontalAdvance(self.text) + self._h * 1.3
        self.update()

    def place(self, place: SeatPlace, label_h: float) -> None:
        """At the foot of another seat's box; at the bottom seat, at the foot
        of the column of the person's badge, name and counts."""
        self._h = max(14.0, label_h * 0.8)
        self._fit()
        if place.bottom:
            column = place.label
            x, y = column.x + (column.w - self._w) / 2, column.bottom - self._h * 1.4
        else:
            box = place.box
            x, y = box.x + (box.w - self._w) / 2, box.bottom - self._h * 0.55
        self.setPos(x, y)

    def boundingRect(self) -> QRectF:
        return QRectF(-1, -1, self._w + 2, self._h + 2)

    def paint(self, p: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        hue = TEAM_HUES[self.team % len(TEAM_HUES)]
        rect = QRectF(0, 0, self._w, self._h)
        p.setPen(QPen(QColor("#f4f1e6"), 1.5))
        p.setBrush(hue)
        p.drawRoundedRect(rect, self._h / 2, self._h / 2)
        p.setFont(self._font())
        p.setPen(QColor("#ffffff"))
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, self.text)
