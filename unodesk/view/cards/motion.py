"""Cards moving over a table, for any card game: each function builds one animation, unstarted.

A card goes to a place (its centre, its slant and its stacking order) at a
size, or turns over, over a given number of milliseconds. A duration of 0
puts it there at once and gives None, so a table with animations off runs
the same code. The durations themselves are the game's to choose.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple, Protocol

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)

from .card_item import CardItem

# While it moves, a card flies above every hand and pile.
Z_FLYING = 1500.0


class Place(Protocol):
    """Where a card lies: its centre, its rotation in degrees and its stacking order."""

    @property
    def x(self) -> float: ...
    @property
    def y(self) -> float: ...
    @property
    def angle(self) -> float: ...
    @property
    def z(self) -> float: ...


class Placed(NamedTuple):
    """A card of a hand or a pile with the place and size it has there."""

    item: CardItem
    place: Place
    w: float
    h: float


def put(item: CardItem, place: Place, w: float, h: float, face_up: bool) -> None:
    """The card where it belongs, at once."""
    item.set_size(w, h)
    item.setScale(1.0)
    item.setPos(place.x, place.y)
    item.setRotation(place.angle)
    item.setZValue(place.z)
    item.set_face_up(face_up)


def move(item: CardItem, place: Place, w: float, h: float, ms: int, delay: int = 0,
         easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> QAbstractAnimation | None:
    """The card glides to `place`, growing or shrinking to w x h; None when it is there already."""
    old_w = item.size()[0]
    item.set_size(w, h)
    if ms <= 0:
        item.setScale(1.0)
        item.setPos(place.x, place.y)
        item.setRotation(place.angle)
        item.setZValue(place.z)
        return None
    moved = (abs(item.pos().x() - place.x) > 0.5 or abs(item.pos().y() - place.y) > 0.5
             or abs(item.rotation() - place.angle) > 0.1 or abs(old_w - w) > 0.5)
    if not moved:
        item.setZValue(place.z)
        return None
    group = QParallelAnimationGroup()
    for prop, end in ((b"pos", QPointF(place.x, place.y)), (b"rotation", place.angle)):
        anim = QPropertyAnimation(item, prop, group)
        anim.setDuration(ms)
        anim.setEndValue(end)
        anim.setEasingCurve(easing)
    if abs(old_w - w) > 0.5 and w > 0:
        # The new size at once, scaled to look like the old one, then scaled back to 1.
        item.setScale(old_w / w)
        anim = QPropertyAnimation(item, b"scale", group)
        anim.setDuration(ms)
        anim.setEndValue(1.0)
        anim.setEasingCurve(easing)
    item.setZValue(max(item.zValue(), Z_FLYING))
    group.finished.connect(lambda it=item, z=place.z: it.setZValue(z))
    return delayed(group, delay)


def turn(item: CardItem, up: bool, ms: int, delay: int = 0) -> QAbstractAnimation | None:
    """The card turns over to show its face (`up`) or its back; None when it shows that side."""
    if item.face_up == up:
        return None
    if ms <= 0:
        item.set_face_up(up)
        return None
    item.begin_turn(up)
    anim = QPropertyAnimation(item, b"turn")
    anim.setDuration(ms)
    anim.setStartValue(0.0)
    anim.setEndValue(1.0)
    # However the turn ends (finished, or stopped when another animation
    # takes over the card), the card must end up showing its side.
    anim.stateChanged.connect(
        lambda new, _old, it=item: it.set_face_up(it.face_up)
        if new == QAbstractAnimation.State.Stopped else None)
    return delayed(anim, delay)


def lay_out(placed: Iterable[Placed], up: bool, ms: int, turn_ms: int) -> QAbstractAnimation | None:
    """A hand or pile closing up or fanning out: every card to its place, turned to `up`."""
    anims = []
    for item, place, w, h in placed:
        anims.append(move(item, place, w, h, ms))
        anims.append(turn(item, up, turn_ms))
    return together(anims)


def shake(item: CardItem, ms: int, amplitude: float) -> QAbstractAnimation:
    """The card shakes its head where it lies."""
    pos = item.pos()
    anim = QPropertyAnimation(item, b"pos")
    anim.setDuration(ms)
    for k, dx in enumerate((0, -amplitude, amplitude, -amplitude, amplitude * 0.5, 0)):
        anim.setKeyValueAt(k / 5, QPointF(pos.x() + dx, pos.y()))
    return anim


def fade_through(item: QObject, ms: int) -> QAbstractAnimation:
    """The item fades in, stays a while and fades out again."""
    anim = QPropertyAnimation(item, b"opacity")
    anim.setDuration(ms)
    anim.setKeyValueAt(0.0, 0.0)
    anim.setKeyValueAt(0.15, 1.0)
    anim.setKeyValueAt(0.8, 1.0)
    anim.setKeyValueAt(1.0, 0.0)
    return anim


def tween(target: QObject, prop: bytes, ms: int, start: float, end: float,
          easing: QEasingCurve.Type | None = None) -> QAbstractAnimation:
    """One property of an item from `start` to `end`."""
    anim = QPropertyAnimation(target, prop)
    anim.setDuration(ms)
    anim.setStartValue(start)
    anim.setEndValue(end)
    if easing is not None:
        anim.setEasingCurve(easing)
    return anim


def delayed(anim: QAbstractAnimation, delay: int) -> QAbstractAnimation:
    """`anim` after a pause of `delay` ms."""
    if delay <= 0:
        return anim
    seq = QSequentialAnimationGroup()
    seq.addPause(delay)
    seq.addAnimation(anim)
    return seq


def together(anims: Sequence[QAbstractAnimation | None]) -> QAbstractAnimation | None:
    """The animations side by side, as one (None when none is left)."""
    real = [a for a in anims if a is not None]
    if not real:
        return None
    if len(real) == 1:
        return real[0]
    group = QParallelAnimationGroup()
    for a in real:
        group.addAnimation(a)
    return group


def then(anim: QAbstractAnimation | None, done: Callable[[], None]) -> QAbstractAnimation | None:
    """Run `done` when `anim` ends (at once when nothing animates)."""
    if anim is None:
        done()
    else:
        anim.finished.connect(done)
    return anim
