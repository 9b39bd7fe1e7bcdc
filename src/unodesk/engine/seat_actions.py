"""Every action a seat can ever take, built once per table size and rule set.

Listing the legal actions then hands out these ready-made values instead of
building new ones; computer players list them thousands of times a move.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .actions import Accept, CallUno, CatchUno, Challenge, ChooseColor, Draw, Pass, Play
from .cards import COLORS, Card, Rank, build_deck
from .rules import DECKS, RuleSet

# Play's choices for a card: the Uno call is offered only with the
# second-to-last card, so each card has both lists.
NO_UNO = (False,)
BOTH_UNO = (False, True)


def needs_target(rank: Rank, rules: RuleSet) -> bool:
    """Whether playing a card of `rank` names a seat to swap hands with."""
    return (
        rank is Rank.WILD_SWAP_HANDS
        or (rank is Rank.SEVEN and rules.seven_zero)
        or (rank is Rank.WILD_CUSTOM and rules.custom_effect == "swap_hands")
    )


@dataclass(frozen=True, slots=True)
class SeatActions:
    draw: Draw
    pass_: Pass
    challenge: Challenge
    accept: Accept
    call_uno: CallUno
    choose_color: tuple[ChooseColor, ...]
    catch: tuple[CatchUno | None, ...]  # by the seat caught; None for this seat
    # By card index (`Card._hash`): the plays of that card without, then
    # with, the choice of calling Uno; each colour, target and Uno choice in
    # that order of nesting.
    plays: tuple[tuple[tuple[Play, ...], tuple[Play, ...]] | None, ...]


def _plays(seat: int, card: Card, players: int, rules: RuleSet, unos: tuple[bool, ...]) -> tuple[Play, ...]:
    colors = COLORS if card.color is None else (None,)
    targets = [t for t in range(players) if t != seat] if needs_target(card.rank, rules) else [None]
    return tuple(Play(seat, card, color, target, uno) for color in colors for target in targets for uno in unos)


@lru_cache(maxsize=64)
def seat_actions(players: int, rules: RuleSet) -> tuple[SeatActions, ...]:
    """One `SeatActions` a seat."""
    cards = {c for kind in DECKS for c in build_deck(RuleSet(deck=kind))}
    size = max(c._hash for c in cards) + 1
    out = []
    for s in range(players):
        plays: list[tuple[tuple[Play, ...], tuple[Play, ...]] | None] = [None] * size
        for card in cards:
            plays[card._hash] = (
                _plays(s, card, players, rules, NO_UNO),
                _plays(s, card, players, rules, BOTH_UNO),
            )
        out.append(SeatActions(
            draw=Draw(s),
            pass_=Pass(s),
            challenge=Challenge(s),
            accept=Accept(s),
            call_uno=CallUno(s),
            choose_color=tuple(ChooseColor(s, c) for c in COLORS),
            catch=tuple(None if t == s else CatchUno(s, t) for t in range(players)),
            plays=tuple(plays),
        ))
    return tuple(out)
