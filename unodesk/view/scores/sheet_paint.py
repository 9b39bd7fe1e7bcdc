"""A scoresheet drawn as a family keeps one on paper: a row a round, a
column a player, the points of each round and the running total.

One painter for the screen and for paper (print and PDF): everything is
measured from the fonts on the device it is drawn on. The marks are
shapes, not only colours: a star for who went out, a small card for who
dealt, a pen circle around the leader's total, a bent arrow for a round
with take-backs.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QPaintDevice,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTextLayout,
    QTextOption,
)

from unodesk.persistence.scores import MatchState, ScoreRow, Scoresheet

from .. import theme
from .wording import date_time_text, fill, kind_text, level_text, rules_name, short_name, target_text, translate

STAR = "★"
TAKE_BACK = "↶"
CROWN = "♛"


@dataclass(frozen=True)
class SheetWords:
    """What the sheet writes, in the interface's language."""

    title: str
    started: str
    target: str
    rules: str
    round_header: str
    total: str
    no_rounds: str
    winner: str
    kinds: tuple[str, ...]  # under each name: "Computer, Hard", or nothing
    levels: tuple[str, ...]  # the same in fewer letters: "Hard"
    legend_out: str
    legend_lead: str
    legend_dealt: str
    legend_take_back: str
    teams: tuple[str, ...]  # "Team 1: 340", when the match was played in teams

    @classmethod
    def of(cls, sheet: Scoresheet) -> SheetWords:
        summary = sheet.summary
        return cls(
            title=translate("ScoreWords", "Scoresheet"),
            started=date_time_text(summary.started),
            target=target_text(summary.target, summary.scoring),
            rules=rules_name(summary),
            round_header=translate("ScoreWords", "Round"),
            total=translate("ScoreWords", "Total"),
            no_rounds=translate("ScoreWords", "No round has been finished yet."),
            winner=translate("ScoreWords", "Winner") if summary.state is MatchState.FINISHED else "",
            kinds=tuple(kind_text(s) for s in summary.seats),
            levels=tuple(level_text(s.level) if s.level else "" for s in summary.seats),
            legend_out=translate("ScoreWords", "went out"),
            legend_lead=translate("ScoreWords", "in the lead"),
            legend_dealt=translate("ScoreWords", "dealt"),
            legend_take_back=translate("ScoreWords", "a turn was taken back"),
            teams=team_lines(sheet),
        )


def team_lines(sheet: Scoresheet) -> tuple[str, ...]:
    """Each team's total, for a match played in teams (the seats say so)."""
    seats = sheet.summary.seats
    if not seats or any(s.team is None for s in seats):
        return ()
    totals: dict[int, int] = {}
    for seat, total in zip(seats, sheet.totals, strict=False):
        assert seat.team is not None  # every seat has a team (checked above)
        totals[seat.team] = totals.get(seat.team, 0) + total
    return tuple(
        fill(translate("ScoreWords", "Team %1: %2"), team + 1, total) for team, total in sorted(totals.items())
    )


@dataclass(frozen=True)
class Fonts:
    title: QFont
    name: QFont
    small: QFont
    figure: QFont
    total: QFont
    margin: QFont

    @classmethod
    def at(cls, scale: float = 1.0) -> Fonts:
        return cls(
            title=theme.title_font(17 * scale),
            name=theme.title_font(12.5 * scale),
            small=theme.figure_font(8.5 * scale),
            figure=theme.figure_font(9 * scale),
            total=theme.figure_font(12 * scale, bold=True),
            margin=theme.title_font(11 * scale),
        )


class SheetGeometry:
    """Where everything goes on a device, for a given width."""

    def __init__(
        self, sheet: Scoresheet, words: SheetWords, fonts: Fonts, device: QPaintDevice | None, width: float
    ) -> None:
        self.sheet, self.words, self.fonts = sheet, words, fonts
        m = {
            name: QFontMetricsF(getattr(fonts, name), device)
            if device is not None
            else QFontMetricsF(getattr(fonts, name))
            for name in ("title", "name", "small", "figure", "total", "margin")
        }
        self.metrics = m
        self.unit = m["small"].height() / 14.0  # a pixel on a screen at 96 dpi, in device units
        u = self.unit
        self.pad = 10 * u
        players = max(1, len(sheet.summary.seats))
        self.margin_width = (
            max(
                m["margin"].horizontalAdvance(f"99 {TAKE_BACK}"),
                m["small"].horizontalAdvance(words.round_header),
                m["margin"].horizontalAdvance(words.total),
            )
            + 2 * self.pad
        )
        # A column fits the marks, "+125" and "888" side by side (ten players
        # across a 1024 pixel screen); the names above it wrap or are cut.
        self.min_column = max(
            m["figure"].height() * 1.25
            + m["figure"].horizontalAdvance("+125")
            + m["total"].horizontalAdvance("888")
            + 16 * u,
            64 * u,
        )
        self.width = max(width, self.margin_width + players * self.min_column + 2 * self.pad)
        self.column = (self.width - self.margin_width - 2 * self.pad) / players
        self.left = self.pad
        self.row_height = max(m["total"].height() * 1.75, 24 * u)
        self.name_lines = 2
        kinds = any(words.kinds)
        self.names_height = m["name"].lineSpacing() * self.name_lines + (m["small"].height() if kinds else 0) + self.pad
        self.title_height = m["title"].height() + m["small"].lineSpacing() * 2 + self.pad * 1.5
        self.header_height = self.title_height + self.names_height + 4 * u
        self.legend_lines = self._legend_layout(self.width - 2 * self.pad)
        self.footer_height = (
            4 * u
            + self.row_height * 1.15
            + (m["small"].height() if words.winner else 0)
            + (m["small"].lineSpacing() if words.teams else 0)
            + len(self.legend_lines) * m["small"].lineSpacing() * 1.3
            + self.pad
        )

    @property
    def rows(self) -> Sequence[ScoreRow]:
        return self.sheet.rows

    def column_x(self, seat: int) -> float:
        return self.left + self.margin_width + seat * self.column

    def body_height(self) -> float:
        return max(1, len(self.rows)) * self.row_height

    def total_height(self) -> float:
        return self.header_height + self.body_height() + self.footer_height

    # -- the legend flows over as many lines as it needs -------------------
    def legend_items(self) -> list[tuple[str, str]]:
        w = self.words
        items = [("out", w.legend_out), ("lead", w.legend_lead), ("dealt", w.legend_dealt)]
        if any(r.had_take_backs for r in self.rows):
            items.append(("take_back", w.legend_take_back))
        return items

    def legend_item_width(self, text: str) -> float:
        m = self.metrics["small"]
        return m.height() * 1.4 + m.horizontalAdvance(text) + 18 * self.unit

    def _legend_layout(self, width: float) -> list[list[tuple[str, str]]]:
        lines: list[list[tuple[str, str]]] = [[]]
        used = 0.0
        for item in self.legend_items():
            w = self.legend_item_width(item[1])
            if lines[-1] and used + w > width:
                lines.append([])
                used = 0.0
            lines[-1].append(item)
            used += w
        return lines

    # -- hit tests for tooltips --------------------------------------------
    def seat_at(self, x: float) -> int | None:
        seat = math.floor((x - self.left - self.margin_width) / self.column)
        return seat if 0 <= seat < len(self.sheet.summary.seats) and x >= self.left + self.margin_width else None


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


def wrapped_lines(text: str, font: QFont, width: float, most: int, device: QPaintDevice | None = None) -> list[str]:
    """`text` broken into at most `most` lines of `width`, the last one elided."""
    metrics = QFontMetricsF(font, device) if device is not None else QFontMetricsF(font)
    layout = QTextLayout(text, font, device)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    layout.setTextOption(option)
    lines: list[str] = []
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        start, length = line.textStart(), line.textLength()
        if len(lines) == most - 1:
            rest = text[start:].strip()
            lines.append(metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width))
            break
        lines.append(text[start : start + length].strip())
    layout.endLayout()
    return lines or [""]
