"""The session is pure Python below the controller and the scores: it loads
no Qt, and of unodesk only the engine and the match's setup."""
from __future__ import annotations

import json
import subprocess
import sys

from tests.test_imports import imported_qt_modules


def test_the_session_loads_no_qt() -> None:
    loaded, qt = imported_qt_modules("unodesk.session")
    assert loaded == ["unodesk.session"] and qt == []


def test_the_session_imports_only_the_engine_and_the_setup() -> None:
    probe = ("import json, sys, unodesk.session; "
             "print(json.dumps(sorted({m.split('.')[1] for m in sys.modules if m.startswith('unodesk.')})))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60)
    assert set(json.loads(out.stdout)) <= {"engine", "setup", "session"}
