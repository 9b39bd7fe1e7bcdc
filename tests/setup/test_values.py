"""The match's shared values: seats, levels, presets and the quick match."""
from __future__ import annotations

import pytest

from unodesk.ai import make_bot
from unodesk.engine import RuleSet
from unodesk.setup import (
    LEVEL_NAMES,
    LEVELS,
    MAX_SEATS,
    MIN_SEATS,
    MatchSetup,
    Preset,
    SeatKind,
    SeatSetup,
    apply_preset,
    default_setup,
    matching_preset,
    preset_changes,
)


def test_every_level_has_a_name_and_a_computer_player() -> None:
    assert LEVELS == ("easy", "normal", "hard")
    for level in LEVELS:
        assert LEVEL_NAMES[level].source
        assert make_bot(level, seed=1) is not None


@pytest.mark.parametrize("seats", [MIN_SEATS - 1, MAX_SEATS + 1])
def test_a_match_has_two_to_ten_seats(seats: int) -> None:
    with pytest.raises(ValueError):
        MatchSetup(tuple(SeatSetup(f"C{i}") for i in range(seats)))


def test_a_computer_seat_needs_a_known_level() -> None:
    with pytest.raises(ValueError):
        MatchSetup((SeatSetup("A", level="genius"), SeatSetup("B")))
    # A person's seat has no level to check.
    assert MatchSetup((SeatSetup("A", SeatKind.PERSON, "genius"), SeatSetup("B"))).persons == (0,)


def test_each_preset_has_a_name_and_its_own_rules() -> None:
    assert len({preset.rules for preset in Preset}) == len(Preset)
    for preset in Preset:
        assert preset.label.context == "Presets" and preset.label.source
        assert matching_preset(preset.rules) is preset
        assert Preset(preset.value) is preset


def test_a_preset_keeps_the_target_scoring_and_teams() -> None:
    mine = RuleSet(target_score=200, scoring="lowest", jump_in=True, teams=True)
    rules = apply_preset(Preset.DUTCH, mine)
    assert (rules.target_score, rules.scoring, rules.jump_in, rules.teams) == (200, "lowest", False, True)
    assert matching_preset(rules) is Preset.DUTCH
    assert matching_preset(mine) is None


def test_what_a_preset_changes_from_the_official_rules() -> None:
    assert preset_changes(Preset.OFFICIAL) == {}
    assert preset_changes(Preset.NORWEGIAN) == {
        "deck": "swap", "max_draws": 3, "no_wild_finish": True, "challenge": False, "wild_rest": True}


def test_the_presets_are_named_as_house_rules_not_as_national_rules() -> None:
    for preset in Preset:
        if preset is not Preset.OFFICIAL:
            assert preset.label.source.endswith("house rules"), preset


def test_each_preset_stacks_as_its_text_describes() -> None:
    """000: a Draw Two answers a Draw Two; 003: a Wild Draw Four on a +2 or a +4."""
    swedish, dutch = Preset.SWEDISH.rules, Preset.DUTCH.rules
    assert swedish.stacking and not swedish.stack_draw_four
    assert dutch.stacking and dutch.stack_draw_four


def test_the_norwegian_preset_plays_the_vrikort_med_trekk_fire_as_a_vrikort_and_rests_a_round() -> None:
    """002: spilles som et vrikort; spillet må spilles en hel runde før det kan vris igjen."""
    rules = Preset.NORWEGIAN.rules
    assert not rules.challenge and not rules.strict_wild_draw_four and not rules.can_challenge
    assert rules.wild_rest and rules.no_wild_finish and rules.max_draws == 3 and rules.deck == "swap"


def test_what_a_preset_leaves_out_is_a_rule_it_leaves_as_the_box_has_it() -> None:
    official = RuleSet()
    for preset in Preset:
        for field in preset.left_out:
            assert getattr(preset.rules, field) == getattr(official, field), (preset, field)


def test_the_quick_match_is_one_person_and_computers(qapp) -> None:
    setup = default_setup(6)
    assert setup.persons == (0,) and setup.seats[0].name == "Player 1"
    assert len(set(setup.names)) == 6
    assert all(s.level == "normal" for s in setup.seats[1:])
