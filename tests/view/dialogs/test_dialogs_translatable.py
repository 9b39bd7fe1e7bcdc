"""Every text of the window and its dialogs reaches the translators.

Qt's lupdate reads the tr() calls; a text it files under no context (or
under another class than the one calling tr at run time) is never translated.
"""
from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import unodesk

SOURCES = [
    Path(unodesk.__file__).parent / "view" / "window.py",
    *sorted((Path(unodesk.__file__).parent / "app").glob("*.py")),
    *sorted((Path(unodesk.__file__).parent / "view" / "dialogs").glob("*.py")),
    *sorted((Path(unodesk.__file__).parent / "setup").glob("*.py")),
    *sorted((Path(unodesk.__file__).parent / "view" / "scores").glob("*.py")),
]
CLASS_CONTEXTS = {"AboutDialog", "MainWindow", "NewMatchDialog", "RoundSummaryDialog", "RulesHelpDialog",
                  "HistoryDialog", "ResumePrompt", "ScoresheetDialog", "StatisticsDialog", "FaceButton",
                  "FamilyRule", "HouseRulesBox", "Backups"}
MODULE_CONTEXTS = {"Levels", "Presets", "QuitQuestion", "RuleSettings", "SeatNames", "Speeds", "ScoreWords", "Looks",
                   "Avatars"}


def _extract(tmp_path: Path) -> dict[str, list[str]]:
    ts = tmp_path / "out.ts"
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    subprocess.run([str(lupdate), *map(str, SOURCES), "-ts", str(ts)], check=True, capture_output=True)
    root = ElementTree.parse(ts).getroot()
    return {
        (context.findtext("name") or ""): [m.findtext("source") for m in context.iter("message")]
        for context in root.iter("context")
    }


def test_every_text_is_filed_under_the_class_that_translates_it(tmp_path: Path) -> None:
    contexts = _extract(tmp_path)
    assert set(contexts) == CLASS_CONTEXTS | MODULE_CONTEXTS


def test_lupdate_finds_every_tr_call(tmp_path: Path) -> None:
    contexts = _extract(tmp_path)
    found = {text for texts in contexts.values() for text in texts}
    called = set()
    for source in SOURCES:
        code = source.read_text(encoding="utf-8")
        # Single-line literals are enough to catch a call lupdate cannot see.
        called |= {eval(m) for m in re.findall(r'(?:self\.tr|translate|QT_TRANSLATE_NOOP)\((?:"\w+", )?("[^"\n]*")\)', code)}
    assert called and called <= found
