"""The family's own house rules, saved under a name in the settings: read
back as far as each can be, renamed and deleted."""
from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from unodesk.engine import RuleSet
from unodesk.persistence.house_rules import (
    HouseRules,
    deleted,
    house_rules_to_data,
    read_house_rules,
    renamed,
    saved,
)

FARMOR = HouseRules("Farmor's rules", RuleSet(deck="shuffle", stacking=True, custom_effect="discard_color"),
                    "Put down every card of one colour")
CHRISTMAS = HouseRules("Christmas", RuleSet(seven_zero=True, target_score=200))


def test_saved_rules_come_back_through_json() -> None:
    sets = (FARMOR, CHRISTMAS)
    assert read_house_rules(json.loads(json.dumps(house_rules_to_data(sets)))) == sets


def test_a_saved_set_that_no_longer_reads_keeps_what_it_can() -> None:
    """As the remembered match: a renamed or bad rule alone goes back to its default."""
    data = house_rules_to_data((FARMOR,))
    data[0]["rules"]["stacking"] = "yes"  # not a switch any more
    data[0]["rules"]["an_old_rule"] = True  # a rule this version does not know
    data[0]["custom_rule"] = 12
    (read,) = read_house_rules(data)
    assert read.name == FARMOR.name and read.custom_rule == ""
    assert read.rules == RuleSet(deck="shuffle", custom_effect="discard_color")


def test_sets_without_a_name_are_dropped_and_a_name_saved_twice_keeps_its_first() -> None:
    data = [{"rules": {}}, {"name": "  "}, "not a set", *house_rules_to_data((CHRISTMAS,)),
            {"name": "christmas", "rules": {"deck": "swap"}}]
    assert read_house_rules(data) == (CHRISTMAS,)
    assert read_house_rules("nothing") == () and read_house_rules(None) == ()


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=20)
ENTRY = st.fixed_dictionaries({"name": st.one_of(st.text(max_size=30), JSON)},
                              optional={"rules": st.one_of(JSON, st.dictionaries(
                                  st.sampled_from(["deck", "stacking", "custom_effect", "hand_size", "old"]), JSON)),
                                  "custom_rule": JSON})


@given(st.one_of(JSON, st.lists(st.one_of(ENTRY, JSON), max_size=6)))
def test_reading_saved_rules_never_fails_whatever_the_file_holds(data) -> None:
    """Every read is total: anything in the file reads as some sets, each a valid RuleSet and a name."""
    for house_rules in read_house_rules(data):
        assert isinstance(house_rules.rules, RuleSet) and house_rules.name.strip()
        assert len(house_rules.custom_rule) <= 160
    # What is read can be written back (as the settings and the scores write it).
    json.dumps(house_rules_to_data(read_house_rules(data)), ensure_ascii=False).encode("utf-8")


def test_a_name_or_a_family_rule_that_cannot_be_written_as_utf8_is_not_read() -> None:
    """A lone surrogate (what another program may leave in the file) is no name and no rule text."""
    data = [{"name": "\ud800", "rules": {}}, {"name": "Bo", "rules": {}, "custom_rule": "x\udfff"}]
    assert read_house_rules(data) == (HouseRules("Bo", RuleSet()),)


def test_saving_under_a_name_replaces_that_set_and_renaming_and_deleting_keep_the_others() -> None:
    sets = saved((), FARMOR)
    sets = saved(sets, CHRISTMAS)
    newer = HouseRules("farmor's rules", RuleSet())
    assert saved(sets, newer) == (newer, CHRISTMAS)
    assert renamed(sets, "Christmas", "Jul") == (FARMOR, HouseRules("Jul", CHRISTMAS.rules))
    assert renamed(sets, "Christmas", "Farmor's rules") == sets  # another set's name: no change
    assert renamed(sets, "Christmas", "   ") == sets
    assert deleted(sets, "Farmor's rules") == (CHRISTMAS,)
