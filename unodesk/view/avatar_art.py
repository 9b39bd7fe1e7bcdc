"""The faces a seat may wear, drawn by the program for this game (no image
files): twelve animals and a robot, each from a few shapes, so that they
read at the size of a seat's badge. `paint_face_art` draws one in a square
on a circle the caller has filled.

Each face is a head of one colour with its ears (or beak, mane, antenna),
eyes, a muzzle and a nose or a smile; a `Face` says which, and
`FACE_ART` holds one for every name of `unodesk.setup.looks.AVATARS`.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

INK = QColor("#1d1d24")
WHITE = QColor("#fbfaf5")


@dataclass(frozen=True)
class Face:
    head: str  # the head's colour
    ears: str  # "pointed", "round", "long", "none", "tufts", "mane", "antenna"
    ear_inner: str = "#f4c7c3"
    muzzle: str | None = None  # the lighter snout, if any
    nose: str = "#1d1d24"
    beak: str | None = None  # a bird's beak instead of a nose
    patches: str | None = None  # a panda's eye patches
    snout: str | None = None  # a pig's round snout
    square: bool = False  # a robot's square head
    cheeks: str | None = None
    mask: str | None = None  # a penguin's white face


FACE_ART: dict[str, Face] = {
    "fox": Face("#e8772e", "pointed", "#3b2a20", muzzle="#fbfaf5"),
    "owl": Face("#8d6e4f", "tufts", "#5d4632", muzzle="#e9d8b4", beak="#f2a93b"),
    "cat": Face("#9e9e9e", "pointed", "#f4c7c3", muzzle="#eeeeee", nose="#e57373"),
    "bear": Face("#8d5a36", "round", "#c99872", muzzle="#d7b08c"),
    "frog": Face("#5cb85c", "none", muzzle=None, cheeks="#f28b82"),
    "rabbit": Face("#e8e4dc", "long", "#f4c7c3", muzzle="#ffffff", nose="#e57373"),
    "panda": Face("#fbfaf5", "round", "#1d1d24", patches="#1d1d24"),
    "lion": Face("#e9b145", "mane", "#b5651d", muzzle="#f6dfa4"),
    "penguin": Face("#2e3440", "none", beak="#f2a93b", mask="#fbfaf5"),
    "mouse": Face("#b0b7c3", "round", "#f4c7c3", nose="#e57373"),
    "pig": Face("#f5a9b8", "pointed", "#e67c93", snout="#ee8fa4"),
    "robot": Face("#90a4ae", "antenna", "#ffd23f", square=True),
}


def paint_face_art(p: QPainter, box: QRectF, face: str) -> bool:
    """The face called `face` in the square `box`; False (nothing drawn) for an unknown name."""
    art = FACE_ART.get(face)
    if art is None:
        return False
    s = min(box.width(), box.height())
    c = box.center()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(c)
    p.scale(s / 100, s / 100)  # drawn on a 100 x 100 square centred on 0, 0
    outline = QPen(INK, 2.2)
    outline.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    head = QColor(art.head)
    _ears(p, art, head, outline)
    p.setPen(outline)
    p.setBrush(head)
    if art.square:
        p.drawRoundedRect(QRectF(-30, -26, 60, 56), 10, 10)
    else:
        p.drawEllipse(QPointF(0, 6), 32, 30)
    if art.mask:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(art.mask))
        p.drawEllipse(QPointF(-11, 4), 15, 17)
        p.drawEllipse(QPointF(11, 4), 15, 17)
        p.drawEllipse(QPointF(0, 18), 18, 13)
    if art.muzzle:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(art.muzzle))
        p.drawEllipse(QPointF(0, 20), 17, 13)
    if art.patches:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(art.patches))
        for side in (-1, 1):
            p.save()
            p.translate(side * 13, 2)
            p.rotate(side * -25)
            p.drawEllipse(QPointF(0, 0), 9, 12)
            p.restore()
    if art.cheeks:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(art.cheeks))
        p.drawEllipse(QPointF(-21, 18), 6, 4)
        p.drawEllipse(QPointF(21, 18), 6, 4)
    _eyes(p, art)
    _mouth(p, art, outline)
    p.restore()
    return True


def _ears(p: QPainter, art: Face, head: QColor, outline: QPen) -> None:
    p.setPen(outline)
    inner = QColor(art.ear_inner)
    if art.ears == "pointed":
        for side in (-1, 1):
            ear = QPainterPath(QPointF(side * 30, -4))
            ear.lineTo(side * 26, -40)
            ear.lineTo(side * 6, -22)
            ear.closeSubpath()
            p.setBrush(head)
            p.drawPath(ear)
            tip = QPainterPath(QPointF(side * 24, -10))
            tip.lineTo(side * 25, -32)
            tip.lineTo(side * 12, -21)
            tip.closeSubpath()
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(inner)
            p.drawPath(tip)
            p.setPen(outline)
    elif art.ears == "round":
        for side in (-1, 1):
            p.setBrush(head)
            p.drawEllipse(QPointF(side * 25, -20), 12, 12)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(inner)
            p.drawEllipse(QPointF(side * 25, -20), 6, 6)
            p.setPen(outline)
    elif art.ears == "long":
        for side in (-1, 1):
            p.setBrush(head)
            p.drawEllipse(QPointF(side * 13, -36), 9, 24)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(inner)
            p.drawEllipse(QPointF(side * 13, -35), 4.5, 17)
            p.setPen(outline)
    elif art.ears == "tufts":
        for side in (-1, 1):
            tuft = QPainterPath(QPointF(side * 28, -10))
            tuft.lineTo(side * 30, -36)
            tuft.lineTo(side * 12, -22)
            tuft.closeSubpath()
            p.setBrush(head.darker(115))
            p.drawPath(tuft)
    elif art.ears == "mane":
        p.setBrush(QColor(art.ear_inner))
        mane = QPainterPath()
        for k in range(16):
            angle = math.radians(k * 22.5)
            radius = 46 if k % 2 == 0 else 38
            point = QPointF(radius * math.cos(angle), 6 + radius * math.sin(angle))
            if k == 0:
                mane.moveTo(point)
            else:
                mane.lineTo(point)
        mane.closeSubpath()
        p.drawPath(mane)
    elif art.ears == "antenna":
        p.drawLine(QPointF(0, -26), QPointF(0, -42))
        p.setBrush(inner)
        p.drawEllipse(QPointF(0, -44), 6, 6)
        p.setBrush(head.darker(115))
        p.drawRoundedRect(QRectF(-38, -4, 9, 18), 3, 3)
        p.drawRoundedRect(QRectF(29, -4, 9, 18), 3, 3)


def _eyes(p: QPainter, art: Face) -> None:
    p.setPen(Qt.PenStyle.NoPen)
    if art.square:  # a robot's round lamps
        p.setBrush(QColor("#ffd23f"))
        p.setPen(QPen(INK, 2))
        p.drawEllipse(QPointF(-12, 0), 8, 8)
        p.drawEllipse(QPointF(12, 0), 8, 8)
        p.setBrush(INK)
        p.drawEllipse(QPointF(-12, 0), 3, 3)
        p.drawEllipse(QPointF(12, 0), 3, 3)
        return
    big = art.beak is not None and art.mask is None  # an owl's round eyes
    if big or (art.ears == "none" and art.mask is None):  # and a frog's, on top
        p.setBrush(WHITE)
        p.setPen(QPen(INK, 2))
        y = -10 if art.ears == "none" else 0
        for side in (-1, 1):
            p.drawEllipse(QPointF(side * 13, y), 10, 10)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(INK)
        for side in (-1, 1):
            p.drawEllipse(QPointF(side * 13, y + 1), 4.5, 4.5)
        return
    p.setBrush(WHITE if art.patches else INK)
    for side in (-1, 1):
        p.drawEllipse(QPointF(side * 12, 2), 4, 4.5)
    p.setBrush(WHITE)
    for side in (-1, 1):
        p.drawEllipse(QPointF(side * 12 + 1.3, 0.6), 1.4, 1.4)


def _mouth(p: QPainter, art: Face, outline: QPen) -> None:
    if art.beak:
        p.setPen(QPen(INK, 1.8))
        p.setBrush(QColor(art.beak))
        beak = QPainterPath(QPointF(-7, 11))
        beak.lineTo(7, 11)
        beak.lineTo(0, 23)
        beak.closeSubpath()
        p.drawPath(beak)
        return
    if art.snout:
        p.setPen(QPen(INK, 1.8))
        p.setBrush(QColor(art.snout))
        p.drawEllipse(QPointF(0, 18), 12, 9)
        p.setBrush(INK)
        p.setPen(Qt.PenStyle.NoPen)
        p.drawEllipse(QPointF(-4, 18), 2.2, 3)
        p.drawEllipse(QPointF(4, 18), 2.2, 3)
        return
    if art.square:
        p.setPen(QPen(INK, 2))
        p.setBrush(WHITE)
        p.drawRoundedRect(QRectF(-14, 14, 28, 8), 2, 2)
        for x in (-7, 0, 7):
            p.drawLine(QPointF(x, 14), QPointF(x, 22))
        return
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(art.nose))
    p.drawEllipse(QPointF(0, 13), 4.5, 3.5)
    p.setPen(QPen(INK, 2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.setBrush(Qt.BrushStyle.NoBrush)
    smile = QPainterPath(QPointF(-8, 20))
    smile.quadTo(QPointF(-4, 25), QPointF(0, 19))
    smile.quadTo(QPointF(4, 25), QPointF(8, 20))
    p.drawPath(smile)
