"""RULES.md stays true to the tests: every test it names exists, every rule
setting is described, and every test of a choice is listed under "Where the
rules leave a choice"."""
import ast
import dataclasses
import re
from pathlib import Path

from unodesk.engine import RuleSet

ROOT = Path(__file__).resolve().parent.parent
RULES = (ROOT / "RULES.md").read_text(encoding="utf-8")


# These pin the engine's fast internal paths to its behaviour, not a rule.
NOT_RULE_TESTS = {"test_clone_and_speed_paths.py"}


def engine_tests() -> dict[str, str]:
    """Every rule test of tests/engine with its docstring."""
    found = {}
    for path in (ROOT / "tests" / "engine").glob("test_*.py"):
        if path.name in NOT_RULE_TESTS:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                found[node.name] = ast.get_docstring(node) or ""
    return found


def test_every_test_named_in_the_rules_exists():
    tests = engine_tests()
    for name in set(re.findall(r"`(test_[a-z0-9_*]+)`", RULES)):
        pattern = re.compile(name.replace("*", ".*") + "$")
        assert any(pattern.match(t) for t in tests), name


def test_every_rule_setting_is_described():
    settings = RULES.split("## Rule settings", 1)[1].split("\n## ", 1)[0]
    for field in dataclasses.fields(RuleSet):
        assert f"| `{field.name}` |" in settings, field.name


def test_every_test_of_a_choice_is_listed_with_the_choices():
    choices = RULES.split("## Where the rules leave a choice", 1)[1].split("\n## ", 1)[0]
    for name, doc in engine_tests().items():
        if re.match(r"(Contract's )?[Cc]hoice", doc):
            assert f"`{name}`" in choices, name


def test_every_test_points_at_a_seed_or_the_contract():
    """Each engine test says where its rule comes from, in its docstring."""
    for name, doc in engine_tests().items():
        assert re.search(r"Seeds? \d{3}|[Cc]ontract|[Cc]hoice|RuleSet\.|Brief", doc), name
