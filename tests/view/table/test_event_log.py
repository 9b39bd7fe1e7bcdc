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


def test_a_turn_taken_back_takes_its_lines_out_and_says_so(qapp, english):
    log = EventLog()
    log.set_names(NAMES)
    log.add(CardPlayed(0, Card.parse("r5")))  # a line of the round before
    log.begin_round()
    history = (CardPlayed(0, Card.parse("g1")),)
    log.add(history[0])
    log.add(CardPlayed(1, Card.parse("g2")))  # taken back with Anna's turn after it
    log.add(CardPlayed(0, Card.parse("g3")))
    log.taken_back(history, 0)
    assert log.lines() == ["Anna took back a turn.", "Anna played green 1.", "Anna played red 5."]
