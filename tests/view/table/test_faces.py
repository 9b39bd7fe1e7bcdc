"""Card faces: drawn once per card, size and pixel ratio, then reused."""
from __future__ import annotations

from unodesk.engine import COLORS, Card, Rank, RuleSet, build_deck
from unodesk.view.table.faces import FaceCache, color_swatch, symbol_path


def test_the_cache_reuses_a_face_of_the_same_card_size_and_ratio(qapp):
    cache = FaceCache()
    first = cache.pixmap(Card.parse("r5"), 80, 120, 1.0)
    again = cache.pixmap(Card.parse("r5"), 80, 120, 1.0)
    assert again is first
    assert cache.drawn == 1


def test_a_new_size_or_pixel_ratio_draws_a_new_face(qapp):
    cache = FaceCache()
    a = cache.pixmap(Card.parse("gskip"), 80, 120, 1.0)
    b = cache.pixmap(Card.parse("gskip"), 100, 150, 1.0)
    c = cache.pixmap(Card.parse("gskip"), 80, 120, 2.0)
    assert cache.drawn == 3
    assert c.width() == 160 and c.devicePixelRatio() == 2.0
    assert a is not b


def test_a_whole_deck_draws_each_different_card_once(qapp):
    cache = FaceCache()
    deck = build_deck(RuleSet(deck="shuffle")) + build_deck(RuleSet(deck="swap"))
    for card in deck:
        cache.pixmap(card, 66, 100)
    cache.pixmap(None, 66, 100)
    assert cache.drawn == len(set(deck)) + 1


def test_every_symbol_has_a_shape(qapp):
    for rank in Rank:
        if rank is not Rank.WILD:
            assert not symbol_path(rank, 50).isEmpty(), rank


def test_each_colour_has_a_swatch_with_its_pattern(qapp):
    images = [color_swatch(color, 40).toImage() for color in COLORS]
    assert len({img.pixelColor(20, 6).name() for img in images}) == 4
