"""What a scoresheet says and where it goes: its words in the sheet's
language (`SheetWords`), the fonts at a scale (`Fonts`) and the places of
its columns, rows and legend (`SheetGeometry`), measured from the fonts on
the device it is drawn on. `sheet_paint.py` draws it from these.
"""
from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPaintDevice, QTextLayout, QTextOption

from unodesk.persistence.scores import MatchState, ScoreRow, Scoresheet

from .. import theme
from .wording import date_time_text, fill, kind_text, level_text, rules_name, target_text, translate

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
