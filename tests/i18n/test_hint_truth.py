"""No hint states a false fact (issue 23).

Over random positions (every rule set, teams, 2 to 10 seats), for every
action each seat may take and for the hint's own move, the reason the hint
gives is checked against the position by an oracle written here apart from
`unodesk.ai.hint`: each fact the sentence states (a colour held most, a
player close to going out who is an opponent, the only card that may go
down, the cards passing on, a bluff and who may challenge it) is read from
the seat's view or found by playing the move on a copy of the round. Then
the sentence is said in all four languages, and it names only the players,
colours and numbers the hint holds.
"""
from __future__ import annotations

import random
import re
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.examples import examples
from unodesk.ai.hint import Hint, Reason, explain, hint
from unodesk.engine import (
    COLORS,
    Accept,
    Action,
    CallUno,
    CardPlayed,
    CardsDrawn,
    CatchUno,
    Challenge,
    ChooseColor,
    Color,
    ColorChosen,
    Draw,
    DrawReason,
    FirstCardTurned,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    Pass,
    Phase,
    Play,
    PlayerView,
    Rank,
    Round,
)
from unodesk.i18n.hints import hint_sentence
from unodesk.i18n.languages import CODES
from unodesk.i18n.names import card_name, color_name
from unodesk.i18n.translations import Translations

from ..engine.test_properties import prefer_plays, tables

NAMES = ("Alfa", "Bravo", "Charlie", "Delta", "Echo", "Foxtrot", "Golf", "Hotel", "India", "Juliett")


@pytest.fixture(scope="module")
def languages(qapp):
    translations = Translations(qapp)
    yield translations
    translations.uninstall()
    translations.deleteLater()


# ------------------------------------------------------------ the oracle

def after(r: Round, action: Action) -> Round:
    """The round once `action` is played, on a copy."""
    twin = r.clone()
    twin.apply(action)
    return twin


def opponent(view: PlayerView, seat: int) -> bool:
    if seat == view.seat:
        return False
    if not view.rules.teams:
        return True
    half = view.players // 2
    return seat % half != view.seat % half


def next_player(view: PlayerView) -> int:
    return (view.seat + view.direction) % view.players


def left_in_hand(view: PlayerView, action: Play) -> list:
    rest = list(view.hand)
    for _ in range(2 if action.pair else 1):
        rest.remove(action.card)
    return rest


def count_of(cards, color: Color) -> int:
    return sum(1 for c in cards if c.color is color)


def drew_while(view: PlayerView, seat: int, color: Color) -> bool:
    """The seat drew on its turn while `color` was in force, and its hand has not moved since."""
    colour = None
    result = False
    for e in view.history:
        if isinstance(e, (FirstCardTurned, CardPlayed)):
            colour = e.card.color
        if isinstance(e, ColorChosen):
            colour = e.color
        if isinstance(e, CardsDrawn) and e.player == seat and e.reason is DrawReason.DRAW:
            result = result or colour is color
        if isinstance(e, HandsSwapped) and seat in (e.player, e.target):
            result = False
        if isinstance(e, (HandsPassed, HandsShuffled)):
            result = False
    return result


def false_claims(h: Hint, r: Round, view: PlayerView, legal: Sequence[Action], searched: bool) -> list[str]:
    """Each fact the hint states that does not hold (empty: every one is true)."""
    a = h.action
    wrong: list[str] = []

    def claim(fact: bool, what: str) -> None:
        if not fact:
            wrong.append(what)

    claim(a in legal, "the move is allowed")
    plays = [x for x in legal if isinstance(x, Play)]
    fitting = {x.card for x in plays}
    sizes = view.hand_sizes
    reason = h.reason
    if reason is Reason.ONLY_MOVE:
        claim(list(legal) == [a], "nothing else may be done")
    elif reason is Reason.ONLY_CARD:
        claim(isinstance(a, Play) and fitting == {a.card}, "the only card that may go down")
    elif reason is Reason.GO_OUT:
        twin = after(r, a)
        claim(twin.phase is Phase.OVER and twin.winner == view.seat, "the play wins the round")
    elif reason is Reason.JUMP_IN:
        claim(isinstance(a, Play) and view.current != view.seat and a.card == view.top, "the card on top, out of turn")
    elif reason is Reason.DRAW_NOTHING_FITS:
        claim(isinstance(a, Draw) and not plays, "no card may be played")
    elif reason is Reason.DRAW_ON_PURPOSE:
        claim(isinstance(a, Draw) and bool(plays), "a card could be played")
    elif reason in (Reason.CALL_UNO, Reason.ONE_CARD_LEFT):
        claim(isinstance(a, CallUno) and len(view.hand) == 1 and not view.uno_called[view.seat],
              "one card left, Uno not called")
        if reason is Reason.CALL_UNO:
            claim(view.catchable == view.seat, "someone could catch the seat now")
    elif reason is Reason.CATCH_UNO:
        claim(isinstance(a, CatchUno) and a.target == h.seat and sizes[h.seat] == 1
              and not view.uno_called[h.seat], "the player has one card and did not call Uno")
    elif reason in (Reason.CHALLENGE_BLUFF, Reason.ACCEPT_HONEST):
        claim(view.challenge is not None and view.challenge == (h.seat, h.color), "who played it, and on what colour")
        claim(isinstance(a, Challenge if reason is Reason.CHALLENGE_BLUFF else Accept), "the move")
        claim(view.rules.challenge and not view.rules.strict_wild_draw_four, "a challenge is possible")
    elif reason is Reason.PASS_PENALTY_ON:
        twin = after(r, a)
        claim(twin.current == h.seat and twin.phase in (Phase.STACK, Phase.CHALLENGE), "the cards pass on to them")
    elif reason is Reason.TAKE_PENALTY:
        claim(isinstance(a, Accept) and bool(plays), "a card could answer")
    elif reason is Reason.NO_ANSWER:
        claim(isinstance(a, Accept) and not plays, "no card answers")
    elif reason is Reason.PLAY_DRAWN_CARD:
        claim(isinstance(a, Play) and view.phase is Phase.DRAWN and a.card == view.drawn_card, "the card just drawn")
    elif reason is Reason.KEEP_DRAWN_CARD:
        claim(isinstance(a, Pass) and h.card == view.drawn_card, "the card just drawn")
    elif reason is Reason.STOP_NEXT_PLAYER:
        twin = after(r, a)
        claim(h.seat == next_player(view) and opponent(view, h.seat), "the next player, an opponent")
        claim(h.count == sizes[h.seat] <= 2, "their cards left")
        claim(twin.current != h.seat or twin.phase in (Phase.STACK, Phase.CHALLENGE), "the card gets in their way")
    elif reason is Reason.PLAY_AGAIN:
        twin = after(r, a)
        claim(view.players == 2 and h.seat == 1 - view.seat, "the one opponent")
        claim(twin.current == view.seat and twin.phase is Phase.TURN, "the player plays again")
    elif reason is Reason.KEEP_WILD_DRAW_FOUR:
        claim(isinstance(a, Play) and a.card.rank is not Rank.WILD_DRAW_FOUR
              and any(c.rank is Rank.WILD_DRAW_FOUR for c in fitting), "a Wild Draw Four to keep")
        claim(opponent(view, h.seat) and h.count == sizes[h.seat] <= 2, "an opponent close to going out")
    elif reason is Reason.KEEP_WILD:
        claim(isinstance(a, Play) and a.card.color is not None and any(c.color is None for c in fitting),
              "a wild card to keep")
    elif reason is Reason.SWAP_FOR_FEWER:
        claim(isinstance(a, Play) and a.target == h.seat and h.count == sizes[h.seat]
              and sizes[h.seat] < len(left_in_hand(view, a)), "their hand is smaller")
    elif reason is Reason.COLOR_NEXT_LACKS:
        twin = after(r, a)
        claim(h.seat == next_player(view) and opponent(view, h.seat), "the next player, an opponent")
        claim(twin.color is h.color and twin.current == h.seat and twin.phase is Phase.TURN,
              "they play next, on that colour")
        claim(drew_while(view, h.seat, h.color), "they drew on that colour")
    elif reason is Reason.SHED_POINTS:
        claim(opponent(view, h.seat) and h.count == sizes[h.seat] <= 2, "an opponent close to going out")
        claim(isinstance(a, Play) and a.card.points == max(c.points for c in fitting), "the costliest card")
    elif reason in (Reason.COLOR_HELD_MOST, Reason.COLOR_HELD):
        kept = left_in_hand(view, a) if isinstance(a, Play) else list(view.hand)
        chosen = a.color if isinstance(a, ChooseColor) else (a.card.color or a.color) if isinstance(a, Play) else None
        claim(chosen is h.color, "the colour of the move")
        held = count_of(kept, h.color)
        if reason is Reason.COLOR_HELD_MOST:
            claim(all(held > count_of(kept, c) for c in COLORS if c is not h.color), "held more than any other")
        else:
            claim(held == h.count and held > 0, "that many cards of the colour")
    elif reason is Reason.BEST_FOUND:
        claim(searched, "the round was played out")
    # A Wild Draw Four while holding the colour in force is called a bluff, and only then.
    bluffing = (isinstance(a, Play) and a.card.rank is Rank.WILD_DRAW_FOUR and view.rules.challenge
                and not view.rules.strict_wild_draw_four and any(c.color is view.color for c in view.hand)
                and reason is not Reason.GO_OUT)
    claim(bluffing == (h.bluff is not None), "a bluff is called a bluff")
    if h.bluff is not None:
        twin = after(r, a)
        claim(h.bluff.color is view.color, "the colour held")
        claim(twin.phase is Phase.CHALLENGE and twin.current == h.bluff.challenger, "who may challenge")
    return wrong


# ------------------------------------------------------------ the words

WORD = r"(?<![^\W\d_]){}(?![^\W\d_])"


def mentioned(text: str, word: str) -> bool:
    return re.search(WORD.format(re.escape(word)), text, re.IGNORECASE) is not None


def colour_words(color: Color) -> set[str]:
    from unodesk.engine import Card

    words = {color_name(color)}
    for rank in (Rank.FIVE, Rank.SKIP):
        name = card_name(Card(color, rank))
        words.update(w for w in re.findall(r"[^\W\d_]+", name) if w.lower() not in _RANK_WORDS())
    return words


def _RANK_WORDS() -> set[str]:
    from unodesk.i18n.names import rank_name

    return {w.lower() for rank in Rank for w in re.findall(r"[^\W\d_]+", rank_name(rank))}


def wrong_words(h: Hint, text: str, names: Sequence[str]) -> list[str]:
    """What the sentence says that the hint does not hold."""
    a = h.action
    wrong = [] if text and "{" not in text and "%n" not in text and "%1" not in text else [f"unfilled: {text}"]
    seats = {h.seat} if h.seat is not None else set()
    if h.bluff is not None:
        seats.add(h.bluff.challenger)
    if isinstance(a, Play) and a.target is not None:
        seats.add(a.target)
    if isinstance(a, CatchUno):
        seats.add(a.target)
    for seat, name in enumerate(names):
        if mentioned(text, name) != (seat in seats):
            wrong.append(f"{name} {'named' if seat not in seats else 'not named'}: {text}")
    colours = {c for c in (h.color, getattr(a, "color", None), h.bluff.color if h.bluff else None) if c is not None}
    if isinstance(a, Play) and a.card.color is not None:
        colours.add(a.card.color)
    for color in COLORS:
        if color in colours:
            continue
        said = [w for w in colour_words(color) if mentioned(text, w)]
        if said:
            wrong.append(f"{color} named: {text}")
    if h.count is not None and h.count > 1 and not mentioned(text, str(h.count)):
        wrong.append(f"{h.count} not said: {text}")
    return wrong


class Stub:
    """A player that answers a chosen action, as the hint's bot would."""

    def __init__(self, action: Action, searched: bool) -> None:
        self.action = action
        self.searched = searched

    def choose(self, view, legal, *, budget=None):
        return self.action

    def react(self, view, legal):
        return self.action


def positions(rules, players, seed, steps):
    r = Round.new(players, rules, seed=seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if r.phase is Phase.OVER:
            break
        r.apply(prefer_plays(r.legal_actions(), rng))
    return r


@settings(max_examples=examples(60), deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(table=tables, seed=st.integers(0, 2**32), steps=st.integers(0, 120), searched=st.booleans())
def test_no_hint_states_a_false_fact(languages, table, seed, steps, searched):
    rules, players = table
    r = positions(rules, players, seed, steps)
    if r.phase is Phase.OVER:
        return
    names = NAMES[:players]
    found: list[tuple[Hint, PlayerView]] = []
    for seat in range(players):
        legal = r.legal_actions(seat)
        if not legal:
            continue
        view = r.view(seat)
        for action in legal:
            for h in (explain(view, legal, action, searched=searched),
                      hint(view, legal, bot=Stub(action, searched))):
                if h is None:
                    continue
                assert false_claims(h, r, view, legal, searched) == [], (h, view)
                found.append((h, view))
    rng = random.Random(seed)
    for language in CODES:
        languages.switch(language)
        for h, view in rng.sample(found, min(len(found), 12)):
            text = hint_sentence(h, view, names)
            assert wrong_words(h, text, names) == [], (language, h)
    languages.switch("en")


@pytest.mark.parametrize("language", CODES)
def test_every_reason_has_its_own_sentence(languages, language):
    """No two reasons share a sentence, and none is left unsaid, in any language."""
    languages.switch(language)
    r = Round.new(3, seed=4)
    view = r.view(r.current)
    action = Draw(view.seat)
    said = {hint_sentence(Hint(action, reason, seat=1, color=Color.RED, count=2), view, NAMES[:3])
            for reason in Reason}
    assert len(said) == len(Reason)
    languages.switch("en")
