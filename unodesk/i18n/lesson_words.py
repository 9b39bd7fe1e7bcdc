"""The coach's words in the person's language: a step of the lesson with
its names, cards and points filled in, and why a move the rules allow is
not the lesson's."""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QObject

from unodesk.lesson import PERSON, Nudge, Verdict, Words

from .hints import HintWords
from .names import card_name


def coach_words(words: Words, names: Sequence[str], points: Sequence[int] = ()) -> str:
    """`words` with the computers' names ({name1}, {name2}), its cards'
    names ({c0}, {c1} ...) and, after the round, each computer's points
    ({points1}, {points2}) and their sum ({points}) filled in. `points` is
    each seat's hand's points."""
    fill = {f"name{seat}": name for seat, name in enumerate(names) if seat != PERSON}
    fill.update({f"c{i}": card_name(card) for i, card in enumerate(words.cards)})
    fill.update({f"points{seat}": str(p) for seat, p in enumerate(points) if seat != PERSON})
    fill["points"] = str(sum(p for seat, p in enumerate(points) if seat != PERSON))
    return words.text.translated().format(**fill)


def nudge_words(verdict: Verdict, names: Sequence[str]) -> str:
    """Why the move is not the lesson's, and what to do instead."""
    if verdict.nudge is Nudge.FORGOT_UNO:
        return QCoreApplication.translate(
            "LessonWords", "Press UNO! first (U): after this card you have only one card left.")
    if verdict.nudge is Nudge.NOT_NOW or verdict.wanted is None:
        return QCoreApplication.translate("LessonWords", "Not yet: watch what the others do first.")
    move = HintWords().move(verdict.wanted, names)
    return QCoreApplication.translate(
        "LessonWords", "The rules allow that too, but let us try this first: {move}.").format(move=move)


def step_words(step: int, steps: int) -> str:
    """How far the lesson has come: "Step 3 of 12"."""
    return QCoreApplication.translate("LessonWords", "Step %1 of %2").replace("%1", str(step)).replace("%2", str(steps))


class LessonWords(QObject):
    """A QObject for its tr() only (lupdate files plural forms for tr() alone)."""

    def hand(self, name: str, points: int) -> str:
        return self.tr("{name}: %n point(s)", "", points).format(name=name)


def hand_caption(name: str, points: int) -> str:
    """A hand left at the round's end, over its cards: "Alva: 27 points"."""
    return LessonWords().hand(name, points)
