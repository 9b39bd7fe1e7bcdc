"""What the shown person can do now, as the table offers it: raised cards, buttons and prompts.

Read from the seat's view and the actions the engine allows it; no Qt, so
it is tested without a table.
"""
from __future__ import annotations

from collections.abc import Sequence

from unodesk.engine import (
    Accept,
    Action,
    Card,
    CatchUno,
    Challenge,
    Challenged,
    ChooseColor,
    Draw,
    Pass,
    Phase,
    Play,
    PlayerView,
)
from unodesk.engine.values import value


@value
class Choices:
    playable: frozenset[Card] | None = None  # cards to raise; None when it is not the person's moment
    can_draw: bool = False  # the draw pile answers a click
    keep: bool = False  # keep the card just drawn
    choose_color: bool = False  # name the colour of a wild card turned up first
    challenge: bool = False  # challenge a Wild Draw Four, or take its cards
    bluffer: int | None = None  # who played that Wild Draw Four
    take: bool = False  # take the penalty cards (when there is nothing to challenge)
    penalty: int = 0  # how many cards a take takes
    catch: tuple[int, ...] = ()  # seats that can be caught without Uno
    pairs: frozenset[Card] = frozenset()  # cards that may also go down with their twin (doubles)
    revealed: tuple[int, tuple[Card, ...]] | None = None  # the hand a challenge showed this person
    revealed_bluff: bool | None = None  # how that challenge ended (None: not known)


def card_plays(legal: Sequence[Action], card: Card) -> list[Play]:
    """The ways `card` may be played now: each colour, target and single or pair."""
    return [a for a in legal if isinstance(a, Play) and a.card == card]


def swap_targets(plays: Sequence[Play]) -> tuple[tuple[int, ...], bool]:
    """Whom a card's `plays` may swap hands with, and whether it may also swap with nobody."""
    targets = tuple(sorted({a.target for a in plays if a.target is not None}))
    return targets, bool(targets) and any(a.target is None for a in plays)


def choices_for(view: PlayerView | None, legal: Sequence[Action]) -> Choices:
    """What the table offers the person whose `view` it is, given their `legal` actions (None: no hand shown)."""
    if view is None:
        return Choices()
    playable = frozenset(a.card for a in legal if isinstance(a, Play))
    turn = view.current == view.seat and view.phase is not Phase.OVER
    challenge = any(isinstance(a, Challenge) for a in legal)
    return Choices(
        playable=playable if (turn or playable) else None,
        can_draw=any(isinstance(a, Draw) for a in legal),
        keep=any(isinstance(a, Pass) for a in legal),
        choose_color=any(isinstance(a, ChooseColor) for a in legal),
        challenge=challenge,
        bluffer=view.challenge[0] if view.challenge else None,
        take=not challenge and any(isinstance(a, Accept) for a in legal),
        penalty=view.pending_draw,
        catch=tuple(dict.fromkeys(a.target for a in legal if isinstance(a, CatchUno))),
        pairs=frozenset(a.card for a in legal if isinstance(a, Play) and a.pair),
        revealed=view.revealed,
        revealed_bluff=_verdict(view, view.revealed[0]) if view.revealed else None,
    )


def _verdict(view: PlayerView, seat: int) -> bool | None:
    """Whether the last challenge of `seat` found a bluff (None: no challenge of it in the record)."""
    verdicts = [e.bluff for e in view.history if isinstance(e, Challenged) and e.target == seat]
    return verdicts[-1] if verdicts else None
