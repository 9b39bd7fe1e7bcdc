"""The scoresheet, history and statistics windows over a prepared database."""
from __future__ import annotations

import csv
import re
from datetime import datetime, timedelta
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QPoint, Qt, QTimer
from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QFileDialog, QMessageBox

from unodesk.app.smoke import OFFSCREEN_LIMITS
from unodesk.engine import RuleSet
from unodesk.persistence.scores import CSV_COLUMNS, MatchState, ScoreStore
from unodesk.session import MatchLog
from unodesk.setup import NAME_LIMIT, MatchSetup, short_name
from unodesk.view.scores import exporting, history_dialog
from unodesk.view.scores.history_dialog import Column, HistoryDialog
from unodesk.view.scores.resume_prompt import ResumeChoice, ResumePrompt, offer_text
from unodesk.view.scores.scoresheet_dialog import ScoresheetDialog
from unodesk.view.scores.sheet_layout import STAR, wrapped_lines
from unodesk.view.scores.sheet_view import round_tip
from unodesk.view.scores.statistics_dialog import StatisticsDialog
from unodesk.view.scores.wording import duration_text, when_text

from .prepared import LONG_NAME, START, Clock, play_match, seats

pytestmark = pytest.mark.qt_log_ignore(OFFSCREEN_LIMITS)


def finished_ids(store: ScoreStore) -> list[int]:
    return [s.match_id for s in store.history(states=[MatchState.FINISHED], limit=None)]


# -- the scoresheet -------------------------------------------------------------------

def test_the_scoresheet_has_a_row_a_round_and_a_column_a_player(qtbot, store: ScoreStore) -> None:
    match_id = finished_ids(store)[-1]
    dialog = ScoresheetDialog(store, match_id)
    qtbot.addWidget(dialog)
    dialog.resize(1000, 600)
    dialog.show()
    qtbot.waitExposed(dialog)
    sheet = dialog.sheet
    g = dialog.view.geometry_
    assert sheet is not None and g is not None
    assert len(g.rows) == len(sheet.rows) > 0
    assert [r.totals for r in sheet.rows][-1] == sheet.totals == sheet.summary.totals
    # Each round's points add up to its running total.
    for before, row in zip(((0,) * len(sheet.summary.seats),) + tuple(r.totals for r in sheet.rows), sheet.rows):
        assert tuple(b + p for b, p in zip(before, row.points)) == row.totals
    assert "Anna" in dialog.windowTitle()


def test_the_sheet_of_the_match_in_play_is_read_again_after_a_round(qtbot, tmp_path: Path) -> None:
    clock = Clock()
    store = ScoreStore.open(tmp_path / "scores.sqlite3", clock=clock.monotonic, now=clock.now)
    dialog = ScoresheetDialog(store)  # no match yet
    qtbot.addWidget(dialog)
    assert dialog.sheet is None and dialog.empty.isVisibleTo(dialog)
    assert not dialog.csv_button.isEnabled()
    log = MatchLog.begin(MatchSetup(seats("Anna", "Nils"), RuleSet(target_score=500)), seed=3)
    store.begin_match(log)
    dialog.refresh()
    assert dialog.sheet is not None and dialog.sheet.rows == ()
    import random

    from tests.persistence.scores.helpers import play_rounds

    play_rounds(log, random.Random(3), 2, store)
    dialog.refresh()
    assert len(dialog.sheet.rows) == 2
    store.close()


def test_winner_leader_dealer_and_take_backs_are_marked_by_shape_as_well(qtbot, tmp_path: Path) -> None:
    """A sheet explained in words: the tooltip of a cell says who dealt,
    who went out, and that a turn was taken back."""
    clock = Clock()
    store = ScoreStore.open(tmp_path / "scores.sqlite3", clock=clock.monotonic, now=clock.now)
    import random

    from tests.persistence.scores.helpers import play_rounds, step

    log = MatchLog.begin(MatchSetup(seats("Anna", "Nils", "Bo"), RuleSet(target_score=500)), seed=8)
    store.begin_match(log)
    rng = random.Random(8)
    # Play until Anna's turn can be taken back, then take it back.
    for _ in range(400):
        if log.take_back_point(0).possible:
            store.keep(log.take_back(0).change)
            break
        step(log, rng, store)
    assert log.take_backs == 1
    play_rounds(log, rng, 1, store)
    sheet = store.scoresheet()
    row = sheet.rows[0]
    assert row.had_take_backs
    tip = round_tip(sheet, 0, row.went_out)
    assert "dealt by " + sheet.summary.seats[row.dealer].name in tip
    assert "went out" in tip and "Turns taken back: 1." in tip
    view = ScoresheetDialog(store)
    qtbot.addWidget(view)
    g = view.view.geometry_
    assert [key for key, _ in g.legend_items()] == ["out", "lead", "dealt", "take_back"]
    assert sheet.leaders() != ()
    store.close()


def test_names_longer_than_twenty_characters_are_cut_and_shown_whole_in_the_tooltip(qtbot, store) -> None:
    match_id = next(s.match_id for s in store.history(limit=None) if LONG_NAME in s.names)
    dialog = ScoresheetDialog(store, match_id)
    qtbot.addWidget(dialog)
    dialog.resize(1000, 600)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert len(short_name(LONG_NAME)) == NAME_LIMIT and short_name(LONG_NAME).endswith("…")
    assert short_name("Anna") == "Anna"
    g = dialog.view.geometry_
    seat = dialog.sheet.summary.names.index(LONG_NAME)
    x = round(g.column_x(seat) + g.column / 2)
    y = round(g.title_height + g.names_height / 2)
    assert LONG_NAME in dialog.view.tip_at(QPoint(x, y))


@pytest.mark.parametrize("players", [2, 6, 10])
def test_the_sheet_fits_a_1024_by_640_screen_without_scrolling_sideways(qtbot, tmp_path, players) -> None:
    clock = Clock()
    store = ScoreStore.open(tmp_path / "scores.sqlite3", clock=clock.monotonic, now=clock.now)
    names = [f"{LONG_NAME[:12]} {i}" for i in range(players)]
    play_match(store, clock, MatchSetup(seats(*names), RuleSet(target_score=100)), seed=players, rounds=3)
    dialog = ScoresheetDialog(store, store.history()[0].match_id)
    qtbot.addWidget(dialog)
    dialog.resize(1024 - 24, 640 - 48)
    dialog.show()
    qtbot.waitExposed(dialog)
    view = dialog.view
    assert view.horizontalScrollBar().maximum() == 0
    g = view.geometry_
    assert g.header_height + g.footer_height + 3 * g.row_height <= view.viewport().height()
    metrics = QFontMetricsF(g.fonts.name, view.viewport())
    for name in names:
        for line in wrapped_lines(short_name(name), g.fonts.name, g.column - 8 * g.unit, g.name_lines):
            assert metrics.horizontalAdvance(line) <= g.column - 8 * g.unit + 1
    store.close()


def test_a_long_match_prints_on_several_pages_with_the_totals_at_the_end(store, tmp_path) -> None:
    clock = Clock()
    long_store = ScoreStore.open(tmp_path / "long.sqlite3", clock=clock.monotonic, now=clock.now)
    play_match(long_store, clock, MatchSetup(seats("Anna", "Nils", "Bo"), RuleSet(target_score=5000)), seed=4,
               rounds=70)
    sheet = long_store.scoresheet(long_store.history()[0].match_id)
    out = tmp_path / "sheet.pdf"
    assert exporting.write_pdf(out, sheet)
    data = out.read_bytes()
    assert data.startswith(b"%PDF")
    assert len(re.findall(rb"/Type\s*/Page\b", data)) >= 2
    short = tmp_path / "short.pdf"
    assert exporting.write_pdf(short, store.scoresheet(finished_ids(store)[0]))
    assert len(re.findall(rb"/Type\s*/Page\b", short.read_bytes())) == 1
    long_store.close()


def test_export_as_csv_asks_where_and_writes_the_match_in_the_languages_separator(qtbot, store, tmp_path,
                                                                                  monkeypatch) -> None:
    QLocale.setDefault(QLocale(QLocale.Language.Swedish, QLocale.Country.Sweden))
    out = tmp_path / "anna"  # the suffix is added
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: (str(out), ""))
    match_id = finished_ids(store)[0]
    dialog = ScoresheetDialog(store, match_id)
    qtbot.addWidget(dialog)
    dialog.csv_button.click()
    written = out.with_suffix(".csv")
    with written.open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f, delimiter=";"))
    sheet = store.scoresheet(match_id)
    assert len(rows[0]) == len(CSV_COLUMNS)
    assert len(rows) == 1 + len(sheet.rows) * len(sheet.summary.seats)
    assert {int(r[0]) for r in rows[1:]} == {match_id}


def test_a_csv_that_cannot_be_written_is_said_and_nothing_is_lost(qtbot, store, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda *args, **kw: (str(tmp_path / "missing" / "x.csv"), ""))
    warned: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: warned.append(text))
    dialog = HistoryDialog(store)
    qtbot.addWidget(dialog)
    dialog.all_button.click()
    assert warned and "x.csv" in warned[0]
    assert store.count_matches() == 5


def test_cancelling_the_file_dialog_writes_nothing(qtbot, store, monkeypatch) -> None:
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *args, **kw: ("", ""))
    dialog = ScoresheetDialog(store, finished_ids(store)[0])
    qtbot.addWidget(dialog)
    assert exporting.export_csv(dialog, store, finished_ids(store)[0]) is None
    assert exporting.save_pdf(dialog, dialog.sheet) is None


# -- the history ----------------------------------------------------------------------

def test_the_history_lists_matches_newest_first_with_their_details(qtbot, store) -> None:
    dialog = HistoryDialog(store)
    qtbot.addWidget(dialog)
    model = dialog.model
    assert model.rowCount() == 5 and model.count == 5
    started = [s.started for s in model.matches]
    assert started == sorted(started, reverse=True)
    text = lambda row, column: model.data(model.index(row, column))  # noqa: E731
    assert text(0, Column.WINNER) == "Still being played"
    assert text(0, Column.DATE) == "Fri 21 Mar 2025, 16:05"
    finished = model.matches[1]
    assert text(1, Column.WINNER) == finished.winner_name
    assert text(1, Column.ROUNDS) == str(finished.rounds)
    assert text(1, Column.PLAYERS) == "Anna, Nils"
    assert "to 150" in text(1, Column.RULES)
    assert "Dutch house rules" in text(2, Column.RULES) and "lowest wins" in text(2, Column.RULES)
    assert dialog.count_label.text() == "5 matches"


def test_the_history_filters_by_player(qtbot, store) -> None:
    dialog = HistoryDialog(store)
    qtbot.addWidget(dialog)
    names = [dialog.filter.itemText(i) for i in range(dialog.filter.count())]
    assert names[0] == "Everyone" and "Åsa" in names and "Anna" in names
    dialog.filter.setCurrentIndex(dialog.filter.findData("Åsa"))
    assert dialog.model.rowCount() == 1 and "Åsa" in dialog.model.matches[0].names
    dialog.filter.setCurrentIndex(0)
    assert dialog.model.rowCount() == 5


def test_a_long_history_is_read_a_page_at_a_time(qtbot, store, monkeypatch) -> None:
    monkeypatch.setattr(history_dialog, "PAGE", 2)
    dialog = HistoryDialog(store)
    qtbot.addWidget(dialog)
    model = dialog.model
    assert model.rowCount() == 2 and model.canFetchMore()
    while model.canFetchMore():
        model.fetchMore()
    assert [s.match_id for s in model.matches] == [s.match_id for s in store.history(limit=None)]


def test_opening_a_match_shows_its_scoresheet(qtbot, store) -> None:
    dialog = HistoryDialog(store)
    qtbot.addWidget(dialog)
    dialog.table.selectRow(3)
    dialog.open_button.click()
    sheet = dialog.sheet_dialog
    assert sheet is not None and sheet.isVisible()
    assert sheet.sheet.summary.match_id == dialog.model.matches[3].match_id
    sheet.close_button.click()
    assert dialog.sheet_dialog is None


def _answer_delete(dialog: HistoryDialog, answer: str) -> None:
    box = dialog.confirmation
    role = QMessageBox.ButtonRole.DestructiveRole if answer == "delete" else QMessageBox.ButtonRole.RejectRole
    next(b for b in box.buttons() if box.buttonRole(b) == role).click()


@pytest.mark.parametrize("answer", ["delete", "keep"])
def test_deleting_a_match_asks_first(qtbot, store, answer) -> None:
    dialog = HistoryDialog(store)
    qtbot.addWidget(dialog)
    dialog.table.selectRow(1)
    chosen = dialog.selected()
    assert dialog.delete_button.isEnabled()
    QTimer.singleShot(0, lambda: _answer_delete(dialog, answer))
    if answer == "delete":
        dialog.delete_button.click()
    else:
        dialog.show()
        qtbot.keyClick(dialog.table, Qt.Key.Key_Delete)
    left = [s.match_id for s in store.history(limit=None)]
    if answer == "delete":
        assert chosen.match_id not in left and dialog.model.rowCount() == 4 and store.scoresheet(chosen.match_id) is None
    else:
        assert chosen.match_id in left and dialog.model.rowCount() == 5


def test_the_match_being_played_cannot_be_deleted(qtbot, store) -> None:
    dialog = HistoryDialog(store)
    qtbot.addWidget(dialog)
    dialog.table.selectRow(0)
    assert dialog.selected().state is MatchState.IN_PROGRESS
    assert not dialog.delete_button.isEnabled()
    assert dialog.delete_button.toolTip()


def test_an_empty_history_says_so_and_offers_nothing_to_open(qtbot, empty_store) -> None:
    dialog = HistoryDialog(empty_store)
    qtbot.addWidget(dialog)
    assert dialog.model.rowCount() == 0
    assert not dialog.open_button.isEnabled() and not dialog.all_button.isEnabled()
    assert dialog.count_label.text() == "0 matches"


# -- statistics -----------------------------------------------------------------------

def test_statistics_per_player_and_computers_per_level(qtbot, store) -> None:
    dialog = StatisticsDialog(store, player="Anna")
    qtbot.addWidget(dialog)
    rows = {(s.name, s.kind.value, s.level): s for s in dialog.model.rows}
    anna = rows[("Anna", "person", None)]
    assert anna.matches == 3  # finished ones: the match in play does not count yet
    assert ("Anna", "computer", "hard") in rows  # the same name as a computer is kept apart
    nils_levels = {k[2] for k in rows if k[0] == "Nils"}
    assert nils_levels == {"normal"}
    assert dialog.selected().name == "Anna" and dialog.selected().kind.value == "person"
    model = dialog.model
    row = dialog.model.rows.index(anna)
    assert model.data(model.index(row, 1)) == "Person"
    assert model.data(model.index(row, 2)) == "3"
    assert dialog.matches.count() >= 3
    assert dialog.chart.sheet is not None
    assert dialog.chart.highlight == dialog.chart.sheet.summary.names.index("Anna")


def test_the_chart_follows_the_match_chosen(qtbot, store) -> None:
    dialog = StatisticsDialog(store, player="Noor")
    qtbot.addWidget(dialog)
    dialog.resize(900, 600)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.matches.count() == 1
    sheet = dialog.chart.sheet
    assert sheet.summary.names[0] == "Noor" and dialog.chart.highlight == 0
    dialog.chart.grab()  # paints without a warning


def test_statistics_of_an_empty_history(qtbot, empty_store) -> None:
    dialog = StatisticsDialog(empty_store)
    qtbot.addWidget(dialog)
    assert dialog.model.rowCount() == 0
    assert dialog.empty.isVisibleTo(dialog) and not dialog.splitter.isVisibleTo(dialog)


# -- the offer to go on ----------------------------------------------------------------

def test_the_resume_prompt_names_the_day_and_the_totals(qtbot, store) -> None:
    unfinished = store.unfinished()
    now = unfinished.summary.started + timedelta(days=2)
    prompt = ResumePrompt(unfinished, now=now)
    qtbot.addWidget(prompt)
    text = offer_text(unfinished.summary, now)
    anna, nils, bo, long = unfinished.summary.totals
    assert text == f"Continue the match from Friday, 16:05? Anna {anna}, Nils {nils}, Bo {bo}, Bartholomew-Alexand… {long}"
    assert prompt.question.text() == "Continue the match from Friday, 16:05?"
    assert "Round 5 is under way" in prompt.where.text()


@pytest.mark.parametrize("button, choice", [("continue", ResumeChoice.CONTINUE),
                                            ("new_match", ResumeChoice.NEW_MATCH)])
def test_the_resume_prompt_remembers_the_choice(qtbot, store, button, choice) -> None:
    prompt = ResumePrompt(store.unfinished())
    qtbot.addWidget(prompt)
    prompt.show()
    getattr(prompt, f"{button}_button").click()
    assert prompt.choice is choice


def test_closing_the_resume_prompt_gives_nothing_up(qtbot, store) -> None:
    prompt = ResumePrompt(store.unfinished())
    qtbot.addWidget(prompt)
    prompt.show()
    qtbot.keyClick(prompt, Qt.Key.Key_Escape)
    assert prompt.choice is None and not prompt.isVisible()


def test_when_a_match_began_is_said_as_one_says_it() -> None:
    now = datetime(2025, 3, 14, 20, 0, tzinfo=START.tzinfo)
    assert when_text(START, now) == "Sunday, 14:05"
    assert when_text(now.replace(hour=9, minute=30), now) == "today, 09:30"
    assert when_text(now - timedelta(days=1), now) == "yesterday, 20:00"
    assert when_text(START - timedelta(days=30), now) == "Fri 7 Feb 2025, 14:05"
    assert duration_text(0) == "–" and duration_text(20) == "under a minute"
    assert duration_text(23 * 60) == "23 min" and duration_text(65 * 60) == "1 h 05 min"


def test_the_star_is_a_shape_and_the_font_has_it(qapp) -> None:
    from unodesk.view import theme

    # By code point: PySide6 6.11.3 turns a non-ASCII str into the wrong QChar for inFont.
    assert QFontMetricsF(theme.figure_font(10)).inFontUcs4(ord(STAR))


def test_print_goes_through_the_systems_print_dialog(qtbot, store, tmp_path, monkeypatch) -> None:
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    out = tmp_path / "printed.pdf"

    def accepted(dialog: QPrintDialog) -> int:
        # A system without printers prints to a PDF file, as if chosen.
        dialog.printer().setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        dialog.printer().setOutputFileName(str(out))
        return QPrintDialog.DialogCode.Accepted

    monkeypatch.setattr(QPrintDialog, "exec", accepted)
    dialog = ScoresheetDialog(store, finished_ids(store)[0])
    qtbot.addWidget(dialog)
    dialog.print_button.click()
    assert out.read_bytes().startswith(b"%PDF")
    monkeypatch.setattr(QPrintDialog, "exec", lambda d: QPrintDialog.DialogCode.Rejected)
    out.unlink()
    dialog.print_button.click()
    assert not out.exists()


def test_a_match_in_teams_shows_each_teams_total(store) -> None:
    """When the engine plays in teams the store writes each seat's team; the sheet adds them up."""
    import dataclasses

    from unodesk.view.scores.sheet_layout import SheetWords

    sheet = store.scoresheet(finished_ids(store)[-1])  # four seats
    seats = tuple(dataclasses.replace(s, team=s.seat % 2) for s in sheet.summary.seats)
    teamed = dataclasses.replace(sheet, summary=dataclasses.replace(sheet.summary, seats=seats))
    totals = sheet.totals
    assert SheetWords.of(teamed).teams == (f"Team 1: {totals[0] + totals[2]}", f"Team 2: {totals[1] + totals[3]}")
    assert SheetWords.of(sheet).teams == ()


def test_each_player_wears_their_face_in_the_statistics_and_the_winner_in_the_history(qtbot, store) -> None:
    from unodesk.view.scores.statistics_dialog import Column as StatsColumn
    from unodesk.view.scores.statistics_dialog import StatisticsDialog
    from unodesk.view.table.avatars import face_of, remember_faces

    remember_faces([("Anna", "owl")])
    assert face_of("anna") == "owl"
    stats = StatisticsDialog(store, player="Anna")
    qtbot.addWidget(stats)
    row = next(i for i, s in enumerate(stats.model.rows) if s.name == "Anna")
    icon = stats.model.data(stats.model.index(row, StatsColumn.PLAYER), Qt.ItemDataRole.DecorationRole)
    assert icon is not None and not icon.isNull()
    history = HistoryDialog(store)
    qtbot.addWidget(history)
    won = next(i for i, s in enumerate(history.model.matches) if s.winner is not None)
    icon = history.model.data(history.model.index(won, Column.WINNER), Qt.ItemDataRole.DecorationRole)
    assert icon is not None and not icon.isNull()
