"""What the build makes from resources/ and packaging/: icons, translations,
the desktop entry; and that a wheel and an sdist carry them."""
from __future__ import annotations

import configparser
import shutil
import struct
import subprocess
import sys
import tarfile
import xml.etree.ElementTree as ET
import zipfile
from pathlib import Path

import pytest
from PySide6.QtGui import QImage, QImageReader

import unodesk
from unodesk import resources
from unodesk.i18n.languages import CODES, SOURCE_LANGUAGE

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import build_resources  # noqa: E402

LINUX = ROOT / "packaging" / "linux"
DESKTOP_FILE = LINUX / f"{resources.APP_ID}.desktop"
METAINFO = LINUX / f"{resources.APP_ID}.metainfo.xml"
TRANSLATED = [code for code in CODES if code != SOURCE_LANGUAGE]


@pytest.fixture(scope="module")
def icons(tmp_path_factory) -> Path:
    target = tmp_path_factory.mktemp("data")
    build_resources.render_icons(target)
    return target / "icons"


def test_every_png_size_is_drawn_from_the_svg(qapp, icons: Path) -> None:
    for size in build_resources.PNG_SIZES:
        image = QImage(str(icons / f"unodesk-{size}.png"))
        assert image.size().toTuple() == (size, size)
        # Drawn, not empty: the centre of the fan is opaque.
        assert image.pixelColor(size // 2, size // 2).alpha() == 255


def test_the_ico_holds_each_windows_size(qapp, icons: Path) -> None:
    data = (icons / "unodesk.ico").read_bytes()
    _reserved, kind, count = struct.unpack_from("<HHH", data)
    assert kind == 1 and count == len(build_resources.ICO_SIZES)
    sizes = [data[6 + 16 * i] or 256 for i in range(count)]
    assert sizes == list(build_resources.ICO_SIZES)
    reader = QImageReader(str(icons / "unodesk.ico"))
    assert reader.imageCount() == count and not reader.read().isNull()


def test_the_icns_holds_each_macos_size(qapp, icons: Path) -> None:
    data = (icons / "unodesk.icns").read_bytes()
    magic, length = struct.unpack_from(">4sI", data)
    assert magic == b"icns" and length == len(data)
    kinds, offset = [], 8
    while offset < len(data):
        kind, size = struct.unpack_from(">4sI", data, offset)
        assert data[offset + 8:offset + 16] == b"\x89PNG\r\n\x1a\n"
        kinds.append(kind)
        offset += size
    assert kinds == [kind for kind, _size in build_resources.ICNS_TYPES]
    assert not QImage(str(icons / "unodesk.icns")).isNull()


def _desktop_entry() -> configparser.ConfigParser:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str
    parser.read(DESKTOP_FILE, encoding="utf-8")
    return parser


def test_the_desktop_entry_speaks_every_language() -> None:
    entry = _desktop_entry()["Desktop Entry"]
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        for code in TRANSLATED:
            assert entry.get(f"{key}[{code}]"), (key, code)
    assert entry["Icon"] == resources.APP_ID and entry["Exec"] == "unodesk"


def test_the_metainfo_speaks_every_language_and_names_this_version() -> None:
    root = ET.parse(METAINFO).getroot()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    assert root.findtext("id") == resources.APP_ID
    for tag in ("name", "summary"):
        assert {e.get(lang, "en") for e in root.findall(tag)} == set(CODES), tag
    paragraphs = {p.get(lang, "en") for p in root.find("description").findall("p")}
    assert paragraphs == set(CODES)
    assert root.find("releases/release").get("version") == unodesk.__version__
    assert root.find("launchable").text == DESKTOP_FILE.name


@pytest.mark.parametrize(("tool", "args", "path"), [
    ("desktop-file-validate", [], DESKTOP_FILE),
    ("appstreamcli", ["validate", "--no-net"], METAINFO),
])
def test_the_validators_accept_the_desktop_files(tool: str, args: list[str], path: Path) -> None:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed (.ci/run installs it)")
    done = subprocess.run([tool, *args, str(path)], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def _wanted_data() -> set[str]:
    wanted = {f"unodesk/data/i18n/unodesk_{code}.qm" for code in CODES}
    wanted |= {f"unodesk/data/i18n/{ts.stem}.qm" for ts in (ROOT / "resources" / "i18n").glob("qtbase_*.ts")}
    wanted |= {f"unodesk/data/icons/unodesk-{size}.png" for size in build_resources.PNG_SIZES}
    wanted |= {"unodesk/data/icons/unodesk.ico", "unodesk/data/icons/unodesk.icns",
               f"unodesk/data/desktop/{DESKTOP_FILE.name}"}
    wanted |= {f"unodesk/data/sounds/{name}.wav" for name in ("play", "draw", "uno", "caught", "skip", "reverse", "win", "match")}
    return wanted


def _names_in(wheel: Path) -> set[str]:
    with zipfile.ZipFile(wheel) as archive:
        return set(archive.namelist())


@pytest.mark.slow
def test_an_sdist_and_the_wheel_built_from_it_carry_every_translation(tmp_path: Path) -> None:
    """The way pip, pipx and a packager build it: sources in the sdist, the
    compiled .qm files and icons in the wheel (the build step makes them).

    The wheel from the sdist is built as pip builds it, in an environment of
    its own made from the build requirements (which proves they are
    complete); the wheel and the sdist from the source tree are built in
    this environment, which has the same requirements (a second and a third
    isolated environment, each installing Qt again, would prove nothing more)."""
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check", "-q"]
    # Built from a copy, so that the source tree stays as it is.
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".venv", ".git", "build", "dist", "shots", "*.egg-info", "__pycache__", ".pytest_cache", ".hypothesis"))
    shutil.rmtree(source / "unodesk" / "data", ignore_errors=True)
    subprocess.run([*pip, "wheel", "--no-deps", "--no-build-isolation", "-w", str(tmp_path / "wheel"), str(source)],
                   check=True)
    (wheel,) = (tmp_path / "wheel").glob("unodesk-*.whl")
    names = _names_in(wheel)
    assert _wanted_data() <= names
    assert not [n for n in names if n.endswith(".ts")]

    subprocess.run([sys.executable, "-m", "build", "--sdist", "--no-isolation", "--outdir", str(tmp_path / "sdist"),
                    str(source)],
                   check=True, capture_output=True)
    (sdist,) = (tmp_path / "sdist").glob("unodesk-*.tar.gz")
    with tarfile.open(sdist) as tar:
        inside = {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}
    assert {f"resources/i18n/unodesk_{code}.ts" for code in CODES} <= inside
    assert {"resources/icons/unodesk.svg", "setup.py", "packaging/build_resources.py"} <= inside
    assert not [n for n in inside if n.endswith(".qm")]
    subprocess.run([*pip, "wheel", "--no-deps", "-w", str(tmp_path / "from-sdist"), str(sdist)], check=True)
    (rebuilt,) = (tmp_path / "from-sdist").glob("unodesk-*.whl")
    assert _wanted_data() <= _names_in(rebuilt)


def test_lrelease_comes_from_pyside6_or_else_from_path(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    import PySide6

    assert build_resources.lrelease_command()[0] == sys.executable
    monkeypatch.setattr(PySide6, "__file__", str(tmp_path / "__init__.py"))
    monkeypatch.setattr(build_resources.shutil, "which",
                        lambda name: "/usr/lib/qt6/bin/lrelease" if name == "lrelease" else None)
    assert build_resources.lrelease_command() == ["/usr/lib/qt6/bin/lrelease"]
    monkeypatch.setattr(build_resources.shutil, "which", lambda name: None)
    with pytest.raises(SystemExit, match="no lrelease"):
        build_resources.lrelease_command()
