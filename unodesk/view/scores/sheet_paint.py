"""A scoresheet drawn as a family keeps one on paper: a row a round, a
column a player, the points of each round and the running total.

One painter for the screen and for paper (print and PDF): everything is
measured from the fonts on the device it is drawn on (`sheet_layout.py`). The marks are
shapes, not only colours: a star for who went out, a small card for who
dealt, a pen circle around the leader's total, a bent arrow for a round
with take-backs.
"""
from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)

from unodesk.persistence.scores import ScoreRow

from .. import theme
from .faces import paint_face_over
from .sheet_layout import CROWN, TAKE_BACK, SheetGeometry, wrapped_lines
from .wording import short_name


class SheetPainter:
    """Draws the three parts of a sheet: the head (title and names), the
    rounds, and the foot (totals, teams, legend)."""

    # What it fills areas with: the pad's warm paper on the screen (printing: exporting.PrintPainter).
    PAPER, SHADE, MARKER = theme.PAPER, theme.PAPER_SHADE, theme.HIGHLIGHT

    def __init__(self, geometry: SheetGeometry) -> None:
        self.g = geometry

    # -- the paper -------------------------------------------------------
    def paper(self, p: QPainter, rect: QRectF) -> None:
        p.fillRect(rect, self.PAPER)

    def margin_line(self, p: QPainter, top: float, bottom: float) -> None:
        g = self.g
        x = g.left + g.margin_width - 3 * g.unit
        p.setPen(QPen(theme.MARGIN, 1.2 * g.unit))
        p.drawLine(QPointF(x, top), QPointF(x, bottom))
        p.drawLine(QPointF(x + 3 * g.unit, top), QPointF(x + 3 * g.unit, bottom))

    def column_lines(self, p: QPainter, top: float, bottom: float) -> None:
        g = self.g
        pen = QPen(theme.RULE, 0.8 * g.unit)
        pen.setStyle(Qt.PenStyle.SolidLine)
        p.setPen(pen)
        for seat in range(1, len(g.sheet.summary.seats)):
            x = g.column_x(seat)
            p.drawLine(QPointF(x, top), QPointF(x, bottom))

    # -- the head ----------------------------------------------------------
    def paint_head(self, p: QPainter, top: float) -> None:
        g, w, m = self.g, self.g.words, self.g.metrics
        right = g.width - g.pad
        p.fillRect(QRectF(0, top, g.width, g.header_height), self.SHADE)
        y = top + g.pad * 0.6
        p.setPen(theme.INK)
        p.setFont(g.fonts.title)
        started_width = m["small"].horizontalAdvance(w.started)
        title_rect = QRectF(g.left, y, right - g.left - started_width - g.pad, m["title"].height())
        p.drawText(
            title_rect,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            m["title"].elidedText(w.title, Qt.TextElideMode.ElideRight, title_rect.width()),
        )
        p.setFont(g.fonts.small)
        p.setPen(theme.PENCIL)
        p.drawText(
            QRectF(right - started_width, y, started_width, m["title"].height()),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            w.started,
        )
        y += m["title"].height() + g.pad * 0.2
        for line in (w.target, w.rules):
            p.drawText(
                QRectF(g.left, y, right - g.left, m["small"].height()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                m["small"].elidedText(line, Qt.TextElideMode.ElideRight, right - g.left),
            )
            y += m["small"].lineSpacing()
        y = top + g.title_height
        p.setPen(QPen(theme.RULE, 0.8 * g.unit))
        p.drawLine(QPointF(0, y), QPointF(g.width, y))
        names_top = y
        p.setPen(theme.PENCIL)
        p.setFont(g.fonts.small)
        p.drawText(
            QRectF(g.left, names_top, g.margin_width - 8 * g.unit, g.names_height),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
            w.round_header,
        )
        for seat, entry in enumerate(g.sheet.summary.seats):
            x = g.column_x(seat)
            cell = QRectF(x + 4 * g.unit, names_top + g.pad * 0.4, g.column - 8 * g.unit, g.names_height - g.pad * 0.6)
            self._name(p, cell, short_name(entry.name), w.kinds[seat], w.levels[seat])
            paint_face_over(p, cell, entry.name, seat, len(wrapped_lines(short_name(entry.name), g.fonts.name,
                                                                          cell.width(), g.name_lines, p.device())),
                            g.metrics["name"].lineSpacing(), g.metrics["small"].height() if w.kinds[seat] else 0.0)
        bottom = top + g.header_height
        p.setPen(QPen(theme.INK, 1.1 * g.unit))
        p.drawLine(QPointF(0, bottom - 3 * g.unit), QPointF(g.width, bottom - 3 * g.unit))
        p.drawLine(QPointF(0, bottom - 0.5 * g.unit), QPointF(g.width, bottom - 0.5 * g.unit))
        self.margin_line(p, names_top, bottom)
        self.column_lines(p, names_top, bottom - 3 * g.unit)

    def _name(self, p: QPainter, cell: QRectF, name: str, kind: str, level: str) -> None:
        g, m = self.g, self.g.metrics
        kind_height = m["small"].height() if kind else 0.0
        lines = wrapped_lines(name, g.fonts.name, cell.width(), g.name_lines, p.device())
        spacing = m["name"].lineSpacing()
        y = cell.bottom() - kind_height - spacing * len(lines)
        p.setFont(g.fonts.name)
        p.setPen(theme.INK)
        for line in lines:
            p.drawText(QRectF(cell.left(), y, cell.width(), spacing), Qt.AlignmentFlag.AlignCenter, line)
            y += spacing
        if kind:
            p.setFont(g.fonts.small)
            p.setPen(theme.PENCIL)
            if m["small"].horizontalAdvance(kind) > cell.width():
                kind = level
            p.drawText(
                QRectF(cell.left(), y, cell.width(), kind_height),
                Qt.AlignmentFlag.AlignCenter,
                m["small"].elidedText(kind, Qt.TextElideMode.ElideRight, cell.width()),
            )

    # -- the rounds --------------------------------------------------------
    def paint_rows(self, p: QPainter, top: float, height: float, first: int = 0, last: int | None = None) -> None:
        """Rows `first` to `last` (exclusive) from `top`, and ruled lines
        below them down to `top + height`, as on an unfilled page."""
        g = self.g
        rows = g.rows[first:last]
        bottom = top + height
        p.setPen(QPen(theme.RULE, 0.8 * g.unit))
        y = top + g.row_height
        while y <= bottom + 0.5:
            p.drawLine(QPointF(0, y), QPointF(g.width, y))
            y += g.row_height
        self.margin_line(p, top, bottom)
        self.column_lines(p, top, bottom)
        if not g.rows:
            p.setFont(g.fonts.name)
            p.setPen(theme.PENCIL)
            p.drawText(
                QRectF(g.left + g.margin_width, top, g.width - g.margin_width - 2 * g.pad, g.row_height),
                Qt.AlignmentFlag.AlignCenter,
                g.words.no_rounds,
            )
            return
        for index, row in enumerate(rows, start=first):
            self._row(p, row, index, top + (index - first) * g.row_height)

    def _row(self, p: QPainter, row: ScoreRow, index: int, top: float) -> None:
        g, m, u = self.g, self.g.metrics, self.g.unit
        leaders = set(g.sheet.leaders(index + 1))
        number = str(row.number) + (f" {TAKE_BACK}" if row.had_take_backs else "")
        p.setFont(g.fonts.margin)
        p.setPen(theme.INK)
        p.drawText(
            QRectF(g.left, top, g.margin_width - 10 * u, g.row_height),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            number,
        )
        for seat, (points, total) in enumerate(zip(row.points, row.totals, strict=False)):
            x = g.column_x(seat)
            cell = QRectF(x + 3 * u, top + 2 * u, g.column - 6 * u, g.row_height - 4 * u)
            went_out = seat == row.went_out
            if went_out:
                p.fillRect(cell, self.MARKER)
            slot = QRectF(cell.left() + 1 * u, cell.top(), m["figure"].height() * 1.25, cell.height())
            if went_out:
                self.star(p, QRectF(slot.left(), slot.top(), slot.width(), slot.height() / 2))
            if seat == row.dealer:
                half = QRectF(slot.left(), slot.center().y(), slot.width(), slot.height() / 2)
                self.dealer_mark(p, half)
            # The round's points written small at the top, the running total
            # large and a little lower, as one adds up on paper.
            p.setFont(g.fonts.figure)
            p.setPen(theme.PENCIL)
            points_text = f"+{points}" if points > 0 else (str(points) if points else "–")
            p.drawText(
                QRectF(slot.right() + 2 * u, cell.top(), cell.width(), cell.height() * 0.5),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                points_text,
            )
            total_rect = QRectF(
                cell.left(), cell.top() + cell.height() * 0.2, cell.width() - 6 * u, cell.height() * 0.8
            )
            p.setFont(g.fonts.total)
            p.setPen(theme.INK)
            p.drawText(total_rect, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(total))
            if seat in leaders:
                advance = m["total"].horizontalAdvance(str(total))
                self.circle(
                    p,
                    QRectF(
                        total_rect.right() - advance - 4 * u, total_rect.top(), advance + 8 * u, total_rect.height()
                    ),
                )

    # -- the foot ----------------------------------------------------------
    def paint_foot(self, p: QPainter, top: float) -> None:
        g, w, m, u = self.g, self.g.words, self.g.metrics, self.g.unit
        p.fillRect(QRectF(0, top, g.width, g.footer_height), self.SHADE)
        p.setPen(QPen(theme.INK, 1.1 * u))
        p.drawLine(QPointF(0, top + 0.5 * u), QPointF(g.width, top + 0.5 * u))
        p.drawLine(QPointF(0, top + 3 * u), QPointF(g.width, top + 3 * u))
        row_top = top + 4 * u
        height = g.row_height * 1.15
        p.setFont(g.fonts.margin)
        p.setPen(theme.INK)
        p.drawText(
            QRectF(g.left, row_top, g.margin_width - 10 * u, height),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            w.total,
        )
        summary = g.sheet.summary
        leaders = set(g.sheet.leaders())
        totals = g.sheet.totals
        big = QFont(g.fonts.total)
        big.setPointSizeF(big.pointSizeF() * 1.2)
        big_metrics = QFontMetricsF(big, p.device())
        for seat, total in enumerate(totals):
            x = g.column_x(seat)
            cell = QRectF(x + 3 * u, row_top, g.column - 6 * u, height)
            p.setFont(big)
            p.setPen(theme.INK)
            p.drawText(cell, Qt.AlignmentFlag.AlignCenter, str(total))
            if seat in leaders and g.rows:
                advance = big_metrics.horizontalAdvance(str(total))
                self.circle(
                    p,
                    QRectF(
                        cell.center().x() - advance / 2 - 7 * u,
                        cell.top() + 2 * u,
                        advance + 14 * u,
                        cell.height() - 4 * u,
                    ),
                )
            if w.winner and seat == summary.winner:
                p.setFont(g.fonts.small)
                p.setPen(theme.RED_INK)
                p.drawText(
                    QRectF(x, row_top + height, g.column, m["small"].height()),
                    Qt.AlignmentFlag.AlignCenter,
                    m["small"].elidedText(f"{CROWN} {w.winner}", Qt.TextElideMode.ElideRight, g.column),
                )
        self.margin_line(p, top + 3 * u, row_top + height)
        self.column_lines(p, top + 3 * u, row_top + height)
        y = row_top + height + (m["small"].height() if w.winner else 0) + g.pad * 0.5
        p.setFont(g.fonts.small)
        if w.teams:
            p.setPen(theme.INK)
            p.drawText(
                QRectF(g.left, y, g.width - 2 * g.pad, m["small"].lineSpacing()),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                "    ".join(w.teams),
            )
            y += m["small"].lineSpacing()
        for line in g.legend_lines:
            x = g.left
            for key, text in line:
                x = self.legend_item(p, key, text, x, y)
            y += m["small"].lineSpacing() * 1.3

    def legend_item(self, p: QPainter, key: str, text: str, x: float, y: float) -> float:
        g, m, u = self.g, self.g.metrics, self.g.unit
        size = m["small"].height()
        mark = QRectF(x, y, size * 1.2, size * 1.2)
        if key == "out":
            p.fillRect(mark, self.MARKER)
            self.star(p, mark)
        elif key == "lead":
            self.circle(p, mark.adjusted(-2 * u, 0, 2 * u, 0))
        elif key == "dealt":
            self.dealer_mark(p, mark)
        else:
            p.setFont(g.fonts.margin)
            p.setPen(theme.INK)
            p.drawText(mark, Qt.AlignmentFlag.AlignCenter, TAKE_BACK)
        p.setFont(g.fonts.small)
        p.setPen(theme.PENCIL)
        p.drawText(
            QRectF(mark.right() + 5 * u, y, m["small"].horizontalAdvance(text) + 2 * u, mark.height()),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            text,
        )
        return x + g.legend_item_width(text)

    # -- the marks ---------------------------------------------------------
    def star(self, p: QPainter, rect: QRectF) -> None:
        r = min(rect.width(), rect.height()) * 0.45
        c = rect.center()
        points = [
            QPointF(
                c.x() + (r if i % 2 == 0 else r * 0.45) * math.sin(i * math.pi / 5),
                c.y() - (r if i % 2 == 0 else r * 0.45) * math.cos(i * math.pi / 5),
            )
            for i in range(10)
        ]
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(theme.INK, 0.8 * self.g.unit))
        p.setBrush(theme.GOLD)
        p.drawPolygon(QPolygonF(points))
        p.restore()

    def dealer_mark(self, p: QPainter, rect: QRectF) -> None:
        """Two small cards fanned: who dealt the round."""
        u = self.g.unit
        h = min(rect.height() * 0.8, rect.width() * 1.1)
        w = h * 0.66
        c = rect.center()
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(theme.INK, 0.8 * u))
        for angle, shift in ((-14, -w * 0.22), (10, w * 0.22)):
            p.save()
            p.translate(c.x() + shift, c.y())
            p.rotate(angle)
            p.setBrush(self.PAPER)
            p.drawRoundedRect(QRectF(-w / 2, -h / 2, w, h), 1.5 * u, 1.5 * u)
            p.restore()
        p.restore()

    def circle(self, p: QPainter, rect: QRectF) -> None:
        """A pen circle, not quite closed, as drawn by hand."""
        p.save()
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setPen(QPen(theme.RED_INK, 1.4 * self.g.unit))
        p.setBrush(Qt.BrushStyle.NoBrush)
        path = QPainterPath()
        path.arcMoveTo(rect, 100)
        path.arcTo(rect, 100, 345)
        p.drawPath(path)
        p.restore()
