"""The tournament benchmark still runs (its figures are not tested: too slow)."""
import importlib.util
import subprocess
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
    tally = t.play_match(t.Job(1, ("greedy", "random", "random"), rules, 7, {}))
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


def test_a_block_of_matches_seats_every_level_once_in_every_seat_and_turns_the_order_every_other_block():
    t = _tournament()
    labels = ("hard", "normal", "greedy", "easy")
    for block in range(2):
        seatings = [t.seating(labels, block * 4 + turn) for turn in range(4)]
        for seat in range(4):
            assert sorted(s[seat] for s in seatings) == sorted(labels)
        following = {s[(s.index("hard") + 1) % 4] for s in seatings}
        assert following == {"normal" if block == 0 else "easy"}


def test_a_short_line_up_is_filled_with_its_last_level():
    t = _tournament()
    assert t.labels_for(("hard", "normal"), 4, False) == ("hard", "normal", "normal", "normal")
    assert t.labels_for(("mixed",), None, False) == ("hard", "normal", "greedy", "easy")
    assert t.labels_for(("hard", "greedy"), 2, True) == ("hard+true-hands", "greedy")
    with pytest.raises(ValueError):
        t.labels_for(("normal", "hard"), 3, True)
    with pytest.raises(ValueError):
        t.labels_for(("easy", "easy", "easy"), 2, False)


def test_the_seat_given_the_true_hands_searches_on_them():
    t = _tournament()
    rules = RuleSet(target_score=40)
    tally = t.play_match(t.Job(0, t.labels_for(("hard", "normal"), 2, True), rules, 3,
                               {"time_budget": None, "rollouts": 20}))
    assert tally.seats["hard+true-hands"] == tally.rounds


def test_the_game_cannot_reach_the_true_hands():
    """The diagnostic lives in the benchmark alone: nothing the game loads
    names it, and the game makes its players with no options."""
    root = _PATH.parents[1] / "unodesk"
    for path in root.rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        for name in ("TrueHands", "true_hands", "import tournament", "from tournament", "benchmarks import"):
            assert name not in text, path
    code = (
        "import sys, unodesk.app.start, unodesk.ai.search, unodesk.ai.hint; "
        "print([m for m in sys.modules if 'tournament' in m or 'benchmarks' in m])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_team_line_ups_seat_partners_opposite_as_the_rules_pair_them():
    t = _tournament()
    labels = t.team_labels([["hard", "hard"], ["normal", "normal"], ["easy", "greedy"]])
    rules = RuleSet(teams=True)
    for match in range(12):
        seats = t.seating(labels, match)
        for seat, label in enumerate(seats):
            partner = next(s for s in range(6) if s != seat and rules.team_of(s, 6) == rules.team_of(seat, 6))
            assert t.team_of(seats[partner]) == t.team_of(label)
    with pytest.raises(ValueError):
        t.team_labels([["hard", "hard"], ["normal"]])


def test_a_team_match_is_tallied_team_by_team():
    t = _tournament()
    rules = RuleSet(target_score=80, teams=True)
    labels = t.team_labels([["greedy", "greedy"], ["random", "random"]])
    tally = t.play_match(t.Job(1, labels, rules, 5, {}))
    teams = {"team A: greedy+greedy", "team B: random+random"}
    assert set(tally.seats) == teams
    assert all(tally.seats[team] == tally.rounds for team in teams)
    assert sum(tally.wins[team] for team in teams) == tally.rounds
    assert sum(tally.match_wins[team] for team in teams) == 1
    assert "fair share 50.0%" in t.report(labels, "official", rules, tally, 1.0)


@pytest.mark.parametrize("argv", [
    ["--rule", "no_such_rule=1"], ["--rule", "deck=tarot"], ["--teams", "hard,hard/normal"],
    ["--seats", "1"],
])
def test_a_bad_table_is_refused_before_any_play(argv, capsys):
    with pytest.raises(SystemExit) as exit_:
        _tournament().main(argv)
    assert exit_.value.code == 2


def test_a_weight_of_the_judgement_is_set_by_name_and_the_others_are_kept():
    from unodesk.ai.policy import FEATURES, WEIGHTS

    options = _tournament().with_policy({"policy.points_close": 9.0, "caution": 1.5})
    weights = dict(zip(FEATURES, options["policy_weights"]))
    assert options["caution"] == 1.5 and weights["points_close"] == 9.0
    assert all(weights[n] == w for n, w in zip(FEATURES, WEIGHTS) if n != "points_close")


def test_an_unknown_weight_of_the_judgement_is_refused_before_any_play(capsys):
    with pytest.raises(SystemExit) as exit_:
        _tournament().main(["--hard-option", "policy.no_such_feature=1"])
    assert exit_.value.code == 2
    assert "no_such_feature" in capsys.readouterr().err


def test_the_points_margin_at_two_seats_is_the_points_won_or_given_away():
    _tournament()  # the paired benchmark imports it by name
    spec = importlib.util.spec_from_file_location("paired", _PATH.with_name("paired.py"))
    paired = importlib.util.module_from_spec(spec)
    sys.modules.setdefault("paired", paired)  # dataclasses look their module up
    spec.loader.exec_module(paired)
    from unodesk.ai import make_bot
    from unodesk.ai.arena import play_round
    from unodesk.engine import Round

    r = play_round(Round.new(2, RuleSet(), dealer=0, seed=3), [make_bot("greedy", seed=s) for s in range(2)])
    assert paired.margin(r, r.winner) == r.points() > 0
    assert paired.margin(r, 1 - r.winner) == -r.points()
