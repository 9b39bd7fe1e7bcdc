"""The coach's side of a lesson, without Qt: where the round stands in the
script, whether a person's move is the lesson's, and the computers' moves.

`Coach(lesson)` plays the script through once on the engine, so that it
knows every moment: a view's history is as long at a beat whoever's view
it is, and each move adds to it, so its length says which beat comes next
(`position`). The computers' players (`ScriptedPlayer`) read the same from
their own views, so they play the script and nothing else, from a view
alone like any computer player.
"""
from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from unodesk.engine import Action, Card, Draw, Pass, Play, PlayerView, Round

from .script import PERSON, Beat, Lesson, Topic


class Nudge(enum.Enum):
    """Why a move the rules allow is not the lesson's."""

    FORGOT_UNO = "forgot_uno"  # the lesson's card, without calling Uno
    ANOTHER_MOVE = "another_move"  # a move the rules allow, but not the lesson's
    NOT_NOW = "not_now"  # the lesson is not waiting for the person


@dataclass(frozen=True)
class Verdict:
    nudge: Nudge
    wanted: Action | None  # the lesson's move, when it is the person's


class Coach:
    def __init__(self, lesson: Lesson) -> None:
        self.lesson = lesson
        r = lesson.deal()
        self._at: dict[int, int] = {}
        for index, beat in enumerate(lesson.beats):
            self._at[len(r.view(PERSON).history)] = index
            r.apply(beat.action)
        self._at[len(r.view(PERSON).history)] = len(lesson.beats)
        self.final: Round = r  # the round as the script ends it

    @property
    def beats(self) -> tuple[Beat, ...]:
        return self.lesson.beats

    def position(self, view: PlayerView) -> int | None:
        """The index of the next beat at the moment `view` shows (the number
        of beats when the script is over); None off the script."""
        return self._at.get(len(view.history))

    def next_beat(self, view: PlayerView) -> Beat | None:
        index = self.position(view)
        return self.beats[index] if index is not None and index < len(self.beats) else None

    def judge(self, view: PlayerView, legal: Sequence[Action], action: Action) -> Verdict | None:
        """None when the lesson lets `action` go on (the lesson's move, or a
        move the rules refuse anyway, which they then explain); else why not."""
        if action not in legal:
            return None
        beat = self.next_beat(view)
        if beat is None or not beat.persons:
            return Verdict(Nudge.NOT_NOW, None)
        wanted = beat.action
        if action == wanted:
            return None
        if (isinstance(action, Play) and isinstance(wanted, Play) and wanted.uno and not action.uno
                and action.card == wanted.card):
            return Verdict(Nudge.FORGOT_UNO, wanted)
        return Verdict(Nudge.ANOTHER_MOVE, wanted)

    def topics(self) -> list[Topic]:
        """What the lesson teaches, in its order (the points after the round last)."""
        return [beat.topic for beat in self.beats if beat.topic is not None] + [Topic.POINTS]

    def players(self) -> dict[int, ScriptedPlayer]:
        """A player for each computer seat, playing the script."""
        return {seat: ScriptedPlayer(self) for seat in range(self.lesson.players) if seat != PERSON}

    def final_hands(self) -> tuple[tuple[int, tuple[Card, ...]], ...]:
        """Each computer seat with the cards it holds when the script ends."""
        hands = self.final.hands
        return tuple((seat, hands[seat]) for seat in range(self.lesson.players) if seat != PERSON)


class ScriptedPlayer:
    """A computer seat of the lesson: plays the script's move when it is its
    own (read from the view alone), and otherwise the first move the rules
    offer (which the script never lets happen)."""

    def __init__(self, coach: Coach) -> None:
        self.coach = coach

    def _scripted(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        beat = self.coach.next_beat(view)
        if beat is not None and beat.action.player == view.seat and beat.action in legal:
            return beat.action
        return None

    def choose(self, view: PlayerView, legal: Sequence[Action], *, budget: float | None = None) -> Action:
        scripted = self._scripted(view, legal)
        if scripted is not None:
            return scripted
        for kind in (Play, Draw, Pass):
            for action in legal:
                if type(action) is kind:
                    return action
        return legal[0]

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        return self._scripted(view, legal)
