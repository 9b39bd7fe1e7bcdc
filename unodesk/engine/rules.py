"""Rule sets: the official game and the house rules families play."""
from __future__ import annotations

from .values import value

DECKS = ("classic", "shuffle", "swap")
SCORINGS = ("winner", "lowest")
# What a Wild Customizable may be agreed to do, before the match: the first
# five act as a card of the deck does; the last three are the family's own
# (every hand passed on, everyone else draws one, the named colour discarded).
CUSTOM_EFFECTS = ("wild", "skip", "reverse", "draw_two", "swap_hands", "pass_hands", "others_draw", "discard_color")
TEAM_TABLES = (4, 6, 8, 10)  # the tables that seat teams of two, partners opposite


@value
class RuleSet:
    """`RuleSet()` is the official game; every field is a house-rule switch."""

    deck: str = "classic"
    hand_size: int = 7
    target_score: int = 500
    scoring: str = "winner"
    teams: bool = False
    challenge: bool = True
    strict_wild_draw_four: bool = False
    stacking: bool = False
    stack_draw_four: bool = True
    seven_zero: bool = False
    jump_in: bool = False
    doubles: bool = False
    draw_until_playable: bool = False
    max_draws: int = 1
    no_wild_finish: bool = False
    wild_rest: bool = False
    no_action_finish: bool = False
    custom_effect: str = "wild"
    custom_cards: int = 3

    def __post_init__(self) -> None:
        if self.deck not in DECKS:
            raise ValueError(f"deck must be one of {DECKS}")
        if self.scoring not in SCORINGS:
            raise ValueError(f"scoring must be one of {SCORINGS}")
        if self.custom_effect not in CUSTOM_EFFECTS:
            raise ValueError(f"custom_effect must be one of {CUSTOM_EFFECTS}")
        if not 1 <= self.hand_size <= 10:
            raise ValueError("hand_size must be between 1 and 10")
        if self.max_draws < 1:
            raise ValueError("max_draws must be at least 1")
        if self.target_score < 1:
            raise ValueError("target_score must be positive")
        if type(self.custom_cards) is not int or not 1 <= self.custom_cards <= 3:
            raise ValueError("custom_cards must be 1, 2 or 3")

    def check_players(self, players: int) -> None:
        """Refuse a table these rules cannot seat (teams of two need an even table of four or more)."""
        if self.teams and players not in TEAM_TABLES:
            raise ValueError(f"teams of two sit opposite each other: 4, 6, 8 or 10 players, not {players}")

    def team_of(self, seat: int, players: int) -> int:
        """The team `seat` plays for. Partners sit opposite: seats s and s + players/2 are team s;
        without teams every seat is a team of its own (its own number)."""
        return seat % (players // 2) if self.teams else seat

    def team_count(self, players: int) -> int:
        return players // 2 if self.teams else players

    @property
    def can_challenge(self) -> bool:
        """Whether a Wild Draw Four may be challenged under these rules."""
        return self.challenge and not self.strict_wild_draw_four
