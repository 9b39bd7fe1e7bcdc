"""A small chart of a match: each player's running total over its rounds.

Drawn with QPainter on the sheet's paper. Lines are told apart by colour,
by the shape of their markers and by their dashes, so that no one needs
to tell colours apart to read it; players with the same total at a round
are drawn a few pixels apart there, so that no line hides another. The
axes say what they count: the rounds along the bottom, the points up the
side.
"""
from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QWidget

from unodesk.persistence.scores import Scoresheet

from .. import theme
from .wording import fill, short_name, translate

MARKERS = ("circle", "square", "triangle", "diamond", "down", "cross", "plus", "star", "bar", "hexagon")
DASHES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DotLine, Qt.PenStyle.DashDotLine)


def nice_step(span: float, ticks: int = 5) -> int:
    """A round step (1, 2, 5 times a power of ten) giving about `ticks` lines."""
    raw = max(1.0, span / max(1, ticks))
    power = 10 ** math.floor(math.log10(raw))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return int(factor * power)
    return int(10 * power)


# How far apart, in pixels, lines with the same total are drawn.
TIE_GAP = 3.0


def spread(values: Sequence[int], gap: float = TIE_GAP) -> list[float]:
    """Each value's offset in pixels: 0 alone, and values shared by several
    seats fanned out around 0, `gap` apart, in seat order."""
    offsets = [0.0] * len(values)
    for value in set(values):
        seats = [seat for seat, v in enumerate(values) if v == value]
        for k, seat in enumerate(seats):
            offsets[seat] = (k - (len(seats) - 1) / 2) * gap
    return offsets


def axis_titles() -> tuple[str, str]:
    """What the axes count: the rounds along the bottom, the points up the side."""
    return translate("ScoreWords", "Round"), translate("ScoreWords", "Points")


def draw_marker(p: QPainter, kind: str, at: QPointF, r: float) -> None:
    x, y = at.x(), at.y()
    if kind == "circle":
        p.drawEllipse(at, r, r)
    elif kind == "square":
        p.drawRect(QRectF(x - r, y - r, 2 * r, 2 * r))
    elif kind in ("triangle", "down"):
        s = -1 if kind == "triangle" else 1
        p.drawPolygon(QPolygonF([QPointF(x, y + s * r * 1.15), QPointF(x - r * 1.1, y - s * r * 0.8),
                                 QPointF(x + r * 1.1, y - s * r * 0.8)]))
    elif kind == "diamond":
        p.drawPolygon(QPolygonF([QPointF(x, y - r * 1.3), QPointF(x + r * 1.1, y), QPointF(x, y + r * 1.3),
                                 QPointF(x - r * 1.1, y)]))
    elif kind == "cross":
        p.drawLine(QPointF(x - r, y - r), QPointF(x + r, y + r))
        p.drawLine(QPointF(x - r, y + r), QPointF(x + r, y - r))
    elif kind == "plus":
        p.drawLine(QPointF(x - r * 1.2, y), QPointF(x + r * 1.2, y))
        p.drawLine(QPointF(x, y - r * 1.2), QPointF(x, y + r * 1.2))
    elif kind == "star":
        points = [QPointF(x + (r * 1.3 if i % 2 == 0 else r * 0.55) * math.sin(i * math.pi / 5),
                          y - (r * 1.3 if i % 2 == 0 else r * 0.55) * math.cos(i * math.pi / 5)) for i in range(10)]
        p.drawPolygon(QPolygonF(points))
    elif kind == "bar":
        p.drawRect(QRectF(x - r * 0.45, y - r * 1.2, r * 0.9, r * 2.4))
    else:
        p.drawPolygon(QPolygonF([QPointF(x + r * 1.15 * math.cos(a), y + r * 1.15 * math.sin(a))
                                 for a in (k * math.pi / 3 for k in range(6))]))


class RunningTotalsChart(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("running_totals")
        self.sheet: Scoresheet | None = None
        self.highlight: int | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumHeight(160)

    def set_sheet(self, sheet: Scoresheet | None, highlight: int | None = None) -> None:
        self.sheet, self.highlight = sheet, highlight
        if sheet is not None:
            names = ", ".join(f"{s.name} {t}" for s, t in zip(sheet.summary.seats, sheet.totals, strict=False))
            self.setAccessibleDescription(names)
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(560, 240)

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        p.setPen(QPen(theme.PAPER_EDGE, 2))
        p.setBrush(theme.PAPER)
        p.drawRoundedRect(rect, 6, 6)
        small = theme.figure_font(8.5)
        names = theme.title_font(10.5)
        fm = QFontMetricsF(small, self)
        name_metrics = QFontMetricsF(names, self)
        sheet = self.sheet
        if sheet is None or not sheet.rows:
            p.setFont(names)
            p.setPen(theme.PENCIL)
            p.drawText(rect, Qt.AlignmentFlag.AlignCenter, translate("ScoreWords", "No round has been finished yet."))
            p.end()
            return
        seats = sheet.summary.seats
        legend_width = min(rect.width() * 0.32,
                           max(name_metrics.horizontalAdvance(short_name(s.name)) for s in seats) + 40)
        line = max(fm.lineSpacing(), name_metrics.lineSpacing())
        rounds_title, points_title = axis_titles()
        # Room on the left for the points and their title (turned up the side), below for the rounds and theirs.
        left = fm.horizontalAdvance("8888") + fm.height() + 18
        plot = QRectF(rect.left() + left, rect.top() + 12, rect.width() - legend_width - left - 20,
                      rect.height() - 2 * fm.height() - 30)
        target = sheet.summary.target
        highest = max(max(r.totals) for r in sheet.rows)
        top = max(highest, target if highest >= target * 0.6 else highest) or 1
        step = nice_step(top)
        top = math.ceil(top / step) * step
        rounds = len(sheet.rows)

        def point(index: int, value: float) -> QPointF:
            x = plot.left() + (plot.width() * index / rounds if rounds else 0)
            return QPointF(x, plot.bottom() - plot.height() * value / top)

        # The grid: ruled lines at round values, the rounds along the bottom.
        p.setFont(small)
        for value in range(0, top + 1, step):
            y = point(0, value).y()
            p.setPen(QPen(theme.RULE, 1))
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(theme.PENCIL)
            p.drawText(QRectF(rect.left() + 4, y - fm.height() / 2, plot.left() - rect.left() - 10, fm.height()),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(value))
        every = max(1, math.ceil(rounds * fm.horizontalAdvance("88 ") / max(1.0, plot.width())))
        for index in range(0, rounds + 1, every):
            x = point(index, 0).x()
            p.drawText(QRectF(x - 20, plot.bottom() + 4, 40, fm.height()), Qt.AlignmentFlag.AlignCenter, str(index))
        p.drawText(QRectF(plot.left(), plot.bottom() + fm.height() + 6, plot.width(), fm.height()),
                   Qt.AlignmentFlag.AlignCenter, rounds_title)
        p.save()
        p.translate(rect.left() + 4, plot.center().y())
        p.rotate(-90)
        p.drawText(QRectF(-plot.height() / 2, 0, plot.height(), fm.height()), Qt.AlignmentFlag.AlignCenter,
                   points_title)
        p.restore()
        p.setPen(QPen(theme.INK, 1.2))
        p.drawLine(plot.bottomLeft(), plot.bottomRight())
        p.drawLine(plot.bottomLeft(), plot.topLeft())
        if target <= top:
            pen = QPen(theme.RED_INK, 1.2, Qt.PenStyle.DashLine)
            p.setPen(pen)
            y = point(0, target).y()
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            label = fill(translate("ScoreWords", "target %1"), target)
            p.drawText(QRectF(plot.right() - fm.horizontalAdvance(label) - 4, y - fm.height() - 1,
                              fm.horizontalAdvance(label) + 4, fm.height()), Qt.AlignmentFlag.AlignRight, label)
        # One line a player, from 0 before the first round.
        order = [s for s in range(len(seats)) if s != self.highlight] + (
            [self.highlight] if self.highlight is not None else [])
        # Each round's totals, from 0 before the first (where every line starts); equal ones fanned apart.
        totals = [(0,) * len(seats)] + [row.totals for row in sheet.rows]
        offsets = [[0.0] * len(seats)] + [spread(values) for values in totals[1:]]

        def at(index: int, seat: int) -> QPointF:
            return point(index, totals[index][seat]) + QPointF(0, offsets[index][seat])

        for seat in order:
            color = theme.SERIES[seat % len(theme.SERIES)]
            width = 3.2 if seat == self.highlight else 1.8
            pen = QPen(color, width, DASHES[(seat // len(MARKERS) + seat) % len(DASHES)])
            path = QPainterPath(at(0, seat))
            for index in range(1, len(totals)):
                path.lineTo(at(index, seat))
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            p.setPen(QPen(color.darker(140), 1.2))
            p.setBrush(color)
            for index in range(1, len(totals)):
                draw_marker(p, MARKERS[seat % len(MARKERS)], at(index, seat), 3.6 if width < 3 else 4.6)
        # The legend: marker, dash and name.
        x = rect.right() - legend_width
        y = rect.top() + 10
        available = rect.height() - 20
        per_line = max(line, min(line * 1.4, available / max(1, len(seats))))
        for seat, entry in enumerate(seats):
            if y + line > rect.bottom() - 4:
                break
            color = theme.SERIES[seat % len(theme.SERIES)]
            dash = DASHES[(seat // len(MARKERS) + seat) % len(DASHES)]
            p.setPen(QPen(color, 3.0 if seat == self.highlight else 1.8, dash))
            p.drawLine(QPointF(x, y + line / 2), QPointF(x + 26, y + line / 2))
            p.setPen(QPen(color.darker(140), 1.2))
            p.setBrush(color)
            draw_marker(p, MARKERS[seat % len(MARKERS)], QPointF(x + 13, y + line / 2), 3.6)
            font = theme.title_font(10.5, bold=seat == self.highlight)
            font.setUnderline(seat == self.highlight)
            p.setFont(font)
            p.setPen(theme.INK)
            text = QFontMetricsF(font, self).elidedText(
                short_name(entry.name), Qt.TextElideMode.ElideRight, legend_width - 36
            )
            p.drawText(QRectF(x + 32, y, legend_width - 34, line), Qt.AlignmentFlag.AlignVCenter, text)
            y += per_line
        p.end()
