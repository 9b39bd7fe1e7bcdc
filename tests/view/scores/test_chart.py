"""The statistics chart: tied lines stay visible, and its axes say what they count."""
from __future__ import annotations

from unodesk.view.scores.chart import TIE_GAP, axis_titles, spread


def test_players_with_the_same_total_are_drawn_apart():
    offsets = spread([10, 5, 10, 10])
    assert offsets[1] == 0.0  # alone at 5
    tied = sorted(offsets[s] for s in (0, 2, 3))
    assert tied == [-TIE_GAP, 0.0, TIE_GAP]
    assert spread([0, 0]) == [-TIE_GAP / 2, TIE_GAP / 2]
    assert spread([3, 4, 5]) == [0.0, 0.0, 0.0]


def test_the_axes_are_named(english):
    assert axis_titles() == ("Round", "Points")
