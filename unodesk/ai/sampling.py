"""Guessing the hidden cards: one full round consistent with a seat's view."""
from __future__ import annotations

import random
from collections import Counter

from unodesk.engine import Card, PlayerView, Round

from .knowledge import Knowledge
from .reading import MODEL, PlayModel, likelihood


def guess_hidden(view: PlayerView, know: Knowledge, rng: random.Random) -> tuple[list[list[Card]], list[Card]]:
    """Every hand (this seat's real one) and the draw pile, top first.

    Each other seat gets the cards known to be in its hand; the other
    unseen cards are shuffled and dealt to them, the most constrained
    first, each skipping the cards its caps leave no room for (`Caps`);
    when the facts leave too few cards (a player drew on purpose), any card
    does.
    """
    rest = Counter(know.unseen)
    hands: list[list[Card]] = [[] for _ in range(view.players)]
    for seat, cards in enumerate(know.known):
        if cards and seat != view.seat:
            hands[seat] = list(cards.elements())[: view.hand_sizes[seat]]
            rest.subtract(hands[seat])
    pool = list((+rest).elements())
    rng.shuffle(pool)
    taken = [False] * len(pool)
    hands[view.seat] = list(view.hand)
    others = [s for s in range(view.players) if s != view.seat]
    caps = know.caps
    others.sort(key=lambda s: -len(caps[s].colors) - len(caps[s].ranks))
    for seat in others:
        need = view.hand_sizes[seat]
        allows = caps[seat].allows
        got = hands[seat]
        colors = Counter(c.color for c in got)
        ranks = Counter(c.rank for c in got)
        for i, card in enumerate(pool):
            if len(got) == need:
                break
            if not taken[i] and allows(card, colors, ranks):
                taken[i] = True
                got.append(card)
                colors[card.color] += 1
                ranks[card.rank] += 1
        for i, card in enumerate(pool):
            if len(got) == need:
                break
            if not taken[i]:
                taken[i] = True
                got.append(card)
    # A position set up by hand may hold fewer cards than a deck.
    pile = [c for i, c in enumerate(pool) if not taken[i]][: view.draw_pile_size]
    return hands, pile


def guess_round(view: PlayerView, know: Knowledge, rng: random.Random) -> Round:
    hands, pile = guess_hidden(view, know, rng)
    return Round.determinize(view, hands, pile, seed=rng.getrandbits(63))


Deal = tuple[list[list[Card]], list[Card]]


def read_deals(view: PlayerView, know: Knowledge, rng: random.Random, count: int,
               model: PlayModel | None = MODEL, pool: int = 3) -> list[Deal]:
    """`count` guesses of the hidden cards, drawn in proportion to how likely
    each makes the choices the other players made (sampling `pool` times as
    many and keeping them by weight); `model=None` weighs them all alike."""
    if model is None or not any(know.since[s] for s in range(view.players) if s != view.seat):
        return [guess_hidden(view, know, rng) for _ in range(count)]
    deals = [guess_hidden(view, know, rng) for _ in range(count * pool)]
    weights = []
    for hands, _ in deals:
        w = 1.0
        for seat, since in enumerate(know.since):
            if since and seat != view.seat:
                w *= likelihood(hands[seat], since, model)
        weights.append(w)
    total = sum(weights)
    if total <= 0:
        return deals[:count]
    # Systematic resampling: the kept guesses follow the weights closely.
    step = total / count
    point = rng.random() * step
    kept: list[Deal] = []
    acc = 0.0
    for deal, w in zip(deals, weights, strict=True):
        acc += w
        while point < acc and len(kept) < count:
            kept.append(deal)
            point += step
    while len(kept) < count:
        kept.append(deals[-1])
    return kept
