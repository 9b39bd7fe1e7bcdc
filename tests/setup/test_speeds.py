"""The speeds a setting may take, their factors and names, and the computers' pause."""
from __future__ import annotations

import pytest

from unodesk.setup.speeds import COMPUTER_PAUSE_MS, Speed, thinking_factor
from unodesk.setup.volumes import DEFAULT_VOLUME, VOLUMES


def test_each_speed_has_its_value_factor_and_name():
    assert [s.value for s in Speed] == ["off", "fast", "normal", "slow"]
    assert Speed("slow") is Speed.SLOW and Speed.named("slow") is Speed.SLOW
    with pytest.raises(ValueError):
        Speed.named("warp")
    assert [s.factor for s in Speed] == sorted(s.factor for s in Speed)
    assert all(s.label.context == "Speeds" and s.label.source for s in Speed)


def test_without_animations_computers_still_pause():
    assert thinking_factor(Speed.OFF) > 0
    assert thinking_factor(Speed.SLOW) > thinking_factor(Speed.NORMAL) > thinking_factor(Speed.FAST)
    low, high = COMPUTER_PAUSE_MS
    assert 0 < low <= high


def test_the_volumes_rise_and_the_default_is_one_of_them():
    assert list(VOLUMES) == sorted(VOLUMES) and 0 < VOLUMES[0] and VOLUMES[-1] == 100
    assert DEFAULT_VOLUME in VOLUMES
