"""Where the widgets over the table go: the drawer of what happened, the UNO!
button, a seat's Catch! button, the panel with a hand a challenge showed,
and how large their words are.

Pure geometry in the view's pixels (the scene is drawn 1:1), from the
table's layout and the widgets' own sizes; no Qt, so it is tested for every
seat count and size without a window.
"""
from __future__ import annotations

from typing import NamedTuple

from .layout import Box, TableLayout


class Rect(NamedTuple):
    """A widget's geometry in whole pixels, as Qt's setGeometry takes it."""

    x: int
    y: int
    w: int
    h: int


def drawer_rect(view_w: int, view_h: int) -> Rect:
    """What happened, open: the table's right edge, its whole height, a third of its width at most."""
    width = int(max(240, min(380, view_w * 0.3)))
    return Rect(view_w - width, 0, width, view_h)


def uno_rect(uno: Box) -> Rect:
    """The UNO! button where the layout keeps room for it, beside the hand."""
    return Rect(int(uno.x), int(uno.y), int(uno.w), int(uno.h))


def uno_text_px(uno: Box) -> int:
    return int(max(18, min(34, uno.h * 0.36)))


def uno_radius(uno: Box) -> int:
    return int(uno.h * 0.3)


def catch_spot(seat: Box, button_w: int, button_h: int, view_w: int, view_h: int) -> tuple[int, int]:
    """A Catch! button's top left corner: on the corner of the seat's box,
    at the bottom right, never off the table."""
    x = min(seat.right - button_w, view_w - button_w - 4)
    y = min(seat.bottom - button_h / 2, view_h - button_h - 4)
    return int(x), int(y)


def shown_hand_rect(want_w: int, want_h: int, view_w: int, view_h: int,
                    center: tuple[float, float]) -> Rect:
    """The panel with a hand a challenge showed, as large as it wants within
    the table, over the middle of the table (the game waits while it is up)."""
    w = min(want_w, view_w - 20)
    h = min(want_h, view_h - 8)
    cx, cy = center
    x = max(10, min(cx - w / 2, view_w - w - 10))
    y = max(4, min(cy - h / 2, view_h - h - 4))
    return Rect(int(x), int(y), w, h)


def shown_hand_card_h(card_h: float) -> int:
    """The cards of a hand shown after a challenge: about half the person's own."""
    return int(max(56, min(110, card_h * 0.55)))


def shown_hand_text_px(card_h: float) -> int:
    return int(max(15, min(24, card_h * 0.09)))


def text_px(table_h: int) -> int:
    """The tray's, the drawer's and the Catch! buttons' words: larger on a taller table."""
    return int(max(13, min(20, table_h / 45)))


# How many places above (or below) its seat a callout may stand before it is laid over the others.
CALLOUT_SLOTS = 6


def callout_spot(at: tuple[float, float], size: tuple[float, float], taken: list[Box], keep_out: list[Box],
                 view_w: float, view_h: float) -> tuple[float, float]:
    """Where a callout `size` (w, h) for the point `at` stands: there, or
    one above the other (below, for a seat along the top) as far as needed
    to lie over no other callout (`taken`) and nothing it must leave in
    sight (`keep_out`: the round's plaque, the person's cards), inside the
    view. Its centre."""
    x, y = at
    w, h = size
    step = h * 1.15
    x = max(w / 2 + 2, min(x, view_w - w / 2 - 2))
    ways = (-1, 1) if y - h / 2 >= 0 else (1,)
    # A column of them at the seat; when it is full, one beside it.
    for column in (0, 1, -1, 2, -2):
        cx = x + column * (w + 6)
        for way in ways:
            for k in range(CALLOUT_SLOTS):
                cy = y + way * step * k
                box = Box(cx - w / 2, cy - h / 2, w, h)
                if not box.inside(view_w, view_h):
                    break
                if not any(box.intersects(other) for other in [*taken, *keep_out]):
                    return cx, cy
    return x, max(h / 2, min(y, view_h - h / 2))


def story_room(lay: TableLayout) -> float:
    """How far down the story told over the table may reach: to just above
    the piles and the colour ring, which stay in sight."""
    draw_top = lay.draw_pile[1] - lay.pile_h / 2
    ring_top = lay.discard[1] - lay.ring_radius
    return min(draw_top, ring_top) - 6
