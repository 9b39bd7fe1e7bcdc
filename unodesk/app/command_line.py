"""The command line, read into `Options`.

    python -m unodesk [--lang sv|nb|nl|en] [--players N] [--speed off|fast|normal|slow]
                      [--seed S] [--smoke] [--export-scores FILE.csv] [--version]
                      [--install-desktop|--uninstall-desktop]
"""
from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from unodesk import __version__
from unodesk.engine.values import value
from unodesk.i18n.languages import CODES, known_language
from unodesk.setup.speeds import Speed


@value
class Options:
    lang: str | None = None
    players: int | None = None
    speed: Speed | None = None
    seed: int | None = None
    smoke: bool = False
    desktop: str | None = None  # "install" or "uninstall" the menu entry
    export_scores: Path | None = None  # write the history as CSV and exit
    quit_when_dealt: bool = False  # benchmarks/table.py: say "dealt" at the first painted deal and quit

    @property
    def asks_who_plays(self) -> bool:
        """Whether a match is dealt only once a person has said who plays
        (the welcome); the smoke run, a timed start and `--players` deal at once."""
        return not (self.smoke or self.quit_when_dealt or self.players is not None)


def _players(text: str) -> int:
    # The number of seats is the engine's to say, and the engine is loaded
    # only when the option is given: a plain start shows its window first.
    import argparse

    from unodesk.setup import MAX_SEATS, MIN_SEATS

    try:
        number = int(text)
    except ValueError:
        number = 0
    if not MIN_SEATS <= number <= MAX_SEATS:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not a number of players: give a whole number from {MIN_SEATS} to {MAX_SEATS}")
    return number


def _language(text: str) -> str:
    """A language code as a person types it: "sv", "NB", "no" (Norwegian), "nl_BE"."""
    import argparse

    code = known_language(text)
    if code is None:
        raise argparse.ArgumentTypeError(f"{text!r} is not a language unodesk speaks: choose from {', '.join(CODES)}")
    return code


def _export_target(text: str) -> Path:
    """Where the CSV goes: a file's name, or `-` for the standard output."""
    import argparse

    from unodesk.persistence.scores.export import STANDARD_OUTPUT

    if not text.strip():
        raise argparse.ArgumentTypeError(
            "an empty name is no file: give the name of the CSV file to write (or - for the standard output)")
    return STANDARD_OUTPUT if text == "-" else Path(text)


def parse_args(argv: Sequence[str]) -> Options:
    if not argv:
        # A double-click: nothing to read, and importing and making the
        # parser take several milliseconds of the window's first frame.
        return Options()
    import argparse

    parser = argparse.ArgumentParser(prog="unodesk", description="Uno for the family desktop.")
    parser.add_argument("--lang", type=_language, metavar="|".join(CODES),
                        help="the language of the interface (no for Norwegian is understood as nb)")
    parser.add_argument("--players", type=_players, metavar="N",
                        help="start a quick match of N players: you and N-1 computers")
    parser.add_argument("--speed", choices=[s.value for s in Speed], help="the speed of the animations")
    parser.add_argument("--seed", type=int, metavar="S", help="deal the first match reproducibly")
    parser.add_argument("--smoke", action="store_true", help="play one round between computers and exit")
    parser.add_argument("--export-scores", type=_export_target, metavar="FILE.csv",
                        help="write every finished round of the match history to a CSV file (- for the standard"
                             " output) and exit")
    parser.add_argument("--version", action="version", version=f"unodesk {__version__}")
    desktop = parser.add_mutually_exclusive_group()
    desktop.add_argument(
        "--install-desktop",
        dest="desktop",
        action="store_const",
        const="install",
        help="put unodesk in this desktop's menu (Linux, for your user)",
    )
    desktop.add_argument(
        "--uninstall-desktop",
        dest="desktop",
        action="store_const",
        const="uninstall",
        help="take unodesk out of the menu again",
    )
    # For timing a start from the outside (the venv's and the bundle's alike).
    parser.add_argument("--quit-when-dealt", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(list(argv))
    if args.export_scores is not None and (args.smoke or args.desktop):
        # Each is a run of its own: one would be silently skipped.
        other = "--smoke" if args.smoke else f"--{args.desktop}-desktop"
        parser.error(f"--export-scores runs on its own: leave out {other}")
    speed = Speed.named(args.speed) if args.speed else None
    return Options(
        args.lang, args.players, speed, args.seed, args.smoke, args.desktop, args.export_scores, args.quit_when_dealt
    )
