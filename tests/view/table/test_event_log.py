"""The drawer of what happened: the newest lines first, as many as it keeps."""
from __future__ import annotations

from unodesk.engine import Card, CardPlayed, Color
from unodesk.view.table.event_log import LINES, EventLog

NAMES = ("Anna", "Bo")


def test_the_log_keeps_the_newest_lines_first(qapp):
    log = EventLog()
    log.set_names(NAMES)
    for n in range(LINES + 3):
        log.add(CardPlayed(n % 2, Card(Color.RED, list(Card.parse("r0").rank.__class__)[n % 10])))
    lines = log.lines()
    assert len(lines) == LINES
    assert lines[0].startswith("Bo" if (LINES + 2) % 2 else "Anna")
