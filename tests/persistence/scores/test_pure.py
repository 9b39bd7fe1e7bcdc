"""The action codec and the scores database need no Qt: only the lock of
the running copy uses QtCore (QLockFile)."""
from __future__ import annotations

from tests.test_imports import imported_qt_modules


def test_the_action_codec_and_the_scores_database_load_no_qt() -> None:
    names = ("unodesk.persistence.action_codec", "unodesk.persistence.scores")
    loaded, qt = imported_qt_modules(*names)
    assert loaded == list(names)
    assert qt == []
