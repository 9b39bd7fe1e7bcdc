"""Reading a file the game wrote, whatever lies in its place: only regular
files, at most a sensible size, JSON no deeper than a limit."""
from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from unodesk.persistence.reading import UnfitFile, can_write_json, fits_text, json_depth, load_json, read_bounded


def test_a_regular_file_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "f"
    path.write_bytes(b"abc" * 1000)
    assert read_bounded(path, 3000) == b"abc" * 1000


def test_a_file_larger_than_the_limit_is_refused_without_reading_it(tmp_path: Path) -> None:
    path = tmp_path / "f"
    with path.open("wb") as file:
        file.truncate(100 << 20)  # 100 MB, read in no time since it is not read
    with pytest.raises(UnfitFile):
        read_bounded(path, 1 << 20)


def test_a_fifo_is_refused_at_once_instead_of_waiting_for_a_writer(tmp_path: Path) -> None:
    path = tmp_path / "fifo"
    os.mkfifo(path)
    outcome: list[BaseException] = []

    def read() -> None:
        try:
            read_bounded(path, 1000)
        except BaseException as error:
            outcome.append(error)

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    reader.join(5)
    assert not reader.is_alive(), "reading a FIFO waited for a writer"
    assert isinstance(outcome[0], UnfitFile)


@pytest.mark.parametrize("target", ["/dev/zero", "/dev/null", "."])
def test_a_link_to_a_device_or_a_folder_is_refused(tmp_path: Path, target: str) -> None:
    path = tmp_path / "link"
    path.symlink_to(tmp_path if target == "." else target)
    with pytest.raises(UnfitFile):
        read_bounded(path, 1000)


def test_a_link_to_a_regular_file_is_read(tmp_path: Path) -> None:
    (tmp_path / "real").write_bytes(b"{}")
    (tmp_path / "link").symlink_to(tmp_path / "real")
    assert read_bounded(tmp_path / "link", 10) == b"{}"


def test_no_file_is_file_not_found(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        read_bounded(tmp_path / "none", 10)


def test_depth_counts_brackets_outside_strings_only() -> None:
    assert json_depth('{"a": [1, {"b": "[[[[{{{"}]}') == 3
    assert json_depth('"\\"[["') == 0
    assert json_depth("[" * 200_000 + "]" * 200_000, stop_at=32) == 33


def test_a_nesting_deeper_than_the_limit_is_a_value_error_not_a_recursion_error() -> None:
    with pytest.raises(ValueError):
        load_json("[" * 200_000 + "]" * 200_000, 32)
    assert load_json("[[[]]]", 3) == [[[]]]


def test_text_that_cannot_be_written_back_is_told() -> None:
    assert fits_text("Åsa 🦊", 10)
    assert not fits_text("a\ud800", 10)
    assert not fits_text("x" * 11, 10)
    assert not fits_text(3, 10)
    assert can_write_json({"a": ["b"]}) and not can_write_json({"a": "\udfff"})
