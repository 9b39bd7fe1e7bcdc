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

import random
from collections.abc import Sequence

from .actions import Accept, Action, CallUno, CatchUno, Challenge, ChooseColor, Draw, Pass, Play
from .cards import COLORS, Card, Color, Rank, build_deck
from .errors import IllegalAction
from .events import (
    CardDealt,
    CardPlayed,
    CardsDrawn,
    Challenged,
    ColorChosen,
    DirectionReversed,
    DrawnCardKept,
    DrawReason,
    Event,
    FirstCardReturned,
    FirstCardTurned,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    PenaltyStacked,
    PileReshuffled,
    RoundOver,
    TurnSkipped,
    TurnStarted,
    UnoCalled,
    UnoCaught,
    redact,
)
from .rules import RuleSet
from .view import Phase, PlayerView

MIN_PLAYERS, MAX_PLAYERS = 2, 10
_WD4 = Rank.WILD_DRAW_FOUR
_NO_UNO = (False,)
_BOTH_UNO = (False, True)
_NO_COLOR = (None,)
_NO_TARGET = (None,)


class Round:
    """One deal. Build it with `Round.new` or `Round.setup`."""

    __slots__ = (
        "rules", "_n", "_hands", "_discard", "_draw", "_color", "_current", "_direction",
        "_phase", "_winner", "_rng", "_pending", "_wd4", "_drawn", "_uno", "_catchable",
        "_dealer", "_log", "opening_events",
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
        r._rng = random.Random(seed)
        r._pending = 0
        r._wd4 = None
        r._drawn = None
        r._uno = [False] * players
        r._catchable = None
        r._dealer = 0
        r._log = []
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
            r._rng.shuffle(pile)
        else:
            pile = list(deck)
            if not all(isinstance(c, Card) for c in pile):
                raise ValueError("deck must hold Card values")
        if len(pile) < players * rules.hand_size + 1:
            raise ValueError("the deck is too small to deal this many hands")
        r._draw = pile[::-1]  # internally the top of the pile is the end of the list
        events: list[Event] = []
        for _ in range(rules.hand_size):
            for i in range(players):
                seat = (dealer + 1 + i) % players
                card = r._draw.pop()
                r._hands[seat].append(card)
                events.append(CardDealt(seat, card))
        r._turn_up_first_card(events)
        r.opening_events = tuple(events)
        r._log.extend(redact(e) for e in events)
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
            events.append(TurnSkipped(first))
            self._start_turn(self._next(first), events)
        elif rank is Rank.REVERSE:
            self._direction = -1
            events.append(DirectionReversed(-1))
            self._start_turn(self._dealer, events)
        elif rank is Rank.DRAW_TWO:
            self._take(first, 2, DrawReason.PENALTY, events)
            events.append(TurnSkipped(first))
            self._start_turn(self._next(first), events)
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
        Draw Four.
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
        r._rng = random.Random()
        r._rng.setstate(self._rng.getstate())
        r._pending = self._pending
        r._wd4 = self._wd4
        r._drawn = self._drawn
        r._uno = self._uno[:]
        r._catchable = self._catchable
        r._dealer = self._dealer
        r._log = self._log[:]
        r.opening_events = self.opening_events
        return r

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
        return tuple(self._log)

    def hand_points(self) -> tuple[int, ...]:
        return tuple(sum(c.points for c in h) for h in self._hands)

    def points(self) -> int:
        """What the winner scores: the value of every card left in the other hands."""
        if self._phase is not Phase.OVER:
            raise IllegalAction("round_not_over", "the round is not over yet")
        return sum(self.hand_points())

    def view(self, player: int) -> PlayerView:
        self._check_seat(player)
        challenge = None
        if self._wd4 is not None:
            challenge = (self._wd4[0], self._wd4[2])
        return PlayerView(
            seat=player,
            hand=tuple(self._hands[player]),
            hand_sizes=tuple(len(h) for h in self._hands),
            discard=tuple(self._discard),
            top=self._discard[-1],
            color=self._color,
            current=self._current,
            direction=self._direction,
            draw_pile_size=len(self._draw),
            phase=self._phase,
            rules=self.rules,
            uno_called=tuple(self._uno),
            dealer=self._dealer,
            pending_draw=self._pending,
            drawn_card=self._drawn if player == self._current else None,
            catchable=self._catchable,
            challenge=challenge,
            winner=self._winner,
            history=tuple(self._log),
        )

    # ----------------------------------------------------------- legality

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Every action the seat (or any seat, with None) may take now."""
        if self._phase is Phase.OVER:
            if player is not None:
                self._check_seat(player)
            return []
        if player is None:
            out: list[Action] = []
            for seat in range(self._n):
                out += self._legal_for(seat)
            return out
        self._check_seat(player)
        return self._legal_for(player)

    def _legal_for(self, s: int) -> list[Action]:
        out: list[Action] = []
        hand = self._hands[s]
        phase = self._phase
        if s == self._current:
            if phase is Phase.TURN:
                seen = set()
                for card in hand:
                    if card not in seen:
                        seen.add(card)
                        if self._matches(card, hand):
                            self._add_plays(out, s, card, len(hand))
                out.append(Draw(s))
            elif phase is Phase.DRAWN:
                self._add_plays(out, s, self._drawn, len(hand))
                out.append(Pass(s))
            elif phase is Phase.CHOOSE_COLOR:
                out += [ChooseColor(s, c) for c in COLORS]
            else:  # CHALLENGE or STACK
                if self.rules.stacking:
                    seen = set()
                    for card in hand:
                        if card not in seen:
                            seen.add(card)
                            if self._stacks(card, hand):
                                self._add_plays(out, s, card, len(hand))
                if phase is Phase.CHALLENGE:
                    out.append(Challenge(s))
                out.append(Accept(s))
        elif (
            self.rules.jump_in
            and (phase is Phase.TURN or phase is Phase.DRAWN)
            and self._discard[-1].color is not None
            and self._discard[-1] in hand
        ):
            self._add_plays(out, s, self._discard[-1], len(hand))
        if len(hand) == 1 and not self._uno[s]:
            out.append(CallUno(s))
        if self._catchable is not None and self._catchable != s:
            out.append(CatchUno(s, self._catchable))
        return out

    def _add_plays(self, out: list[Action], s: int, card: Card, hand_size: int) -> None:
        colors = COLORS if card.color is None else _NO_COLOR
        targets = [t for t in range(self._n) if t != s] if self._needs_target(card) else _NO_TARGET
        unos = _BOTH_UNO if hand_size == 2 else _NO_UNO
        for color in colors:
            for target in targets:
                for uno in unos:
                    out.append(Play(s, card, color, target, uno))

    def _needs_target(self, card: Card) -> bool:
        rank = card.rank
        return (
            rank is Rank.WILD_SWAP_HANDS
            or (rank is Rank.SEVEN and self.rules.seven_zero)
            or (rank is Rank.WILD_CUSTOM and self.rules.custom_effect == "swap_hands")
        )

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
        if self._phase is Phase.OVER:
            raise IllegalAction("round_over", "the round is over")
        self._check_seat(player)
        if action not in self._legal_for(player):
            raise self._why_illegal(action)
        events: list[Event] = []
        kind = type(action)
        if kind is Play:
            self._play(action, events)
        elif kind is Draw:
            self._draw_turn(action.player, events)
        elif kind is Pass:
            events.append(DrawnCardKept(action.player))
            self._start_turn(self._next(action.player), events)
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
            self._catchable = None
            total, self._pending, self._wd4 = self._pending, 0, None
            self._take(action.player, total, DrawReason.PENALTY, events)
            events.append(TurnSkipped(action.player))
            self._start_turn(self._next(action.player), events)
        elif kind is ChooseColor:
            self._color = action.color
            events.append(ColorChosen(action.player, action.color))
            self._phase = Phase.TURN
        self._log.extend(redact(e) for e in events)
        return events

    def _next(self, seat: int, steps: int = 1) -> int:
        return (seat + self._direction * steps) % self._n

    def _start_turn(self, seat: int, events: list[Event]) -> None:
        self._current = seat
        self._phase = Phase.TURN
        self._drawn = None
        events.append(TurnStarted(seat))

    def _take(self, seat: int, count: int, reason: DrawReason, events: list[Event]) -> list[Card]:
        """`seat` draws up to `count` cards, the discard pile shuffled in when needed."""
        got: list[Card] = []
        chunk: list[Card] = []
        hand = self._hands[seat]
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
        self._rng.shuffle(pile)
        self._draw = pile
        events.append(PileReshuffled(len(pile)))
        return True

    def _draw_turn(self, seat: int, events: list[Event]) -> None:
        self._catchable = None
        limit = 10**6 if self.rules.draw_until_playable else self.rules.max_draws
        hand = self._hands[seat]
        for _ in range(limit):
            got = self._take(seat, 1, DrawReason.DRAW, events)
            if not got:
                break
            if self._matches(got[0], hand):
                self._phase = Phase.DRAWN
                self._drawn = got[0]
                return
        self._start_turn(self._next(seat), events)

    def _challenge(self, seat: int, events: list[Event]) -> None:
        self._catchable = None
        bluffer, bluff, _ = self._wd4
        total, self._pending, self._wd4 = self._pending, 0, None
        events.append(Challenged(seat, bluffer, bluff))
        if bluff:
            self._take(bluffer, total, DrawReason.CHALLENGE, events)
            self._start_turn(seat, events)
        else:
            self._take(seat, total + 2, DrawReason.CHALLENGE, events)
            events.append(TurnSkipped(seat))
            self._start_turn(self._next(seat), events)

    def _play(self, action: Play, events: list[Event]) -> None:
        s, card = action.player, action.card
        jump_in = s != self._current
        color_before = self._color
        hand = self._hands[s]
        bluff = card.rank is _WD4 and any(c.color is color_before for c in hand)
        self._catchable = None
        hand.remove(card)
        self._discard.append(card)
        self._current = s
        self._drawn = None
        events.append(CardPlayed(s, card, jump_in))
        if action.uno:
            self._uno[s] = True
            events.append(UnoCalled(s))
        if card.color is None:
            self._color = action.color
            events.append(ColorChosen(s, action.color))
        else:
            self._color = card.color
        if len(hand) == 1 and not self._uno[s]:
            self._catchable = s
        if not hand:
            if not (self.rules.no_action_finish and not card.rank.is_number):
                self._finish(s, card, events)
                return
            if not self._take(s, 1, DrawReason.NO_FINISH, events):
                self._finish(s, card, events)
                return
        self._card_effect(s, card, action.target, bluff, color_before, events)

    def _card_effect(
        self, s: int, card: Card, target: int | None, bluff: bool, color_before: Color | None,
        events: list[Event],
    ) -> None:
        rank = card.rank
        rules = self.rules
        nxt = self._next(s)
        if rank is Rank.WILD_CUSTOM:
            rank = _CUSTOM_RANKS[rules.custom_effect]
            if rank is Rank.DRAW_TWO:  # a custom Draw Two is not stacked on
                self._take(nxt, 2, DrawReason.PENALTY, events)
                events.append(TurnSkipped(nxt))
                self._start_turn(self._next(nxt), events)
                return
        if rank is Rank.SKIP:
            events.append(TurnSkipped(nxt))
            self._start_turn(self._next(nxt), events)
        elif rank is Rank.REVERSE:
            self._direction = -self._direction
            events.append(DirectionReversed(self._direction))
            if self._n == 2:  # with two players a Reverse acts as a Skip
                events.append(TurnSkipped(nxt))
                self._start_turn(s, events)
            else:
                self._start_turn(self._next(s), events)
        elif rank is Rank.DRAW_TWO:
            if rules.stacking:
                self._pending += 2
                events.append(PenaltyStacked(s, self._pending))
                self._start_turn(nxt, events)
                self._phase = Phase.STACK
            else:
                self._take(nxt, 2, DrawReason.PENALTY, events)
                events.append(TurnSkipped(nxt))
                self._start_turn(self._next(nxt), events)
        elif rank is _WD4:
            self._pending = self._pending + 4 if rules.stacking else 4
            if rules.stacking:
                events.append(PenaltyStacked(s, self._pending))
            if rules.can_challenge:
                self._wd4 = (s, bluff, color_before)
                self._start_turn(nxt, events)
                self._phase = Phase.CHALLENGE
            elif rules.stacking:
                self._start_turn(nxt, events)
                self._phase = Phase.STACK
            else:
                total, self._pending = self._pending, 0
                self._take(nxt, total, DrawReason.PENALTY, events)
                events.append(TurnSkipped(nxt))
                self._start_turn(self._next(nxt), events)
        elif rank is Rank.WILD_SWAP_HANDS or (rank is Rank.SEVEN and rules.seven_zero):
            h = self._hands
            h[s], h[target] = h[target], h[s]
            events.append(HandsSwapped(s, target))
            self._hands_moved()
            self._start_turn(nxt, events)
        elif rank is Rank.ZERO and rules.seven_zero:
            d = self._direction
            old = self._hands
            self._hands = [old[(i - d) % self._n] for i in range(self._n)]
            events.append(HandsPassed(d))
            self._hands_moved()
            self._start_turn(nxt, events)
        elif rank is Rank.WILD_SHUFFLE_HANDS:
            pool = [c for h in self._hands for c in h]
            self._rng.shuffle(pool)
            self._hands = [[] for _ in range(self._n)]
            for i, c in enumerate(pool):  # dealt from the seat left of the player
                self._hands[(s + 1 + i) % self._n].append(c)
            events.append(HandsShuffled(s, tuple(len(h) for h in self._hands)))
            self._hands_moved()
            self._start_turn(nxt, events)
        else:
            self._start_turn(nxt, events)

    def _hands_moved(self) -> None:
        self._catchable = None
        self._uno = [len(h) == 1 for h in self._hands]

    def _finish(self, s: int, card: Card, events: list[Event]) -> None:
        """`s` went out; a last Draw Two or Wild Draw Four is still drawn."""
        nxt = self._next(s)
        penalty = {Rank.DRAW_TWO: 2, _WD4: 4}.get(card.rank, 0)
        if card.rank is Rank.WILD_CUSTOM and self.rules.custom_effect == "draw_two":
            penalty = 2
        if penalty:
            self._take(nxt, self._pending + penalty if self.rules.stacking else penalty,
                       DrawReason.PENALTY, events)
        self._pending = 0
        self._wd4 = None
        self._catchable = None
        self._phase = Phase.OVER
        self._winner = s
        events.append(RoundOver(s, sum(self.hand_points())))

    # ----------------------------------------------------------- refusing

    def _why_illegal(self, action: object) -> IllegalAction:
        kind = type(action)
        if kind not in (Play, Draw, Pass, CallUno, CatchUno, Challenge, Accept, ChooseColor):
            return IllegalAction("unknown_action", f"{action!r} is not an action")
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
        if self._phase is Phase.DRAWN and card != self._drawn:
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
        if self._needs_target(card):
            if a.target is None:
                return IllegalAction("needs_target", f"{card} needs a player to swap with", card=card)
            return IllegalAction("bad_target", f"seat {a.target!r} cannot be swapped with", target=a.target)
        if a.target is not None:
            return IllegalAction("no_target_for_card", f"{card} takes no target", card=card)
        if a.uno and len(hand) != 2:
            return IllegalAction("uno_not_now", "Uno is called with the second-to-last card")
        return IllegalAction("not_allowed", f"{card} cannot be played now", card=card)


_CUSTOM_RANKS = {
    "wild": Rank.WILD,
    "skip": Rank.SKIP,
    "reverse": Rank.REVERSE,
    "draw_two": Rank.DRAW_TWO,
    "swap_hands": Rank.WILD_SWAP_HANDS,
}

