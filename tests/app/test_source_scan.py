"""PySide6's import hook reads the source of each module imported after it;
the game's own modules are taken as PySide6's users, the standard library's
as not, without being read (unodesk/app/source_scan.py); every other module
is read as before."""
from __future__ import annotations

import json
import subprocess
import sys
import types

from unodesk.app import source_scan

PROBE = """
import json, sys, inspect
read = []
original = inspect.getsource
def counting(obj):
    read.append(getattr(obj, "__name__", "?"))
    return original(obj)
inspect.getsource = counting
from unodesk.app.source_scan import skip_the_game
found = skip_the_game()
import unodesk.view.theme, unodesk.i18n.hints, csv, platformdirs
feature = sys.modules["HOOK_MODULE"]
print(json.dumps({"found": found, "read": read,
                  "marked": {m: feature.pyside_feature_dict.get(m) for m in ("unodesk", "csv")}}))
""".replace("HOOK_MODULE", source_scan.HOOK_MODULE)


def test_the_games_modules_are_not_read_and_others_are() -> None:
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True, timeout=60)
    seen = json.loads(out.stdout)
    assert seen["found"]
    assert not [name for name in seen["read"] if name.startswith("unodesk")]
    assert "csv" not in seen["read"] and "platformdirs" in seen["read"]
    # What the hook would have found: the game's modules use PySide6, csv does not.
    assert seen["marked"] == {"unodesk": 0, "csv": -1}


def test_without_the_hook_nothing_changes(monkeypatch) -> None:
    monkeypatch.setitem(sys.modules, source_scan.HOOK_MODULE, types.ModuleType("elsewhere"))
    assert not source_scan.skip_the_game()


def test_taken_once_however_often_asked(monkeypatch) -> None:
    hook = types.ModuleType("hook")
    hook._mod_uses_pyside = lambda module: False  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, source_scan.HOOK_MODULE, hook)
    assert source_scan.skip_the_game() and source_scan.skip_the_game()
    check = hook._mod_uses_pyside  # type: ignore[attr-defined]
    assert check(types.ModuleType("unodesk.engine.cards")) and not check(types.ModuleType("csv"))
    asked = []
    hook._mod_uses_pyside = lambda module: asked.append(module.__name__) or True  # type: ignore[attr-defined]
    assert source_scan.skip_the_game()
    assert hook._mod_uses_pyside(types.ModuleType("platformdirs"))  # type: ignore[attr-defined]
    assert asked == ["platformdirs"]
    assert check(types.ModuleType("unodesk"))
