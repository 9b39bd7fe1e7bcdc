"""The state of one deal, declared once: what the parts of `Round` read and change.

`Round` is built in layers, each with one reason to change: this state,
then what may be done in it (legality.py), then carrying it out
(acting.py), then building, copying and viewing a round (round.py). Each
layer reads the state through these declarations, so the type checker
knows every field the layers share.
"""
from __future__ import annotations

import random
from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING, TypeAlias

from .actions import Action
from .cards import Card, Color, Rank
from .events import Event
from .rules import RuleSet
from .view import Phase, PlayerView

if TYPE_CHECKING:
    from .effects import Effect
    from .legality import FitTable
    from .seat_table import SeatTable

# The history is a chain of links (the earlier link, the events of one
# step), shared between a round and its clones.
Link: TypeAlias = "tuple[Link | None, tuple[Event, ...]]"


@cache
def _choices(n: int) -> tuple[tuple[int, int], ...]:
    """Shuffling n cards: each place from the last to the second, with the
    random bits it takes to choose a place up to it."""
    return tuple((i, (i + 1).bit_length()) for i in range(n - 1, 0, -1))


class RoundState:
    """Every field of a deal; `Round` builds it (see round.py)."""

    __slots__ = (
        "_catchable", "_color", "_current", "_dealer", "_direction", "_discard", "_draw", "_drawn", "_draws",
        "_effects", "_fit", "_fits", "_fits_only", "_hands", "_holds_back", "_listed", "_listed_at", "_log", "_n",
        "_pending", "_phase", "_public", "_rest", "_revealed", "_rng", "_rng_owned", "_seed", "_stacking",
        "_table", "_uno", "_views", "_wd4", "_winner", "opening_events", "rules",
    )

    rules: RuleSet
    opening_events: tuple[Event, ...]
    _n: int  # the number of seats
    _hands: list[list[Card]]
    _discard: list[Card]  # bottom to top
    _draw: list[Card]  # the top of the pile is the end of the list
    _color: Color | None  # the colour in force (None while a first wild waits for one)
    # The row of the fit table for the top card and the colour in force, by
    # card index: which card fits now. Set with them (`_in_force`), read
    # by every question of legality a step asks.
    _fit: tuple[bool, ...]
    _current: int
    _direction: int
    _phase: Phase
    _winner: int | None
    _rng: random.Random | None  # made, or copied from a clone's, when first needed
    _seed: int
    _rng_owned: bool  # False while the generator is shared with a clone
    _pending: int  # the penalty waiting for the current player
    _wd4: tuple[int, bool, Color | None] | None  # a Wild Draw Four to challenge: its player, a bluff?, the colour
    _drawn: Card | None  # the card just drawn, in DRAWN
    _uno: list[bool]
    _catchable: int | None  # the seat that may be caught without Uno
    _dealer: int
    _log: Link | None
    _public: tuple[Link | None, tuple[Event, ...]]  # the history redacted, up to a link
    # The actions legal_actions listed last, and the link of the history
    # they were listed at: apply takes one of them without asking again.
    _listed: tuple[Action, ...]
    _listed_at: Link | None
    # Shared by every round of this size and rules (seat_table.round_tables).
    _table: tuple[SeatTable, ...]
    _effects: Mapping[Rank, Effect]
    _fits: FitTable
    _holds_back: bool
    _fits_only: bool  # neither held back black cards nor doubles (RoundTables.fits_only)
    _draws: int  # the most cards one Draw takes (RoundTables.draws)
    _stacking: bool  # some card may answer a penalty (RoundTables.stacking)
    _views: dict[int, tuple[Link | None, PlayerView]] | None
    _revealed: tuple[int, int, tuple[Card, ...]] | None  # (challenger, challenged, the hand shown)
    _rest: int  # wild_rest: the seats whose turn must pass before a wild card, one bit each

    def _in_force(self, color: Color | None) -> None:
        """`color` is in force on the top card now (and `_fit` follows)."""
        self._color = color
        self._fit = self._fits[self._discard[-1]._hash][color]

    def _random(self) -> random.Random:
        """The round's own generator, made or copied on first use."""
        rng = self._rng
        if rng is None:
            rng = self._rng = random.Random(self._seed)
            self._rng_owned = True
        elif not self._rng_owned:
            # Random() would first seed itself from the system, only to be
            # overwritten: make it bare and give it the shared state.
            shared, rng = rng, random.Random.__new__(random.Random)
            rng.setstate(shared.getstate())
            self._rng = rng
            self._rng_owned = True
        return rng

    def _shuffle(self, cards: list[Card]) -> None:
        """Shuffle `cards` with the round's generator, exactly as
        `random.Random.shuffle` does (the same order for the same seed, so
        that a saved round deals again as it did), without its call a card."""
        getrandbits = self._random().getrandbits
        for i, k in _choices(len(cards)):
            # A place up to i from the fewest random bits, as Random._randbelow draws it.
            j = getrandbits(k)
            while j > i:
                j = getrandbits(k)
            cards[i], cards[j] = cards[j], cards[i]

    def _resting(self) -> tuple[int, ...]:
        """The seats whose turn must pass before a wild card may be played (wild_rest)."""
        rest = self._rest
        return tuple(seat for seat in range(self._n) if rest >> seat & 1) if rest else ()

    def _points_scored(self) -> int:
        """What the winner scores: the cards left in the other hands (with teams, the other teams')."""
        rules, n = self.rules, self._n
        if not rules.teams:
            return sum(c.points for h in self._hands for c in h)
        winner = self._winner
        team = rules.team_of(winner, n) if winner is not None else -1
        return sum(sum(c.points for c in h) for seat, h in enumerate(self._hands) if rules.team_of(seat, n) != team)
