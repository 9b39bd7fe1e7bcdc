"""PySide6's own Python support modules, unpacked for the bundle.

shiboken6 carries the Python modules of its signature support (the loader
that every PySide6 program runs at import) as a zip inside its library,
and compiles them from source at every start: some 12 ms of a start's
first frame here. Where a folder named `files.dir` lies beside shiboken6's
`__init__`, it imports them from that folder instead, as any module, from
bytecode (the folder is what shiboken6's own `SBK_EMBED=0` switch writes
into an installed PySide6). The bundle carries that folder, compiled here
and without the sources, as it carries every other module; should a later
PySide6 no longer look for it, the folder is only unused.
"""
from __future__ import annotations

import compileall
import shutil
import sys
from pathlib import Path

# The folder's name and place, as shiboken6's bootstrap looks for it.
FOLDER = "files.dir"
DESTINATION = f"shiboken6/{FOLDER}"


def unpack(into: Path) -> Path | None:
    """The support modules as a `files.dir` folder under `into`, as bytecode
    only (`module.pyc` where `module.py` was); None when this PySide6 carries
    them some other way."""
    import shiboken6

    folder = into / FOLDER
    shutil.rmtree(folder, ignore_errors=True)
    unpacked = Path(shiboken6.__file__).resolve().parent / FOLDER
    if unpacked.is_dir():  # this PySide6 was unpacked already (SBK_EMBED=0)
        shutil.copytree(unpacked, folder, ignore=shutil.ignore_patterns("__pycache__"))
    else:
        loader = getattr(sys.modules.get("shibokensupport.signature.loader"), "__loader__", None)
        archive = getattr(loader, "zfile", None)
        if archive is None:
            return None
        archive.extractall(folder, members=[name for name in archive.namelist() if name.endswith(".py")])
    if not compileall.compile_dir(folder, quiet=1, legacy=True):
        raise RuntimeError(f"PySide6's support modules in {folder} did not compile")
    for source in folder.rglob("*.py"):
        source.unlink()
    return folder


def datas(into: Path) -> list[tuple[str, str]]:
    """PyInstaller's `datas` entry for the folder (none when there is nothing to carry)."""
    folder = unpack(into)
    return [] if folder is None else [(str(folder), DESTINATION)]
