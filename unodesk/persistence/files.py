"""Writing a file so that a crash never leaves half of it, and keeping a
bad file aside: the two things every file of the game needs.

A write goes to a temporary file in the same folder and replaces the old
one with `os.replace`, so a crash mid-write leaves the previous file
whole. A file that cannot be read is moved to a name of its own
(`<name>.corrupt-<date>-<time>`, never over another file), so that the
next write does not overwrite what a person may want to look at.
"""
from __future__ import annotations

import contextlib
import os
import stat
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from datetime import datetime


def write_atomically(path: Path, text: str) -> None:
    """Write `text` to `path` through a temporary file in the same folder.

    The file keeps its permissions (a new one gets what the umask allows,
    as any file the person makes), not the private ones of a temporary file.
    """
    import tempfile  # only when saving: not on the way to the first table

    path.parent.mkdir(parents=True, exist_ok=True)
    mode = _mode_for(path)
    fd, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with contextlib.suppress(OSError):  # a file system without modes (FAT): nothing to keep
            os.chmod(temporary, mode)
        with os.fdopen(fd, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def _mode_for(path: Path) -> int:
    """The permission bits `path` has, or a new file would get."""
    try:
        return stat.S_IMODE(os.stat(path).st_mode)
    except OSError:
        return 0o666 & ~_umask()


def _umask() -> int:
    """The process's umask, read where the system shows it: setting it to
    learn it would, for that moment, give a file another thread makes
    (the sound's, say) a mode open to everyone."""
    try:
        with open("/proc/self/status", encoding="ascii", errors="replace") as status:
            for line in status:
                if line.startswith("Umask:"):
                    return int(line.split()[1], 8)
    except (OSError, ValueError, IndexError):
        pass
    umask = os.umask(0)  # no /proc (macOS, Windows): the only way there
    os.umask(umask)
    return umask


def aside_name(path: Path, when: datetime, companions: Sequence[str] = (), label: str = "corrupt") -> Path:
    """A name to keep the bad file `path` under, `<name>.corrupt-<date>-<time>`
    (then `-2`, `-3`, ...; another `label` for a file kept aside for
    another reason), taken by no file yet, nor by any of its `companions`
    (the endings of files that go with it: a database's log)."""
    stamp = when.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.{label}-{stamp}")
    number = 1
    while any(Path(f"{aside}{end}").exists() for end in ("", *companions)):
        number += 1
        aside = path.with_name(f"{path.name}.{label}-{stamp}-{number}")
    return aside


def set_aside(path: Path, when: datetime) -> Path:
    """Move the bad file `path` to a name of its own; raises OSError when it cannot be moved."""
    aside = aside_name(path, when)
    os.replace(path, aside)
    return aside
