"""The main window's size and place, all of it: the first window on a
screen, the saved one read back, and the window kept on the screen while
the window manager adds its frame."""
from __future__ import annotations

from PySide6.QtCore import QByteArray, QEvent, QMargins, QObject, QPoint, QRect, QSize, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QWidget

# A window manager's frame is known only once the window is shown: until
# then, room is kept for a usual one (a title bar and thin borders).
FRAME_GUESS = QMargins(8, 40, 8, 8)
# How long after the first show the window manager's frame may still come.
FITTING_MS = 2000
# QWidget.saveGeometry()'s header (Qt 5 and 6): a magic number, then the
# format's version, the frame's and the normal geometry.
GEOMETRY_MAGIC = 0x1D9D0CB


def first_geometry(available: QRect, minimum: QSize, frame: QMargins = FRAME_GUESS) -> QRect:
    """Where the first window goes: most of a large screen, at least 1280x800
    of it, but never more than the screen's free area with the frame
    included (the window must fit a 1024x640 screen with its title bar)."""
    room = available.size().shrunkBy(frame)
    width = min(room.width(), max(1280, available.width() * 4 // 5))
    height = min(room.height(), max(800, available.height() * 4 // 5))
    size = QSize(width, height).expandedTo(minimum)
    outer = size.grownBy(frame)
    left = available.x() + max(0, (available.width() - outer.width()) // 2) + frame.left()
    top = available.y() + max(0, (available.height() - outer.height()) // 2) + frame.top()
    return QRect(QPoint(left, top), size)


def saved_normal_geometry(data: QByteArray) -> QRect | None:
    """The window's normal geometry in QWidget.saveGeometry()'s bytes; None when
    they are not such bytes (cut short, another format, nonsense)."""
    from PySide6.QtCore import QDataStream  # read on a later start only: the first frame goes without

    stream = QDataStream(data)
    stream.setByteOrder(QDataStream.ByteOrder.BigEndian)
    if stream.readUInt32() != GEOMETRY_MAGIC:
        return None
    major = stream.readUInt16()
    stream.readUInt16()
    values = [stream.readInt32() for _ in range(8)]  # the frame's left, top, right, bottom; the normal one's
    if major < 1 or stream.status() != QDataStream.Status.Ok:
        return None
    left, top, right, bottom = values[4:]
    rect = QRect(QPoint(left, top), QPoint(right, bottom))
    return rect if rect.isValid() else None


def place_window(window: QWidget, saved: bytes) -> None:
    """The saved size and place (QWidget.saveGeometry()'s bytes) when they
    can be read and fit a screen; else the fitted default (a broken or
    foreign value never gives an odd window)."""
    data = QByteArray(saved)
    normal = saved_normal_geometry(data) if saved else None
    usable = (normal is not None and normal.size() == normal.size().expandedTo(window.minimumSize())
              and QGuiApplication.screenAt(normal.center()) is not None)
    if not (usable and window.restoreGeometry(data)):
        window.setGeometry(first_geometry(window.screen().availableGeometry(), window.minimumSize()))
    # Once the frame is known, the whole window must be on the screen (a
    # size saved on a larger screen, too).
    keep_on_screen(window)


def keep_on_screen(window: QWidget) -> None:
    """For a moment after it is first shown, as the window manager adds its
    frame: if the frame sticks out of the screen's free area, the window is
    made smaller and moved in (never later: a person may move it where they
    like)."""
    _OnScreen(window)


class _OnScreen(QObject):
    """Watches the window from now until FITTING_MS after its first show, then goes."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self._window = window
        self._end = QTimer(self)
        self._end.setSingleShot(True)
        self._end.timeout.connect(self._done)
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Show and not self._end.isActive():
            self._end.start(FITTING_MS)
            _fit_in(self._window)
        elif kind in (QEvent.Type.Move, QEvent.Type.Resize):
            _fit_in(self._window)
        return False

    def _done(self) -> None:
        self._window.removeEventFilter(self)
        self.deleteLater()


def _fit_in(window: QWidget) -> None:
    if window.isMaximized() or window.isFullScreen() or not window.isVisible():
        return
    frame, inner = window.frameGeometry(), window.geometry()
    available = window.screen().availableGeometry()
    if available.contains(frame):
        return
    margins = QMargins(inner.left() - frame.left(), inner.top() - frame.top(),
                       frame.right() - inner.right(), frame.bottom() - inner.bottom())
    room = available.size().shrunkBy(margins)
    size = window.size().boundedTo(room).expandedTo(window.minimumSize())
    if size != window.size():
        window.resize(size)
    x = min(
        max(frame.left(), available.left()), available.right() + 1 - size.width() - margins.left() - margins.right()
    )
    y = min(
        max(frame.top(), available.top()), available.bottom() + 1 - size.height() - margins.top() - margins.bottom()
    )
    if (x, y) != (frame.left(), frame.top()):
        window.move(x, y)
