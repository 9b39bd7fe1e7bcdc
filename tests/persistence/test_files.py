"""The file helpers: atomic writes and a bad file kept aside."""
from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

import pytest

from unodesk.persistence import files as files_module
from unodesk.persistence.files import aside_name, set_aside, write_atomically


def test_write_atomically_replaces_through_a_file_in_the_same_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = []
    real_replace = os.replace

    def spy(src: str, dst: Path) -> None:
        seen.append((Path(src).parent, Path(dst).parent))
        real_replace(src, dst)

    monkeypatch.setattr(files_module.os, "replace", spy)
    target = tmp_path / "deep" / "file.json"
    write_atomically(target, "hello")
    assert target.read_text() == "hello"
    assert seen == [(target.parent, target.parent)]


def test_a_bad_file_is_kept_aside_never_over_another(tmp_path: Path) -> None:
    when = datetime(2025, 3, 9, 14, 5, 12)
    first = tmp_path / "settings.json"
    first.write_text("first")
    assert set_aside(first, when) == tmp_path / "settings.json.corrupt-20250309-140512"
    first.write_text("second")
    assert set_aside(first, when) == tmp_path / "settings.json.corrupt-20250309-140512-2"
    assert not first.exists()
    assert sorted(p.read_text() for p in tmp_path.iterdir()) == ["first", "second"]


def test_a_name_aside_is_free_for_the_companions_too(tmp_path: Path) -> None:
    when = datetime(2025, 3, 9, 14, 5, 12)
    database = tmp_path / "scores.sqlite3"
    (tmp_path / "scores.sqlite3.corrupt-20250309-140512-wal").write_text("an old log")
    assert aside_name(database, when) == tmp_path / "scores.sqlite3.corrupt-20250309-140512"
    assert aside_name(database, when, ("-wal",)) == tmp_path / "scores.sqlite3.corrupt-20250309-140512-2"
