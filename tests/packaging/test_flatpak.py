"""The Flatpak manifest, read as flatpak-builder reads it: a build needs
Flathub's runtimes, which are not here."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from unodesk import resources

ROOT = Path(__file__).resolve().parents[2]

MANIFEST = ROOT / "packaging" / "flatpak" / f"{resources.APP_ID}.yml"


def _manifest() -> dict:
    yaml = pytest.importorskip("ruamel.yaml")
    return yaml.YAML(typ="safe").load(MANIFEST.read_text(encoding="utf-8"))


def test_the_manifest_builds_the_game_s_app_id_from_this_source_tree() -> None:
    manifest = _manifest()
    assert manifest["id"] == resources.APP_ID and manifest["command"] == "unodesk"
    assert manifest["runtime-version"] == manifest["base-version"]
    assert manifest["base"] == "io.qt.PySide.BaseApp"
    game = manifest["modules"][-1]
    folder = next(s for s in game["sources"] if s["type"] == "dir")
    assert (MANIFEST.parent / folder["path"]).resolve() == ROOT
    commands = "\n".join(game["build-commands"])
    assert "pip3 install" in commands and "packaging/freedesktop.py ${FLATPAK_DEST}/share" in commands
    assert (ROOT / "packaging" / "freedesktop.py").is_file()


def test_every_download_is_pinned_by_its_checksum_and_named_as_installed() -> None:
    manifest = _manifest()
    for module in manifest["modules"]:
        for source in module["sources"]:
            if source["type"] == "file":
                assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"]), source
                wheel = source["url"].rsplit("/", 1)[1]
                assert source["url"].startswith("https://files.pythonhosted.org/")
                assert any(wheel in command for command in module["build-commands"]), wheel


def test_the_game_s_dependencies_are_in_the_manifest() -> None:
    """platformdirs is a module; PySide6 comes with the base app."""
    manifest = _manifest()
    names = {module["name"] for module in manifest["modules"]}
    assert "python3-platformdirs" in names


def test_the_window_opens_on_wayland_or_x11_and_nothing_more_is_asked() -> None:
    args = set(_manifest()["finish-args"])
    assert {"--socket=wayland", "--socket=fallback-x11", "--share=ipc"} <= args
    assert not {a for a in args if a.startswith(("--filesystem", "--share=network", "--talk-name"))}


@pytest.mark.skipif(shutil.which("flatpak-builder") is None,
                    reason="flatpak-builder is not installed (.ci/run installs it)")
def test_flatpak_builder_reads_the_manifest_without_a_word_to_say(tmp_path: Path) -> None:
    done = subprocess.run(["flatpak-builder", "--show-manifest", str(MANIFEST)], capture_output=True, text=True,
                          cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    # An unknown key is only a warning to flatpak-builder: here it is a fault.
    assert "WARNING" not in done.stderr and "Unknown" not in done.stderr, done.stderr
    assert json.loads(done.stdout)["id"] == resources.APP_ID
