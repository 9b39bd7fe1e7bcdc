"""Card faces and the card back, drawn by the program.

Every colour has its own shape and pattern besides its hue (red: circles,
yellow: triangles, green: squares and stripes, blue: diamonds and waves), so
the cards can be told apart without seeing colour. Symbols are vector paths.
Painting a face is slow next to copying a pixmap, so `FaceCache` draws each
face once per size and device pixel ratio and hands out the same pixmap.
"""
from __future__ import annotations

import math
from functools import cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QTransform,
)

from unodesk.engine import Card, Color, Rank

from .card_backs import PATTERNS

HUES = {
    Color.RED: QColor("#d32f2f"),
    Color.YELLOW: QColor("#f4b400"),
    Color.GREEN: QColor("#2e9d4f"),
    Color.BLUE: QColor("#1e63c4"),
}
BLACK = QColor("#1f1f24")
INK = QColor("#17171c")
PAPER = QColor("#fbfaf5")
BACK = QColor("#2b3a55")
ORDER = (Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE)


# ------------------------------------------------------------------ shapes

def emblem_path(color: Color, size: float) -> QPainterPath:
    """The colour's own shape, centred on (0, 0), `size` across."""
    r = size / 2
    path = QPainterPath()
    if color is Color.RED:
        path.addEllipse(QPointF(0, 0), r, r)
    elif color is Color.YELLOW:
        path.moveTo(0, -r)
        path.lineTo(r * 0.95, r * 0.75)
        path.lineTo(-r * 0.95, r * 0.75)
        path.closeSubpath()
    elif color is Color.GREEN:
        s = r * 0.85
        path.addRect(QRectF(-s, -s, 2 * s, 2 * s))
    else:
        path.moveTo(0, -r)
        path.lineTo(r * 0.8, 0)
        path.lineTo(0, r)
        path.lineTo(-r * 0.8, 0)
        path.closeSubpath()
    return path


def paint_pattern(p: QPainter, color: Color, rect: QRectF, ink: QColor) -> None:
    """The colour's background pattern over `rect` (clipped by the caller)."""
    step = max(rect.width(), rect.height()) / 7
    p.save()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(ink)
    if color is Color.GREEN:  # diagonal stripes
        pen = QPen(ink, step * 0.28)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        span = rect.width() + rect.height()
        x = rect.left() - rect.height()
        while x < rect.left() + span:
            p.drawLine(QPointF(x, rect.bottom()), QPointF(x + rect.height(), rect.top()))
            x += step
    elif color is Color.BLUE:  # waves
        pen = QPen(ink, step * 0.2)
        p.setPen(pen)
        p.setBrush(Qt.BrushStyle.NoBrush)
        y = rect.top() + step / 2
        while y < rect.bottom() + step:
            wave = QPainterPath(QPointF(rect.left(), y))
            x = rect.left()
            while x < rect.right():
                wave.quadTo(QPointF(x + step / 4, y - step / 4), QPointF(x + step / 2, y))
                wave.quadTo(QPointF(x + 3 * step / 4, y + step / 4), QPointF(x + step, y))
                x += step
            p.drawPath(wave)
            y += step * 0.75
    else:  # dots for red, small triangles for yellow, in a staggered grid
        shape = emblem_path(color, step * (0.42 if color is Color.RED else 0.55))
        row = 0
        y = rect.top()
        while y < rect.bottom() + step:
            x = rect.left() + (step / 2 if row % 2 else 0)
            while x < rect.right() + step:
                p.drawPath(shape.translated(x, y))
                x += step
            y += step * 0.8
            row += 1
    p.restore()


@cache
def _font(bold_px: int) -> QFont:
    font = QFont("DejaVu Sans")
    font.setBold(True)
    font.setPixelSize(max(bold_px, 1))
    return font


def text_path(text: str, height: float) -> QPainterPath:
    """`text` as a path whose ink is about `height` tall, centred on (0, 0)."""
    path = QPainterPath()
    path.addText(QPointF(0, 0), _font(200), text)
    box = path.boundingRect()
    scale = height / max(box.height(), 1.0)
    t = QTransform()
    t.scale(scale, scale)
    t.translate(-box.center().x(), -box.center().y())
    return t.map(path)


def _arrow(length: float, thick: float) -> QPainterPath:
    """A straight arrow pointing right, centred on (0, 0)."""
    head = thick * 2.2
    body = length - head
    path = QPainterPath()
    path.moveTo(-length / 2, -thick / 2)
    path.lineTo(-length / 2 + body, -thick / 2)
    path.lineTo(-length / 2 + body, -head / 2)
    path.lineTo(length / 2, 0)
    path.lineTo(-length / 2 + body, head / 2)
    path.lineTo(-length / 2 + body, thick / 2)
    path.lineTo(-length / 2, thick / 2)
    path.closeSubpath()
    return path


def _rotated(path: QPainterPath, degrees: float, dx: float = 0.0, dy: float = 0.0) -> QPainterPath:
    t = QTransform()
    t.translate(dx, dy)
    t.rotate(degrees)
    return t.map(path)


def _curved_arrow(radius: float, thick: float, start: float, sweep: float) -> QPainterPath:
    """A thick arc around (0, 0) from `start` degrees through `sweep`, with a head."""
    outer, inner = radius + thick / 2, radius - thick / 2
    band = QPainterPath()
    band.arcMoveTo(QRectF(-outer, -outer, 2 * outer, 2 * outer), start)
    band.arcTo(QRectF(-outer, -outer, 2 * outer, 2 * outer), start, sweep)
    band.arcTo(QRectF(-inner, -inner, 2 * inner, 2 * inner), start + sweep, -sweep)
    band.closeSubpath()
    end = math.radians(start + sweep)
    # Qt's angles run counter-clockwise on screen, with y pointing down.
    rx, ry = math.cos(end), -math.sin(end)
    sign = 1 if sweep > 0 else -1
    tx, ty = -math.sin(end) * sign, -math.cos(end) * sign
    half, length = thick * 1.05, thick * 1.3
    head = QPainterPath()
    head.moveTo(rx * (radius + half), ry * (radius + half))
    head.lineTo(rx * radius + tx * length, ry * radius + ty * length)
    head.lineTo(rx * (radius - half), ry * (radius - half))
    head.closeSubpath()
    return band.united(head)


def symbol_path(rank: Rank, size: float) -> QPainterPath:
    """The rank's symbol, centred on (0, 0), about `size` tall."""
    number = rank.number
    if number is not None:
        path = text_path(str(number), size)
        if number in (6, 9):  # underlined so a 6 is not read as a 9 upside down
            box = path.boundingRect()
            path.addRect(QRectF(box.left(), box.bottom() + size * 0.06, box.width(), size * 0.09))
            path = path.translated(0, -size * 0.075)
        return path
    r = size / 2
    if rank is Rank.SKIP:
        ring = QPainterPath()
        ring.addEllipse(QPointF(0, 0), r, r)
        hole = QPainterPath()
        hole.addEllipse(QPointF(0, 0), r * 0.7, r * 0.7)
        bar = QPainterPath()
        bar.addRect(QRectF(-r * 0.85, -r * 0.15, r * 1.7, r * 0.3))
        return ring.subtracted(hole).united(_rotated(bar, -45))
    if rank is Rank.REVERSE:
        a = _curved_arrow(r * 0.7, r * 0.26, 105, 130)
        b = _curved_arrow(r * 0.7, r * 0.26, 285, 130)
        return a.united(b)
    if rank is Rank.DRAW_TWO:
        return text_path("+2", size * 0.8)
    if rank is Rank.WILD_DRAW_FOUR:
        return text_path("+4", size * 0.8)
    if rank is Rank.WILD_SHUFFLE_HANDS:
        a = _rotated(_arrow(size * 1.05, size * 0.13), -30)
        b = _rotated(_arrow(size * 1.05, size * 0.13), 30)
        return a.united(b)
    if rank is Rank.WILD_SWAP_HANDS:
        top = _arrow(size * 1.0, size * 0.16).translated(0, -r * 0.38)
        bottom = _rotated(_arrow(size * 1.0, size * 0.16), 180, 0, r * 0.38)
        return top.united(bottom)
    if rank is Rank.WILD_CUSTOM:
        star = QPainterPath()
        for i in range(10):
            radius = r if i % 2 == 0 else r * 0.45
            angle = math.radians(-90 + i * 36)
            pt = QPointF(math.cos(angle) * radius, math.sin(angle) * radius)
            if i == 0:
                star.moveTo(pt)
            else:
                star.lineTo(pt)
        star.closeSubpath()
        return star
    return QPainterPath()  # Rank.WILD: the four-colour wheel says it all


# ------------------------------------------------------------------ painting

def _wheel(p: QPainter, center: QPointF, radius: float) -> None:
    """Four quarters, each in a colour with its shape: the sign of a wild card."""
    box = QRectF(center.x() - radius, center.y() - radius, 2 * radius, 2 * radius)
    for i, color in enumerate(ORDER):
        p.setPen(QPen(INK, radius * 0.06))
        p.setBrush(HUES[color])
        p.drawPie(box, (90 + 90 * i) * 16, 90 * 16)
        angle = math.radians(135 + 90 * i)
        spot = QPointF(center.x() + math.cos(angle) * radius * 0.52,
                       center.y() - math.sin(angle) * radius * 0.52)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(PAPER)
        p.drawPath(emblem_path(color, radius * 0.42).translated(spot))


def _ink(p: QPainter, path: QPainterPath, at: QPointF, outline: float) -> None:
    """A white symbol with a dark outline, readable on every colour."""
    moved = path.translated(at)
    p.setPen(QPen(INK, outline, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    p.setBrush(PAPER)
    p.drawPath(moved)


def _card_body(p: QPainter, w: float, h: float, fill: QColor) -> tuple[QRectF, QPainterPath]:
    """A card's white rim and its rounded body in `fill`; returns the body's rect and path."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = w * 0.09
    outer = QRectF(0.5, 0.5, w - 1, h - 1)
    p.setPen(QPen(QColor(0, 0, 0, 90), 1))
    p.setBrush(PAPER)
    p.drawRoundedRect(outer, radius, radius)
    border = w * 0.055
    inner = outer.adjusted(border, border, -border, -border)
    body = QPainterPath()
    body.addRoundedRect(inner, radius * 0.7, radius * 0.7)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(fill)
    p.drawPath(body)
    return inner, body


def paint_face(p: QPainter, card: Card, w: float, h: float, contrast: bool = False) -> None:
    """The face of `card` filling (0, 0, w, h); with `contrast`, a larger
    symbol with a thicker outline and a dark edge round the card."""
    color = card.color
    inner, body = _card_body(p, w, h, BLACK if color is None else HUES[color])
    if color is not None:
        p.save()
        p.setClipPath(body)
        paint_pattern(p, color, inner, QColor(255, 255, 255, 20 if contrast else 46))
        p.restore()
    center = inner.center()
    big = h * (0.48 if contrast else 0.40)
    outline = max(1.0, w * (0.055 if contrast else 0.03))
    if contrast:
        p.setPen(QPen(INK, max(2.0, w * 0.035)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(QRectF(1, 1, w - 2, h - 2), w * 0.09, w * 0.09)
    if card.rank is Rank.WILD:
        _wheel(p, center, w * 0.36)
    elif card.rank.is_black:
        _wheel(p, QPointF(center.x(), center.y() + h * 0.2), w * 0.17)
        _ink(p, symbol_path(card.rank, big * 0.85), QPointF(center.x(), center.y() - h * 0.06), outline)
    else:
        _ink(p, symbol_path(card.rank, big), center, outline)
    # Corner index: the symbol top-left and bottom-right (turned), the
    # colour's shape in the other two corners.
    small = h * 0.13
    corner = QPointF(inner.left() + w * 0.15, inner.top() + h * 0.12)
    index = symbol_path(card.rank, small) if card.rank is not Rank.WILD else QPainterPath()
    for at, turn in ((corner, 0), (QPointF(w - corner.x(), h - corner.y()), 180)):
        if card.rank is Rank.WILD:
            _wheel(p, at, small * 0.5)
        else:
            _ink(p, _rotated(index, turn), at, max(1.0, outline * 0.5))
    if color is not None:
        for at in (QPointF(w - corner.x(), corner.y()), QPointF(corner.x(), h - corner.y())):
            _ink(p, emblem_path(color, small * 0.8), at, max(1.0, outline * 0.5))


def paint_back(p: QPainter, w: float, h: float, back: str = "lattice") -> None:
    """A back: the first is a dark lattice, the others patterns of card_backs.py;
    each with the four colour shapes in the middle."""
    inner, body = _card_body(p, w, h, BACK)
    p.save()
    p.setClipPath(body)
    pattern = PATTERNS.get(back)
    if pattern is not None:
        pattern(p, inner, w)
    else:
        p.setPen(QPen(QColor(255, 255, 255, 40), max(1.0, w * 0.015)))
        step = w * 0.2
        x = inner.left() - inner.height()
        while x < inner.right():
            p.drawLine(QPointF(x, inner.bottom()), QPointF(x + inner.height(), inner.top()))
            p.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
            x += step
    p.restore()
    c = inner.center()
    size = w * 0.26
    p.setPen(QPen(PAPER, max(1.0, w * 0.02)))
    p.setBrush(QBrush(QColor(0, 0, 0, 60)))
    p.drawEllipse(c, w * 0.38, w * 0.38)
    offsets = ((-1, -1), (1, -1), (-1, 1), (1, 1))
    for color, (dx, dy) in zip(ORDER, offsets, strict=True):
        p.setPen(QPen(PAPER, max(1.0, w * 0.015)))
        p.setBrush(HUES[color])
        p.drawPath(emblem_path(color, size).translated(c.x() + dx * size * 0.6, c.y() + dy * size * 0.6))


class FaceCache:
    """Pixmaps of faces and backs, drawn once per (card, size, pixel ratio)."""

    def __init__(self) -> None:
        self._pixmaps: dict[tuple[Card | None, int, int, float], QPixmap] = {}
        self.drawn = 0  # how many pixmaps were painted (the rest were reused)
        self.back = "lattice"  # the chosen back (view/looks.py)
        self.contrast = False  # the high contrast look

    def set_style(self, back: str, contrast: bool) -> bool:
        """The chosen back and look; True (and every face to be drawn again) when it changed."""
        if (back, contrast) == (self.back, self.contrast):
            return False
        self.back, self.contrast = back, contrast
        self._pixmaps.clear()
        return True

    def pixmap(self, card: Card | None, w: float, h: float, dpr: float = 1.0) -> QPixmap:
        """The face of `card` (the back for None) at w x h logical pixels."""
        key = (card, round(w), round(h), round(dpr, 2))
        found = self._pixmaps.get(key)
        if found is not None:
            return found
        _, iw, ih, ratio = key
        pix = QPixmap(max(1, round(iw * ratio)), max(1, round(ih * ratio)))
        pix.setDevicePixelRatio(ratio)
        pix.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pix)
        if card is None:
            paint_back(painter, iw, ih, self.back)
        else:
            paint_face(painter, card, iw, ih, self.contrast)
        painter.end()
        self._pixmaps[key] = pix
        self.drawn += 1
        return pix

    def __len__(self) -> int:
        return len(self._pixmaps)

    def clear(self) -> None:
        self._pixmaps.clear()


def color_swatch(color: Color, size: int, dpr: float = 1.0) -> QPixmap:
    """A square of the colour with its pattern and shape: for pickers and the ring."""
    pix = QPixmap(round(size * dpr), round(size * dpr))
    pix.setDevicePixelRatio(dpr)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(1, 1, size - 2, size - 2)
    body = QPainterPath()
    body.addRoundedRect(rect, size * 0.15, size * 0.15)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(HUES[color])
    p.drawPath(body)
    p.setClipPath(body)
    paint_pattern(p, color, rect, QColor(255, 255, 255, 60))
    p.setClipping(False)
    _ink(p, emblem_path(color, size * 0.5), rect.center(), max(1.0, size * 0.04))
    p.end()
    return pix
