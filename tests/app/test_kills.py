"""A few kill -9s of the real window and the smoke run, as
tests/app/kill_window.py makes a hundred of them (`python -m
tests.app.kill_window`, the figures of a release)."""
from __future__ import annotations

from pathlib import Path

import pytest

from tests.app.kill_window import run


@pytest.mark.slow
def test_killed_at_random_moments_the_window_and_the_smoke_run_lose_no_committed_round(tmp_path: Path) -> None:
    figures = run(kills=5, smoke_kills=2, seed=7, display=None, folder=tmp_path)
    assert figures.whole(), figures
    assert figures.starts == 7 and figures.resumed >= 1
