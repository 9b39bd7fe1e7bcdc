"""Sentences for people: why an action was refused, from its stable reason code."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from unodesk.engine import Card, Color, IllegalAction

from .names import card_name, color_name


def name_list(names: Sequence[str]) -> str:
    """Names in running text: "Anna", "Anna and Bo", "Anna, Bo and Cia"."""
    if len(names) <= 1:
        return "".join(names)
    return QCoreApplication.translate("messages", "{names} and {last}").format(
        names=QCoreApplication.translate("messages", ", ").join(names[:-1]), last=names[-1])


def refusal_text(error: IllegalAction, names: Sequence[str]) -> str:
    """Why `error` refused an action, in a sentence; `names` are the seats' names."""
    d = error.details
    reason = error.reason

    def seat_name(key: str) -> str:
        seat = d.get(key)
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"

    def card(key: str) -> str:
        value = d.get(key)
        return card_name(value) if isinstance(value, Card) else ""

    def seat_names(key: str) -> str:
        seats = d.get(key)
        seats = seats if isinstance(seats, (tuple, list)) else ()
        return name_list([names[s] for s in seats if isinstance(s, int) and 0 <= s < len(names)])

    def color(key: str) -> str:
        value = d.get(key)
        return color_name(value) if isinstance(value, Color) else ""

    # Literal translate() calls, one a reason, so lupdate can find every sentence.
    if reason == "lesson":  # the coach's own sentence, already in the person's language
        return str(d.get("sentence", ""))
    if reason == "not_your_turn":
        return QCoreApplication.translate("messages", "Wait: it is {name}'s turn.").format(name=seat_name("seat"))
    if reason == "does_not_match":
        return QCoreApplication.translate(
            "messages", "{card} does not fit: play {color} or the same number or symbol as {top}."
        ).format(card=card("card"), color=color("color"), top=card("top"))
    if reason == "only_drawn_card":
        return QCoreApplication.translate(
            "messages", "After drawing, only the card you drew ({card}) can be played."
        ).format(card=card("card"))
    if reason == "wild_draw_four_strict":
        return QCoreApplication.translate(
            "messages", "A Wild Draw Four may only be played when you have no {color} card."
        ).format(color=color("color"))
    if reason == "wild_rest":
        return QCoreApplication.translate(
            "messages", "No wild card yet: {names} must have a turn first."
        ).format(names=seat_names("waiting"))
    if reason == "no_doubles":
        return QCoreApplication.translate(
            "messages", "One card at a time: two identical cards together is a house rule that is not on.")
    if reason == "no_wild_pair":
        return QCoreApplication.translate("messages", "Wild cards go down one at a time, never as a pair.")
    if reason == "no_second_card":
        return QCoreApplication.translate(
            "messages", "You hold only one {card}: a pair needs both copies.").format(card=card("card"))
    if reason == "not_allowed":
        return QCoreApplication.translate("messages", "{card} cannot be played like that now.").format(
            card=card("card")
        )
    if reason == "not_in_hand":
        return QCoreApplication.translate("messages", "That card is not in your hand.")
    if reason == "needs_color":
        return QCoreApplication.translate("messages", "Choose a colour for the wild card.")
    if reason == "needs_target":
        return QCoreApplication.translate("messages", "Choose a player to swap hands with.")
    if reason == "bad_target":
        return QCoreApplication.translate("messages", "You cannot swap hands with that player.")
    if reason == "no_target_for_card":
        return QCoreApplication.translate("messages", "That card does not swap hands.")
    if reason == "no_color_for_card":
        return QCoreApplication.translate("messages", "That card has its own colour.")
    if reason == "no_wild_finish":
        return QCoreApplication.translate("messages", "A wild card may not be your last card: you must draw.")
    if reason == "answer_penalty":
        return QCoreApplication.translate(
            "messages", "Answer the penalty with a draw card that may go on it, or take the cards."
        )
    if reason == "challenge_or_accept":
        return QCoreApplication.translate("messages", "Challenge the Wild Draw Four, or take the cards.")
    if reason == "choose_color_first":
        return QCoreApplication.translate("messages", "Choose the colour first.")
    if reason == "no_color_to_choose":
        return QCoreApplication.translate("messages", "There is no colour to choose now.")
    if reason == "no_jump_in_now":
        return QCoreApplication.translate("messages", "Nobody may jump in right now.")
    if reason == "uno_not_now":
        return QCoreApplication.translate(
            "messages", "Uno is called with your second-to-last card, or when one card is left."
        )
    if reason == "uno_already_called":
        return QCoreApplication.translate("messages", "You have already called Uno.")
    if reason == "nothing_to_catch":
        return QCoreApplication.translate("messages", "Nobody can be caught without Uno right now.")
    if reason == "nothing_to_challenge":
        return QCoreApplication.translate("messages", "There is no Wild Draw Four to challenge.")
    if reason == "nothing_to_accept":
        return QCoreApplication.translate("messages", "There are no cards to take.")
    if reason == "nothing_to_pass":
        return QCoreApplication.translate("messages", "You can keep a card only right after drawing it.")
    if reason == "no_draw_now":
        return QCoreApplication.translate("messages", "You cannot draw now.")
    if reason in ("round_over", "round_not_over"):
        return (
            QCoreApplication.translate("messages", "The round is over.")
            if reason == "round_over"
            else QCoreApplication.translate("messages", "The round is not over yet.")
        )
    if reason == "match_over":
        return QCoreApplication.translate("messages", "The match is over.")
    if reason == "hand_hidden":
        return QCoreApplication.translate("messages", "Pass the computer to the next player first.")
    if reason == "take_back_not_one_person":
        return QCoreApplication.translate(
            "messages", "Turns are taken back only when one person plays against computers."
        )
    if reason == "take_back_round_over":
        return QCoreApplication.translate("messages", "The round is over: nothing can be taken back now.")
    if reason == "take_back_nothing":
        return QCoreApplication.translate("messages", "You have not played a turn in this round yet.")
    if reason == "take_back_card_seen":
        return QCoreApplication.translate("messages", "That turn cannot be taken back: a new card has been seen since.")
    return QCoreApplication.translate("messages", "That is not possible now.")
