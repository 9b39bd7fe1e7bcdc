"""Running Qt's event loop in tests without waiting on the clock."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QEventLoop


def drain(turns: int = 3) -> None:
    """Deliver every event already due: posted events, deferred deletes and
    zero-delay timers, and what those post in turn, for a few turns of the
    loop. After it, "nothing else happened" is a fact about the code rather
    than about how long a test slept; a timer with a delay is still pending
    and is the test's to wait for by its own condition."""
    for _ in range(turns):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents)
