"""Start-up as a person sees it, timed from outside the process.

Each program is started as a double-click starts it and watched on a real
X server (its own Xvfb, with openbox as the window manager when installed,
and a session bus for the KDE program), from just before the launch to:

- **first paint**: the first moment the program's window (found by its
  `_NET_WM_PID`, at least 200x150) shows pixels that are not all one colour
  (the server runs with a black background, so an unpainted window is
  plain black);
- **ready**: the first screen is up and the program answers. For unodesk
  the first screen is the frame after the first one that differs from it
  (the window shows its felt and menu first, then the table or the welcome
  in the same window); for the others it is their first painted frame. Then
  the window is sent a `_NET_WM_PING` and the moment its answer comes back
  is "ready": the event loop is free, so a click or a key is answered.

The memory (RSS) and the processor time used are read from /proc at both
moments. No pixel is polled: the window's changes arrive as X DAMAGE
events, so the measuring costs the machine next to nothing while a program
starts.

Every start is a first start (fresh config, data and state folders; the
font cache is shared, as on a desktop), except the second start of the
game, which runs in the folders its first start of the same round left
(that one was killed mid-deal: the second start offers to go on with it).
Programs take turns round by round, after a warm-up round, and the figure
to quote is the median of the per-round ratios to the bare window: the
floor for a PySide6 card table, a main window with a menu bar and a
QGraphicsView of 108 card-sized items at the game's first-start size
(`bare_window.py`, a script of its own that imports nothing else, the same
as the start-up race's bare.py). With `--floors`, two smaller windows run
too (benchmarks/floors/): a main window with one menu and a plain widget of
the felt's colour, and the same with the felt's view as the game draws it,
neither with the game: what any first frame of the game has to do. With
`--peers`, KDE Patience (kpat) and GNOME Aisleriot (sol) run too, where
installed (apt-get install kpat aisleriot).

    .venv/bin/python benchmarks/startup.py [-n ROUNDS] [--peers] [--bundle PATH] [--floors] [--no-second]
        [--compare DIR]

Needs Xvfb and libX11 with the DAMAGE extension's library (libxdamage1);
openbox and dbus-daemon when available. The game's bundle (`make dist`,
dist/unodesk/unodesk) is timed too when it has been built.
"""
from __future__ import annotations

import argparse
import ctypes
import ctypes.util
import hashlib
import os
import select
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BUNDLE = ROOT / "dist" / "unodesk" / "unodesk"
SCREEN = (1920, 1080)
MIN_SIZE = (200, 150)
TIMEOUT_S = 30.0
PEERS = {"kpat": Path("/usr/games/kpat"), "aisleriot": Path("/usr/games/sol")}
# The start-up goals, as ratios to the bare window.
TARGETS = {"first paint": 0.8, "ready": 1.6}
RSS_TARGET_MIB = 95

# The floor: a main window, a menu bar, 108 card-sized items in a view. Its own
# small script, so that nothing of this benchmark is imported before it.
BARE_WINDOW = Path(__file__).resolve().with_name("bare_window.py")
# Floors under the game's first frame (`--floors`): what any first window of
# the game has to do, less the game.
FLOORS = {"floor: window and menu": "window_and_menu.py", "floor: and the felt's view": "felt_view.py"}


# -- X11, through ctypes ------------------------------------------------------------

Window = ctypes.c_ulong


class XAnyEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", Window)]


class XClientMessageEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("window", Window), ("message_type", ctypes.c_ulong),
                ("format", ctypes.c_int), ("l", ctypes.c_long * 5)]


class XRectangle(ctypes.Structure):
    _fields_ = [("x", ctypes.c_short), ("y", ctypes.c_short), ("width", ctypes.c_ushort), ("height", ctypes.c_ushort)]


class XDamageNotifyEvent(ctypes.Structure):
    _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                ("display", ctypes.c_void_p), ("drawable", Window), ("damage", ctypes.c_ulong),
                ("level", ctypes.c_int), ("more", ctypes.c_int), ("timestamp", ctypes.c_ulong),
                ("area", XRectangle), ("geometry", XRectangle)]


class XEvent(ctypes.Union):
    _fields_ = [("type", ctypes.c_int), ("any", XAnyEvent), ("client", XClientMessageEvent),
                ("damage", XDamageNotifyEvent), ("pad", ctypes.c_long * 24)]


class XWindowAttributes(ctypes.Structure):
    _fields_ = [("x", ctypes.c_int), ("y", ctypes.c_int), ("width", ctypes.c_int), ("height", ctypes.c_int),
                ("border_width", ctypes.c_int), ("depth", ctypes.c_int), ("visual", ctypes.c_void_p),
                ("root", Window), ("class_", ctypes.c_int), ("bit_gravity", ctypes.c_int),
                ("win_gravity", ctypes.c_int), ("backing_store", ctypes.c_int),
                ("backing_planes", ctypes.c_ulong), ("backing_pixel", ctypes.c_ulong),
                ("save_under", ctypes.c_int), ("colormap", ctypes.c_ulong), ("map_installed", ctypes.c_int),
                ("map_state", ctypes.c_int), ("all_event_masks", ctypes.c_long),
                ("your_event_mask", ctypes.c_long), ("do_not_propagate_mask", ctypes.c_long),
                ("override_redirect", ctypes.c_int), ("screen", ctypes.c_void_p)]


class XImage(ctypes.Structure):
    _fields_ = [("width", ctypes.c_int), ("height", ctypes.c_int), ("xoffset", ctypes.c_int),
                ("format", ctypes.c_int), ("data", ctypes.c_void_p), ("byte_order", ctypes.c_int),
                ("bitmap_unit", ctypes.c_int), ("bitmap_bit_order", ctypes.c_int), ("bitmap_pad", ctypes.c_int),
                ("depth", ctypes.c_int), ("bytes_per_line", ctypes.c_int), ("bits_per_pixel", ctypes.c_int)]


IS_VIEWABLE = 2
CLIENT_MESSAGE = 33
STRUCTURE_NOTIFY_MASK = 1 << 17
SUBSTRUCTURE_NOTIFY_MASK = 1 << 19
Z_PIXMAP = 2
ALL_PLANES = ctypes.c_ulong(~0 & 0xFFFFFFFFFFFFFFFF)
DAMAGE_REPORT_NON_EMPTY = 3
ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)


def _library(name: str) -> ctypes.CDLL:
    found = ctypes.util.find_library(name)
    if found is None:
        raise SystemExit(f"lib{name} is needed (apt-get install lib{name.lower()}6 or lib{name.lower()}1)")
    return ctypes.CDLL(found)


class Display:
    """One connection to the X server: the windows of a process, their pixels, damage and pings."""

    def __init__(self, name: str) -> None:
        x11, damage = _library("X11"), _library("Xdamage")
        self.x11, self.xdamage = x11, damage
        x11.XOpenDisplay.restype = ctypes.c_void_p
        x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        x11.XDefaultRootWindow.restype = Window
        x11.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x11.XQueryTree.argtypes = [ctypes.c_void_p, Window, ctypes.POINTER(Window), ctypes.POINTER(Window),
                                   ctypes.POINTER(ctypes.POINTER(Window)), ctypes.POINTER(ctypes.c_uint)]
        x11.XGetWindowAttributes.argtypes = [ctypes.c_void_p, Window, ctypes.POINTER(XWindowAttributes)]
        x11.XInternAtom.restype = ctypes.c_ulong
        x11.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x11.XGetWindowProperty.argtypes = [
            ctypes.c_void_p, Window, ctypes.c_ulong, ctypes.c_long, ctypes.c_long, ctypes.c_int, ctypes.c_ulong,
            ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_ulong),
            ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_void_p)]
        x11.XFree.argtypes = [ctypes.c_void_p]
        x11.XGetImage.restype = ctypes.POINTER(XImage)
        x11.XGetImage.argtypes = [ctypes.c_void_p, Window, ctypes.c_int, ctypes.c_int, ctypes.c_uint,
                                  ctypes.c_uint, ctypes.c_ulong, ctypes.c_int]
        x11.XDestroyImage.argtypes = [ctypes.POINTER(XImage)]
        x11.XSelectInput.argtypes = [ctypes.c_void_p, Window, ctypes.c_long]
        x11.XPending.argtypes = [ctypes.c_void_p]
        x11.XNextEvent.argtypes = [ctypes.c_void_p, ctypes.POINTER(XEvent)]
        x11.XSendEvent.argtypes = [ctypes.c_void_p, Window, ctypes.c_int, ctypes.c_long, ctypes.POINTER(XEvent)]
        x11.XFlush.argtypes = [ctypes.c_void_p]
        x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        x11.XConnectionNumber.argtypes = [ctypes.c_void_p]
        x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
        damage.XDamageQueryExtension.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int),
                                                 ctypes.POINTER(ctypes.c_int)]
        damage.XDamageCreate.restype = ctypes.c_ulong
        damage.XDamageCreate.argtypes = [ctypes.c_void_p, Window, ctypes.c_int]
        damage.XDamageSubtract.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_ulong]
        damage.XDamageDestroy.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
        # A window may go between two requests: its errors are no reason to stop.
        self._ignore = ERROR_HANDLER(lambda _display, _error: 0)
        x11.XSetErrorHandler(self._ignore)
        self.dpy = x11.XOpenDisplay(name.encode())
        if not self.dpy:
            raise SystemExit(f"cannot open display {name}")
        self.root = x11.XDefaultRootWindow(self.dpy)
        base, error = ctypes.c_int(), ctypes.c_int()
        if not damage.XDamageQueryExtension(self.dpy, ctypes.byref(base), ctypes.byref(error)):
            raise SystemExit("the X server has no DAMAGE extension")
        self.damage_notify = base.value
        self.net_wm_pid = x11.XInternAtom(self.dpy, b"_NET_WM_PID", False)
        self.wm_protocols = x11.XInternAtom(self.dpy, b"WM_PROTOCOLS", False)
        self.net_wm_ping = x11.XInternAtom(self.dpy, b"_NET_WM_PING", False)
        # Pings come back to the root window (Qt sends its answer to those
        # who watch the root's structure, GTK to those who watch its substructure).
        x11.XSelectInput(self.dpy, self.root, STRUCTURE_NOTIFY_MASK | SUBSTRUCTURE_NOTIFY_MASK)
        self.fd = x11.XConnectionNumber(self.dpy)

    def close(self) -> None:
        self.x11.XCloseDisplay(self.dpy)

    def _children(self, window: int) -> list[int]:
        root, parent = Window(), Window()
        kids = ctypes.POINTER(Window)()
        count = ctypes.c_uint()
        if not self.x11.XQueryTree(self.dpy, window, ctypes.byref(root), ctypes.byref(parent), ctypes.byref(kids),
                                   ctypes.byref(count)):
            return []
        found = [kids[i] for i in range(count.value)]
        if kids:
            self.x11.XFree(kids)
        return found

    def _pid_of(self, window: int) -> int | None:
        kind, fmt, n, after = ctypes.c_ulong(), ctypes.c_int(), ctypes.c_ulong(), ctypes.c_ulong()
        data = ctypes.c_void_p()
        cardinal = 6
        if self.x11.XGetWindowProperty(self.dpy, window, self.net_wm_pid, 0, 1, False, cardinal, ctypes.byref(kind),
                                       ctypes.byref(fmt), ctypes.byref(n), ctypes.byref(after),
                                       ctypes.byref(data)) != 0 or not data.value:
            return None
        pid = ctypes.cast(data, ctypes.POINTER(ctypes.c_ulong))[0] if n.value == 1 else None
        self.x11.XFree(data)
        return pid

    def window_of(self, pid: int) -> tuple[int, int, int] | None:
        """The first viewable window of `pid` at least MIN_SIZE: (window, width, height)."""
        stack = [(self.root, 0)]
        while stack:
            window, depth = stack.pop()
            for kid in self._children(window):
                attributes = XWindowAttributes()
                if not self.x11.XGetWindowAttributes(self.dpy, kid, ctypes.byref(attributes)):
                    continue
                if attributes.map_state != IS_VIEWABLE:
                    continue
                if (attributes.width >= MIN_SIZE[0] and attributes.height >= MIN_SIZE[1]
                        and self._pid_of(kid) == pid):
                    return kid, attributes.width, attributes.height
                if depth < 3:
                    stack.append((kid, depth + 1))
        return None

    def _strip(self, window: int, x: int, y: int, width: int, height: int) -> bytes:
        image = self.x11.XGetImage(self.dpy, window, x, y, width, height, ALL_PLANES, Z_PIXMAP)
        if not image:
            return b""
        data = ctypes.string_at(image.contents.data, image.contents.bytes_per_line * height)
        self.x11.XDestroyImage(image)
        return data

    def sample(self, window: int, width: int, height: int) -> tuple[bool, bytes]:
        """Whether 24 rows and 8 columns of the window hold more than one
        colour, and a digest of them (to tell one frame from the next)."""
        digest = hashlib.blake2b(digest_size=16)
        first: bytes | None = None
        painted = False
        for i in range(24):
            row = self._strip(window, 0, int((i + 0.5) * height / 24), width, 1)[: width * 4]
            digest.update(row)
            first = first or row[:4]
            painted = painted or row != first * width
        for i in range(8):
            column = self._strip(window, int((i + 0.5) * width / 8), 0, 1, height)
            digest.update(column)
            painted = painted or any(column[j:j + 4] != first for j in range(0, len(column), len(column) // height))
        return painted, digest.digest()

    def watch(self, window: int) -> int:
        """Report the window's next change (an X DAMAGE event), and each one after `rearm`."""
        return self.xdamage.XDamageCreate(self.dpy, window, DAMAGE_REPORT_NON_EMPTY)

    def rearm(self, damage: int) -> None:
        self.xdamage.XDamageSubtract(self.dpy, damage, 0, 0)

    def forget(self, damage: int) -> None:
        self.xdamage.XDamageDestroy(self.dpy, damage)
        self.x11.XFlush(self.dpy)

    def ping(self, window: int, serial: int) -> None:
        event = XEvent()
        event.client.type = CLIENT_MESSAGE
        event.client.window = window
        event.client.message_type = self.wm_protocols
        event.client.format = 32
        event.client.l[0] = self.net_wm_ping
        event.client.l[1] = serial
        event.client.l[2] = window
        self.x11.XSendEvent(self.dpy, window, False, 0, ctypes.byref(event))
        self.x11.XFlush(self.dpy)

    def events(self, timeout_s: float) -> Iterator[XEvent]:
        """The events that come within `timeout_s` (none: the time is up)."""
        self.x11.XFlush(self.dpy)
        if not self.x11.XPending(self.dpy):
            ready, _, _ = select.select([self.fd], [], [], timeout_s)
            if not ready:
                return
        while self.x11.XPending(self.dpy):
            event = XEvent()
            self.x11.XNextEvent(self.dpy, ctypes.byref(event))
            yield event

    def is_pong(self, event: XEvent, serial: int) -> bool:
        message = event.client
        return (event.type == CLIENT_MESSAGE and message.message_type == self.wm_protocols
                and message.l[0] == self.net_wm_ping and message.l[1] == serial)


# -- one start ----------------------------------------------------------------------


@dataclass
class Start:
    painted_ms: float | None = None
    ready_ms: float | None = None
    rss_painted_kib: int = 0
    rss_ready_kib: int = 0
    cpu_painted_ms: float = 0.0
    cpu_ready_ms: float = 0.0


def _rss_kib(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def _cpu_ms(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")


def start_once(display: Display, argv: list[str], env: dict[str, str], *, second_frame: bool,
               cwd: Path = ROOT) -> Start:
    """Launch `argv`, time its first paint and its readiness, then end it."""
    result = Start()
    began = time.monotonic()
    child = subprocess.Popen(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, cwd=cwd)

    def elapsed() -> float:
        return (time.monotonic() - began) * 1000

    found: tuple[int, int, int] | None = None
    damage = 0
    first_frame = b""
    pinged = 0
    try:
        while elapsed() < TIMEOUT_S * 1000 and child.poll() is None:
            if found is None:
                found = display.window_of(child.pid)
                if found is None:
                    time.sleep(0.002)  # the window is looked for until it is there
                    continue
                damage = display.watch(found[0])
                changed = True  # it may have been painted before it was watched
            else:
                changed = False
                for event in display.events(0.05):
                    if event.type == display.damage_notify:
                        changed = True
                    elif pinged and display.is_pong(event, pinged):
                        result.ready_ms = elapsed()
                        result.rss_ready_kib, result.cpu_ready_ms = _rss_kib(child.pid), _cpu_ms(child.pid)
                        return result
            if not changed or pinged:
                continue
            display.rearm(damage)
            window, width, height = found
            painted, digest = display.sample(window, width, height)
            if not painted:
                continue
            if result.painted_ms is None:
                result.painted_ms = elapsed()
                result.rss_painted_kib, result.cpu_painted_ms = _rss_kib(child.pid), _cpu_ms(child.pid)
                first_frame = digest
                if second_frame:
                    continue
            elif digest == first_frame:
                continue
            pinged = int(elapsed() * 1000) or 1
            display.ping(window, pinged)
        return result
    finally:
        if damage:
            display.forget(damage)
        _end(child)


def _end(child: subprocess.Popen[bytes]) -> None:
    if child.poll() is None:
        child.send_signal(signal.SIGTERM)
        try:
            child.wait(timeout=10)
        except subprocess.TimeoutExpired:
            child.kill()
            child.wait()


# -- the desktop: Xvfb, a window manager, a session bus -----------------------------


@contextmanager
def desktop(work: Path) -> Iterator[tuple[str, dict[str, str]]]:
    """A display and the environment the programs start in."""
    number = 150
    while Path(f"/tmp/.X{number}-lock").exists() or Path(f"/tmp/.X11-unix/X{number}").exists():
        number += 1
    name = f":{number}"
    processes = [subprocess.Popen(["Xvfb", name, "-screen", "0", f"{SCREEN[0]}x{SCREEN[1]}x24", "-br", "-noreset",
                                   "-nolisten", "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)]
    env = {k: v for k, v in os.environ.items()
           if k not in ("QT_QPA_PLATFORM", "WAYLAND_DISPLAY", "PYTHONDONTWRITEBYTECODE", "DBUS_SESSION_BUS_ADDRESS")}
    # The compiled modules are written by the warm-up round and read after,
    # as an installed program reads them.
    env |= {"DISPLAY": name, "XDG_CACHE_HOME": str(work / "cache"), "XDG_RUNTIME_DIR": str(work / "run")}
    (work / "run").mkdir(mode=0o700)
    bus_pid = 0
    try:
        for _ in range(100):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                break
            time.sleep(0.05)
        if shutil.which("dbus-daemon"):  # KDE programs wait for a session bus, as a desktop has
            bus = subprocess.run(["dbus-daemon", "--session", "--fork", "--print-address=1", "--print-pid=1"],
                                 capture_output=True, text=True, env=env).stdout.split()
            if len(bus) == 2:
                env["DBUS_SESSION_BUS_ADDRESS"], bus_pid = bus[0], int(bus[1])
        if shutil.which("openbox"):
            processes.append(subprocess.Popen(["openbox"], env=env, stdout=subprocess.DEVNULL,
                                              stderr=subprocess.DEVNULL))
            time.sleep(0.5)
        yield name, env
    finally:
        for process in reversed(processes):
            process.terminate()
            process.wait()
        if bus_pid:
            os.kill(bus_pid, signal.SIGTERM)


# -- the run ------------------------------------------------------------------------


@dataclass
class Program:
    name: str
    argv: list[str]
    second_frame: bool = False  # the first screen is the frame after the first
    folders: str = "fresh"  # "fresh", or "again": the folders of this round's first start of the game
    cwd: Path = ROOT  # where it starts (another copy of the project: `--compare`)
    starts: list[Start] = field(default_factory=list)


def programs(args: argparse.Namespace) -> list[Program]:
    game = [sys.executable, "-m", "unodesk"]
    found = [Program("bare PySide6 window", [sys.executable, str(BARE_WINDOW)]),
             Program("unodesk", game, second_frame=True)]
    if args.floors:
        found += [Program(name, [sys.executable, str(BARE_WINDOW.parent / "floors" / script)])
                  for name, script in FLOORS.items()]
    if not args.no_second:
        found.append(Program("unodesk, second start", game, second_frame=True, folders="again"))
    for folder in args.compare:
        found.append(Program(f"unodesk in {folder.name}", [sys.executable, "-m", "unodesk"], second_frame=True,
                             cwd=folder))
    bundle = args.bundle or (BUNDLE if BUNDLE.exists() else None)
    if bundle is not None:
        found.append(Program("unodesk, the bundle", [str(bundle)], second_frame=True))
    if args.peers:
        found += [Program(name, [str(exe)]) for name, exe in PEERS.items() if exe.exists()]
    return found


def _median(values: list[float]) -> float | None:
    return statistics.median(values) if values else None


def report(found: list[Program], rounds: int) -> None:
    bare = found[0]
    print(f"\n{rounds} rounds, medians; ratios are the medians of each round's ratio to the bare window "
          f"(load {os.getloadavg()[0]:.1f} at the end, {os.cpu_count()} cores)\n")
    header = (f"{'program':26} {'first paint':>11} {'ratio':>6} {'ready':>8} {'ratio':>6} "
              f"{'CPU: paint':>10} {'ready':>6} {'RSS: paint':>10} {'ready':>7}")
    print(header)
    print("-" * len(header))
    for program in found:
        starts = program.starts

        def ratios(field_name: str, s: list[Start] = starts) -> list[float]:
            pairs = zip(s, bare.starts, strict=True)
            return [getattr(a, field_name) / getattr(b, field_name) for a, b in pairs
                    if getattr(a, field_name) and getattr(b, field_name)]

        painted = _median([s.painted_ms for s in starts if s.painted_ms])
        ready = _median([s.ready_ms for s in starts if s.ready_ms])
        rss_p = _median([s.rss_painted_kib / 1024 for s in starts if s.rss_painted_kib])
        rss_r = _median([s.rss_ready_kib / 1024 for s in starts if s.rss_ready_kib])

        def shown(value: float | None, spec: str) -> str:
            return "-" if value is None else format(value, spec)

        print(f"{program.name:26} {shown(painted, '8.0f')} ms {shown(_median(ratios('painted_ms')), '6.2f')} "
              f"{shown(ready, '5.0f')} ms {shown(_median(ratios('ready_ms')), '6.2f')} "
              f"{shown(_median(ratios('cpu_painted_ms')), '10.2f')} {shown(_median(ratios('cpu_ready_ms')), '6.2f')} "
              f"{shown(rss_p, '6.0f')} MiB {shown(rss_r, '3.0f')} MiB")
        missing = sum(1 for s in starts if s.ready_ms is None)
        if missing:
            print(f"{'':26} ({missing} of {len(starts)} starts not ready within {TIMEOUT_S:.0f} s)")
    print("(CPU: the processor time the program had used by then, as a ratio to the bare window's)")
    game = found[1]
    print(f"\ntargets: first paint <= {TARGETS['first paint']} of the bare window's, ready <= {TARGETS['ready']}, "
          f"RSS after the first paint <= {RSS_TARGET_MIB} MiB; the bundle and a second start no slower "
          "than the game's first start")
    for other in found[2:]:
        if other.name.startswith("unodesk"):
            pairs = [(o, g) for o, g in zip(other.starts, game.starts, strict=True) if o.ready_ms and g.ready_ms]
            if pairs:
                def of(name: str, pairs: list[tuple[Start, Start]] = pairs) -> float | None:
                    return _median([getattr(o, name) / getattr(g, name) for o, g in pairs
                                    if getattr(o, name) and getattr(g, name)])
                print(f"{other.name}, against the game's first start (medians of the rounds' ratios): first paint "
                      f"{of('painted_ms'):.2f}, ready {of('ready_ms'):.2f}; CPU {of('cpu_painted_ms'):.2f} and "
                      f"{of('cpu_ready_ms'):.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", "--rounds", type=int, default=11, help="rounds counted, after one warm-up (11)")
    parser.add_argument("--peers", action="store_true", help="also KDE Patience and GNOME Aisleriot, where installed")
    parser.add_argument("--bundle", type=Path, help=f"the bundle's program (default {BUNDLE.relative_to(ROOT)})")
    parser.add_argument("--floors", action="store_true",
                        help="also two floors under the game's first frame: a main window with one menu, and with "
                             "the felt's view (benchmarks/floors/)")
    parser.add_argument("--no-second", action="store_true", help="leave out the game's second start")
    parser.add_argument("--compare", type=Path, action="append", default=[], metavar="DIR",
                        help="also start the game of another copy of the project (its unodesk/ with its data built), "
                             "e.g. `git archive REV unodesk | tar -x -C DIR`")
    args = parser.parse_args()
    found = programs(args)
    work = Path(tempfile.mkdtemp(prefix="unodesk-startup-"))
    print(f"Python {sys.version.split()[0]}, {os.cpu_count()} cores; " + ", ".join(p.name for p in found))
    try:
        with desktop(work) as (name, env):
            display = Display(name)
            for round_ in range(args.rounds + 1):
                for program in found:
                    home = work / f"{round_}-{'unodesk' if program.folders == 'again' else program.name}"
                    run_env = env | {f"XDG_{k}_HOME": str(home / k.lower()) for k in ("CONFIG", "DATA", "STATE")}
                    start = start_once(display, program.argv, run_env, second_frame=program.second_frame,
                                       cwd=program.cwd)
                    if round_:
                        program.starts.append(start)
                print(f"round {round_ or 'warm-up'}: " + ", ".join(
                    f"{p.name} {p.starts[-1].ready_ms or 0:.0f}" for p in found if round_ and p.starts), flush=True)
            display.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    report(found, args.rounds)


if __name__ == "__main__":
    main()
