"""The new-match dialog, the round summary and the rules page."""
from __future__ import annotations

import dataclasses

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QCheckBox, QComboBox, QDialogButtonBox

from tests.examples import examples
from unodesk.app.smoke import OFFSCREEN_LIMITS
from unodesk.engine import Card, RuleSet
from unodesk.setup import (
    RULE_SETTINGS,
    Group,
    Kind,
    MatchSetup,
    Preset,
    RoundResult,
    RuleSetting,
    SeatKind,
    SeatSetup,
    default_setup,
    matching_preset,
    settings_in,
)
from unodesk.view.dialogs.card_chips import card_image, card_strip, names_text
from unodesk.view.dialogs.new_match import NewMatchDialog
from unodesk.view.dialogs.round_summary import Choice, RoundSummaryDialog
from unodesk.view.dialogs.rule_words import plain
from unodesk.view.dialogs.rules_help import RulesHelpDialog

# The offscreen platform warns that it cannot do a window manager's work.
pytestmark = pytest.mark.qt_log_ignore(OFFSCREEN_LIMITS)


@pytest.fixture
def dialog(qtbot) -> NewMatchDialog:
    widget = NewMatchDialog()
    qtbot.addWidget(widget)
    return widget


def test_the_default_match_is_one_person_and_three_computers(dialog: NewMatchDialog) -> None:
    setup = dialog.setup()
    assert [s.kind for s in setup.seats] == [SeatKind.PERSON] + [SeatKind.COMPUTER] * 3
    assert setup.seats[0].name == "Player 1"
    assert len({s.name for s in setup.seats}) == 4
    assert setup.rules == RuleSet()
    assert setup == default_setup()


@pytest.mark.parametrize("preset", list(Preset))
def test_each_preset_gives_its_rules(dialog: NewMatchDialog, preset: Preset) -> None:
    dialog.preset.setCurrentIndex(dialog.preset.findData(preset))
    assert dialog.setup().rules == preset.rules
    assert dialog.preset.currentData() is preset


def test_the_norwegian_table_draws_up_to_three_and_never_ends_on_a_wild(dialog: NewMatchDialog) -> None:
    dialog.choose_preset(Preset.NORWEGIAN)
    rules = dialog.setup().rules
    assert (rules.max_draws, rules.no_wild_finish) == (3, True)


def test_a_preset_keeps_the_agreed_target_and_scoring(dialog: NewMatchDialog) -> None:
    dialog.rule_widget("target_score").setValue(200)
    dialog.rule_widget("scoring").setCurrentIndex(dialog.rule_widget("scoring").findData("lowest"))
    dialog.choose_preset(Preset.DUTCH)
    rules = dialog.setup().rules
    assert rules == dataclasses.replace(Preset.DUTCH.rules, target_score=200, scoring="lowest")
    assert dialog.preset.currentData() is Preset.DUTCH


def test_changing_a_rule_makes_the_rules_your_own(dialog: NewMatchDialog) -> None:
    dialog.choose_preset(Preset.SWEDISH)
    dialog.rule_widget("jump_in").setChecked(True)
    assert dialog.preset.currentData() is None
    assert dialog.setup().rules == dataclasses.replace(Preset.SWEDISH.rules, jump_in=True)
    dialog.rule_widget("jump_in").setChecked(False)
    assert dialog.preset.currentData() is Preset.SWEDISH


def _values(setting: RuleSetting) -> st.SearchStrategy:
    if setting.kind is Kind.SWITCH:
        return st.booleans()
    if setting.kind is Kind.NUMBER:
        return st.integers(*setting.bounds)
    return st.sampled_from(setting.values)


rule_sets = st.builds(RuleSet, **{setting.field: _values(setting) for setting in RULE_SETTINGS})


@settings(max_examples=examples(60), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(rules=rule_sets)
def test_every_rule_of_the_rule_set_has_a_widget(dialog: NewMatchDialog, rules: RuleSet) -> None:
    dialog.set_rules(rules)
    assert dialog.rules() == rules
    assert dialog.preset.currentData() is matching_preset(rules)


def test_every_rule_setting_is_named_and_explained(dialog: NewMatchDialog) -> None:
    assert set(dialog.rule_rows) == {field.name for field in dataclasses.fields(RuleSet)}
    for field, row in dialog.rule_rows.items():
        assert (row.label or row.widget).text(), field
        assert row.explanation.text(), field
        if isinstance(row.widget, QComboBox):
            assert all(row.widget.itemText(i) for i in range(row.widget.count())), field


def test_a_switch_is_a_check_box_with_its_name(dialog: NewMatchDialog) -> None:
    box = dialog.rule_widget("stacking")
    assert isinstance(box, QCheckBox) and box.text() == "Stacking"
    assert dialog.rule_rows["max_draws"].label.text() == "Cards to dra&w when you cannot play:"


def test_the_number_of_players_shows_that_many_seats(dialog: NewMatchDialog) -> None:
    dialog.seat_count.setValue(10)
    setup = dialog.setup()
    assert len(setup.seats) == 10
    assert len({s.name for s in setup.seats}) == 10
    dialog.seat_count.setValue(2)
    assert len(dialog.setup().seats) == 2
    assert not dialog.rows[2].name.isVisibleTo(dialog)


def test_a_seat_turned_person_gets_a_person_name_and_no_level(dialog: NewMatchDialog) -> None:
    row = dialog.rows[2]
    row.kind.setCurrentIndex(row.kind.findData(SeatKind.PERSON))
    seat = dialog.setup().seats[2]
    assert seat.kind is SeatKind.PERSON and seat.name == "Player 3"
    assert not row.level.isEnabled()


def test_a_typed_name_stays_when_the_kind_changes(dialog: NewMatchDialog, qtbot) -> None:
    row = dialog.rows[1]
    row.name.clear()
    qtbot.keyClicks(row.name, "Grandma")
    row.kind.setCurrentIndex(row.kind.findData(SeatKind.PERSON))
    assert dialog.setup().seats[1] == SeatSetup("Grandma", SeatKind.PERSON, "normal", "owl")  # its face stays too


def test_an_empty_name_gets_the_default(dialog: NewMatchDialog) -> None:
    dialog.rows[0].name.setText("   ")
    assert dialog.setup().seats[0].name == "Player 1"


def test_the_level_of_a_computer_is_kept(dialog: NewMatchDialog) -> None:
    dialog.rows[3].level.setCurrentIndex(dialog.rows[3].level.findData("hard"))
    assert dialog.setup().seats[3].level == "hard"


def test_the_dialog_opens_on_the_setup_it_is_given(qtbot) -> None:
    setup = MatchSetup(
        (SeatSetup("Bo", SeatKind.PERSON, avatar="fox"), SeatSetup("Kim", SeatKind.PERSON),
         SeatSetup("Ada", level="easy", avatar="owl")),
        Preset.NORWEGIAN.rules,
    )
    dialog = NewMatchDialog(setup)
    qtbot.addWidget(dialog)
    assert dialog.setup() == setup
    assert dialog.preset.currentData() is Preset.NORWEGIAN


def test_a_computer_without_a_face_wears_one_of_the_computers_and_a_face_may_be_picked(qtbot) -> None:
    # Names no other test gives a face (the faces are known by name for the whole run).
    setup = MatchSetup((SeatSetup("Quentin", SeatKind.PERSON), SeatSetup("Xia", level="easy")))
    dialog = NewMatchDialog(setup)
    qtbot.addWidget(dialog)
    assert [s.avatar for s in dialog.setup().seats] == ["", "owl"]
    dialog.show()  # (a seat's face is painted once it is on the screen)
    badge = dialog.rows[0].badge
    assert not badge.icon().isNull()
    badge.menu().aboutToShow.emit()  # the faces are made when the menu opens
    faces = badge.face_buttons()
    assert len(faces) == 13 and faces[-1].objectName() == "face_initial" and faces[3].accessibleName() == "Bear"
    faces[3].click()
    assert dialog.setup().seats[0].avatar == "bear" and not badge.icon().isNull()


def test_rules_that_do_nothing_are_greyed(dialog: NewMatchDialog) -> None:
    assert not dialog.rule_widget("custom_effect").isEnabled()
    dialog.rule_widget("deck").setCurrentIndex(dialog.rule_widget("deck").findData("swap"))
    assert dialog.rule_widget("custom_effect").isEnabled()
    dialog.rule_widget("draw_until_playable").setChecked(True)
    assert not dialog.rule_widget("max_draws").isEnabled()
    dialog.rule_widget("strict_wild_draw_four").setChecked(True)
    assert not dialog.rule_widget("challenge").isEnabled()


def test_start_accepts_and_cancel_rejects(dialog: NewMatchDialog, qtbot) -> None:
    dialog.open()
    with qtbot.waitSignal(dialog.accepted):
        dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    dialog.open()
    with qtbot.waitSignal(dialog.rejected):
        dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).click()


def test_the_new_match_dialog_fits_a_small_screen(dialog: NewMatchDialog, qtbot) -> None:
    dialog.seat_count.setValue(10)
    dialog.show()
    qtbot.waitExposed(dialog)
    # It can shrink to 1024x640 less a title bar and a panel, and never
    # opens taller than the screen it is on.
    assert dialog.minimumSizeHint().width() <= 1024 and dialog.minimumSizeHint().height() <= 580
    assert dialog.height() <= dialog.screen().availableGeometry().height() - 80


# -- the round summary --------------------------------------------------------

NAMES = ("You", "Alva", "Nils")


def _result(match_over: bool = False, winner: int | None = 0) -> RoundResult:
    hands = ((), tuple(Card.parse(c) for c in ("r5", "w+4")), (Card.parse("gskip"),))
    return RoundResult(winner, (75, 0, 0), (475 if match_over else 75, 20, 0), hands, match_over, 0 if match_over else None)


@pytest.mark.parametrize("button, choice", [("next_button", Choice.NEXT_ROUND), ("new_match_button", Choice.NEW_MATCH), ("quit_button", Choice.QUIT)])
def test_the_summary_says_what_comes_next(qtbot, button: str, choice: Choice) -> None:
    summary = RoundSummaryDialog(_result(), NAMES, "winner")
    qtbot.addWidget(summary)
    summary.open()
    with qtbot.waitSignal(summary.finished):
        getattr(summary, button).click()
    assert summary.choice is choice


def test_the_summary_shows_each_players_cards_points_and_total(qtbot) -> None:
    summary = RoundSummaryDialog(_result(), NAMES, "winner")
    qtbot.addWidget(summary)
    assert "You" in summary.headline.text() and "75" in summary.headline.text()
    name, cards, points, total = summary.cells[1]
    assert (name.text(), points.text(), total.text()) == ("Alva", "0", "20")
    assert not cards.pixmap().isNull()  # the cards' own pictures
    assert cards.toolTip() == "red 5, Wild Draw Four" and cards.accessibleName() == cards.toolTip()


def test_the_summary_says_what_each_hands_cards_cost(qtbot, english) -> None:
    """A child sees what their cards cost: "55 points in hand" beside red 5 and a Wild Draw Four."""
    summary = RoundSummaryDialog(_result(), NAMES, "winner")
    qtbot.addWidget(summary)
    assert [label.text() for label in summary.hand_points] == ["", "55 points in hand", "20 points in hand"]
    summary.show()
    cards, points = summary.cells[1][1], summary.hand_points[1]
    assert points.isVisible() and points.geometry().left() >= cards.geometry().right()


def _team_result(match_over: bool) -> RoundResult:
    hands = ((), (Card.parse("r5"),), (Card.parse("g7"),), (Card.parse("b1"),))
    return RoundResult(0, (13, 0, 0, 0), (513 if match_over else 113, 40, 20, 0), hands, match_over,
                       0 if match_over else None, teams=(0, 1, 0, 1), team_totals=(133, 40))


def test_in_teams_the_summary_shows_each_teams_total(qtbot) -> None:
    summary = RoundSummaryDialog(_team_result(False), ("You", "Alva", "Nils", "Bo"), "winner")
    qtbot.addWidget(summary)
    # "point(s)" or "points": whether English plural forms are loaded depends on the tests run before
    first, second = (label.text() for label in summary.team_labels)
    assert first.startswith("Team 1 (You and Nils): 133 point") and second.startswith("Team 2 (Alva and Bo): 40 point")


def test_at_the_end_of_a_match_in_teams_the_summary_names_the_winning_team(qtbot) -> None:
    summary = RoundSummaryDialog(_team_result(True), ("You", "Alva", "Nils", "Bo"), "winner")
    qtbot.addWidget(summary)
    assert summary.headline.text().startswith("Winners of the match: team 1 (You and Nils), with 133 point")


def test_at_the_end_of_the_match_the_summary_names_the_winner(qtbot) -> None:
    summary = RoundSummaryDialog(_result(match_over=True), NAMES, "winner")
    qtbot.addWidget(summary)
    summary.show()
    assert "You" in summary.headline.text() and "475" in summary.headline.text()
    assert not summary.next_button.isVisible()
    assert summary.new_match_button.isDefault()


def test_the_lowest_score_summary_says_everyone_scores_their_own_cards(qtbot) -> None:
    summary = RoundSummaryDialog(_result(), NAMES, "lowest")
    qtbot.addWidget(summary)
    assert "Everyone else scores" in summary.headline.text()


def test_a_name_is_shown_as_typed_never_as_markup(qtbot) -> None:
    summary = RoundSummaryDialog(_result(), ("<b>Bo</b>", "Alva", "Nils"), "winner")
    qtbot.addWidget(summary)
    assert summary.cells[0][0].text() == "<b>Bo</b>"
    assert summary.cells[0][0].textFormat().name == "PlainText"


def test_closing_the_summary_chooses_nothing(qtbot) -> None:
    summary = RoundSummaryDialog(_result(), NAMES, "winner")
    qtbot.addWidget(summary)
    summary.open()
    summary.reject()
    assert summary.choice is None


def test_every_card_has_a_small_picture_and_a_name(qtbot) -> None:
    cards = [Card.parse(c) for c in ("r0", "y9", "gskip", "brev", "r+2", "w", "w+4", "wshuffle", "wswap", "wcustom")]
    for card in cards:
        assert not card_image(card, 40).isNull()
    assert card_strip(cards, 40).width() > card_strip(cards[:2], 40).width()
    assert names_text(cards[:2]) == "red 0, yellow 9"


# -- rules and help -----------------------------------------------------------

def test_the_rules_page_covers_the_game_the_house_rules_and_the_controls(qtbot) -> None:
    page = RulesHelpDialog()
    qtbot.addWidget(page)
    titles = [title for title, _ in page.sections()]
    assert len(titles) >= 10
    text = page.browser.toPlainText()
    for word in ("Wild Draw Four", "Uno", "500", "Stacking", "Jump-in", "Norwegian house rules", "Esc"):
        assert word in text


def test_the_help_is_in_sections_with_the_cards_as_the_table_draws_them(qtbot) -> None:
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QImage, QTextDocument

    page = RulesHelpDialog()
    qtbot.addWidget(page)
    titles = [title for title, _ in page.sections()]
    assert [page.contents.item(i).text() for i in range(page.contents.count())] == titles
    html = page.page()
    for code in ("rskip", "yrev", "g+2", "w", "w+4", "wshuffle", "wswap", "wcustom"):
        assert f'src="card:{code}"' in html, code
        image = page.browser.loadResource(QTextDocument.ResourceType.ImageResource, QUrl(f"card:{code}"))
        assert isinstance(image, QImage) and not image.isNull()
    page.show()
    page.contents.setCurrentRow(len(titles) - 1)  # the last section: the page scrolls down to it
    assert page.browser.verticalScrollBar().value() > 0


def test_the_help_lists_every_house_rule_and_reads_the_presets(qtbot, english) -> None:
    page = RulesHelpDialog()
    qtbot.addWidget(page)
    text = page.browser.toPlainText()
    for setting in settings_in(Group.HOUSE):
        assert plain(setting.label.source) in text, setting.field
        assert setting.explanation.source in text, setting.field
    for preset in Preset:
        assert preset.label.source in text
    assert page.preset_text(Preset.OFFICIAL) == "The rules in the box, with no house rules."
    assert page.preset_text(Preset.NORWEGIAN).replace("\u2022 ", "").split("\n") == [
        "Extra cards: a Wild Swap Hands, and 3 customizable wild cards that work as a Wild.",
        "A Wild Draw Four may go down at any time, and nobody challenges it.",
        "After a wild card, nobody plays another until everyone else has had a turn.",
        "If you cannot play, you draw up to 3 cards, and stop at one that fits.",
        "A wild card may not be your last card.",
    ]


def test_the_help_says_what_each_preset_turns_on_and_leaves_out(qtbot, english) -> None:
    """Issue 23: what the family will notice at the table, one short line a rule."""
    page = RulesHelpDialog()
    qtbot.addWidget(page)
    assert page.preset_text(Preset.SWEDISH).replace("\u2022 ", "").split("\n") == [
        "Extra cards: a Wild Shuffle Hands, and 3 customizable wild cards that work as a Wild.",
        "A Draw Two may be answered with another Draw Two, and the cards add up for the next player.",
        "Two identical cards may go down together.",
        "Also played at such tables, for you to switch on: \u201cSevens and zeros\u201d, \u201cJump-in\u201d, "
        "\u201cDraw until you can play\u201d, \u201cNo bluffing\u201d.",
    ]
    # A setting the official rules leave greyed is said within the line of the rule that brings it into force.
    assert page.preset_text(Preset.DUTCH).replace("\u2022 ", "").split("\n") == [
        "A Draw Two may be answered with a Draw Two or a Wild Draw Four, and the cards add up for the next player.",
        "If you cannot play, you keep drawing until a card fits.",
        "Going out on an action card or a wild card makes you draw a card instead.",
    ]
    assert "<br/>" in page.page()  # each line on a line of its own


def test_a_preset_that_turns_a_rule_off_says_so(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    page = RulesHelpDialog()
    qtbot.addWidget(page)
    monkeypatch.setattr(Preset.OFFICIAL, "rules", RuleSet(stacking=True, stack_draw_four=False, doubles=False,
                                                          challenge=False))
    assert page.preset_text(Preset.OFFICIAL).replace("\u2022 ", "").split("\n") == [
        "A Wild Draw Four may go down at any time, and nobody challenges it.",
        "A Draw Two may be answered with another Draw Two, and the cards add up for the next player.",
    ]


@pytest.mark.parametrize("title", [
    "Who deals first", "When the first card is special", "Two players", "Challenging a Wild Draw Four",
    "Playing in teams", "The 112-card decks", "Ready-made house rules",
])
def test_the_help_explains_the_dealer_the_first_card_two_players_challenges_and_teams(qtbot, title) -> None:
    page = RulesHelpDialog()
    qtbot.addWidget(page)
    assert title in [t for t, _ in page.sections()]


def test_the_help_says_who_plays_after_a_challenge_and_what_is_shown(qtbot) -> None:
    page = RulesHelpDialog()
    qtbot.addWidget(page)
    text = page.browser.toPlainText()
    assert "the challenger draws nothing and plays next" in text
    assert "misses the turn; the player after them goes on" in text
    assert "shows their hand to the challenger, and to nobody else" in text


def test_the_help_no_longer_says_the_first_card_acts_as_if_the_dealer_played_it(qtbot) -> None:
    page = RulesHelpDialog()
    qtbot.addWidget(page)
    text = page.browser.toPlainText()
    assert "as if the dealer" not in text
    assert "Reverse: the dealer begins, and play goes counter-clockwise." in text
    assert "Wild: the player on the dealer's left chooses the colour and then plays." in text
    assert "each one is a switch" not in text  # the draw limit is a number


# -- the Wild Draw Four's switches, teams and the reasons for grey ------------

def test_no_bluffing_is_ticked_when_the_wild_draw_four_is_never_challenged(dialog: NewMatchDialog) -> None:
    box = dialog.rule_widget("challenge")
    assert box.text() == "No bluffing" and not box.isChecked()
    box.setChecked(True)
    assert dialog.rules().challenge is False
    dialog.choose_preset(Preset.NORWEGIAN)
    assert box.isChecked()
    assert dialog.rule_widget("strict_wild_draw_four").text() == "Strict Wild Draw Four"


def test_strict_wild_draw_four_greys_no_bluffing_and_says_why(dialog: NewMatchDialog) -> None:
    dialog.rule_widget("strict_wild_draw_four").setChecked(True)
    row = dialog.rule_rows["challenge"]
    assert not row.widget.isEnabled()
    assert "\u201cStrict Wild Draw Four\u201d already decides when the card may be played." in row.explanation.text()
    dialog.rule_widget("strict_wild_draw_four").setChecked(False)
    assert row.widget.isEnabled() and "decides" not in row.explanation.text()


@pytest.mark.parametrize("players, offered", [(2, False), (3, False), (4, True), (5, False), (6, True), (10, True)])
def test_teams_are_offered_only_where_the_seats_allow(dialog: NewMatchDialog, players: int, offered: bool) -> None:
    dialog.rule_widget("teams").setChecked(True)
    dialog.seat_count.setValue(players)
    row = dialog.rule_rows["teams"]
    assert row.widget.isEnabled() is offered
    assert ("Teams of two need 4, 6, 8 or 10 players." in row.explanation.text()) is not offered
    assert dialog.setup().rules.teams is offered


def test_a_label_reads_as_a_name_in_a_sentence() -> None:
    assert plain("Cards to dra&w when you cannot play:") == "Cards to draw when you cannot play"
    assert plain("Stacking") == "Stacking"
    assert plain("Rock && &roll :") == "Rock & roll"


def test_a_names_limit_is_said_in_the_dialog_and_kept(dialog: NewMatchDialog) -> None:
    """Defect 12: a 38-character name was cut to 24 without a word."""
    from unodesk.setup import NAME_LIMIT

    assert str(NAME_LIMIT) in dialog.name_note.text()
    row = dialog.rows[0]
    assert row.name.maxLength() == NAME_LIMIT
    row.name.setText("Gunnhild Margrethe Aasgaard-Kristoffersen")
    assert len(dialog.setup().seats[0].name) == NAME_LIMIT


@pytest.mark.parametrize("count", range(2, 11))
def test_the_seats_sit_around_the_table_without_overlapping(dialog: NewMatchDialog, qtbot, count: int) -> None:
    dialog.resize(900, 560)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.seat_count.setValue(count)
    table = dialog.seat_table
    shown = [row for row in dialog.rows if row.isVisibleTo(dialog)]
    assert len(shown) == count
    rects = [row.geometry() for row in shown]
    for i, a in enumerate(rects):
        assert table.rect().contains(a), (i, a)
        assert not any(a.intersects(b) for b in rects[i + 1:]), i
    # The person at seat 1 sits at the bottom, as at the table.
    assert rects[0].bottom() == max(r.bottom() for r in rects)


def test_the_rules_are_a_step_and_every_rule_a_step_further(dialog: NewMatchDialog, qtbot) -> None:
    from unodesk.view.dialogs.new_match import Page

    dialog.show()
    assert dialog.pages.currentIndex() == Page.PLAYERS
    dialog.next_button.click()
    assert dialog.pages.currentIndex() == Page.RULES
    assert dialog.preset.isVisibleTo(dialog) and dialog.rule_widget("target_score").isVisibleTo(dialog)
    assert not dialog.rule_widget("stacking").isVisibleTo(dialog)
    dialog.more_button.click()
    assert dialog.pages.currentIndex() == Page.MORE_RULES and dialog.rule_widget("stacking").isVisibleTo(dialog)
    dialog.back_button.click()
    assert dialog.pages.currentIndex() == Page.RULES
    dialog.back_button.click()
    assert dialog.pages.currentIndex() == Page.PLAYERS


def test_the_number_of_players_is_chosen_with_the_arrow_keys_too(dialog: NewMatchDialog, qtbot) -> None:
    from PySide6.QtCore import Qt

    dialog.show()
    dialog.seat_count.setValue(4)
    qtbot.keyClick(dialog.seat_count, Qt.Key.Key_Right)
    assert dialog.seat_count.value() == 5 and len(dialog.setup().seats) == 5
    qtbot.keyClick(dialog.seat_count, Qt.Key.Key_Left)
    qtbot.keyClick(dialog.seat_count, Qt.Key.Key_Left)
    assert dialog.seat_count.value() == 3


def test_a_long_section_title_wraps_in_the_help_s_list_rather_than_being_cut(qtbot) -> None:
    from PySide6.QtCore import Qt

    page = RulesHelpDialog()
    qtbot.addWidget(page)
    assert page.contents.wordWrap()
    assert page.contents.horizontalScrollBarPolicy() == Qt.ScrollBarPolicy.ScrollBarAlwaysOff
    assert page.contents.width() <= 250


# -- the family's own rule card and house rules ------------------------------

def test_the_familys_own_rule_is_written_under_what_the_card_does_and_greyed_without_a_112_card_deck(
        dialog: NewMatchDialog) -> None:
    assert not dialog.family_rule.edit.isEnabled()  # the classic deck has no customizable wild
    dialog.rule_widget("deck").setCurrentIndex(dialog.rule_widget("deck").findData("shuffle"))
    assert dialog.family_rule.edit.isEnabled()
    effects = dialog.rule_widget("custom_effect")
    effects.setCurrentIndex(effects.findData("discard_color"))
    dialog.family_rule.edit.setText("  Put down   every card of one colour ")
    setup = dialog.setup()
    assert setup.custom_rule == "Put down every card of one colour"
    assert setup.rules.custom_effect == "discard_color"
    again = NewMatchDialog(setup)
    assert again.family_rule.edit.text() == setup.custom_rule
    again.deleteLater()


def test_the_familys_rules_are_saved_under_a_name_picked_again_renamed_and_deleted(qtbot) -> None:
    from unodesk.persistence.house_rules import HouseRules

    dialog = NewMatchDialog()
    qtbot.addWidget(dialog)
    told: list = []
    dialog.house_rules_changed.connect(told.append)
    box = dialog.house_rules
    names = iter(["Farmor's rules", "Farmor"])
    box.ask_name = lambda title, label, text: next(names)
    dialog.rule_widget("deck").setCurrentIndex(dialog.rule_widget("deck").findData("swap"))
    dialog.family_rule.edit.setText("The youngest names the colour")
    mine = dialog.setup()
    box.save_button.click()
    (saved,) = told[-1]
    assert saved == HouseRules("Farmor's rules", mine.rules, "The youngest names the colour")
    assert box.choice.currentText() == "Farmor's rules"
    dialog.preset.setCurrentIndex(dialog.preset.findData(Preset.OFFICIAL))  # other rules: nothing saved matches
    assert box.choice.currentIndex() == 0 and dialog.setup().rules == RuleSet()
    box.choice.setCurrentIndex(1)
    box.choice.activated.emit(1)  # picked, as a click does
    assert dialog.setup().rules == mine.rules and dialog.setup().custom_rule == "The youngest names the colour"
    box.rename_button.click()
    assert [s.name for s in told[-1]] == ["Farmor"]
    box.delete_button.click()
    assert told[-1] == () and box.choice.currentIndex() == 0 and not box.delete_button.isEnabled()


def test_the_saved_rules_are_offered_beside_the_presets_in_the_next_new_match(qtbot) -> None:
    from unodesk.persistence.house_rules import HouseRules

    farmor = HouseRules("Farmor's rules", RuleSet(stacking=True, seven_zero=True))
    dialog = NewMatchDialog(house_rules=(farmor,))
    qtbot.addWidget(dialog)
    assert [dialog.house_rules.choice.itemText(i) for i in range(1, dialog.house_rules.choice.count())] == [
        "Farmor's rules"]
    dialog.set_rules(farmor.rules)
    assert dialog.house_rules.choice.currentText() == "Farmor's rules"  # the rules in force are that set
