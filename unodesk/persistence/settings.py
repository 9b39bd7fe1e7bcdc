"""The player's settings: one JSON file in the user's config folder, read as
typed values that the table, the window and the sounds follow.

Each setting is one `Option` of the schema: its name in the file, its value
until the person chooses, and how the file's JSON reads as a typed value (a
`Speed`, a volume, a yes or no) and is written back. The schema has a
version number and migrations from older versions.

A value is in force for one of three reasons: the person chose it (in the
menu, now or at an earlier run: `choose`, and written by `save`); the run
says so (`--lang`, `--speed`, the desktop's reduced motion: `for_this_run`,
never written); or nothing was chosen (the option's default). Whatever
`follow`s an option is told the value in force at once and at each change.

Reading never fails: a file that cannot be parsed (or is no regular file,
is far larger than any the game writes, or nests deeper than it does) is
kept aside under a new name and the game starts from the defaults, with one
notice to show; a value that cannot be read falls back to its default
alone. A file of a later version is read for nothing and never written
over. Writes are atomic (`files.write_atomically`).
"""
from __future__ import annotations

import contextlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

import platformdirs

from unodesk import APP_NAME
from unodesk.i18n.languages import CODES, SOURCE_LANGUAGE
from unodesk.setup.looks import BACK_NAMES, DEFAULT_BACK, DEFAULT_TABLE, TABLE_NAMES
from unodesk.setup.speeds import Speed
from unodesk.setup.volumes import DEFAULT_VOLUME, VOLUMES

from .files import set_aside, write_atomically
from .reading import UnfitFile, can_write_json, load_json, read_bounded

FILE_NAME = "settings.json"
SCHEMA_VERSION = 1
# The file holds a few kilobytes; one larger than this was not written by the game.
MAX_BYTES = 1 << 20
# The remembered match nests four deep; the margin is for later versions.
MAX_DEPTH = 32
# QWidget.saveGeometry() is some 70 bytes.
MAX_GEOMETRY = 4096

T = TypeVar("T")


def _as_is(value: Any) -> Any:
    return value


@dataclass(frozen=True)
class Option(Generic[T]):
    """One setting: its name in the file, its value until chosen, and how the
    file's JSON value reads as a value of the option (`read` raises
    ValueError or TypeError on one it cannot be) and is written back.

    `unchosen` is what the file holds while the person has not chosen, for
    a setting the system decides until then (the speed, the language: "");
    without one, the value is always written, the default too.
    """

    name: str
    default: T
    read: Callable[[Any], T]
    write: Callable[[T], Any] = _as_is
    unchosen: str | None = None


def _one_of(choices: tuple[T, ...]) -> Callable[[Any], T]:
    def read(value: Any) -> T:
        if value not in choices:
            raise ValueError(f"{value!r} is not one of {choices!r}")
        return value

    return read


def _of_type(kind: type[T]) -> Callable[[Any], T]:
    def read(value: Any) -> T:
        if not isinstance(value, kind):
            raise TypeError(f"{value!r} is not a {kind.__name__}")
        return value

    return read


def _writable(kind: type[T]) -> Callable[[Any], T]:
    """A value of `kind` that can be written back as it was read (no lone surrogate anywhere in it)."""
    of_kind = _of_type(kind)

    def read(value: Any) -> T:
        value = of_kind(value)
        if not can_write_json(value):
            raise ValueError("holds text that cannot be written back (a lone surrogate)")
        return value

    return read


def _mapping_or_none(value: Any) -> dict[str, Any] | None:
    return None if value is None else _writable(dict)(value)


def _base64(value: Any) -> bytes:
    if not isinstance(value, str) or not value.isascii():
        raise TypeError("not base64 text")
    import base64  # a saved window's place: never on a first start

    data = base64.b64decode(value.encode("ascii"), validate=True)
    if len(data) > MAX_GEOMETRY:
        raise ValueError(f"{len(data)} bytes, more than a window's geometry")
    return data


def _to_base64(value: bytes) -> str:
    import base64

    return base64.b64encode(value).decode("ascii")


def _speed_value(speed: Speed) -> str:
    return speed.value


# Until the person picks one, the system's reduced-motion wish decides.
SPEED: Option[Speed] = Option("speed", Speed.NORMAL, Speed.named, _speed_value, unchosen="")
# Until the person picks one, the system's language decides.
LANGUAGE: Option[str] = Option("language", SOURCE_LANGUAGE, _one_of(CODES), unchosen="")
# The View menu's Larger cards: every card on the table a size up.
LARGE_CARDS: Option[bool] = Option("large_cards", False, _of_type(bool))
# The View menu's sounds.
VOLUME: Option[int] = Option("volume", DEFAULT_VOLUME, _one_of(VOLUMES))
MUTED: Option[bool] = Option("muted", False, _of_type(bool))
# The last match set up in the new-match dialog, as persistence.setup_codec writes it.
LAST_SETUP: Option[dict[str, Any] | None] = Option("last_setup", None, _mapping_or_none)
# QWidget.saveGeometry() (in base64 in the file); empty until the window was first closed.
GEOMETRY: Option[bytes] = Option("geometry", b"", _base64, _to_base64)
# The hint (H): off by default, as at a children's table.
HINTS: Option[bool] = Option("hints", False, _of_type(bool))
# The folder a scoresheet was last saved into (CSV, PDF); "" until then: the Documents folder.
EXPORT_FOLDER: Option[str] = Option("export_folder", "", _writable(str))
# The View menu's looks: the table's cloth, the cards' backs, and the high
# contrast look (a plain dark table, stronger outlines, a larger status line).
TABLE: Option[str] = Option("table", DEFAULT_TABLE, _one_of(TABLE_NAMES))
CARD_BACK: Option[str] = Option("card_back", DEFAULT_BACK, _one_of(BACK_NAMES))
HIGH_CONTRAST: Option[bool] = Option("high_contrast", False, _of_type(bool))
# The family's own house rules, saved under their names (persistence/house_rules.py
# reads each as far as it can).
HOUSE_RULES: Option[list[Any]] = Option("house_rules", [], _writable(list))

SCHEMA: tuple[Option[Any], ...] = (SPEED, LANGUAGE, LARGE_CARDS, VOLUME, MUTED, LAST_SETUP, GEOMETRY, HINTS,
                                   EXPORT_FOLDER, TABLE, CARD_BACK, HIGH_CONTRAST, HOUSE_RULES)
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

    `data` is what a file holds (JSON values by name): each value this
    version can read is kept as chosen, any other falls back to its default
    alone (one bad entry is no reason to lose the others). `problem` is set
    when the file was corrupt, unreadable or newer than this version, for
    the window to show once. A newer file is never written over (`save`
    does nothing), and keys this version does not know are written back as
    they were read.

    Followers are plain callables, called on the thread that changes a
    value (the GUI thread): everything that follows lives as long as the
    window it belongs to, and this file needs no Qt.
    """

    def __init__(
        self, path: Path, data: Mapping[str, Any] | None = None, problem: SettingsProblem | None = None,
        *, writable: bool = True,
    ) -> None:
        self.path = path
        self.problem = problem
        self.writable = writable
        self._chosen: dict[str, Any] = {}
        self._run: dict[str, Any] = {}
        self._followers: dict[str, list[Callable[[Any], object]]] = {}
        self._unknown: dict[str, Any] = {}
        for name, value in (data or {}).items():
            option = _OPTIONS.get(name)
            if option is None:
                # Kept for the version that wrote it, if it can be written back
                # as it was (its name too: JSON's escapes can make a lone surrogate of either).
                if name != "version" and can_write_json({name: value}):
                    self._unknown[name] = value
            elif value != option.unchosen:
                with contextlib.suppress(ValueError, TypeError):
                    self._chosen[name] = option.read(value)

    @classmethod
    def load(cls, path: Path | None = None) -> Settings:
        """Read the file; on any trouble start from the defaults and say why."""
        path = default_path() if path is None else path
        try:
            # A byte-order mark (an editor's) is no reason to lose the settings.
            text = read_bounded(path, MAX_BYTES).decode("utf-8-sig")
        except FileNotFoundError:
            return cls(path)
        except UnfitFile as error:
            return cls(path, problem=_set_aside(path, "corrupt", error))
        except (OSError, UnicodeDecodeError) as error:
            return cls(path, problem=_set_aside(path, "unreadable", error))

        try:
            data = _upgrade(load_json(text, MAX_DEPTH))
        except ValueError as error:
            return cls(path, problem=_set_aside(path, "corrupt", error))
        if data.get("version", 1) > SCHEMA_VERSION:
            # A later unodesk's file: its values may mean what this one cannot
            # tell. Play with the defaults and leave the file to its version.
            problem = SettingsProblem(path, "newer", f"version {data['version']}", None)
            return cls(path, problem=problem, writable=False)
        return cls(path, data)

    # -- the values ----------------------------------------------------------
    def __getitem__(self, option: Option[T]) -> T:
        """The value in force: this run's, else the chosen one, else the default."""
        name = _known(option)
        if name in self._run:
            value: T = self._run[name]
            return value
        chosen: T = self._chosen.get(name, option.default)
        return chosen

    def is_chosen(self, option: Option[Any]) -> bool:
        """Whether the person has chosen this setting (now or at an earlier run)."""
        return _known(option) in self._chosen

    def choose(self, option: Option[T], value: T) -> bool:
        """The person's choice: in force at once, in place of any value of
        the run, and kept for the file. True when it changes what is kept."""
        name = _checked(option, value)
        changed = name not in self._chosen or self._chosen[name] != value
        before = self[option]
        self._chosen[name] = value
        self._run.pop(name, None)
        self._tell(option, before)
        return changed

    def for_this_run(self, option: Option[T], value: T) -> None:
        """A value in force for this run only (the command line, the desktop); never written."""
        name = _checked(option, value)
        before = self[option]
        self._run[name] = value
        self._tell(option, before)

    def follow(self, option: Option[T], *followers: Callable[[T], object], now: bool = True) -> None:
        """Call each follower with the value in force at every change of it,
        and at once unless `now` is False."""
        self._followers.setdefault(_known(option), []).extend(followers)
        if now:
            value = self[option]
            for follower in followers:
                follower(value)

    def _tell(self, option: Option[T], before: T) -> None:
        value = self[option]
        if value != before:
            for follower in list(self._followers.get(option.name, ())):
                follower(value)

    # -- the file --------------------------------------------------------------
    def as_dict(self) -> dict[str, Any]:
        """What the file holds: the chosen values, and the defaults of the rest."""
        values = {}
        for option in SCHEMA:
            if option.name in self._chosen:
                values[option.name] = option.write(self._chosen[option.name])
            elif option.unchosen is not None:
                values[option.name] = option.unchosen
            else:
                values[option.name] = option.write(option.default)
        return {"version": SCHEMA_VERSION, **self._unknown, **values}

    def save(self) -> None:
        """Write atomically; raises OSError when the folder is not writable.
        A newer version's file is left as it is (nothing is written)."""
        if not self.writable:
            return
        import json

        write_atomically(self.path, json.dumps(self.as_dict(), indent=2, ensure_ascii=False) + "\n")


def _known(option: Option[Any]) -> str:
    if _OPTIONS.get(option.name) is not option:
        raise KeyError(f"no setting named {option.name!r}")
    return option.name


def _checked(option: Option[T], value: T) -> str:
    """The option's name, when `value` is one the file can hold and read back as it is."""
    name = _known(option)
    try:
        valid = option.read(option.write(value)) == value
    except (ValueError, TypeError, AttributeError):
        valid = False
    if not valid:
        raise ValueError(f"{value!r} is not a valid value for {name!r}")
    return name


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
    from datetime import datetime

    try:
        aside = set_aside(path, datetime.now())
    except OSError:
        return SettingsProblem(path, reason, str(error), None)
    return SettingsProblem(path, reason, str(error), aside)
