"""What a seat may do now, and why not: the one statement of legality.

`_card_refusal` answers whether a seat may put a card on the pile now
and, if not, why (a reason code); its last word is `_fit_refusal`, whether
the card fits on the pile: `fits`, read from one table built on the first
deal (the round keeps its row for the top card and the colour in force,
`_fit`), and the black cards the house rules hold back (`_black_refusal`).
Everything else asks them: `legal_actions` lists a card's plays when it
is not refused (on one's own turn reading the table itself, card by
card), a draw stops at the first card that fits, and `apply` refuses a
play with the card's reason or its choices' (`_play_refusal`); an action
it has just listed, apply takes without asking again. The other actions
follow the phase (`PHASE_ACTIONS`) and two small conditions (calling and
catching Uno). `Legality` is the layer of `Round` on its state (state.py);
`REASONS` lists every reason code.

Choices where the rule texts leave room (RULES.md has them all): Uno may be
called with the second-to-last card (`Play(..., uno=True)`) or afterwards
(`CallUno`) until caught; jump-in takes a coloured card identical to the
top card, by any other seat, while a turn or a drawn card waits (not while
a penalty waits), and play goes on from that seat.
"""
from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING, TypeAlias, assert_never, get_args

from .actions import Accept, Action, CallUno, CatchUno, Challenge, ChooseColor, Draw, Pass, Play
from .cards import CARDS, COLORS, Card, Color, Rank
from .errors import IllegalAction
from .rules import RuleSet
from .state import RoundState
from .view import Phase

if TYPE_CHECKING:
    from .seat_table import SeatTable

_TURN, _DRAWN, _CHOOSE_COLOR, _OVER = Phase.TURN, Phase.DRAWN, Phase.CHOOSE_COLOR, Phase.OVER
_WD4 = Rank.WILD_DRAW_FOUR

# Every kind of action (a value of any other type is refused as unknown).
ACTION_KINDS: frozenset[type[Action]] = frozenset(get_args(Action))
# What the player whose turn it is may do in each phase besides playing a
# card, in the order legal_actions lists them (after the plays).
PHASE_ACTIONS: dict[Phase, tuple[type[Action], ...]] = {
    Phase.TURN: (Draw,),
    Phase.DRAWN: (Pass,),
    Phase.CHOOSE_COLOR: (ChooseColor,),
    Phase.CHALLENGE: (Challenge, Accept),
    Phase.STACK: (Accept,),
    Phase.OVER: (),
}
# Play's choices of calling Uno: offered both ways only with the second-to-last card.
NO_UNO = (False,)
BOTH_UNO = (False, True)

# Why an action of the wrong kind for the phase is refused: by the phase
# when it asks for one thing, else by what the action wanted.
_PHASE_REFUSAL = {
    Phase.CHOOSE_COLOR: "choose_color_first",
    Phase.CHALLENGE: "challenge_or_accept",
    Phase.STACK: "answer_penalty",
}
_KIND_REFUSAL: dict[type[Action], str] = {
    Draw: "no_draw_now",
    Pass: "nothing_to_pass",
    Challenge: "nothing_to_challenge",
    Accept: "nothing_to_accept",
    ChooseColor: "no_color_to_choose",
}

# By the top card's index, then by the colour in force: by card index,
# whether that card fits on the pile (see `fits`).
FitTable: TypeAlias = tuple[Mapping[Color | None, tuple[bool, ...]], ...]


def fits(card: Card, color: Color | None, top: Card) -> bool:
    """Whether `card` fits on `top` with `color` in force: a coloured card
    matches the colour or the top card's number or symbol; a black card
    always fits, but the house rules may hold it back (`_black_refusal`)."""
    return card.color is None or card.color is color or card.rank is top.rank


@cache
def fit_table() -> FitTable:
    """`fits` for every card, top card and colour, built once (on the first deal)."""
    tops = {top.rank: top for top in CARDS}  # the fit depends on the top card's rank alone
    by_rank = {
        rank: {color: tuple(fits(c, color, top) for c in CARDS) for color in (*COLORS, None)}
        for rank, top in tops.items()
    }
    return tuple(by_rank[top.rank] for top in CARDS)


def holds_back(rules: RuleSet) -> bool:
    """Whether these rules may hold back a black card that fits (`Legality._black_refusal`)."""
    return rules.no_wild_finish or rules.strict_wild_draw_four or rules.wild_rest


class Legality(RoundState):
    """Which actions are legal now, and why the others are not."""

    __slots__ = ()

    def legal_actions(self, player: int | None = None) -> list[Action]:
        """Every action the seat (or any seat, with None) may take now."""
        out: list[Action] = []
        # The commonest call first: the seat whose turn starts. (`is`: a seat
        # number is one object, so True or 1.0 take the checked way below.)
        if player is self._current and self._phase is _TURN:
            table = self._table[player]
            hand = self._hands[player]
            cards = len(hand)
            # The actions come ready-made from the seat's table, in the order
            # a player would list them: plays by the order of the hand, each
            # card that fits once (on one's own turn _card_refusal asks no
            # more than the fit), then the draw.
            fit = self._fit
            plays = table.uno_plays if cards == 2 else table.plays
            listed: list[Card] = []  # the cards listed (`in` compares cards by identity, in C)
            if self._fits_only:
                # No black card held back, no pairs: a card that fits is
                # listed (the commonest case, the official rules, kept to
                # the fewest steps a card: random play spends a third of
                # its time listing).
                for card in hand:
                    if fit[card._hash] and card not in listed:
                        listed.append(card)
                        out += plays[card._hash]
            else:
                pairs = table.pairs
                for card in hand:
                    if fit[card._hash] and card not in listed:
                        if card.color is None and self._holds_back and self._black_refusal(card, hand) is not None:
                            continue
                        listed.append(card)
                        out += plays[card._hash]
                        if pairs is not None and self._pair_refusal(player, card, hand) is None:
                            out += pairs[cards == 3][card._hash]
            out.append(table.draw)  # PHASE_ACTIONS[TURN]
        elif player is None:
            for seat in range(self._n):
                out += self.legal_actions(seat)
            self._listed, self._listed_at = tuple(out), self._log
            return out
        else:
            if type(player) is not int or not 0 <= player < self._n:
                self._check_seat(player)
            if self._phase is _OVER:
                return out
            table = self._table[player]
            hand = self._hands[player]
            cards = len(hand)
            self._other_plays(player, table, hand, out)
        if cards == 1 and self._may_call_uno(player):
            out.append(table.call_uno)
        caught = self._catchable
        if caught is not None and self._may_catch(player, caught):
            catch = table.catch[caught]
            if catch is not None:
                out.append(catch)
        # apply takes an action listed here without asking again.
        self._listed, self._listed_at = tuple(out), self._log
        return out

    def _other_plays(self, s: int, table: SeatTable, hand: list[Card], out: list[Action]) -> None:
        """The plays (and the phase's other actions) of seat `s` at any
        moment but its own turn's start: a drawn card, an answer to a
        penalty, a jump-in out of turn; none while a colour is asked for."""
        phase = self._phase
        if s == self._current:
            # (While a penalty waits only a card that stacks may answer it,
            # `_answers`: under rules where none does, no card is asked.)
            if phase is not _CHOOSE_COLOR and (self._stacking or phase is _TURN or phase is _DRAWN):
                drawn = self._drawn
                candidates = (drawn,) if phase is _DRAWN and drawn is not None else hand
                plays = table.uno_plays if len(hand) == 2 else table.plays
                listed: list[Card] = []  # the cards listed
                for card in candidates:
                    if card not in listed and self._card_refusal(s, card, hand) is None:
                        listed.append(card)
                        out += plays[card._hash]
                        if (pairs := table.pairs) is not None and self._pair_refusal(s, card, hand) is None:
                            out += pairs[len(hand) == 3][card._hash]
            out += table.phase_actions[phase]
        else:
            top = self._discard[-1]  # out of turn only the top card can be played (jump-in)
            if top in hand and self._card_refusal(s, top, hand) is None:
                out += (table.uno_plays if len(hand) == 2 else table.plays)[top._hash]
                if (pairs := table.pairs) is not None and self._pair_refusal(s, top, hand) is None:
                    out += pairs[len(hand) == 3][top._hash]

    # ----------------------------------------------------------- the rules

    def _card_refusal(self, s: int, card: Card, hand: list[Card]) -> str | None:
        """Why seat `s` may not put `card` on the pile now (None: it may),
        whatever colour, target or Uno call goes with it.

        For a card of one's hand on one's own turn (the TURN phase) all it
        asks is `_fit_refusal`; the hot paths (listing, drawing, playing)
        ask that directly in that case.
        """
        phase = self._phase
        if s == self._current:
            if phase is _CHOOSE_COLOR:
                return "choose_color_first"
            if card not in hand or not isinstance(card, Card):
                return "not_in_hand"
            if phase is _DRAWN:
                # Only the card just drawn, which was found playable when drawn.
                return None if card is self._drawn else "only_drawn_card"
            if phase is not _TURN and not self._answers(card, hand):  # a penalty waits
                return "answer_penalty"
        else:  # out of turn a seat may only jump in
            if not (self.rules.jump_in and card is self._discard[-1] and card.color is not None):
                return "not_your_turn"
            if phase is not _TURN and phase is not _DRAWN:
                return "no_jump_in_now"
            if card not in hand:
                return "not_in_hand"
        return self._fit_refusal(card, hand)

    def _fit_refusal(self, card: Card, hand: list[Card]) -> str | None:
        """Why `card` does not fit on the pile now: it matches neither the
        colour in force nor the top card's number or symbol (`fits`), or it
        is a black card the house rules hold back."""
        if not self._fit[card._hash]:
            return "does_not_match"
        if card.color is None and self._holds_back:
            return self._black_refusal(card, hand)
        return None

    def _black_refusal(self, card: Card, hand: list[Card]) -> str | None:
        """Why the house rules hold back a black card that fits (asked only
        under the rules that may: `holds_back`)."""
        rules = self.rules
        if len(hand) == 1 and rules.no_wild_finish:
            return "no_wild_finish"
        if card.rank is _WD4 and rules.strict_wild_draw_four:
            color = self._color
            if any(c.color is color for c in hand):
                return "wild_draw_four_strict"
        if self._rest:
            return "wild_rest"
        return None

    def _answers(self, card: Card, hand: list[Card]) -> bool:
        """Whether `card` may answer the penalty waiting on the pile (stacking):
        a stacking card whose penalty is no smaller than the top card's."""
        effect = self._effects[card.rank]
        return (effect.stacks and effect.penalty >= self._effects[self._discard[-1].rank].penalty
                and (card.color is not None or self._fit_refusal(card, hand) is None))

    def _pair_refusal(self, s: int, card: Card, hand: list[Card]) -> str | None:
        """Why a card that may be played may not go down with its twin (doubles)."""
        if not self.rules.doubles:
            return "no_doubles"
        if card.color is None:
            return "no_wild_pair"
        if s == self._current and self._phase is _DRAWN:
            return "only_drawn_card"
        if hand.count(card) < 2:
            return "no_second_card"
        return None

    def _may_call_uno(self, s: int) -> bool:
        return len(self._hands[s]) == 1 and not self._uno[s]

    def _may_catch(self, s: int, target: object) -> bool:
        caught = self._catchable
        return caught is not None and caught != s and target == caught

    def _check_action(self, action: Action) -> None:
        """Raise `IllegalAction` with the reason `action` (any value) may not be taken now."""
        if self._phase is _OVER:
            raise IllegalAction("round_over", "the round is over")
        if type(action) not in ACTION_KINDS:
            raise IllegalAction("unknown_action", f"{action!r} is not an action")
        player = action.player
        if type(player) is not int or not 0 <= player < self._n:
            self._check_seat(player)
        reason = self._refusal(action)
        if reason is not None:
            raise self._illegal(reason, action)

    def _refusal(self, action: Action) -> str | None:
        """Why `action` may not be taken now, as a reason code; None if it may."""
        match action:
            case Play():
                return self._play_refusal(action)
            case CallUno(player=s):
                if self._may_call_uno(s):
                    return None
                return "uno_not_now" if len(self._hands[s]) != 1 else "uno_already_called"
            case CatchUno(player=s, target=target):
                return None if self._may_catch(s, target) else "nothing_to_catch"
            case ChooseColor(player=s, color=color):
                if s != self._current:
                    return "not_your_turn"
                if self._phase is not _CHOOSE_COLOR:
                    return "no_color_to_choose"
                return None if color in COLORS else "needs_color"
            case Draw() | Pass() | Challenge() | Accept():
                if action.player != self._current:
                    return "not_your_turn"
                phase = self._phase
                kind = type(action)
                if kind in PHASE_ACTIONS[phase]:
                    return None
                return _PHASE_REFUSAL.get(phase) or _KIND_REFUSAL[kind]
            case _:
                assert_never(action)

    def _play_refusal(self, a: Play) -> str | None:
        """Why a play may not be made: the card (and its twin), then its colour, target and Uno call."""
        s, card, color, pair = a.player, a.card, a.color, a.pair
        hand = self._hands[s]
        if s == self._current and self._phase is _TURN and card in hand and type(card) is Card:
            reason = self._fit_refusal(card, hand)  # _card_refusal on one's own turn (see there)
        else:
            reason = self._card_refusal(s, card, hand)
        if reason is not None:
            # A colour named for a coloured card is wrong before the card's match is.
            return "no_color_for_card" if reason == "does_not_match" and color is not None else reason
        if pair:
            reason = self._pair_refusal(s, card, hand)
            if reason is not None:
                return reason
        if card.color is None:
            if color not in COLORS:
                return "needs_color"
        elif color is not None:
            return "no_color_for_card"
        target = a.target
        effect = self._effects[card.rank]
        if effect.target:
            if target is None:
                if not effect.target_optional:
                    return "needs_target"
            elif target == s or target not in range(self._n):
                return "bad_target"
        elif target is not None:
            return "no_target_for_card"
        last_but_one = len(hand) == (3 if pair else 2)  # the play leaves one card: Uno may be called
        if a.uno not in (BOTH_UNO if last_but_one else NO_UNO):
            return "uno_not_now" if a.uno and not last_but_one else "not_allowed"
        if type(pair) is not bool and pair not in (False, True):
            return "not_allowed"
        return None

    # ----------------------------------------------------------- the words

    def _illegal(self, reason: str, action: Action) -> IllegalAction:
        """The error for refusing `action` for `reason`, with the facts its message names."""
        message, named = REASONS[reason]
        facts = {
            "seat": self._current, "card": getattr(action, "card", None), "top": self._discard[-1],
            "color": self._color, "target": getattr(action, "target", None),
        }
        if reason == "only_drawn_card":
            facts["card"] = self._drawn
        if reason == "wild_rest":
            facts["waiting"] = self._resting()
        details = {key: facts[key] for key in named if facts[key] is not None}
        return IllegalAction(reason, message.format(**facts), **details)

    def _check_seat(self, player: object) -> None:
        if not isinstance(player, int) or isinstance(player, bool) or not 0 <= player < self._n:
            raise IllegalAction("bad_seat", f"there is no seat {player!r} at this table", seat=player)


# Every reason an action can be refused for while the round goes on: a
# message in plain English for logs and tests, and the facts it names,
# which the interface reads to word the reason in its own language.
REASONS: dict[str, tuple[str, tuple[str, ...]]] = {
    "not_your_turn": ("it is seat {seat}'s turn", ("seat",)),
    "no_jump_in_now": ("nobody may jump in right now", ()),
    "choose_color_first": ("name the colour first", ()),
    "not_in_hand": ("{card} is not in the hand", ("card",)),
    "only_drawn_card": ("only the card just drawn ({card}) may be played", ("card",)),
    "answer_penalty": ("answer with a draw card or take the cards", ()),
    "no_wild_finish": ("a wild card may not be the last card", ()),
    "wild_draw_four_strict": ("Wild Draw Four only when no card matches the colour", ("color",)),
    "wild_rest": ("no wild card until every other player has had a turn since the last one (waiting for "
                  "seats {waiting})", ("waiting",)),
    "does_not_match": ("{card} does not match {top}", ("card", "top", "color")),
    "needs_color": ("name one of the four colours", ("card",)),
    "no_doubles": ("two cards at once only under the doubles rule", ("card",)),
    "no_wild_pair": ("wild cards are played one at a time", ("card",)),
    "no_second_card": ("there is only one {card} in the hand", ("card",)),
    "no_color_for_card": ("{card} has its own colour", ("card",)),
    "needs_target": ("{card} needs a player to swap with", ("card",)),
    "bad_target": ("seat {target!r} cannot be swapped with", ("target",)),
    "no_target_for_card": ("{card} takes no target", ("card",)),
    "uno_not_now": ("Uno is called with the second-to-last card, or with one card left", ()),
    "uno_already_called": ("Uno is already called", ()),
    "nothing_to_catch": ("nobody can be caught without Uno now", ()),
    "no_color_to_choose": ("there is no colour to name now", ()),
    "challenge_or_accept": ("challenge the Wild Draw Four or take the cards", ()),
    "nothing_to_challenge": ("there is no Wild Draw Four to challenge", ()),
    "nothing_to_accept": ("there are no cards to take", ()),
    "nothing_to_pass": ("pass only after drawing a playable card", ()),
    "no_draw_now": ("drawing is not possible now", ()),
    "not_allowed": ("{card} cannot be played now", ("card",)),
}
