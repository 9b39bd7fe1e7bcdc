"""A package whose names are loaded from their modules when first asked for
(PEP 562): importing the package, or one small module of it, costs nothing
of the rest. The engine's package and the setup's are made so."""
from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping
from typing import Any


def names_from(package: str, homes: Mapping[str, tuple[str, ...]], namespace: dict[str, Any]) -> Callable[[str], Any]:
    """The package's `__getattr__`: each name of `homes` (module -> names) from
    its module, kept in the package's `namespace` once asked for."""
    home_of = {name: module for module, names in homes.items() for name in names}

    def __getattr__(name: str) -> Any:
        home = home_of.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        found = getattr(importlib.import_module(f"{package}.{home}"), name)
        namespace[name] = found  # asked once
        return found

    return __getattr__
