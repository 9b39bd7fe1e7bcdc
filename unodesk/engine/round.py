"""One deal: from dealing the cards to a player going out.

Choices where the rule texts leave room, all also written in RULES.md:

- After a successful challenge the bluffer draws the penalty (4, or the
  whole stack under stacking) and the challenger plays next. After a failed
  one the challenger draws the penalty plus 2 and loses the turn.
- A Draw Two turned up as the first card is drawn by the player left of the
  dealer, who is skipped; it cannot be stacked on (nobody played it).
- A Reverse turned up first: the dealer starts and play goes to the right.
  A Skip turned up first skips the player left of the dealer. Any black card
  but the Wild Draw Four turned up first acts as a Wild: the player left of
  the dealer names the colour, then plays. A first Wild Draw Four goes back
  into the middle of the pile and the next card is turned. A first 7 or 0
  under seven-zero swaps nothing.
- Drawing stops at the first playable card; that card may be played or
  kept. With `max_draws` above 1 or `draw_until_playable`, one Draw action
  draws the cards one by one.
- Uno may be called with the second-to-last card (`Play(..., uno=True)`) or
  afterwards (`CallUno`) until caught. The catch window closes when anyone
  next plays, draws, accepts or challenges. A hand that changes owner cannot
  be caught, and its new owner counts as having called.
- Jump-in: any other seat holding a coloured card identical to the top card
  may play it in the turn and drawn phases (not while a penalty waits);
  play goes on from that seat.
- Under `no_action_finish` the card going out is played with its effect,
  and the player draws one card instead of winning.
"""
from __future__ import annotations

import os
import random
from collections.abc import Sequence

from .acting import Acting
from .actions import Accept, Action, CallUno, CatchUno, Challenge, ChooseColor, Draw, Pass, Play
from .cards import COLORS, Card, Color, Rank, build_deck
from .errors import IllegalAction
from .events import (
    DirectionReversed,
    DrawnCardKept,
    DrawReason,
    Event,
    FirstCardReturned,
    FirstCardTurned,
    TurnStarted,
    UnoCalled,
    UnoCaught,
    redact,
)
from .rules import RuleSet
from .seat_table import BOTH_UNO, NO_UNO, round_tables
from .view import Phase, PlayerView

MIN_PLAYERS, MAX_PLAYERS = 2, 10
_WD4 = Rank.WILD_DRAW_FOUR
_TURN, _DRAWN, _CHALLENGE, _STACK, _OVER = Phase.TURN, Phase.DRAWN, Phase.CHALLENGE, Phase.STACK, Phase.OVER
_ACTION_TYPES = frozenset({Play, Draw, Pass, CallUno, CatchUno, Challenge, Accept, ChooseColor})


class Round(Acting):
    """One deal. Build it with `Round.new` or `Round.setup`."""

    __slots__ = (
        "rules", "_n", "_hands", "_discard", "_draw", "_color", "_current", "_direction",
        "_phase", "_winner", "_rng", "_seed", "_rng_owned", "_pending", "_wd4", "_drawn", "_uno",
        "_catchable", "_dealer", "_log", "_public", "_table", "_effects", "_views",
        "opening_events",
    )

    def __init__(self) -> None:
        raise TypeError("use Round.new(...) or Round.setup(...)")

    # ----------------------------------------------------------- building

    @classmethod
    def _blank(cls, rules: RuleSet, players: int, seed: int | None) -> Round:
        if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"a round needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players!r}")
        r = object.__new__(cls)
        r.rules = rules
        r._n = players
        r._hands = [[] for _ in range(players)]
        r._discard = []
        r._draw = []
        r._color = None
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
        tables = round_tables(players, rules)
        r._table = tables.seats
        r._effects = tables.effects
        r._views = None
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
            r._random().shuffle(pile)
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
        seats = [(dealer + 1 + i) % players for i in range(players)]
        for i, seat in enumerate(seats):
            r._hands[seat] = dealt[i::players]
        events: list[Event] = [
            r._table[seats[k % players]].dealt[card._hash] for k, card in enumerate(dealt)
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
        events.append(FirstCardTurned(card))
        first = (self._dealer + 1) % self._n
        rank = card.rank
        if card.color is None:
            self._current = first
            self._phase = Phase.CHOOSE_COLOR
            events.append(TurnStarted(first))
            return
        self._color = card.color
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
        r._color = color if color is not None else top.color
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
        r._color = view.color
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
        return r

    def clone(self) -> Round:
        """An independent copy (the random generator too), for searching."""
        r = object.__new__(Round)
        r.rules = self.rules
        r._n = self._n
        r._hands = [h[:] for h in self._hands]
        r._discard = self._discard[:]
        r._draw = self._draw[:]
        r._color = self._color
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
        r._table = self._table
        r._effects = self._effects
        r._views = None
        r.opening_events = self.opening_events
        return r

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

    # ----------------------------------------------------------- reading

    @property
    def players(self) -> int:
        return self._n

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        return tuple(tuple(h) for h in self._hands)

    @property
    def discard(self) -> tuple[Card, ...]:
        return tuple(self._discard)

    @property
    def top(self) -> Card:
        return self._discard[-1]

    @property
    def color(self) -> Color | None:
        return self._color

    @property
    def current(self) -> int:
        return self._current

    @property
    def direction(self) -> int:
        return self._direction

    @property
    def draw_pile_size(self) -> int:
        return len(self._draw)

    @property
    def phase(self) -> Phase:
        return self._phase

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
        while link is not done:
            steps.append(link[1])
            link = link[0]
        public += tuple(redact(e) for step in reversed(steps) for e in step)
        self._public = (self._log, public)
        return public

    def hand_points(self) -> tuple[int, ...]:
        return tuple(sum(c.points for c in h) for h in self._hands)

    def points(self) -> int:
        """What the winner scores: the value of every card left in the other hands."""
        if self._phase is not Phase.OVER:
            raise IllegalAction("round_not_over", "the round is not over yet")
        return self._points_scored()

    def _points_scored(self) -> int:
        return sum(self.hand_points())

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
            self._history(),
        )
        views[player] = (self._log, view)
        return view

    # ----------------------------------------------------------- legality

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Every action the seat (or any seat, with None) may take now."""
        if player is None:
            out: list[Action] = []
            for seat in range(self._n):
                out += self.legal_actions(seat)
            return out
        if type(player) is not int or not 0 <= player < self._n:
            self._check_seat(player)
        phase = self._phase
        if phase is _OVER:
            return []
        # The actions come ready-made from the seat's table, in the order a
        # player would list them: plays by the order of the hand.
        s = player
        table = self._table[s]
        hand = self._hands[s]
        out = []
        if s == self._current:
            if phase is _TURN:
                color = self._color
                top_rank = self._discard[-1].rank
                plays = table.plays
                with_uno = len(hand) == 2
                wild_ok = not (len(hand) == 1 and self.rules.no_wild_finish)
                listed = 0  # a bit for each card index already listed
                for card in hand:
                    if card.color is None:
                        if not wild_ok or (card.rank is _WD4 and not self._black_allowed(card, hand)):
                            continue
                    elif card.color is not color and card.rank is not top_rank:
                        continue
                    bit = 1 << card._hash
                    if not listed & bit:
                        listed |= bit
                        out += plays[card._hash][with_uno]
                out.append(table.draw)
            elif phase is _DRAWN:
                out += table.plays[self._drawn._hash][len(hand) == 2]
                out.append(table.pass_)
            elif phase is Phase.CHOOSE_COLOR:
                out += table.choose_color
            else:  # CHALLENGE or STACK
                if self.rules.stacking:
                    listed = 0
                    for card in hand:
                        bit = 1 << card._hash
                        if not listed & bit:
                            listed |= bit
                            if self._stacks(card, hand):
                                out += table.plays[card._hash][len(hand) == 2]
                if phase is _CHALLENGE:
                    out.append(table.challenge)
                out.append(table.accept)
        elif self._may_jump_in(hand):
            out += table.plays[self._discard[-1]._hash][len(hand) == 2]
        if len(hand) == 1 and not self._uno[s]:
            out.append(table.call_uno)
        caught = self._catchable
        if caught is not None and caught != s:
            out.append(table.catch[caught])
        return out

    def _may_jump_in(self, hand: list[Card]) -> bool:
        """Whether a seat whose turn it is not holds the top card and may play it."""
        phase = self._phase
        top = self._discard[-1]
        return (
            self.rules.jump_in
            and (phase is _TURN or phase is _DRAWN)
            and top.color is not None
            and top in hand
        )

    def _allows(self, action: object) -> bool:
        """Exactly `action in self.legal_actions(action.player)`, without the list."""
        kind = type(action)
        if kind is Play:
            return self._allows_play(action)  # type: ignore[arg-type]
        s = action.player  # type: ignore[attr-defined]
        phase = self._phase
        own_turn = s == self._current
        if kind is Draw:
            return own_turn and phase is _TURN
        if kind is Pass:
            return own_turn and phase is _DRAWN
        if kind is ChooseColor:
            return own_turn and phase is Phase.CHOOSE_COLOR and action.color in COLORS  # type: ignore[attr-defined]
        if kind is Challenge:
            return own_turn and phase is _CHALLENGE
        if kind is Accept:
            return own_turn and (phase is _CHALLENGE or phase is _STACK)
        if kind is CallUno:
            return len(self._hands[s]) == 1 and not self._uno[s]
        if kind is CatchUno:
            caught = self._catchable
            return caught is not None and caught != s and action.target == caught  # type: ignore[attr-defined]
        return False

    def _allows_play(self, a: Play) -> bool:
        s = a.player
        card = a.card
        hand = self._hands[s]
        phase = self._phase
        if s == self._current:
            if phase is _TURN:  # what _matches says, spelled out here for speed
                if card not in hand:
                    return False
                if card.color is None:
                    if not self._black_allowed(card, hand):
                        return False
                elif card.color is not self._color and card.rank is not self._discard[-1].rank:
                    return False
            elif phase is _DRAWN:
                if card != self._drawn:
                    return False
            elif phase is _CHALLENGE or phase is _STACK:
                if not (self.rules.stacking and card in hand and self._stacks(card, hand)):
                    return False
            else:
                return False
        elif not (self._may_jump_in(hand) and card == self._discard[-1]):
            return False
        # The card may be played: now its choices, as the seat table lists them.
        if card.color is None:
            if a.color not in COLORS:
                return False
        elif a.color is not None:
            return False
        target = a.target
        if self._effects[card.rank].target:
            if target == s or target not in range(self._n):
                return False
        elif target is not None:
            return False
        return a.uno in (BOTH_UNO if len(hand) == 2 else NO_UNO)

    def _black_allowed(self, card: Card, hand: list[Card]) -> bool:
        if len(hand) == 1 and self.rules.no_wild_finish:
            return False
        if card.rank is _WD4 and self.rules.strict_wild_draw_four:
            color = self._color
            return not any(c.color is color for c in hand)
        return True

    def _matches(self, card: Card, hand: list[Card]) -> bool:
        if card.color is None:
            return self._black_allowed(card, hand)
        return card.color is self._color or card.rank is self._discard[-1].rank

    def _stacks(self, card: Card, hand: list[Card]) -> bool:
        if card.rank is _WD4:
            return self._black_allowed(card, hand)
        return card.rank is Rank.DRAW_TWO and self._discard[-1].rank is Rank.DRAW_TWO

    def _check_seat(self, player: object) -> None:
        if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < self._n:
            raise IllegalAction("bad_seat", f"there is no seat {player!r} at this table", seat=player)

    # ----------------------------------------------------------- acting

    def apply(self, action: Action) -> list[Event]:
        """Carry out one legal action; returns what happened, in order."""
        player = getattr(action, "player", None)
        if self._phase is _OVER:
            raise IllegalAction("round_over", "the round is over")
        if type(action) not in _ACTION_TYPES:
            raise IllegalAction("unknown_action", f"{action!r} is not an action")
        if type(player) is not int or not 0 <= player < self._n:
            self._check_seat(player)
        events: list[Event] = []
        kind = type(action)
        if kind is Play:
            if not self._allows_play(action):
                raise self._why_illegal(action)
            self._play(action, events)
        elif not self._allows(action):
            raise self._why_illegal(action)
        elif kind is Draw:
            self._draw_turn(action.player, events)
        elif kind is Pass:
            events.append(DrawnCardKept(action.player))
            self._start_turn((action.player + self._direction) % self._n, events)
        elif kind is CallUno:
            self._uno[action.player] = True
            if self._catchable == action.player:
                self._catchable = None
            events.append(UnoCalled(action.player))
        elif kind is CatchUno:
            self._catchable = None
            events.append(UnoCaught(action.player, action.target))
            self._take(action.target, 2, DrawReason.UNO, events)
        elif kind is Challenge:
            self._challenge(action.player, events)
        elif kind is Accept:
            self._accept(action.player, events)
        elif kind is ChooseColor:
            self._color = action.color
            events.append(self._table[action.player].color_chosen[action.color])
            self._phase = _TURN
        self._log = (self._log, tuple(events))
        return events

    # ----------------------------------------------------------- refusing

    def _why_illegal(self, action: object) -> IllegalAction:
        kind = type(action)
        s = action.player  # type: ignore[attr-defined]
        hand = self._hands[s]
        phase = self._phase
        cur = self._current
        if kind is CallUno:
            if len(hand) != 1:
                return IllegalAction("uno_not_now", "Uno is called with one card left")
            return IllegalAction("uno_already_called", "Uno is already called")
        if kind is CatchUno:
            return IllegalAction("nothing_to_catch", "nobody can be caught without Uno now")
        if kind is Play and s != cur:
            card = action.card  # type: ignore[attr-defined]
            if self.rules.jump_in and card == self._discard[-1] and card.color is not None:
                if phase not in (Phase.TURN, Phase.DRAWN):
                    return IllegalAction("no_jump_in_now", "nobody may jump in right now")
            else:
                return IllegalAction("not_your_turn", f"it is seat {cur}'s turn", seat=cur)
        elif s != cur:
            return IllegalAction("not_your_turn", f"it is seat {cur}'s turn", seat=cur)
        if phase is Phase.CHOOSE_COLOR and kind is not ChooseColor:
            return IllegalAction("choose_color_first", "name the colour first")
        if kind is ChooseColor:
            if phase is not Phase.CHOOSE_COLOR:
                return IllegalAction("no_color_to_choose", "there is no colour to name now")
            return IllegalAction("needs_color", "name one of the four colours")
        if phase is Phase.CHALLENGE and kind not in (Challenge, Accept, Play):
            return IllegalAction("challenge_or_accept", "challenge the Wild Draw Four or take the cards")
        if phase is Phase.STACK and kind not in (Accept, Play):
            return IllegalAction("answer_penalty", "answer with a draw card or take the cards")
        if kind is Challenge:
            return IllegalAction("nothing_to_challenge", "there is no Wild Draw Four to challenge")
        if kind is Accept:
            return IllegalAction("nothing_to_accept", "there are no cards to take")
        if kind is Pass:
            return IllegalAction("nothing_to_pass", "pass only after drawing a playable card")
        if kind is Draw:
            return IllegalAction("no_draw_now", "drawing is not possible now")
        return self._why_play_illegal(action, hand)  # type: ignore[arg-type]

    def _why_play_illegal(self, a: Play, hand: list[Card]) -> IllegalAction:
        card = a.card
        if not isinstance(card, Card) or card not in hand:
            return IllegalAction("not_in_hand", f"{card} is not in the hand", card=card)
        # Only the player who drew is held to the drawn card; a jump-in is not.
        if self._phase is Phase.DRAWN and a.player == self._current and card != self._drawn:
            return IllegalAction("only_drawn_card", f"only the card just drawn ({self._drawn}) may be played",
                                 card=self._drawn)
        if self._phase in (Phase.STACK, Phase.CHALLENGE) and not (self.rules.stacking and self._stacks(card, hand)):
            return IllegalAction("answer_penalty", "only a draw card can answer a draw card")
        if card.color is None:
            if len(hand) == 1 and self.rules.no_wild_finish:
                return IllegalAction("no_wild_finish", "a wild card may not be the last card")
            if card.rank is _WD4 and not self._black_allowed(card, hand):
                return IllegalAction("wild_draw_four_strict",
                                     "Wild Draw Four only when no card matches the colour", color=self._color)
            if a.color not in COLORS:
                return IllegalAction("needs_color", f"{card} needs a colour", card=card)
        elif a.color is not None:
            return IllegalAction("no_color_for_card", f"{card} has its own colour", card=card)
        elif not self._matches(card, hand):
            return IllegalAction("does_not_match", f"{card} does not match {self._discard[-1]}",
                                 card=card, top=self._discard[-1], color=self._color)
        if self._effects[card.rank].target:
            if a.target is None:
                return IllegalAction("needs_target", f"{card} needs a player to swap with", card=card)
            return IllegalAction("bad_target", f"seat {a.target!r} cannot be swapped with", target=a.target)
        if a.target is not None:
            return IllegalAction("no_target_for_card", f"{card} takes no target", card=card)
        if a.uno and len(hand) != 2:
            return IllegalAction("uno_not_now", "Uno is called with the second-to-last card")
        return IllegalAction("not_allowed", f"{card} cannot be played now", card=card)
