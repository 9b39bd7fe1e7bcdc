"""Statistics per player name (and for computer players, per level), and a
chart of the running totals of one of their matches."""
from __future__ import annotations

import enum

from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QHeaderView, QLabel, QSplitter, QVBoxLayout, QWidget

from unodesk.persistence.scores import MatchSummary, PlayerStats, ScoreStore, name_key
from unodesk.setup import SeatKind

from .chart import RunningTotalsChart
from .faces import face_icon
from .felt_dialog import FeltDialog, RowsModel, paper_table
from .wording import date_time_text, fill, level_text, names_text, short_name, translate

# The matches offered for the chart: the newest ones of the chosen player.
CHART_MATCHES = 40


class Column(enum.IntEnum):
    PLAYER = 0
    KIND = 1
    MATCHES = 2
    WON = 3
    ROUNDS_WON = 4
    AVERAGE = 5
    BEST_ROUND = 6
    BEST_MATCH = 7


class StatisticsModel(RowsModel[PlayerStats, Column]):
    columns = Column
    right_aligned = frozenset(c for c in Column if c >= Column.MATCHES)

    def heading(self, column: Column) -> str:
        return {
            Column.PLAYER: translate("ScoreWords", "Player"), Column.KIND: translate("ScoreWords", "Plays as"),
            Column.MATCHES: translate("ScoreWords", "Matches"), Column.WON: translate("ScoreWords", "Won"),
            Column.ROUNDS_WON: translate("ScoreWords", "Rounds won"),
            Column.AVERAGE: translate("ScoreWords", "Points a round"),
            Column.BEST_ROUND: translate("ScoreWords", "Best round"),
            Column.BEST_MATCH: translate("ScoreWords", "Best match"),
        }[column]

    def heading_tip(self, column: Column) -> str | None:
        return {
            Column.MATCHES: translate("ScoreWords", "Finished matches played"),
            Column.WON: translate("ScoreWords", "Matches won"),
            Column.ROUNDS_WON: translate("ScoreWords", "Rounds in which this player went out first"),
            Column.AVERAGE: translate("ScoreWords",
                                      "Average points scored a round, in matches where the highest score wins"),
            Column.BEST_ROUND: translate("ScoreWords", "The most points scored in one round"),
            Column.BEST_MATCH: translate("ScoreWords", "The highest total at the end of a finished match"),
        }.get(column)

    def tip(self, stats: PlayerStats, column: Column) -> str:
        return stats.name if column is Column.PLAYER else self.text(stats, column)

    def more_data(self, stats: PlayerStats, column: Column, role: int):
        if role == Qt.ItemDataRole.DecorationRole and column is Column.PLAYER:
            return face_icon(stats.name, self.rows.index(stats))
        return None

    def text(self, stats: PlayerStats, column: Column) -> str:
        if column is Column.PLAYER:
            return short_name(stats.name)
        if column is Column.KIND:
            if stats.kind is SeatKind.PERSON:
                return translate("ScoreWords", "Person")
            return fill(translate("ScoreWords", "Computer, %1"), level_text(stats.level))
        if column is Column.AVERAGE:
            return "–" if stats.average_points is None else QLocale().toString(stats.average_points, "f", 1)
        value = {
            Column.MATCHES: stats.matches, Column.WON: stats.wins, Column.ROUNDS_WON: stats.rounds_won,
            Column.BEST_ROUND: stats.best_round, Column.BEST_MATCH: stats.best_match_total,
        }[column]
        return "–" if value is None else str(value)


class StatisticsDialog(FeltDialog):
    def __init__(self, store: ScoreStore, parent: QWidget | None = None, *, player: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics_dialog")
        self.store = store
        self.model = StatisticsModel(store.statistics(), self)
        self.table = paper_table(self.model, "statistics", Column.PLAYER)
        for column in Column:
            if column is not Column.PLAYER:
                self.table.horizontalHeader().setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        self.empty = self.note()
        self.chart_label = QLabel()
        self.matches = QComboBox()
        self.matches.setObjectName("chart_match")
        self.matches.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.matches.setMinimumContentsLength(24)
        self.chart_label.setBuddy(self.matches)
        self.chart = RunningTotalsChart()
        self._offered: list[MatchSummary] = []
        self._shown = False
        self.close_button = self.button("close", self.accept)
        chart_box = QWidget()
        chart_layout = QVBoxLayout(chart_box)
        chart_layout.setContentsMargins(0, 6, 0, 0)
        picker = QHBoxLayout()
        picker.addWidget(self.chart_label)
        picker.addWidget(self.matches, 1)
        chart_layout.addLayout(picker)
        chart_layout.addWidget(self.chart, 1)
        self.splitter = QSplitter(Qt.Orientation.Vertical)
        self.splitter.addWidget(self.table)
        self.splitter.addWidget(chart_box)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.setStretchFactor(0, 2)
        self.splitter.setStretchFactor(1, 3)
        self.arrange([self.splitter, self.empty], [], [self.close_button])
        has_stats = bool(self.model.rows)
        self.splitter.setVisible(has_stats)
        self.empty.setVisible(not has_stats)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._player_chosen())
        self.matches.currentIndexChanged.connect(lambda _index: self._match_chosen())
        self.retranslate()
        self.fit_screen(1000, 700)
        if has_stats:
            self.select_player(player)
        self.table.setFocus()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if not self._shown:
            # The players' table as tall as its rows need, up to half the window.
            self._shown = True
            table = self.table
            wanted = table.horizontalHeader().height() + table.verticalHeader().length() + 2 * table.frameWidth() + 4
            total = sum(self.splitter.sizes())
            top = min(wanted, total // 2)
            self.splitter.setSizes([top, total - top])

    def select_player(self, name: str | None) -> None:
        row = 0
        if name is not None:
            key = name_key(name)
            row = next((i for i, s in enumerate(self.model.rows) if name_key(s.name) == key), 0)
        self.table.selectRow(row)

    def selected(self) -> PlayerStats | None:
        rows = self.table.selectionModel().selectedRows()
        return self.model.row(rows[0].row()) if rows else None

    def _player_chosen(self) -> None:
        stats = self.selected()
        self._offered = [] if stats is None else [
            s for s in self.store.history(stats.name, limit=CHART_MATCHES) if s.rounds]
        self.matches.blockSignals(True)
        self.matches.clear()
        for summary in self._offered:
            self.matches.addItem(self._match_text(summary), summary.match_id)
        self.matches.blockSignals(False)
        self._match_chosen()

    def _match_text(self, summary: MatchSummary) -> str:
        return fill(self.tr("%1: %2"), date_time_text(summary.started), names_text(summary.names))

    def _match_chosen(self) -> None:
        match_id = self.matches.currentData()
        sheet = self.store.scoresheet(match_id) if match_id is not None else None
        stats = self.selected()
        highlight = None
        if sheet is not None and stats is not None:
            key = name_key(stats.name)
            highlight = next((s.seat for s in sheet.summary.seats if name_key(s.name) == key), None)
        self.chart.set_sheet(sheet, highlight)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.empty.setText(self.tr("No match has been played yet."))
        self.chart_label.setText(self.tr("&Running totals in:"))
        self.close_button.setText(self.tr("Close"))
        self.model.retitle()
        for index, summary in enumerate(self._offered):
            self.matches.setItemText(index, self._match_text(summary))
