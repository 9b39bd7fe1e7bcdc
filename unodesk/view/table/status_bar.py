"""The status line under the table, kept true to what the table shows.

While a batch of events is being shown the line says the moment the table
shows (whose turn it still is), not the one already committed, and never
a question of the person's that was answered; the moment another seat's
turn or the round's end appears, it says that. A refusal and the moment's
prompt share the line, which never takes more than two lines of the tray:
what does not fit is cut with an ellipsis and read whole in its tooltip, so
the table never jumps.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QTextLayout

from unodesk.engine import IllegalAction, Play, PlayerView
from unodesk.i18n.messages import refusal_text
from unodesk.i18n.status import status_line

if TYPE_CHECKING:
    from .widget import TableWidget

# The status line never wraps to more lines than this.
MOST_LINES = 2


def fit_lines(text: str, font: QFont, width: int, lines: int = MOST_LINES) -> str:
    """`text` as it fits in `lines` lines of `width` pixels: whole when it
    does, else its first lines and the rest cut with an ellipsis."""
    if width <= 0 or not text:
        return text
    layout = QTextLayout(text, font)
    layout.beginLayout()
    starts = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    if len(starts) <= lines:
        return text
    head = [text[starts[i]:starts[i + 1]].strip() for i in range(lines - 1)]
    rest = text[starts[lines - 1]:].strip()
    return "\n".join([*head, QFontMetrics(font).elidedText(rest, Qt.TextElideMode.ElideRight, width)])


class StatusBar:
    """Words the table widget `table`'s status line."""

    def __init__(self, table: TableWidget) -> None:
        self.table = table
        self.refusal = ""
        self.reason = ""
        self.hint = ""
        # While a batch is shown: the views of the moment the table still shows (None: the committed ones).
        self._showing: tuple[PlayerView, ...] | None = None
        self._moving = False
        self._last: tuple[PlayerView, ...] = ()

    # ------------------------------------------------------------ what changes it

    def refused(self, action: object, error: IllegalAction) -> None:
        self.refusal = refusal_text(error, self.table.names)
        self.reason = error.reason
        if isinstance(action, Play):
            self.table.scene.shake(action.card)
        self.refresh()

    def show_hint(self, text: str) -> None:
        self.hint = text
        self.refusal = ""
        self.refresh()

    def batch_begins(self) -> None:
        """The table starts showing new events: it still shows the moment before them."""
        self.hint = self.refusal = ""
        self._moving = True
        self._showing = self._last
        self.refresh()

    def moment_shown(self) -> None:
        """Another seat's turn, or the round's end, is on the table now: the line says so."""
        if self._moving:
            self._showing = None
            self.refresh()

    def batch_shown(self) -> None:
        self._moving = False
        self._showing = None
        self._last = self.table.controller.seat_views()
        self.refresh()

    def round_laid(self) -> None:
        self.refusal = self.hint = ""
        self._moving = True
        self._showing = None
        self._last = ()

    # ------------------------------------------------------------ the words

    def text(self) -> str:
        t = self.table
        c = t.controller
        views = self._showing or c.seat_views()
        seat = c.shown_seat
        shown = not self._moving and seat is not None and seat < len(views) and not t.turned_down()
        prompt = t.tray.open_prompt()
        if prompt is not None and not self._moving:
            # What the open choice asks, not what the turn asked before it.
            return "  ".join(part for part in (self.refusal, prompt.question()) if part)
        setup = c.setup
        return status_line(
            views[seat] if shown else (views[0] if views else None),
            t.names,
            setup.persons if setup is not None else (),
            shown=shown,
            legal=c.legal_for_shown() if shown else (),
            uno_armed=c.uno_armed,
            handing_off=t.handing_off,
            refusal=self.refusal or self.hint,
            refusal_reason=self.reason if self.refusal else "",
        )

    def refresh(self) -> None:
        t = self.table
        t.view.setAccessibleDescription(t.scene.words())
        text = self.text()
        label = t.status
        label.setText(fit_lines(text, label.font(), label.contentsRect().width()))
        label.setToolTip(text if label.text() != text else "")
        label.setAccessibleDescription(text)
