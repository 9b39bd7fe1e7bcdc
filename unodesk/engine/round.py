"""One deal: from dealing the cards to a player going out.

`Round` is one deal, built in layers, each with one reason to change:

- state.py: every field of the state, declared once;
- legality.py: what a seat may do now, and why not (`legal_actions`,
  one refusal for a card in a phase, every reason code);
- effects.py: what each card does once it is on the pile, as one table
  per rule set;
- acting.py: `apply`, carrying out a legal action (turns, drawing,
  penalties, the challenge, going out) and the card effects the table
  names;
- here: building a round, reading, copying and viewing it.

The first card turned up (here): a Draw Two is drawn by the player left of
the dealer, who is skipped, and cannot be stacked on (nobody played it); a
Reverse lets the dealer start and play go to the right; a Skip skips the
player left of the dealer; any black card but the Wild Draw Four acts as a
Wild (the player left of the dealer names the colour, then plays); a Wild
Draw Four goes back into the middle of the pile and the next card is
turned; a 7 or 0 under seven-zero swaps nothing. RULES.md states every rule
and every choice the texts leave, with its test.
"""
from __future__ import annotations

import os
from collections.abc import Sequence
from itertools import cycle
from operator import attrgetter
from typing import TYPE_CHECKING

from .acting import Acting
from .cards import COLORS, Card, Color, Rank, build_deck
from .errors import IllegalAction
from .events import (
    DirectionReversed,
    DrawReason,
    Event,
    FirstCardReturned,
    FirstCardTurned,
    TurnStarted,
    redact,
)
from .rules import RuleSet
from .seat_table import round_tables
from .view import Phase, PlayerView

MIN_PLAYERS, MAX_PLAYERS = 2, 10
_WD4 = Rank.WILD_DRAW_FOUR


class Round(Acting):
    """One deal. Build it with `Round.new` or `Round.setup`."""

    __slots__ = ()

    def __init__(self) -> None:
        raise TypeError("use Round.new(...) or Round.setup(...)")

    # ----------------------------------------------------------- building

    @classmethod
    def _blank(cls, rules: RuleSet, players: int, seed: int | None) -> Round:
        if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"a round needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r}")
        rules.check_players(players)
        r = object.__new__(cls)
        r.rules = rules
        r._n = players
        r._hands = [[] for _ in range(players)]
        r._discard = []
        r._draw = []
        r._color = None
        r._fit = ()  # (no top card yet)
        r._current = 0
        r._direction = 1
        r._phase = Phase.TURN
        r._winner = None
        # The generator is made when first needed (most searches never
        # shuffle); an unseeded round still draws its seed now, so that its
        # clones share one future.
        r._rng = None
        r._seed = seed if seed is not None else int.from_bytes(os.urandom(8))
        r._rng_owned = True
        if type(r._seed) is not int:
            r._random()  # refuse a seed random.Random refuses, now
        r._pending = 0
        r._wd4 = None
        r._drawn = None
        r._uno = [False] * players
        r._catchable = None
        r._dealer = 0
        # The history is a chain of (earlier, events of one step): sharing it
        # makes a clone cheap. `_public` caches its redacted form up to a link.
        r._log = None
        r._public = (None, ())
        r._listed, r._listed_at = (), None
        tables = round_tables(players, rules)
        r._table = tables.seats
        r._effects = tables.effects
        r._fits = tables.fits
        r._holds_back = tables.holds_back
        r._fits_only = tables.fits_only
        r._draws = tables.draws
        r._stacking = tables.stacking
        r._views = None
        r._revealed = None  # (challenger, challenged, the hand shown) until the next action
        r._rest = 0  # wild_rest: the seats whose turn must pass before a wild card, one bit each
        r.opening_events = ()
        return r

    @classmethod
    def new(
        cls,
        players: int,
        rules: RuleSet = RuleSet(),
        *,
        dealer: int = 0,
        seed: int | None = None,
        deck: Sequence[Card] | None = None,
    ) -> Round:
        """Shuffle (unless `deck` is given, top first), deal and turn up a card."""
        r = cls._blank(rules, players, seed)
        if not 0 <= dealer < players:
            raise ValueError(f"dealer must be a seat between 0 and {players - 1}")
        r._dealer = dealer
        if deck is None:
            pile = build_deck(rules)
            r._shuffle(pile)
        else:
            pile = list(deck)
            if not all(isinstance(c, Card) for c in pile):
                raise ValueError("deck must hold Card values")
        if len(pile) < players * rules.hand_size + 1:
            raise ValueError("the deck is too small to deal this many hands")
        r._draw = pile[::-1]  # internally the top of the pile is the end of the list
        # One card at a time from the top, starting left of the dealer.
        dealt = pile[:players * rules.hand_size]
        del r._draw[-len(dealt):]
        seats = [*range(dealer + 1, players), *range(dealer + 1)]  # from the dealer's left, clockwise
        for i, seat in enumerate(seats):
            r._hands[seat] = dealt[i::players]
        events: list[Event] = [
            to_seat[card._hash] for to_seat, card in zip(cycle([r._table[seat].dealt for seat in seats]), dealt)
        ]
        r._turn_up_first_card(events)
        r.opening_events = tuple(events)
        r._log = (None, r.opening_events)
        return r

    def _turn_up_first_card(self, events: list[Event]) -> None:
        card = self._draw.pop()
        # A first Wild Draw Four goes back into the middle of the pile; give up
        # only if nothing else is left (possible with a hand-made deck).
        while card.rank is _WD4 and any(c.rank is not _WD4 for c in self._draw):
            events.append(FirstCardReturned(card))
            self._draw.insert(len(self._draw) // 2, card)
            card = self._draw.pop()
        self._discard.append(card)
        self._in_force(card.color)  # (none for a black card: it is named next)
        events.append(FirstCardTurned(card))
        first = (self._dealer + 1) % self._n
        rank = card.rank
        if card.color is None:
            self._current = first
            self._phase = Phase.CHOOSE_COLOR
            events.append(TurnStarted(first))
            return
        if rank is Rank.SKIP:
            self._skip(first, events)
        elif rank is Rank.REVERSE:
            self._direction = -1
            events.append(DirectionReversed(-1))
            self._start_turn(self._dealer, events)
        elif rank is Rank.DRAW_TWO:
            self._take(first, 2, DrawReason.PENALTY, events)
            self._skip(first, events)
        else:
            self._start_turn(first, events)

    @classmethod
    def setup(
        cls,
        rules: RuleSet,
        hands: Sequence[Sequence[Card]],
        discard: Sequence[Card],
        draw_pile: Sequence[Card],
        *,
        current: int = 0,
        direction: int = 1,
        color: Color | None = None,
        dealer: int = 0,
        seed: int | None = None,
    ) -> Round:
        """A position in the middle of a round, in the TURN phase.

        `discard` is bottom to top, `draw_pile` top first; `color` is the
        colour in force (required when the top card is black).
        """
        r = cls._blank(rules, len(hands), seed)
        if not discard:
            raise ValueError("the discard pile needs a top card")
        if not 0 <= current < r._n or not 0 <= dealer < r._n:
            raise ValueError("current and dealer must be seats")
        if direction not in (1, -1):
            raise ValueError("direction must be 1 or -1")
        top = discard[-1]
        if top.color is None and color is None:
            raise ValueError("a black top card needs the colour in force")
        r._hands = [list(h) for h in hands]
        r._discard = list(discard)
        r._draw = list(draw_pile)[::-1]
        r._current = current
        r._direction = direction
        r._dealer = dealer
        r._in_force(color if color is not None else top.color)
        r._uno = [len(h) == 1 for h in r._hands]
        return r

    @classmethod
    def determinize(
        cls,
        view: PlayerView,
        hands: Sequence[Sequence[Card]],
        draw_pile: Sequence[Card],
        *,
        seed: int | None = None,
    ) -> Round:
        """A full round consistent with `view`, for a computer player's search.

        `hands` gives a guess for every seat (the viewer's own must be its
        real hand), `draw_pile` a guess for the pile, top first. A challenge
        in progress is judged on the guessed hand of the player of the Wild
        Draw Four; a card just drawn by another seat is the last card of
        that seat's guessed hand.
        """
        r = cls.setup(
            view.rules, hands, view.discard, draw_pile, current=view.current,
            direction=view.direction,
            # While the first card (a wild) waits for its colour none is in
            # force; any will do for setup, the real one is restored below.
            color=view.color or view.top.color or COLORS[0],
            dealer=view.dealer, seed=seed,
        )
        r._in_force(view.color)
        r._phase = view.phase
        r._pending = view.pending_draw
        r._drawn = view.drawn_card
        if r._phase is Phase.DRAWN and r._drawn is None:
            # Seen from another seat the card just drawn is unknown; a drawn
            # card goes to the end of the hand, so the guess's last stands in.
            r._drawn = r._hands[r._current][-1]
        r._uno = list(view.uno_called)
        r._catchable = view.catchable
        r._winner = view.winner
        if view.challenge is not None:
            bluffer, before = view.challenge
            r._wd4 = (bluffer, any(c.color is before for c in r._hands[bluffer]), before)
        if view.revealed is not None:
            r._revealed = (view.seat, *view.revealed)
        r._rest = sum(1 << seat for seat in view.wild_rest_waiting)
        return r

    def clone(self) -> Round:
        """An independent copy (the random generator too), for searching."""
        r = object.__new__(Round)
        r.rules = self.rules
        r._n = self._n
        r._hands = list(map(list.copy, self._hands))
        r._discard = self._discard[:]
        r._draw = self._draw[:]
        r._color = self._color
        r._fit = self._fit
        r._current = self._current
        r._direction = self._direction
        r._phase = self._phase
        r._winner = self._winner
        # Both share the generator and neither draws from it again: the first
        # to need a random number copies it (see `_random`).
        r._rng = self._rng
        r._seed = self._seed
        r._rng_owned = self._rng_owned = False
        r._pending = self._pending
        r._wd4 = self._wd4
        r._drawn = self._drawn
        r._uno = self._uno[:]
        r._catchable = self._catchable
        r._dealer = self._dealer
        r._log = self._log
        r._public = self._public
        r._listed, r._listed_at = self._listed, self._listed_at
        r._table = self._table
        r._effects = self._effects
        r._fits = self._fits
        r._holds_back = self._holds_back
        r._fits_only = self._fits_only
        r._draws = self._draws
        r._stacking = self._stacking
        r._views = None
        r._revealed = self._revealed
        r._rest = self._rest
        r.opening_events = self.opening_events
        return r

    # ----------------------------------------------------------- reading

    @property
    def players(self) -> int:
        return self._n

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(map(tuple, self._hands))

    @property
    def discard(self) -> tuple[Card, ...]:
        return tuple(self._discard)

    @property
    def top(self) -> Card:
        return self._discard[-1]

    @property
    def color(self) -> Color | None:
        return self._color

    # Read once or twice a step by whoever drives a round: read in C (no Python frame).
    if TYPE_CHECKING:
        @property
        def current(self) -> int: ...
        @property
        def phase(self) -> Phase: ...
    else:
        current = property(attrgetter("_current"), doc="The seat whose turn it is.")
        phase = property(attrgetter("_phase"), doc="What the round waits for.")

    @property
    def direction(self) -> int:
        return self._direction

    @property
    def draw_pile_size(self) -> int:
        return len(self._draw)

    @property
    def winner(self) -> int | None:
        return self._winner

    @property
    def dealer(self) -> int:
        return self._dealer

    @property
    def pending_draw(self) -> int:
        return self._pending

    @property
    def catchable(self) -> int | None:
        return self._catchable

    @property
    def uno_called(self) -> tuple[bool, ...]:
        return tuple(self._uno)

    @property
    def history(self) -> tuple[Event, ...]:
        """Every event since the deal, as every seat may see it."""
        return self._history()

    def _history(self) -> tuple[Event, ...]:
        done, public = self._public
        if done is self._log:
            return public
        steps = []
        link = self._log
        while link is not done and link is not None:
            steps.append(link[1])
            link = link[0]
        public += tuple(redact(e) for step in reversed(steps) for e in step)
        self._public = (self._log, public)
        return public

    def hand_points(self) -> tuple[int, ...]:
        return tuple(sum(c.points for c in h) for h in self._hands)

    def points(self) -> int:
        """What the winner scores: the value of every card left in the other
        hands (with teams, in the other teams' hands)."""
        if self._phase is not Phase.OVER:
            raise IllegalAction("round_not_over", "the round is not over yet")
        return self._points_scored()

    def view(self, player: int) -> PlayerView:
        if type(player) is not int or not 0 <= player < self._n:
            self._check_seat(player)
        # A view stays true until the next step: each step makes a new link
        # of the history chain, so the link the view was made at tells.
        views = self._views
        if views is None:
            views = self._views = {}
        else:
            made = views.get(player)
            if made is not None and made[0] is self._log:
                return made[1]
        wd4 = self._wd4
        shown = self._revealed
        done, history = self._public
        if done is not self._log:
            history = self._history()
        view = PlayerView(  # by position: seat, hand, hand_sizes, discard, ... as declared
            player,
            tuple(self._hands[player]),
            tuple(map(len, self._hands)),
            tuple(self._discard),
            self._discard[-1],
            self._color,
            self._current,
            self._direction,
            len(self._draw),
            self._phase,
            self.rules,
            tuple(self._uno),
            self._dealer,
            self._pending,
            self._drawn if player == self._current else None,
            self._catchable,
            None if wd4 is None else (wd4[0], wd4[2]),
            self._winner,
            history,
            None if shown is None or shown[0] != player else shown[1:],
            self._resting() if self._rest else (),
        )
        views[player] = (self._log, view)
        return view
