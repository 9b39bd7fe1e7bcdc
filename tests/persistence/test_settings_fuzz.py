"""No settings file stops the game: random and mutated files, each followed
by a start; a readable value is never lost, an unreadable file is kept aside
byte for byte, and what is written back reads back.

UNODESK_FUZZ=N runs N examples of each (the figures of a release)."""
from __future__ import annotations

import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from tests.examples import fuzz_examples
from unodesk.app.command_line import Options
from unodesk.app.smoke import OFFSCREEN_LIMITS
from unodesk.app.wiring import build, starting_setup
from unodesk.persistence.settings import LAST_SETUP, SCHEMA, Settings
from unodesk.persistence.setup_codec import read_setup
from unodesk.session import MatchLog

from .fuzzing import settings_files

EXAMPLES = fuzz_examples(300)


def _load(content: bytes, folder: Path) -> tuple[Path, Settings]:
    path = folder / "settings.json"
    path.write_bytes(content)
    return path, Settings.load(path)


@settings(max_examples=EXAMPLES, deadline=None)
@given(settings_files())
def test_any_settings_file_reads_starts_a_match_and_saves(content: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path, loaded = _load(content, Path(folder))
        values = {option.name: loaded[option] for option in SCHEMA}
        if loaded.problem is not None and loaded.problem.kept_as is not None:
            # Set aside byte for byte, for whoever wants to look at it.
            assert loaded.problem.kept_as.read_bytes() == content
        reading = read_setup(loaded[LAST_SETUP])
        setup = starting_setup(Options(), reading)
        MatchLog.begin(setup)  # a start deals the remembered match
        loaded.save()
        if loaded.writable:
            again = Settings.load(path)
            assert again.problem is None
            # Nothing that could be read is lost by writing it back.
            assert {option.name: again[option] for option in SCHEMA} == values


@pytest.mark.qt_log_ignore(OFFSCREEN_LIMITS)
@settings(max_examples=max(EXAMPLES // 10, 20), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(content=settings_files())
def test_any_settings_file_opens_the_window_and_closes_it(qtbot, content: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        _, loaded = _load(content, Path(folder))
        game = build(Options(lang="en"), loaded, think_ms=(0, 0))
        qtbot.addWidget(game.window)
        game.start()
        game.window.close()  # saves the geometry: writes the file back
        game.controller.shutdown()
