"""Every duration comes from one table, scaled by the speed setting."""
from __future__ import annotations

from unodesk.view.speeds import Motion, Speed, default_speed, duration


def test_durations_scale_with_the_speed():
    assert duration(Motion.PLAY, Speed.OFF) == 0
    assert duration(Motion.PLAY, Speed.FAST) < duration(Motion.PLAY, Speed.NORMAL) < duration(Motion.PLAY, Speed.SLOW)


def test_reduced_motion_from_the_environment_turns_animations_off():
    assert default_speed({"UNODESK_REDUCED_MOTION": "1"}) is Speed.OFF
    assert default_speed({"UNODESK_REDUCED_MOTION": "0"}) is Speed.NORMAL


def test_without_a_preference_the_speed_is_normal_or_off(monkeypatch):
    monkeypatch.setattr("shutil.which", lambda name: None)
    assert default_speed({}) is Speed.NORMAL
