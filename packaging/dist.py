"""Builds the bundle for the system it runs on and packs it: what `make dist`
and the hosted CI's workflow (.github/workflows/bundles.yml) both run.

    python packaging/dist.py            build dist/unodesk (PyInstaller) and pack it
    python packaging/dist.py smoke sv nb
                                        play one round in the built bundle per language
    python packaging/dist.py sizes      print the bundle's sizes and its largest parts

Linux: dist/unodesk-<version>-linux-<machine>.tar.gz, and where dpkg-deb is,
       dist/unodesk_<version>_<arch>.deb (packaging/deb.py)
Windows: dist/unodesk-<version>-setup.exe (NSIS, packaging/windows/unodesk.nsi)
macOS: dist/unodesk-<version>-macos.dmg (hdiutil)
"""
from __future__ import annotations

import os
import platform
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
SPEC = ROOT / "packaging" / "unodesk.spec"
NSIS_SCRIPT = ROOT / "packaging" / "windows" / "unodesk.nsi"
WINDOWS, MACOS = sys.platform == "win32", sys.platform == "darwin"


def version() -> str:
    sys.path.insert(0, str(ROOT))
    from unodesk import __version__

    return __version__


def app_id() -> str:
    sys.path.insert(0, str(ROOT))
    from unodesk.resources import APP_ID

    return APP_ID


def bundle() -> Path:
    """The folder that is shipped (on macOS the .app)."""
    return DIST / ("unodesk.app" if MACOS else "unodesk")


def executable() -> Path:
    if MACOS:
        return bundle() / "Contents" / "MacOS" / "unodesk"
    return bundle() / ("unodesk.exe" if WINDOWS else "unodesk")


def build() -> None:
    subprocess.run([sys.executable, "-m", "PyInstaller", str(SPEC), "--noconfirm", "--log-level", "WARN",
                    "--distpath", str(DIST), "--workpath", str(WORK)], check=True)
    if not (WINDOWS or MACOS):
        keep_runpaths_inside(bundle())


def elf_files(folder: Path) -> list[Path]:
    """The programs and libraries in a folder (links left out)."""
    def is_elf(path: Path) -> bool:
        with open(path, "rb") as f:
            return f.read(4) == b"\x7fELF"

    return sorted(p for p in folder.rglob("*") if p.is_file() and not p.is_symlink() and is_elf(p))


def keep_runpaths_inside(folder: Path) -> None:
    """Takes out of each program's and library's RUNPATH the folders of the
    build machine (a Python built in /root/.pyenv names its lib/ there): on
    another machine they mean nothing, or something else. $ORIGIN paths stay."""
    files = elf_files(folder)
    patchelf = shutil.which("patchelf")
    if files and patchelf is None:
        raise SystemExit("dist: patchelf is needed to clean the libraries' RUNPATH (apt-get install patchelf)")
    for path in files:
        runpath = subprocess.run([patchelf, "--print-rpath", str(path)], capture_output=True, text=True,
                                 check=True).stdout.strip()
        kept = [entry for entry in runpath.split(":") if entry.startswith("$ORIGIN")]
        if runpath and kept != runpath.split(":"):
            change = ["--set-rpath", ":".join(kept)] if kept else ["--remove-rpath"]
            subprocess.run([patchelf, *change, str(path)], check=True)


def pack() -> Path:
    name = f"unodesk-{version()}"
    if WINDOWS:
        packed = DIST / f"{name}-setup.exe"
        makensis = shutil.which("makensis") or r"C:\Program Files (x86)\NSIS\makensis.exe"
        subprocess.run([makensis, f"/DVERSION={version()}", f"/DAPP_ID={app_id()}", f"/DBUNDLE={bundle()}", f"/DOUTFILE={packed}",
                        f"/DICON={ROOT / 'unodesk' / 'data' / 'icons' / 'unodesk.ico'}", str(NSIS_SCRIPT)], check=True)
    elif MACOS:
        packed = DIST / f"{name}-macos.dmg"
        packed.unlink(missing_ok=True)
        subprocess.run(["hdiutil", "create", "-volname", "unodesk", "-srcfolder", str(bundle()),
                        "-ov", "-format", "UDZO", str(packed)], check=True)
    else:
        packed = DIST / f"{name}-linux-{platform.machine()}.tar.gz"
        with tarfile.open(packed, "w:gz", compresslevel=9) as tar:
            tar.add(bundle(), arcname="unodesk")
    return packed


def pack_deb() -> Path | None:
    """The .deb beside the tarball, on systems with Debian's tools."""
    if WINDOWS or MACOS:
        return None
    if shutil.which("dpkg-deb") is None:
        print("dist: no dpkg-deb here, so no .deb (it needs dpkg and dpkg-dev)")
        return None
    sys.path.insert(0, str(ROOT / "packaging"))
    import deb

    packed = deb.build(bundle(), DIST, version())
    print(f"dist: {deb.summary(packed)}")
    return packed


def smoke(languages: list[str]) -> int:
    """One round between computers in the bundle, headless, for each language."""
    env = dict(os.environ)
    if not (WINDOWS or MACOS):
        env.setdefault("QT_QPA_PLATFORM", "offscreen")
    failed = 0
    for language in languages:
        done = subprocess.run([str(executable()), "--smoke", "--lang", language], env=env, timeout=300)
        print(f"dist: bundle --smoke --lang {language}: exit {done.returncode}")
        failed += done.returncode != 0
    return 1 if failed else 0


def sizes(packed: Path | None = None) -> None:
    files = [p for p in bundle().rglob("*") if p.is_file() and not p.is_symlink()]
    total = sum(p.stat().st_size for p in files)
    print(f"dist: {bundle().name} unpacked {total / 1e6:.1f} MB in {len(files)} files")
    if packed is not None:
        print(f"dist: {packed.name} packed {packed.stat().st_size / 1e6:.1f} MB")
    for path in sorted(files, key=lambda p: p.stat().st_size, reverse=True)[:10]:
        print(f"  {path.stat().st_size / 1e6:6.1f} MB  {path.relative_to(bundle())}")


def main(argv: list[str]) -> int:
    if argv[:1] == ["smoke"]:
        return smoke(argv[1:] or ["sv", "nb"])
    if argv[:1] == ["sizes"]:
        sizes()
        return 0
    build()
    packed = pack()
    sizes(packed)
    pack_deb()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
