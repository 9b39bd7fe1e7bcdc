"""Small tools for building positions by hand in the engine's tests."""
from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from unodesk.engine import Action, Card, IllegalAction, Phase, Play, Round


def cards(codes: str) -> list[Card]:
    """Cards from space-separated short codes: `cards("r5 gskip w+4")`."""
    return [Card.parse(code) for code in codes.split()]


def card(code: str) -> Card:
    return Card.parse(code)


def stacked_deck(
    hands: Sequence[Sequence[Card]], turn_up: Sequence[Card], rest: Sequence[Card] = (), *, dealer: int = 0
) -> list[Card]:
    """A deck, top first, that `Round.new` deals into exactly `hands`.

    Cards go out one at a time from the dealer's left, so the deck
    interleaves the hands; `turn_up` follows (several cards when the first
    ones go back), then the rest of the draw pile.
    """
    players = len(hands)
    size = len(hands[0])
    assert all(len(h) == size for h in hands), "every hand is dealt the same number of cards"
    deck = []
    for k in range(size):
        for i in range(players):
            deck.append(hands[(dealer + 1 + i) % players][k])
    return deck + list(turn_up) + list(rest)


def snapshot(r: Round) -> tuple:
    """Everything an outsider can observe of a round (every seat's view too)."""
    return (
        r.hands, r.discard, r.draw_pile_size, r.phase, r.current, r.direction, r.color, r.winner,
        tuple(r.view(seat) for seat in range(len(r.hands))),
    )


def refused(r: Round, action: object) -> IllegalAction:
    """Apply an action that must be refused; check nothing changed; return the error."""
    before = snapshot(r)
    with pytest.raises(IllegalAction) as caught:
        r.apply(action)  # type: ignore[arg-type]
    assert snapshot(r) == before, "a refused action changed the round"
    return caught.value


def prefer_plays(legal: Sequence[Action]) -> Action:
    """A simple policy: the first play, else whatever comes first."""
    for action in legal:
        if isinstance(action, Play):
            return action
    return legal[0]


def play_round(r: Round, policy: Callable[[Sequence[Action]], Action] = prefer_plays, limit: int = 5000) -> int:
    """Let the current seat act until the round is over; returns the actions taken."""
    steps = 0
    while r.phase is not Phase.OVER and steps < limit:
        r.apply(policy(r.legal_actions(r.current)))
        steps += 1
    assert r.phase is Phase.OVER, f"the round did not end in {limit} actions"
    return steps

