"""Every duration comes from one table, scaled by the speed setting."""
from __future__ import annotations

from unodesk.persistence.settings import SPEEDS
from unodesk.view.speeds import COMPUTER_PAUSE_MS, Motion, Speed, desktop_speed, duration, motion_flag, thinking_factor


def test_each_speed_has_its_value_factor_and_name():
    assert [s.value for s in Speed] == ["off", "fast", "normal", "slow"]
    assert Speed("slow") is Speed.SLOW
    assert [s.factor for s in Speed] == sorted(s.factor for s in Speed)
    assert all(s.label.context == "Speeds" and s.label.source for s in Speed)
    # The settings file accepts exactly these, or "" for the system's choice.
    assert SPEEDS == ("", "off", "fast", "normal", "slow")


def test_without_animations_computers_still_pause():
    assert thinking_factor(Speed.OFF) > 0
    assert thinking_factor(Speed.SLOW) > thinking_factor(Speed.NORMAL) > thinking_factor(Speed.FAST)
    low, high = COMPUTER_PAUSE_MS
    assert 0 < low <= high


def test_durations_scale_with_the_speed():
    assert duration(Motion.PLAY, Speed.OFF) == 0
    assert duration(Motion.PLAY, Speed.FAST) < duration(Motion.PLAY, Speed.NORMAL) < duration(Motion.PLAY, Speed.SLOW)


def test_reduced_motion_from_the_environment_turns_animations_off():
    assert motion_flag({"UNODESK_REDUCED_MOTION": "1"}) is Speed.OFF
    assert motion_flag({"UNODESK_REDUCED_MOTION": "0"}) is Speed.NORMAL
    assert motion_flag({}) is None


def test_without_a_preference_the_speed_is_normal_or_off(monkeypatch):
    monkeypatch.setattr("shutil.which", lambda name: None)
    assert desktop_speed() is Speed.NORMAL


def test_gnome_with_animations_off_turns_them_off(monkeypatch):
    import subprocess

    monkeypatch.setattr("shutil.which", lambda name: "/usr/bin/gsettings")
    monkeypatch.setattr(subprocess, "run", lambda *a, **k: subprocess.CompletedProcess(a, 0, "false\n", ""))
    assert desktop_speed() is Speed.OFF
