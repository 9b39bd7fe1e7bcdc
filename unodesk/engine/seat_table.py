"""What a seat can do and the common events of its turn, built once per
table size and the few rules that change them.

Listing the legal actions hands out these ready-made values instead of
building new ones, and so does carrying out the commonest actions: a
computer player lists and tries actions thousands of times a move.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache

from .actions import Accept, Action, CallUno, CatchUno, Challenge, ChooseColor, Draw, Pass, Play
from .cards import COLORS, Card, Color, Rank, build_deck
from .events import CardDealt, CardPlayed, CardsDrawn, ColorChosen, DrawReason, TurnSkipped, TurnStarted
from .effects import Effect, card_effects
from .legality import BOTH_UNO, NO_UNO, PHASE_ACTIONS
from .rules import DECKS, RuleSet
from .view import Phase

# Every card of every deck, and one more than the largest card index.
_CARDS = frozenset(c for kind in DECKS for c in build_deck(RuleSet(deck=kind)))
_INDEXES = max(c._hash for c in _CARDS) + 1


@dataclass(frozen=True, slots=True)
class SeatTable:
    call_uno: CallUno
    catch: tuple[CatchUno | None, ...]  # by the seat caught; None for this seat
    phase_actions: dict[Phase, tuple[Action, ...]]  # what else the current player may do, by phase
    # By card index (`Card._hash`): the plays of that card without, then
    # with, the choice of calling Uno; each colour, target and Uno choice in
    # that order of nesting.
    plays: tuple[tuple[tuple[Play, ...], tuple[Play, ...]] | None, ...]
    # Under doubles, likewise the plays of both copies of a coloured card at
    # once (Uno offered with three cards in hand); None without doubles.
    pairs: tuple[tuple[tuple[Play, ...], tuple[Play, ...]] | None, ...] | None
    turn_started: TurnStarted
    turn_skipped: TurnSkipped
    played: tuple[CardPlayed | None, ...]  # by card index, in turn
    jumped_in: tuple[CardPlayed | None, ...]  # by card index, out of turn
    color_chosen: dict[Color, ColorChosen]
    dealt: tuple[CardDealt | None, ...]  # by card index
    drew: tuple[CardsDrawn | None, ...]  # by card index: that one card drawn on the seat's turn


# The ranks played naming a seat, each with whether it may also name none.
Targeted = frozenset[tuple[Rank, bool]]


def _plays(seat: int, card: Card, players: int, targeted: Targeted, unos: tuple[bool, ...],
           pair: bool = False) -> tuple[Play, ...]:
    colors = COLORS if card.color is None else (None,)
    others = [t for t in range(players) if t != seat]
    if (card.rank, True) in targeted:
        targets = [None, *others]
    elif (card.rank, False) in targeted:
        targets = others
    else:
        targets = [None]
    return tuple(Play(seat, card, color, target, uno, pair)
                 for color in colors for target in targets for uno in unos)


def _pairs(seat: int, card: Card, players: int, targeted: Targeted) -> tuple | None:
    if card.color is None:  # wild cards go down one at a time
        return None
    return (_plays(seat, card, players, targeted, NO_UNO, pair=True),
            _plays(seat, card, players, targeted, BOTH_UNO, pair=True))


def _phase_actions(seat: int) -> dict[Phase, tuple[Action, ...]]:
    made = {Draw: (Draw(seat),), Pass: (Pass(seat),), Challenge: (Challenge(seat),), Accept: (Accept(seat),),
            ChooseColor: tuple(ChooseColor(seat, c) for c in COLORS)}
    return {phase: tuple(a for kind in kinds for a in made[kind]) for phase, kinds in PHASE_ACTIONS.items()}


def _by_card(make) -> tuple:
    table = [None] * _INDEXES
    for card in _CARDS:
        table[card._hash] = make(card)
    return tuple(table)


@dataclass(frozen=True, slots=True)
class RoundTables:
    seats: tuple[SeatTable, ...]  # one a seat
    effects: Mapping[Rank, Effect]  # what each card does


@lru_cache(maxsize=64)
def round_tables(players: int, rules: RuleSet) -> RoundTables:
    """What every round with this many seats and these rules shares."""
    effects = card_effects(rules)
    targeted = frozenset((rank, effect.target_optional) for rank, effect in effects.items() if effect.target)
    return RoundTables(seat_tables(players, targeted, rules.doubles), effects)


# The rules matter to the seat tables only through the targeted ranks and
# doubles, so there are a few dozen tables at most, however many rule sets
# are played.
@lru_cache(maxsize=None)
def seat_tables(players: int, targeted: Targeted, doubles: bool) -> tuple[SeatTable, ...]:
    """One `SeatTable` a seat."""
    return tuple(
        SeatTable(
            call_uno=CallUno(s),
            catch=tuple(None if t == s else CatchUno(s, t) for t in range(players)),
            phase_actions=_phase_actions(s),
            plays=_by_card(lambda card, s=s: (
                _plays(s, card, players, targeted, NO_UNO), _plays(s, card, players, targeted, BOTH_UNO)
            )),
            pairs=_by_card(lambda card, s=s: _pairs(s, card, players, targeted)) if doubles else None,
            turn_started=TurnStarted(s),
            turn_skipped=TurnSkipped(s),
            played=_by_card(lambda card, s=s: CardPlayed(s, card, False)),
            jumped_in=_by_card(lambda card, s=s: CardPlayed(s, card, True)),
            color_chosen={c: ColorChosen(s, c) for c in COLORS},
            dealt=_by_card(lambda card, s=s: CardDealt(s, card)),
            drew=_by_card(lambda card, s=s: CardsDrawn(s, 1, DrawReason.DRAW, (card,))),
        )
        for s in range(players)
    )
