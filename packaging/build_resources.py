"""Builds what the program loads from the sources in resources/ and packaging/:

    resources/i18n/*.ts          -> unodesk/data/i18n/*.qm   (pyside6-lrelease)
    resources/icons/unodesk.svg  -> unodesk/data/icons/unodesk-<size>.png,
                                    unodesk.ico, unodesk.icns  (Qt's SVG renderer)
    packaging/linux/*.desktop    -> unodesk/data/desktop/   (for --install-desktop)
    packaging/sounds.py          -> unodesk/data/sounds/*.wav (made, not recorded)

The setuptools build step (setup.py) runs it into the wheel's build folder, so
every install, wheel, sdist build and bundle carries the results;
`make translations`/`make icons` run it into the source tree for `make run`.
Only Qt is needed (PySide6 is a build requirement), so the same script runs on
Linux, Windows and macOS.

    python packaging/build_resources.py [--only translations|icons|desktop] [TARGET]
"""
from __future__ import annotations

import argparse
import shutil
import struct
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TS_DIR = ROOT / "resources" / "i18n"
ICON_SVG = ROOT / "resources" / "icons" / "unodesk.svg"
DESKTOP_DIR = ROOT / "packaging" / "linux"
DEFAULT_TARGET = ROOT / "unodesk" / "data"

APP_ID = "io.github.unodesk.unodesk"
# The sizes of the hicolor icon theme that desktops look in, up to 512.
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 256)
# Apple's icon types that hold PNG data, and the pixel size of each.
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512), (b"ic10", 1024),
)


def lrelease_command() -> list[str]:
    """PySide6's own lrelease, through its wrapper (every platform's wheel has
    one); else Qt's on PATH: a PySide6 built for a system Qt, as the Flatpak's
    base app is, comes without Qt's tools."""
    import PySide6

    if any(Path(PySide6.__file__).parent.glob("lrelease*")):
        return [sys.executable, "-c", "from PySide6.scripts.pyside_tool import lrelease; lrelease()"]
    for name in ("lrelease", "lrelease-qt6", "lrelease6"):
        if found := shutil.which(name):
            return [found]
    raise SystemExit("build_resources: no lrelease, neither in PySide6 nor on PATH (Qt's linguist tools)")


def compile_translations(target: Path) -> list[Path]:
    """Every .ts in resources/i18n becomes a .qm in target/i18n."""
    out = target / "i18n"
    out.mkdir(parents=True, exist_ok=True)
    made = []
    lrelease: list[str] = []
    for ts in sorted(TS_DIR.glob("*.ts")):
        qm = out / ts.with_suffix(".qm").name
        if not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime:
            lrelease = lrelease or lrelease_command()
            subprocess.run([*lrelease, "-silent", str(ts), "-qm", str(qm)], check=True)
        made.append(qm)
    return made


def _png(svg: Path, size: int) -> bytes:
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding each size as PNG (Qt's writer keeps one size only)."""
    sizes = [s for s in ICO_SIZES if s in pngs]
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, images = b"", b""
    for size in sizes:
        data = pngs[size]
        # 0 stands for 256 in the one-byte width and height.
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding each size as PNG, the retina sizes included."""
    body = b"".join(struct.pack(">4sI", kind, 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES)
    return struct.pack(">4sI", b"icns", 8 + len(body)) + body


def render_icons(target: Path, svg: Path = ICON_SVG) -> list[Path]:
    """The PNG sizes, the .ico and the .icns, all drawn from the one SVG."""
    out = target / "icons"
    out.mkdir(parents=True, exist_ok=True)
    wanted = sorted({*PNG_SIZES, *ICO_SIZES, *(size for _kind, size in ICNS_TYPES)})
    made = [out / f"unodesk-{size}.png" for size in PNG_SIZES]
    made += [out / "unodesk.ico", out / "unodesk.icns", out / "unodesk.svg"]
    if all(p.exists() and p.stat().st_mtime >= svg.stat().st_mtime for p in made):
        return made
    pngs = {size: _png(svg, size) for size in wanted}
    for size in PNG_SIZES:
        (out / f"unodesk-{size}.png").write_bytes(pngs[size])
    (out / "unodesk.ico").write_bytes(ico_bytes(pngs))
    (out / "unodesk.icns").write_bytes(icns_bytes(pngs))
    shutil.copyfile(svg, out / "unodesk.svg")
    return made


def copy_desktop_entry(target: Path) -> list[Path]:
    out = target / "desktop"
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for source in sorted(DESKTOP_DIR.glob("*.desktop")):
        shutil.copyfile(source, out / source.name)
        made.append(out / source.name)
    return made


def make_sounds(target: Path) -> list[Path]:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from sounds import make_sounds as make

    return make(target)


STEPS = {"translations": compile_translations, "icons": render_icons, "desktop": copy_desktop_entry,
         "sounds": make_sounds}


def build(target: Path = DEFAULT_TARGET, only: str | None = None) -> list[Path]:
    made: list[Path] = []
    for name, step in STEPS.items():
        if only in (None, name):
            made += step(target)
    return made


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=list(STEPS))
    parser.add_argument("target", nargs="?", type=Path, default=DEFAULT_TARGET)
    args = parser.parse_args(argv)
    build(args.target, args.only)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
