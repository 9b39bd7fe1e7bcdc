from unodesk.engine import Phase, Round, RuleSet


def test_a_round_can_be_dealt():
    """Contract: Round.new shuffles and deals a round ready to play."""
    r = Round.new(4, RuleSet(), seed=1)
    assert r.phase in (Phase.TURN, Phase.CHOOSE_COLOR)
    assert all(len(h) >= 7 for h in r.hands)
