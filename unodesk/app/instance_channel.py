"""The running copy listens; a second copy asks it to come forward.

A double double-click starts two copies. The one that holds the instance
lock (instance_lock.py) opens a QLocalServer; the other one connects, says
"show", and ends, so that the family sees the one window they already had.

The server's name is made from the data folder, so that copies with
different data folders (tests, a second user) never meet. A name rather
than a path in the data folder: a local socket's path is limited to about
a hundred characters on Linux and macOS, a data folder's is not.

A lock whose holder does not answer is stale unless a running copy holds
it (`meet_first_copy`): the family is never locked out by what a crash or
a power cut left.
"""
from __future__ import annotations

import enum
import hashlib
import time
from pathlib import Path

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket
from PySide6.QtWidgets import QWidget

from unodesk import APP_NAME
from unodesk.persistence.data_dir import data_dir

from .instance_lock import InstanceLock

SHOW = b"show\n"
# How long a second copy keeps trying: the first may be starting too.
CONNECT_MS = 2000
# How long a second copy waits for a live but silent first copy (one that
# holds the lock and is still starting) before saying the game is open.
SILENT_MS = 6000


def server_name(folder: Path | None = None) -> str:
    folder = data_dir() if folder is None else folder
    digest = hashlib.sha256(str(folder.resolve()).encode()).hexdigest()[:16]
    return f"{APP_NAME}-{digest}"


class InstanceChannel(QObject):
    """The first copy's ear. `show_requested` when another copy asks."""

    show_requested = Signal()

    def __init__(self, folder: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = server_name(folder)
        self._server = QLocalServer(self)
        self._server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self._server.newConnection.connect(self._connected)
        self._sockets: list[QLocalSocket] = []

    def listen(self) -> bool:
        """Start listening. Call it only while holding the instance lock: a
        server left behind by a copy that crashed is then removed first."""
        QLocalServer.removeServer(self.name)
        return self._server.listen(self.name)

    def close(self) -> None:
        for socket in self._sockets:
            socket.abort()
        self._sockets.clear()
        self._server.close()

    def _connected(self) -> None:
        while self._server.hasPendingConnections():
            # Each connection says one word and goes; it stays a child of
            # the server until then, and is closed when it has spoken.
            socket = self._server.nextPendingConnection()
            self._sockets.append(socket)
            socket.readyRead.connect(self._read)

    def _read(self) -> None:
        for socket in list(self._sockets):
            if not socket.canReadLine():
                continue
            line = socket.readLine().data()
            self._sockets.remove(socket)
            socket.abort()
            socket.deleteLater()
            if line == SHOW:
                self.show_requested.emit()


def listen_for_second_copies(folder: Path, window: QWidget) -> InstanceChannel:
    """A copy started while this one runs brings this window forward."""
    channel = InstanceChannel(folder, window)
    channel.show_requested.connect(lambda: bring_forward(window))
    channel.listen()
    return channel


def bring_forward(window: QWidget) -> None:
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()


def ask_first_copy_to_show(folder: Path | None = None, wait_ms: int = CONNECT_MS) -> bool:
    """Tell the running copy to bring its window forward; False when no copy answers."""
    socket = QLocalSocket()
    name = server_name(folder)
    waited = 0
    step = 100
    while True:
        socket.connectToServer(name)
        if socket.waitForConnected(step):
            break
        socket.abort()
        waited += step
        if waited >= wait_ms:
            return False
        # The first copy may hold the lock but not be listening yet.
        _sleep(step)
        waited += step
    socket.write(SHOW)
    written = socket.waitForBytesWritten(wait_ms)
    socket.disconnectFromServer()
    if socket.state() != QLocalSocket.LocalSocketState.UnconnectedState:
        socket.waitForDisconnected(step)
    return written


def _sleep(ms: int) -> None:
    from PySide6.QtCore import QThread

    QThread.msleep(ms)


class Meeting(enum.Enum):
    SHOWN = "shown"  # the running copy brought its window forward
    TAKEN_OVER = "taken_over"  # nobody answered and no copy runs: this copy holds the lock now
    SILENT = "silent"  # a running copy holds the lock but does not answer


def meet_first_copy(folder: Path, lock: InstanceLock, wait_ms: int = SILENT_MS) -> Meeting:
    """Another copy seems to hold `lock`. A lock no running copy holds is
    taken over at once (only a running copy can answer on the channel, and
    only a running copy keeps the lock from being taken); otherwise the
    running copy is asked to come forward, and one still starting is given
    `wait_ms` to answer or to go."""
    deadline = time.monotonic() + wait_ms / 1000
    while True:
        if lock.take_over().held:
            return Meeting.TAKEN_OVER
        if ask_first_copy_to_show(folder, wait_ms=min(CONNECT_MS, wait_ms)):
            return Meeting.SHOWN
        if time.monotonic() >= deadline:
            return Meeting.SILENT
