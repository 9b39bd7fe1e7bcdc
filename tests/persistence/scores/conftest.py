from __future__ import annotations

from pathlib import Path

import pytest


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: a test of many seconds (deselect with -m 'not slow')")


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "scores.sqlite3"
