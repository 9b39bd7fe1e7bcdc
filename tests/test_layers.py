"""The layers of the house, as docs/ARCHITECTURE.md draws them: a module
imports only from its own part of the house or from rows strictly below
its own row.

The imports are read from the source with `ast`: every one, at module
level, inside a function or under TYPE_CHECKING, relative ones resolved.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path

import unodesk

PACKAGE = Path(unodesk.__file__).resolve().parent

# Top row first. Each row holds its parts; a part is the top-level names
# under unodesk/ that belong to it. Two parts of one row never import each
# other.
ROWS: tuple[tuple[tuple[str, ...], ...], ...] = (
    (("app", "desktop", "__main__"),),  # the command line, the wiring, the smoke run, one running copy, geometry
    (("view",),),  # the window, the card scene, the table, dialogs, score windows
    (("controller",), ("persistence",)),  # the match's QObject; settings and scores
    (("i18n",),),  # languages, translations, card names, every sentence function
    (("session",), ("ai",), ("lesson",)),  # the Qt-free match session; the computer players; the lesson's script
    (("setup",),),  # the shared values of a match
    (("engine",),),  # the game
    (("resources", "__init__"),),  # at the bottom: nothing of unodesk but each other
)
PLACE = {name: (row, part) for row, parts in enumerate(ROWS) for part, names in enumerate(parts) for name in names}


@dataclass(frozen=True)
class Import:
    module: str  # the importing module, e.g. "unodesk.view.window"
    line: int
    target: str  # the unodesk module imported, e.g. "unodesk.setup.speeds"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _is_module(name: str) -> bool:
    """Whether `name` (dotted, under unodesk) is a module or package of the source."""
    where = PACKAGE.parent.joinpath(*name.split("."))
    return where.with_suffix(".py").is_file() or (where / "__init__.py").is_file()


def imports_of(source: str, module: str, is_package: bool = False) -> list[Import]:
    """Every import of a unodesk module in `source`, wherever it stands."""
    package = module if is_package else module.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                origin = ".".join([*base, *([node.module] if node.module else [])])
            else:
                origin = node.module or ""
            # `from unodesk import desktop` imports a module; `from unodesk import APP_NAME` a name of the package.
            names = [f"{origin}.{alias.name}" if _is_module(f"{origin}.{alias.name}") else origin
                     for alias in node.names]
        else:
            continue
        found += [Import(module, node.lineno, name) for name in dict.fromkeys(names)
                  if name == "unodesk" or name.startswith("unodesk.")]
    return found


def house() -> list[Import]:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        found += imports_of(path.read_text(encoding="utf-8"), module_name(path), path.name == "__init__.py")
    return found


def part_of(module: str) -> str:
    """The top-level name a module belongs to: "view" for unodesk.view.window, "__init__" for unodesk."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "__init__"


def against_the_layers(imports: list[Import]) -> list[str]:
    wrong = []
    for each in imports:
        (row, part), (to_row, to_part) = PLACE[part_of(each.module)], PLACE[part_of(each.target)]
        if (row, part) != (to_row, to_part) and to_row <= row:
            where = "its own row" if to_row == row else "a row above it"
            wrong.append(f"{each.module} (line {each.line}) imports {each.target}, in {where}")
    return wrong


def test_every_module_imports_only_from_its_own_part_or_the_rows_below() -> None:
    wrong = against_the_layers(house())
    assert not wrong, "imports against the layers:\n" + "\n".join(wrong)


def test_every_part_of_the_package_has_its_row() -> None:
    tops = {part_of(module_name(path)) for path in PACKAGE.rglob("*.py")}
    assert tops - PLACE.keys() == set()


def test_the_reading_sees_every_kind_of_import() -> None:
    """The check is not blind: it finds imports inside functions and under
    TYPE_CHECKING, resolves relative ones, and tells a module from a name."""
    source = (
        "from typing import TYPE_CHECKING\n"
        "from unodesk import APP_NAME, desktop\n"
        "from ..engine import Card\n"
        "from . import theme\n"
        "if TYPE_CHECKING:\n"
        "    from unodesk.controller.controller import GameController\n"
        "def later():\n"
        "    import unodesk.app.wiring\n"
    )
    found = sorted((i.line, i.target) for i in imports_of(source, "unodesk.view.window"))
    assert found == [(2, "unodesk"), (2, "unodesk.desktop"), (3, "unodesk.engine"), (4, "unodesk.view.theme"),
                     (6, "unodesk.controller.controller"), (8, "unodesk.app.wiring")]
    wrong = against_the_layers(imports_of(source, "unodesk.view.window"))
    assert wrong == ["unodesk.view.window (line 2) imports unodesk.desktop, in a row above it",
                     "unodesk.view.window (line 8) imports unodesk.app.wiring, in a row above it"]


def test_two_parts_of_one_row_may_not_import_each_other() -> None:
    source = "from unodesk.persistence.settings import Settings\n"
    assert against_the_layers(imports_of(source, "unodesk.controller.controller")) == [
        "unodesk.controller.controller (line 1) imports unodesk.persistence.settings, in its own row"]
    assert against_the_layers(imports_of("from unodesk.desktop import motion_flag\n", "unodesk.app.wiring")) == []
