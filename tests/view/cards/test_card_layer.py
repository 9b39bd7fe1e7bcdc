"""The card scene is a layer for any card game, as KDE's libkcardgame is apart
from its games: it imports nothing of Uno (no engine, no texts, no other room
of the view). The layers between packages are checked elsewhere; this is the
room's own rule."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

CARDS = Path(__file__).resolve().parents[3] / "unodesk" / "view" / "cards"
MODULES = sorted(path.name for path in CARDS.glob("*.py"))


def imports(path: Path) -> list[tuple[int, str]]:
    """Every import of the module, as (how many dots, the module named)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            found.append((node.level, node.module or ""))
        elif isinstance(node, ast.Import):
            found.extend((0, alias.name) for alias in node.names)
    return found


def test_the_room_holds_the_card_scene():
    assert {"animator.py", "card_item.py", "card_scene.py", "motion.py"} <= set(MODULES)


@pytest.mark.parametrize("module", MODULES)
def test_the_card_scene_imports_nothing_of_uno(module):
    """Cards, their motions and the queue serve any card game: no engine, no
    texts, no durations, no table; only Qt, Python and the room itself."""
    for level, name in imports(CARDS / module):
        assert level <= 1, f"{module} reaches out of view/cards: {'.' * level}{name}"
        if level == 0:
            assert name.split(".")[0] != "unodesk", f"{module} imports {name}"


def test_the_check_sees_an_import_out_of_the_room(tmp_path):
    """The check itself: an import of the engine or of the table is seen."""
    sample = tmp_path / "sample.py"
    sample.write_text("from unodesk.engine import Card\nfrom ..table import faces\nimport unodesk.i18n\n")
    assert imports(sample) == [(0, "unodesk.engine"), (2, "table"), (0, "unodesk.i18n")]
