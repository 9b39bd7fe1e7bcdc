"""The start-up benchmark's programs are there to start (its figures are
read by people, not tests: none is timed here)."""
from __future__ import annotations

import argparse
import importlib.util
import py_compile
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def startup_benchmark():
    spec = importlib.util.spec_from_file_location("startup_benchmark", ROOT / "benchmarks" / "startup.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules[spec.name]
    return module


def test_the_floors_are_small_programs_of_their_own(tmp_path):
    """README (Starting the game): `--floors` starts two windows less than the
    game's first frame, each a script that imports PySide6 and nothing else."""
    benchmark = startup_benchmark()
    args = argparse.Namespace(floors=True, no_second=True, compare=[], bundle=tmp_path / "none", peers=False)
    found = {program.name: program.argv for program in benchmark.programs(args)}
    floors = [argv for name, argv in found.items() if name.startswith("floor")]
    assert len(floors) == 2
    for _python, script in floors:
        path = Path(script)
        py_compile.compile(str(path), cfile=str(tmp_path / f"{path.stem}.pyc"), doraise=True)
        imported = {line.split()[1] for line in path.read_text().splitlines()
                    if line.startswith(("import ", "from "))}
        assert imported <= {"sys", "PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets"}, imported
