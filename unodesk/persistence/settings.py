"""The player's settings: one JSON file in the user's config folder.

A small declarative schema (name, default, check) with a version number.
Reading never fails: a file that cannot be parsed is kept aside under a new
name and the game starts from the defaults, with one notice to show. Every
write goes to a temporary file in the same folder and replaces the old one
with `os.replace`, so a crash mid-write leaves the previous file whole.
"""
from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import platformdirs

from unodesk import APP_NAME
from unodesk.i18n.languages import CODES
from unodesk.setup.speeds import Speed
from unodesk.setup.volumes import DEFAULT_VOLUME, VOLUMES

from .files import set_aside, write_atomically

FILE_NAME = "settings.json"
SCHEMA_VERSION = 1

# "" until the player picks one: the system's reduced-motion wish decides.
SPEEDS = ("", *(speed.value for speed in Speed))
# "" follows the system's language.
LANGUAGES = ("", *CODES)


@dataclass(frozen=True)
class Option:
    """One setting: its name, its default and what counts as a valid value."""

    name: str
    default: Any
    valid: Callable[[Any], bool]


def _one_of(choices: tuple[object, ...]) -> Callable[[Any], bool]:
    return lambda value: value in choices


def _dict_or_none(value: Any) -> bool:
    return value is None or isinstance(value, dict)


def _str(value: Any) -> bool:
    return isinstance(value, str)


def _bool(value: Any) -> bool:
    return isinstance(value, bool)


SCHEMA: tuple[Option, ...] = (
    Option("speed", "", _one_of(SPEEDS)),
    Option("language", "", _one_of(LANGUAGES)),
    # The View menu's Larger cards: every card on the table a size up.
    Option("large_cards", False, _bool),
    # The View menu's sounds (heard only with the sound extra installed).
    Option("volume", DEFAULT_VOLUME, _one_of(VOLUMES)),
    Option("muted", False, _bool),
    # The last match set up in the new-match dialog, as persistence.setup_codec writes it.
    Option("last_setup", None, _dict_or_none),
    # QWidget.saveGeometry() in base64; "" until the window was first closed.
    Option("geometry", "", _str),
    # The hint (H): off by default, as at a children's table.
    Option("hints", False, _bool),
)
_OPTIONS = {option.name: option for option in SCHEMA}

# Upgrades from older schema versions: version -> function turning a dict of
# that version into one of the next. Empty while there is only version 1.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def config_dir() -> Path:
    """The folder the settings live in (XDG_CONFIG_HOME is honoured on Linux)."""
    return platformdirs.user_config_path(APP_NAME, appauthor=False)


def default_path() -> Path:
    return config_dir() / FILE_NAME


@dataclass(frozen=True)
class SettingsProblem:
    """Why the settings file could not be used; the window words it for people."""

    path: Path
    reason: str  # "corrupt", "unreadable" or "newer" (written by a later unodesk, left as it is)
    detail: str
    kept_as: Path | None  # where the bad file was moved, None if it could not be (or was not)


class Settings:
    """The values of the schema, read from and written to one file.

    `problem` is set when the file was corrupt, unreadable or newer than
    this version, for the window to show once. A newer file is never
    written over (`save` does nothing), and keys this version does not know
    are written back as they were read.
    """

    def __init__(
        self, path: Path, values: Mapping[str, Any] | None = None, problem: SettingsProblem | None = None,
        *, unknown: Mapping[str, Any] | None = None, writable: bool = True,
    ) -> None:
        self.path = path
        self._values = {option.name: option.default for option in SCHEMA}
        if values:
            for name, value in values.items():
                self[name] = value
        self.problem = problem
        self._unknown = dict(unknown or {})
        self.writable = writable

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        """Read the file; on any trouble start from the defaults and say why."""
        path = default_path() if path is None else path
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return cls(path)
        except (OSError, UnicodeDecodeError) as error:
            return cls(path, problem=_set_aside(path, "unreadable", error))
        try:
            data = _upgrade(json.loads(text))
        except ValueError as error:
            return cls(path, problem=_set_aside(path, "corrupt", error))
        if data.get("version", 1) > SCHEMA_VERSION:
            # A later unodesk's file: its values may mean what this one cannot
            # tell. Play with the defaults and leave the file to its version.
            problem = SettingsProblem(path, "newer", f"version {data['version']}", None)
            return cls(path, problem=problem, writable=False)
        # A value that fails its check falls back to its default alone: one
        # bad entry is no reason to lose the others.
        values = {
            name: value
            for name, value in data.items()
            if name in _OPTIONS and _OPTIONS[name].valid(value)
        }
        unknown = {name: value for name, value in data.items() if name not in _OPTIONS and name != "version"}
        return cls(path, values, unknown=unknown)

    def __getitem__(self, name: str) -> Any:
        return self._values[name]

    def __setitem__(self, name: str, value: Any) -> None:
        option = _OPTIONS.get(name)
        if option is None:
            raise KeyError(f"no setting named {name!r}")
        if not option.valid(value):
            raise ValueError(f"{value!r} is not a valid value for {name!r}")
        self._values[name] = value

    def as_dict(self) -> dict[str, Any]:
        return {"version": SCHEMA_VERSION, **self._unknown, **self._values}

    def save(self) -> None:
        """Write atomically; raises OSError when the folder is not writable.
        A newer version's file is left as it is (nothing is written)."""
        if not self.writable:
            return
        write_atomically(self.path, json.dumps(self.as_dict(), indent=2, ensure_ascii=False) + "\n")


def _upgrade(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise ValueError("the file does not hold a JSON object")
    version = data.get("version", 1)
    if not isinstance(version, int) or version < 1:
        raise ValueError(f"unknown schema version {version!r}")
    while version < SCHEMA_VERSION:
        data = MIGRATIONS[version](data)
        version += 1
    # A newer version written by a later unodesk: read what this one knows.
    return data


def _set_aside(path: Path, reason: str, error: Exception) -> SettingsProblem:
    """Move a bad settings file out of the way, so that the next save does
    not overwrite what a person may want to look at."""
    try:
        aside = set_aside(path, datetime.now())
    except OSError:
        return SettingsProblem(path, reason, str(error), None)
    return SettingsProblem(path, reason, str(error), aside)
