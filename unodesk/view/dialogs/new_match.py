"""The new-match window: who sits at the table, how the table plays, and
every rule behind a "More rules" step.

Three pages in the table's look: the players as seats around a table (a
badge, a name, a person or a computer and its level); the rules as a few
clear choices (the presets, the score to reach, the scoring, teams); and
more rules, where every rule setting has its widget, made from
unodesk.setup's list: a switch is a check box, a number a spin box, a
choice a combo box, each with its one-line explanation under it.
"""
from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from unodesk.engine import RuleSet
from unodesk.persistence.house_rules import HouseRules
from unodesk.setup import (
    MAX_SEATS,
    NAME_LIMIT,
    Group,
    MatchSetup,
    Preset,
    apply_preset,
    default_setup,
    matching_preset,
    rule_setting,
    settings_in,
)

from .. import theme
from .family_rule import FamilyRule
from .house_rules_box import HouseRulesBox
from .retranslating import Retranslating
from .rule_widgets import PresetChoice, RuleRow, explanation_label, form_layout, title_label
from .rule_words import preset_summary
from .seat_table import SeatCount, SeatTable, retranslate_rows, seat_rows, select

# The rules a family agrees on for every match, on the rules page; the rest
# of the basics (the deck, the cards dealt) are among the more rules.
MATCH_RULES = ("target_score", "scoring", "teams")


class Page:
    PLAYERS, RULES, MORE_RULES = range(3)


class NewMatchDialog(Retranslating, QDialog):
    """Asks for a match; `setup()` is the answer once accepted. The family's
    saved house rules are offered beside the presets; `house_rules_changed`
    says their list after a save, rename or delete."""

    house_rules_changed = Signal(object)  # tuple[HouseRules, ...]

    def __init__(self, initial: MatchSetup | None = None, parent: QWidget | None = None,
                 house_rules: tuple[HouseRules, ...] = ()) -> None:
        super().__init__(parent)
        self._saved_rules = house_rules
        self.setObjectName("new_match_dialog")
        self.setStyleSheet(theme.felt_dialog_style())
        self._updating = False
        self.rule_rows: dict[str, RuleRow] = {}
        self.heading = title_label(1.5)
        self.steps = [QPushButton(self) for _ in range(2)]
        steps = QHBoxLayout()
        steps.setSpacing(4)
        steps.addWidget(self.heading)
        steps.addStretch()
        for index, step in enumerate(self.steps):
            step.setObjectName("step")
            step.setCheckable(True)
            step.setAutoDefault(False)
            step.clicked.connect(lambda _=False, i=index: self.show_page(i))
            steps.addWidget(step)
        self.pages = QStackedWidget()
        self.pages.addWidget(self._players_page())
        self.pages.addWidget(self._rules_page())
        self.pages.addWidget(self._more_rules_page())
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        start = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        start.setProperty("primary", True)
        self.back_button = QPushButton()
        self.back_button.setAutoDefault(False)
        self.back_button.clicked.connect(self._back)
        self.next_button = QPushButton()
        self.next_button.setAutoDefault(False)
        self.next_button.clicked.connect(self._next)
        self.buttons.addButton(self.back_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        layout.addLayout(steps)
        layout.addWidget(self.pages, 1)
        layout.addWidget(self.buttons)
        self.set_setup(initial or default_setup())
        self.show_page(Page.PLAYERS)
        self.retranslate()
        # As large as a table of ten needs on a large screen; on a 1024x640
        # one it fits with its title bar, and the more rules scroll.
        available = self.screen().availableGeometry()
        self.resize(min(940, available.width() - 24), max(460, min(680, available.height() - 80)))

    # -- pages -----------------------------------------------------------
    def _players_page(self) -> QWidget:
        page = QWidget()
        self.seat_count = SeatCount()
        self.seat_count.valueChanged.connect(self._show_seats)
        self.seat_count_label = QLabel()
        self.seat_count_label.setBuddy(self.seat_count)
        form = form_layout()
        form.addRow(self.seat_count_label, self.seat_count)
        self.seat_table = SeatTable(MAX_SEATS)
        self.rows = self.seat_table.rows
        self.name_note = explanation_label()
        self.name_note.setObjectName("name_note")
        self.name_note.setIndent(0)
        top = QHBoxLayout()
        top.addLayout(form)
        top.addStretch()
        top.addWidget(self.name_note)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addLayout(top)
        layout.addWidget(self.seat_table, 1)
        # Tab goes round the table in seat order.
        previous: QWidget = self.seat_count.group.button(MAX_SEATS)
        for row in self.rows:
            for widget in (row.name, row.kind, row.level):
                QWidget.setTabOrder(previous, widget)
                previous = widget
        return page

    def _rules_page(self) -> QWidget:
        page = QWidget()
        self.preset_heading = title_label(1.1)
        self.preset = PresetChoice((*Preset, None))
        self.preset.currentIndexChanged.connect(self._preset_chosen)
        self.house_rules = HouseRulesBox(self._saved_rules)
        self.house_rules.picked.connect(self._house_rules_picked)
        self.house_rules.changed.connect(self.house_rules_changed)
        self.match_heading = title_label(1.1)
        match_rules = QVBoxLayout()
        match_rules.setSpacing(4)
        for field in MATCH_RULES:
            setting = next(s for s in settings_in(Group.BASICS) if s.field == field)
            self.rule_rows[field] = RuleRow(setting, match_rules, self._rules_changed)
        self.more_button = QPushButton()
        self.more_button.setObjectName("more_rules")
        self.more_button.setAutoDefault(False)
        self.more_button.clicked.connect(self.show_more_rules)
        self.more_note = explanation_label()
        self.more_note.setIndent(0)
        more = QHBoxLayout()
        more.addWidget(self.more_button)
        more.addWidget(self.more_note, 1)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 4, 0, 0)
        layout.addWidget(self.preset_heading)
        layout.addWidget(self.preset)
        layout.addWidget(self.house_rules)
        layout.addSpacing(6)
        layout.addWidget(self.match_heading)
        layout.addLayout(match_rules)
        layout.addStretch()
        layout.addLayout(more)
        return _scrolling(page)

    def _more_rules_page(self) -> QWidget:
        page = QWidget()
        self.more_heading = title_label(1.1)
        self.more_explanation = explanation_label()
        self.more_explanation.setIndent(0)
        self.deck_heading = title_label(1.0)
        self.house_heading = title_label(1.0)
        layout = QVBoxLayout(page)
        layout.setContentsMargins(0, 4, 12, 0)
        layout.setSpacing(3)
        layout.addWidget(self.more_heading)
        layout.addWidget(self.more_explanation)
        layout.addSpacing(6)
        layout.addWidget(self.deck_heading)
        for setting in settings_in(Group.BASICS):
            if setting.field not in MATCH_RULES:
                self.rule_rows[setting.field] = RuleRow(setting, layout, self._rules_changed)
        layout.addSpacing(6)
        layout.addWidget(self.house_heading)
        for setting in settings_in(Group.HOUSE):
            self.rule_rows[setting.field] = RuleRow(setting, layout, self._rules_changed)
            if setting.field == "custom_effect":  # the family's own words, under what the card does
                self.family_rule = FamilyRule(layout, page)
                self.family_rule.edit.textChanged.connect(self._rules_changed)
        layout.addStretch()
        return _scrolling(page)

    def show_page(self, page: int) -> None:
        self.pages.setCurrentIndex(page)
        for index, step in enumerate(self.steps):
            step.setChecked(index == min(page, Page.RULES))
        self.back_button.setVisible(page != Page.PLAYERS)
        self.next_button.setVisible(page == Page.PLAYERS)
        self._word_back()

    def show_more_rules(self) -> None:
        self.show_page(Page.MORE_RULES)

    def _next(self) -> None:
        self.show_page(Page.RULES)

    def _back(self) -> None:
        self.show_page(Page.RULES if self.pages.currentIndex() == Page.MORE_RULES else Page.PLAYERS)

    def rule_widget(self, field: str) -> QWidget:
        """The check box, spin box or combo box of a RuleSet field."""
        return self.rule_rows[field].widget

    # -- the setup -------------------------------------------------------
    def set_setup(self, setup: MatchSetup) -> None:
        seat_rows(self.rows, self.seat_count, setup)
        self._show_seats(len(setup.seats))
        self.family_rule.set_text(setup.custom_rule)
        self.set_rules(setup.rules)

    def setup(self) -> MatchSetup:
        seats = tuple(row.seat() for row in self.rows[: self.seat_count.value()])
        rules = self.rules()
        teams = rule_setting("teams")
        if rules.teams and not teams.fits_table(len(seats)):
            rules = replace(rules, teams=False)  # greyed, and played without
        return MatchSetup(seats, rules, custom_rule=self.family_rule.text())

    def set_rules(self, rules: RuleSet) -> None:
        self._updating = True
        try:
            for field, row in self.rule_rows.items():
                row.set_value(getattr(rules, field))
        finally:
            self._updating = False
        self._rules_changed()

    def rules(self) -> RuleSet:
        # Each row's widget holds a value of its rule's type (RuleRow.value).
        return RuleSet(**{field: row.value() for field, row in self.rule_rows.items()})  # type: ignore[arg-type]

    def choose_preset(self, preset: Preset) -> None:
        select(self.preset, preset)

    def _house_rules_picked(self, chosen: HouseRules) -> None:
        self.family_rule.set_text(chosen.custom_rule)
        self.set_rules(chosen.rules)

    def _preset_chosen(self) -> None:
        preset = self.preset.currentData()
        if isinstance(preset, Preset) and not self._updating:
            self.set_rules(apply_preset(preset, self.rules()))

    def _rules_changed(self) -> None:
        if self._updating:
            return
        rules = self.rules()
        players = self.seat_count.value()
        # Rules that do nothing under the others, or at this table, are greyed, not hidden.
        for row in self.rule_rows.values():
            row.set_applies(row.setting.applies(rules, players))
        self.family_rule.set_applies(self.rule_rows["custom_effect"].setting.applies(rules, players))
        self._updating = True
        select(self.preset, matching_preset(rules))
        self.house_rules.show_match(HouseRules("", rules, self.family_rule.text()))
        self._updating = False

    def _show_seats(self, count: int) -> None:
        self.seat_table.set_count(count)
        self._rules_changed()  # teams need an even table of four or more

    # -- words -----------------------------------------------------------
    def _word_back(self) -> None:
        if self.pages.currentIndex() == Page.MORE_RULES:
            self.back_button.setText(self.tr("< &Back to the rules"))
        else:
            self.back_button.setText(self.tr("< &Back"))

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New match"))
        self.heading.setText(self.tr("New match"))
        for step, text in zip(self.steps, (self.tr("1  Players"), self.tr("2  Rules")), strict=True):
            step.setText(text)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start the match"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.next_button.setText(self.tr("&Rules >"))
        self._word_back()
        self.seat_count_label.setText(self.tr("&Number of players:"))
        retranslate_rows(self.rows)
        self.name_note.setText(self.tr("A name can be up to %n characters long.", "", NAME_LIMIT))
        self.preset_heading.setText(self.tr("How does your table play?"))
        for index, preset in enumerate(Preset):
            self.preset.setItemText(index, preset.label.translated())
            self.preset.setItemExplanation(index, preset_summary(preset))
        own = len(Preset)
        self.preset.setItemText(own, self.tr("Your own rules"))
        self.preset.setItemExplanation(own, self.tr("Changing any rule makes the rules your own."))
        self.match_heading.setText(self.tr("The match"))
        self.more_button.setText(self.tr("&More rules…"))
        self.more_note.setText(self.tr("The deck, the cards dealt and every house rule."))
        self.more_heading.setText(self.tr("More rules"))
        self.deck_heading.setText(self.tr("The cards"))
        self.house_heading.setText(self.tr("House rules"))
        self.more_explanation.setText(self.tr(
            "Agree on these before you start. Rules that do nothing with the others chosen are greyed."))
        for rule_row in self.rule_rows.values():
            rule_row.retranslate()
        self.family_rule.retranslate()
        self.house_rules.retranslate()


def _scrolling(widget: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area
