"""Every action of the engine goes to JSON and back unchanged; bad data is refused."""
from __future__ import annotations

import dataclasses
import json
import typing
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from unodesk.engine import (
    Accept, Action, CallUno, CatchUno, Challenge, ChooseColor, Color, Draw, Pass, Play, Card, Rank,
)
from unodesk.persistence.action_codec import (
    ACTION_TYPES, ActionDecodeError, action_from_data, action_to_data, decode_action, encode_action,
)

EVERY_CARD = sorted({Card(c, r) for r in Rank for c in ((None,) if r.is_black else Color)}, key=str)
SEATS = st.integers(0, 9)
COLORS = st.sampled_from(list(Color))


def _value_for(hint: Any) -> st.SearchStrategy:
    """A strategy for any field type an action has, so that fields added to
    the engine later are covered without naming them here."""
    origin = typing.get_origin(hint)
    if origin is not None and type(None) in typing.get_args(hint):
        return st.one_of(st.none(), *(_value_for(a) for a in typing.get_args(hint) if a is not type(None)))
    if hint is Card:
        return st.sampled_from(EVERY_CARD)
    if hint is Color:
        return COLORS
    if hint is bool:
        return st.booleans()
    if hint is int:
        return SEATS
    if origin is tuple:
        return st.lists(_value_for(typing.get_args(hint)[0]), max_size=3).map(tuple)
    raise AssertionError(f"no strategy for {hint}")


def _actions() -> st.SearchStrategy[Action]:
    builds = []
    for cls in ACTION_TYPES.values():
        hints = typing.get_type_hints(cls)
        fields = {f.name: _value_for(hints[f.name]) for f in dataclasses.fields(cls)}
        builds.append(st.builds(cls, **fields))
    return st.one_of(builds)


def test_every_action_type_of_the_engine_is_known() -> None:
    assert set(ACTION_TYPES.values()) == set(typing.get_args(Action))
    assert {"Play", "Draw", "Pass", "CallUno", "CatchUno", "Challenge", "Accept", "ChooseColor"} <= set(ACTION_TYPES)


@given(_actions())
def test_any_action_comes_back_equal_through_json_text(action: Action) -> None:
    text = encode_action(action)
    assert "\n" not in text
    assert decode_action(text) == action
    assert action_from_data(json.loads(json.dumps(action_to_data(action)))) == action


@pytest.mark.parametrize("action, data", [
    (Play(2, Card.parse("w+4"), Color.GREEN, uno=True),
     {"type": "Play", "player": 2, "card": "w+4", "color": "g", "uno": True}),
    (Play(0, Card.parse("r7"), target=3), {"type": "Play", "player": 0, "card": "r7", "target": 3}),
    (Draw(1), {"type": "Draw", "player": 1}),
    (Pass(1), {"type": "Pass", "player": 1}),
    (CallUno(4), {"type": "CallUno", "player": 4}),
    (CatchUno(0, 5), {"type": "CatchUno", "player": 0, "target": 5}),
    (Challenge(3), {"type": "Challenge", "player": 3}),
    (Accept(3), {"type": "Accept", "player": 3}),
    (ChooseColor(0, Color.BLUE), {"type": "ChooseColor", "player": 0, "color": "b"}),
])
def test_the_written_form_names_cards_and_colours_by_their_codes(action: Action, data: dict) -> None:
    assert action_to_data(action) == data


def test_a_field_at_its_default_is_left_out_so_older_logs_read_with_new_fields() -> None:
    data = action_to_data(Play(0, Card.parse("b5")))
    assert data == {"type": "Play", "player": 0, "card": "b5"}
    assert action_from_data(data) == Play(0, Card.parse("b5"))


def test_a_play_of_a_pair_keeps_its_flag_when_the_engine_has_one() -> None:
    if "pair" not in {f.name for f in dataclasses.fields(Play)}:
        pytest.skip("the engine has no doubles yet")
    action = Play(1, Card.parse("y3"), pair=True)
    assert action_to_data(action)["pair"] is True
    assert decode_action(encode_action(action)) == action


@pytest.mark.parametrize("data", [
    [],
    "Draw",
    {"player": 0},
    {"type": "Fold", "player": 0},
    {"type": "Draw"},
    {"type": "Draw", "player": "0"},
    {"type": "Draw", "player": True},
    {"type": "Draw", "player": 0, "cards": 2},
    {"type": "Play", "player": 0, "card": "r10"},
    {"type": "Play", "player": 0, "card": "r5", "color": "purple"},
    {"type": "Play", "player": 0, "card": "r5", "uno": 1},
    {"type": "ChooseColor", "player": 0, "color": None},
])
def test_data_that_is_not_an_action_is_refused_with_a_value_error(data: object) -> None:
    with pytest.raises(ActionDecodeError):
        action_from_data(data)
    assert issubclass(ActionDecodeError, ValueError)


def test_text_that_is_not_json_is_refused() -> None:
    with pytest.raises(ActionDecodeError):
        decode_action("{not json")
