"""The engine's benchmark runs (its figures are read by people, not tests)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str) -> str:
    out = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "engine.py"), *args],
                         capture_output=True, text=True, check=True, timeout=300, cwd=ROOT)
    return out.stdout


def test_the_benchmark_plays_every_rule_set_it_names():
    """README (Benchmarks): benchmarks/engine.py measures the official game and every house rule."""
    out = run("--runs", "1", "--rounds", "3")
    for name in ("official rules", "every house rule", "and the newer switches"):
        assert f"unodesk, {name}" in out


def test_the_benchmark_compares_with_a_baseline_copy_of_the_engine():
    """README (Benchmarks): --baseline plays another copy of the engine in turn with this one."""
    out = run("--baseline", str(ROOT), "--runs", "1", "--rounds", "3")
    assert "this / baseline" in out and "official" in out


def test_the_same_game_check_finds_a_copy_of_this_engine_alike():
    """README (Benchmarks): benchmarks/same_game.py compares this engine with a copy step by step."""
    out = subprocess.run([sys.executable, str(ROOT / "benchmarks" / "same_game.py"), str(ROOT), "--seeds", "1",
                          "--tables", "4"],
                         capture_output=True, text=True, check=True, timeout=300, cwd=ROOT).stdout
    assert "the same game" in out and "compared alike" in out
