"""`@value`: a frozen dataclass with slots, made without compiling code for
each class. What a dataclass promises holds for it: fields, equality,
hashing, immutability, copies, `dataclasses`' functions."""
from __future__ import annotations

import builtins
import copy
import dataclasses
import pickle
from typing import ClassVar

import pytest

from unodesk.engine.values import value


@value
class Sample:
    """A value with a default and a class attribute."""

    seat: int
    name: str
    level: str | None = None
    shown: bool = False
    KIND: ClassVar[str] = "sample"


@value
class Other:
    seat: int
    name: str
    level: str | None = None
    shown: bool = False


@value
class Checked:
    count: int

    def __post_init__(self) -> None:
        if self.count < 0:
            raise ValueError("a count is never below zero")


@value(eq=False)
class Unique:
    seat: int


@value
class Nothing:
    pass


def test_fields_are_set_by_position_and_by_name_with_their_defaults() -> None:
    """Contract: the actions are built by position or by name, with their
    defaults (`Play(player, card, color=None, ...)`)."""
    made = Sample(1, "Anna", shown=True)
    assert (made.seat, made.name, made.level, made.shown) == (1, "Anna", None, True)
    assert Sample(seat=2, name="Bo", level="hard") == Sample(2, "Bo", "hard", False)
    assert Sample.KIND == "sample"
    with pytest.raises(TypeError, match="missing 1 required positional argument: 'name'"):
        Sample(1)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="unexpected keyword argument 'colour'"):
        Sample(1, "Anna", colour="red")  # type: ignore[call-arg]


def test_equal_by_class_and_fields_and_hashed_alike() -> None:
    """Contract: two values of a kind with equal fields are equal and hash
    alike ("two red fives are equal"); of two kinds, never."""
    assert Sample(1, "Anna") == Sample(1, "Anna")
    assert Sample(1, "Anna") != Sample(1, "Bo")
    assert Sample(1, "Anna") != Other(1, "Anna")
    assert hash(Sample(1, "Anna")) == hash(Sample(1, "Anna"))
    assert len({Sample(1, "Anna"), Sample(1, "Anna"), Sample(2, "Anna")}) == 2
    assert Nothing() == Nothing() and hash(Nothing()) == hash(Nothing())
    one = Unique(1)
    assert one == one and one != Unique(1)


def test_frozen() -> None:
    """Contract: actions and events are frozen dataclasses: a field cannot be changed."""
    made = Sample(1, "Anna")
    with pytest.raises(dataclasses.FrozenInstanceError, match="cannot assign to field 'seat'"):
        made.seat = 2  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        del made.name  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.colour = "red"  # type: ignore[attr-defined]
    assert made == Sample(1, "Anna")


def test_a_dataclass_to_dataclasses() -> None:
    """Contract: actions, events and `RuleSet` are frozen dataclasses, to `dataclasses` too."""
    made = Sample(1, "Anna")
    assert dataclasses.is_dataclass(Sample) and dataclasses.is_dataclass(made)
    assert [f.name for f in dataclasses.fields(Sample)] == ["seat", "name", "level", "shown"]
    assert Sample.__dataclass_params__.frozen  # type: ignore[attr-defined]
    assert dataclasses.replace(made, level="easy") == Sample(1, "Anna", "easy")
    assert dataclasses.asdict(made) == {"seat": 1, "name": "Anna", "level": None, "shown": False}
    assert Sample.__match_args__ == ("seat", "name", "level", "shown")
    assert Sample.__slots__ == ("seat", "name", "level", "shown")


def test_shown_copied_and_pickled_like_a_dataclass() -> None:
    """Contract: a value reads, copies and pickles as the frozen dataclass it is."""
    made = Sample(1, "Anna")
    assert repr(made) == "Sample(seat=1, name='Anna', level=None, shown=False)"
    assert copy.copy(made) == made and copy.deepcopy(made) == made
    assert pickle.loads(pickle.dumps(made)) == made


def test_post_init_checks_the_fields() -> None:
    """Contract: `RuleSet` refuses a value it cannot have when it is made (its `__post_init__`)."""
    assert Checked(3).count == 3
    with pytest.raises(ValueError, match="never below zero"):
        Checked(-1)


def test_what_it_does_not_make_is_refused() -> None:
    """Brief: what `@value` does not make (a default factory, fields out of order) is refused at once."""
    with pytest.raises(TypeError, match="plain defaults"):
        @value
        class Listed:
            items: list[int] = dataclasses.field(default_factory=list)
    with pytest.raises(TypeError, match="follows one with a default"):
        @value
        class Backwards:
            first: int = 0
            second: int  # type: ignore[misc]


def test_a_class_of_a_shape_seen_before_is_made_without_compiling(monkeypatch: pytest.MonkeyPatch) -> None:
    """Brief (issue 22): what makes it cheap, no source compiled for the class (a dataclass compiles six)."""
    compiled: list[object] = []
    for name in ("compile", "exec"):
        real = getattr(builtins, name)
        monkeypatch.setattr(builtins, name, lambda *args, real=real, **kwargs: compiled.append(args) or real(*args,
                                                                                                         **kwargs))

    @value
    class Again:
        seat: int
        name: str
        level: str | None = None
        shown: bool = False

    assert compiled == []
    assert Again(1, "Anna") == Again(1, "Anna") != Sample(1, "Anna")
