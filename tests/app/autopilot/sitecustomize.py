"""Drives the real window as a person would, for the kill harness
(tests/app/kill_window.py): goes on with the saved match when it is
offered (or plays the remembered match from the welcome when there is
none), deals the next round from the round's summary, begins a new match
when one is over, and writes "round MATCH NUMBER" to $UNODESK_AUTOPILOT_LOG
once a finished round has been kept (the game has committed it by then),
"ended MATCH NUMBER" for one that waits for the file (held elsewhere, a
full disk), "start" when a start sets out its first match, and "stall MS"
whenever the window's event loop went MS milliseconds (over 100) without
running (a 20 ms timer's late ticks), and "notice CODE" for each notice of
the scores shown. With $UNODESK_AUTOPILOT_QUIT it closes the window after
that many seconds, as Quit does.

Loaded through PYTHONPATH by the harness only; it changes no behaviour of
the game but the clicks a person would make."""
from __future__ import annotations

import os
import random
import time

from PySide6.QtCore import QTimer

from unodesk.view import window as window_module
from unodesk.view.scores import score_menu, wording

_LOG = os.environ.get("UNODESK_AUTOPILOT_LOG")
_rng = random.Random()
_show_summary = window_module.MainWindow.show_round_summary
_offer = score_menu.ScoreMenu.offer_saved_match


def _say(line: str) -> None:
    if _LOG:
        fd = os.open(_LOG, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
        try:
            os.write(fd, (line + "\n").encode())
        finally:
            os.close(fd)


def show_round_summary(self, result) -> None:  # type: ignore[no-untyped-def]
    store = self.scores.store
    sheet = store.scoresheet()
    if sheet is not None and sheet.rows:
        word = "round" if store.saving else "ended"
        _say(f"{word} {sheet.summary.match_id} {sheet.rows[-1].number}")
    _show_summary(self, result)

    def go_on() -> None:
        summary = self.summary
        if summary is None:
            return
        if result.match_over:
            summary.reject()
            self.new_match_requested.emit(self.controller.setup)
        else:
            summary.next_button.click()

    QTimer.singleShot(_rng.randint(0, 300), go_on)


_beats: list[float] = []


def _heartbeat(parent) -> None:  # type: ignore[no-untyped-def]
    timer = QTimer(parent)
    timer.setInterval(20)

    def beat() -> None:
        now = time.monotonic()
        if _beats and now - _beats[-1] > 0.1:
            _say(f"stall {round((now - _beats[-1]) * 1000)}")
        _beats[:] = [now]

    timer.timeout.connect(beat)
    timer.start()


_notice_text = wording.notice_text


def notice_text(notice) -> str:  # type: ignore[no-untyped-def]
    _say(f"notice {notice.code.value}")
    return _notice_text(notice)


def _quit_later(window) -> None:  # type: ignore[no-untyped-def]
    seconds = os.environ.get("UNODESK_AUTOPILOT_QUIT")
    if seconds:
        def leave() -> None:
            _say("quit")
            window.ask_before_quitting = False
            window.close()

        QTimer.singleShot(int(float(seconds) * 1000), leave)


def offer_saved_match(self) -> bool:  # type: ignore[no-untyped-def]
    _say("start")  # the game's first match is being set out: this start got past the lock
    if not _beats:
        _heartbeat(self)
        _quit_later(self.window)
    offered = _offer(self)
    if offered and self.prompt is not None:
        prompt = self.prompt
        QTimer.singleShot(_rng.randint(0, 300), lambda: prompt.continue_button.click())
    return offered


_show_welcome = window_module.MainWindow.show_welcome


def show_welcome(self, welcome) -> None:  # type: ignore[no-untyped-def]
    _show_welcome(self, welcome)
    QTimer.singleShot(_rng.randint(0, 300), welcome.play_button.click)


window_module.MainWindow.show_round_summary = show_round_summary
window_module.MainWindow.show_welcome = show_welcome
score_menu.ScoreMenu.offer_saved_match = offer_saved_match
score_menu.notice_text = notice_text
