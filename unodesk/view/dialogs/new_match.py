"""The new-match dialog: who plays, with which deck, scoring and house rules.

The rules' widgets are made from unodesk.setup's list of rule settings: a
switch is a check box, a number a spin box, a choice a combo box, each with
its one-line explanation under it.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from unodesk.engine import RuleSet
from unodesk.setup import (
    LEVEL_NAMES,
    LEVELS,
    MAX_SEATS,
    MIN_SEATS,
    Group,
    Kind,
    MatchSetup,
    Preset,
    RuleSetting,
    SeatKind,
    SeatSetup,
    apply_preset,
    default_name,
    default_seat,
    default_setup,
    matching_preset,
    rule_setting,
    settings_in,
)

from .retranslating import Retranslating


def _set_items(combo: QComboBox, texts: list[str]) -> None:
    """Name a combo's items (their data stays) without emitting a change."""
    for index, text in enumerate(texts):
        combo.setItemText(index, text)


def _combo(values: tuple, on_change: Callable[[], None]) -> QComboBox:
    combo = QComboBox()
    for value in values:
        combo.addItem("", value)
    combo.currentIndexChanged.connect(on_change)
    return combo


def _select(combo: QComboBox, value: object) -> None:
    combo.setCurrentIndex(max(0, combo.findData(value)))


def _form() -> QFormLayout:
    form = QFormLayout()
    # Spin boxes and combos as wide as their contents, not the whole dialog.
    form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
    return form


def _explanation() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setIndent(24)
    font = label.font()
    font.setPointSizeF(font.pointSizeF() * 0.9)
    label.setFont(font)
    return label


class SeatRow:
    """One seat's widgets: its name, a person or a computer, the level."""

    def __init__(self, index: int, grid: QGridLayout, row: int) -> None:
        self.index = index
        self.number = QLabel(str(index + 1))
        self.name = QLineEdit()
        self.name.setMaxLength(24)
        self.kind = _combo(tuple(SeatKind), self._kind_changed)
        self.level = _combo(LEVELS, lambda: None)
        for column, widget in enumerate((self.number, self.name, self.kind, self.level)):
            grid.addWidget(widget, row, column)

    def set_seat(self, seat: SeatSetup) -> None:
        _select(self.kind, seat.kind)
        _select(self.level, seat.level)
        self._kind_changed()
        self.name.setText(seat.name)

    def seat(self) -> SeatSetup:
        kind = self.kind.currentData()
        name = self.name.text().strip() or self._default_name(kind)
        return SeatSetup(name, kind, self.level.currentData())

    def set_visible(self, visible: bool) -> None:
        for widget in (self.number, self.name, self.kind, self.level):
            widget.setVisible(visible)

    def retranslate(self, kinds: list[str], levels: list[str], placeholder: str) -> None:
        _set_items(self.kind, kinds)
        _set_items(self.level, levels)
        self.name.setPlaceholderText(placeholder)

    def _default_name(self, kind: SeatKind) -> str:
        return default_name(self.index, kind)

    def _kind_changed(self) -> None:
        kind = self.kind.currentData()
        self.level.setEnabled(kind is SeatKind.COMPUTER)
        # A default name follows the kind of seat; a typed one stays.
        defaults = {"", self._default_name(SeatKind.PERSON), self._default_name(SeatKind.COMPUTER)}
        if self.name.text().strip() in defaults:
            self.name.setText(self._default_name(kind))


class RuleRow:
    """The widget of one rule setting, its label (none for a switch, whose
    text is its name) and its explanation."""

    def __init__(self, setting: RuleSetting, layout: QVBoxLayout, on_change: Callable[[], None]) -> None:
        self.setting = setting
        self._greyed = False
        self.label: QLabel | None = None
        if setting.kind is Kind.SWITCH:
            self.widget: QWidget = QCheckBox()
            self.widget.toggled.connect(on_change)
            layout.addWidget(self.widget)
        else:
            if setting.kind is Kind.NUMBER:
                self.widget = QSpinBox()
                self.widget.setRange(*setting.bounds)
                self.widget.setSingleStep(setting.step)
                self.widget.valueChanged.connect(on_change)
            else:
                self.widget = _combo(setting.values, on_change)
            self.label = QLabel()
            self.label.setBuddy(self.widget)
            row = _form()
            row.addRow(self.label, self.widget)
            layout.addLayout(row)
        self.widget.setObjectName(setting.field)
        self.explanation = _explanation()
        layout.addWidget(self.explanation)

    def value(self) -> object:
        widget = self.widget
        if isinstance(widget, QCheckBox):
            return self.setting.value_for(widget.isChecked())
        if isinstance(widget, QSpinBox):
            return widget.value()
        return widget.currentData()

    def set_value(self, value: object) -> None:
        widget = self.widget
        if isinstance(widget, QCheckBox):
            widget.setChecked(self.setting.ticked(value))
        elif isinstance(widget, QSpinBox):
            widget.setValue(int(value))
        else:
            _select(widget, value)

    def set_applies(self, applies: bool) -> None:
        """Greyed when it changes nothing here, with the reason under its explanation."""
        self.widget.setEnabled(applies)
        if self.label is not None:
            self.label.setEnabled(applies)
        self._greyed = not applies
        self._explain()

    def _explain(self) -> None:
        setting = self.setting
        text = setting.explanation.translated()
        if self._greyed and setting.greyed is not None:
            why = setting.greyed.translated()
            text = f"{text}\n{why}"
            self.widget.setToolTip(why)
        else:
            self.widget.setToolTip("")
        self.explanation.setText(text)

    def retranslate(self) -> None:
        setting = self.setting
        (self.label or self.widget).setText(setting.label.translated())
        self._explain()
        if isinstance(self.widget, QComboBox):
            _set_items(self.widget, [name.translated() for _, name in setting.choices])


class NewMatchDialog(Retranslating, QDialog):
    """Asks for a match; `setup()` is the answer once accepted."""

    def __init__(self, initial: MatchSetup | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_match_dialog")
        self._updating = False
        self.rule_rows: dict[str, RuleRow] = {}
        self.tabs = QTabWidget()
        self.tabs.addTab(self._players_page(), "")
        self.tabs.addTab(self._rules_page(), "")
        self.tabs.addTab(self._house_rules_page(), "")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(self.buttons)
        self.set_setup(initial or default_setup())
        self.retranslate()
        # Tall enough for every house rule on a large screen; on a 1024x640
        # one it fits with its title bar, and the house rules scroll.
        available = self.screen().availableGeometry().height()
        self.resize(620, max(420, min(720, available - 80)))

    # -- pages -----------------------------------------------------------
    def _players_page(self) -> QWidget:
        page = QWidget()
        self.seat_count = QSpinBox()
        self.seat_count.setRange(MIN_SEATS, MAX_SEATS)
        self.seat_count.valueChanged.connect(self._show_seats)
        self.seat_count_label = QLabel()
        self.seat_count_label.setBuddy(self.seat_count)
        form = _form()
        form.addRow(self.seat_count_label, self.seat_count)
        grid = QGridLayout()
        self.seat_headers = [QLabel() for _ in range(3)]
        for column, header in enumerate(self.seat_headers, start=1):
            grid.addWidget(header, 0, column)
        self.rows = [SeatRow(i, grid, i + 1) for i in range(MAX_SEATS)]
        grid.setColumnStretch(1, 1)
        # Keep the rows together at the top, whatever the number of seats.
        grid.setRowStretch(MAX_SEATS + 1, 1)
        seats = QWidget()
        seats.setLayout(grid)
        layout = QVBoxLayout(page)
        layout.addLayout(form)
        layout.addWidget(_scrolling(seats))
        return page

    def _rules_page(self) -> QWidget:
        page = QWidget()
        layout = QVBoxLayout(page)
        self.preset = _combo((*Preset, None), self._preset_chosen)
        self.preset_label = QLabel()
        self.preset_label.setBuddy(self.preset)
        row = _form()
        row.addRow(self.preset_label, self.preset)
        layout.addLayout(row)
        self.preset_explanation = _explanation()
        layout.addWidget(self.preset_explanation)
        self._add_rule_rows(Group.BASICS, layout)
        layout.addStretch()
        return page

    def _house_rules_page(self) -> QWidget:
        page = QWidget()
        column = QVBoxLayout(page)
        self._add_rule_rows(Group.HOUSE, column)
        column.addStretch()
        outer = QWidget()
        QVBoxLayout(outer).addWidget(_scrolling(page))
        return outer

    def _add_rule_rows(self, group: Group, layout: QVBoxLayout) -> None:
        for setting in settings_in(group):
            self.rule_rows[setting.field] = RuleRow(setting, layout, self._rules_changed)

    def rule_widget(self, field: str) -> QWidget:
        """The check box, spin box or combo box of a RuleSet field."""
        return self.rule_rows[field].widget

    # -- the setup -------------------------------------------------------
    def set_setup(self, setup: MatchSetup) -> None:
        count = len(setup.seats)
        for row in self.rows:
            row.set_seat(setup.seats[row.index] if row.index < count else default_seat(row.index))
        self.seat_count.setValue(count)
        self._show_seats(count)
        self.set_rules(setup.rules)

    def setup(self) -> MatchSetup:
        seats = tuple(row.seat() for row in self.rows[: self.seat_count.value()])
        rules = self.rules()
        teams = rule_setting("teams")
        if rules.teams and not teams.fits_table(len(seats)):
            rules = replace(rules, teams=False)  # greyed, and played without
        return MatchSetup(seats, rules)

    def set_rules(self, rules: RuleSet) -> None:
        self._updating = True
        try:
            for field, row in self.rule_rows.items():
                row.set_value(getattr(rules, field))
        finally:
            self._updating = False
        self._rules_changed()

    def rules(self) -> RuleSet:
        return RuleSet(**{field: row.value() for field, row in self.rule_rows.items()})

    def choose_preset(self, preset: Preset) -> None:
        _select(self.preset, preset)

    def _preset_chosen(self) -> None:
        preset = self.preset.currentData()
        if preset is not None and not self._updating:
            self.set_rules(apply_preset(preset, self.rules()))

    def _rules_changed(self) -> None:
        if self._updating:
            return
        rules = self.rules()
        players = self.seat_count.value()
        # Rules that do nothing under the others, or at this table, are greyed, not hidden.
        for row in self.rule_rows.values():
            row.set_applies(row.setting.applies(rules, players))
        self._updating = True
        _select(self.preset, matching_preset(rules))
        self._updating = False

    def _show_seats(self, count: int) -> None:
        for row in self.rows:
            row.set_visible(row.index < count)
        self._rules_changed()  # teams need an even table of four or more

    # -- words -----------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("New match"))
        for index, title in enumerate((self.tr("Players"), self.tr("Rules"), self.tr("House rules"))):
            self.tabs.setTabText(index, title)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start the match"))
        self.buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("Cancel"))
        self.seat_count_label.setText(self.tr("&Number of players:"))
        for header, text in zip(self.seat_headers, (self.tr("Name"), self.tr("Played by"), self.tr("Level"))):
            header.setText(text)
        kinds = [self.tr("Person"), self.tr("Computer")]
        levels = [LEVEL_NAMES[level].translated() for level in LEVELS]
        for row in self.rows:
            row.retranslate(kinds, levels, self.tr("Name"))
        _set_items(self.preset, [*(p.label.translated() for p in Preset), self.tr("Your own rules")])
        self.preset_label.setText(self.tr("&Table:"))
        self.preset_explanation.setText(self.tr("Choose how your table plays; changing any rule makes them your own."))
        for row in self.rule_rows.values():
            row.retranslate()


def _scrolling(widget: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area

