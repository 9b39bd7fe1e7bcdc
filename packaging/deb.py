"""The Debian package: what `make dist` builds on Linux beside the tarball,
from the same PyInstaller bundle, with dpkg-deb. A double-click opens it in
the software centre; `sudo apt install ./unodesk_<version>_<arch>.deb`
installs it from a terminal.

    python packaging/deb.py [BUNDLE [OUTDIR]]    default: dist/unodesk -> dist/

What it installs:

    /opt/unodesk/                          the bundle, as the tarball has it, but
                                           for four libraries the system keeps safe
    /usr/games/unodesk                     exec /opt/unodesk/unodesk "$@"
    /usr/bin/unodesk                       -> ../games/unodesk
    /usr/share/applications/, icons/hicolor/, metainfo/
                                           packaging/freedesktop.py
    /usr/share/man/man6/unodesk.6.gz       the bundle's own --help
    /usr/share/doc/unodesk/copyright       machine-readable: MIT, and what the bundle carries
    /usr/share/doc/unodesk/changelog.gz    the metainfo's releases
    /usr/share/lintian/overrides/unodesk   what lintian cannot judge in a bundle, with reasons

Depends lists the system libraries that the bundle's programs and libraries
link to and the bundle does not carry (dpkg-shlibdeps reads them).
Needs dpkg-deb (dpkg) and dpkg-shlibdeps (dpkg-dev).
"""
from __future__ import annotations

import email.utils
import gzip
import hashlib
import os
import re
import shutil
import subprocess
import sys
import textwrap
import xml.etree.ElementTree as ET
from datetime import UTC, datetime
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "packaging"), str(ROOT)]

import freedesktop  # noqa: E402
from dist import elf_files  # noqa: E402

import unodesk  # noqa: E402

PACKAGE = "unodesk"
# The address Debian's tools show for questions about the package.
MAINTAINER = "The unodesk developers <unodesk@users.noreply.github.com>"
DEB_DIR = ROOT / "packaging" / "linux" / "deb"
WORK = ROOT / "build" / "deb"
PREFIX = Path("opt") / PACKAGE
# Debian puts games in /usr/games; /usr/bin makes the command one that
# root's PATH, sudo's and scripts' find too.
GAMES, BIN = Path("usr") / "games", Path("usr") / "bin"
# The bundle's copies of the libraries whose every copy Debian's security
# team follows (lintian: embedded-library): the system's own packages,
# which every Debian and Ubuntu has, take their place.
SYSTEM_COPIES = ("libz.so.1", "libpng16.so.16", "libfreetype.so.6", "libexpat.so.1")
LAUNCHER = f'#!/bin/sh\n# The game lives in /opt/{PACKAGE}, as unpacked from the tarball.\nexec /{PREFIX}/{PACKAGE} "$@"\n'
# The bundle's libfontconfig reads the system's configuration (and with it
# finds the fonts): fontconfig-config brings both. dpkg-shlibdeps cannot
# see a need for a file.
EXTRA_DEPENDS = ("fontconfig-config",)
# Qt's printing plugin links to the printing system's client, which the
# bundle leaves to the system: without it the scoresheet still prints to PDF.
RECOMMENDED = ("printsupport",)
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def architecture() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()


def deb_name(version: str, arch: str) -> str:
    return f"{PACKAGE}_{version}_{arch}.deb"


def _metainfo() -> ET.Element:
    return ET.parse(freedesktop.METAINFO).getroot()


def _english(elements: list[ET.Element]) -> list[ET.Element]:
    return [e for e in elements if e.get(XML_LANG) is None]


def _text(element: ET.Element) -> str:
    return " ".join("".join(element.itertext()).split())


def homepage() -> str:
    return _metainfo().find("url[@type='homepage']").text.strip()


def description() -> str:
    """The control file's Description: the metainfo's summary, then its paragraphs."""
    root = _metainfo()
    synopsis = _text(_english(root.findall("summary"))[0])
    paragraphs = [textwrap.wrap(_text(p), 78) for p in _english(root.find("description").findall("p"))]
    body = "\n .\n".join("\n".join(f" {line}" for line in lines) for lines in paragraphs)
    return f"{synopsis}\n{body}"


def control(version: str, arch: str, installed_size: int, relations: dict[str, str]) -> str:
    fields = {
        "Package": PACKAGE,
        "Version": version,
        "Architecture": arch,
        "Maintainer": MAINTAINER,
        "Installed-Size": str(installed_size),
        **{field: value for field, value in relations.items() if value},
        "Section": "games",
        "Priority": "optional",
        "Homepage": homepage(),
        "Description": description(),
    }
    return "".join(f"{field}: {value}\n" for field, value in fields.items())


def changelog() -> str:
    """The Debian changelog of a native package, one entry a metainfo <release>."""
    entries = []
    for release in _metainfo().findall("releases/release"):
        items = []
        for node in release.find("description"):
            if node.tag == "p" and node.get(XML_LANG) is None:
                items.append(textwrap.fill(_text(node), 78, initial_indent="  * ", subsequent_indent="    "))
            elif node.tag in ("ul", "ol"):
                items += [textwrap.fill(_text(li), 78, initial_indent="    - ", subsequent_indent="      ")
                          for li in _english(node.findall("li"))]
        when = datetime.fromisoformat(release.get("date")).replace(hour=12, tzinfo=UTC)
        entries.append(f"{PACKAGE} ({release.get('version')}) unstable; urgency=medium\n\n"
                       + "\n".join(items)
                       + f"\n\n -- {MAINTAINER}  {email.utils.format_datetime(when)}\n")
    return "\n".join(entries)


def copyright_text() -> str:
    """packaging/linux/deb/copyright, with the game's licence as LICENSE words it."""
    notice, mit = (ROOT / "LICENSE").read_text(encoding="utf-8").split("\n\n", 2)[1:]
    holder = notice.removeprefix("Copyright (c) ")
    body = "\n".join(f" {line}" if line.strip() else " ." for line in mit.strip().splitlines())
    return (DEB_DIR / "copyright").read_text(encoding="utf-8").replace("@HOLDER@", holder) + f"\nLicense: MIT\n{body}\n"


def man_page(help_text: str, version: str) -> str:
    """unodesk(6): what --help says, set as a manual page."""
    def roff(text: str) -> str:
        text = text.replace("\\", "\\e").replace("-", "\\-")
        return "\n".join("\\&" + line if line.startswith((".", "'")) else line for line in text.splitlines())

    usage, _, rest = help_text.partition("\n\n")
    summary, _, options = rest.partition("\n\n")
    # argparse heads the list "options:" (before Python 3.10, "optional arguments:").
    heading, _, items = options.partition("\n")
    options = items if heading.endswith(":") else options
    root = _metainfo()
    about = [_text(p) for p in _english(root.find("description").findall("p"))]
    return "\n".join([
        f'.TH {PACKAGE.upper()} 6 "" "{PACKAGE} {version}" "Games"',
        ".SH NAME",
        f"{PACKAGE} \\- {roff(_text(_english(root.findall('summary'))[0]))}",
        ".SH SYNOPSIS", ".nf", roff(usage.removeprefix("usage: ")), ".fi",
        ".SH DESCRIPTION", roff(summary.strip()),
        *[f".PP\n{roff(p)}" for p in about],
        ".SH OPTIONS", ".nf", roff(options.strip()), ".fi",
        ".SH SEE ALSO", roff(homepage()), "",
    ])


def _gzip(path: Path, text: str) -> None:
    # No name and no time in the header: every build writes the same bytes.
    path.parent.mkdir(parents=True, exist_ok=True)
    with open(path, "wb") as raw, gzip.GzipFile(filename="", mode="wb", fileobj=raw, compresslevel=9, mtime=0) as gz:
        gz.write(text.encode("utf-8"))


def _help_text(bundle: Path) -> str:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", COLUMNS="80")
    return subprocess.run([str(bundle / PACKAGE), "--help"], capture_output=True, text=True, check=True,
                          env=env).stdout


def _set_modes(root: Path) -> None:
    """Debian's modes: folders and programs 755, every other file 644 (libraries too)."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        program = path.is_dir() or (path.stat().st_mode & 0o111 and ".so" not in path.name)
        path.chmod(0o755 if program else 0o644)


def layout(bundle: Path, root: Path, version: str) -> None:
    """The package's files under root, as they will lie on the disk (no DEBIAN/ yet)."""
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(bundle, root / PREFIX, symlinks=True,
                    ignore=lambda _folder, names: [n for n in names if n in SYSTEM_COPIES])
    launcher = root / GAMES / PACKAGE
    launcher.parent.mkdir(parents=True)
    launcher.write_text(LAUNCHER, encoding="utf-8")
    launcher.chmod(0o755)
    (root / BIN).mkdir(parents=True)
    (root / BIN / PACKAGE).symlink_to(Path("..") / "games" / PACKAGE)
    share = root / "usr" / "share"
    freedesktop.install(share)
    _gzip(share / "man" / "man6" / f"{PACKAGE}.6.gz", man_page(_help_text(bundle), version))
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    (doc / "copyright").write_text(copyright_text(), encoding="utf-8")
    _gzip(doc / "changelog.gz", changelog())
    overrides = share / "lintian" / "overrides" / PACKAGE
    overrides.parent.mkdir(parents=True)
    shutil.copyfile(DEB_DIR / "lintian-overrides", overrides)
    _set_modes(root)


def _shlibs_local(root: Path) -> str:
    """Each library the bundle carries, as provided by this package itself:
    dpkg-shlibdeps then asks the system only for the others."""
    lines = []
    for name in sorted({p.name for p in (root / PREFIX).rglob("*.so.*")}):
        library, _, soversion = name.partition(".so.")
        lines.append(f"{library} {soversion} {PACKAGE}")
    return "\n".join(lines) + "\n"


def relations(root: Path) -> dict[str, str]:
    """Depends and Recommends: the system libraries that the bundle links to
    and does not carry, by Debian package."""
    elves = elf_files(root / PREFIX)
    if not elves:
        return {"Depends": ", ".join(EXTRA_DEPENDS), "Recommends": ""}
    # dpkg-shlibdeps runs where debian/control is; the package's tree has a
    # DEBIAN/ folder, so that $ORIGIN in the libraries' RUNPATH resolves.
    here = root.parent / "shlibdeps"
    (here / "debian").mkdir(parents=True, exist_ok=True)
    (here / "debian" / "control").write_text(f"Source: {PACKAGE}\n\nPackage: {PACKAGE}\nArchitecture: any\n",
                                             encoding="utf-8")
    (here / "debian" / "shlibs.local").write_text(_shlibs_local(root), encoding="utf-8")
    (root / "DEBIAN").mkdir(exist_ok=True)
    elves = [p.resolve() for p in elves]
    recommended = [p for p in elves if any(part in RECOMMENDED for part in p.parts)]
    depended = [p for p in elves if p not in recommended]
    folders = sorted({str(p.parent) for p in elves})
    done = subprocess.run(["dpkg-shlibdeps", "-O", f"-x{PACKAGE}", *(f"-l{d}" for d in folders),
                           "-dDepends", *map(str, depended),
                           *(["-dRecommends", *map(str, recommended)] if recommended else [])],
                          cwd=here, capture_output=True, text=True)
    if done.returncode != 0:
        errors = [line for line in done.stderr.splitlines() if "error" in line]
        raise SystemExit("dpkg-shlibdeps:\n" + "\n".join(errors or done.stderr.splitlines()[-20:]))
    found = dict(re.findall(r"^shlibs:(\w+)=(.*)$", done.stdout, re.MULTILINE))
    depends = ", ".join(filter(None, [found.get("Depends", ""), *EXTRA_DEPENDS]))
    return {"Depends": depends, "Recommends": found.get("Recommends", "")}


def installed_size(root: Path) -> int:
    """In KiB as dpkg counts it: each file rounded up, each folder and link one."""
    total = 0
    for path in root.rglob("*"):
        if "DEBIAN" in path.relative_to(root).parts[:1]:
            continue
        total += -(-path.lstat().st_size // 1024) if path.is_file() and not path.is_symlink() else 1
    return total


def write_control(root: Path, version: str, arch: str) -> None:
    meta = root / "DEBIAN"
    text = control(version, arch, installed_size(root), relations(root))
    meta.mkdir(exist_ok=True)
    (meta / "control").write_text(text, encoding="utf-8")
    sums = [f"{hashlib.md5(p.read_bytes()).hexdigest()}  {p.relative_to(root)}"
            for p in sorted(root.rglob("*")) if p.is_file() and not p.is_symlink() and p.parent != meta]
    (meta / "md5sums").write_text("\n".join(sums) + "\n", encoding="utf-8")
    for path in (meta, meta / "control", meta / "md5sums"):
        path.chmod(0o755 if path.is_dir() else 0o644)


def build(bundle: Path, out: Path, version: str = unodesk.__version__, work: Path = WORK) -> Path:
    """dist/unodesk_<version>_<arch>.deb from the bundle (its tree stays in work/unodesk)."""
    arch = architecture()
    root = work / PACKAGE
    layout(bundle, root, version)
    write_control(root, version, arch)
    deb = out / deb_name(version, arch)
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(deb)], check=True,
                   stdout=subprocess.DEVNULL)
    return deb


def summary(deb: Path) -> str:
    """Its size, and the size it takes once installed (the control file's, in KiB)."""
    fields = subprocess.run(["dpkg-deb", "--field", str(deb), "Installed-Size"], capture_output=True, text=True,
                            check=True).stdout
    return (f"{deb.name} packed {deb.stat().st_size / 1e6:.1f} MB, "
            f"installed {int(fields) * 1024 / 1e6:.1f} MB")


def main(argv: list[str]) -> int:
    bundle = Path(argv[0]) if argv else ROOT / "dist" / PACKAGE
    out = Path(argv[1]) if len(argv) > 1 else ROOT / "dist"
    print(f"deb: {summary(build(bundle, out))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
