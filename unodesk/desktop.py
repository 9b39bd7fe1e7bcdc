"""The game and the desktop it runs on: its menu, and its wish for less motion.

`unodesk --install-desktop` puts the game in the menu of a Linux desktop,
for people who installed it with pipx or pip (or unpacked the bundle): the
desktop entry and the icons go into the user's own folders (XDG:
$XDG_DATA_HOME, else ~/.local/share), pointing at the program that runs
now; `--uninstall-desktop` removes exactly those files again.

The desktop's reduced motion (UNODESK_REDUCED_MOTION, else GNOME's
enable-animations in a GNOME session) decides the table's speed until the
person chooses one.
"""
from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Mapping
from pathlib import Path

from unodesk import resources
from unodesk.setup.speeds import Speed

# Characters the desktop entry spec says must be quoted in Exec.
_RESERVED = set(' \t\n"\'\\><~|&;$*?#()`')


def data_home() -> Path:
    """$XDG_DATA_HOME, or ~/.local/share when it is unset or empty."""
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def installed_files(home: Path | None = None) -> list[Path]:
    """Every file --install-desktop writes, the desktop entry first."""
    home = home or data_home()
    files = [home / "applications" / f"{resources.APP_ID}.desktop"]
    for png in sorted(resources.ICONS.glob("unodesk-*.png")):
        size = png.stem.split("-")[1]
        files.append(home / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{resources.APP_ID}.png")
    files.append(home / "icons" / "hicolor" / "scalable" / "apps" / f"{resources.APP_ID}.svg")
    return files


def command() -> list[str]:
    """How to start the game that is running now."""
    if getattr(sys, "frozen", False):  # a PyInstaller bundle
        return [sys.executable]
    script = Path(sys.executable).with_name("unodesk")
    if script.exists():  # pip and pipx put the launcher beside the interpreter
        return [str(script)]
    found = shutil.which("unodesk")
    return [found] if found else [sys.executable, "-m", "unodesk"]


def exec_line(arguments: list[str]) -> str:
    def quoted(argument: str) -> str:
        if not _RESERVED & set(argument):
            return argument
        escaped = "".join("\\" + c if c in '"`$\\' else c for c in argument)
        return f'"{escaped}"'

    # A literal % in an Exec key is written %%.
    return " ".join(quoted(a).replace("%", "%%") for a in arguments)


def desktop_entry(arguments: list[str]) -> str:
    """The packaged entry with Exec pointing at `arguments`."""
    template = (resources.DESKTOP / f"{resources.APP_ID}.desktop").read_text(encoding="utf-8")
    lines = [f"Exec={exec_line(arguments)}" if line.startswith("Exec=") else line for line in template.splitlines()]
    return "\n".join(lines) + "\n"


def install(home: Path | None = None, arguments: list[str] | None = None) -> list[Path]:
    files = installed_files(home)
    entry, *icons = files
    entry.parent.mkdir(parents=True, exist_ok=True)
    entry.write_text(desktop_entry(arguments or command()), encoding="utf-8")
    pngs = sorted(resources.ICONS.glob("unodesk-*.png"))
    for source, icon in zip([*pngs, resources.ICONS / "unodesk.svg"], icons, strict=True):
        icon.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, icon)
    return files


def uninstall(home: Path | None = None) -> list[Path]:
    removed = []
    for path in installed_files(home):
        if path.exists():
            path.unlink()
            removed.append(path)
    return removed


def main(action: str) -> int:
    """Carries out --install-desktop or --uninstall-desktop and says what it did."""
    if not sys.platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        print("unodesk: --install-desktop and --uninstall-desktop are for Linux desktops; "
              "on Windows and macOS the installer puts the game in the menu.", file=sys.stderr)
        return 2
    try:
        files = install() if action == "install" else uninstall()
    except OSError as error:
        print(f"unodesk: {error}", file=sys.stderr)
        return 1
    if action == "install":
        print(f"unodesk is in the desktop's menu: {files[0]} (and {len(files) - 1} icons)")
    else:
        print(f"removed {len(files)} files" if files else "nothing to remove: unodesk was not in the menu")
    return 0


def _truthy(value: str) -> bool:
    return value.strip().lower() in ("1", "true", "yes", "on")


def motion_flag(env: Mapping[str, str] | None = None) -> Speed | None:
    """The desktop's wish when it is known at once: UNODESK_REDUCED_MOTION
    when it is set (OFF or NORMAL); else NORMAL outside a GNOME session,
    where GNOME's setting is not the desktop's and no program need be run
    to read it; else None (GNOME: `desktop_speed` asks it)."""
    env = os.environ if env is None else env
    flag = env.get("UNODESK_REDUCED_MOTION")
    if flag is not None and flag.strip():
        return Speed.OFF if _truthy(flag) else Speed.NORMAL
    if "gnome" not in env.get("XDG_CURRENT_DESKTOP", "").lower():
        return Speed.NORMAL
    return None


def desktop_speed() -> Speed:
    """OFF when GNOME's enable-animations is off, else NORMAL. It runs a
    program (gsettings, tens of milliseconds): keep it off the GUI thread."""
    import subprocess  # (a start reads the desktop's wish on a thread, while the table is built)

    gsettings = shutil.which("gsettings")
    if gsettings is None:
        return Speed.NORMAL
    try:
        out = subprocess.run(
            [gsettings, "get", "org.gnome.desktop.interface", "enable-animations"],
            capture_output=True, text=True, timeout=1.0, check=False,
        )
    except (OSError, subprocess.SubprocessError):
        return Speed.NORMAL
    if out.returncode == 0 and out.stdout.strip() == "false":
        return Speed.OFF
    return Speed.NORMAL
