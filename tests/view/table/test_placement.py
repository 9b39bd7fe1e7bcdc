"""Where the widgets over the table go, without a window: inside the table at
every size and seat count, where the table keeps room for them."""
from __future__ import annotations

import pytest

from unodesk.setup import MAX_SEATS, MIN_SEATS
from unodesk.view.table.layout import Box, TableLayout
from unodesk.view.table.placement import (
    Rect,
    catch_spot,
    drawer_rect,
    shown_hand_card_h,
    shown_hand_rect,
    shown_hand_text_px,
    text_px,
    uno_radius,
    uno_rect,
    uno_text_px,
)

SIZES = [(480, 320), (1024, 540), (1024, 640), (1366, 700), (1920, 1000), (2560, 1380)]
# A Catch! button at the smallest and the largest words.
BUTTONS = [(70, 30), (110, 42)]


def inside(rect: Rect, w: int, h: int) -> bool:
    return rect.x >= 0 and rect.y >= 0 and rect.x + rect.w <= w and rect.y + rect.h <= h


@pytest.mark.parametrize("size", SIZES)
def test_the_drawer_lies_along_the_right_edge_the_whole_height(size):
    w, h = size
    rect = drawer_rect(w, h)
    assert inside(rect, w, h)
    assert rect.x + rect.w == w and rect.y == 0 and rect.h == h
    assert 240 <= rect.w <= 380 and rect.w <= max(240, w * 0.3)


@pytest.mark.parametrize("players", range(MIN_SEATS, MAX_SEATS + 1))
@pytest.mark.parametrize("size", SIZES)
def test_uno_sits_beside_the_hand_inside_the_table(size, players):
    lay = TableLayout.compute(*size, players)
    rect = uno_rect(lay.uno)
    assert inside(rect, *size)
    hand = lay.seats[lay.bottom_seat].hand
    assert rect.x >= hand.right  # right of the cards, never over them
    assert 18 <= uno_text_px(lay.uno) <= 34
    assert 0 < uno_radius(lay.uno) < rect.h / 2


@pytest.mark.parametrize("button", BUTTONS)
@pytest.mark.parametrize("players", range(MIN_SEATS, MAX_SEATS + 1))
@pytest.mark.parametrize("size", SIZES[1:])
def test_a_catch_button_stays_on_its_seat_and_on_the_table(size, players, button):
    w, h = size
    bw, bh = button
    lay = TableLayout.compute(w, h, players)
    for place in lay.seats:
        if place.bottom:
            continue
        x, y = catch_spot(place.box, bw, bh, w, h)
        assert inside(Rect(x, y, bw, bh), w, h), place.seat
        box = place.box
        assert box.x <= x + bw / 2 <= box.right, place.seat  # read as the seat's
        assert box.y <= y + bh / 2 <= box.bottom + bh, place.seat


def test_a_catch_button_at_the_table_edge_is_pulled_in():
    lay = TableLayout.compute(1024, 640, 4)
    right_seat = max(lay.seats, key=lambda place: place.box.right)
    x, _ = catch_spot(right_seat.box, 200, 40, 1024, 640)
    assert x + 200 <= 1024 - 4


@pytest.mark.parametrize("size", SIZES)
def test_a_shown_hand_is_centred_over_the_middle_when_it_fits(size):
    w, h = size
    lay = TableLayout.compute(w, h, 4)
    rect = shown_hand_rect(300, 160, w, h, lay.center.center)
    assert inside(rect, w, h)
    cx, cy = lay.center.center
    assert abs(rect.x + rect.w / 2 - cx) <= 1 and abs(rect.y + rect.h / 2 - cy) <= 1


@pytest.mark.parametrize("size", SIZES)
def test_a_shown_hand_larger_than_the_table_is_cut_to_it(size):
    w, h = size
    rect = shown_hand_rect(5000, 3000, w, h, (w / 2, h / 2))
    assert inside(rect, w, h)
    assert rect.w == w - 20 and rect.h == h - 8


def test_words_grow_with_the_table_within_bounds():
    assert text_px(300) == 13 and text_px(5000) == 20
    assert [text_px(h) for h in (600, 720, 900)] == sorted(text_px(h) for h in (600, 720, 900))
    assert shown_hand_card_h(40) == 56 and shown_hand_card_h(400) == 110 and shown_hand_card_h(150) == 82
    assert shown_hand_text_px(100) == 15 and shown_hand_text_px(400) == 24


def test_a_callout_stands_clear_of_others_and_of_what_must_stay_in_sight():
    from unodesk.view.table.placement import callout_spot

    plaque = Box(10, 10, 120, 40)
    hand = Box(100, 400, 600, 200)
    taken = [Box(270, 170, 60, 20)]  # one already at this seat
    x, y = callout_spot((300, 180), (60, 20), taken, [plaque, hand], 800, 600)
    mine = Box(x - 30, y - 10, 60, 20)
    assert not mine.intersects(taken[0]) and y < 180  # above it
    # Along the top, downwards; never over the plaque.
    x, y = callout_spot((60, 30), (80, 24), [], [plaque], 800, 600)
    assert not Box(x - 40, y - 12, 80, 24).intersects(plaque) and y > 30
