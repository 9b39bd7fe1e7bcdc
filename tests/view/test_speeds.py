"""Every duration comes from one table, scaled by the speed setting."""
from __future__ import annotations

from unodesk.setup.speeds import Speed
from unodesk.view.speeds import Motion, duration


def test_durations_scale_with_the_speed():
    assert duration(Motion.PLAY, Speed.OFF) == 0
    assert duration(Motion.PLAY, Speed.FAST) < duration(Motion.PLAY, Speed.NORMAL) < duration(Motion.PLAY, Speed.SLOW)
