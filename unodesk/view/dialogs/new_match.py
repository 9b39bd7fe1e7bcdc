"""The new-match dialog: who plays, with which deck, scoring and house rules."""
from __future__ import annotations

from collections.abc import Callable

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

from unodesk.engine import CUSTOM_EFFECTS, RuleSet
from unodesk.engine.rules import DECKS, SCORINGS
from unodesk.setup import (
    LEVEL_NAMES,
    LEVELS,
    MAX_SEATS,
    MIN_SEATS,
    MatchSetup,
    Preset,
    SeatKind,
    SeatSetup,
    apply_preset,
    default_seat,
    default_setup,
    matching_preset,
    person_name,
)

from .retranslating import Retranslating

# The on/off house rules, in the order the dialog lists them.
SWITCHES = (
    "challenge", "strict_wild_draw_four", "stacking", "seven_zero", "jump_in",
    "draw_until_playable", "no_wild_finish", "no_action_finish",
)


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
        if kind is SeatKind.PERSON:
            return person_name(self.index + 1)
        return default_seat(max(self.index, 1)).name

    def _kind_changed(self) -> None:
        kind = self.kind.currentData()
        self.level.setEnabled(kind is SeatKind.COMPUTER)
        # A default name follows the kind of seat; a typed one stays.
        defaults = {"", self._default_name(SeatKind.PERSON), self._default_name(SeatKind.COMPUTER)}
        if self.name.text().strip() in defaults:
            self.name.setText(self._default_name(kind))


class NewMatchDialog(Retranslating, QDialog):
    """Asks for a match; `setup()` is the answer once accepted."""

    def __init__(self, initial: MatchSetup | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_match_dialog")
        self._updating = False
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
        self.preset = _combo((*Preset, None), self._preset_chosen)
        self.deck = _combo(DECKS, self._rules_changed)
        self.scoring = _combo(SCORINGS, self._rules_changed)
        self.target = QSpinBox()
        self.target.setRange(50, 5000)
        self.target.setSingleStep(50)
        self.target.valueChanged.connect(self._rules_changed)
        self.hand_size = QSpinBox()
        self.hand_size.setRange(1, 10)
        self.hand_size.valueChanged.connect(self._rules_changed)
        self.rules_labels: dict[str, QLabel] = {}
        self.rules_explanations: dict[str, QLabel] = {}
        layout = QVBoxLayout(page)
        for key, widget in (
            ("preset", self.preset), ("deck", self.deck), ("scoring", self.scoring),
            ("target", self.target), ("hand_size", self.hand_size),
        ):
            label = QLabel()
            label.setBuddy(widget)
            row = _form()
            row.addRow(label, widget)
            layout.addLayout(row)
            explanation = _explanation()
            layout.addWidget(explanation)
            self.rules_labels[key] = label
            self.rules_explanations[key] = explanation
        layout.addStretch()
        return page

    def _house_rules_page(self) -> QWidget:
        page = QWidget()
        column = QVBoxLayout(page)
        self.switches: dict[str, QCheckBox] = {}
        self.house_explanations: dict[str, QLabel] = {}
        for name in SWITCHES:
            box = QCheckBox()
            box.toggled.connect(self._rules_changed)
            self.switches[name] = box
            column.addWidget(box)
            self.house_explanations[name] = _explanation()
            column.addWidget(self.house_explanations[name])
            if name == "draw_until_playable":
                column.addLayout(self._max_draws_row())
        self.custom_effect = _combo(CUSTOM_EFFECTS, self._rules_changed)
        self.custom_effect_label = QLabel()
        self.custom_effect_label.setBuddy(self.custom_effect)
        form = _form()
        form.addRow(self.custom_effect_label, self.custom_effect)
        column.addLayout(form)
        self.house_explanations["custom_effect"] = _explanation()
        column.addWidget(self.house_explanations["custom_effect"])
        column.addStretch()
        outer = QWidget()
        QVBoxLayout(outer).addWidget(_scrolling(page))
        return outer

    def _max_draws_row(self) -> QFormLayout:
        self.max_draws = QSpinBox()
        self.max_draws.setRange(1, 10)
        self.max_draws.valueChanged.connect(self._rules_changed)
        self.max_draws_label = QLabel()
        self.max_draws_label.setBuddy(self.max_draws)
        form = _form()
        form.addRow(self.max_draws_label, self.max_draws)
        self.house_explanations["max_draws"] = _explanation()
        form.addRow(self.house_explanations["max_draws"])
        return form

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
        return MatchSetup(seats, self.rules())

    def set_rules(self, rules: RuleSet) -> None:
        self._updating = True
        try:
            _select(self.deck, rules.deck)
            _select(self.scoring, rules.scoring)
            self.target.setValue(rules.target_score)
            self.hand_size.setValue(rules.hand_size)
            for name, box in self.switches.items():
                box.setChecked(getattr(rules, name))
            self.max_draws.setValue(rules.max_draws)
            _select(self.custom_effect, rules.custom_effect)
        finally:
            self._updating = False
        self._rules_changed()

    def rules(self) -> RuleSet:
        return RuleSet(
            deck=self.deck.currentData(),
            hand_size=self.hand_size.value(),
            target_score=self.target.value(),
            scoring=self.scoring.currentData(),
            max_draws=self.max_draws.value(),
            custom_effect=self.custom_effect.currentData(),
            **{name: box.isChecked() for name, box in self.switches.items()},
        )

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
        # Rules that do nothing under the others are greyed, not hidden.
        self.custom_effect.setEnabled(rules.deck != "classic")
        self.max_draws.setEnabled(not rules.draw_until_playable)
        self.switches["challenge"].setEnabled(not rules.strict_wild_draw_four)
        self._updating = True
        _select(self.preset, matching_preset(rules))
        self._updating = False

    def _show_seats(self, count: int) -> None:
        for row in self.rows:
            row.set_visible(row.index < count)

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
        _set_items(self.deck, [
            self.tr("108 cards (classic)"),
            self.tr("112 cards with Wild Shuffle Hands"),
            self.tr("112 cards with Wild Swap Hands"),
        ])
        _set_items(self.scoring, [self.tr("The winner scores the others' cards"), self.tr("Lowest total wins")])
        _set_items(self.custom_effect, [self.tr("Wild"), self.tr("Skip"), self.tr("Reverse"), self.tr("Draw Two"), self.tr("Swap Hands")])
        words = {
            "preset": (self.tr("&Table:"), self.tr("Choose how your table plays; changing any rule makes them your own.")),
            "deck": (self.tr("&Deck:"), self.tr("The 112-card decks add one special wild card and three customizable ones.")),
            "scoring": (self.tr("&Scoring:"), self.tr(
                "Either the round's winner scores every card left in the other hands, or each "
                "player scores their own left-over cards and the lowest total wins.")),
            "target": (self.tr("&Play to:"), self.tr("The match ends when someone's total reaches this score.")),
            "hand_size": (self.tr("&Cards dealt:"), self.tr("How many cards each player gets at the start of a round.")),
        }
        for key, (label, explanation) in words.items():
            self.rules_labels[key].setText(label)
            self.rules_explanations[key].setText(explanation)
        switches = {
            "challenge": (self.tr("Challenge a Wild Draw Four"), self.tr(
                "The player who must draw four may challenge; if it was a bluff, the one who played it draws.")),
            "strict_wild_draw_four": (self.tr("No bluffing with Wild Draw Four"), self.tr(
                "It can only be played with no card of the colour in play: simpler for young players.")),
            "stacking": (self.tr("Stacking"), self.tr(
                "Answer a Draw Two or Wild Draw Four with another; whoever cannot answer draws them all.")),
            "seven_zero": (self.tr("Sevens and zeros"), self.tr(
                "A 7 swaps hands with a player of your choice; a 0 passes every hand one seat along.")),
            "jump_in": (self.tr("Jump-in"), self.tr(
                "Anyone holding exactly the card on top of the pile may play it out of turn.")),
            "draw_until_playable": (self.tr("Draw until you can play"), self.tr(
                "A player who cannot play keeps drawing until a card fits.")),
            "no_wild_finish": (self.tr("No wild card last"), self.tr(
                "A wild card may not be the last card played; with only wild cards left you draw.")),
            "no_action_finish": (self.tr("No going out on an action card"), self.tr(
                "Going out on an action or wild card makes you draw one card instead of winning.")),
        }
        for name, (text, explanation) in switches.items():
            self.switches[name].setText(text)
            self.house_explanations[name].setText(explanation)
        self.max_draws_label.setText(self.tr("Cards to &draw when you cannot play:"))
        self.house_explanations["max_draws"].setText(self.tr(
            "Drawing stops at the first card that fits (the Norwegian table draws up to three)."))
        self.custom_effect_label.setText(self.tr("The customi&zable wild acts as:"))
        self.house_explanations["custom_effect"].setText(self.tr(
            "Agree before the match what the three blank wild cards of the 112-card decks do."))


def _scrolling(widget: QWidget) -> QScrollArea:
    area = QScrollArea()
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
    return area

