"""Where everything goes on the table, computed from the view's size.

Pure functions of numbers: no Qt, so they can be tested quickly for every
seat count and size. The person whose hand is shown sits at the bottom; the
other seats follow clockwise (seat numbers grow to the left of the bottom
seat): up the left side, along the top, down the right side.
"""
from __future__ import annotations

import math

from unodesk.engine.values import value
from unodesk.setup import MAX_SEATS, MIN_SEATS


@value
class Box:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def intersects(self, other: Box) -> bool:
        return (
            self.x < other.right and other.x < self.right
            and self.y < other.bottom and other.y < self.bottom
        )

    def inside(self, width: float, height: float) -> bool:
        return self.x >= 0 and self.y >= 0 and self.right <= width and self.bottom <= height


@value
class CardPlace:
    """A card's centre, its rotation in degrees and its stacking order."""

    x: float
    y: float
    angle: float = 0.0
    z: float = 0.0


@value
class SeatPlace:
    seat: int
    box: Box  # everything the seat shows: name, count and cards
    label: Box  # name and card count
    hand: Box  # where the cards are laid
    bottom: bool  # the person whose hand may be shown


@value
class TableLayout:
    width: float
    height: float
    card_w: float  # the bottom hand's cards
    card_h: float
    small_w: float  # the other seats' cards
    small_h: float
    pile_w: float  # the draw and discard piles
    pile_h: float
    draw_pile: tuple[float, float]
    discard: tuple[float, float]
    ring_radius: float  # the colour in force, around the discard pile
    center: Box  # the piles, the ring and the direction arrow
    controls: Box  # buttons near the hand (Keep, take the cards)
    seats: tuple[SeatPlace, ...]  # indexed by seat number
    raise_by: float  # how far a playable card stands out of the hand
    uno: Box  # the UNO! button, beside the hand
    plaque: Box  # the round and the target, in a corner of the middle

    @property
    def bottom_seat(self) -> int:
        return next(s.seat for s in self.seats if s.bottom)

    @classmethod
    def compute(cls, width: float, height: float, players: int, bottom_seat: int = 0,
                scale: float = 1.0) -> TableLayout:
        return compute_layout(width, height, players, bottom_seat, scale)


# How many of the other seats go on the left side, along the top and on the right.
def _sides(others: int) -> tuple[int, int, int]:
    if others <= 2:
        return 0, others, 0
    side = 1 if others <= 5 else 2
    return side, others - 2 * side, side


def compute_layout(width: float, height: float, players: int, bottom_seat: int = 0,
                   scale: float = 1.0) -> TableLayout:
    """The table for `players` seats in a view of `width` x `height`;
    `scale` above 1 makes the cards larger (the larger-cards setting), as
    far as the middle keeps its piles as large as without it: larger cards
    in a small window grow less, and never at the piles' cost."""
    normal = _layout(width, height, players, bottom_seat, 1.0)
    scale = min(scale, 1.5)
    if scale <= 1.0:
        return normal
    larger = _layout(width, height, players, bottom_seat, scale)
    if larger.pile_h >= normal.pile_h:
        return larger
    low, high = 1.0, scale  # the piles shrink as the cards grow: the largest scale that keeps them
    for _ in range(12):
        mid = (low + high) / 2
        if _layout(width, height, players, bottom_seat, mid).pile_h >= normal.pile_h:
            low = mid
        else:
            high = mid
    return _layout(width, height, players, bottom_seat, low) if low > 1.0 else normal


def _layout(width: float, height: float, players: int, bottom_seat: int, scale: float) -> TableLayout:
    if not MIN_SEATS <= players <= MAX_SEATS:
        raise ValueError(f"a table has {MIN_SEATS} to {MAX_SEATS} seats")
    if not 0 <= bottom_seat < players:
        raise ValueError("the bottom seat must be one of the seats")
    w, h = max(float(width), 320.0), max(float(height), 240.0)
    margin = max(6.0, min(w, h) * 0.012)
    others = players - 1
    left, top, right = _sides(others)
    scale = max(1.0, min(scale, 1.5))

    # The bottom hand: big cards, readable across a table; larger still when asked.
    card_h = min(min(h * 0.26, w * 0.17, 270.0) * scale, h * 0.34)
    # The other seats' cards are backs, read by their number: they grow half as much, and leave the room to the hand.
    backs = 1.0 + (scale - 1.0) / 2
    card_w = card_h * 0.66
    raise_by = card_h * 0.16
    label_h = max(18.0, min(30.0, h * 0.035)) * min(backs, 1.25)

    # The other seats: a box with the name, count and total over a fan of small backs.
    box_w = min((w - 2 * margin) / max(top, 1) - margin, w * 0.2, 280.0)
    small_h = min(h * 0.1 * backs, box_w * 0.55, 120.0)
    hand_band = card_h + raise_by + label_h + 2 * margin
    hand_top = h - hand_band
    # The seats down each side share the height between the top row and the
    # hand (larger cards leave less of it): their backs shrink to fit.
    stacked = max(left, right)
    if stacked:
        fits = (hand_top - 3 * margin - stacked * margin * 0.5) / (stacked + 1)
        small_h = max(min(small_h, fits - label_h - margin), 12.0)
    small_w = small_h * 0.66
    box_h = label_h + small_h + margin

    # UNO! beside the hand, on its right; Keep and Take on its left: the
    # hand keeps the middle, under the piles.
    side_w = max(96.0, card_h * 0.62)
    hand_y = h - margin - card_h - raise_by
    uno_h = max(52.0, min(card_h * 0.46, side_w * 0.8))
    uno = Box(w - margin - side_w, hand_y + raise_by + (card_h - uno_h) / 2, side_w, uno_h)
    controls = Box(margin, hand_y + raise_by, side_w, card_h)

    seats: dict[int, SeatPlace] = {}
    hand = Box(side_w + 2 * margin, hand_y, w - 2 * side_w - 4 * margin, card_h + raise_by)
    # The person's badge, name and counts: left of the hand.
    badge = Box(2 * margin, hand_top + margin, side_w - margin, hand_band - 3 * margin)
    seats[bottom_seat] = SeatPlace(bottom_seat, Box(margin, hand_top, w - 2 * margin, hand_band - margin), badge,
                                   hand, True)

    boxes: list[Box] = []
    side_top = margin + box_h + margin
    side_space = hand_top - margin - side_top
    # Left side, from the bottom up.
    for i in range(left):
        slot_h = side_space / left
        y = side_top + slot_h * (left - 1 - i) + (slot_h - box_h) / 2
        boxes.append(Box(margin, y, box_w, box_h))
    # Along the top, from left to right.
    span = w - 2 * margin
    for i in range(top):
        slot_w = span / top
        boxes.append(Box(margin + slot_w * i + (slot_w - box_w) / 2, margin, box_w, box_h))
    # Right side, from the top down.
    for i in range(right):
        slot_h = side_space / right
        y = side_top + slot_h * i + (slot_h - box_h) / 2
        boxes.append(Box(w - margin - box_w, y, box_w, box_h))
    for k, box in enumerate(boxes, start=1):
        seat = (bottom_seat + k) % players
        label = Box(box.x, box.y, box.w, label_h)
        cards = Box(box.x, box.y + label_h, box.w, small_h)
        seats[seat] = SeatPlace(seat, box, label, cards, False)

    # The middle: draw pile and discard pile side by side, ringed and circled.
    side = box_w + 2 * margin if left else margin
    center = Box(side, side_top, w - 2 * side, max(hand_top - side_top - margin, 1.0))
    pile_h = min(center.h * 0.62, center.w * 0.26, card_h * 0.95)
    pile_w = pile_h * 0.66
    cx, cy = center.center
    # The piles sit a little above the middle: the colour's name goes under them.
    cy -= pile_h * 0.08
    gap = pile_w * 0.55
    ring_radius = pile_h * 0.62
    draw_pile = (cx - gap / 2 - pile_w / 2 - ring_radius * 0.2, cy)
    discard = (cx + gap / 2 + pile_w / 2 + ring_radius * 0.2, cy)
    # The round and the target: in the top left corner when no seat is there,
    # else in the middle's top left corner, clear of the piles.
    plaque_w = min(max(center.w * 0.22, 120.0), 200.0)
    plaque_h = label_h * 1.9
    corner = min((b.x for b in boxes if b.y < side_top), default=w) - margin
    left_of_piles = draw_pile[0] - pile_w / 2 - margin - (center.x + margin)
    if corner - margin >= plaque_w:
        plaque = Box(margin, margin + (box_h - plaque_h) / 2, plaque_w, plaque_h)
    elif left_of_piles >= 110.0:
        plaque = Box(center.x + margin, center.y, min(plaque_w, left_of_piles), plaque_h)
    else:  # a window too small for it: the scoresheet tells the round and the target
        plaque = Box(margin, margin, 0.0, 0.0)
    return TableLayout(
        width=w, height=h, card_w=card_w, card_h=card_h, small_w=small_w, small_h=small_h,
        pile_w=pile_w, pile_h=pile_h, draw_pile=draw_pile, discard=discard,
        ring_radius=ring_radius, center=center, controls=controls,
        seats=tuple(seats[i] for i in range(players)), raise_by=raise_by, uno=uno, plaque=plaque,
    )


# How deep a fanned hand curves (its ends drop by at most about 1.5% of a
# card's height, a tenth of how far a playable card is raised).
ARC_DEPTH = 0.8


def hand_positions(count: int, hand: Box, card_w: float, card_h: float, *, fan: bool = True) -> list[CardPlace]:
    """Centres of `count` cards laid in `hand`, left to right, overlapping when needed.

    The cards sit on the bottom of the box (the space above is for raising
    playable cards); with `fan` they follow a gentle arc.
    """
    if count <= 0:
        return []
    # A turned card reaches further out than its width: keep room at both ends.
    inset = card_w * 0.18 if fan else 0.0
    width = hand.w - 2 * inset
    step = card_w * 1.04
    if count > 1:
        step = min(step, (width - card_w) / (count - 1))
    step = max(step, 0.0)
    total = card_w + step * (count - 1)
    x0 = hand.x + (hand.w - total) / 2 + card_w / 2
    base_y = hand.bottom - card_h / 2
    mid = (count - 1) / 2
    spread = min(3.0, 24.0 / count) if fan else 0.0
    out = []
    for i in range(count):
        off = i - mid
        angle = off * spread
        # the arc: cards away from the middle sit a little lower, never so
        # much that the middle ones look raised (raising means "playable")
        drop = (1 - math.cos(math.radians(angle))) * card_h * ARC_DEPTH if fan else 0.0
        out.append(CardPlace(x0 + step * i, base_y + drop, angle, float(i)))
    # A turned card reaches lower than its centre and half its height: the
    # whole fan is lifted so that no corner is cut at the bottom of the box.
    lowest = max(place.y + turned_half_height(card_w, card_h, place.angle) for place in out)
    lift = max(0.0, lowest - hand.bottom)
    return [CardPlace(place.x, place.y - lift, place.angle, place.z) for place in out] if lift else out


def turned_half_height(card_w: float, card_h: float, angle: float) -> float:
    """How far below its centre a card turned by `angle` degrees reaches."""
    a = math.radians(abs(angle))
    return card_w / 2 * math.sin(a) + card_h / 2 * math.cos(a)


def seat_hand_positions(count: int, hand: Box, card_w: float, card_h: float) -> list[CardPlace]:
    """A face-down hand at another seat: a tight row of backs, centred."""
    if count <= 0:
        return []
    step = card_w * 0.32
    if count > 1:
        step = min(step, (hand.w - card_w) / (count - 1))
    total = card_w + step * (count - 1)
    x0 = hand.x + (hand.w - total) / 2 + card_w / 2
    y = hand.y + hand.h / 2
    return [CardPlace(x0 + step * i, y, 0.0, float(i)) for i in range(count)]
