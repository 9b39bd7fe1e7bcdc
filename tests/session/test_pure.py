"""The session is pure Python below the controller and the scores: of
unodesk it loads only the engine and the match's setup (that it loads no
Qt is checked with the other pure packages, in tests/test_imports.py)."""
from __future__ import annotations

import json
import subprocess
import sys


def test_the_session_imports_only_the_engine_and_the_setup() -> None:
    probe = ("import json, sys, unodesk.session; "
             "print(json.dumps(sorted({m.split('.')[1] for m in sys.modules if m.startswith('unodesk.')})))")
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True, timeout=60)
    assert set(json.loads(out.stdout)) <= {"engine", "setup", "session"}
