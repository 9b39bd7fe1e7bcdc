"""The files a Linux desktop and its software centre read, laid out under a
share/ folder: the desktop entry (starting `unodesk` from PATH), the icons
in the hicolor theme and the AppStream metainfo.

    python packaging/freedesktop.py SHARE      e.g. ${FLATPAK_DEST}/share

The .deb puts them under /usr/share (packaging/deb.py), the Flatpak under
/app/share (packaging/flatpak/). The icons take the places that
`unodesk --install-desktop` gives them in ~/.local/share: unodesk.desktop
is the one home of that layout.
"""
from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "packaging"), str(ROOT)]

import build_resources  # noqa: E402

import unodesk  # noqa: E402
from unodesk import desktop, resources  # noqa: E402

METAINFO = ROOT / "packaging" / "linux" / f"{resources.APP_ID}.metainfo.xml"
# What a desktop finds on PATH: /usr/bin/unodesk in the .deb, /app/bin in the Flatpak.
COMMAND = ["unodesk"]
# The screenshots as the branch has them, and as this version's tag keeps them.
BRANCH, TAG = "/main/docs/", "/v{version}/docs/"


def installed_files(share: Path) -> list[Path]:
    """Every file install() writes: the desktop entry, the icons, the metainfo."""
    return [*desktop.installed_files(share), metainfo_path(share)]


def metainfo_path(share: Path) -> Path:
    return share / "metainfo" / METAINFO.name


def metainfo_text(version: str = unodesk.__version__) -> str:
    """The metainfo as installed: each screenshot from this version's tag."""
    return METAINFO.read_text(encoding="utf-8").replace(BRANCH, TAG.format(version=version))


def install(share: Path) -> list[Path]:
    # The icons and the entry are the build step's products (made once, then kept).
    for step in ("icons", "desktop"):
        build_resources.build(resources.DATA, only=step)
    files = desktop.install(share, COMMAND)
    metainfo = metainfo_path(share)
    metainfo.parent.mkdir(parents=True, exist_ok=True)
    metainfo.write_text(metainfo_text(), encoding="utf-8")
    return [*files, metainfo]


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    for path in install(Path(sys.argv[1])):
        print(path)
