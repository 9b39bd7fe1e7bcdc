"""Reading a file the game wrote, whatever another program or a crash left
in its place: checked readings that never hang, never fill the memory and
never raise anything but the errors they name.

- `read_bounded` opens only a regular file (a FIFO would wait for a writer
  for ever, a link to a device would never end) and reads at most a
  sensible size.
- `load_json` parses JSON no deeper than a limit (Python's parser raises
  RecursionError, not ValueError, on a deep enough nesting).
- `fits_text` says whether a text can be written back as UTF-8 within a
  length (a lone surrogate from a JSON escape cannot).
"""
from __future__ import annotations

import json
import os
import re
import stat
from pathlib import Path
from typing import Any, TypeGuard


class UnfitFile(ValueError):
    """The path holds something that is not a file the game could have
    written: not a regular file, or far larger than any it writes."""

    def __init__(self, path: Path, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


# A FIFO opens without waiting for a writer (and is then refused); Windows has no such flag.
_OPEN_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)
_CHUNK = 1 << 16


def read_bounded(path: Path, limit: int) -> bytes:
    """The bytes of the regular file `path`, if it holds at most `limit` of
    them. Raises FileNotFoundError (no file), UnfitFile (a FIFO, a device, a
    folder or anything but a regular file, also behind a link; or more than
    `limit` bytes), or OSError (it cannot be read)."""
    fd = os.open(path, _OPEN_FLAGS)
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UnfitFile(path, "not a regular file")
        if info.st_size > limit:
            raise UnfitFile(path, f"{info.st_size} bytes, more than the {limit} a file of the game holds")
        chunks: list[bytes] = []
        size = 0
        # The size may change while it is read: never read past the limit.
        while size <= limit:
            chunk = os.read(fd, min(_CHUNK, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise UnfitFile(path, f"more than the {limit} bytes a file of the game holds")
        return b"".join(chunks)
    finally:
        os.close(fd)


# A JSON string (with its escapes) or one bracket: the brackets inside strings do not nest.
_TOKENS = re.compile(r'"(?:[^"\\]|\\.)*"|[\[\]{}]', re.DOTALL)


def json_depth(text: str, stop_at: int | None = None) -> int:
    """How deep the arrays and objects of `text` nest (0 for a plain value);
    counting stops once it passes `stop_at`."""
    depth = deepest = 0
    for token in _TOKENS.finditer(text):
        bracket = token.group()
        if bracket in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if stop_at is not None and deepest > stop_at:
                    break
        elif bracket in "]}":
            depth -= 1
    return deepest


def load_json(text: str, max_depth: int) -> Any:
    """The JSON value of `text`; ValueError for anything that is not JSON,
    or nests deeper than `max_depth`."""
    depth = json_depth(text, stop_at=max_depth)
    if depth > max_depth:
        raise ValueError(f"nested more than {max_depth} deep")
    try:
        return json.loads(text)
    except RecursionError:  # only if the counting above were wrong; never let it through
        raise ValueError(f"nested too deep to read (more than {max_depth})") from None


def fits_text(value: object, max_length: int | None = None) -> TypeGuard[str]:
    """Whether `value` is a text (of at most `max_length` characters, when
    given) that can be written as UTF-8 (no lone surrogate)."""
    if not isinstance(value, str) or (max_length is not None and len(value) > max_length):
        return False
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def can_write_json(value: object) -> bool:
    """Whether `value` can be written back as the UTF-8 JSON it was read from."""
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except (ValueError, TypeError, RecursionError):  # UnicodeEncodeError is a ValueError
        return False
    return True
