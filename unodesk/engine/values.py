"""Immutable values, made without compiling code as their module is imported.

`@value` makes a class what `@dataclass(frozen=True, slots=True)` makes
it: a dataclass (`dataclasses.fields`, `replace`, `asdict` and
`is_dataclass` see it as one), its fields set by `__init__` (positional or
by name, with their defaults, then `__post_init__` if it has one), equal
to a value of the same class with equal fields and hashed by them, shown
as `Name(field=...)`, and frozen: assigning or deleting a field raises
`dataclasses.FrozenInstanceError`. Copies and pickles come back equal.

The difference is the cost. `dataclasses` writes each class's methods as
source text and compiles them when the module is imported, some 0.8 ms a
class and tens of milliseconds over the values a start of the game loads.
Here a class's `__init__` is a template compiled once for its number of
fields, its parameters renamed to the fields' names (a new code object,
not a compilation), setting the slots through their own descriptors
(faster than a dataclass's frozen `__init__` too); the other methods are
closures over the fields. `dataclasses` only describes the fields (asked
to write no method, it compiles nothing).

Supported: fields with or without a default (`x: int = 0`, or
`field(default=...)`), `typing.ClassVar` attributes, `__post_init__`, and
`eq=False` (compared and hashed by identity). A default factory, fields
that are not set by `__init__`, ordering and inheriting fields are left to
`dataclasses` itself (and raise a TypeError here).
"""
from __future__ import annotations

import dataclasses
import types
from collections.abc import Callable
from typing import Any, TypeVar, dataclass_transform, overload

T = TypeVar("T")



class _Templates:
    """The methods of a value with `count` fields, compiled once for every
    class with that many: `make` turns the fields' setters (and its
    __post_init__) into an `__init__`; `eq` and `hash` read the fields by
    placeholder names (`_0`, `_1`, ...) that each class renames."""

    def __init__(self, count: int, post_init: bool) -> None:
        placeholders = [f"_{i}" for i in range(count)]
        setters = [f"set{i}" for i in range(count)]
        body = [f"        set{i}(self, _{i})" for i in range(count)]
        if post_init:
            body.append("        post_init(self)")
        mine = "".join(f"self.{p}, " for p in placeholders)
        theirs = "".join(f"other.{p}, " for p in placeholders)
        source = (
            f"def make({', '.join([*setters, 'post_init'])}):\n"
            f"    def __init__({', '.join(['self', *placeholders])}):\n"
            + ("\n".join(body) or "        pass") + "\n"
            "    return __init__\n"
            "def eq(self, other):\n"
            "    if other.__class__ is self.__class__:\n"
            f"        return ({mine}) == ({theirs})\n"
            "    return NotImplemented\n"
            "def hash_(self):\n"
            f"    return hash(({mine}))\n"
        )
        namespace: dict[str, Any] = {}
        exec(compile(source, f"<value of {count} fields>", "exec"), namespace)  # once for every class of this shape
        self.make: Callable[..., types.FunctionType] = namespace["make"]
        self.eq: types.FunctionType = namespace["eq"]
        self.hash: types.FunctionType = namespace["hash_"]


# By (number of fields, whether __post_init__ follows the fields).
_TEMPLATES: dict[tuple[int, bool], _Templates] = {}


def _templates(count: int, post_init: bool) -> _Templates:
    found = _TEMPLATES.get((count, post_init))
    if found is None:
        found = _TEMPLATES[count, post_init] = _Templates(count, post_init)
    return found


def _renamed(function: types.FunctionType, cls: type, name: str, code: types.CodeType,
             defaults: tuple[Any, ...] | None = None) -> types.FunctionType:
    """`function` (a template's) with `code`, named as `cls`'s method `name`."""
    code = code.replace(co_name=name, co_qualname=f"{cls.__qualname__}.{name}")
    made = types.FunctionType(code, function.__globals__, name, defaults, function.__closure__)
    made.__qualname__ = f"{cls.__qualname__}.{name}"
    made.__module__ = cls.__module__
    return made


def _compiled_methods(cls: type, names: tuple[str, ...], defaults: tuple[Any, ...], eq: bool) -> dict[str, Any]:
    """`__init__` (and `__eq__`, `__hash__`) from the templates, their placeholders renamed to the fields."""
    post_init = getattr(cls, "__post_init__", None)
    templates = _templates(len(names), post_init is not None)
    made = templates.make(*(getattr(cls, n).__set__ for n in names), post_init)
    code = made.__code__
    code = code.replace(co_varnames=("self", *names, *code.co_varnames[len(names) + 1:]))
    methods = {"__init__": _renamed(made, cls, "__init__", code, defaults or None)}
    if eq:
        fields = {f"_{i}": name for i, name in enumerate(names)}
        for dunder, template in (("__eq__", templates.eq), ("__hash__", templates.hash)):
            code = template.__code__
            code = code.replace(co_names=tuple(fields.get(n, n) for n in code.co_names))
            methods[dunder] = _renamed(template, cls, dunder, code)
    return methods


def _methods(cls: type, names: tuple[str, ...], shown: tuple[str, ...]) -> dict[str, Any]:
    """The methods that need no speed: closures over the fields."""

    def __repr__(self: Any) -> str:
        fields = ", ".join(f"{name}={getattr(self, name)!r}" for name in shown)
        return f"{self.__class__.__qualname__}({fields})"

    def __setattr__(self: Any, name: str, value: Any) -> None:
        raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self: Any, name: str) -> None:
        raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")

    def __getstate__(self: Any) -> list[Any]:
        return [getattr(self, name) for name in names]

    def __setstate__(self: Any, state: list[Any]) -> None:
        for name, field_value in zip(names, state, strict=True):
            object.__setattr__(self, name, field_value)

    methods: dict[str, Any] = {"__repr__": __repr__, "__setattr__": __setattr__, "__delattr__": __delattr__,
                               "__getstate__": __getstate__, "__setstate__": __setstate__}
    for name, method in methods.items():
        method.__qualname__ = f"{cls.__qualname__}.{name}"
        method.__module__ = cls.__module__
    return methods


def _make(cls: type[T], eq: bool) -> type[T]:
    for base in cls.__mro__[1:-1]:
        if dataclasses.is_dataclass(base):
            raise TypeError(f"{cls.__name__}: a value does not inherit fields ({base.__name__} has them)")
    written = cls.__doc__ is not None
    if not written:  # else dataclasses writes one from the signature, which costs a good deal
        cls.__doc__ = cls.__name__
    # The fields described, no method written, the slots made (a new class).
    made: type[T] = dataclasses.dataclass(init=False, repr=False, eq=False, slots=True)(cls)
    names: list[str] = []
    defaults: list[Any] = []
    for field in dataclasses.fields(made):  # type: ignore[arg-type]
        if not field.init or field.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{cls.__name__}.{field.name}: a value's fields are set by __init__, with plain defaults")
        if field.default is not dataclasses.MISSING:
            defaults.append(field.default)
        elif defaults:
            raise TypeError(f"{cls.__name__}.{field.name}: a field without a default follows one with a default")
        names.append(field.name)
    fields = tuple(names)
    # What the class is, for whoever asks dataclasses (its methods are written here).
    params = made.__dataclass_params__  # type: ignore[attr-defined]
    params.init = params.repr = params.frozen = True
    params.eq = eq
    if not written:
        made.__doc__ = f"{cls.__name__}({', '.join(fields)})"
    shown = tuple(f.name for f in dataclasses.fields(made) if f.repr)  # type: ignore[arg-type]
    methods = _compiled_methods(made, fields, tuple(defaults), eq) | _methods(made, fields, shown)
    for name, method in methods.items():
        type.__setattr__(made, name, method)
    return made


@overload
def value(cls: type[T], /) -> type[T]: ...
@overload
def value(*, eq: bool = True) -> Callable[[type[T]], type[T]]: ...


@dataclass_transform(frozen_default=True)
def value(cls: type[T] | None = None, /, *, eq: bool = True) -> type[T] | Callable[[type[T]], type[T]]:
    """The class as a frozen dataclass with slots, made cheaply (see the module's docstring).
    `eq=False`: compared and hashed by identity."""
    if cls is None:
        return lambda later: _make(later, eq)
    return _make(cls, eq)
