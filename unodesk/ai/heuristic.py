"""The easy and normal levels: rules of thumb, no look-ahead.

easy plays a legal card with little planning: a random playable card (but
never a Wild Draw Four while it could follow the colour), now and then a
colour it does not hold, sometimes forgets to call Uno, rarely catches a
player who forgot, rarely challenges.

normal keeps its wild cards for when they are needed, names the colour it
holds most, turns action cards on a player close to going out, calls Uno,
catches others often, never bluffs and challenges a Wild Draw Four from a
big hand.
"""
from __future__ import annotations

import random
from collections.abc import Sequence

from unodesk.engine import (
    COLORS,
    Accept,
    Action,
    CallUno,
    Card,
    Challenge,
    ChooseColor,
    Color,
    Draw,
    Pass,
    Play,
    PlayerView,
    Rank,
)

from .bot import PhaseBot
from .tactics import catch, color_counts, find, partners, pick_play, plays, strongest_color, swap_target

_ACTIONS = (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO)
# The family's own effects act on no card of the deck's: as a Wild, plus what `family_effect` names.
_CUSTOM_AS = {
    "wild": Rank.WILD, "skip": Rank.SKIP, "reverse": Rank.REVERSE,
    "draw_two": Rank.DRAW_TWO, "swap_hands": Rank.WILD_SWAP_HANDS,
    "pass_hands": Rank.WILD, "others_draw": Rank.WILD, "discard_color": Rank.WILD,
}
FAMILY_EFFECTS = frozenset({"pass_hands", "others_draw", "discard_color"})


def effective_rank(card: Card, view: PlayerView) -> Rank:
    """What the card does under these rules (a Wild Customizable acts as agreed)."""
    if card.rank is Rank.WILD_CUSTOM:
        return _CUSTOM_AS[view.rules.custom_effect]
    return card.rank


def family_effect(card: Card, view: PlayerView) -> str | None:
    """The family's own effect a Wild Customizable was agreed to have, if it has one of those."""
    if card.rank is Rank.WILD_CUSTOM and view.rules.custom_effect in FAMILY_EFFECTS:
        return view.rules.custom_effect
    return None


def is_bluff(view: PlayerView, card: Card) -> bool:
    """Whether playing `card` now would be a Wild Draw Four bluff."""
    return card.rank is Rank.WILD_DRAW_FOUR and any(c.color is view.color for c in view.hand)


def next_seat(view: PlayerView) -> int:
    return (view.seat + view.direction) % view.players


def play_score(view: PlayerView, card: Card) -> float:
    """How much the normal level likes playing `card` now (higher is better)."""
    hand = list(view.hand)
    hand.remove(card)
    sizes = view.hand_sizes
    n, me = view.players, view.seat
    nxt_size = sizes[next_seat(view)]
    rules = view.rules
    rank = effective_rank(card, view)
    counts = color_counts(hand)
    score = 0.0
    if card.color is not None:
        # Follow a colour we hold (keeps the next turn playable) and shed
        # costly cards first.
        score += 10 + 2 * counts[card.color] + card.points / 10
    else:
        # Wild cards are kept for when nothing else fits, or to finish.
        score += -10 if len(hand) > 1 else 5
    if rank in _ACTIONS or rank is Rank.WILD_DRAW_FOUR:
        if nxt_size <= 2 and (rank is not Rank.REVERSE or n <= 3):
            score += 25
        elif rank is Rank.DRAW_TWO or rank is Rank.WILD_DRAW_FOUR:
            score += 3
    others = [s for s in range(n) if s != me]
    if rank is Rank.SEVEN and rules.seven_zero:
        score += 3 * (len(hand) - min(sizes[s] for s in others))
    elif rank is Rank.WILD_SWAP_HANDS:  # the swap may be left out
        score += 3 * max(0, len(hand) - min(sizes[s] for s in others))
    elif rank is Rank.ZERO and rules.seven_zero:
        score += 3 * (len(hand) - sizes[(me - view.direction) % n])
    elif rank is Rank.WILD_SHUFFLE_HANDS:
        # The player keeps their cards and is dealt a share of the others':
        # worth it only to stop a player about to go out (then it is played
        # as an action card, not kept as a wild).
        share = (sum(sizes) - sizes[me]) / n
        score -= 3 * share
        if min(sizes[s] for s in others) <= 2:
            score += 25 + (10 if len(hand) > 1 else 0)
    effect = family_effect(card, view)
    if effect == "pass_hands":  # the hand goes on, the one before comes in
        score += 5 * (len(hand) - sizes[(me - view.direction) % n])
    elif effect == "others_draw" and min(sizes[s] for s in others) <= 2:
        score += 25  # a card for each player close to going out
    elif effect == "discard_color":  # the colour named (held most) goes with it
        shed = max(counts.values())
        score += 6 * shed + (30 if shed == len(hand) else 0)
        if shed:
            hand = [c for c in hand if c.color is not strongest_color(hand)]
    if len(hand) == 1:
        last = hand[0]
        if rules.no_wild_finish and last.color is None:
            score -= 8
        if rules.no_action_finish and not last.rank.is_number and card.rank.is_number:
            score -= 8
    return score


def shape_play(view: PlayerView, ps: Sequence[Play], card: Card, color: Color | None = None,
               uno: bool = True) -> Play:
    """The play of `card` with the strongest colour, the opponent with the
    smallest hand as target (none where a swap may be left out and would
    not help), and both copies at once where allowed (but never a pair of
    Skips that would skip a partner)."""
    if card.color is None and color is None:
        color = strongest_color(view.hand, card)
    mine = [a for a in ps if a.card == card]
    targets = {a.target for a in mine if a.target is not None}
    target = None
    if targets:
        optional = any(a.target is None for a in mine)
        target = swap_target(view.hand_sizes, view.seat, targets, len(view.hand) - 1, optional, partners(view))
    return pick_play(ps, card, color, target, uno, pair=pair_helps(view, card))


def pair_helps(view: PlayerView, card: Card) -> bool:
    """Whether to play both copies of `card` at once, where allowed: two
    cards fewer, unless a pair of Skips would skip a partner."""
    if card.rank is not Rank.SKIP:
        return True
    friends = partners(view)
    n = view.players
    return not any((view.seat + view.direction * k) % n in friends for k in (1, 2))


class CatchingBot(PhaseBot):
    """Catches a player who forgot Uno, `catch_chance` of the time."""

    catch_chance = 0.0

    def before_acting(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        caught = catch(legal, partners(view))
        if caught is not None and self.moment_rng(view, "catch").random() < self.catch_chance:
            return caught
        return None


class NormalBot(CatchingBot):
    level = "normal"
    catch_chance = 0.85
    challenge_from = 6  # challenge a Wild Draw Four played from this many cards left
    # A sensible adult who plays casually: now and then Uno is forgotten
    # (and remembered late, or not), or a wild card goes down early.
    uno_chance = 0.92
    late_uno_chance = 0.5
    early_wild_chance = 0.15

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        first = self.before_acting(view, legal)
        if first is not None:
            return first
        call = find(legal, CallUno)
        if call is not None and self.moment_rng(view, "late uno").random() < self.late_uno_chance:
            return call
        ps = plays(legal)
        if ps:  # jumping in sheds a card for nothing
            return shape_play(view, ps, ps[0].card)
        return None

    def name_color(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        return ChooseColor(view.seat, strongest_color(view.hand))

    def face_penalty(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        ps = plays(legal)
        if ps:  # pass the penalty on, a Draw Two before a Wild Draw Four
            card = min((a.card for a in ps), key=lambda c: c.points)
            return shape_play(view, ps, card)
        challenge = find(legal, Challenge)
        if challenge is not None and view.challenge is not None \
                and view.hand_sizes[view.challenge[0]] >= self.challenge_from:
            return challenge
        return find(legal, Accept) or legal[0]

    def after_draw(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        ps = plays(legal)
        if ps:
            return shape_play(view, ps, ps[0].card)
        return find(legal, Pass) or legal[0]

    def take_turn(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        ps = [a for a in plays(legal) if not is_bluff(view, a.card)]
        if not ps:
            return find(legal, Draw) or legal[0]
        cards = list(dict.fromkeys(a.card for a in ps))
        card = max(cards, key=lambda c: play_score(view, c))
        rng = self.moment_rng(view, "casual")
        wilds = [c for c in cards if c.rank is Rank.WILD]
        if wilds and card.color is not None and rng.random() < self.early_wild_chance:
            card = wilds[0]
        return shape_play(view, ps, card, uno=rng.random() < self.uno_chance)


class EasyBot(CatchingBot):
    level = "easy"
    catch_chance = 0.2
    uno_chance = 0.7  # calls Uno with the second-to-last card this often
    late_uno_chance = 0.3
    jump_in_chance = 0.5
    challenge_chance = 0.1
    sensible_color_chance = 0.35  # names the colour it holds most this often
    play_drawn_chance = 0.8

    def _color(self, view: PlayerView, card: Card | None, rng: random.Random) -> Color:
        if rng.random() < self.sensible_color_chance:
            return strongest_color(view.hand, card)
        return rng.choice(COLORS)

    def _play(self, view: PlayerView, ps: Sequence[Play], card: Card, rng: random.Random) -> Play:
        color = self._color(view, card, rng) if card.color is None else None
        # Any target, or none where the swap may be left out.
        targets = sorted({a.target for a in ps if a.card == card}, key=lambda t: -1 if t is None else t)
        target = rng.choice(targets) if targets else None
        return pick_play(ps, card, color, target, uno=rng.random() < self.uno_chance, pair=rng.random() < 0.5)

    def react(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        first = self.before_acting(view, legal)
        if first is not None:
            return first
        rng = self.moment_rng(view, "react")
        call = find(legal, CallUno)
        if call is not None and rng.random() < self.late_uno_chance:
            return call
        ps = plays(legal)
        if ps and rng.random() < self.jump_in_chance:
            return self._play(view, ps, ps[0].card, rng)
        return None

    def name_color(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        return ChooseColor(view.seat, self._color(view, None, self.moment_rng(view)))

    def face_penalty(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        rng = self.moment_rng(view)
        ps = plays(legal)
        if ps and rng.random() < 0.5:
            return self._play(view, ps, rng.choice(ps).card, rng)
        challenge = find(legal, Challenge)
        if challenge is not None and rng.random() < self.challenge_chance:
            return challenge
        return find(legal, Accept) or legal[0]

    def after_draw(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        rng = self.moment_rng(view)
        ps = plays(legal)
        if ps and rng.random() < self.play_drawn_chance:
            return self._play(view, ps, ps[0].card, rng)
        return find(legal, Pass) or legal[0]

    def take_turn(self, view: PlayerView, legal: Sequence[Action]) -> Action:
        rng = self.moment_rng(view)
        ps = [a for a in plays(legal) if not is_bluff(view, a.card)]
        if not ps:
            return find(legal, Draw) or legal[0]
        cards = list(dict.fromkeys(a.card for a in ps))
        return self._play(view, ps, rng.choice(cards), rng)
