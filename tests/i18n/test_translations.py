"""The translations are complete, in step with the code, and load."""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

import unodesk
from unodesk import resources
from unodesk.i18n.languages import CODES, SOURCE_LANGUAGE

I18N = Path(__file__).resolve().parents[2] / "resources" / "i18n"
SRC = Path(unodesk.__file__).parent
LANGUAGES = tuple(code for code in CODES if code != SOURCE_LANGUAGE)
PLACEHOLDER = re.compile(r"\{[a-z_]+\}|%n|%\d|&(?!&)")


def messages(ts: Path):
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield name, message


def texts(translation: ET.Element) -> list[str]:
    forms = translation.findall("numerusform")
    return [f.text or "" for f in forms] if forms else [translation.text or ""]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_entry_is_translated(language):
    ts = I18N / f"unodesk_{language}.ts"
    unfinished = []
    for context, message in messages(ts):
        translation = message.find("translation")
        source = message.findtext("source")
        if translation.get("type") in ("unfinished", "vanished", "obsolete") or not all(texts(translation)):
            unfinished.append((context, source))
    assert unfinished == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_translations_keep_every_placeholder(language):
    for context, message in messages(I18N / f"unodesk_{language}.ts"):
        source = message.findtext("source")
        wanted = sorted(set(PLACEHOLDER.findall(source)) - {"&"})
        for text in texts(message.find("translation")):
            found = sorted(set(PLACEHOLDER.findall(text)) - {"&"})
            if message.get("numerus") == "yes":
                # a singular form may spell out the number ("one card")
                assert set(found) <= set(wanted), (context, source, text)
            else:
                assert found == wanted, (context, source, text)


def test_english_plurals_are_spelled_out():
    """English reads the source texts, but "%n card(s)" needs its two forms."""
    for context, message in messages(I18N / "unodesk_en.ts"):
        assert message.get("numerus") == "yes"
        forms = texts(message.find("translation"))
        assert len(forms) == 2 and all(forms), (context, message.findtext("source"))
        assert "(s)" not in "".join(forms)


def test_translation_sources_are_in_step_with_the_code(tmp_path):
    """Every tr() text of the program is in the .ts files (run `make ts`)."""
    lupdate = shutil.which("pyside6-lupdate", path=str(Path(sys.executable).parent))
    if lupdate is None:
        pytest.skip("pyside6-lupdate is not installed")
    fresh = tmp_path / "fresh.ts"
    shutil.copy(I18N / "unodesk_sv.ts", fresh)
    sources = sorted(str(p) for p in SRC.rglob("*.py"))
    subprocess.run([lupdate, "-no-obsolete", *sources, "-ts", str(fresh)], check=True, capture_output=True)
    missing = [
        (c, m.findtext("source"))
        for c, m in messages(fresh)
        if m.find("translation").get("type") == "unfinished"
    ]
    assert missing == []


@pytest.mark.parametrize(("language", "red"), [("sv", "röd"), ("nb", "rød"), ("nl", "rood")])
def test_the_compiled_translation_loads(qapp, language, red):
    translator = QTranslator()
    assert translator.load(str(resources.TRANSLATIONS / f"unodesk_{language}.qm"))
    assert translator.translate("names", "red") == red


def test_every_translated_text_is_a_literal_lupdate_can_read():
    """lupdate reads only literal texts, and files plural forms only for tr()."""
    import ast

    found = {m.findtext("source") for _c, m in messages(I18N / "unodesk_sv.ts")}
    problems = []
    for path in sorted(SRC.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            if isinstance(node.func, ast.Name) and node.func.id == "QT_TRANSLATE_NOOP":
                # A text marked where a shared value is defined (unodesk.setup).
                text = node.args[1] if len(node.args) > 1 else None
                if not isinstance(text, ast.Constant):
                    problems.append((path.name, node.lineno, "not a literal text"))
                elif text.value not in found:
                    problems.append((path.name, node.lineno, text.value))
                continue
            if not isinstance(node.func, ast.Attribute):
                continue
            if path.relative_to(SRC).as_posix() == "setup/texts.py":
                continue  # translates the texts marked with QT_TRANSLATE_NOOP, checked above
            func = node.func
            owner = func.value.id if isinstance(func.value, ast.Name) else None
            if func.attr == "tr" and owner == "self":
                text = node.args[0] if node.args else None
            elif func.attr == "translate" and owner == "QCoreApplication":
                text = node.args[1] if len(node.args) > 1 else None
                if len(node.args) > 3:
                    problems.append((path.name, node.lineno, "a count needs self.tr() for its plural forms"))
            else:
                continue
            if not isinstance(text, ast.Constant):
                problems.append((path.name, node.lineno, "not a literal text"))
            elif text.value not in found:
                problems.append((path.name, node.lineno, text.value))
    assert problems == []
