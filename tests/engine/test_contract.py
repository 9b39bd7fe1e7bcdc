"""docs/ENGINE.md, the engine's public surface: every public name is
importable from unodesk.engine and has the shape that page gives it. The
rules themselves are tested in the topic modules; this module makes sure
nothing of the surface is missing.
"""
import dataclasses
import enum
import inspect
import re
from pathlib import Path

import pytest

from unodesk.engine import (
    Accept,
    CallUno,
    Card,
    CatchUno,
    Challenge,
    ChooseColor,
    Color,
    Draw,
    IllegalAction,
    Match,
    Pass,
    Phase,
    Play,
    PlayerView,
    Rank,
    Round,
    RuleSet,
    build_deck,
)

from .helpers import card, cards, play_round


def test_every_contract_name_is_importable_from_the_engine_package():
    """Contract: all of the names are importable from `unodesk.engine` directly."""
    import unodesk.engine as engine

    names = ["Color", "Rank", "Card", "build_deck", "RuleSet", "Round", "Phase", "PlayerView", "Play", "Draw",
             "Pass", "CallUno", "CatchUno", "Challenge", "Accept", "ChooseColor", "IllegalAction", "Match"]
    for name in names:
        assert hasattr(engine, name), name
        assert name in engine.__all__


def test_colours_and_ranks():
    """Contract: Color and Rank are enums with these members."""
    assert issubclass(Color, enum.Enum) and issubclass(Rank, enum.Enum)
    assert [c.name for c in Color] == ["RED", "YELLOW", "GREEN", "BLUE"]
    assert [r.name for r in Rank] == ["ZERO", "ONE", "TWO", "THREE", "FOUR", "FIVE", "SIX", "SEVEN", "EIGHT",
                                      "NINE", "SKIP", "REVERSE", "DRAW_TWO", "WILD", "WILD_DRAW_FOUR",
                                      "WILD_SHUFFLE_HANDS", "WILD_SWAP_HANDS", "WILD_CUSTOM"]


def test_card_has_colour_rank_points_parse_and_str():
    """Contract: Card's fields, its codes and its value."""
    c = Card(Color.YELLOW, Rank.DRAW_TWO)
    assert (c.color, c.rank, c.points, str(c)) == (Color.YELLOW, Rank.DRAW_TWO, 20, "y+2")
    assert Card.parse("y+2") == c
    assert len(build_deck(RuleSet())) == 108


RULESET_DEFAULTS = {
    "deck": "classic", "hand_size": 7, "target_score": 500, "scoring": "winner", "teams": False, "challenge": True,
    "strict_wild_draw_four": False, "stacking": False, "stack_draw_four": True, "seven_zero": False,
    "jump_in": False, "doubles": False,
    "draw_until_playable": False, "max_draws": 1, "no_wild_finish": False, "wild_rest": False,
    "no_action_finish": False,
    "custom_effect": "wild", "custom_cards": 3,
}


def test_rule_set_fields_and_official_defaults():
    """Contract: RuleSet is a frozen dataclass whose fields default to the official game."""
    fields = {f.name: f.default for f in dataclasses.fields(RuleSet)}
    assert fields == RULESET_DEFAULTS
    with pytest.raises(dataclasses.FrozenInstanceError):
        RuleSet().stacking = True  # type: ignore[misc]
    assert RuleSet(**RULESET_DEFAULTS) == RuleSet()


def test_round_new_and_setup_take_the_contract_arguments():
    """Contract: the arguments of Round.new and Round.setup."""
    new = inspect.signature(Round.new).parameters
    assert list(new)[:2] == ["players", "rules"]
    assert {"dealer", "seed", "deck"} <= {n for n, p in new.items() if p.kind is p.KEYWORD_ONLY}
    setup = inspect.signature(Round.setup).parameters
    assert list(setup)[:4] == ["rules", "hands", "discard", "draw_pile"]
    assert {"current", "direction", "color"} <= {n for n, p in setup.items() if p.kind is p.KEYWORD_ONLY}


def test_round_exposes_its_state_read_only():
    """Contract: the state a round exposes, and its types."""
    r = Round.setup(RuleSet(), [cards("r1 r2"), cards("g1")], cards("y3 r3"), cards("b1 b2"), current=1,
                    direction=-1)
    assert r.hands == ((card("r1"), card("r2")), (card("g1"),))
    assert r.discard == (card("y3"), card("r3")) and r.top == card("r3")
    assert (r.color, r.current, r.direction, r.draw_pile_size) == (Color.RED, 1, -1, 2)
    assert (r.phase, r.winner, r.rules) == (Phase.TURN, None, RuleSet())
    assert r.hand_points() == (3, 1)
    for name in ("hands", "discard", "top", "color", "current", "direction", "draw_pile_size", "phase",
                 "winner"):
        with pytest.raises(AttributeError):
            setattr(r, name, None)


def test_round_setup_with_a_black_top_card_needs_the_colour():
    """Contract: Round.setup with a black top card and no colour raises ValueError."""
    with pytest.raises(ValueError):
        Round.setup(RuleSet(), [cards("r1"), cards("g1")], cards("w"), [])
    r = Round.setup(RuleSet(), [cards("r1"), cards("g1")], cards("w"), [], color=Color.GREEN)
    assert r.color is Color.GREEN


def test_phases():
    """Contract: Phase has at least TURN, DRAWN, CHOOSE_COLOR, CHALLENGE, OVER."""
    assert {"TURN", "DRAWN", "CHOOSE_COLOR", "CHALLENGE", "OVER"} <= {p.name for p in Phase}


@pytest.mark.parametrize("kind, fields", [
    (Play, ["player", "card", "color", "target", "uno", "pair"]), (Draw, ["player"]), (Pass, ["player"]),
    (CallUno, ["player"]), (CatchUno, ["player", "target"]), (Challenge, ["player"]), (Accept, ["player"]),
    (ChooseColor, ["player", "color"]),
])
def test_actions_are_frozen_dataclasses_with_the_seat_first(kind, fields):
    """Contract: each action is a frozen dataclass whose first field is the acting seat."""
    assert dataclasses.is_dataclass(kind)
    assert [f.name for f in dataclasses.fields(kind)] == fields
    assert kind.__dataclass_params__.frozen


def test_play_defaults():
    """Contract: Play(player, card, color=None, target=None, uno=False, pair=False)."""
    assert Play(0, card("r1")) == Play(0, card("r1"), None, None, False, False)


def test_player_view_fields():
    """Contract: a PlayerView has at least these fields, for one seat."""
    r = Round.setup(RuleSet(), [cards("r1 r2"), cards("g1")], cards("r3"), cards("b1 b2"))
    v = r.view(1)
    assert isinstance(v, PlayerView)
    assert (v.seat, v.hand, v.hand_sizes, v.discard, v.top, v.color) == (
        1, (card("g1"),), (2, 1), (card("r3"),), card("r3"), Color.RED)
    assert (v.current, v.direction, v.draw_pile_size, v.phase, v.rules, v.uno_called) == (
        0, 1, 2, Phase.TURN, RuleSet(), (False, True))


def test_a_whole_round_through_the_contract():
    """Contract: new, legal_actions, apply, points, winner and opening_events together."""
    r = Round.new(4, seed=2024)
    assert r.opening_events
    play_round(r)
    assert r.phase is Phase.OVER and r.winner is not None
    assert r.points() == sum(r.hand_points())
    assert r.legal_actions() == []


def test_a_match_through_the_contract():
    """Contract: Match.new, round, scores, dealer, next_round, over, winner."""
    m = Match.new(3, RuleSet(target_score=60), seed=5)
    assert m.scores == (0, 0, 0) and 0 <= m.dealer < 3
    rounds = 0
    while True:
        play_round(m.round)
        rounds += 1
        if m.over:
            break
        m.next_round()
    assert m.winner is not None and max(m.scores) >= 60
    assert rounds >= 1


def test_illegal_action_carries_a_reason():
    """Contract: IllegalAction is a ValueError with a message; the engine adds a stable `reason`."""
    r = Round.setup(RuleSet(), [cards("r1 r2"), cards("g1")], cards("r3"), cards("b1 b2"))
    with pytest.raises(ValueError) as caught:
        r.apply(Draw(1))
    assert isinstance(caught.value, IllegalAction) and caught.value.reason == "not_your_turn"


def test_the_engine_page_names_every_public_name_field_and_reason():
    """Contract: docs/ENGINE.md describes every name of the surface, every RuleSet field, every
    PlayerView field and every reason code the engine refuses with."""
    import unodesk.engine as engine
    from unodesk.engine.legality import REASONS

    page = (Path(__file__).resolve().parents[2] / "docs" / "ENGINE.md").read_text(encoding="utf-8")
    named = set(re.findall(r"`([A-Za-z_]+)", page))
    fields = [f.name for f in dataclasses.fields(RuleSet)] + [f.name for f in dataclasses.fields(PlayerView)]
    reasons = [*REASONS, "bad_seat", "unknown_action", "round_over", "round_not_over", "match_over"]
    for name in [*engine.__all__, *fields, *reasons]:
        assert name in named, name
