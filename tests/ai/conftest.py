import pytest

from unodesk.ai import make_bot

# A small, reproducible search keeps the hard level quick in tests.
FAST_HARD = {"time_budget": None, "rollouts": 60}


def bot(level: str, seed: int = 1):
    return make_bot(level, seed=seed, **(FAST_HARD if level == "hard" else {}))


@pytest.fixture
def make():
    return bot
