"""The match log, the action codec and the scores database need no Qt: only
the lock of the running copy uses QtCore (QLockFile)."""
from __future__ import annotations

import importlib.util

import pytest

from tests.test_imports import imported_qt_modules


def test_the_match_log_and_the_scores_database_load_no_qt() -> None:
    if importlib.util.find_spec("unodesk.setup") is None:
        pytest.skip("the match setup's values still live in the controller, which is a QObject")
    names = ("unodesk.persistence.match_log", "unodesk.persistence.action_codec", "unodesk.persistence.scores")
    loaded, qt = imported_qt_modules(*names)
    assert loaded == list(names)
    assert qt == []
