"""Texts for people, written beside the values they name and translated
where they are shown."""
from __future__ import annotations

from unodesk.engine.values import value


@value
class Text:
    """A text in English with the context its translations are filed under.

    The shared values (levels, rule settings, presets, seat names) hold a
    Text rather than a translated string: they stay the same values in every
    language, and whoever shows one translates it at that moment, so a
    change of language reaches it.
    """

    context: str
    source: str

    def translated(self) -> str:
        # Only what shows a text calls this, and Qt is loaded by then; the
        # modules below the view import these values without loading Qt.
        from PySide6.QtCore import QCoreApplication

        return QCoreApplication.translate(self.context, self.source)


def QT_TRANSLATE_NOOP(context: str, source: str) -> Text:  # Qt's name, which lupdate looks for
    """Marks `source` for the translators (lupdate finds it by this name)."""
    return Text(context, source)
