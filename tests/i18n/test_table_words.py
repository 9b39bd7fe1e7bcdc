"""The table in words: a card, a seat and the whole table for a screen reader,
and the words drawn on the table (callouts, the round's end, a team)."""
from __future__ import annotations

from unodesk.engine import Card
from unodesk.i18n.names import card_name
from unodesk.i18n.table_words import (
    card_words,
    caught_words,
    challenge_words,
    round_end_words,
    seat_words,
    skipped_words,
    table_words,
    team_words,
    uno_words,
    verdict_words,
)


def test_a_card_and_a_seat_are_said_in_words(english) -> None:
    card = Card.parse("r7")
    assert card_words(card, True) == f"{card_name(card)}, playable"
    assert card_words(card, False) == f"{card_name(card)}, not playable now"
    assert card_words(card, None) == card_name(card)
    assert seat_words("Bo", 1, 30, True) == "Bo: 1 card, 30 points, their turn"
    assert seat_words("Bo", 5, None, False) == "Bo: 5 cards"
    assert table_words(["Bo: 5 cards"], 80, "red") == "Bo: 5 cards; draw pile: 80 cards; colour in force: red"


def test_the_words_drawn_on_the_table_say_the_moment(english) -> None:
    assert (skipped_words(), uno_words(), caught_words(), challenge_words()) == (
        "Skipped", "Uno!", "Caught!", "Challenge!")
    assert (verdict_words(True), verdict_words(False)) == ("Bluff!", "No bluff")
    assert round_end_words("Bo") == "Bo wins the round!"
    assert round_end_words(None) == "The round is over"
    assert team_words(0) == "Team 1" and team_words(4) == "Team 5"
