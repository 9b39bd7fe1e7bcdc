"""What every test of the controller shares."""
from __future__ import annotations

import gc

import pytest


@pytest.fixture(autouse=True)
def _left_controllers_collected_here():
    """A controller that a test leaves playing is garbage once the test is
    over, its timers still running. Python collects garbage in whichever
    thread happens to allocate, and collected in a worker thread (a
    computer's decision, starting up) Qt warns that those timers cannot be
    stopped from there, failing whatever test runs then. Collected here, in
    the GUI thread, right after its test, it goes quietly."""
    yield
    gc.collect()
