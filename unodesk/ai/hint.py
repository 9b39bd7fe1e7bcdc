"""A hint for a person: the hard level's move for their seat, and why.

`hint(view, legal)` asks the hard level what it would do in the person's
seat (from that seat's view alone, as for any computer player) and names the
main reason as a `Reason` with the seat, colour or card it is about. The
words are the table's to write, in the person's language; nothing here is
a sentence.
"""
from __future__ import annotations

import enum
from collections.abc import Sequence
from typing import TYPE_CHECKING, assert_never

from unodesk.engine import (
    Accept,
    Action,
    CallUno,
    Card,
    CatchUno,
    Challenge,
    ChooseColor,
    Color,
    Draw,
    Pass,
    Phase,
    Play,
    PlayerView,
    Rank,
)
from unodesk.engine.values import value

from .heuristic import effective_rank, next_seat
from .knowledge import Knowledge
from .tactics import color_counts, plays

if TYPE_CHECKING:
    from .bot import Bot


class Reason(enum.Enum):
    """Why the hint suggests its move; `Hint` carries what the reason is about."""

    ONLY_MOVE = "only_move"  # nothing else is allowed now
    DRAW_NOTHING_FITS = "draw_nothing_fits"
    DRAW_ON_PURPOSE = "draw_on_purpose"  # a card fits, but drawing is better
    CALL_UNO = "call_uno"  # one card left and Uno not called yet
    CATCH_UNO = "catch_uno"  # seat: the player who forgot to call Uno
    CHALLENGE_BLUFF = "challenge_bluff"  # seat: who played the Wild Draw Four, likely a bluff
    ACCEPT_HONEST = "accept_honest"  # seat: who played it, likely holding no card of the colour
    PASS_PENALTY_ON = "pass_penalty_on"  # seat: the next player, who takes it unless they answer
    TAKE_PENALTY = "take_penalty"
    PLAY_DRAWN_CARD = "play_drawn_card"  # card
    KEEP_DRAWN_CARD = "keep_drawn_card"  # card
    STOP_NEXT_PLAYER = "stop_next_player"  # seat: the next player, close to going out; card
    PLAY_AGAIN = "play_again"  # seat: the one opponent, who misses its turn; card
    KEEP_WILD_DRAW_FOUR = "keep_wild_draw_four"  # seat: the player closest to going out
    KEEP_WILD = "keep_wild"  # a wild card kept for when nothing else fits
    SWAP_WITH_SMALLEST = "swap_with_smallest"  # seat: whose hand to take
    NAME_COLOR_NEXT_LACKS = "name_color_next_lacks"  # color; seat: the next player, who could not follow it
    NAME_COLOR_HELD_MOST = "name_color_held_most"  # color
    COLOR_NEXT_LACKS = "color_next_lacks"  # color; seat: the next player, who could not follow it
    SHED_POINTS = "shed_points"  # card; seat: the player close to going out
    FOLLOW_COLOR_HELD_MOST = "follow_color_held_most"  # color
    GO_OUT = "go_out"  # the last card
    BEST_FOUND = "best_found"  # the search found it best; no simpler reason


@value
class Hint:
    action: Action
    reason: Reason
    seat: int | None = None  # the player the reason is about
    color: Color | None = None  # the colour the reason is about
    card: Card | None = None  # the card the reason is about


_ATTACKS = (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR)


def hint(view: PlayerView, legal: Sequence[Action], *, bot: Bot | None = None,
         budget: float | None = None) -> Hint | None:
    """The hard level's move for `view.seat` and its main reason; None when
    it is not the seat's turn and nothing beside the turn is worth doing.

    `bot` is a hard-level player kept for the person's seat over the match
    (so that what it learnt of who bluffs counts); a fresh one is made if
    None. `budget` is passed on to its search."""
    if bot is None:
        from .search import HardBot

        bot = HardBot(0)
    if not legal:
        return None
    if view.current != view.seat:  # beside the turn: a catch, a late Uno, a jump-in
        action = bot.react(view, legal)
        return None if action is None else explain(view, legal, action)
    if len(legal) == 1:
        only = legal[0]
        if type(only) is Draw:
            return Hint(only, Reason.DRAW_NOTHING_FITS)
        return Hint(only, Reason.ONLY_MOVE)
    action = bot.choose(view, legal, budget=budget)
    return explain(view, legal, action)


def explain(view: PlayerView, legal: Sequence[Action], action: Action) -> Hint:
    """The main reason for `action` in this position, from the seat's view."""
    match action:
        case CatchUno():
            return Hint(action, Reason.CATCH_UNO, seat=action.target)
        case CallUno():
            return Hint(action, Reason.CALL_UNO)
        case Challenge():
            return Hint(action, Reason.CHALLENGE_BLUFF, seat=view.challenge[0] if view.challenge else None)
        case Accept():
            if view.phase is Phase.CHALLENGE and view.challenge is not None:
                return Hint(action, Reason.ACCEPT_HONEST, seat=view.challenge[0])
            return Hint(action, Reason.TAKE_PENALTY)
        case Pass():
            return Hint(action, Reason.KEEP_DRAWN_CARD, card=view.drawn_card)
        case Draw():
            if plays(legal):
                return Hint(action, Reason.DRAW_ON_PURPOSE)
            return Hint(action, Reason.DRAW_NOTHING_FITS)
        case ChooseColor():
            nxt = next_seat(view)
            if action.color in Knowledge(view).voids[nxt]:
                return Hint(action, Reason.NAME_COLOR_NEXT_LACKS, seat=nxt, color=action.color)
            return Hint(action, Reason.NAME_COLOR_HELD_MOST, color=action.color)
        case Play():
            return _explain_play(view, legal, action)
        case _:
            assert_never(action)


def _explain_play(view: PlayerView, legal: Sequence[Action], action: Play) -> Hint:
    nxt = next_seat(view)
    sizes = view.hand_sizes
    know = Knowledge(view)
    card = action.card
    rank = effective_rank(card, view)
    if len(view.hand) == (2 if action.pair else 1):
        return Hint(action, Reason.GO_OUT, card=card)
    if view.phase in (Phase.STACK, Phase.CHALLENGE):
        return Hint(action, Reason.PASS_PENALTY_ON, seat=nxt, card=card)
    if view.phase is Phase.DRAWN:
        return Hint(action, Reason.PLAY_DRAWN_CARD, card=card)
    if action.target is not None:
        return Hint(action, Reason.SWAP_WITH_SMALLEST, seat=action.target, card=card)
    if rank in _ATTACKS and sizes[nxt] <= 2 and (rank is not Rank.REVERSE or view.players <= 3):
        return Hint(action, Reason.STOP_NEXT_PLAYER, seat=nxt, card=card)
    if view.players == 2 and rank in _ATTACKS and card.color is not None:
        return Hint(action, Reason.PLAY_AGAIN, seat=nxt, card=card)
    others = [s for s in range(view.players) if s != view.seat]
    closest = min(others, key=lambda s: (sizes[s], (s - view.seat) % view.players))
    playable = {a.card for a in plays(legal)}
    if sizes[closest] <= 2 and card.rank is not Rank.WILD_DRAW_FOUR \
            and any(c.rank is Rank.WILD_DRAW_FOUR for c in playable):
        return Hint(action, Reason.KEEP_WILD_DRAW_FOUR, seat=closest)
    if card.color is None:
        if action.color in know.voids[nxt]:
            return Hint(action, Reason.NAME_COLOR_NEXT_LACKS, seat=nxt, color=action.color)
        return Hint(action, Reason.NAME_COLOR_HELD_MOST, color=action.color)
    if any(c.color is None for c in playable):
        return Hint(action, Reason.KEEP_WILD)
    if card.color in know.voids[nxt] and card.color is not view.color:
        return Hint(action, Reason.COLOR_NEXT_LACKS, seat=nxt, color=card.color)
    coloured = [c for c in playable if c.color is not None]
    points = [c.points for c in coloured]
    if sizes[closest] <= 2 and card.points == max(points) > min(points):
        return Hint(action, Reason.SHED_POINTS, seat=closest, card=card)
    rest = list(view.hand)
    rest.remove(card)
    counts = color_counts(rest)
    if counts[card.color] and counts[card.color] == max(counts.values()):
        return Hint(action, Reason.FOLLOW_COLOR_HELD_MOST, color=card.color)
    return Hint(action, Reason.BEST_FOUND, card=card)
