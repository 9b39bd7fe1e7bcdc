"""Computer players: a seat's view in, one legal action out. No Qt.

`make_bot(level, seed=None)` gives a player for "easy", "normal" or "hard",
or for one of the two plain baselines the benchmarks measure against,
"random" and "greedy". Every bot answers two questions:

- `bot.choose(view, legal) -> Action`: the seat must act (its turn, naming
  a colour, a drawn card to play or keep, a Wild Draw Four to challenge or
  accept, a stacked penalty to answer). `legal` is the engine's
  `legal_actions(seat)`; the answer is always one of them. It may be an
  action that does not end the turn (catching a player who forgot Uno);
  the table then asks again.
- `bot.react(view, legal) -> Action | None`: an optional moment while it is
  not the seat's turn (catching a missed Uno, calling Uno late, jumping
  in). The table asks the seats whose turn it is not; None does nothing.

`Bot` is that protocol; `choose` also takes `budget=` (seconds), how long
the table lets it think. `questions(round_, seats)` are a moment's
questions (the seats beside the turn, then the seat whose turn it is) and
`decide(bots, questions)` the first answer: the arena (`arena.play_round`)
and the table's controller ask through them alike.

Uno is called by choosing the `Play` of the second-to-last card with
`uno=True`.

Make one bot per seat and per match: the hard level remembers, for the rest
of its match, what challenges of Wild Draw Fours have shown (who bluffs, who
challenges), and nothing else. With `time_budget=None` the hard level's
search is bounded by its play-out count alone and exactly reproducible.

A bot sees what a person in that seat sees and nothing more: the
`PlayerView` holds plain values (its own hand, the hand sizes, the discard
pile, the public events of the round), never another hand or the order of
the draw pile. The hard level imagines the hidden cards from what is public
and plays its candidate moves out on those guesses.
"""
from __future__ import annotations

from typing import Any

# The levels a computer seat may have are listed once, with the match's setup.
from unodesk.setup.levels import LEVELS

from .baselines import GreedyBot, RandomBot
from .bot import Bot
from .heuristic import EasyBot, NormalBot
from .questions import Answer, Question, decide, questions

BASELINES = ("random", "greedy")


def make_bot(level: str, *, seed: int | None = None, **options: Any) -> Bot:
    """A computer player for `level`; `options` tune the hard level's search."""
    if level == "hard":
        from .search import HardBot

        return HardBot(seed, **options)
    kinds = {"easy": EasyBot, "normal": NormalBot, "random": RandomBot, "greedy": GreedyBot}
    if level not in kinds:
        raise ValueError(f"unknown level {level!r}: choose one of {LEVELS + BASELINES}")
    if options:
        raise TypeError(f"the {level} level takes no options")
    return kinds[level](seed)


__all__ = ["BASELINES", "LEVELS", "Answer", "Bot", "Question", "decide", "make_bot", "questions"]
