from __future__ import annotations

import json
import os
import shutil
from datetime import datetime
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale

from unodesk.persistence.scores import ScoreStore
from unodesk.persistence.scores.store import Resumed

from .prepared import Clock, prepare

try:
    import fcntl
except ImportError:  # Windows: each worker prepares its own
    fcntl = None


@pytest.fixture(scope="session")
def prepared_file(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Clock]:
    """The evenings played once (several seconds) for every test that reads
    them: once a run, by whichever test worker (pytest-xdist) needs them first;
    the others wait for it and read the same file."""
    if os.environ.get("PYTEST_XDIST_WORKER") is None or fcntl is None:
        return _prepare(tmp_path_factory.mktemp("prepared"))
    # The folder all workers of this run share (each has its own below it).
    shared = tmp_path_factory.getbasetemp().parent / "prepared-scores"
    shared.mkdir(exist_ok=True)
    with open(shared / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        played = shared / "clock.json"
        if not played.exists():
            path, clock = _prepare(shared)
            played.write_text(json.dumps({"when": clock.when.isoformat(), "seconds": clock.seconds}))
            return path, clock
    kept = json.loads(played.read_text())
    clock = Clock(datetime.fromisoformat(kept["when"]))
    clock.seconds = kept["seconds"]
    return shared / "scores.sqlite3", clock


def _prepare(folder: Path) -> tuple[Path, Clock]:
    clock = Clock()
    path = folder / "scores.sqlite3"
    prepare(path, unfinished=True, clock=clock).close()  # the last close folds the journal into the file
    return path, clock


@pytest.fixture
def store(tmp_path: Path, prepared_file: tuple[Path, Clock]) -> ScoreStore:
    """Four finished matches and one in play, in a database of the test's own
    (a copy of the prepared one), the match in play taken up again as the
    store that played it had it."""
    source, played = prepared_file
    path = tmp_path / "data" / "scores.sqlite3"
    path.parent.mkdir(parents=True)
    shutil.copyfile(source, path)
    clock = Clock(played.when)
    clock.seconds = played.seconds
    opened = ScoreStore.open(path, clock=clock.monotonic, now=clock.now)
    assert isinstance(opened.resume(), Resumed)
    yield opened
    opened.close()


@pytest.fixture
def empty_store(tmp_path: Path) -> ScoreStore:
    opened = ScoreStore.open(tmp_path / "empty" / "scores.sqlite3")
    yield opened
    opened.close()


@pytest.fixture(autouse=True)
def english_locale():
    """Dates and numbers as the English interface writes them; restored after."""
    before = QLocale()
    QLocale.setDefault(QLocale(QLocale.Language.English, QLocale.Country.UnitedKingdom))
    yield
    QLocale.setDefault(before)


@pytest.fixture(autouse=True)
def english(english):
    """The score windows' plural forms ("1 match", "2 matches") in English, for every test here."""
    return english
