"""`unodesk --export-scores FILE.csv`: every finished round of the history
as CSV, and one plain sentence for whatever stands in the way.

It writes only to a new path or over a regular file (never through a
link, over a device, a FIFO or a folder), `-` to the standard output; it
reads the database without changing it, so it works while the game is
open. Names are shown as the terminal can show them, whatever bytes they
are made of.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TextIO

from unodesk.persistence.scores import STANDARD_OUTPUT, ExportCode, ExportResult, default_path, export_scores


def export(out: Path, database: Path | None = None) -> int:
    """Write the CSV; 0 when written, 1 (and the reason, once) when not."""
    database = default_path() if database is None else database
    result = export_scores(out, database=database)
    if result.code is ExportCode.WRITTEN and out == STANDARD_OUTPUT:
        sys.stdout.buffer.write(result.text.encode("utf-8"))
        sys.stdout.flush()
        _say(f"unodesk: {result.rows} rows written to the standard output.", sys.stderr)
    else:
        _say(sentence(result, database), sys.stdout if result.code is ExportCode.WRITTEN else sys.stderr)
    if result.skipped:
        _say(f"unodesk: {result.skipped} matches with a value this version cannot read were left out; "
             "the scores file keeps them as they are.", sys.stderr)
    return result.exit_code


def sentence(result: ExportResult, database: Path) -> str:
    """What happened, in one sentence a person can act on."""
    out, detail = shown(result.out), result.detail
    if result.code is ExportCode.WRITTEN:
        return f"unodesk: {result.rows} rows written to {out}."
    if result.code is ExportCode.NOT_A_FILE:
        return (f"unodesk: {out} is not a regular file (a link, a device, a pipe or a folder), so the scores were "
                "not exported: give the name of a new file or of an ordinary one.")
    if result.code is ExportCode.NEWER_VERSION:
        return (f"unodesk: the scores in {shown(database)} were saved by a newer version of unodesk, so they were "
                "not exported: export them with that version.")
    if result.code is ExportCode.UNREADABLE:
        return (f"unodesk: the scores file {shown(database)} cannot be read ({detail}), so the scores were not "
                "exported; the game keeps a damaged file aside at its next start.")
    return f"unodesk: {out} could not be written ({detail}), so the scores were not exported."


def shown(path: Path) -> str:
    """A path as text, bytes that are not UTF-8 replaced by a mark."""
    return os.fsencode(path).decode("utf-8", "replace")


def _say(text: str, stream: TextIO) -> None:
    encoding = getattr(stream, "encoding", None) or "utf-8"
    stream.write(text.encode(encoding, "replace").decode(encoding) + "\n")
    stream.flush()
