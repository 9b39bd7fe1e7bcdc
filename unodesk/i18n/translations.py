"""Loads the interface's language: unodesk's own texts and Qt's.

Qt's words (OK, Cancel, Yes, No, the file dialog) come from Qt's own
`qtbase_<code>.qm`, or from ours where Qt ships none (Norwegian bokmål).
"""
from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QObject, QTranslator

from unodesk import resources

from .languages import SOURCE_LANGUAGE, native_name

# A text of ours and one of Qt's, to tell whether a language is really in use.
CHECKED_TEXTS = (("MainWindow", "&Game"), ("QPlatformTheme", "Cancel"))


def qt_translations_dir() -> Path:
    return Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))


class Translations(QObject):
    """The interface's language: installs unodesk's and Qt's own translators.

    Installing or removing a translator sends LanguageChange to every widget,
    and each retranslates itself.
    """

    def __init__(self, app: QCoreApplication, folder: Path | None = None) -> None:
        super().__init__(app)
        self._app = app
        self._folder = folder or resources.TRANSLATIONS
        self._installed: list[QTranslator] = []
        self.language = SOURCE_LANGUAGE

    def switch(self, language: str) -> bool:
        """Returns False when the language's translation file is missing."""
        self.uninstall()
        self.language = language
        ours = QTranslator(self)
        # English reads the source texts; its file holds only plural forms.
        found = ours.load(str(self._folder / f"unodesk_{language}.qm"))
        qt = QTranslator(self)
        if qt.load(f"qtbase_{language}", str(self._folder)) or qt.load(
            f"qtbase_{language}", str(qt_translations_dir())
        ):
            self._install(qt)
        if found:
            self._install(ours)
        return found or language == SOURCE_LANGUAGE  # without its file English still reads well

    def problems(self) -> list[str]:
        """Why the interface is not in the chosen language (empty when it is):
        one of our texts and one of Qt's must read differently from English."""
        if self.language == SOURCE_LANGUAGE:
            return []
        # Texts looked up as the interface would, not texts for lupdate to file.
        lookup = QCoreApplication.translate
        return [
            f"{context} {source!r} is not in {native_name(self.language)}"
            for context, source in CHECKED_TEXTS
            if lookup(context, source) == source
        ]

    def uninstall(self) -> None:
        """Take this object's translators off the application (the source texts show again)."""
        for translator in self._installed:
            self._app.removeTranslator(translator)
        self._installed = []

    def _install(self, translator: QTranslator) -> None:
        self._app.installTranslator(translator)
        self._installed.append(translator)
