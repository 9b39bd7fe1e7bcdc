"""--version, --install-desktop and --uninstall-desktop, and a smoke run
that refuses a language it could not load."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

import unodesk
from unodesk import desktop, resources
from unodesk.setup.speeds import Speed


def _run(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "unodesk", *args], capture_output=True, text=True, timeout=120, env=env)


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    env = dict(os.environ, XDG_DATA_HOME=str(tmp_path / "share"), XDG_CONFIG_HOME=str(tmp_path / "config"),
               QT_QPA_PLATFORM="offscreen")
    env.pop("PYTEST_CURRENT_TEST", None)
    return env


def test_version(env: dict[str, str]) -> None:
    done = _run("--version", env=env)
    assert done.returncode == 0 and done.stdout.strip() == f"unodesk {unodesk.__version__}"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG desktops")
def test_install_desktop_puts_the_entry_and_icons_in_the_users_folders_and_uninstall_removes_them(
        env: dict[str, str], tmp_path: Path) -> None:
    share = tmp_path / "share"
    done = _run("--install-desktop", env=env)
    assert done.returncode == 0, done.stderr
    entry = share / "applications" / f"{resources.APP_ID}.desktop"
    text = entry.read_text(encoding="utf-8")
    # The entry starts this very installation, whatever PATH the desktop has.
    exec_line = next(line for line in text.splitlines() if line.startswith("Exec="))
    assert exec_line.startswith(f"Exec={Path(sys.executable).parent}") or "-m unodesk" in exec_line
    for size in (16, 32, 48, 64, 128, 256, 512):
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{resources.APP_ID}.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{resources.APP_ID}.svg").is_file()
    if shutil.which("desktop-file-validate"):
        checked = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert checked.returncode == 0, checked.stdout
    # Again: nothing breaks, nothing doubles.
    assert _run("--install-desktop", env=env).returncode == 0

    done = _run("--uninstall-desktop", env=env)
    assert done.returncode == 0, done.stderr
    assert [p for p in share.rglob("*") if p.is_file()] == []
    assert "nothing to remove" in _run("--uninstall-desktop", env=env).stdout


def test_the_exec_line_quotes_what_the_desktop_spec_reserves() -> None:
    assert desktop.exec_line(["/opt/unodesk/unodesk"]) == "/opt/unodesk/unodesk"
    assert desktop.exec_line(["/home/a b/bin/python", "-m", "unodesk"]) == '"/home/a b/bin/python" -m unodesk'
    assert desktop.exec_line(['/x/"$q"']) == '"/x/\\"\\$q\\""'
    assert desktop.exec_line(["/x/100%"]) == "/x/100%%"


def test_install_and_uninstall_touch_only_their_own_files(tmp_path: Path) -> None:
    other = tmp_path / "applications" / "other.desktop"
    other.parent.mkdir(parents=True)
    other.write_text("[Desktop Entry]\n")
    files = desktop.install(tmp_path, ["/usr/bin/unodesk"])
    assert all(f.is_file() for f in files) and "Exec=/usr/bin/unodesk\n" in files[0].read_text()
    assert sorted(desktop.uninstall(tmp_path)) == sorted(files)
    assert other.is_file()


def test_the_smoke_run_fails_when_the_language_is_not_loaded(env: dict[str, str], tmp_path: Path) -> None:
    """As a bundle without its .qm files would: --lang sv must not quietly stay English."""
    (tmp_path / "sitecustomize.py").write_text(
        "from pathlib import Path\nfrom unodesk import resources\n"
        f"resources.TRANSLATIONS = Path({str(tmp_path / 'nothing')!r})\n")
    env["PYTHONPATH"] = os.pathsep.join([str(tmp_path), env.get("PYTHONPATH", "")])
    done = _run("--smoke", "--lang", "sv", env=env)
    assert done.returncode == 1
    assert "not in Svenska" in done.stderr


# -- the desktop's wish for less motion --------------------------------------------

def test_reduced_motion_from_the_environment_turns_animations_off():
    assert desktop.motion_flag({"UNODESK_REDUCED_MOTION": "1"}) is Speed.OFF
    assert desktop.motion_flag({"UNODESK_REDUCED_MOTION": "0"}) is Speed.NORMAL
    assert desktop.motion_flag({"UNODESK_REDUCED_MOTION": "1", "XDG_CURRENT_DESKTOP": "ubuntu:GNOME"}) is Speed.OFF


def test_gnome_s_setting_is_asked_in_a_gnome_session_only():
    """GNOME's enable-animations is read with a program (gsettings): only where it is the desktop's setting."""
    assert desktop.motion_flag({"XDG_CURRENT_DESKTOP": "ubuntu:GNOME"}) is None
    assert desktop.motion_flag({"XDG_CURRENT_DESKTOP": "GNOME"}) is None
    assert desktop.motion_flag({"XDG_CURRENT_DESKTOP": "KDE"}) is Speed.NORMAL
    assert desktop.motion_flag({}) is Speed.NORMAL


def test_without_a_preference_the_speed_is_normal_or_off(monkeypatch):
    monkeypatch.setattr("shutil.which", lambda name: None)
    assert desktop.desktop_speed() is Speed.NORMAL


def test_gnome_with_animations_off_turns_them_off(monkeypatch):
    monkeypatch.setattr("shutil.which", lambda name: "/usr/bin/gsettings")
    monkeypatch.setattr(subprocess, "run", lambda *a, **k: subprocess.CompletedProcess(a, 0, "false\n", ""))
    assert desktop.desktop_speed() is Speed.OFF
