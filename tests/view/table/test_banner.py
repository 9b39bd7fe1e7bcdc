"""The round's banner fits any name in any language: smaller, then on two lines."""
from __future__ import annotations

import pytest
from PySide6.QtGui import QFontMetricsF

from unodesk.setup import NAME_LIMIT
from unodesk.view.table.banners import SMALLEST, RoundBanner


@pytest.mark.parametrize("title", [
    "Pappa vinner omgången!",  # cut short before: "Pappa vinner omgång…"
    "Bartholomew-Alexander wint de ronde!",
    f"{'W' * NAME_LIMIT} vinner runden!",
])
@pytest.mark.parametrize("width", [260.0, 460.0])
def test_the_winners_name_is_never_cut(qapp, title: str, width: float) -> None:
    banner = RoundBanner(title, 40, width)
    room = width - 20
    font, lines = banner.title_fit(room)
    metrics = QFontMetricsF(font)
    assert all(metrics.horizontalAdvance(line) <= room + 0.5 for line in lines)
    assert " ".join(lines) == title  # every word there, nothing elided
    assert font.pixelSize() >= min(int(banner._h * 0.21 * SMALLEST) - 1, 10)
