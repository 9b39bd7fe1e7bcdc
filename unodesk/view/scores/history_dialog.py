"""The match history: past matches newest first, a filter by player, and
from there each match's scoresheet, the statistics, export and delete."""
from __future__ import annotations

import enum
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QModelIndex, QObject, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QKeySequence
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QMessageBox, QWidget

from unodesk.persistence.scores import MatchState, MatchSummary, ScoreStore

from . import exporting
from .faces import face_icon
from .felt_dialog import ROOT, FeltDialog, ModelIndex, RowsModel, paper_table
from .wording import date_time_text, duration_text, fill, names_text, rules_text, state_text, totals_text, translate

if TYPE_CHECKING:
    from .scoresheet_dialog import ScoresheetDialog
    from .statistics_dialog import StatisticsDialog

# Matches read at a time: the first page shows at once, more as one scrolls.
PAGE = 50


class Column(enum.IntEnum):
    DATE = 0
    PLAYERS = 1
    RULES = 2
    WINNER = 3
    ROUNDS = 4
    DURATION = 5


class HistoryModel(RowsModel[MatchSummary, Column]):
    """Matches newest first, read a page at a time."""

    columns = Column
    right_aligned = frozenset({Column.ROUNDS, Column.DURATION})

    def __init__(self, store: ScoreStore, parent: QWidget | None = None) -> None:
        super().__init__([], parent)
        self.store = store
        self.player: str | None = None
        self.count = 0
        self.reload()

    @property
    def matches(self) -> list[MatchSummary]:
        return self.rows

    def reload(self, player: str | None = None) -> None:
        self.beginResetModel()
        self.player = player
        self.count = self.store.count_matches(player)
        self.rows = self.store.history(player, limit=PAGE)
        self.endResetModel()

    def canFetchMore(self, parent: ModelIndex = ROOT) -> bool:
        return not parent.isValid() and len(self.rows) < self.count

    def fetchMore(self, parent: ModelIndex = ROOT) -> None:
        more = self.store.history(self.player, limit=PAGE, offset=len(self.rows))
        if more:
            self.beginInsertRows(QModelIndex(), len(self.rows), len(self.rows) + len(more) - 1)
            self.rows += more
            self.endInsertRows()
        else:
            self.count = len(self.rows)

    def remove(self, match_id: int) -> None:
        for row, summary in enumerate(self.rows):
            if summary.match_id == match_id:
                self.beginRemoveRows(QModelIndex(), row, row)
                del self.rows[row]
                self.count -= 1
                self.endRemoveRows()
                return

    def heading(self, column: Column) -> str:
        return {
            Column.DATE: translate("ScoreWords", "Date"), Column.PLAYERS: translate("ScoreWords", "Players"),
            Column.RULES: translate("ScoreWords", "Rules"), Column.WINNER: translate("ScoreWords", "Winner"),
            Column.ROUNDS: translate("ScoreWords", "Rounds"), Column.DURATION: translate("ScoreWords", "Time played"),
        }[column]

    def tip(self, summary: MatchSummary, column: Column) -> str:
        if column in (Column.PLAYERS, Column.WINNER):
            return "\n".join(f"{s.name}: {s.total}" for s in summary.seats)
        return self.text(summary, column)

    def more_data(self, summary: MatchSummary, column: Column, role: int):
        if role == Qt.ItemDataRole.DecorationRole and column is Column.WINNER and summary.winner is not None:
            return face_icon(summary.seats[summary.winner].name, summary.winner)
        if role == Qt.ItemDataRole.FontRole and column is Column.WINNER:
            font = QFont()
            # A winner is written plainly; "not finished" and the like stand apart by their slant.
            font.setItalic(summary.state is not MatchState.FINISHED)
            font.setBold(summary.state is MatchState.FINISHED)
            return font
        if role == Qt.ItemDataRole.UserRole:
            return summary.match_id
        return None

    def text(self, summary: MatchSummary, column: Column) -> str:
        if column is Column.DATE:
            return date_time_text(summary.started)
        if column is Column.PLAYERS:
            return names_text(summary.names)
        if column is Column.RULES:
            return rules_text(summary)
        if column is Column.WINNER:
            return state_text(summary)
        if column is Column.ROUNDS:
            return str(summary.rounds)
        return duration_text(summary.seconds)


class HistoryDialog(FeltDialog):
    """`changed` is emitted after a match is deleted."""

    changed = Signal()

    def __init__(self, store: ScoreStore, parent: QWidget | None = None, *,
                 open_statistics: Callable[[], None] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("history_dialog")
        self.store = store
        self.model = HistoryModel(store, self)
        self.filter_label = QLabel()
        self.filter = QComboBox()
        self.filter.setObjectName("player_filter")
        self.filter.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.filter.setMinimumContentsLength(14)
        self.filter_label.setBuddy(self.filter)
        self.count_label = self.note()
        self.count_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.table = paper_table(self.model, "history", Column.PLAYERS)
        self.table.installEventFilter(self)
        self.confirmation: QMessageBox | None = None
        self.table.doubleClicked.connect(lambda _index: self.open_selected())
        self.table.activated.connect(lambda _index: self.open_selected())
        self.open_button = self.button("open", self.open_selected)
        self.statistics_button = self.button("statistics", open_statistics or self.open_statistics)
        self.csv_button = self.button("export_csv", lambda: self._with_selected(
            lambda s: exporting.export_csv(self, self.store, s.match_id)))
        self.all_button = self.button("export_all", lambda: exporting.export_csv(self, self.store))
        self.delete_button = self.button("delete", self.delete_selected)
        self.close_button = self.button("close", self.accept)
        top = QHBoxLayout()
        top.addWidget(self.filter_label)
        top.addWidget(self.filter)
        top.addStretch()
        top.addWidget(self.count_label)
        self.arrange([top, self.table], [self.open_button, self.statistics_button, self.csv_button, self.all_button],
                     [self.delete_button, self.close_button])
        self.sheet_dialog: ScoresheetDialog | None = None
        self.statistics_dialog: StatisticsDialog | None = None
        self._fill_filter()
        self.filter.currentIndexChanged.connect(self._filter_chosen)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._selection_changed())
        self.model.modelReset.connect(self._selection_changed)
        self.model.rowsRemoved.connect(lambda *_: self._selection_changed())
        self.retranslate()
        self._size_columns()
        self.fit_screen(1000, 640)
        if self.model.rowCount():
            self.table.selectRow(0)
        self._selection_changed()
        self.table.setFocus()

    def _fill_filter(self) -> None:
        self.filter.blockSignals(True)
        current = self.filter.currentData()
        self.filter.clear()
        self.filter.addItem("", None)
        for name in sorted(self.store.player_names(kind=None), key=str.casefold):
            self.filter.addItem(name, name)
            self.filter.setItemData(self.filter.count() - 1, name, Qt.ItemDataRole.ToolTipRole)
        found = self.filter.findData(current) if current is not None else 0
        self.filter.setCurrentIndex(max(0, found))
        self.filter.blockSignals(False)

    def _filter_chosen(self) -> None:
        self.model.reload(self.filter.currentData())
        if self.model.rowCount():
            self.table.selectRow(0)
        self._count()

    def _size_columns(self) -> None:
        metrics = self.table.fontMetrics()
        # Wide enough for any date, the rules of the first page (within reason) and any time played.
        sample = date_time_text(datetime(2025, 9, 24, 22, 59))
        rules = [metrics.horizontalAdvance(rules_text(m)) for m in self.model.matches] or [160]
        widths = {
            Column.DATE: metrics.horizontalAdvance(sample) + 24,
            Column.RULES: min(max(rules), 260) + 24,
            Column.WINNER: metrics.horizontalAdvance("M" * 10) + 24,
            Column.ROUNDS: metrics.horizontalAdvance(self.model.headerData(Column.ROUNDS, Qt.Orientation.Horizontal))
            + 28,
            Column.DURATION: max(
                metrics.horizontalAdvance(self.model.headerData(Column.DURATION, Qt.Orientation.Horizontal)),
                metrics.horizontalAdvance(duration_text(10 * 3600 + 59 * 60)),
            )
            + 28,
        }
        for column, width in widths.items():
            self.table.setColumnWidth(column, width)

    # -- the selected match ---------------------------------------------
    def selected(self) -> MatchSummary | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.row(rows[0].row()) if rows else None

    def _with_selected(self, work: Callable[[MatchSummary], object]) -> None:
        summary = self.selected()
        if summary is not None:
            work(summary)

    def _selection_changed(self) -> None:
        summary = self.selected()
        for button in (self.open_button, self.csv_button):
            button.setEnabled(summary is not None)
        in_play = summary is not None and summary.state is MatchState.IN_PROGRESS
        self.delete_button.setEnabled(summary is not None and not in_play)
        self.delete_button.setToolTip(self.tr("The match being played cannot be deleted.") if in_play else "")
        self.all_button.setEnabled(self.model.count > 0)
        self._count()

    def _count(self) -> None:
        self.count_label.setText(self.tr("%n match(es)", "", self.model.count))

    def open_selected(self) -> None:
        summary = self.selected()
        if summary is None:
            return
        from .scoresheet_dialog import ScoresheetDialog

        dialog = ScoresheetDialog(self.store, summary.match_id, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _result: setattr(self, "sheet_dialog", None))
        self.sheet_dialog = dialog
        dialog.open()

    def open_statistics(self) -> None:
        from .statistics_dialog import StatisticsDialog

        dialog = StatisticsDialog(self.store, self, player=self.filter.currentData())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(lambda _result: setattr(self, "statistics_dialog", None))
        self.statistics_dialog = dialog
        dialog.open()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        # Delete on the list asks to delete the chosen match, as the button does.
        if (
            watched is self.table
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.matches(QKeySequence.StandardKey.Delete)
        ):
            self.delete_selected()
            return True
        return super().eventFilter(watched, event)

    def delete_selected(self) -> None:
        summary = self.selected()
        if summary is None or summary.state is MatchState.IN_PROGRESS:
            return
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Delete this match?"),
            fill(
                self.tr("Delete the match of %1 (%2) for good? Its rounds leave the history and the statistics."),
                date_time_text(summary.started),
                totals_text(summary),
            ),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        delete = box.addButton(self.tr("Delete"), QMessageBox.ButtonRole.DestructiveRole)
        keep = box.addButton(self.tr("Keep it"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        self.confirmation = box
        box.exec()
        self.confirmation = None
        if box.clickedButton() is not delete:
            return
        row = self.table.selectionModel().selectedRows()[0].row()
        self.store.delete_match(summary.match_id)
        self.model.remove(summary.match_id)
        self._fill_filter()
        if self.model.rowCount():
            self.table.selectRow(min(row, self.model.rowCount() - 1))
        self._selection_changed()
        self.changed.emit()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Match history"))
        self.filter_label.setText(self.tr("&Player:"))
        self.filter.setItemText(0, self.tr("Everyone"))
        self.open_button.setText(self.tr("&Open scoresheet"))
        self.statistics_button.setText(self.tr("&Statistics…"))
        self.csv_button.setText(self.tr("Export &match…"))
        self.all_button.setText(self.tr("Export &all…"))
        self.delete_button.setText(self.tr("&Delete…"))
        self.close_button.setText(self.tr("Close"))
        self.model.retitle()
        self._count()
