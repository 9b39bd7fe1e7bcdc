"""The engine, the computer players, the match's shared values and the
match session are pure Python: importing them loads no Qt.

Checked in a fresh interpreter, so that modules imported by other tests
(pytest-qt loads PySide6) do not hide an import.
"""
import json
import subprocess
import sys
from pathlib import Path

import unodesk.setup

SETUP = Path(unodesk.setup.__file__).parent

PROBE = """
import importlib, importlib.util, json, sys
loaded = []
for name in {names!r}:
    if importlib.util.find_spec(name) is not None:
        importlib.import_module(name)
        loaded.append(name)
qt = sorted(m for m in sys.modules if m.split(".")[0] in ("PySide6", "shiboken6"))
print(json.dumps({{"loaded": loaded, "qt": qt}}))
"""


def imported_qt_modules(*names: str) -> tuple[list[str], list[str]]:
    out = subprocess.run([sys.executable, "-c", PROBE.format(names=names)], capture_output=True, text=True,
                         check=True, timeout=60)
    result = json.loads(out.stdout)
    return result["loaded"], result["qt"]


def test_importing_the_engine_loads_no_pyside6_module():
    """ARCHITECTURE.md (the layers): the engine imports nothing from Qt."""
    loaded, qt = imported_qt_modules("unodesk.engine")
    assert loaded == ["unodesk.engine"]
    assert qt == []


def test_importing_the_computer_players_loads_no_pyside6_module():
    """ARCHITECTURE.md and ENGINE.md: unodesk.ai, like the engine, imports no Qt."""
    loaded, qt = imported_qt_modules("unodesk.ai")
    assert loaded == ["unodesk.ai"]
    assert qt == []


def test_importing_the_match_setup_loads_no_pyside6_module():
    """The shared values sit below the controller and the view, and the
    computer players read the levels from them."""
    # The package loads its names when they are asked for: each of its modules is imported.
    modules = ["unodesk.setup", *(f"unodesk.setup.{p.stem}" for p in sorted(SETUP.glob("[a-z]*.py")))]
    loaded, qt = imported_qt_modules(*modules)
    assert loaded == modules
    assert qt == []


def test_importing_the_match_session_loads_no_pyside6_module():
    """The match session (the MatchLog, replay, take-back) sits below the
    controller and the scores, beside the computer players."""
    loaded, qt = imported_qt_modules("unodesk.session")
    assert loaded == ["unodesk.session"]
    assert qt == []


def test_importing_the_lesson_loads_no_pyside6_module():
    """The coached first game's script and its coach are data and logic: the view words and shows them."""
    loaded, qt = imported_qt_modules("unodesk.lesson")
    assert loaded == ["unodesk.lesson"]
    assert qt == []


def test_the_probe_would_see_pyside6():
    """The check above is not blind: importing QtCore shows up in the same probe."""
    loaded, qt = imported_qt_modules("PySide6.QtCore")
    assert "PySide6.QtCore" in qt
