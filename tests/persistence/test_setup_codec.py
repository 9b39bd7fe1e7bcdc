"""A remembered match setup survives the settings file; of bad data, every
part that can be read is kept and what was dropped is said."""
from __future__ import annotations

import json

import pytest

from unodesk.engine import RuleSet
from unodesk.persistence import setup_codec
from unodesk.persistence.setup_codec import Dropped, Part, SetupReading, read_setup, setup_from_data, setup_to_data
from unodesk.setup import MatchSetup, SeatKind, SeatSetup, default_setup

SETUP = MatchSetup(
    (SeatSetup("Anna", SeatKind.PERSON), SeatSetup("Nils", SeatKind.COMPUTER, "hard"), SeatSetup("Bo", level="easy")),
    RuleSet(deck="swap", max_draws=3, no_wild_finish=True, target_score=200, scoring="lowest"),
    seed=7,
)


def data() -> dict:
    return json.loads(json.dumps(setup_to_data(SETUP)))


def test_a_setup_comes_back_through_json_without_its_seed() -> None:
    assert read_setup(data()) == SetupReading(MatchSetup(SETUP.seats, SETUP.rules, None))


def test_nothing_remembered_is_no_setup_and_nothing_to_tell() -> None:
    assert read_setup(None) == SetupReading(None, ())


def test_missing_rules_are_the_official_ones() -> None:
    remembered = data()
    del remembered["rules"]
    assert read_setup(remembered) == SetupReading(MatchSetup(SETUP.seats), ())


@pytest.mark.parametrize(
    "rule, value",
    [("stacking", "yes"), ("max_draws", True), ("max_draws", 0), ("deck", "tarot"), ("gravity", True), ("hand_size", 2.5)],
)
def test_a_bad_rule_alone_is_set_back_and_said(rule: str, value: object) -> None:
    remembered = data()
    remembered["rules"][rule] = value
    reading = read_setup(remembered)
    expected = SETUP.rules if rule == "gravity" else RuleSet(**{**remembered["rules"], rule: getattr(RuleSet(), rule)})
    assert reading.setup == MatchSetup(SETUP.seats, expected)
    assert reading.dropped == (Dropped(Part.RULE, rule),)


def test_rules_that_are_not_an_object_are_the_official_ones() -> None:
    remembered = data()
    remembered["rules"] = []
    reading = read_setup(remembered)
    assert reading.setup == MatchSetup(SETUP.seats) and reading.dropped == (Dropped(Part.RULES),)


def test_a_renamed_rule_is_read_under_its_new_name(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(setup_codec.RENAMED_RULES, "pile_on", "stacking")
    remembered = data()
    remembered["rules"]["pile_on"] = True
    reading = read_setup(remembered)
    assert reading.setup.rules.stacking and reading.dropped == ()


def test_a_seat_with_an_unknown_level_or_kind_keeps_its_name(qapp) -> None:
    remembered = data()
    remembered["seats"][1]["level"] = "impossible"
    remembered["seats"][2]["kind"] = "robot"
    reading = read_setup(remembered)
    assert reading.setup.seats[1] == SeatSetup("Nils", SeatKind.COMPUTER, "normal")
    assert reading.setup.seats[2] == SeatSetup("Bo", SeatKind.COMPUTER, "easy")
    assert reading.setup.rules == SETUP.rules
    assert reading.dropped == (Dropped(Part.SEAT, "2"), Dropped(Part.SEAT, "3"))


def test_a_seat_without_a_name_gets_the_default_name(qapp) -> None:
    remembered = data()
    remembered["seats"][0]["name"] = "  "
    reading = read_setup(remembered)
    assert reading.setup.seats[0] == SeatSetup("Player 1", SeatKind.PERSON, "normal")
    assert reading.dropped == (Dropped(Part.SEAT, "1"),)


def test_a_seat_that_is_not_an_object_is_dropped() -> None:
    remembered = data()
    remembered["seats"][0] = "Anna"
    reading = read_setup(remembered)
    assert reading.setup.seats == SETUP.seats[1:]
    assert reading.dropped == (Dropped(Part.SEAT, "1"),)


def test_more_than_ten_seats_keep_the_first_ten() -> None:
    remembered = data()
    remembered["seats"] = remembered["seats"] * 4
    reading = read_setup(remembered)
    assert reading.setup.seats == (SETUP.seats * 4)[:10]
    assert reading.dropped == (Dropped(Part.SEAT, "11"), Dropped(Part.SEAT, "12"))


@pytest.mark.parametrize("seats", ["three", [], [{"name": "Anna", "kind": "person"}]])
def test_without_two_usable_seats_the_quick_match_seats_with_the_rules_kept(qapp, seats: object) -> None:
    remembered = data()
    remembered["seats"] = seats
    reading = read_setup(remembered)
    assert reading.setup == MatchSetup(default_setup().seats, SETUP.rules)
    assert reading.dropped == (Dropped(Part.SEATS),)


@pytest.mark.parametrize("remembered", [[1, 2], "setup", 3])
def test_a_setup_that_is_not_an_object_gives_nothing(remembered: object) -> None:
    assert read_setup(remembered) == SetupReading(None, (Dropped(Part.SETUP),))


def test_read_whole_or_not_at_all_where_a_record_must_be_exact() -> None:
    assert setup_from_data(data()) == MatchSetup(SETUP.seats, SETUP.rules)
    remembered = data()
    remembered["rules"]["gravity"] = True
    for bad in (remembered, None, {"seats": "three"}):
        with pytest.raises(ValueError):
            setup_from_data(bad)


def test_the_faces_and_the_familys_own_rule_come_back() -> None:
    setup = MatchSetup((SeatSetup("Anna", SeatKind.PERSON, avatar="fox"), SeatSetup("Bo", avatar="robot")),
                       RuleSet(deck="shuffle", custom_effect="others_draw"), custom_rule="The youngest names the colour")
    assert read_setup(json.loads(json.dumps(setup_to_data(setup)))) == SetupReading(setup)


def test_a_face_this_version_does_not_draw_is_the_initial_and_loses_nothing_else() -> None:
    """A checked reading: the seat stays whole, only its face falls back."""
    written = data()
    written["seats"][0]["avatar"] = "dragon"
    written["seats"][1]["avatar"] = 7
    reading = read_setup(written)
    assert reading.dropped == () and [s.avatar for s in reading.setup.seats] == ["", "", ""]


@pytest.mark.parametrize(("written", "kept", "dropped"), [
    ("  Everyone   passes\nleft ", "Everyone passes left", ()),
    ("x" * 500, "x" * 160, ()),
    (["not", "text"], "", (Dropped(Part.RULE, "custom_rule"),)),
])
def test_the_familys_own_rule_is_read_as_one_line_of_text_at_most_160_characters(written, kept, dropped) -> None:
    reading = read_setup({**data(), "custom_rule": written})
    assert reading.setup.custom_rule == kept and reading.dropped == dropped
# -- issue 21: no remembered match stops a start ------------------------------------------------

def test_teams_at_a_table_of_three_are_set_back_and_the_players_kept() -> None:
    remembered = data()
    remembered["rules"]["teams"] = True
    reading = read_setup(remembered)
    assert reading.setup == MatchSetup(SETUP.seats, SETUP.rules)
    assert reading.dropped == (Dropped(Part.RULE, "teams"),)


@pytest.mark.parametrize("target", [10**20, -(10**20), 2**63])
def test_a_number_beyond_any_range_is_set_back(target: int) -> None:
    remembered = data()
    remembered["rules"]["target_score"] = target
    reading = read_setup(remembered)
    assert reading.setup.rules.target_score == 500
    assert reading.dropped == (Dropped(Part.RULE, "target_score"),)


@pytest.mark.parametrize("name", ["\ud800", "x" * 10_000, 7, None])
def test_a_name_that_cannot_be_kept_is_the_default_name(qapp, name: object) -> None:
    remembered = data()
    remembered["seats"][0]["name"] = name
    reading = read_setup(remembered)
    assert reading.setup.seats[0].name == "Player 1"
    assert reading.dropped == (Dropped(Part.SEAT, "1"),)


def test_a_hundred_thousand_seats_or_rules_are_told_in_a_few_words() -> None:
    remembered = data()
    remembered["seats"] = remembered["seats"] * 40_000
    remembered["rules"] = {f"rule{n}": True for n in range(100_000)}
    reading = read_setup(remembered)
    assert len(reading.dropped) <= 25
    assert Dropped(Part.SEAT, "21\u2013120000") in reading.dropped
