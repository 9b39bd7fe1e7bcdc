"""Widgets that set their texts again when the language changes."""
from __future__ import annotations

from PySide6.QtCore import QEvent


class Retranslating:
    """Mix in before the Qt widget class; the widget defines `retranslate()`.

    Installing or removing a QTranslator sends LanguageChange to every
    widget; each one words itself again from its tr() calls.
    """

    def retranslate(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)  # type: ignore[misc]
