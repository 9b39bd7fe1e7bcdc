"""The settings file: defaults, a schema version, tolerant reading, atomic
writes; typed values, the run's values and what follows them."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from unodesk.persistence import files as files_module
from unodesk.persistence import settings as settings_module
from unodesk.persistence.settings import (
    EXPORT_FOLDER,
    GEOMETRY,
    HOUSE_RULES,
    HINTS,
    LANGUAGE,
    LARGE_CARDS,
    LAST_SETUP,
    SCHEMA,
    SCHEMA_VERSION,
    SPEED,
    VOLUME,
    Option,
    Settings,
)
from unodesk.setup.speeds import Speed


@pytest.fixture
def config(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "config"
    monkeypatch.setattr(settings_module, "config_dir", lambda: folder)
    return folder


def test_no_file_gives_the_defaults(config: Path) -> None:
    settings = Settings.load()
    assert settings.path == config / "settings.json"
    assert {o.name: settings[o] for o in SCHEMA} == {o.name: o.default for o in SCHEMA}
    assert not any(settings.is_chosen(o) for o in SCHEMA)
    assert settings.problem is None


def test_saved_values_come_back(config: Path) -> None:
    settings = Settings.load()
    settings.choose(SPEED, Speed.SLOW)
    settings.choose(LANGUAGE, "nb")
    settings.choose(LAST_SETUP, {"seats": []})
    settings.choose(GEOMETRY, b"\x01\xd9\xd0\xcb")
    settings.save()
    again = Settings.load()
    assert (again[SPEED], again[LANGUAGE], again[LAST_SETUP], again[GEOMETRY]) == (
        Speed.SLOW, "nb", {"seats": []}, b"\x01\xd9\xd0\xcb",
    )
    assert json.loads((config / "settings.json").read_text())["geometry"] == "AdnQyw=="


def test_the_file_carries_the_schema_version(config: Path) -> None:
    Settings.load().save()
    assert json.loads((config / "settings.json").read_text())["version"] == SCHEMA_VERSION


def test_a_corrupt_file_is_kept_aside_and_the_defaults_are_used(config: Path) -> None:
    config.mkdir()
    (config / "settings.json").write_text("{ not json")
    settings = Settings.load()
    assert not settings.is_chosen(SPEED)
    assert settings.problem is not None and settings.problem.reason == "corrupt"
    kept = settings.problem.kept_as
    assert kept is not None and kept.name.startswith("settings.json.corrupt-")
    assert kept.read_text() == "{ not json"
    assert not (config / "settings.json").exists()


def test_the_problem_is_told_once(config: Path) -> None:
    config.mkdir()
    (config / "settings.json").write_text("[1, 2]")
    assert Settings.load().problem is not None
    # The bad file is gone, so the next start is quiet.
    assert Settings.load().problem is None


def test_two_corrupt_files_in_the_same_second_are_both_kept(config: Path) -> None:
    config.mkdir()
    for text in ("first", "second"):
        (config / "settings.json").write_text(text)
        Settings.load()
    kept = sorted(p.read_text() for p in config.glob("settings.json.corrupt-*"))
    assert kept == ["first", "second"]


def test_a_file_that_is_not_utf8_counts_as_unreadable(config: Path) -> None:
    config.mkdir()
    (config / "settings.json").write_bytes(b"\xff\xfe\x00garbage")
    settings = Settings.load()
    assert settings.problem is not None and settings.problem.reason == "unreadable"
    assert not settings.is_chosen(LANGUAGE)


def test_an_unreadable_file_gives_the_defaults(config: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    config.mkdir()
    (config / "settings.json").write_text("{}")

    def refuse(path: Path, limit: int) -> bytes:
        raise PermissionError("no access")

    monkeypatch.setattr(settings_module, "read_bounded", refuse)
    settings = Settings.load()
    assert settings.problem is not None and settings.problem.reason == "unreadable"
    assert "no access" in settings.problem.detail


def test_a_bad_value_falls_back_to_its_default_alone(config: Path) -> None:
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"version": 1, "speed": "warp", "language": "sv"}))
    settings = Settings.load()
    assert not settings.is_chosen(SPEED)
    assert settings[LANGUAGE] == "sv"
    assert settings.problem is None


def test_a_newer_version_plays_with_the_defaults_says_so_and_is_never_written_over(config: Path) -> None:
    """Defect 4: a newer file was rewritten as version 1 without the keys it did not know."""
    config.mkdir()
    path = config / "settings.json"
    text = json.dumps({"version": 99, "speed": "fast", "colour_blind": True})
    path.write_text(text)
    settings = Settings.load()
    assert not settings.is_chosen(SPEED)
    assert settings.problem is not None and settings.problem.reason == "newer" and settings.problem.kept_as is None
    settings.choose(SPEED, Speed.SLOW)
    settings.save()
    assert path.read_text() == text
    assert [p.name for p in config.iterdir()] == ["settings.json"]


def test_unknown_keys_of_the_same_version_are_kept(config: Path) -> None:
    config.mkdir()
    path = config / "settings.json"
    path.write_text(json.dumps({"version": SCHEMA_VERSION, "speed": "fast", "colour_blind": True}))
    settings = Settings.load()
    assert settings[SPEED] is Speed.FAST and settings.problem is None
    settings.choose(SPEED, Speed.SLOW)
    settings.save()
    data = json.loads(path.read_text())
    assert data["colour_blind"] is True and data["speed"] == "slow" and data["version"] == SCHEMA_VERSION


@pytest.mark.skipif(os.name != "posix", reason="file modes")
@pytest.mark.parametrize("mode", [0o644, 0o600, 0o664])
def test_saving_keeps_the_files_permissions(config: Path, mode: int) -> None:
    config.mkdir()
    path = config / "settings.json"
    path.write_text(json.dumps({"version": SCHEMA_VERSION}))
    path.chmod(mode)
    settings = Settings.load()
    settings.choose(SPEED, Speed.FAST)
    settings.save()
    assert path.stat().st_mode & 0o777 == mode


@pytest.mark.skipif(not Path("/proc/self/status").exists(), reason="the umask is shown in /proc")
def test_a_new_file_s_mode_comes_from_the_umask_without_setting_it(tmp_path: Path, monkeypatch) -> None:
    from unodesk.persistence import files

    umask = os.umask(0o027)
    try:
        monkeypatch.setattr(os, "umask", lambda mask: pytest.fail("the umask was set to be read"))
        files.write_atomically(tmp_path / "new.json", "{}")
    finally:
        monkeypatch.undo()
        os.umask(umask)
    assert (tmp_path / "new.json").stat().st_mode & 0o777 == 0o640


@pytest.mark.skipif(os.name != "posix", reason="file modes")
def test_a_new_settings_file_gets_the_usual_permissions(config: Path) -> None:
    umask = os.umask(0o022)
    try:
        Settings.load().save()
    finally:
        os.umask(umask)
    assert (config / "settings.json").stat().st_mode & 0o777 == 0o644


def test_an_impossible_version_counts_as_corrupt(config: Path) -> None:
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"version": "one"}))
    assert Settings.load().problem is not None


def test_an_older_version_is_migrated(config: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(settings_module, "SCHEMA_VERSION", 2)
    monkeypatch.setitem(settings_module.MIGRATIONS, 1, lambda d: {**d, "speed": {"quick": "fast"}[d["pace"]]})
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"version": 1, "pace": "quick"}))
    assert Settings.load()[SPEED] is Speed.FAST


def test_setting_an_invalid_value_is_refused(config: Path) -> None:
    settings = Settings.load()
    with pytest.raises(ValueError):
        settings.choose(SPEED, "warp")
    with pytest.raises(ValueError):
        settings.for_this_run(VOLUME, 33)
    with pytest.raises(KeyError):
        settings.choose(Option("loudness", 0, int), 3)
    assert not settings.is_chosen(SPEED) and settings[VOLUME] == VOLUME.default


def test_a_failed_write_leaves_the_old_file_whole(config: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    settings = Settings.load()
    settings.choose(SPEED, Speed.FAST)
    settings.save()
    before = (config / "settings.json").read_text()

    def crash(src: object, dst: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(files_module.os, "replace", crash)
    settings.choose(SPEED, Speed.SLOW)
    with pytest.raises(OSError):
        settings.save()
    assert (config / "settings.json").read_text() == before
    # No temporary file is left behind.
    assert [p.name for p in config.iterdir()] == ["settings.json"]


def test_the_config_folder_comes_from_platformdirs(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    assert settings_module.default_path() == tmp_path / "unodesk" / "settings.json"


def test_larger_cards_are_off_until_chosen_and_only_a_yes_or_no_counts(config: Path) -> None:
    assert Settings.load()[LARGE_CARDS] is False
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"version": 1, "large_cards": "yes"}))
    assert Settings.load()[LARGE_CARDS] is False
    (config / "settings.json").write_text(json.dumps({"version": 1, "large_cards": True}))
    assert Settings.load()[LARGE_CARDS] is True


def test_the_file_is_as_it_was_an_empty_text_for_what_the_system_decides(config: Path) -> None:
    """The file's format is the schema's version 1: a setting the system
    decides until the person chooses is written as "", the others as their value."""
    Settings.load().save()
    assert json.loads((config / "settings.json").read_text()) == {
        "version": 1, "speed": "", "language": "", "large_cards": False, "volume": 50, "muted": False,
        "last_setup": None, "geometry": "", "hints": False, "export_folder": "", "table": "green",
        "card_back": "lattice", "high_contrast": False, "house_rules": [],
    }


@pytest.mark.parametrize(("written", "chosen"), [
    ("", None), ("off", Speed.OFF), ("fast", Speed.FAST), ("normal", Speed.NORMAL), ("slow", Speed.SLOW), ("warp", None),
])
def test_the_file_holds_a_speed_by_its_word_or_empty_for_the_systems(tmp_path: Path, written: str, chosen) -> None:
    settings = Settings(tmp_path / "settings.json", {"speed": written})
    assert settings.is_chosen(SPEED) is (chosen is not None)
    assert settings[SPEED] is (chosen or Speed.NORMAL)


def test_what_follows_a_setting_is_told_at_once_and_at_each_change(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.json")
    heard: list[Speed] = []
    settings.follow(SPEED, heard.append)
    assert heard == [Speed.NORMAL]
    settings.for_this_run(SPEED, Speed.OFF)
    settings.choose(SPEED, Speed.SLOW)
    settings.choose(SPEED, Speed.SLOW)  # no change: nothing to tell
    assert heard == [Speed.NORMAL, Speed.OFF, Speed.SLOW]
    later: list[bool] = []
    settings.follow(HINTS, later.append, now=False)
    assert later == []
    settings.choose(HINTS, True)
    assert later == [True]


def test_a_value_for_this_run_is_in_force_but_never_written(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    settings = Settings(path, {"language": "nb"})
    settings.for_this_run(LANGUAGE, "sv")
    settings.for_this_run(SPEED, Speed.OFF)
    assert (settings[LANGUAGE], settings[SPEED]) == ("sv", Speed.OFF)
    assert settings.is_chosen(LANGUAGE) and not settings.is_chosen(SPEED)
    settings.save()
    assert json.loads(path.read_text())["language"] == "nb" and json.loads(path.read_text())["speed"] == ""


def test_a_choice_takes_the_place_of_the_runs_value_and_says_whether_it_changes_the_file(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "settings.json")
    settings.for_this_run(SPEED, Speed.NORMAL)
    # The same speed, but chosen now: the file changes from "" to "normal".
    assert settings.choose(SPEED, Speed.NORMAL) is True
    assert settings.choose(SPEED, Speed.NORMAL) is False
    settings.for_this_run(SPEED, Speed.FAST)
    assert settings.choose(SPEED, Speed.SLOW) is True and settings[SPEED] is Speed.SLOW
    assert settings.as_dict()["speed"] == "slow"


def test_a_saved_size_that_is_no_base64_falls_back_to_none(tmp_path: Path) -> None:
    assert Settings(tmp_path / "settings.json", {"geometry": "%%%"})[GEOMETRY] == b""
    assert Settings(tmp_path / "settings.json", {"geometry": 12})[GEOMETRY] == b""



# -- issue 21: no value in the file stops a start ----------------------------------------------

def _write(config: Path, content: bytes) -> Path:
    config.mkdir(exist_ok=True)
    path = config / "settings.json"
    path.write_bytes(content)
    return path


def _garbage(path: Path, size: int) -> None:
    with path.open("wb") as file:
        file.write(os.urandom(1 << 16))
        file.truncate(size)


def test_a_nesting_200000_deep_is_kept_aside_instead_of_a_recursion_error(config: Path) -> None:
    path = _write(config, b'{"last_setup": ' + b"[" * 200_000 + b"]" * 200_000 + b"}")
    settings = Settings.load()
    assert settings.problem is not None and settings.problem.reason == "corrupt"
    assert settings.problem.kept_as is not None and not path.exists()


def test_a_geometry_that_is_not_ascii_falls_back_alone(config: Path) -> None:
    _write(config, '{"geometry": "ÅÄÖ", "speed": "slow"}'.encode())
    settings = Settings.load()
    assert settings.problem is None
    assert settings[GEOMETRY] == b"" and settings[SPEED] is Speed.SLOW


def test_an_unknown_value_with_a_lone_surrogate_is_not_kept_so_saving_works(config: Path) -> None:
    _write(config, b'{"later": "\\ud800", "kept": "yes", "last_setup": {"seats": [{"name": "\\udfff"}]}}')
    settings = Settings.load()
    assert settings[LAST_SETUP] is None
    settings.save()
    assert json.loads((config / "settings.json").read_text())["kept"] == "yes"


def test_an_unknown_name_with_a_lone_surrogate_is_not_kept_so_saving_works(config: Path) -> None:
    # (found by the fuzz test: the name was not checked, only the value)
    _write(config, b'{"\\ud800": null, "kept": "yes"}')
    settings = Settings.load()
    settings.save()
    assert json.loads((config / "settings.json").read_text(encoding="utf-8"))["kept"] == "yes"


@pytest.mark.parametrize("make", [
    lambda path: os.mkfifo(path),
    lambda path: path.symlink_to("/dev/zero"),
    lambda path: _garbage(path, 100 << 20),
    lambda path: path.mkdir(),
], ids=["fifo", "link-to-dev-zero", "100-MB", "folder"])
def test_what_is_no_settings_file_is_set_aside_at_once(config: Path, make) -> None:
    config.mkdir()
    path = config / "settings.json"
    make(path)
    settings = Settings.load()
    assert settings.problem is not None and settings.problem.kept_as is not None
    assert {o.name: settings[o] for o in SCHEMA} == {o.name: o.default for o in SCHEMA}
    settings.choose(HINTS, True)
    settings.save()
    assert path.is_file() and not path.is_symlink() and Settings.load()[HINTS] is True


@pytest.mark.parametrize("option", [EXPORT_FOLDER, HOUSE_RULES])
def test_a_value_that_cannot_be_written_back_reads_as_the_default_and_the_file_still_saves(
        tmp_path: Path, option: Option) -> None:
    """A lone surrogate in a folder's name or a saved set of rules: read as the default, and saving works."""
    bad = "\ud800" if option is EXPORT_FOLDER else [{"name": "\ud800", "rules": {}}]
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": SCHEMA_VERSION, option.name: bad}), encoding="utf-8")
    settings = Settings.load(path)
    assert settings[option] == option.default
    settings.save()
    assert Settings.load(path)[option] == option.default
