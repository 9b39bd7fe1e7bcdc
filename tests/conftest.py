"""Fixtures shared by the tests of several packages."""
from __future__ import annotations

import itertools

import pytest

import tests.examples  # noqa: F401  (loads the hypothesis profile of this run: `make test` or `make quick`)


@pytest.fixture
def english(qapp):
    """The English plural forms ("1 card", "5 cards") come from the English translation file."""
    from unodesk.i18n.translations import Translations

    translations = Translations(qapp)
    translations.switch("en")
    yield translations
    translations.uninstall()
    translations.deleteLater()


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under pytest-xdist, each worker begins with its share of the slow tests.

    The work-stealing scheduler (`make test`) first gives each of its N
    workers a run of consecutive tests (the first n // N, then a fair share
    of the rest, and so on). In the file order the slow tests (a whole match,
    the monkeys, the kills, the builds) fell where they fell: several in one
    worker's run, or one starting last, and the run waited for it while the
    other core had nothing left to do. Here the slow tests are dealt out
    round the runs, each at the head of its run; the other tests keep their
    order (and so their module fixtures)."""
    workers = getattr(config, "workerinput", {}).get("workercount")
    slow = [item for item in items if item.get_closest_marker("slow") is not None]
    if not workers or workers < 2 or not slow:
        return
    others = iter([item for item in items if item.get_closest_marker("slow") is None])
    ordered: list[pytest.Item] = []
    left = len(items)
    for run in range(workers):
        size = left // (workers - run)  # as the scheduler cuts its first runs
        head = slow[run::workers]
        ordered += head + list(itertools.islice(others, max(size - len(head), 0)))
        left -= size
    ordered += list(others)
    assert len(ordered) == len(items)
    items[:] = ordered
