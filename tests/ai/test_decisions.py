"""Each kind of decision the rules ask for, answered sensibly by each level."""
import pytest

from unodesk.ai import LEVELS, make_bot
from unodesk.engine import (
    COLORS,
    Accept,
    CallUno,
    Card,
    CatchUno,
    Challenge,
    ChooseColor,
    Color,
    Draw,
    Pass,
    Phase,
    Play,
    Round,
    RuleSet,
)

from .conftest import bot

ALL = LEVELS + ("random", "greedy")
FILLER = "g1 g2 g3 g4 g5 g6 g7 g8 g9 y1 y2 y3 y4 y5 y6 y7 y8 y9"


def cards(codes: str) -> list[Card]:
    return [Card.parse(c) for c in codes.split()]


def position(hands, top="b7", rules=RuleSet(), pile=FILLER, current=0, color=None):
    return Round.setup(rules, [cards(h) for h in hands], cards(top), cards(pile), current=current, color=color)


def ask(level, r, seat=None, seed=1):
    seat = r.current if seat is None else seat
    action = bot(level, seed).choose(r.view(seat), r.legal_actions(seat))
    assert action in r.legal_actions(seat)
    return action


def react(level, r, seat, seed=1):
    action = bot(level, seed).react(r.view(seat), r.legal_actions(seat))
    assert action is None or action in r.legal_actions(seat)
    return action


# --- colour after a wild


@pytest.mark.parametrize("level", ["normal", "greedy"])
def test_a_wild_names_the_colour_held_most(level):
    r = position(["w r1 r2 r3 g5", "y1 y2 y3", "y4 y5 y6"], top="b7")
    action = ask(level, r)
    assert action.card == Card.parse("w") and action.color is Color.RED


def test_the_hard_level_names_a_colour_it_holds():
    r = position(["w r1 r2 r3 g5", "y1 y2 y3", "y4 y5 y6"], top="b7")
    action = ask("hard", r)
    assert action.card == Card.parse("w") and action.color in (Color.RED, Color.GREEN)


def _wild_turned_up_first():
    deck = cards("r1 y1 r2 y2 r3 y3 b4 y4") + cards("w") + cards(FILLER)
    return Round.new(2, RuleSet(hand_size=4), deck=deck)


@pytest.mark.parametrize("level", ALL)
def test_every_level_names_the_colour_when_a_wild_is_turned_up_first(level):
    r = _wild_turned_up_first()
    assert r.phase is Phase.CHOOSE_COLOR
    action = ask(level, r)
    assert isinstance(action, ChooseColor)


def test_the_normal_level_names_its_strongest_colour_at_the_deal():
    r = _wild_turned_up_first()
    held = {c.color for c in r.hands[r.current]}
    action = ask("normal", r)
    counts = {c: sum(1 for x in r.hands[r.current] if x.color is c) for c in held}
    assert counts[action.color] == max(counts.values())


# --- play the drawn card or keep it


def _after_drawing(drawn: str):
    r = position(["g1 g2 y3", "y1 y2 y3", "y4 y5 y6"], top="b7", pile=drawn + " " + FILLER)
    r.apply(Draw(0))
    assert r.phase is Phase.DRAWN
    return r


@pytest.mark.parametrize("level", ALL)
def test_every_level_decides_on_a_drawn_playable_card(level):
    r = _after_drawing("b3")
    assert isinstance(ask(level, r), (Play, Pass))


@pytest.mark.parametrize("level", ["normal", "greedy", "random"])
def test_a_drawn_card_that_fits_is_played(level):
    r = _after_drawing("b3")
    assert ask(level, r) == Play(0, Card.parse("b3"))


# --- Wild Draw Four: bluffing and challenging


def _wild_draw_four_played(bluffer_hand: str):
    r = position([bluffer_hand, "y1 y2 y3 y4 y5", "g4 g5 g6"], top="r7")
    r.apply(Play(0, Card.parse("w+4"), Color.BLUE, uno=len(bluffer_hand.split()) == 2))
    assert r.phase is Phase.CHALLENGE and r.current == 1
    return r


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_easy_and_normal_never_bluff_a_wild_draw_four(level):
    r = position(["w+4 r1 g2 g3", "y1 y2 y3", "y4 y5 y6"], top="r7")
    for seed in range(20):
        action = ask(level, r, seed=seed)
        assert action.card != Card.parse("w+4")


def test_a_wild_draw_four_is_played_when_nothing_else_fits():
    r = position(["w+4 g2 g3", "y1", "y4 y5 y6"], top="r7")
    for level in ("easy", "normal", "hard", "greedy"):
        assert ask(level, r).card == Card.parse("w+4")


def _judged(hands: list[str], top: str = "r5") -> Card:
    """The card the hard level's judgement alone (no search) plays from seat 0."""
    r = position(hands, top=top)
    judgement = make_bot("hard", seed=1, rollouts=0)
    return judgement.choose(r.view(0), r.legal_actions(0)).card


@pytest.mark.parametrize("others, sheds", [
    (["y1 y2 y3 y4 y5 y6 y7"], False),
    (["y1 y2"], True),
    # With more than one opponent the points go to whoever goes out: the
    # shedding measured no better there than keeping the round's chances.
    (["y1 y2", "y3 y4 y5 y6 y7"], False),
])
def test_the_hard_level_facing_one_opponent_sheds_costly_cards_when_it_is_close_to_going_out(others, sheds):
    # Every card left in hand when the opponent goes out is scored for it:
    # a 9 weighs more than a 2 once the end is near.
    assert _judged(["r9 r2 b1 b3 g4 g6 y8", *others]) == Card.parse("r9" if sheds else "r2")


@pytest.mark.parametrize("others, skips", [
    (["y1 y2 y3 y4 y5 y6 y7"], True),
    # At three seats the Skip passes the turn to the third player: no
    # initiative kept, and its 20 points are worth keeping for later.
    (["y1 y2 y3 y4 y5 y6 y7", "y1 y2 y3 y4 y5 y6 y7"], False),
])
def test_the_hard_level_facing_one_opponent_plays_a_skip_sooner(others, skips):
    # Against a single opponent a Skip gives this seat the next turn too.
    assert _judged(["rskip r3 b1 b8 g5 g6 y8", *others]) == Card.parse("rskip" if skips else "r3")


def test_at_two_seats_the_hard_level_plays_a_reverse_as_the_skip_it_is():
    assert _judged(["rrev r3 b1 b8 g5 g6 y8", "y1 y2 y3 y4 y5 y6 y7"]) == Card.parse("rrev")


def test_the_normal_level_challenges_a_wild_draw_four_from_a_big_hand():
    r = _wild_draw_four_played("w+4 r1 r2 g1 g2 y1 y2 b5 b6")
    assert ask("normal", r) == Challenge(1)


def test_the_hard_level_challenges_a_big_hand_at_a_table_that_bluffs():
    r = _wild_draw_four_played("w+4 r1 r2 g1 g2 y1 y2 b5 b6")
    bluffers = make_bot("hard", seed=1, time_budget=None, bluff_prior=0.5)
    assert bluffers.choose(r.view(1), r.legal_actions(1)) == Challenge(1)


def test_the_hard_level_believes_a_player_not_yet_caught_bluffing():
    # The levels never bluff, and a lost challenge costs two cards more:
    # without a bluff shown, a big hand alone is not reason enough.
    r = _wild_draw_four_played("w+4 r1 r2 g1 g2 y1 y2 b5 b6")
    assert ask("hard", r) == Accept(1)


def test_the_hard_level_accepts_a_wild_draw_four_from_a_hand_of_two():
    r = _wild_draw_four_played("w+4 g1 y9")
    assert ask("hard", r) == Accept(1)


@pytest.mark.parametrize("level", ALL)
def test_every_level_answers_a_wild_draw_four(level):
    r = _wild_draw_four_played("w+4 r1 r2 g1 g2")
    assert type(ask(level, r)) in (Challenge, Accept)


def test_the_hard_level_does_not_challenge_a_player_who_could_not_follow_the_colour():
    # Seat 0 drew on red, so it held no red card when it played the Wild Draw Four.
    r = position(["g1 g2 g3 g4 g5 g6 w+4", "r1 r2 r3 y1 y2", "r4 r5 y6"], top="r7", pile="g8 " + FILLER)
    r.apply(Draw(0))  # a green card: no play, the turn passes
    r.apply(Play(1, Card.parse("r1")))
    r.apply(Play(2, Card.parse("r4")))
    assert r.current == 0
    r.apply(Play(0, Card.parse("w+4"), Color.YELLOW))
    assert ask("hard", r, seat=1) == Accept(1)


# --- stacking


@pytest.mark.parametrize("level", ["normal", "hard", "greedy"])
def test_a_draw_two_is_stacked_on_a_draw_two(level):
    r = position(["r+2 g1 g2", "b+2 y1 y2 y3", "y4 y5 y6"], top="r7", rules=RuleSet(stacking=True))
    r.apply(Play(0, Card.parse("r+2")))
    assert r.phase is Phase.STACK
    assert ask(level, r) == Play(1, Card.parse("b+2"))


@pytest.mark.parametrize("level", ALL)
def test_every_level_answers_a_stacked_penalty(level):
    r = position(["r+2 g1 g2", "b+2 w+4 y1 y2", "y4 y5 y6"], top="r7", rules=RuleSet(stacking=True))
    r.apply(Play(0, Card.parse("r+2")))
    assert type(ask(level, r)) in (Play, Accept)


# --- whom to swap with


@pytest.mark.parametrize("level", ["normal", "hard", "greedy"])
def test_a_seven_swaps_with_the_smallest_hand(level):
    rules = RuleSet(seven_zero=True)
    r = position(["r7 g1 g2 g3 g4 g5", "y1 y2 y3 y4", "y5 y6", "y7 y8 y9 y1"], top="r5", rules=rules)
    action = ask(level, r)
    assert action.card == Card.parse("r7") and action.target == 2


@pytest.mark.parametrize("level", ["normal", "hard", "greedy"])
def test_wild_swap_hands_swaps_with_the_smallest_hand(level):
    rules = RuleSet(deck="swap")
    r = position(["wswap g1 g2 g3 g4 g6", "y1 y2", "y5 y6 y7", "y7 y8 y9 y1"], top="r5", rules=rules)
    action = ask(level, r)
    assert action.card == Card.parse("wswap") and action.target == 1


@pytest.mark.parametrize("level", ALL)
def test_every_level_names_a_target_for_a_seven(level):
    rules = RuleSet(seven_zero=True)
    r = position(["r7 b1 b2 b3", "y1 y2 y3 y4", "y5 y6", "y7 y8 y9 y1"], top="r5", rules=rules)
    assert ask(level, r).target in (1, 2, 3)


# --- Uno: calling it, forgetting it, catching it


@pytest.mark.parametrize("level", ["normal", "hard", "greedy", "random"])
def test_uno_is_called_with_the_second_to_last_card(level):
    r = position(["r1 r2", "y1 y2 y3", "y4 y5 y6"], top="r7")
    assert ask(level, r).uno is True


def test_the_easy_level_sometimes_forgets_to_call_uno():
    r = position(["r1 r2", "y1 y2 y3", "y4 y5 y6"], top="r7")
    calls = [ask("easy", r, seed=s).uno for s in range(60)]
    assert 0 < calls.count(False) < 30


def _forgot_uno():
    r = position(["r1 r2", "y1 y2 y3", "y4 y5 y6", "r3 g1 g2"], top="r7")
    r.apply(Play(0, Card.parse("r1"), uno=False))
    assert r.catchable == 0
    return r


def test_the_hard_level_always_catches_a_missed_uno():
    r = _forgot_uno()
    assert react("hard", r, 2) == CatchUno(2, 0)
    assert ask("hard", _forgot_uno(), seat=1) == CatchUno(1, 0)


def test_normal_catches_often_and_easy_rarely():
    def catches(level):
        return sum(react(level, _forgot_uno(), 2, seed=s) == CatchUno(2, 0) for s in range(100))
    assert catches("normal") > 60
    assert catches("easy") < 40


def test_the_baselines_never_catch():
    for level in ("random", "greedy"):
        assert react(level, _forgot_uno(), 2) is None


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_uno_is_called_late_when_forgotten(level):
    r = _forgot_uno()
    assert react(level, r, 0) == CallUno(0)


# --- jumping in


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_an_identical_card_jumps_in(level):
    r = position(["g1 g2", "y1 y2 y3", "r7 y5 y6"], top="r7", rules=RuleSet(jump_in=True))
    assert react(level, r, 2) == Play(2, Card.parse("r7"))


def test_nobody_reacts_when_there_is_nothing_to_do():
    r = position(["g1 g2", "y1 y2 y3", "y5 y6"], top="r7")
    for level in ALL:
        assert bot(level).react(r.view(2), r.legal_actions(2)) is None


# --- drawing


@pytest.mark.parametrize("level", ALL)
def test_a_player_who_cannot_play_draws(level):
    r = position(["g1 g2", "y1 y2 y3", "y5 y6"], top="r7")
    assert ask(level, r) == Draw(0)


def test_make_bot_passes_search_options_to_the_hard_level_only():
    assert make_bot("hard", seed=1, rollouts=5, time_budget=None).rollouts == 5
    with pytest.raises(TypeError):
        make_bot("normal", rollouts=5)


# --- the yardsticks


def test_the_random_baseline_picks_uniformly_among_its_legal_plays():
    """A wild card names one of four colours: four of the five plays here."""
    r = position(["r1 w", "y1 y2 y3", "y4 y5 y6"], top="r7")
    picks = [ask("random", r, seed=s) for s in range(400)]
    wilds = sum(p.card.color is None for p in picks)
    assert 280 < wilds < 360  # 4/5 of 400 is 320
    assert {p.color for p in picks if p.card.color is None} == set(COLORS)
