"""A start as a double-click makes it, with what a crash, a power cut or
another program left in the lock's place: the game opens and deals."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest


def _start(env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "unodesk", "--quit-when-dealt", "--players", "2"],
                          capture_output=True, text=True, timeout=120, env=env)


@pytest.mark.slow
@pytest.mark.parametrize("left", ["empty", "garbage", "folder", "live-unrelated"])
def test_a_stale_lock_never_keeps_the_family_out(tmp_path: Path, left: str) -> None:
    data = tmp_path / "data" / "unodesk"
    data.mkdir(parents=True)
    lock = data / "unodesk.lock"
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(120)"])
    try:
        if left == "empty":
            lock.write_bytes(b"")
        elif left == "garbage":
            lock.write_bytes(os.urandom(64))
        elif left == "folder":
            lock.mkdir()
        else:  # its number given to another program of the same name after a restart
            name = os.path.basename(os.path.realpath(sys.executable))
            lock.write_text(f"{other.pid}\n{name}\n{os.uname().nodename}\n")
        env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
                   QT_QPA_PLATFORM="offscreen")
        env.pop("PYTEST_CURRENT_TEST", None)
        done = _start(env)
        assert done.returncode == 0, done.stderr
        assert done.stdout.strip() == "dealt"
    finally:
        other.kill()
        other.wait()
