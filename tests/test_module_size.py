"""No module of the game is over 500 lines: past that, a module has more
than one reason to change (ARCHITECTURE.md, *The layers*)."""
from __future__ import annotations

from pathlib import Path

import unodesk

MOST_LINES = 500


def test_no_module_of_the_game_is_over_500_lines() -> None:
    package = Path(unodesk.__file__).parent
    over = {str(path.relative_to(package)): lines for path in sorted(package.rglob("*.py"))
            if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MOST_LINES}
    assert over == {}
