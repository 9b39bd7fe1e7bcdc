"""`apply`: carrying out an action that has been found legal, playing a
card and what it does, drawing, penalties, the challenge and going out.

`Acting` is a layer of `Round`, on what may be done (legality.py), which
it asks what a drawn card fits; the state is declared in state.py.
What each card does is looked up in the round's table of effects
(effects.py): a card's effect is carried out here and named there.

Choices where the rule texts leave room (RULES.md has them all):

- After a successful challenge the bluffer draws the penalty (4, or the
  whole stack under stacking) and the challenger plays next; after a failed
  one the challenger draws the penalty and 2 more, and loses the turn.
- A Draw stops at the first card that may be played, which may be played
  or kept; with `max_draws` above 1 or `draw_until_playable` one Draw takes
  the cards one by one.
- The catch window closes when anyone next plays, draws, accepts or
  challenges. A hand that changes owner cannot be caught, and its new owner
  counts as having called.
- The round ends the moment a hand is empty (a last 7, 0, Swap or Shuffle
  moves no hands); a last Draw Two or Wild Draw Four is still drawn. Under
  `no_action_finish` the last card acts, after its player has drawn the
  card that keeps them in the round.
- The family's own Wild Customizable effects: "everyone else draws one"
  draws in the order of play and skips nobody; "discard the colour you
  name" puts those cards under the wild card (which stays on top), a hand
  it empties goes out, and a player it leaves with one card counts as
  having called Uno (there was no moment to call it).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, assert_never

from .actions import Accept, Action, CallUno, CatchUno, Challenge, ChooseColor, Draw, Pass, Play
from .cards import Card
from .events import (
    CardsDiscarded,
    CardsDrawn,
    Challenged,
    DirectionReversed,
    DrawnCardKept,
    DrawReason,
    Event,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    PenaltyStacked,
    PileReshuffled,
    RoundOver,
    UnoCalled,
    UnoCaught,
)
from .legality import Legality
from .view import Phase

if TYPE_CHECKING:
    from .effects import Effect

# The two ways play can turn, made once (events are values: one may be handed out many times).
_REVERSED = {d: DirectionReversed(d) for d in (1, -1)}
_TURN, _DRAWN, _CHALLENGE, _STACK, _OVER = Phase.TURN, Phase.DRAWN, Phase.CHALLENGE, Phase.STACK, Phase.OVER


class Acting(Legality):
    """How a round changes; each method is handed a legal action's parts."""

    __slots__ = ()

    # ----------------------------------------------------------- turns

    def _next(self, seat: int, steps: int = 1) -> int:
        return (seat + self._direction * steps) % self._n

    def _start_turn(self, seat: int, events: list[Event]) -> None:
        # (apply takes these steps itself after the commonest card.)
        if self._rest and seat != self._current:
            self._rest &= ~(1 << self._current)  # the turn passes on: that seat has had it
        self._current = seat
        self._phase = _TURN
        self._drawn = None
        events.append(self._table[seat].turn_started)

    def _miss_turn(self, seat: int, events: list[Event]) -> None:
        """`seat` loses its turn (which counts as having had it)."""
        self._rest &= ~(1 << seat)
        events.append(self._table[seat].turn_skipped)

    def _skip(self, seat: int, events: list[Event]) -> None:
        """`seat` loses its turn: the one after it plays (_miss_turn's steps, without its call)."""
        self._rest &= ~(1 << seat)
        events.append(self._table[seat].turn_skipped)
        self._start_turn((seat + self._direction) % self._n, events)

    # ----------------------------------------------------------- drawing

    def _take(self, seat: int, count: int, reason: DrawReason, events: list[Event]) -> list[Card]:
        """`seat` draws up to `count` cards, the discard pile shuffled in when needed."""
        hand = self._hands[seat]
        pile = self._draw
        got: list[Card]
        if 0 < count <= len(pile):
            # Enough cards (the commonest penalty): taken from the top (the
            # end of the list) at once.
            got = pile[-count:]
            del pile[-count:]
            got.reverse()
            hand += got
            events.append(CardsDrawn(seat, count, reason, tuple(got)))
        else:
            got = []
            chunk: list[Card] = []
            for _ in range(count):
                if not self._draw:
                    if chunk:
                        events.append(CardsDrawn(seat, len(chunk), reason, tuple(chunk)))
                        chunk = []
                    if not self._reshuffle(events):
                        break
                card = self._draw.pop()
                hand.append(card)
                chunk.append(card)
                got.append(card)
            if chunk:
                events.append(CardsDrawn(seat, len(chunk), reason, tuple(chunk)))
        if len(hand) != 1:
            self._uno[seat] = False
        return got

    def _reshuffle(self, events: list[Event]) -> bool:
        if len(self._discard) < 2:
            return False
        top = self._discard.pop()
        pile, self._discard = self._discard, [top]
        self._shuffle(pile)
        self._draw = pile
        events.append(PileReshuffled(len(pile)))
        return True

    def _draw_turn(self, a: Draw, events: list[Event]) -> None:
        """A Draw on one's turn: one card, or more under the house rules,
        stopping at the first card that may be played (each card its own
        ready-made event: `_take` without its chunks, for the commonest draw)."""
        seat = a.player
        self._catchable = None
        hand = self._hands[seat]
        uno = self._uno
        drew = self._table[seat].drew
        for _ in range(self._draws):
            pile = self._draw
            if not pile:
                if not self._reshuffle(events):
                    if len(hand) != 1:
                        uno[seat] = False
                    break
                pile = self._draw
            card = pile.pop()
            hand.append(card)
            events.append(drew[card._hash])
            uno[seat] = False  # two cards at least now
            # _card_refusal on one's own turn (see there): the fit, which is
            # the whole question unless the rules may hold a black card back.
            if self._fit[card._hash] and (not self._holds_back or self._fit_refusal(card, hand) is None):
                self._phase = _DRAWN
                self._drawn = card
                return
        self._start_turn((seat + self._direction) % self._n, events)

    def _keep_drawn_card(self, a: Pass, events: list[Event]) -> None:
        events.append(DrawnCardKept(a.player))
        self._start_turn((a.player + self._direction) % self._n, events)

    # ----------------------------------------------------------- Uno

    def _call_uno(self, a: CallUno, events: list[Event]) -> None:
        self._uno[a.player] = True
        if self._catchable == a.player:
            self._catchable = None
        events.append(UnoCalled(a.player))

    def _catch_uno(self, a: CatchUno, events: list[Event]) -> None:
        self._catchable = None
        events.append(UnoCaught(a.player, a.target))
        self._take(a.target, 2, DrawReason.UNO, events)

    # ----------------------------------------------------------- penalties

    def _accept(self, a: Accept, events: list[Event]) -> None:
        seat = a.player
        self._catchable = None
        total, self._pending, self._wd4 = self._pending, 0, None
        self._take(seat, total, DrawReason.PENALTY, events)
        self._skip(seat, events)

    def _challenge(self, a: Challenge, events: list[Event]) -> None:
        seat = a.player
        self._catchable = None
        assert self._wd4 is not None  # a challenge is legal only then
        bluffer, bluff, _ = self._wd4
        total, self._pending, self._wd4 = self._pending, 0, None
        events.append(Challenged(seat, bluffer, bluff))
        self._revealed = (seat, bluffer, tuple(self._hands[bluffer]))  # shown before any penalty
        if bluff:
            self._take(bluffer, total, DrawReason.CHALLENGE, events)
            self._start_turn(seat, events)
        else:
            self._take(seat, total + 2, DrawReason.CHALLENGE, events)
            self._skip(seat, events)

    # ----------------------------------------------------------- playing

    def _choose_color(self, a: ChooseColor, events: list[Event]) -> None:
        """The colour for a wild card turned up first."""
        self._in_force(a.color)
        events.append(self._table[a.player].color_chosen[a.color])
        self._phase = _TURN

    def apply(self, action: Action) -> list[Event]:
        """Carry out one legal action; returns what happened, in order."""
        log = self._log
        # An action just listed as legal (the very value) is not asked about again.
        if self._listed_at is log:
            for legal in self._listed:
                if legal is action:
                    break
            else:
                self._check_action(action)
        else:
            self._check_action(action)
        self._revealed = None
        # Carried out by kind (the kinds are final: `type(action) is` narrows
        # as a `match` would, and is tried faster; a new kind fails the check).
        if type(action) is Play:
            # A card played: carried out here rather than in a method of its own
            # (inlined: the commonest action, 2% of random play's time, measured).
            s, card = action.player, action.card
            table = self._table[s]
            hand = self._hands[s]
            effect = self._effects[card.rank]
            if effect.challenge:
                # Judged on the hand as it was played from, against the colour then in force.
                color = self._color
                self._wd4 = (s, any(c.color is color for c in hand), color)
            self._catchable = None
            hand.remove(card)
            self._discard.append(card)
            was = self._current
            played = (table.played if s == was else table.jumped_in)[card._hash]
            events: list[Event] = [played]
            if self._rest:  # whose turn it was has had it, also when someone jumped in
                self._rest &= ~(1 << was)
            if action.pair:  # its twin goes down after it
                hand.remove(card)
                self._discard.append(card)
                events.append(played)
            if action.uno:
                self._uno[s] = True
                events.append(UnoCalled(s))
            color = card.color
            if color is None:
                color = action.color
                assert color is not None  # the play was checked
                events.append(table.color_chosen[color])
                if self.rules.wild_rest:  # every other seat's turn must pass before the next wild card
                    self._rest = ((1 << self._n) - 1) & ~(1 << s)
            self._color = color  # in force on the card, with its row of the fit table (`_in_force`)
            self._fit = self._fits[card._hash][color]
            if len(hand) == 1 and not self._uno[s]:
                self._catchable = s
            if not hand and (not (self.rules.no_action_finish and not card.rank.is_number) or not self._take(
                    s, 1, DrawReason.NO_FINISH, events)):
                self._current = s
                self._finish(s, action, effect, events)
            elif effect.act is _next_turn:
                # The commonest effect, carried out here: the next seat's turn
                # starts (_start_turn's steps, without its call and _next_turn's).
                seat = (s + self._direction) % self._n
                if self._rest and seat != s:
                    self._rest &= ~(1 << s)
                self._current = seat
                self._phase = _TURN
                self._drawn = None
                events.append(self._table[seat].turn_started)
            else:
                self._current = s  # (and the card just drawn is gone: the next turn forgets it, or _finish)
                effect.act(self, s, action, effect, events)
        else:
            events = []
            if type(action) is Draw:
                self._draw_turn(action, events)
            elif type(action) is Pass:
                self._keep_drawn_card(action, events)
            elif type(action) is CallUno:
                self._call_uno(action, events)
            elif type(action) is CatchUno:
                self._catch_uno(action, events)
            elif type(action) is Challenge:
                self._challenge(action, events)
            elif type(action) is Accept:
                self._accept(action, events)
            elif type(action) is ChooseColor:
                self._choose_color(action, events)
            else:
                assert_never(action)
        # The step's events, once, in the history.
        self._log = (log, tuple(events))
        return events

    def _finish(self, s: int, a: Play, effect: Effect, events: list[Event]) -> None:
        """`s` went out; a last Draw Two or Wild Draw Four (or a pair) is still drawn."""
        if effect.penalty:
            penalty = effect.penalty * (2 if a.pair else 1)
            self._take(self._next(s), self._pending + penalty, DrawReason.PENALTY, events)
        self._pending = 0
        self._wd4 = None
        self._catchable = None
        self._drawn = None
        self._phase = _OVER
        self._winner = s
        events.append(RoundOver(s, self._points_scored()))

    # ----------------------------------------------------------- what cards do
    # Each is named in the table of effects.py; `effect` is the table's entry.

    def _next_turn(self, s: int, a: Play, effect: Effect, events: list[Event]) -> None:
        self._start_turn(self._next(s), events)

    def _skip_next(self, s: int, a: Play, effect: Effect, events: list[Event]) -> None:
        """The next player misses the turn; after a pair, the next two, but
        never the player, who then plays again."""
        if not a.pair:
            self._skip((s + self._direction) % self._n, events)
            return
        seat = s
        for _ in range(min(2, self._n - 1)):
            seat = self._next(seat)
            self._miss_turn(seat, events)
        self._start_turn(self._next(seat), events)

    def _reverse(self, s: int, a: Play, effect: Effect, events: list[Event]) -> None:
        """Play turns round (a pair turns it twice: it stays as it was)."""
        nxt = (s + self._direction) % self._n
        self._direction = -self._direction
        events.append(_REVERSED[self._direction])
        if a.pair:
            self._direction = -self._direction
            events.append(_REVERSED[self._direction])
        if self._n == 2:  # with two players a Reverse acts as a Skip, a pair too
            self._miss_turn(nxt, events)
            self._start_turn(s, events)
        else:
            self._start_turn(self._next(s), events)

    def _penalty(self, s: int, a: Play, effect: Effect, events: list[Event]) -> None:
        """A Draw Two or Wild Draw Four: the next player draws, unless the
        card may be challenged or answered first."""
        nxt = (s + self._direction) % self._n
        self._pending += effect.penalty * (2 if a.pair else 1)
        if effect.stacks:
            events.append(PenaltyStacked(s, self._pending))
        if effect.challenge:
            self._start_turn(nxt, events)
            self._phase = _CHALLENGE
        elif effect.stacks:
            self._start_turn(nxt, events)
            self._phase = _STACK
        else:
            total, self._pending = self._pending, 0
            self._take(nxt, total, DrawReason.PENALTY, events)
            self._skip(nxt, events)

    def _swap_hands(self, s: int, a: Play, effect: Effect, events: list[Event]) -> None:
        """The player's hand and the target's change places (no target: no swap)."""
        if a.target is not None:
            h = self._hands
            h[s], h[a.target] = h[a.target], h[s]
            events.append(HandsSwapped(s, a.target))
            self._hands_moved()
        self._start_turn(self._next(s), events)

    def _pass_hands(self, s: int, a: Play, effect: Effect, events: list[Event]) -> None:
        """Every hand moves one seat on in the direction of play."""
        d = self._direction
        old = self._hands
        self._hands = [old[(i - d) % self._n] for i in range(self._n)]
        events.append(HandsPassed(d))
        self._hands_moved()
        self._start_turn(self._next(s), events)

    def _shuffle_hands(self, s: int, a: Play, effect: Effect, events: list[Event]) -> None:
        """The player gathers the other players' cards (keeping their own),
        shuffles them and deals them all out, one at a time to every
        player, themselves included, starting on their left."""
        n = self._n
        pool = [c for seat, h in enumerate(self._hands) if seat != s for c in h]
        self._shuffle(pool)
        hands: list[list[Card]] = [[] for _ in range(n)]
        hands[s] = self._hands[s]
        for i, c in enumerate(pool):
            hands[(s + 1 + i) % n].append(c)
        self._hands = hands
        events.append(HandsShuffled(s, tuple(len(h) for h in self._hands)))
        self._hands_moved()
        self._start_turn(self._next(s), events)

    def _others_draw(self, s: int, a: Play, effect: Effect, events: list[Event]) -> None:
        """Every other player draws one card, in the order of play; nobody misses a turn."""
        for step in range(1, self._n):
            self._take(self._next(s, step), 1, DrawReason.PENALTY, events)
        self._start_turn(self._next(s), events)

    def _discard_color(self, s: int, a: Play, effect: Effect, events: list[Event]) -> None:
        """The player's cards of the colour named go onto the discard pile,
        under the wild card; an empty hand goes out."""
        hand = self._hands[s]
        color = a.color
        gone = tuple(c for c in hand if c.color is color)
        if gone:
            assert color is not None  # a wild card is played with its colour
            self._hands[s] = hand = [c for c in hand if c.color is not color]
            self._discard[-1:-1] = gone
            events.append(CardsDiscarded(s, color, gone))
            if len(hand) == 1:
                self._uno[s] = True
                if self._catchable == s:
                    self._catchable = None
            elif not hand and (not self.rules.no_action_finish
                               or not self._take(s, 1, DrawReason.NO_FINISH, events)):
                self._finish(s, a, effect, events)
                return
        self._start_turn(self._next(s), events)

    def _hands_moved(self) -> None:
        """A hand that changed owner cannot be caught: one card counts as called."""
        self._catchable = None
        self._uno = [len(h) == 1 for h in self._hands]


_next_turn = Acting._next_turn
