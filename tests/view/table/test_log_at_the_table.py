"""The table and its log agree: a take-back is in the log without the lines
it took back, and a continued round's log is whole."""
from __future__ import annotations

import pytest

from tests.qt_events import drain
from unodesk.engine import Card, Play, Round, RuleSet
from unodesk.i18n.events import event_sentence
from unodesk.setup.speeds import Speed

from ..conftest import computer, person

pytestmark = pytest.mark.qt_log_ignore("does not support propagateSizeHints")
C = Card.parse


def sentences(t, events) -> list[str]:
    names = t.widget.names
    return [s for s in (event_sentence(e, names) for e in events) if s]


def test_a_take_back_is_in_the_log_and_the_lines_taken_back_are_gone(table, qtbot, english):
    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo")], seed=8)
    t.wait_turn(0)
    first = next(a for a in t.controller.legal_for_shown() if isinstance(a, Play))
    t.controller.act(first)
    t.wait_turn(0)
    assert sentences(t, [e for b in t.batches for e in b])[0] in t.widget.log.lines()
    t.controller.take_back()
    t.wait_idle()
    drain()
    lines = t.widget.log.lines()
    assert lines[0] == "Anna took back a turn."
    history = t.controller.seat_views()[0].history
    assert lines[1:] == list(reversed(sentences(t, history)))[: len(lines) - 1]
    assert not any("Anna played" in line for line in lines[1:])  # the card is back in her hand


def test_a_continued_round_shows_its_whole_log(table, qtbot, english):
    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo")], seed=8)
    t.wait_turn(0)
    log = t.controller.log
    for _ in range(2):  # played on while the game was closed, as a resumed match's log holds them
        legal = log.round.legal_actions(log.round.current)
        log.apply(next((a for a in legal if isinstance(a, Play)), legal[0]))
    t.controller.resume(log)
    t.wait_idle()
    drain()
    history = t.controller.seat_views()[0].history
    assert t.widget.log.lines() == list(reversed(sentences(t, history)))[: len(t.widget.log.lines())]
    assert len(t.widget.log.lines()) > 2  # more than the first card


def test_the_start_of_a_fresh_round_is_logged_once(table, qtbot, english):
    t = table(Speed.OFF)
    t.start([person("Anna"), computer("Bo")], seed=8)
    t.wait_turn(0)
    t.deal(Round.setup(RuleSet(), [[C("r1"), C("g2")], [C("g1"), C("g3")]], [C("r5")], [C("y1")]))
    drain()
    assert len(t.widget.log.lines()) == len(set(t.widget.log.lines()))
