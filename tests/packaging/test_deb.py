"""The Debian package, without building the bundle: the control file from
the version and the metainfo, the tree the builder lays out around a
stand-in bundle, and (where Debian's tools are) the dependencies it finds
and the .deb dpkg reads. The real bundle is built, installed, played and
removed by .ci/run."""
from __future__ import annotations

import gzip
import os
import re
import shutil
import stat
import subprocess
import sys
from email.parser import HeaderParser
from pathlib import Path

import pytest

import unodesk
from unodesk import resources

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))
import build_resources  # noqa: E402
import deb  # noqa: E402

HELP = """usage: unodesk [-h] [--lang en|sv|nb|nl] [--smoke]

Uno for the family desktop.

options:
  -h, --help            show this help message and exit
  --smoke               play one round between computers and exit
"""


def _fields(control: str) -> dict[str, str]:
    return dict(HeaderParser().parsestr(control).items())


def _control(**relations: str) -> dict[str, str]:
    return _fields(deb.control(unodesk.__version__, "amd64", 4242, relations))


def test_the_control_file_names_this_version_and_what_debian_asks_for() -> None:
    fields = _control(Depends="libc6 (>= 2.36), libxcb1", Recommends="libcups2")
    assert fields["Package"] == "unodesk"
    assert fields["Version"] == unodesk.__version__
    assert fields["Architecture"] == "amd64"
    assert fields["Installed-Size"] == "4242"
    assert fields["Section"] == "games" and fields["Priority"] == "optional"
    assert re.fullmatch(r"[^<>]+ <[^@<> ]+@[^@<> ]+\.[a-z]+>", fields["Maintainer"])
    assert fields["Homepage"].startswith("https://")
    assert fields["Depends"] == "libc6 (>= 2.36), libxcb1" and fields["Recommends"] == "libcups2"


def test_an_empty_relation_is_left_out() -> None:
    assert "Recommends" not in _control(Depends="libc6", Recommends="")


def test_the_description_is_the_metainfo_s_summary_and_paragraphs_in_debian_s_form() -> None:
    text = deb.control(unodesk.__version__, "amd64", 1, {})
    synopsis, *body = text.split("Description: ", 1)[1].rstrip("\n").split("\n")
    assert synopsis == "Uno for the whole family at one computer"
    assert len(synopsis) < 80 and not synopsis.endswith(".")
    assert body and all(line.startswith(" ") and len(line) <= 80 for line in body)
    assert " ." in body  # two paragraphs
    assert "computer players at three levels" in " ".join(" ".join(body).split())


def test_the_changelog_has_an_entry_for_this_version_as_debian_writes_it() -> None:
    text = deb.changelog()
    assert text.startswith(f"unodesk ({unodesk.__version__}) unstable; urgency=medium\n\n  * ")
    trailer = re.search(r"^ -- (.+?)  (\w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d \+0000)$", text, re.MULTILINE)
    assert trailer and trailer.group(1) == deb.MAINTAINER
    assert all(len(line) <= 80 for line in text.splitlines() if not line.startswith(" -- "))


def test_the_copyright_file_is_machine_readable_with_the_mit_licence_and_qt_s_lgpl() -> None:
    text = deb.copyright_text()
    assert text.startswith("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/\n")
    paragraphs = text.split("\n\n")
    licences = {p.split("License: ", 1)[1].split("\n")[0] for p in paragraphs if "License: " in p}
    assert {"MIT", "LGPL-3"} <= licences
    mit = next(p for p in paragraphs if p.startswith("License: MIT"))
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert " ".join(mit.split()[2:]).replace(" .", "") == " ".join(licence.split("\n\n", 2)[2].split())
    assert "Copyright: 2026 The unodesk developers" in text and "@HOLDER@" not in text
    lgpl = next(p for p in paragraphs if "License: LGPL-3" in p)
    assert "PySide6" in lgpl and "/usr/share/common-licenses/LGPL-3" in lgpl
    # Every licence named has its text or a pointer to it.
    assert all("\n " in p for p in paragraphs if p.startswith("Files:") and "License: MIT" not in p)


def test_the_manual_page_says_what_help_says() -> None:
    page = deb.man_page(HELP, "9.8.7")
    assert page.startswith('.TH UNODESK 6 "" "unodesk 9.8.7" "Games"\n')
    assert ".SH NAME\nunodesk \\- Uno for the whole family at one computer\n" in page
    assert "\\-\\-smoke               play one round between computers and exit" in page
    assert "options:" not in page
    # No line of text that roff would take for a request.
    assert not [line for line in page.splitlines() if line.startswith("'")]


@pytest.fixture
def bundle(tmp_path: Path) -> Path:
    """A stand-in for PyInstaller's folder: the program (which answers
    --help), a library, a module, and a copy of zlib that the system keeps."""
    folder = tmp_path / "unodesk"
    (folder / "_internal" / "PySide6").mkdir(parents=True)
    program = folder / "unodesk"
    program.write_text(f"#!/bin/sh\ncat <<'EOF'\n{HELP}EOF\n", encoding="utf-8")
    program.chmod(0o775)
    library = folder / "_internal" / "PySide6" / "libpyside6.abi3.so.6.11"
    library.write_bytes(b"not really a library")
    library.chmod(0o775)
    (folder / "_internal" / "libz.so.1").write_bytes(b"zlib")
    (folder / "_internal" / "random.pyc").write_bytes(b"\x00")
    (folder / "_internal" / "libQt6Core.so.6").symlink_to("PySide6/libpyside6.abi3.so.6.11")
    return folder


@pytest.fixture
def tree(bundle: Path, tmp_path: Path) -> Path:
    root = tmp_path / "work" / "unodesk"
    deb.layout(bundle, root, unodesk.__version__)
    return root


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.lstat().st_mode)


def test_the_bundle_goes_to_opt_with_debian_s_modes_but_for_the_system_s_zlib(tree: Path) -> None:
    opt = tree / "opt" / "unodesk"
    assert _mode(opt / "unodesk") == 0o755
    assert _mode(opt / "_internal" / "PySide6" / "libpyside6.abi3.so.6.11") == 0o644
    assert _mode(opt / "_internal" / "random.pyc") == 0o644
    assert (opt / "_internal" / "libQt6Core.so.6").is_symlink()
    assert not (opt / "_internal" / "libz.so.1").exists()
    assert {_mode(p) for p in tree.rglob("*") if p.is_dir()} == {0o755}


def test_the_launcher_in_usr_games_runs_the_bundle_and_usr_bin_points_to_it(tree: Path) -> None:
    launcher = tree / "usr" / "games" / "unodesk"
    assert _mode(launcher) == 0o755
    assert launcher.read_text(encoding="utf-8").startswith("#!/bin/sh\n")
    assert launcher.read_text(encoding="utf-8").rstrip().endswith('exec /opt/unodesk/unodesk "$@"')
    link = tree / "usr" / "bin" / "unodesk"
    assert link.is_symlink() and (link.parent / os.readlink(link)).resolve() == launcher.resolve()


def test_the_menu_entry_icons_and_metainfo_are_where_desktops_look(tree: Path) -> None:
    share = tree / "usr" / "share"
    entry = share / "applications" / f"{resources.APP_ID}.desktop"
    assert "\nExec=unodesk\n" in entry.read_text(encoding="utf-8")
    for size in build_resources.PNG_SIZES:
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{resources.APP_ID}.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{resources.APP_ID}.svg").is_file()
    metainfo = share / "metainfo" / f"{resources.APP_ID}.metainfo.xml"
    assert f"/v{unodesk.__version__}/docs/" in metainfo.read_text(encoding="utf-8")


def test_the_documentation_and_lintian_s_overrides_are_in_place(tree: Path) -> None:
    share = tree / "usr" / "share"
    doc = share / "doc" / "unodesk"
    assert (doc / "copyright").read_text(encoding="utf-8") == deb.copyright_text()
    changelog = gzip.decompress((doc / "changelog.gz").read_bytes()).decode("utf-8")
    assert changelog == deb.changelog()
    # gzip -n: no name, no time, so every build writes the same bytes.
    assert (doc / "changelog.gz").read_bytes()[4:8] == b"\0\0\0\0"
    man = gzip.decompress((share / "man" / "man6" / "unodesk.6.gz").read_bytes()).decode("utf-8")
    assert "play one round between computers" in man
    overrides = (share / "lintian" / "overrides" / "unodesk").read_text(encoding="utf-8")
    assert overrides == (deb.DEB_DIR / "lintian-overrides").read_text(encoding="utf-8")


def test_every_lintian_override_gives_its_reason() -> None:
    blocks = (deb.DEB_DIR / "lintian-overrides").read_text(encoding="utf-8").strip().split("\n\n")
    for block in blocks:
        *reason, override = block.splitlines()
        assert reason and all(line.startswith("# ") for line in reason), block
        assert re.fullmatch(r"unodesk: [a-z0-9-]+( .+)?", override), override


def test_the_installed_size_counts_files_in_kib_rounded_up(tree: Path) -> None:
    size = deb.installed_size(tree)
    files = [p for p in tree.rglob("*") if p.is_file() and not p.is_symlink()]
    assert size >= sum(p.stat().st_size for p in files) / 1024
    assert size >= len(files)


def test_the_libraries_the_bundle_carries_are_its_own_for_dpkg_shlibdeps(tree: Path) -> None:
    lines = deb._shlibs_local(tree).splitlines()
    assert "libpyside6.abi3 6.11 unodesk" in lines and "libQt6Core 6 unodesk" in lines
    assert not [line for line in lines if line.startswith("libz ")]


needs_dpkg = pytest.mark.skipif(not (shutil.which("dpkg-shlibdeps") and shutil.which("dpkg-deb")),
                                reason="dpkg-dev is not installed (.ci/run installs it)")


def _system_library(name: str) -> Path | None:
    found = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout
    match = re.search(rf"^\s+{re.escape(name)} \(libc6,x86-64\) => (\S+)$", found, re.MULTILINE)
    return Path(match.group(1)) if match else None


@needs_dpkg
def test_depends_names_what_the_bundle_links_to_and_does_not_carry(bundle: Path, tmp_path: Path) -> None:
    """dpkg-deb as the bundle's program: it links to libzstd, which the
    stand-in bundle carries, and to liblzma, which it does not."""
    zstd, program = _system_library("libzstd.so.1"), shutil.which("dpkg-deb")
    if zstd is None or _system_library("liblzma.so.5") is None:
        pytest.skip("needs libzstd and liblzma as Debian has them")
    shutil.copyfile(Path(program).resolve(), bundle / "unodesk.bin")
    shutil.copyfile(zstd.resolve(), bundle / "_internal" / "libzstd.so.1")
    root = tmp_path / "work" / "unodesk"
    deb.layout(bundle, root, unodesk.__version__)
    relations = deb.relations(root)
    packages = [item.split()[0] for item in relations["Depends"].split(", ")]
    assert "libc6" in packages and "liblzma5" in packages
    assert "libzstd1" not in packages
    assert packages[-1] == "fontconfig-config"


@needs_dpkg
def test_the_deb_is_built_and_dpkg_reads_its_fields_and_files(bundle: Path, tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    built = deb.build(bundle, out, unodesk.__version__, work=tmp_path / "work")
    assert built.name == f"unodesk_{unodesk.__version__}_{deb.architecture()}.deb"
    info = subprocess.run(["dpkg-deb", "--field", str(built)], capture_output=True, text=True, check=True).stdout
    fields = _fields(info)
    assert fields["Version"] == unodesk.__version__ and fields["Section"] == "games"
    assert int(fields["Installed-Size"]) == deb.installed_size(tmp_path / "work" / "unodesk")
    listing = subprocess.run(["dpkg-deb", "--contents", str(built)], capture_output=True, text=True,
                             check=True).stdout
    assert re.search(r"^-rwxr-xr-x root/root .* \./opt/unodesk/unodesk$", listing, re.MULTILINE)
    assert "./usr/share/doc/unodesk/copyright" in listing
    assert "./usr/bin/unodesk -> ../games/unodesk" in listing
    assert deb.summary(built).startswith(f"{built.name} packed ")


def test_ci_installs_plays_and_removes_the_deb_by_apt() -> None:
    run = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert subprocess.run(["bash", "-n", str(ROOT / ".ci" / "run")]).returncode == 0
    order = ["make dist\n", "lintian --fail-on error", 'apt-get install -y -qq "./$deb"',
             "unodesk --smoke --lang sv", "/usr/share/applications/$app.desktop", "apt-get remove", "/opt/unodesk"]
    positions = [run.index(step) for step in order]
    assert positions == sorted(positions)
