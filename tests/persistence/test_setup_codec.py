"""A remembered match setup survives the settings file, and bad data is refused."""
from __future__ import annotations

import json

import pytest

from unodesk.setup import MatchSetup, SeatKind, SeatSetup
from unodesk.engine import RuleSet
from unodesk.persistence.setup_codec import setup_from_data, setup_to_data

SETUP = MatchSetup(
    (SeatSetup("Anna", SeatKind.PERSON), SeatSetup("Nils", SeatKind.COMPUTER, "hard"), SeatSetup("Bo", level="easy")),
    RuleSet(deck="swap", max_draws=3, no_wild_finish=True, target_score=200, scoring="lowest"),
    seed=7,
)


def test_a_setup_comes_back_through_json_without_its_seed() -> None:
    data = json.loads(json.dumps(setup_to_data(SETUP)))
    assert setup_from_data(data) == MatchSetup(SETUP.seats, SETUP.rules, None)


def test_missing_rules_are_the_official_ones() -> None:
    data = setup_to_data(SETUP)
    del data["rules"]
    assert setup_from_data(data).rules == RuleSet()


@pytest.mark.parametrize(
    "change",
    [
        lambda d: d.update(seats=d["seats"][:1]),
        lambda d: d.update(seats=d["seats"] * 4),
        lambda d: d.update(seats="three"),
        lambda d: d["seats"][0].update(kind="robot"),
        lambda d: d["seats"][0].update(level="impossible"),
        lambda d: d["seats"][0].update(name="  "),
        lambda d: d["seats"].__setitem__(0, "Anna"),
        lambda d: d["rules"].update(stacking="yes"),
        lambda d: d["rules"].update(max_draws=True),
        lambda d: d["rules"].update(max_draws=0),
        lambda d: d["rules"].update(deck="tarot"),
        lambda d: d["rules"].update(gravity=True),
        lambda d: d.update(rules=[]),
    ],
)
def test_bad_data_is_refused_with_a_value_error(change) -> None:
    data = setup_to_data(SETUP)
    change(data)
    with pytest.raises(ValueError):
        setup_from_data(data)


def test_a_setup_that_is_not_an_object_is_refused() -> None:
    with pytest.raises(ValueError):
        setup_from_data(None)
