"""PySide6 reads the source of every module imported after it: its import
hook looks for the word "PySide6" in each new module's source, to know
which modules its `__feature__` switches (snake_case, true_property) may
apply to. The game uses no such switch, yet a start imports some 150 of
its own modules after PySide6, and reading and splitting their sources
costs the first screen 15 to 40 ms (tests/app/test_source_scan.py).

`skip_the_game` tells the hook what it would find in the game's modules
(as for any module that uses PySide6) and in the standard library's (which
never uses it) without reading them; other packages' modules are still
read. Where the hook is not there (another PySide6), nothing changes."""
from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

# The hook's module and its check, in PySide6 6.5 and later.
HOOK_MODULE = "shibokensupport.feature"
CHECK = "_mod_uses_pyside"


def is_the_games(module: ModuleType) -> bool:
    name = getattr(module, "__name__", "")
    return name == "unodesk" or name.startswith("unodesk.")


def is_the_standard_librarys(module: ModuleType) -> bool:
    return str(getattr(module, "__name__", "")).partition(".")[0] in sys.stdlib_module_names


def skip_the_game() -> bool:
    """PySide6 imported, and from now on the game's modules taken as its
    users, the standard library's as not, unread; False when the hook is not there (nothing is changed)."""
    import PySide6  # noqa: F401 (importing it puts the hook in place)

    hook = sys.modules.get(HOOK_MODULE)
    check: Callable[[ModuleType], bool] | None = getattr(hook, CHECK, None)
    if check is None or getattr(check, "skips_the_game", False):
        return check is not None

    def uses_pyside(module: ModuleType) -> bool:
        if is_the_games(module):
            return True
        return False if is_the_standard_librarys(module) else check(module)

    uses_pyside.skips_the_game = True  # type: ignore[attr-defined]
    setattr(hook, CHECK, uses_pyside)
    return True
