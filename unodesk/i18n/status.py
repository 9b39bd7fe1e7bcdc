"""The status line under the table: whose turn it is and what the shown person may do, in words.

Worded only from what a seat may know (its PlayerView and the actions the
engine allows it), the seats' names and who is a person; never from the
round itself.
"""
from __future__ import annotations

from collections.abc import Collection, Sequence

from PySide6.QtCore import QObject

from unodesk.engine import Action, Phase, Play, PlayerView

from .messages import name_list

# Beyond this many, the seats a wild card waits for are counted, not named.
NAMED_WAITING = 3


class StatusLine(QObject):
    """A QObject for its tr() only: the status line's sentences share one context,
    and lupdate files plural forms for tr() alone."""

    def text(self, view: PlayerView | None, names: Sequence[str], persons: Collection[int], *,
             shown: bool = False, legal: Sequence[Action] = (), uno_armed: bool = False,
             handing_off: int | None = None, refusal: str = "") -> str:
        """The status line; see `status_line`."""
        if view is None or len(names) != view.players:
            return self.tr("Start a new game from the menu.")
        if view.phase is Phase.OVER:
            if view.winner is not None:
                return self.tr("{name} won the round.").format(name=names[view.winner])
            return self.tr("The round is over.")
        if handing_off is not None:
            return self.tr("Pass the computer to {name}.").format(name=names[handing_off])
        parts = [refusal] if refusal else []
        current = names[view.current]
        if not shown or view.current != view.seat:
            if view.current in persons:
                parts.append(self.tr("{name}'s turn.").format(name=current))
            else:
                parts.append(self.tr("{name}'s turn: thinking…").format(name=current))
        elif view.phase is Phase.TURN:
            if any(isinstance(a, Play) and a.player == view.seat for a in legal):
                parts.append(self.tr("Your turn, {name}: play a raised card (click, or arrows and Enter), "
                                     "or draw (D).").format(name=current))
            else:
                parts.append(self.tr("Your turn, {name}: no card fits, draw a card (D).").format(name=current))
            if any(isinstance(a, Play) and a.pair for a in legal):
                parts.append(self.tr("You hold a pair: click one of its cards to play one or both."))
        elif view.phase is Phase.DRAWN:
            parts.append(self.tr("Play the card you drew, or keep it (K)."))
        elif view.phase is Phase.CHOOSE_COLOR:
            parts.append(self.tr("Choose the colour (1–4)."))
        elif view.phase is Phase.CHALLENGE:
            parts.append(self.tr("Challenge the Wild Draw Four (C) or take the cards (T)."))
        elif view.phase is Phase.STACK:
            if any(isinstance(a, Play) for a in legal):  # the cards that may answer are raised
                parts.append(self.tr("Answer with a raised card, or take %n card(s) (T).", "", view.pending_draw))
            else:
                parts.append(self.tr("No card of yours answers: take %n card(s) (T).", "", view.pending_draw))
        waiting = view.wild_rest_waiting
        if waiting and not refusal:  # a refused wild card has said it already
            if len(waiting) > NAMED_WAITING:
                parts.append(self.tr("No wild card until %n more player(s) have had a turn.", "", len(waiting)))
            else:
                parts.append(self.tr("No wild card until {names} has had a turn.", "", len(waiting)).format(
                    names=name_list([names[s] for s in waiting])))
        if shown and view.revealed is not None:
            parts.append(self.tr("{name} had to show you their hand.").format(name=names[view.revealed[0]]))
        if uno_armed:
            parts.append(self.tr("Uno will be called with your next card."))
        catchable = view.catchable
        if shown and catchable is not None and catchable != view.seat:
            parts.append(self.tr("{name} has one card and did not call Uno: catch them!").format(
                name=names[catchable]))
        return "  ".join(parts)


def status_line(view: PlayerView | None, names: Sequence[str], persons: Collection[int], *,
                shown: bool = False, legal: Sequence[Action] = (), uno_armed: bool = False,
                handing_off: int | None = None, refusal: str = "") -> str:
    """The status line for the round that `view` sees, or the invitation to start one (None).

    `view` is the shown person's when a hand is shown (`shown`), with its
    `legal` actions; else any seat's, of which only what every seat may know
    is read. `persons` are the seats people play; `handing_off` the person
    the computer must be passed to; `refusal` says why the last click was
    refused.
    """
    return StatusLine().text(view, names, persons, shown=shown, legal=legal, uno_armed=uno_armed,
                             handing_off=handing_off, refusal=refusal)
