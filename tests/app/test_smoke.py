"""The smoke run and a start from the command line, in a process of their own."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def _run(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "unodesk", *args], capture_output=True, text=True, timeout=120, env=env,
    )


@pytest.fixture
def clean_env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               QT_QPA_PLATFORM="offscreen")
    env.pop("PYTEST_CURRENT_TEST", None)
    return env


@pytest.mark.slow
def test_the_smoke_run_plays_a_round_and_exits_0(clean_env: dict[str, str], tmp_path: Path) -> None:
    done = _run("--smoke", "--seed", "5", env=clean_env)
    assert done.returncode == 0, done.stderr
    assert "one round played" in done.stdout
    # The smoke run leaves the player's settings alone (the sound service's
    # client may keep its own folder there: libpulse's cookie).
    assert not (tmp_path / "config" / "unodesk").exists()
    assert "sound: " in done.stdout and done.stderr == ""  # silent and quiet without a sound service
    # It records its round like any other, and leaves no match to go on with.
    from unodesk.persistence.scores import MatchState, ScoreStore

    store = ScoreStore.open(tmp_path / "data" / "unodesk" / "scores.sqlite3")
    (match,) = store.history()
    assert match.rounds == 1 and match.state is MatchState.ABANDONED and store.unfinished() is None
    store.close()


def _smoke_with_round_slot(slot: str, env: dict[str, str], folder: Path) -> subprocess.CompletedProcess[str]:
    """The smoke run with the window's slot for a new round replaced by
    `slot` (the source of a function `slot(self, round_)`), through a
    sitecustomize on the path."""
    (folder / "sitecustomize.py").write_text(
        "from unodesk.view import window\n" + slot + "window.MainWindow._round_started = slot\n"
    )
    env["PYTHONPATH"] = os.pathsep.join([str(folder), env.get("PYTHONPATH", "")])
    return _run("--smoke", "--seed", "5", env=env)


def test_the_smoke_run_fails_on_an_exception_in_a_slot(clean_env: dict[str, str], tmp_path: Path) -> None:
    done = _smoke_with_round_slot(
        "def slot(self, round_):\n"
        "    raise RuntimeError('broken slot')\n",
        clean_env, tmp_path,
    )
    assert done.returncode == 1
    assert "broken slot" in done.stderr


def test_the_smoke_run_fails_on_a_qt_warning(clean_env: dict[str, str], tmp_path: Path) -> None:
    done = _smoke_with_round_slot(
        "from PySide6.QtCore import qWarning\n"
        "def slot(self, round_):\n"
        "    qWarning('something is off')\n",
        clean_env, tmp_path,
    )
    assert done.returncode == 1
    assert "something is off" in done.stderr


@pytest.mark.slow
def test_a_start_from_the_command_line_deals_and_paints_the_table(clean_env: dict[str, str]) -> None:
    # The way benchmarks/table.py times a start: the real main(), from launch to the first painted deal.
    done = _run("--quit-when-dealt", "--players", "2", "--seed", "3", env=clean_env)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "dealt"
    assert "--quit-when-dealt" not in _run("--help", env=clean_env).stdout
