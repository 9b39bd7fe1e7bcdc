"""The engine's actions as JSON data and back, field by field.

Nothing here lists an action's fields: each action is a frozen dataclass, so
its fields are read from the class and each value is written by its type
(a card as its short code, a colour as its letter). A field at its default
is left out, so that a field the engine adds later with a default (such as
`Play.pair`) keeps older logs readable, and a new action type in the
engine's `Action` union is known at once.

Reading is strict: an unknown type or field, or a value of the wrong kind,
raises `ActionDecodeError` (a `ValueError`), never a wrong action; so is a
text far longer or deeper than any action's.
"""
from __future__ import annotations

import dataclasses
import enum
import functools
import json
import types
import typing
from typing import Any

from unodesk.engine import Action, Card

from .reading import load_json

# An action's JSON is some 60 characters, two deep; these are far beyond.
MAX_ACTION_TEXT = 2000
MAX_ACTION_DEPTH = 4
ACTION_TYPES: dict[str, type] = {cls.__name__: cls for cls in typing.get_args(Action)}


class ActionDecodeError(ValueError):
    """The data does not describe an action this engine knows."""


def action_to_data(action: Action) -> dict[str, Any]:
    """`{"type": "Play", "player": 0, "card": "r5", ...}`, defaults left out."""
    if type(action).__name__ not in ACTION_TYPES:
        raise TypeError(f"{action!r} is not an action")
    data: dict[str, Any] = {"type": type(action).__name__}
    for field in dataclasses.fields(action):
        value = getattr(action, field.name)
        if field.default is not dataclasses.MISSING and value == field.default:
            continue
        data[field.name] = _encode(value)
    return data


def action_from_data(data: Any) -> Action:
    if not isinstance(data, dict):
        raise ActionDecodeError("an action is a JSON object")
    kind = data.get("type")
    cls = ACTION_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ActionDecodeError(f"unknown action type {data.get('type')!r}")
    hints = _hints(cls)
    values = {}
    for name, value in data.items():
        if name == "type":
            continue
        if name not in hints:
            raise ActionDecodeError(f"{cls.__name__} has no field {name!r}")
        values[name] = _decode(value, hints[name], f"{cls.__name__}.{name}")
    try:
        return cls(**values)
    except TypeError as error:  # a field without a default is missing
        raise ActionDecodeError(str(error)) from None


def encode_action(action: Action) -> str:
    """The action as one compact line of JSON."""
    return json.dumps(action_to_data(action), ensure_ascii=False, separators=(",", ":"))


def decode_action(text: str) -> Action:
    if not isinstance(text, str) or len(text) > MAX_ACTION_TEXT:
        raise ActionDecodeError("not the text of an action")
    try:
        data = load_json(text, MAX_ACTION_DEPTH)
    except ValueError as error:
        raise ActionDecodeError(f"not JSON: {error}") from None
    return action_from_data(data)


@functools.cache
def _hints(cls: type) -> dict[str, Any]:
    names = {field.name for field in dataclasses.fields(cls)}
    return {name: hint for name, hint in typing.get_type_hints(cls).items() if name in names}


def _encode(value: Any) -> Any:
    if value is None or type(value) in (bool, int, str):
        return value
    if isinstance(value, Card):
        return str(value)
    if isinstance(value, enum.Enum):
        return value.value
    if isinstance(value, (tuple, list)):
        return [_encode(v) for v in value]
    raise TypeError(f"cannot write {value!r} in an action")


def _decode(value: Any, hint: Any, where: str) -> Any:
    origin = typing.get_origin(hint)
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(hint)
        if value is None and type(None) in options:
            return None
        for option in options:
            if option is type(None):
                continue
            try:
                return _decode(value, option, where)
            except ActionDecodeError:
                pass
        raise ActionDecodeError(f"{where}: {value!r} is none of {hint}")
    if origin in (tuple, list):
        if not isinstance(value, list):
            raise ActionDecodeError(f"{where}: {value!r} is not a list")
        args = typing.get_args(hint)
        if origin is tuple and not (len(args) == 2 and args[1] is Ellipsis):
            if len(args) != len(value):
                raise ActionDecodeError(f"{where}: {value!r} does not have {len(args)} items")
            return tuple(_decode(v, a, where) for v, a in zip(value, args, strict=True))
        items = [_decode(v, args[0], where) for v in value] if args else list(value)
        return tuple(items) if origin is tuple else items
    if hint is Card:
        try:
            return Card.parse(value)
        except ValueError:
            raise ActionDecodeError(f"{where}: {value!r} is not a card") from None
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        try:
            return hint(value)
        except ValueError:
            raise ActionDecodeError(f"{where}: {value!r} is not a {hint.__name__}") from None
    if hint in (bool, int, str):
        # bool is an int in Python; JSON keeps them apart, and so does this.
        if type(value) is not hint:
            raise ActionDecodeError(f"{where}: {value!r} is not a {hint.__name__}")
        return value
    raise ActionDecodeError(f"{where}: cannot read a value of type {hint}")
