"""Cards and decks."""
from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .rules import DECKS

if TYPE_CHECKING:
    from .rules import RuleSet


class Color(enum.Enum):
    RED = "r"
    YELLOW = "y"
    GREEN = "g"
    BLUE = "b"

    # Enum's own __hash__ is written in Python; members are singletons, so
    # identity hashing is equivalent and much cheaper in the hot paths.
    __hash__ = object.__hash__


class Rank(enum.Enum):
    ZERO = "0"
    ONE = "1"
    TWO = "2"
    THREE = "3"
    FOUR = "4"
    FIVE = "5"
    SIX = "6"
    SEVEN = "7"
    EIGHT = "8"
    NINE = "9"
    SKIP = "skip"
    REVERSE = "rev"
    DRAW_TWO = "+2"
    WILD = "w"
    WILD_DRAW_FOUR = "w+4"
    WILD_SHUFFLE_HANDS = "wshuffle"
    WILD_SWAP_HANDS = "wswap"
    WILD_CUSTOM = "wcustom"

    __hash__ = object.__hash__

    @property
    def is_number(self) -> bool:
        return self in _NUMBERS

    @property
    def is_black(self) -> bool:
        return self in _BLACK

    @property
    def number(self) -> int | None:
        """The face value of a number card, else None."""
        return _NUMBERS.get(self)


_NUMBERS = {r: i for i, r in enumerate(list(Rank)[:10])}
_BLACK = frozenset(
    {Rank.WILD, Rank.WILD_DRAW_FOUR, Rank.WILD_SHUFFLE_HANDS, Rank.WILD_SWAP_HANDS, Rank.WILD_CUSTOM}
)
_POINTS = {
    **_NUMBERS,
    Rank.SKIP: 20,
    Rank.REVERSE: 20,
    Rank.DRAW_TWO: 20,
    Rank.WILD: 50,
    Rank.WILD_DRAW_FOUR: 50,
    Rank.WILD_SWAP_HANDS: 50,
    Rank.WILD_SHUFFLE_HANDS: 40,
    Rank.WILD_CUSTOM: 40,
}
COLORS: tuple[Color, ...] = tuple(Color)
# Each card's index: the coloured cards rank by rank, each in the four
# colours, then the black cards (see `CARDS`).
_INDEX = {
    (color, rank): i
    for i, (color, rank) in enumerate((c, r) for r in Rank for c in ((None,) if r in _BLACK else COLORS))
}


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One card. Two cards of the same colour and rank are equal: they are
    the same object, so that comparing cards (in hands, `in`, `remove`)
    costs no Python call; searches compare cards millions of times."""

    color: Color | None
    rank: Rank
    _hash: int = field(init=False, repr=False, compare=False)

    def __new__(cls, color: Color | None, rank: Rank) -> Card:
        card = _ONE_OF_EACH.get((color, rank)) if cls is Card else None
        return card if card is not None else object.__new__(cls)

    def __post_init__(self) -> None:
        if self.rank.is_black != (self.color is None):
            raise ValueError(f"{self.rank.name} cannot have colour {self.color}")
        # A small number unique to the colour and rank: the hash (the same
        # in every process), and the card's index in the engine's tables.
        object.__setattr__(self, "_hash", _INDEX[self.color, self.rank])

    def __hash__(self) -> int:
        return self._hash

    # Copies and pickles come back as the one card of their colour and rank.
    def __reduce__(self) -> tuple[type[Card], tuple[Color | None, Rank]]:
        return (Card, (self.color, self.rank))

    def __str__(self) -> str:
        return self.rank.value if self.color is None else self.color.value + self.rank.value

    def __repr__(self) -> str:
        return f"Card({str(self)!r})"

    @property
    def is_black(self) -> bool:
        return self.color is None

    @property
    def points(self) -> int:
        return _POINTS[self.rank]

    @classmethod
    def parse(cls, code: str) -> Card:
        """A card from its short code (`r5`, `gskip`, `y+2`, `w+4`, ...)."""
        card = _BY_CODE.get(code) if isinstance(code, str) else None
        if card is None:
            raise ValueError(f"not a card code: {code!r}")
        return card


_ONE_OF_EACH: dict[tuple[Color | None, Rank], Card] = {}
_BY_CODE: dict[str, Card] = {}
for _rank in Rank:
    for _color in (None,) if _rank.is_black else Color:
        _card = _ONE_OF_EACH[_color, _rank] = Card(_color, _rank)
        _BY_CODE[str(_card)] = _card
# Every card once, by its index (`Card._hash`): the engine's tables are tuples in this order.
CARDS: tuple[Card, ...] = tuple(_ONE_OF_EACH.values())


def _deck(kind: str, custom_cards: int) -> tuple[Card, ...]:
    deck: list[Card] = []
    for color in Color:
        deck.append(Card(color, Rank.ZERO))
        for rank in list(Rank)[1:13]:
            deck += [Card(color, rank)] * 2
    deck += [Card(None, Rank.WILD)] * 4 + [Card(None, Rank.WILD_DRAW_FOUR)] * 4
    if kind == "shuffle":
        deck += [Card(None, Rank.WILD_SHUFFLE_HANDS)] + [Card(None, Rank.WILD_CUSTOM)] * custom_cards
    elif kind == "swap":
        deck += [Card(None, Rank.WILD_SWAP_HANDS)] + [Card(None, Rank.WILD_CUSTOM)] * custom_cards
    return tuple(deck)


# Built once: every round starts from a copy. The 112-card decks keep one,
# two or all three customizable cards (the others stay in the box).
_DECKS = {(kind, custom): _deck(kind, custom) for kind in DECKS for custom in (1, 2, 3)}


def build_deck(rules: RuleSet | None = None) -> list[Card]:
    """The full, unshuffled deck for a rule set (108 cards, or 110 to 112)."""
    if rules is None:
        return list(_DECKS["classic", 3])
    return list(_DECKS[rules.deck, rules.custom_cards])
