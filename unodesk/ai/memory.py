"""What one bot remembers beyond the view in front of it: of the earlier
rounds of its match, only what the challenges of Wild Draw Fours made public
(who bluffed, who challenges); of this round, the hands it was shown after
its challenges (a view shows one only until the next action) and its own
hands as it held them (so that it knows the hand it gave away in a swap)."""
from __future__ import annotations

from unodesk.engine import Event, PlayerView

from .knowledge import Knowledge, Shown, shown_in

_HEAD = 40


class TableMemory:
    def __init__(self) -> None:
        self._head: tuple[Event, ...] = ()  # the start of the round seen last: a round's record only grows
        self._this_round: tuple[list[tuple[int, bool]], list[tuple[int, int, bool]]] = ([], [])
        self._shown: list[tuple[int, bool]] = []
        self._answers: list[tuple[int, int, bool]] = []
        self.hands_shown: list[Shown] = []  # this round's
        self._own: Shown | None = None  # this seat's hand as last seen

    def see(self, view: PlayerView) -> None:
        """Take in this view's round before it is read; a new round files the last one away."""
        history = view.history
        head = self._head
        if len(history) < len(head) or history[: len(head)] != head:
            self._shown += self._this_round[0]
            self._answers += self._this_round[1]
            self._this_round = ([], [])
            self.hands_shown = []
            self._own = None
        self._head = history[:_HEAD]
        shown = shown_in(view)
        if shown is not None and shown not in self.hands_shown:
            self.hands_shown.append(shown)
        own = self._own
        if own is None or own[2] != view.hand:
            self._own = (len(history), view.seat, view.hand)
            self.hands_shown.append(self._own)

    def update(self, know: Knowledge) -> None:
        """Take in what the round's record showed of bluffs and challenges."""
        self._this_round = (know.shown, know.answers)

    def bluffs(self, seat: int) -> tuple[int, int]:
        """How many of the seat's challenged Wild Draw Fours were bluffs, and not."""
        shown = [b for s, b in self._shown + self._this_round[0] if s == seat]
        return sum(shown), len(shown) - sum(shown)

    def challenge_chance(self, seat: int, cards_left: int | None = None, prior: float = 0.3) -> float:
        """How often the seat challenges a Wild Draw Four (from a player with
        about `cards_left` cards), shrunk towards `prior` while there is little to go by."""
        answers = [(size, c) for s, size, c in self._answers + self._this_round[1] if s == seat]
        overall = (sum(c for _, c in answers) + 2 * prior) / (len(answers) + 2)
        if cards_left is None:
            return overall
        near = [c for size, c in answers if _bucket(size) == _bucket(cards_left)]
        return (sum(near) + 2 * overall) / (len(near) + 2)


def _bucket(cards_left: int) -> int:
    return 0 if cards_left <= 3 else 1 if cards_left <= 5 else 2
