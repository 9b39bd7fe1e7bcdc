"""The log's sentences: what each event means, without a drawn card's name."""
from __future__ import annotations

from unodesk.engine import Card, CardDealt, CardPlayed, CardsDrawn, DrawReason, UnoCaught
from unodesk.i18n.events import event_sentence

NAMES = ("Anna", "Bo")


def test_the_log_names_players_and_cards_but_never_a_drawn_card(qapp):
    assert event_sentence(CardPlayed(0, Card.parse("g7")), NAMES) == "Anna played green 7."
    drawn = event_sentence(CardsDrawn(1, 2, DrawReason.DRAW, (Card.parse("r1"), Card.parse("b2"))), NAMES)
    assert "Bo" in drawn and "2" in drawn and "red" not in drawn and "blue" not in drawn
    assert event_sentence(CardDealt(0, Card.parse("r1")), NAMES) is None
    assert "Bo" in event_sentence(UnoCaught(0, 1), NAMES)
