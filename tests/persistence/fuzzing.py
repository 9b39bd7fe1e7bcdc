"""Strategies for the fuzz tests of the game's own files: any JSON value
(lone surrogates, huge numbers, deep nesting), settings files written by
the game then changed at random, and bytes mutated at random."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from unodesk.engine import RuleSet
from unodesk.persistence.house_rules import HouseRules, house_rules_to_data
from unodesk.persistence.settings import SCHEMA, Settings
from unodesk.persistence.setup_codec import setup_to_data
from unodesk.setup import MatchSetup, SeatKind, SeatSetup

# Every code point, lone surrogates and control characters included.
ANY_CHARACTER = st.characters(codec=None, categories=None)
ANY_TEXT = st.text(ANY_CHARACTER, max_size=30)
NUMBERS = st.one_of(
    st.integers(), st.integers(min_value=-(10**30), max_value=10**30),
    st.sampled_from([0, 1, -1, 2**63, 2**64, 10**20]),
    st.floats(allow_nan=True, allow_infinity=True),
)
SCALARS = st.one_of(st.none(), st.booleans(), NUMBERS, ANY_TEXT)
JSON_VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(st.lists(inner, max_size=5), st.dictionaries(ANY_TEXT, inner, max_size=5)),
    max_leaves=20,
)


def nested(depth: int, core: Any = 1) -> str:
    """A JSON text nested `depth` deep, arrays and objects in turn."""
    opening = "".join("[" if level % 2 else '{"k": ' for level in reversed(range(depth)))
    closing = "".join("]" if level % 2 else "}" for level in range(depth))
    return opening + json.dumps(core) + closing


def good_settings() -> dict[str, Any]:
    """A file as the game writes it, every option chosen."""
    setup = MatchSetup((SeatSetup("Åsa", SeatKind.PERSON), SeatSetup("Nils"), SeatSetup("Bo"), SeatSetup("Kim")),
                       RuleSet(teams=True, stacking=True, target_score=300))
    data = Settings(Path("unused.json")).as_dict()
    data.update(speed="slow", language="sv", large_cards=True, volume=50, muted=True,
                last_setup=setup_to_data(setup), geometry="AdnQywABAAAAAAAAAAAAAAA=", hints=True,
                export_folder="/home/åsa/Documents", table="wood", card_back="stars", high_contrast=True,
                house_rules=house_rules_to_data((HouseRules("Farmor's rules", RuleSet(stacking=True),
                                                            "The youngest names the colour"),)))
    return data


# Stands for a deep nesting in a value, put into the text after it is written.
_DEEP = "\x00deep\x00"


@st.composite
def changed_settings(draw: st.DrawFn) -> bytes:
    """A file the game wrote with values replaced, at any depth, by any value."""
    data = good_settings()
    for _ in range(draw(st.integers(1, 4))):
        target: Any = data
        parent: Any = None
        key: Any = None
        while isinstance(target, (dict, list)) and target and draw(st.booleans()):
            key = draw(st.sampled_from(sorted(target) if isinstance(target, dict) else range(len(target))))
            parent, target = target, target[key]
        value = draw(st.one_of(JSON_VALUES, st.sampled_from([_DEEP, "\ud800", 10**20, -(2**63)])))
        if parent is not None:
            parent[key] = value
        else:
            data[draw(st.sampled_from([o.name for o in SCHEMA] + ["version", "extra"]))] = value
    text = json.dumps(data, ensure_ascii=draw(st.booleans()))
    text = text.replace(json.dumps(_DEEP), nested(draw(st.sampled_from([31, 40, 3000]))))
    return text.encode("utf-8", "surrogatepass")


@st.composite
def mutated_bytes(draw: st.DrawFn, original: bytes) -> bytes:
    """`original` with a few bytes flipped, inserted, removed, or cut short."""
    data = bytearray(original)
    for _ in range(draw(st.integers(1, 6))):
        if not data:
            break
        at = draw(st.integers(0, len(data) - 1))
        kind = draw(st.sampled_from(["flip", "insert", "delete", "cut", "repeat"]))
        if kind == "flip":
            data[at] = draw(st.integers(0, 255))
        elif kind == "insert":
            data[at:at] = draw(st.binary(min_size=1, max_size=8))
        elif kind == "delete":
            del data[at:at + draw(st.integers(1, 8))]
        elif kind == "cut":
            del data[at:]
        else:
            data[at:at] = data[at:at + 16] * draw(st.integers(2, 50))
    return bytes(data)


def settings_files() -> st.SearchStrategy[bytes]:
    good = json.dumps(good_settings(), indent=2, ensure_ascii=False).encode()
    return st.one_of(
        changed_settings(),
        mutated_bytes(good),
        JSON_VALUES.map(lambda v: json.dumps(v).encode("utf-8", "surrogatepass")),
        st.binary(max_size=200),
        st.sampled_from([
            b"", b"\xef\xbb\xbf{}", nested(200_000).encode(), b'{"last_setup": ' + nested(60_000).encode() + b"}",
            b'{"geometry": "\xc3\x85\xc3\x84"}', b'{"version": 99}', b'{"version": -1}', b'{"version": 1e400}',
            b'{"last_setup": {"seats": [{"name": "\\ud800", "kind": "person"}, {"name": "B"}]}}',
            b'{"last_setup": {"seats": [{"name": "A", "kind": "person"}, {"name": "B"}, {"name": "C"}],'
            b' "rules": {"teams": true}}}',
            b'{"last_setup": {"seats": [{"name": "A"}, {"name": "B"}],'
            b' "rules": {"target_score": 100000000000000000000}}}',
            b'{"x": "' + b"9" * 5000 + b'"}', b"[" + b"9" * 5000 + b"]",
        ]),
    )
