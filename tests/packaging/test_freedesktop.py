"""The files a desktop and a software centre read, as packaging/freedesktop.py
lays them out under share/ for the .deb and the Flatpak: the metainfo as
installed, with its screenshots at this version's tag."""
from __future__ import annotations

import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import unodesk
from unodesk.i18n.languages import CODES

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import build_resources  # noqa: E402
import freedesktop  # noqa: E402

LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def _png_size(path: Path) -> tuple[int, int]:
    return struct.unpack(">II", path.read_bytes()[16:24])


def test_every_screenshot_is_the_project_s_own_picture_at_this_version_s_tag(tmp_path: Path) -> None:
    root = ET.fromstring(freedesktop.metainfo_text())
    shots = root.findall("screenshots/screenshot")
    assert len(shots) >= 4
    assert [s.get("type") for s in shots].count("default") == 1
    for shot in shots:
        image = shot.find("image")
        prefix = f"https://raw.githubusercontent.com/unodesk/unodesk/v{unodesk.__version__}/docs/"
        assert image.text.startswith(prefix), image.text
        picture = ROOT / "docs" / image.text.removeprefix(prefix)
        assert picture.is_file(), picture
        assert _png_size(picture) == (int(image.get("width")), int(image.get("height")))
        assert {c.get(LANG, "en") for c in shot.findall("caption")} == set(CODES)


def test_the_metainfo_as_installed_passes_the_validator(tmp_path: Path) -> None:
    if shutil.which("appstreamcli") is None:
        pytest.skip("appstreamcli is not installed (.ci/run installs appstream)")
    installed = freedesktop.metainfo_path(tmp_path)
    installed.parent.mkdir(parents=True)
    installed.write_text(freedesktop.metainfo_text(), encoding="utf-8")
    done = subprocess.run(["appstreamcli", "validate", "--no-net", str(installed)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def test_freedesktop_lays_out_every_file_it_names(tmp_path: Path) -> None:
    made = freedesktop.install(tmp_path / "share")
    assert made == freedesktop.installed_files(tmp_path / "share")
    assert all(path.is_file() for path in made)
    assert len(made) == 1 + len(build_resources.PNG_SIZES) + 1 + 1
