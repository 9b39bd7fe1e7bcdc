"""One list of languages: the .ts files, the menu, --lang and the settings agree with it."""
from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from unodesk import resources
from unodesk.app.command_line import parse_args
from unodesk.i18n.languages import CODES, LANGUAGES, SOURCE_LANGUAGE, language_for_locale, native_name
from unodesk.i18n.translations import Translations, qt_translations_dir
from unodesk.persistence.settings import LANGUAGE, Settings

TS_DIR = Path(__file__).resolve().parents[2] / "resources" / "i18n"
TRANSLATED = [code for code in CODES if code != SOURCE_LANGUAGE]


def test_every_language_has_its_ts_file_and_every_ts_file_its_language() -> None:
    on_disk = sorted(p.stem.removeprefix("unodesk_") for p in TS_DIR.glob("unodesk_*.ts"))
    assert on_disk == sorted(CODES)


def test_each_ts_file_says_its_language() -> None:
    for code in CODES:
        declared = ET.parse(TS_DIR / f"unodesk_{code}.ts").getroot().get("language", "")
        assert declared.split("_")[0] == code


def test_the_build_compiled_every_language() -> None:
    for code in CODES:
        assert (resources.TRANSLATIONS / f"unodesk_{code}.qm").is_file(), code


def test_the_command_line_and_the_settings_take_every_language(tmp_path: Path) -> None:
    settings = Settings(tmp_path / "s.json")
    for code in CODES:
        assert parse_args(["--lang", code]).lang == code
        settings.choose(LANGUAGE, code)
        assert settings[LANGUAGE] == code


def test_names_are_in_their_own_words() -> None:
    assert native_name("sv") == "Svenska" and native_name("nb") == "Norsk bokmål"
    assert len({language.native_name for language in LANGUAGES}) == len(LANGUAGES)


@pytest.mark.parametrize(("locale", "code"), [
    ("sv_SE", "sv"), ("nb_NO", "nb"), ("nn_NO", "nb"), ("no", "nb"), ("nl_BE", "nl"),
    ("en_GB", "en"), ("de_DE", "en"), ("C", "en"), ("", "en"),
])
def test_the_system_locale_picks_a_language_we_speak(locale: str, code: str) -> None:
    assert language_for_locale(locale) == code


@pytest.mark.parametrize("code", TRANSLATED)
def test_qt_s_own_words_exist_for_every_language(qapp, code: str) -> None:
    """OK and Cancel in the language: Qt's catalogue, or ours where Qt has none."""
    translator = QTranslator()
    assert translator.load(f"qtbase_{code}", str(resources.TRANSLATIONS)) or translator.load(
        f"qtbase_{code}", str(qt_translations_dir()))
    assert translator.translate("QPlatformTheme", "Cancel") not in ("", "Cancel")


@pytest.mark.parametrize(("code", "cancel", "game"), [("sv", "Avbryt", "&Spel"), ("nb", "Avbryt", "&Spill"), ("nl", "Annuleren", "&Spel")])
def test_switching_loads_our_texts_and_qt_s(qapp, code: str, cancel: str, game: str) -> None:
    translations = Translations(QCoreApplication.instance())
    try:
        assert translations.switch(code)
        assert translations.problems() == []
        assert QCoreApplication.translate("QPlatformTheme", "Cancel") == cancel
        assert QCoreApplication.translate("MainWindow", "&Game") == game
    finally:
        translations.switch("en")


def test_a_language_that_did_not_load_is_a_problem(qapp, tmp_path: Path) -> None:
    translations = Translations(QCoreApplication.instance(), tmp_path)
    try:
        assert not translations.switch("sv")
        problems = translations.problems()
        assert any("&Game" in p and "Svenska" in p for p in problems)
    finally:
        translations.switch("en")
    assert translations.problems() == []


def test_our_bokmal_catalogue_of_qt_words_is_complete_and_keeps_placeholders() -> None:
    root = ET.parse(TS_DIR / "qtbase_nb.ts").getroot()
    assert root.get("language") == "nb_NO"
    messages = list(root.iter("message"))
    assert len(messages) > 100
    for message in messages:
        source, translation = message.findtext("source"), message.find("translation")
        assert translation.get("type") is None and translation.text, source
        assert ("%1" in source) == ("%1" in translation.text), source
        assert source.count("&") == translation.text.count("&"), source


def test_the_print_dialog_speaks_bokmal(qapp) -> None:
    """The scoresheet's Print… opens Qt's print dialog, whose words Qt has in no bokmål: ours."""
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter
    from PySide6.QtWidgets import QAbstractButton, QGroupBox, QLabel, QTabWidget

    english = {
        message.findtext("source")
        for context in ET.parse(TS_DIR / "qtbase_nb.ts").getroot().iter("context")
        if context.findtext("name").startswith(("QPrint", "QPageSetup", "QCups"))
        for message in context.iter("message")
        if message.findtext("source") != message.findtext("translation")
    }
    translations = Translations(QCoreApplication.instance())
    try:
        translations.switch("nb")
        dialog = QPrintDialog(QPrinter())
        texts = {w.text() for w in dialog.findChildren(QLabel)} | {w.text() for w in dialog.findChildren(QAbstractButton)}
        texts |= {w.title() for w in dialog.findChildren(QGroupBox)}
        texts |= {tabs.tabText(i) for tabs in dialog.findChildren(QTabWidget) for i in range(tabs.count())}
        assert dialog.windowTitle() == "Skriv ut"
        assert texts & english == set()
        dialog.deleteLater()
    finally:
        translations.switch("en")
