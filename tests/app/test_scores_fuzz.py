"""No value in the scores file stops the window: random values in random
columns (as tests/persistence/scores/test_fuzz.py makes them), each
followed by a start in the real window, its offer to go on, the history
window, every scoresheet window, the statistics and a resume."""
from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QCoreApplication, QEvent

from tests.examples import fuzz_examples
from tests.persistence.scores.test_fuzz import CHANGES, Change, _mutate
from tests.persistence.scores.test_fuzz import base as base  # the fixture
from unodesk.app.command_line import Options
from unodesk.app.smoke import OFFSCREEN_LIMITS
from unodesk.app.wiring import build
from unodesk.persistence.scores import ScoreStore
from unodesk.persistence.settings import Settings
from unodesk.view.scores.history_dialog import HistoryDialog
from unodesk.view.scores.scoresheet_dialog import ScoresheetDialog
from unodesk.view.scores.statistics_dialog import StatisticsDialog

EXAMPLES = max(fuzz_examples(60) // 4, 10)


@pytest.mark.qt_log_ignore(OFFSCREEN_LIMITS)
@settings(max_examples=EXAMPLES, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(nullable=st.booleans(), changes=CHANGES)
def test_any_value_in_the_scores_opens_every_score_window(qtbot, base: Path, nullable: bool,
                                                          changes: list[Change]) -> None:
    with tempfile.TemporaryDirectory() as name:
        folder = Path(name)
        path = folder / "scores.sqlite3"
        shutil.copyfile(base, path)
        _mutate(path, nullable, changes)
        store = ScoreStore.open(path)
        game = build(Options(lang="en"), Settings(folder / "settings.json"), think_ms=(0, 0), store=store)
        try:
            game.start()  # offers the saved match, if it can be read
            prompt = game.window.scores.prompt
            if prompt is not None:
                prompt.continue_button.click()  # and goes on with it
            history = HistoryDialog(store, game.window)
            history.show()
            for summary in store.history(limit=None):
                sheet = ScoresheetDialog(store, summary.match_id, game.window)
                sheet.show()
                sheet.close()
            StatisticsDialog(store, game.window).show()
            history.close()
            game.window.scores.show_notices(store.take_notices())
        finally:
            game.window.close()
            game.controller.shutdown()
            # Every window reading the store is gone before the store closes.
            game.window.deleteLater()
            QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
            store.close()
