"""A hint for a person: the hard level's move for their seat, and why.

`hint(view, legal)` asks the hard level what it would do in the person's
seat (from that seat's view alone, as for any computer player) and names the
main reason as a `Reason` with the seat, colour, card and number it is
about. The words are the table's to write, in the person's language;
nothing here is a sentence.

Every reason is a claim about the position, and `explain` gives one only
when it is true in the seat's view: a colour said to be held most is held
most (and alone), "close to going out" is said of an opponent and never of a
partner, "the only card you can play" when no other card may go down, a
player said to have drawn on a colour did so with the hand they hold now. A
Wild Draw Four played while a card of the colour in force is held is a
bluff, and the hint says so (`Hint.bluff`) with the player who may
challenge it. When no simpler reason holds, the hint says only that the
computer found the move best, and whether it played the round out to find
it. `tests/i18n/test_hint_truth.py` checks every claim against the view
over random positions.
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
    CardPlayed,
    CardsDrawn,
    CatchUno,
    Challenge,
    ChooseColor,
    Color,
    ColorChosen,
    Draw,
    DrawReason,
    FirstCardTurned,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    Pass,
    Phase,
    Play,
    PlayerView,
    Rank,
)
from unodesk.engine.values import value

from .heuristic import effective_rank, next_seat
from .tactics import color_counts, plays, strongest_color

if TYPE_CHECKING:
    from .bot import Bot


class Reason(enum.Enum):
    """Why the hint suggests its move; `Hint` carries what the reason is about."""

    ONLY_MOVE = "only_move"  # nothing else is allowed now
    ONLY_CARD = "only_card"  # the one card that may go down now (drawing is the other choice)
    GO_OUT = "go_out"  # the last card: the round is won
    JUMP_IN = "jump_in"  # card: the very card on top, played out of turn
    DRAW_NOTHING_FITS = "draw_nothing_fits"
    DRAW_ON_PURPOSE = "draw_on_purpose"  # a card may go down, but drawing is better
    CALL_UNO = "call_uno"  # one card left, Uno not called, and the seat may be caught now
    ONE_CARD_LEFT = "one_card_left"  # one card left and Uno not called (nobody may catch it any more)
    CATCH_UNO = "catch_uno"  # seat: the player who has one card and did not call Uno
    CHALLENGE_BLUFF = "challenge_bluff"  # seat: who played the Wild Draw Four; color: the colour it was played on
    ACCEPT_HONEST = "accept_honest"  # seat, color: as for CHALLENGE_BLUFF
    PASS_PENALTY_ON = "pass_penalty_on"  # seat: the next player, who takes the cards unless they answer
    TAKE_PENALTY = "take_penalty"  # the cards that could answer are kept
    NO_ANSWER = "no_answer"  # the cards taken: no card answers them
    PLAY_DRAWN_CARD = "play_drawn_card"  # card
    KEEP_DRAWN_CARD = "keep_drawn_card"  # card
    STOP_NEXT_PLAYER = "stop_next_player"  # seat: the next player, an opponent close to going out; count
    PLAY_AGAIN = "play_again"  # seat: the one opponent, who misses its turn
    KEEP_WILD_DRAW_FOUR = "keep_wild_draw_four"  # seat: the opponent closest to going out; count
    KEEP_WILD = "keep_wild"  # a wild card kept for when nothing else fits
    SWAP_FOR_FEWER = "swap_for_fewer"  # seat: whose hand to take, fewer cards than kept; count
    COLOR_NEXT_LACKS = "color_next_lacks"  # color; seat: the next player, an opponent who drew on it
    SHED_POINTS = "shed_points"  # card; seat: the opponent close to going out; count
    COLOR_HELD_MOST = "color_held_most"  # color: held more than any other, after the play
    COLOR_HELD = "color_held"  # color: held (count cards of it), after the play
    BEST_FOUND = "best_found"  # the computer played the round out from here, many times
    BEST_JUDGED = "best_judged"  # the computer's judgement, without playing it out


@value
class Bluff:
    """A Wild Draw Four played while holding the colour in force: who may challenge it."""

    color: Color  # the colour in force, of which the hand holds a card
    challenger: int  # the next player, who may challenge it


@value
class Hint:
    action: Action
    reason: Reason
    seat: int | None = None  # the player the reason is about
    color: Color | None = None  # the colour the reason is about
    card: Card | None = None  # the card the reason is about
    count: int | None = None  # the number the reason says: the seat's cards, or the colour's
    bluff: Bluff | None = None  # the move is a bluff that may be challenged: said with its risk


_STOPS = (Rank.SKIP, Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR)
# Within this many cards a player is "close to going out".
CLOSE = 2


def hint(view: PlayerView, legal: Sequence[Action], *, bot: Bot | None = None,
         budget: float | None = None) -> Hint | None:
    """The hard level's move for `view.seat` and its main reason; None when
    it is not the seat's turn and nothing beside the turn is worth doing.

    `bot` is a hard-level player kept for the person's seat over the match
    (so that what it learnt of who bluffs counts); a fresh one is made if
    None. `budget` is passed on to its search. A colour the hand does not
    hold is named only with a reason the hint can say (the next player
    could not follow it); otherwise the hint names the colour held most."""
    if bot is None:
        from .search import HardBot

        bot = HardBot(0)
    if not legal:
        return None
    if view.current != view.seat:  # beside the turn: a catch, a late Uno, a jump-in
        action = bot.react(view, legal)
        return None if action is None else explain(view, legal, action)
    if len(legal) == 1:
        return explain(view, legal, legal[0])
    action = bot.choose(view, legal, budget=budget)
    searched = bool(getattr(bot, "searched", False))
    return explain(view, legal, _held_colour(view, legal, action), searched=searched)


def explain(view: PlayerView, legal: Sequence[Action], action: Action, *, searched: bool = False) -> Hint:
    """The main reason for `action` in this position that is true in the
    seat's view (`searched`: the computer played the round out to choose it)."""
    best = Reason.BEST_FOUND if searched else Reason.BEST_JUDGED
    if len(legal) == 1 and legal[0] == action and not (type(action) is Play and goes_out(view, action)):
        return Hint(action, Reason.DRAW_NOTHING_FITS if type(action) is Draw else Reason.ONLY_MOVE)
    match action:
        case CatchUno():
            if view.catchable == action.target:
                return Hint(action, Reason.CATCH_UNO, seat=action.target)
            return Hint(action, best)
        case CallUno():
            return Hint(action, Reason.CALL_UNO if view.catchable == view.seat else Reason.ONE_CARD_LEFT)
        case Challenge():
            return _facing_wild_draw_four(view, action, Reason.CHALLENGE_BLUFF, best)
        case Accept():
            if view.phase is Phase.CHALLENGE and view.rules.can_challenge:
                return _facing_wild_draw_four(view, action, Reason.ACCEPT_HONEST, best)
            return Hint(action, Reason.TAKE_PENALTY if plays(legal) else Reason.NO_ANSWER)
        case Pass():
            return Hint(action, Reason.KEEP_DRAWN_CARD, card=view.drawn_card)
        case Draw():
            if plays(legal):
                return Hint(action, Reason.DRAW_ON_PURPOSE)
            return Hint(action, Reason.DRAW_NOTHING_FITS)
        case ChooseColor():
            # The colour of a wild turned up first: the same seat plays next.
            return _color_reason(view, action, action.color, list(view.hand), best, next_follows=False)
        case Play():
            found = _explain_play(view, legal, action, best)
            bluff = _bluff(view, action)
            return found if bluff is None else Hint(
                found.action, found.reason, found.seat, found.color, found.card, found.count, bluff)
        case _:
            assert_never(action)


# ------------------------------------------------------------ the facts a reason rests on

def is_opponent(view: PlayerView, seat: int) -> bool:
    """Whether `seat` plays against this seat (not itself, not a partner)."""
    return seat != view.seat and view.team_of(seat) != view.team_of(view.seat)


def closest_opponent(view: PlayerView) -> int | None:
    """The opponent with the fewest cards (the nearer in the order of play on a tie)."""
    opponents = [s for s in range(view.players) if is_opponent(view, s)]
    if not opponents:
        return None
    return min(opponents, key=lambda s: (view.hand_sizes[s], (s - view.seat) % view.players))


def kept_after(view: PlayerView, action: Play) -> list[Card]:
    """The hand once `action` has gone down (before any swap)."""
    rest = list(view.hand)
    rest.remove(action.card)
    if action.pair:
        rest.remove(action.card)
    return rest


def most_held(cards: Sequence[Card]) -> Color | None:
    """The colour held more than any other, if one is (None on a tie or with no coloured card)."""
    counts = color_counts(cards)
    top = max(counts.values())
    leaders = [c for c, n in counts.items() if n == top]
    return leaders[0] if top > 0 and len(leaders) == 1 else None


def drew_on(view: PlayerView, seat: int, color: Color) -> bool:
    """Whether `seat` had to draw on its turn while `color` was the colour in
    force, holding the hand it holds now (no hand has moved to or from it since)."""
    in_force: Color | None = None
    drew = False
    for e in view.history:
        if type(e) is FirstCardTurned or type(e) is CardPlayed:
            in_force = e.card.color
        elif type(e) is ColorChosen:
            in_force = e.color
        elif type(e) is CardsDrawn:
            if e.player == seat and e.reason is DrawReason.DRAW and in_force is color:
                drew = True
        elif type(e) is HandsSwapped:
            if seat in (e.player, e.target):
                drew = False
        elif type(e) is HandsPassed or type(e) is HandsShuffled:
            drew = False
    return drew


def _stops(view: PlayerView, action: Play) -> bool:
    """Whether the play keeps the next player from taking their turn now."""
    rank = effective_rank(action.card, view)
    return rank in _STOPS or (rank is Rank.REVERSE and view.players <= 3)


def _plays_again(view: PlayerView, action: Play) -> bool:
    """At two seats: the opponent misses the turn and this seat plays next,
    whatever the opponent holds (no stack to answer, no challenge)."""
    if view.players != 2:
        return False
    rank = effective_rank(action.card, view)
    if rank is Rank.SKIP or rank is Rank.REVERSE:
        return True
    if rank is Rank.DRAW_TWO:
        return action.card.rank is Rank.WILD_CUSTOM or not view.rules.stacking
    return False


def _turn_order_kept(view: PlayerView, action: Play) -> bool:
    """The play changes nothing but the card on top: the next player follows it."""
    rank = effective_rank(action.card, view)
    if rank is Rank.WILD or rank is Rank.WILD_SWAP_HANDS:
        return action.target is None
    if view.rules.seven_zero and rank in (Rank.SEVEN, Rank.ZERO):
        return False
    return rank.is_number


def goes_out(view: PlayerView, action: Play) -> bool:
    """Whether the play empties the hand and wins the round (a last action
    card under the no-action-finish rule draws a card instead, while any is left)."""
    if kept_after(view, action):
        return False
    if not view.rules.no_action_finish or action.card.rank.is_number:
        return True
    return view.draw_pile_size == 0 and len(view.discard) <= 1


def _bluff(view: PlayerView, action: Play) -> Bluff | None:
    if action.card.rank is not Rank.WILD_DRAW_FOUR or not view.rules.can_challenge or view.color is None:
        return None
    if goes_out(view, action):  # a last card is drawn at once, never challenged
        return None
    if not any(c.color is view.color for c in view.hand):
        return None
    return Bluff(view.color, next_seat(view))


# ------------------------------------------------------------ the reasons, each when it holds

def _facing_wild_draw_four(view: PlayerView, action: Action, reason: Reason, best: Reason) -> Hint:
    if view.challenge is None or view.challenge[1] is None:
        return Hint(action, best)
    seat, color = view.challenge
    return Hint(action, reason, seat=seat, color=color)


def _color_reason(view: PlayerView, action: Action, color: Color | None, kept: list[Card], best: Reason,
                  *, next_follows: bool) -> Hint:
    """Why a wild card names `color` (or a colour is chosen), with `kept` in
    hand after it; `next_follows`: the next player plays on that colour next."""
    if color is None:
        return Hint(action, best)
    nxt = next_seat(view)
    if next_follows and is_opponent(view, nxt) and drew_on(view, nxt, color):
        return Hint(action, Reason.COLOR_NEXT_LACKS, seat=nxt, color=color)
    if most_held(kept) is color:
        return Hint(action, Reason.COLOR_HELD_MOST, color=color)
    held = color_counts(kept)[color]
    if held:
        return Hint(action, Reason.COLOR_HELD, color=color, count=held)
    return Hint(action, best)


def _explain_play(view: PlayerView, legal: Sequence[Action], action: Play, best: Reason) -> Hint:
    card = action.card
    kept = kept_after(view, action)
    sizes = view.hand_sizes
    nxt = next_seat(view)
    cards_that_fit = {a.card for a in plays(legal)}
    if goes_out(view, action):
        return Hint(action, Reason.GO_OUT, card=card)
    if view.current != view.seat:
        return Hint(action, Reason.JUMP_IN, card=card)
    if view.phase in (Phase.STACK, Phase.CHALLENGE):
        return Hint(action, Reason.PASS_PENALTY_ON, seat=nxt, card=card)
    if view.phase is Phase.DRAWN:
        return Hint(action, Reason.PLAY_DRAWN_CARD, card=card)
    if cards_that_fit == {card}:
        if card.color is not None or action.target is not None:
            return Hint(action, Reason.ONLY_CARD, card=card)
        # The only card, and a wild one: why this colour says more.
        why = _color_reason(view, action, action.color, kept, best, next_follows=_turn_order_kept(view, action))
        return why if why.reason is not best else Hint(action, Reason.ONLY_CARD, card=card)
    if action.target is not None:
        target = action.target
        if sizes[target] < len(kept):
            return Hint(action, Reason.SWAP_FOR_FEWER, seat=target, card=card, count=sizes[target])
        return Hint(action, best)
    if _stops(view, action) and is_opponent(view, nxt) and sizes[nxt] <= CLOSE:
        return Hint(action, Reason.STOP_NEXT_PLAYER, seat=nxt, card=card, count=sizes[nxt])
    if _plays_again(view, action):
        return Hint(action, Reason.PLAY_AGAIN, seat=nxt, card=card)
    closest = closest_opponent(view)
    if closest is not None and sizes[closest] <= CLOSE:
        if card.rank is not Rank.WILD_DRAW_FOUR and any(c.rank is Rank.WILD_DRAW_FOUR for c in cards_that_fit):
            return Hint(action, Reason.KEEP_WILD_DRAW_FOUR, seat=closest, count=sizes[closest])
    else:
        closest = None
    if card.color is None:
        return _color_reason(view, action, action.color, kept, best, next_follows=_turn_order_kept(view, action))
    if any(c.color is None for c in cards_that_fit):
        return Hint(action, Reason.KEEP_WILD)
    if card.color is not view.color and _turn_order_kept(view, action) and is_opponent(view, nxt) \
            and drew_on(view, nxt, card.color):
        return Hint(action, Reason.COLOR_NEXT_LACKS, seat=nxt, color=card.color)
    points = [c.points for c in cards_that_fit]
    if closest is not None and card.points == max(points) > min(points):
        return Hint(action, Reason.SHED_POINTS, seat=closest, card=card, count=sizes[closest])
    if most_held(kept) is card.color:
        return Hint(action, Reason.COLOR_HELD_MOST, color=card.color)
    return Hint(action, best)


def _held_colour(view: PlayerView, legal: Sequence[Action], action: Action) -> Action:
    """`action`, naming the colour held most instead of one the hand does not
    hold, unless the next player could not follow the colour named."""
    if isinstance(action, ChooseColor):
        color, kept, follows = action.color, list(view.hand), False
    elif isinstance(action, Play) and action.color is not None:
        color, kept, follows = action.color, kept_after(view, action), _turn_order_kept(view, action)
    else:
        return action
    if color_counts(kept)[color] or not any(c.color is not None for c in kept):
        return action
    nxt = next_seat(view)
    if follows and is_opponent(view, nxt) and drew_on(view, nxt, color):
        return action
    wanted = strongest_color(kept)
    for other in legal:
        if isinstance(action, ChooseColor) and isinstance(other, ChooseColor) and other.color is wanted:
            return other
        if isinstance(action, Play) and isinstance(other, Play) and other.color is wanted and (
                other.card, other.target, other.uno, other.pair) == (
                action.card, action.target, action.uno, action.pair):
            return other
    return action
