"""Since your last turn: what happened at the table while a person was
away from the computer, in plain sentences.

Read from one seat's `PlayerView` alone (its public history, the sizes of
the hands): a card drawn by anyone is counted, never named, and nothing is
said that the seat could not have seen itself. What was done to the seat
(its hand shuffled, swapped or passed on, cards it had to draw, a turn it
missed) is marked as its own news, for the banner the table shows it.
Pure functions of the view and the seats' names, tested without a table.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject

from unodesk.engine import (
    Card,
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
    PlayerView,
    TurnSkipped,
    TurnStarted,
    UnoCalled,
    UnoCaught,
)

from .names import card_name, color_name

# The most lines a recap shows: the seat's own news always, then the latest others.
MOST_LINES = 8


@dataclass(frozen=True)
class RecapLine:
    """One sentence; `card` is drawn beside it as the table draws it, and
    `yours` marks something another seat's card or move did to this seat."""

    text: str
    card: Card | None = None
    yours: bool = False


def _own(event: Event, seat: int) -> bool:
    """Whether `event` is something the seat did, so saw."""
    if isinstance(event, (TurnStarted, CardPlayed, DrawnCardKept, ColorChosen, UnoCalled, Challenged, UnoCaught)):
        return event.player == seat
    return isinstance(event, CardsDrawn) and event.player == seat and event.reason is DrawReason.DRAW


def unseen_from(view: PlayerView) -> int:
    """Where, in `view.history`, what the seat has not seen begins: where
    the turn after its last one before the present turn began (0: no turn
    of its own yet this round, so everything since the deal)."""
    history, seat = view.history, view.seat
    i = len(history) - 1
    if view.current == seat:  # over the turn being played now
        while i >= 0 and history[i] != TurnStarted(seat):
            i -= 1
        i -= 1
    while i >= 0 and not _own(history[i], seat):
        i -= 1
    if i < 0:
        return 0
    for j in range(i + 1, len(history)):
        event = history[j]
        if isinstance(event, TurnStarted) and event.player != seat:
            return j
    return len(history)


def hand_sizes_before(view: PlayerView) -> list[tuple[int, ...]]:
    """Each seat's number of cards before each event of the history, and
    after the last one: counted from the deal, or back from the hands now
    for a round set up by hand (whose history starts without a deal)."""
    n, history = view.players, view.history
    if history and isinstance(history[0], CardDealt):
        sizes = [0] * n
    else:
        sizes = list(view.hand_sizes)
        for event in reversed(history):
            _change(sizes, event, n, -1)
    out = []
    for event in history:
        out.append(tuple(sizes))
        _change(sizes, event, n, 1)
    out.append(tuple(sizes))
    return out


def _change(sizes: list[int], event: Event, n: int, way: int) -> None:
    """What `event` does to the sizes of the hands (`way` -1: undo it;
    a shuffle cannot be undone and is passed over)."""
    if isinstance(event, CardDealt):
        sizes[event.player] += way
    elif isinstance(event, CardsDrawn):
        sizes[event.player] += way * event.count
    elif isinstance(event, CardPlayed):
        sizes[event.player] -= way
    elif isinstance(event, HandsSwapped):
        sizes[event.player], sizes[event.target] = sizes[event.target], sizes[event.player]
    elif isinstance(event, HandsPassed):
        sizes[:] = [sizes[(i - way * event.direction) % n] for i in range(n)]
    elif isinstance(event, HandsShuffled) and way > 0:
        sizes[:] = event.sizes


class RecapWords(QObject):
    """The recap's sentences; a QObject for tr(), whose plural forms lupdate files."""

    def played(self, name: str, card: Card, color: str, pair: bool, jump_in: bool) -> str:
        if jump_in:
            text = self.tr("{name} jumped in with {card}.")
        elif pair and color:
            text = self.tr("{name} played a pair of {card} and chose {colour}.")
        elif pair:
            text = self.tr("{name} played a pair of {card}.")
        elif color:
            text = self.tr("{name} played {card} and chose {colour}.")
        else:
            text = self.tr("{name} played {card}.")
        return text.format(name=name, card=card_name(card), colour=color)

    def drew(self, name: str, count: int, reason: DrawReason, you: bool, by: str) -> str:
        if reason is DrawReason.DRAW:
            return self.tr("{name} drew %n card(s).", "", count).format(name=name)
        if reason is DrawReason.NO_FINISH:
            return self.tr("{name} could not go out on that card and drew %n card(s).", "", count).format(name=name)
        if reason is DrawReason.PENALTY and you and by:
            return self.tr("{name} made you draw %n card(s).", "", count).format(name=by)
        if you:
            return self.tr("You had to draw %n card(s).", "", count)
        return self.tr("{name} had to draw %n card(s).", "", count).format(name=name)

    def caught(self, name: str, target: str, count: int, you: bool) -> str:
        if you:
            return self.tr("{name} caught you without Uno: you drew %n card(s).", "", count).format(name=name)
        return self.tr("{name} caught {target} without Uno: {target} drew %n card(s).", "", count).format(
            name=name, target=target)

    def challenged(self, name: str, target: str, bluff: bool, you: bool) -> str:
        if you and bluff:
            return self.tr("{name} challenged your Wild Draw Four: it was a bluff.").format(name=name)
        if you:
            return self.tr("{name} challenged your Wild Draw Four: it was no bluff.").format(name=name)
        if bluff:
            return self.tr("{name} challenged {target}'s Wild Draw Four: it was a bluff.").format(
                name=name, target=target)
        return self.tr("{name} challenged {target}'s Wild Draw Four: it was no bluff.").format(
            name=name, target=target)

    def skipped(self, name: str, you: bool) -> str:
        return self.tr("You were skipped.") if you else self.tr("{name} was skipped.").format(name=name)

    def new_hand(self, how: str, before: int, after: int) -> str:
        """`how` the hand changed (a sentence without its full stop), and what it holds now."""
        if before == after:
            return self.tr("{how}: you have a new hand of %n card(s).", "", after).format(how=how)
        return self.tr("{how}: you now have %n card(s) instead of {before}.", "", after).format(
            how=how, before=before)

    def swapped(self, name: str, target: str) -> str:
        return self.tr("{name} swapped hands with {target}.").format(name=name, target=target)

    def swapped_with_you(self, name: str) -> str:
        return self.tr("{name} swapped hands with you").format(name=name)

    def passed(self) -> str:
        return self.tr("Every hand moved one seat along")

    def shuffled(self) -> str:
        return self.tr("Every hand was shuffled and dealt out again")

    def stacked(self, count: int) -> str:
        return self.tr("The penalty is now %n card(s) for the next player.", "", count)

    def kept(self, name: str) -> str:
        return self.tr("{name} kept the card they drew.").format(name=name)

    def uno(self, name: str) -> str:
        return self.tr("{name} called Uno!").format(name=name)

    def reversed(self) -> str:
        return self.tr("Play now goes the other way.")

    def reshuffled(self) -> str:
        return self.tr("The discard pile was shuffled into a new draw pile.")

    def first_card(self, card: Card) -> str:
        return self.tr("The first card is {card}.").format(card=card_name(card))

    def first_card_back(self) -> str:
        return self.tr("A Wild Draw Four came up first and went back into the pile.")

    def chose(self, name: str, color: str) -> str:
        return self.tr("{name} chose {colour}.").format(name=name, colour=color)

    def now(self, color: str, cards: int) -> str:
        return self.tr("Now the colour is {colour}, and you have %n card(s).", "", cards).format(colour=color)

    def earlier(self, count: int) -> str:
        return self.tr("… and %n thing(s) before that (What happened, L, has them all).", "", count)


def recap(view: PlayerView, names: Sequence[str], start: int | None = None,
          most: int = MOST_LINES) -> tuple[RecapLine, ...]:
    """What happened from `view.history[start]` on (from the end of the
    seat's last turn when None), as the seat may know it, in at most `most`
    lines (the seat's own news always, then the latest); the colour in
    force and its number of cards at the end. Nothing at all when nothing
    happened."""
    start = unseen_from(view) if start is None else start
    lines = _lines(view, names, start)
    if not lines:
        return ()
    lines = _shortened(lines, most)
    color = color_name(view.color) if view.color is not None else ""
    if color:
        lines.append(RecapLine(RecapWords().now(color, len(view.hand)), view.top))
    return tuple(lines)


def news(view: PlayerView, names: Sequence[str], start: int) -> tuple[RecapLine, ...]:
    """Only what another seat did to this one from `view.history[start]` on: its banner."""
    return tuple(line for line in _lines(view, names, start) if line.yours)


def _shortened(lines: list[RecapLine], most: int) -> list[RecapLine]:
    """At most `most` lines: the seat's own news kept, then the latest of the rest."""
    if len(lines) <= most:
        return lines
    room = max(0, most - 1 - sum(line.yours for line in lines))
    others = [i for i, line in enumerate(lines) if not line.yours]
    kept = set(others[len(others) - room:] if room else []) | {i for i, line in enumerate(lines) if line.yours}
    left_out = len(lines) - len(kept)
    return [RecapLine(RecapWords().earlier(left_out))] + [line for i, line in enumerate(lines) if i in kept]


def _lines(view: PlayerView, names: Sequence[str], start: int) -> list[RecapLine]:
    words = RecapWords()
    history, seat = view.history, view.seat
    sizes = hand_sizes_before(view)

    def n(who: int) -> str:
        return names[who] if 0 <= who < len(names) else "?"

    def hand_news(how: str, at: int) -> RecapLine:
        return RecapLine(words.new_hand(how, sizes[at][seat], sizes[at + 1][seat]), yours=True)

    out: list[RecapLine] = []
    by = ""  # who played the last card: whoever makes the next one draw
    i = max(0, start)
    while i < len(history):
        e = history[i]
        if isinstance(e, CardPlayed):
            pair = i + 1 < len(history) and history[i + 1] == e
            after = history[i + 2 if pair else i + 1] if i + (2 if pair else 1) < len(history) else None
            color = color_name(after.color) if isinstance(after, ColorChosen) and after.player == e.player else ""
            out.append(RecapLine(words.played(n(e.player), e.card, color, pair, e.jump_in), e.card))
            by = n(e.player) if e.player != seat else ""
            i += (2 if pair else 1) + (1 if color else 0)
            continue
        if isinstance(e, CardsDrawn) and e.reason not in (DrawReason.DEAL, DrawReason.UNO):  # a catch tells its own
            you = e.player == seat
            out.append(RecapLine(words.drew(n(e.player), e.count, e.reason, you, by),
                                 yours=you and e.reason in (DrawReason.PENALTY, DrawReason.CHALLENGE)))
        elif isinstance(e, UnoCaught):
            nxt = history[i + 1] if i + 1 < len(history) else None
            count = nxt.count if isinstance(nxt, CardsDrawn) and nxt.reason is DrawReason.UNO else 2
            you = e.target == seat
            out.append(RecapLine(words.caught(n(e.player), n(e.target), count, you), yours=you))
        elif isinstance(e, Challenged):
            you = e.target == seat
            out.append(RecapLine(words.challenged(n(e.player), n(e.target), e.bluff, you), yours=you and e.bluff))
        elif isinstance(e, TurnSkipped):
            out.append(RecapLine(words.skipped(n(e.player), e.player == seat), yours=e.player == seat))
        elif isinstance(e, HandsSwapped):
            if seat in (e.player, e.target):
                other = e.player if e.target == seat else e.target
                out.append(hand_news(words.swapped_with_you(n(other)), i))
            else:
                out.append(RecapLine(words.swapped(n(e.player), n(e.target))))
        elif isinstance(e, HandsPassed):
            out.append(hand_news(words.passed(), i))
        elif isinstance(e, HandsShuffled):
            out.append(hand_news(words.shuffled(), i))
        elif isinstance(e, ColorChosen):
            out.append(RecapLine(words.chose(n(e.player), color_name(e.color))))
        else:
            line = _plain(words, e, n)
            if line is not None:
                out.append(line)
        i += 1
    return out


def _plain(words: RecapWords, e: Event, n: Callable[[int], str]) -> RecapLine | None:
    """The events that say the same to every seat (None: a quiet one)."""
    if isinstance(e, FirstCardTurned):
        return RecapLine(words.first_card(e.card), e.card)
    if isinstance(e, FirstCardReturned):
        return RecapLine(words.first_card_back(), e.card)
    if isinstance(e, PenaltyStacked):
        return RecapLine(words.stacked(e.total))
    if isinstance(e, UnoCalled):
        return RecapLine(words.uno(n(e.player)))
    if isinstance(e, DrawnCardKept):
        return RecapLine(words.kept(n(e.player)))
    if isinstance(e, DirectionReversed):
        return RecapLine(words.reversed())
    if isinstance(e, PileReshuffled):
        return RecapLine(words.reshuffled())
    return None
