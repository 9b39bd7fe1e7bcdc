"""What a seat can know from the public record of a round.

Read from the view alone: the cards not yet seen (the deck less this
seat's hand and the discard pile), and for every other seat the kinds of
card it cannot hold. A player who draws on their turn held no card of the
colour in force, no wild card and no card of the top card's number or
symbol (they would have played it); after that they hold at most one card
of it for every card taken since (less those of it played), and what is
known of a hand travels with it when hands change owner. Wild Draw Fours
that were challenged show who bluffed, and the answers to them show who
challenges, and against how many cards. And for every hand, the cards
played from it since its holder last took a card, each with the choice it
was made among (see `reading`), and the cards known to be in it: a hand
shown to this seat after its challenge, or this seat's own cards given
away in a swap, less what was played from it since.
"""
from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from math import comb
from typing import assert_never

from unodesk.engine import (
    Card,
    CardDealt,
    CardPlayed,
    CardsDiscarded,
    CardsDrawn,
    Challenged,
    Color,
    ColorChosen,
    DirectionReversed,
    DrawnCardKept,
    DrawReason,
    FirstCardReturned,
    FirstCardTurned,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    PenaltyStacked,
    PileReshuffled,
    PlayerView,
    Rank,
    RoundOver,
    TurnSkipped,
    TurnStarted,
    UnoCalled,
    UnoCaught,
    build_deck,
)

from .reading import Choice

# A void is a colour, or None for the black (wild) cards.
Void = Color | None
# A hand this seat saw: (the index in the round's record of the event before
# which the hand was as seen, the seat, its cards then). Another seat's hand
# shown after a challenge (from that challenge on), or this seat's own (a
# view shows only the hand held now; a player remembers the one they gave).
Shown = tuple[int, int, tuple[Card, ...]]


def shown_in(view: PlayerView) -> Shown | None:
    """The hand this view shows (after this seat's challenge), if any."""
    if view.revealed is None:
        return None
    seat, cards = view.revealed
    for index in range(len(view.history) - 1, -1, -1):
        e = view.history[index]
        if type(e) is Challenged and e.target == seat:
            return index, seat, cards
    return None


class Knowledge:
    """The public facts of one round, as seen from `view.seat`."""

    def __init__(self, view: PlayerView, shown: Sequence[Shown] = ()) -> None:
        """`shown`: the hands this seat was shown earlier in the round (see
        `Shown`), which the view itself holds only until the next action."""
        self.view = view
        n = view.players
        unseen = Counter(build_deck(view.rules))
        unseen.subtract(view.hand)
        unseen.subtract(view.discard)
        self.unseen: list[Card] = list((+unseen).elements())
        # The most cards of each colour (None: wild) and of each number or
        # symbol (coloured cards) each seat can hold; no entry, no limit.
        self.caps: list[Caps] = [Caps() for _ in range(n)]
        # Wild Draw Fours that a challenge showed: (who played it, a bluff?)
        self.shown: list[tuple[int, bool]] = []
        # Answers to Wild Draw Fours: (who answered, cards the player of it
        # had left, challenged?)
        self.answers: list[tuple[int, int, bool]] = []
        # Cards played from each hand since its holder last took a card,
        # oldest first, with the choice each was made among (None: no free
        # choice, such as a card just drawn or an answer to a penalty).
        self.since: list[list[tuple[Card, Choice | None]]] = [[] for _ in range(n)]
        # Cards known to be in each hand: shown after a challenge, or this
        # seat's own cards given away in a swap, less what was played since
        # (this seat's own entry is its hand).
        self.known: list[Counter[Card]] = [Counter() for _ in range(n)]
        self._read(view, shown)
        unseen_left = Counter(self.unseen)
        for seat in range(n):
            if seat == view.seat:
                self.known[seat] = Counter(view.hand)
                continue
            held = self.known[seat] & unseen_left
            unseen_left -= held
            self.known[seat] = held

    def _read(self, view: PlayerView, shown: Sequence[Shown]) -> None:
        color = _color_at_start(view)
        known = self.known
        shown_at: dict[int, list[tuple[int, tuple[Card, ...]]]] = {}
        for index, seat, cards in shown:
            shown_at.setdefault(index, []).append((seat, cards))
        drew_this_turn: set[int] = set()
        caps = self.caps
        # A draw shows no wild card held, unless none could have been played.
        wild_may_wait = view.rules.no_wild_finish or view.rules.wild_rest
        n = view.players
        history = view.history
        dealt = bool(history) and type(history[0]) is CardDealt
        sizes = [0] * n if dealt else _sizes_at_start(view)
        facing: tuple[int, int] | None = None  # a Wild Draw Four's victim, its player's cards
        wd4_by: int | None = None
        since = self.since
        top = _top_at_start(view)
        direction = view.direction
        for e in history:
            if type(e) is DirectionReversed:
                direction = -direction
        penalty_open = False  # the player whose turn it is answers a penalty
        for index, e in enumerate(history):
            for seat, cards in shown_at.get(index, ()):
                known[seat] = Counter(cards)
            # Every kind of event, the commonest first. (`type(e) is` narrows as a
            # `match` would, and is tried faster: this loop reads every event of
            # the round at every decision of the hard level.)
            if type(e) is TurnStarted:
                drew_this_turn.clear()
                if wd4_by is not None:
                    facing = (e.player, sizes[wd4_by])
                    wd4_by = None
            elif type(e) is CardPlayed:
                p = e.player
                if known[p][e.card]:
                    known[p][e.card] -= 1
                choice = None
                if not (e.jump_in or penalty_open or p in drew_this_turn or top is None):
                    nxt = (p + direction) % n
                    choice = Choice(e.card, None, color, top, sizes[nxt] <= 2)
                since[p].append((e.card, choice))
                sizes[p] -= 1
                caps[p].played(e.card)
                facing = None
                penalty_open = False
                top = e.card
                if e.card.color is not None:
                    color = e.card.color
                elif e.card.rank is Rank.WILD_DRAW_FOUR:
                    wd4_by = e.player
            elif type(e) is CardsDrawn:
                p = e.player
                sizes[p] += e.count
                since[p] = []
                if e.reason is DrawReason.PENALTY or e.reason is DrawReason.CHALLENGE:
                    penalty_open = False
                if e.reason is DrawReason.DRAW:
                    # What was drawn could not be played (but the last card,
                    # which is played or kept): none of it fits.
                    if p not in drew_this_turn:
                        drew_this_turn.add(p)
                        caps[p].could_not_follow(color, top, wild_may_wait)
                    caps[p].drew(e.count, color, top, wild_may_wait)
                else:
                    caps[p].took(e.count)
                    if facing is not None and facing[0] == p and e.reason is DrawReason.PENALTY:
                        self.answers.append((p, facing[1], False))
                        facing = None
            elif type(e) is CardDealt:
                sizes[e.player] += 1
                since[e.player] = []
            elif type(e) is ColorChosen:
                color = e.color
                mine = since[e.player]
                if mine and (last := mine[-1][1]) is not None and mine[-1][0] is top:
                    mine[-1] = (last.card, Choice(last.card, e.color, last.color, last.top, last.next_small))
            elif (type(e) is TurnSkipped or type(e) is UnoCalled or type(e) is UnoCaught or type(e) is RoundOver
                  or type(e) is FirstCardReturned or type(e) is PileReshuffled):
                pass  # nothing a hand shows
            elif type(e) is DirectionReversed:
                direction = e.direction
            elif type(e) is PenaltyStacked:
                penalty_open = True
            elif type(e) is DrawnCardKept:
                caps[e.player].kept(color, top)
            elif type(e) is FirstCardTurned:
                color = e.card.color
                top = e.card
            elif type(e) is HandsSwapped:
                a, b = e.player, e.target
                caps[a], caps[b] = caps[b], caps[a]
                sizes[a], sizes[b] = sizes[b], sizes[a]
                since[a], since[b] = since[b], since[a]
                known[a], known[b] = known[b], known[a]
            elif type(e) is HandsPassed:
                caps[:] = [caps[(i - e.direction) % n] for i in range(n)]
                sizes[:] = [sizes[(i - e.direction) % n] for i in range(n)]
                since[:] = [since[(i - e.direction) % n] for i in range(n)]
                known[:] = [known[(i - e.direction) % n] for i in range(n)]
            elif type(e) is HandsShuffled:
                caps[:] = [Caps() for _ in range(n)]
                sizes[:] = list(e.sizes)
                since[:] = [[] for _ in range(n)]
                # The player who shuffled kept their own cards.
                known[:] = [known[i] if i == e.player else Counter() for i in range(n)]
            elif type(e) is CardsDiscarded:
                # A colour discarded whole: the hand holds none of it now.
                p = e.player
                for card in e.cards:
                    if known[p][card]:
                        known[p][card] -= 1
                    caps[p].played(card)
                caps[p].colors[e.color] = 0
                sizes[p] -= len(e.cards)
            elif type(e) is Challenged:
                self.shown.append((e.target, e.bluff))
                if facing is not None and facing[0] == e.player:
                    self.answers.append((e.player, facing[1], True))
                facing = None
            else:
                assert_never(e)
        caps[view.seat] = Caps()
        self.voids: list[set[Void]] = [c.voids() for c in caps]

    def chance_holds(self, seat: int, color: Color) -> float:
        """The chance that `seat` holds a card of `color`, all else being even."""
        if color in self.voids[seat]:
            return 0.0
        pool = [c for c in self.unseen if c.color not in self.voids[seat]]
        k = sum(1 for c in pool if c.color is color)
        size = self.view.hand_sizes[seat]
        if size > len(pool):
            return 1.0 if k else 0.0
        return 1.0 - comb(len(pool) - k, size) / comb(len(pool), size)


class Caps:
    """The most cards of each colour (None: the wild cards) and of each
    number or symbol (coloured cards) a hand can hold, from what its
    holder could not follow. A colour it could not follow is capped at
    none; every card it takes after that (but one it could not play) may
    be of that colour, and every card of it played lowers the cap."""

    __slots__ = ("colors", "ranks")

    def __init__(self) -> None:
        self.colors: dict[Void, int] = {}
        self.ranks: dict[Rank, int] = {}

    def could_not_follow(self, color: Color | None, top: Card | None, wild_may_wait: bool) -> None:
        self.colors[color] = 0
        if not wild_may_wait:
            self.colors[None] = 0
        if top is not None and top.color is not None:
            self.ranks[top.rank] = 0

    def took(self, count: int) -> None:
        """`count` cards taken, any cards."""
        for c in self.colors:
            self.colors[c] += count
        for r in self.ranks:
            self.ranks[r] += count

    def drew(self, count: int, color: Color | None, top: Card | None, wild_may_wait: bool) -> None:
        """`count` cards drawn on a turn that did not fit `color` and `top`
        (the last may have, and is then played or kept: see `kept`)."""
        rank = top.rank if top is not None and top.color is not None else None
        for c in self.colors:
            if c is not color and (c is not None or wild_may_wait):
                self.colors[c] += count
        for r in self.ranks:
            if r is not rank:
                self.ranks[r] += count

    def kept(self, color: Color | None, top: Card | None) -> None:
        """A drawn card that fitted was kept: one more card may fit."""
        for c in (color, None):
            if c in self.colors:
                self.colors[c] += 1
        if top is not None and top.rank in self.ranks:
            self.ranks[top.rank] += 1

    def played(self, card: Card) -> None:
        colors, ranks = self.colors, self.ranks
        if colors.get(card.color, 0) > 0:
            colors[card.color] -= 1
        if card.color is not None and ranks.get(card.rank, 0) > 0:
            ranks[card.rank] -= 1

    def voids(self) -> set[Void]:
        return {c for c, cap in self.colors.items() if cap == 0}

    def allows(self, card: Card, colors: dict[Void, int], ranks: dict[Rank, int]) -> bool:
        """Whether a hand already holding `colors` and `ranks` (counts) may also hold `card`."""
        color = card.color
        cap = self.colors.get(color)
        if cap is not None and colors.get(color, 0) >= cap:
            return False
        if color is None:
            return True
        cap = self.ranks.get(card.rank)
        return cap is None or ranks.get(card.rank, 0) < cap


def _put_down(view: PlayerView) -> int:
    """The cards put on the discard pile since the record began (played or discarded)."""
    return sum(1 if type(e) is CardPlayed else len(e.cards) for e in view.history
               if type(e) is CardPlayed or type(e) is CardsDiscarded)


def _color_at_start(view: PlayerView) -> Color | None:
    """The colour in force when the record begins. A dealt round's record
    starts before the first card is turned; one set up mid-round (a saved
    game, a puzzle) starts at the card that was on top then."""
    history = view.history
    if any(type(e) in (FirstCardTurned, PileReshuffled) for e in history):
        return None
    played = _put_down(view)
    if played >= len(view.discard):
        return None
    return view.discard[-1 - played].color


def _top_at_start(view: PlayerView) -> Card | None:
    """The top card when the record begins (None before the first is turned)."""
    history = view.history
    if any(type(e) in (FirstCardTurned, PileReshuffled) for e in history):
        return None
    played = _put_down(view)
    return view.discard[-1 - played] if played < len(view.discard) else None


def _sizes_at_start(view: PlayerView) -> list[int]:
    """Hand sizes when a record set up mid-round begins (hands that changed
    owner since are not unpicked: only the challenge answers use these)."""
    sizes = list(view.hand_sizes)
    for e in view.history:
        if type(e) is CardPlayed:
            sizes[e.player] += 1
        elif type(e) is CardsDiscarded:
            sizes[e.player] += len(e.cards)
        elif type(e) is CardsDrawn:
            sizes[e.player] -= e.count
    return sizes
