"""Persistence needs no Qt: the settings, the remembered match, the action
codec and the scores database read and write plain values, so a second
copy or the command line's export can use them before any window exists."""
from __future__ import annotations

import pkgutil

import unodesk.persistence
from tests.test_imports import imported_qt_modules


def test_every_module_of_persistence_loads_no_qt() -> None:
    names = tuple(m.name for m in pkgutil.walk_packages(unodesk.persistence.__path__, "unodesk.persistence."))
    assert "unodesk.persistence.scores.store" in names and "unodesk.persistence.settings" in names
    loaded, qt = imported_qt_modules(*names)
    assert loaded == list(names)
    assert qt == []
