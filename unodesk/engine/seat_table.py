"""What a seat can do and the common events of its turn, built once per
table size and the few rules that change them.

Listing the legal actions hands out these ready-made values instead of
building new ones, and so does carrying out the commonest actions: a
computer player lists and tries actions thousands of times a move.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import cache, lru_cache
from typing import TypeVar

from .actions import Accept, Action, CallUno, CatchUno, Challenge, ChooseColor, Draw, Pass, Play
from .cards import CARDS, COLORS, Card, Color, Rank
from .effects import Effect, card_effects
from .events import CardDealt, CardPlayed, CardsDrawn, ColorChosen, DrawReason, TurnSkipped, TurnStarted
from .legality import BOTH_UNO, NO_UNO, PHASE_ACTIONS, FitTable, fit_table, holds_back
from .rules import RuleSet
from .values import value
from .view import Phase

T = TypeVar("T")


@value
class SeatTable:
    draw: Draw  # the draw at a turn's start (PHASE_ACTIONS[TURN]), listed after the plays
    call_uno: CallUno
    catch: tuple[CatchUno | None, ...]  # by the seat caught; None for this seat
    phase_actions: dict[Phase, tuple[Action, ...]]  # what else the current player may do, by phase
    # By card index (`Card._hash`): the plays of that card, each colour and
    # target in that order of nesting; and the same with a hand of two, each
    # both without and with calling Uno.
    plays: tuple[tuple[Play, ...], ...]
    uno_plays: tuple[tuple[Play, ...], ...]
    # Under doubles, likewise the plays of both copies of a coloured card at
    # once, and with a hand of three (Uno offered); None without doubles.
    pairs: tuple[tuple[tuple[Play, ...], ...], tuple[tuple[Play, ...], ...]] | None
    turn_started: TurnStarted
    turn_skipped: TurnSkipped
    played: tuple[CardPlayed, ...]  # by card index, in turn
    jumped_in: tuple[CardPlayed, ...]  # by card index, out of turn
    color_chosen: dict[Color, ColorChosen]
    dealt: tuple[CardDealt, ...]  # by card index
    drew: tuple[CardsDrawn, ...]  # by card index: that one card drawn on the seat's turn


# The ranks played naming a seat, each with whether it may also name none.
Targeted = frozenset[tuple[Rank, bool]]


def _plays(seat: int, card: Card, players: int, targeted: Targeted, unos: tuple[bool, ...],
           pair: bool = False) -> tuple[Play, ...]:
    colors = COLORS if card.color is None else (None,)
    others: list[int | None] = [t for t in range(players) if t != seat]
    if (card.rank, True) in targeted:
        targets = [None, *others]
    elif (card.rank, False) in targeted:
        targets = others
    else:
        targets = [None]
    return tuple(Play(seat, card, color, target, uno, pair)
                 for color in colors for target in targets for uno in unos)


def _pairs(seat: int, card: Card, players: int, targeted: Targeted, unos: tuple[bool, ...]) -> tuple[Play, ...]:
    if card.color is None:  # wild cards go down one at a time
        return ()
    return _plays(seat, card, players, targeted, unos, pair=True)


def _phase_actions(seat: int) -> dict[Phase, tuple[Action, ...]]:
    made: dict[type[Action], tuple[Action, ...]] = {
        Draw: (Draw(seat),), Pass: (Pass(seat),), Challenge: (Challenge(seat),), Accept: (Accept(seat),),
        ChooseColor: tuple(ChooseColor(seat, c) for c in COLORS),
    }
    return {phase: tuple(a for kind in kinds for a in made[kind]) for phase, kinds in PHASE_ACTIONS.items()}


def _by_card(make: Callable[[Card], T]) -> tuple[T, ...]:
    return tuple(map(make, CARDS))


@value
class RoundTables:
    seats: tuple[SeatTable, ...]  # one a seat
    effects: Mapping[Rank, Effect]  # what each card does
    fits: FitTable  # which card fits on which (legality.fit_table)
    holds_back: bool  # whether the rules may hold back a black card that fits (legality.holds_back)
    fits_only: bool  # neither that nor doubles: on one's turn every card that fits is played alone
    stacking: bool  # some card's penalty may be answered (effects: `Effect.stacks`)
    draws: int  # the most cards one Draw takes (max_draws, or as many as there are: draw_until_playable)


_EVERYTHING = 10**6  # as many cards as a draw can take


@lru_cache(maxsize=64)
def round_tables(players: int, rules: RuleSet) -> RoundTables:
    """What every round with this many seats and these rules shares."""
    effects = card_effects(rules)
    targeted = frozenset((rank, effect.target_optional) for rank, effect in effects.items() if effect.target)
    held = holds_back(rules)
    return RoundTables(
        seats=seat_tables(players, targeted, rules.doubles),
        effects=effects,
        fits=fit_table(),
        holds_back=held,
        fits_only=not held and not rules.doubles,
        stacking=any(effect.stacks for effect in effects.values()),
        draws=_EVERYTHING if rules.draw_until_playable else rules.max_draws,
    )


# The rules matter to the seat tables only through the targeted ranks and
# doubles, so there are a few dozen tables at most, however many rule sets
# are played.
@cache
def seat_tables(players: int, targeted: Targeted, doubles: bool) -> tuple[SeatTable, ...]:
    """One `SeatTable` a seat."""
    return tuple(_seat_table(s, players, targeted, doubles) for s in range(players))


def _seat_table(s: int, players: int, targeted: Targeted, doubles: bool) -> SeatTable:
    phase_actions = _phase_actions(s)
    (draw,) = phase_actions[Phase.TURN]
    assert isinstance(draw, Draw)
    return SeatTable(
        draw=draw,
        call_uno=CallUno(s),
        catch=tuple(None if t == s else CatchUno(s, t) for t in range(players)),
        phase_actions=phase_actions,
        plays=_by_card(lambda card: _plays(s, card, players, targeted, NO_UNO)),
        uno_plays=_by_card(lambda card: _plays(s, card, players, targeted, BOTH_UNO)),
        pairs=(_by_card(lambda card: _pairs(s, card, players, targeted, NO_UNO)),
               _by_card(lambda card: _pairs(s, card, players, targeted, BOTH_UNO))) if doubles else None,
        turn_started=TurnStarted(s),
        turn_skipped=TurnSkipped(s),
        played=_by_card(lambda card: CardPlayed(s, card, False)),
        jumped_in=_by_card(lambda card: CardPlayed(s, card, True)),
        color_chosen={c: ColorChosen(s, c) for c in COLORS},
        dealt=_by_card(lambda card: CardDealt(s, card)),
        drew=_by_card(lambda card: CardsDrawn(s, 1, DrawReason.DRAW, (card,))),
    )
