"""The command line: the options, and a bad one answered in plain words."""
from __future__ import annotations

from pathlib import Path

import pytest

from unodesk.app.command_line import Options, parse_args
from unodesk.persistence.scores import STANDARD_OUTPUT
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


# -- issue 21: the export's command line ------------------------------------------------------

def test_an_empty_name_to_export_to_is_answered_plainly(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit:
        parse_args(["--export-scores", ""])
    assert exit.value.code == 2
    assert "an empty name is no file" in capsys.readouterr().err


def test_a_dash_is_the_standard_output_and_a_file_named_so_is_given_with_its_folder(tmp_path: Path) -> None:
    assert parse_args(["--export-scores", "-"]).export_scores == STANDARD_OUTPUT
    assert parse_args(["--export-scores", str(tmp_path / "-")]).export_scores != STANDARD_OUTPUT


@pytest.mark.parametrize("other", [["--smoke"], ["--install-desktop"], ["--uninstall-desktop"]])
def test_the_export_runs_on_its_own(other: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit:
        parse_args(["--export-scores", "scores.csv", *other])
    assert exit.value.code == 2
    assert "--export-scores runs on its own: leave out " + other[0] in capsys.readouterr().err
