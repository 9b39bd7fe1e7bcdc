"""PySide6 6.12.0 on Python 3.11 loses a reference to None on every call of
a method that returns nothing, and the interpreter aborts once None's count
runs out (after a few thousand calls). pyproject.toml pins PySide6 below
6.12 on Python < 3.12; these tests keep the pin honest.
"""
import gc
import sys

import PySide6
import pytest
from PySide6.QtCore import QObject, QTimer

CALLS = 20_000
# None's count moves a little with whatever else runs; a leak loses one per call.
NOISE = 100


def test_void_pyside_calls_do_not_lose_references_to_none():
    """20,000 calls of void methods leave None's reference count where it was (or a little above)."""
    obj, timer = QObject(), QTimer()
    gc.collect()
    before = sys.getrefcount(None)
    for i in range(CALLS // 2):
        obj.setObjectName("seat")
        timer.setInterval(i % 1000)
    gc.collect()
    after = sys.getrefcount(None)
    assert after >= before - NOISE, f"None lost {before - after} references in {CALLS} calls"


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="the pin is for Python 3.11 only")
def test_pyside6_is_below_6_12_on_python_before_3_12():
    """The pin in pyproject.toml: PySide6 < 6.12 when Python is older than 3.12."""
    assert PySide6.__version_info__[:2] < (6, 12), PySide6.__version__
