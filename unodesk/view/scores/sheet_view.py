"""The scoresheet on screen: the head with the names and the foot with the
totals stay in place while the rounds scroll between them."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QRectF, QSize, Qt
from PySide6.QtGui import QHelpEvent, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QAbstractScrollArea, QToolTip, QWidget

from unodesk.persistence.scores import Scoresheet

from .sheet_layout import Fonts, SheetGeometry, SheetWords
from .sheet_paint import SheetPainter
from .wording import fill, kind_text, translate

# How far the writing may shrink to fit every player across the window.
SMALLEST = 0.8


class SheetView(QAbstractScrollArea):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sheet")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setFrameShape(QAbstractScrollArea.Shape.NoFrame)
        self.fonts = Fonts.at()
        self._sheet: Scoresheet | None = None
        self._words: SheetWords | None = None
        self._geometry: SheetGeometry | None = None
        self.viewport().setAutoFillBackground(False)

    @property
    def sheet(self) -> Scoresheet | None:
        return self._sheet

    @property
    def geometry_(self) -> SheetGeometry | None:
        return self._geometry

    def set_sheet(self, sheet: Scoresheet | None, *, follow: bool = True) -> None:
        """Show `sheet`; with `follow`, scrolled to its newest round."""
        self._sheet = sheet
        self._words = SheetWords.of(sheet) if sheet is not None else None
        self._relayout()
        if follow:
            self.verticalScrollBar().setValue(self.verticalScrollBar().maximum())
        self._describe()
        self.viewport().update()

    def retranslate(self) -> None:
        if self._sheet is not None:
            self.set_sheet(self._sheet, follow=False)

    def _relayout(self) -> None:
        if self._sheet is None or self._words is None:
            self._geometry = None
            self.horizontalScrollBar().setRange(0, 0)
            self.verticalScrollBar().setRange(0, 0)
            return
        width = self.viewport().width()
        g = SheetGeometry(self._sheet, self._words, self.fonts, self.viewport(), width)
        if g.width > width:
            # Many players on a small screen: smaller writing before scrolling sideways.
            scale = max(SMALLEST, width / g.width * 0.99)
            g = SheetGeometry(self._sheet, self._words, Fonts.at(scale), self.viewport(), width)
        self._geometry = g
        bar = self.horizontalScrollBar()
        bar.setRange(0, max(0, round(g.width - self.viewport().width())))
        bar.setPageStep(self.viewport().width())
        bar.setSingleStep(max(1, round(g.column / 4)))
        visible = self._body_visible()
        bar = self.verticalScrollBar()
        bar.setRange(0, max(0, round(g.body_height() - visible)))
        bar.setPageStep(max(1, round(visible)))
        bar.setSingleStep(max(1, round(g.row_height)))

    def _body_visible(self) -> float:
        g = self._geometry
        if g is None:
            return 0.0
        return max(g.row_height, self.viewport().height() - g.header_height - g.footer_height)

    def _describe(self) -> None:
        """For screen readers: who is playing and where the totals stand."""
        sheet = self._sheet
        if sheet is None:
            self.setAccessibleDescription("")
            return
        parts = [f"{s.name} {t}" for s, t in zip(sheet.summary.seats, sheet.totals, strict=False)]
        self.setAccessibleName(translate("ScoreWords", "Scoresheet"))
        self.setAccessibleDescription(
            fill(translate("ScoreWords", "Rounds played: %1."), len(sheet.rows)) + " " + ", ".join(parts)
        )

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._relayout()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self._relayout()
        super().changeEvent(event)

    def sizeHint(self) -> QSize:
        if self._geometry is None:
            return QSize(600, 400)
        g = self._geometry
        return QSize(
            round(g.margin_width + g.min_column * len(g.sheet.summary.seats) + 2 * g.pad),
            round(min(g.total_height(), g.header_height + g.footer_height + 10 * g.row_height)),
        )

    def minimumSizeHint(self) -> QSize:
        if self._geometry is None:
            return QSize(200, 150)
        g = self._geometry
        return QSize(240, round(g.header_height + g.footer_height + g.row_height))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self.viewport())
        size = self.viewport().size()
        g = self._geometry
        if g is None:
            p.end()
            return
        painter = SheetPainter(g)
        left = -self.horizontalScrollBar().value()
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.translate(left, 0)
        painter.paper(p, QRectF(0, 0, max(g.width, size.width()), size.height()))
        body_top = g.header_height
        body_height = max(g.row_height, size.height() - g.header_height - g.footer_height)
        p.save()
        p.setClipRect(QRectF(-left, body_top, size.width(), body_height))
        scrolled = self.verticalScrollBar().value()
        first = int(scrolled // g.row_height)
        last = first + int(body_height // g.row_height) + 2
        offset = body_top - scrolled + first * g.row_height
        painter.paint_rows(p, offset, body_top + body_height - offset, first, last)
        p.restore()
        painter.paint_head(p, 0)
        painter.paint_foot(p, body_top + body_height)
        p.end()

    # -- tooltips: the whole name, and a round in words -------------------
    def viewportEvent(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            text = self.tip_at(event.pos())
            if text:
                QToolTip.showText(event.globalPos(), text, self.viewport())
            else:
                QToolTip.hideText()
                event.ignore()
            return True
        return super().viewportEvent(event)

    def tip_at(self, pos: QPoint) -> str:
        g = self._geometry
        if g is None:
            return ""
        x = pos.x() + self.horizontalScrollBar().value()
        seat = g.seat_at(x)
        seats = g.sheet.summary.seats
        size = self.viewport().size()
        if pos.y() < g.header_height:
            if seat is None or pos.y() < g.title_height:
                return ""
            kind = kind_text(seats[seat])
            return seats[seat].name + (f" ({kind})" if kind else "")
        body_height = max(g.row_height, size.height() - g.header_height - g.footer_height)
        if pos.y() >= g.header_height + body_height:
            return ""
        index = int((pos.y() - g.header_height + self.verticalScrollBar().value()) // g.row_height)
        if not 0 <= index < len(g.rows):
            return ""
        return round_tip(g.sheet, index, seat)


def round_tip(sheet: Scoresheet, index: int, seat: int | None) -> str:
    """A round in words, for one seat or for the round as a whole."""
    row = sheet.rows[index]
    seats = sheet.summary.seats
    lines = [fill(translate("ScoreWords", "Round %1, dealt by %2."), row.number, seats[row.dealer].name)]
    if row.went_out is not None:
        lines.append(fill(translate("ScoreWords", "%1 went out."), seats[row.went_out].name))
    if row.had_take_backs:
        lines.append(fill(translate("ScoreWords", "Turns taken back: %1."), row.take_backs))
    if seat is not None:
        lines.append(
            fill(
                translate("ScoreWords", "%1: %2 points this round, %3 in all."),
                seats[seat].name,
                row.points[seat],
                row.totals[seat],
            )
        )
    return "\n".join(lines)
