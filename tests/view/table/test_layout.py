"""The table's geometry: every seat count fits every supported size."""
from __future__ import annotations

import itertools

import pytest

from unodesk.view.table.layout import Box, TableLayout, hand_positions, seat_hand_positions, turned_half_height

SIZES = [(1024, 640), (800, 520), (1920, 1080), (2560, 1440), (1280, 800)]


@pytest.mark.parametrize("scale", [1.0, 1.25])
@pytest.mark.parametrize("players", range(2, 11))
@pytest.mark.parametrize("size", SIZES)
def test_seats_do_not_overlap_and_stay_in_view(players, size, scale):
    lay = TableLayout.compute(*size, players, bottom_seat=players - 1, scale=scale)
    boxes = [s.box for s in lay.seats]
    for box in boxes:
        assert box.inside(*size), box
    for a, b in itertools.combinations(boxes, 2):
        assert not a.intersects(b), (a, b)


@pytest.mark.parametrize("players", range(2, 11))
@pytest.mark.parametrize("size", SIZES)
def test_the_middle_of_the_table_is_clear_of_the_seats(players, size):
    lay = TableLayout.compute(*size, players)
    ring = lay.ring_radius
    middle = Box(lay.draw_pile[0] - lay.pile_w / 2, lay.discard[1] - ring,
                 lay.discard[0] + ring - (lay.draw_pile[0] - lay.pile_w / 2), 2 * ring)
    assert middle.inside(*size)
    for seat in lay.seats:
        assert not middle.intersects(seat.box), seat


@pytest.mark.parametrize("players", [2, 4, 10])
def test_the_bottom_seat_is_the_one_asked_for_and_the_others_go_clockwise(players):
    lay = TableLayout.compute(1024, 640, players, bottom_seat=1)
    assert lay.bottom_seat == 1
    assert lay.seats[1].box.y > max(s.box.y for s in lay.seats if not s.bottom)
    if players >= 4:
        # the next seat clockwise sits to the left of the person at the bottom
        left = lay.seats[2 % players].box
        right = lay.seats[(1 - 1) % players].box
        assert left.x < right.x


@pytest.mark.parametrize("count", [1, 7, 20, 40])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_a_hand_fits_its_box(count, size):
    lay = TableLayout.compute(*size, 4)
    hand = lay.seats[0].hand
    places = hand_positions(count, hand, lay.card_w, lay.card_h)
    assert len(places) == count
    for p in places:
        assert hand.x - 1 <= p.x - lay.card_w / 2 and p.x + lay.card_w / 2 <= hand.right + 1
        assert p.y + lay.card_h / 2 <= size[1]
    xs = [p.x for p in places]
    assert xs == sorted(xs)


@pytest.mark.parametrize("count", [1, 7, 25])
def test_a_face_down_hand_fits_its_seat(count):
    lay = TableLayout.compute(1024, 640, 10)
    for seat in lay.seats:
        if seat.bottom:
            continue
        for p in seat_hand_positions(count, seat.hand, lay.small_w, lay.small_h):
            assert seat.box.x - 1 <= p.x - lay.small_w / 2 and p.x + lay.small_w / 2 <= seat.box.right + 1


def test_bigger_views_get_bigger_cards():
    small = TableLayout.compute(1024, 640, 4)
    big = TableLayout.compute(1920, 1080, 4)
    assert big.card_h > small.card_h
    assert big.pile_h > small.pile_h


def test_a_bad_seat_count_is_refused():
    with pytest.raises(ValueError):
        TableLayout.compute(1024, 640, 11)


@pytest.mark.parametrize("count", [2, 7, 10, 15, 30])
@pytest.mark.parametrize("size", SIZES)
def test_a_fanned_hand_never_looks_raised_in_the_middle(count, size):
    """Defect 11: in a hand of ten, the middle cards sat so much higher that
    an unplayable card looked raised. The arc stays a small part of a raise."""
    lay = TableLayout.compute(*size, 4)
    ys = [p.y for p in hand_positions(count, lay.seats[0].hand, lay.card_w, lay.card_h)]
    assert max(ys) - min(ys) <= lay.raise_by * 0.15


@pytest.mark.parametrize("players", range(2, 11))
@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [1.0, 1.25])
def test_the_uno_button_the_badge_and_the_plaque_cover_nothing(players, size, scale):
    lay = TableLayout.compute(*size, players, scale=scale)
    bottom = lay.seats[0]
    ring = lay.ring_radius * 1.15
    middle = Box(lay.draw_pile[0] - lay.pile_w / 2, lay.discard[1] - ring,
                 lay.discard[0] + ring - (lay.draw_pile[0] - lay.pile_w / 2), 2 * ring)
    for part in (lay.uno, bottom.label, lay.plaque):
        assert part.inside(*size), part
    assert not lay.uno.intersects(bottom.hand) and not bottom.label.intersects(bottom.hand)
    assert not lay.plaque.intersects(middle)
    for seat in lay.seats[1:]:
        assert not lay.plaque.intersects(seat.box), seat


@pytest.mark.parametrize("size", SIZES)
def test_larger_cards_are_larger_and_the_middle_still_fits(size):
    normal = TableLayout.compute(*size, 10)
    large = TableLayout.compute(*size, 10, scale=1.25)
    assert large.card_h > normal.card_h and large.small_h >= normal.small_h
    assert large.center.h > large.pile_h


@pytest.mark.parametrize("size", [*SIZES, (800, 426)])
@pytest.mark.parametrize("scale", [1.0, 1.25])
@pytest.mark.parametrize("cards", [1, 7, 12, 25])
def test_no_card_of_the_hand_is_cut_at_its_border_or_the_status_bar(size, scale, cards):
    """Defect: with Larger cards the fan's outer corners went under the tray."""
    lay = TableLayout.compute(*size, 4, scale=scale)
    hand = lay.seats[0].hand
    for place in hand_positions(cards, hand, lay.card_w, lay.card_h):
        reach_y = turned_half_height(lay.card_w, lay.card_h, place.angle)
        reach_x = turned_half_height(lay.card_h, lay.card_w, place.angle)  # the same, turned on its side
        assert place.y + reach_y <= hand.bottom + 0.01 and place.y + reach_y <= size[1]
        assert hand.x - 0.01 <= place.x - reach_x and place.x + reach_x <= hand.right + 0.01


@pytest.mark.parametrize("size", [*SIZES, (800, 426)])
@pytest.mark.parametrize("players", [2, 4, 10])
def test_larger_cards_never_make_the_piles_smaller(size, players):
    normal = TableLayout.compute(*size, players)
    large = TableLayout.compute(*size, players, scale=1.25)
    assert large.pile_h >= normal.pile_h and large.card_h > normal.card_h
