"""The coached first game, as data: a prepared deal and, move by move, what
the coach says.

A `Lesson` is a deck in the order it is dealt (`Round.new` with `deck`: no
shuffle, the person on the dealer's left begins) and its `beats`, every move
of the round in order, the person's and the computers'. A beat's `say` is
what the coach says while the move waits (for the person: what to do and
why, with the cards pictured); its `after` is said once the move has been
shown, and the game waits until the person goes on; its `topic` is what the
move teaches, the first time it happens. The person plays every move
of theirs; the computers play theirs from the script (`coach.py`).

The texts are English with placeholders the view fills in the person's
language: {name1} and {name2} the computer players (seats 1 and 2), {c0},
{c1} ... the words' cards by their names, and in the words after the round
{points1} {points2} {points} the points of the hands left and their sum.
"""
from __future__ import annotations

import enum
from collections import Counter
from dataclasses import dataclass

from unodesk.engine import Action, Card, CatchUno, Challenge, Color, Draw, Play, Round, RuleSet, build_deck
from unodesk.setup.texts import QT_TRANSLATE_NOOP, Text

PERSON = 0  # the person's seat; the computers sit at 1 and 2, in the order of play


class Topic(enum.Enum):
    """What a moment of the lesson teaches, in the order the lesson meets them."""

    COLOUR = "colour"  # a card of the same colour fits
    NUMBER = "number"  # ... or of the same number
    WILD_DRAW_FOUR = "wild_draw_four"  # its rule, the challenge and what it shows
    SKIP = "skip"
    REVERSE = "reverse"
    DRAWING = "drawing"  # nothing fits: draw
    WILD = "wild"  # a wild card, and choosing its colour
    DRAW_TWO = "draw_two"
    UNO = "uno"  # calling Uno with the second-to-last card
    CAUGHT = "caught"  # catching a player who forgot
    GOING_OUT = "going_out"  # the last card ends the round
    POINTS = "points"  # what the winner scores


@dataclass(frozen=True)
class Words:
    """What the coach says, and the cards pictured beside it ({c0}, {c1} ... in the text)."""

    text: Text
    cards: tuple[Card, ...] = ()


@dataclass(frozen=True)
class Beat:
    """One move of the prepared round, and what the coach says about it."""

    action: Action
    say: Words | None = None  # while the move waits
    after: Words | None = None  # once it has been shown; the game waits until the person goes on
    topic: Topic | None = None  # what it teaches, the first time it happens

    @property
    def persons(self) -> bool:
        """Whether the move is the person's to make."""
        return self.action.player == PERSON


@dataclass(frozen=True)
class Lesson:
    rules: RuleSet
    dealer: int
    deck: tuple[Card, ...]  # the top first, dealt one card at a time from the dealer's left
    beats: tuple[Beat, ...]
    intro: Words  # before the first move
    outro: Words  # after the round: the points
    players: int = 3

    def deal(self) -> Round:
        """The prepared round, freshly dealt."""
        return Round.new(self.players, self.rules, dealer=self.dealer, deck=list(self.deck))


def _cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(code) for code in codes.split())


def _deck(hands: tuple[str, ...], top: str, pile: str) -> tuple[Card, ...]:
    """The deck in the order it is dealt: one card to each hand in turn (from
    the dealer's left), the first card of the discard pile, then the draw
    pile (the cards named first, then the rest of the 108 in a fixed order)."""
    dealt = [_cards(hand) for hand in hands]
    order = [hand[i] for i in range(len(dealt[0])) for hand in dealt]
    order.append(Card.parse(top))
    order.extend(_cards(pile))
    rest = Counter(build_deck(RuleSet()))
    rest.subtract(order)
    if any(count < 0 for count in rest.values()):
        raise ValueError("the lesson's deck holds a card the box has not")
    # A fixed order that looks shuffled: by a stride through the sorted rest.
    left = sorted(rest.elements(), key=str)
    stride = 37
    order.extend(left[(i * stride) % len(left)] for i in range(len(left)))
    return tuple(order)


def _say(text: Text, codes: str = "") -> Words:
    return Words(text, _cards(codes))


Y, G = Color.YELLOW, Color.GREEN
C = Card.parse

# The person (seat 0) begins: the dealer is seat 2. Play goes 0, 1, 2 until
# the person's Reverse, then 0, 2, 1.
FIRST_GAME = Lesson(
    rules=RuleSet(),
    dealer=2,
    deck=_deck(
        ("r8 y5 gskip grev y+2 y1 g7",  # the person
         "r5 y7 b6 y4 y9 b7 rskip",  # seat 1
         "b5 w+4 g2 g6 y3 b1 b+2"),  # seat 2
        "r3",
        # Drawn, in this order: four by seat 2 after the challenge, the
        # person's Wild, two by seat 2 after the Draw Two, two by seat 1 when caught.
        "g4 r6 b2 y2 w r7 b9 g3 r4",
    ),
    intro=_say(QT_TRANSLATE_NOOP(
        "Lesson",
        "Hello! Let us learn Uno by playing one round together. Your cards are at the bottom; {name1} and "
        "{name2} are friendly computer players. The aim is to be the first to get rid of all your cards. "
        "At every step I tell you what to do and why. Ready? Press Go on.")),
    beats=(
        Beat(Play(0, C("r8")), topic=Topic.COLOUR, say=_say(QT_TRANSLATE_NOOP(
            "Lesson",
            "The card on the pile is a {c0}. You may put a card on it that has the same colour or the same "
            "number. Your {c1} is red too, so it fits! Click it, or go to it with the arrow keys and press "
            "Enter."), "r3 r8")),
        Beat(Play(1, C("r5"))),
        Beat(Play(2, C("b5"))),
        Beat(Play(0, C("y5")), topic=Topic.NUMBER, say=_say(QT_TRANSLATE_NOOP(
            "Lesson",
            "{name2} put a {c0} on the red 5: the same number fits, whatever the colour. Now it is your turn. "
            "You have no blue card, but you have a 5! Play your {c1}."), "b5 y5")),
        Beat(Play(1, C("y7"))),
        Beat(Play(2, C("w+4"), G)),
        Beat(Challenge(0), topic=Topic.WILD_DRAW_FOUR, say=_say(QT_TRANSLATE_NOOP(
            "Lesson",
            "{name2} played a {c0} and chose green: now you must draw four cards and miss your turn. But "
            "there is a rule: you may only play a {c0} when you have no card of the colour on the pile, and "
            "that was yellow. If you think {name2} still had a yellow card, you may challenge. Let us try: "
            "press Challenge (C)."), "w+4"),
             after=_say(QT_TRANSLATE_NOOP(
            "Lesson",
            "{name2} had to show you their cards, and there was a yellow card: a bluff! So {name2} draws the "
            "four cards instead of you, and it is your turn. Had there been no yellow card, you would have "
            "drawn six: the four and two more. Press Go on."), "y3")),
        Beat(Play(0, C("gskip")), topic=Topic.SKIP, say=_say(QT_TRANSLATE_NOOP(
            "Lesson",
            "{name2} chose green. Play your {c0}: it makes the next player, {name1}, miss a turn, so "
            "{name2} plays after you."), "gskip")),
        Beat(Play(2, C("g2"))),
        Beat(Play(0, C("grev")), topic=Topic.REVERSE, say=_say(QT_TRANSLATE_NOOP(
            "Lesson",
            "Now play your {c0}: play turns round and goes the other way. After you it is {name2}'s turn "
            "again, then {name1}'s. Watch the arrows around the table."), "grev")),
        Beat(Play(2, C("g6"))),
        Beat(Play(1, C("b6"))),
        Beat(Draw(0), topic=Topic.DRAWING, say=_say(QT_TRANSLATE_NOOP(
            "Lesson",
            "The card on the pile is a {c0}. None of your cards is blue or a 6, so nothing fits. Then you "
            "take a card from the draw pile: click the pile, or press D."), "b6")),
        Beat(Play(0, C("w"), Y), topic=Topic.WILD, say=_say(QT_TRANSLATE_NOOP(
            "Lesson",
            "You drew a {c0}, and a card you have just drawn may be played at once. (Had it not fitted, it "
            "would have stayed in your hand.) A {c0} fits on any card, and you choose the colour that comes "
            "next. Play it and choose yellow, the colour you have most of: press 2 for yellow."), "w")),
        Beat(Play(2, C("y3"))),
        Beat(Play(1, C("y4"))),
        Beat(Play(0, C("y+2")), topic=Topic.DRAW_TWO, say=_say(QT_TRANSLATE_NOOP(
            "Lesson",
            "Play your {c0}: the next player, {name2}, must draw two cards and miss a turn."), "y+2")),
        Beat(Play(1, C("y9"))),
        Beat(Play(0, C("y1"), uno=True), topic=Topic.UNO, say=_say(QT_TRANSLATE_NOOP(
            "Lesson",
            "You have two cards left. When you play your second-to-last card, you call Uno! Press the UNO! "
            "button (or U), then play your {c0}. Whoever forgets and is caught draws two cards."), "y1")),
        Beat(Play(2, C("b1"))),
        Beat(Play(1, C("b7"))),  # without Uno: seat 1 forgets
        Beat(CatchUno(0, 1), topic=Topic.CAUGHT, say=_say(QT_TRANSLATE_NOOP(
            "Lesson",
            "{name1} has one card left and did not call Uno! Catch them before anyone plays: press the button "
            "at {name1}'s seat (or Tab to it and press Space). Then {name1} must draw two cards."))),
        Beat(Play(0, C("g7")), topic=Topic.GOING_OUT, say=_say(QT_TRANSLATE_NOOP(
            "Lesson",
            "Now play your last card, the {c0}: a 7 fits on a 7. Then you have no cards left and you win "
            "the round!"), "g7")),
    ),
    outro=_say(QT_TRANSLATE_NOOP(
        "Lesson",
        "You went out first and won the round! You score the cards left in the other hands: a number card "
        "counts its number, a Skip, Reverse or Draw Two 20 points and a wild card 50. {name1}'s cards are "
        "worth {points1} points and {name2}'s {points2}, so you score {points}. In a match, the rounds go on "
        "until someone reaches 500 points.")),
)
