"""The command line: the options, and a bad one answered in plain words."""
from __future__ import annotations

import pytest

from unodesk.app.command_line import Options, parse_args
from unodesk.setup.speeds import Speed


def test_the_command_line_options() -> None:
    options = parse_args(["--lang", "nb", "--players", "6", "--speed", "slow", "--seed", "42", "--smoke"])
    assert options == Options("nb", 6, Speed.SLOW, 42, True)
    assert parse_args([]) == Options()


@pytest.mark.parametrize("argv", [["--lang", "de"], ["--players", "1"], ["--players", "11"], ["--speed", "warp"], ["--seed", "x"]])
def test_bad_options_are_refused(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit:
        parse_args(argv)
    assert exit.value.code == 2
    assert "unodesk" in capsys.readouterr().err


@pytest.mark.parametrize(("typed", "language"), [("no", "nb"), ("NB", "nb"), ("nb_NO", "nb"), ("sv", "sv"), ("nl-BE", "nl")])
def test_a_language_is_understood_as_people_type_it(typed: str, language: str) -> None:
    """Defect 13: `--lang no` was refused though a Norwegian would type it."""
    assert parse_args(["--lang", typed]).lang == language


@pytest.mark.parametrize(("argv", "said"), [
    (["--players", "two"], "'two' is not a number of players: give a whole number from 2 to 10"),
    (["--players", "11"], "'11' is not a number of players"),
    (["--lang", "de"], "'de' is not a language unodesk speaks: choose from en, sv, nb, nl"),
])
def test_a_bad_option_is_answered_in_plain_words(argv: list[str], said: str, capsys: pytest.CaptureFixture[str]) -> None:
    """Defect 13: `--players two` said "invalid _players value", an internal name."""
    with pytest.raises(SystemExit):
        parse_args(argv)
    err = capsys.readouterr().err
    assert said in err and "_players" not in err
