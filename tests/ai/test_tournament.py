"""The tournament benchmark still runs (its figures are not tested: too slow)."""
import importlib.util
import sys
from pathlib import Path

import pytest

from unodesk.engine import RuleSet

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "tournament.py"


def _tournament():
    spec = importlib.util.spec_from_file_location("tournament", _PATH)
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("tournament", module)  # dataclasses look their module up
    spec.loader.exec_module(module)
    return module


def test_a_share_comes_with_a_confidence_interval_around_it():
    share = _tournament().share
    p, low, high = share(250, 1000)
    assert p == 0.25 and low < 0.25 < high and round(high - low, 2) == 0.05


def test_one_match_is_tallied_seat_by_seat():
    t = _tournament()
    rules = RuleSet(target_score=60)
    tally = t.play_match((1, ("greedy", "random", "random"), rules, 7, {}))
    assert tally.matches == 1 and tally.rounds >= 1
    assert tally.seats["greedy"] == tally.rounds and tally.seats["random"] == 2 * tally.rounds
    assert tally.wins["greedy"] + tally.wins["random"] == tally.rounds
    assert tally.match_wins["greedy"] + tally.match_wins["random"] == 1
    assert len(tally.times["greedy"]) > 0
    assert "greedy" in t.report(("greedy", "random", "random"), "official", rules, tally, 1.0)


@pytest.mark.parametrize("option", ["endgame", "endgame=five", "no_such_option=1"])
def test_a_bad_hard_option_is_refused_before_any_play(option, capsys):
    with pytest.raises(SystemExit) as exit_:
        _tournament().main(["--hard-option", option])
    assert exit_.value.code == 2
    assert option.partition("=")[0] in capsys.readouterr().err
