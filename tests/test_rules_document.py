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
NOT_RULE_TESTS = {"test_clone_and_speed_paths.py", "test_values.py"}  # speed paths and the values: no rule


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


def test_every_test_points_at_a_text_or_the_contract():
    """Each engine test says where its rule comes from, in its docstring."""
    for name, doc in engine_tests().items():
        assert re.search(r"Texts? \d{3}|^\d{3}: |[Cc]ontract|[Cc]hoice|RuleSet\.|README", doc), name


def listed_texts() -> set[str]:
    """The numbers of the rule texts RULES.md lists under "Where the rules come from"."""
    section = RULES.split("## Where the rules come from", 1)[1].split("\n## ", 1)[0]
    return set(re.findall(r"^- \*\*(\d{3})\*\*:", section, re.MULTILINE))


# A text cited by its number: "Text 001", "Texts 000, 003", "text 002"; a
# sentence of a text quoted after its number ("002: spilles som vrikort"),
# at the start of a docstring or after another citation; and a module's
# list of its texts ("Texts: 000 (the deck), 001 (points), ...").
CITED = re.compile(r"\b[Tt]exts?:? (\d{3}(?:, \d{3})*)\b|(?:^|\"\"\"|; )(\d{3}): ", re.MULTILINE)
LISTED_IN_MODULE = re.compile(r"(?<![\d.])(\d{3}) \(")


def cited_texts() -> dict[str, set[str]]:
    """Every text number cited in the tests and the package, with the files that cite it."""
    cited: dict[str, set[str]] = {}
    for path in [*(ROOT / "tests").rglob("*.py"), *(ROOT / "unodesk").rglob("*.py")]:
        source = path.read_text(encoding="utf-8")
        numbers = [n for group in CITED.findall(source) for part in group for n in re.findall(r"\d{3}", part)]
        module_doc = ast.get_docstring(ast.parse(source)) or ""
        if module_doc.startswith("Texts:"):
            numbers += LISTED_IN_MODULE.findall(module_doc)
        for number in numbers:
            cited.setdefault(number, set()).add(str(path.relative_to(ROOT)))
    return cited


def test_rules_lists_the_four_texts_the_rules_come_from():
    assert listed_texts() == {"000", "001", "002", "003"}


def test_every_text_a_test_cites_is_one_the_rules_list():
    """A citation resolves through RULES.md: its number is one of the texts listed there."""
    cited = cited_texts()
    assert set(cited) >= {"000", "001", "002", "003"}  # the tests do cite them
    unknown = {number: sorted(files) for number, files in cited.items() if number not in listed_texts()}
    assert not unknown


def test_no_test_cites_a_text_by_another_name():
    """Texts are cited as texts, by number: never by a file name or as "seeds"."""
    for path in [*(ROOT / "tests").rglob("*.py"), *(ROOT / "unodesk").rglob("*.py")]:
        source = path.read_text(encoding="utf-8")
        assert not re.search(r"\b[Ss]eeds?:? \d{3}\b|\d{3}_[0-9a-f]{16}\.txt", source), path
