"""Show the table with a match in progress: `python -m unodesk.view.table.demo --players 4`.

For looking at the table while working on it (and for screenshots): the
shown person's first moves can be made automatically (--moves N), so the
table is mid-round when it stops and waits; --picker opens the colour
picker then. The computer seats are the game's own computer players.
"""
from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from unodesk.controller import GameController
from unodesk.engine import Accept, Action, CallUno, Challenge, ChooseColor, Draw, Pass, Phase, Play, RuleSet
from unodesk.setup import MatchSetup, SeatKind, SeatSetup
from unodesk.setup.speeds import Speed

from .widget import TableWidget

NAMES = ("Anna", "Bo", "Cecilia", "Dag", "Elin", "Frida", "Gustav", "Hanna", "Ivar", "Johanna")


def first_move(legal: Sequence[Action]) -> Action:
    """The shown person's automatic move: the first card that may be played,
    else drawing; enough to bring the table to the middle of a round."""
    for kind in (ChooseColor, Play, Accept, Draw, Pass):
        for action in legal:
            if isinstance(action, kind):
                return action
    return legal[0]


def make_move(controller: GameController, action: Action) -> None:
    """`action` as the shown person's intent, as a click or a key would ask for it."""
    if isinstance(action, Play):
        controller.play_card(action.card, action.color, action.target)
    elif isinstance(action, ChooseColor):
        controller.choose_color(action.color)
    elif isinstance(action, Draw):
        controller.draw()
    elif isinstance(action, Pass):
        controller.keep_card()
    elif isinstance(action, Accept):
        controller.accept()
    elif isinstance(action, Challenge):
        controller.challenge()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m unodesk.view.table.demo")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--persons", type=int, default=1)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--moves", type=int, default=3, help="the shown person's moves made automatically")
    parser.add_argument("--picker", action="store_true", help="open the colour picker when it is the person's turn")
    parser.add_argument("--wait-hand-off", action="store_true", help="leave the hand-off screen up")
    parser.add_argument("--speed", choices=[s.value for s in Speed], default=Speed.NORMAL.value)
    parser.add_argument("--size", default="", help="window size, e.g. 1024x640 (default: full screen)")
    parser.add_argument("--deck", default="classic")
    args = parser.parse_args(argv)

    app = QApplication(sys.argv[:1])
    seats = tuple(
        SeatSetup(NAMES[i], SeatKind.PERSON if i < args.persons else SeatKind.COMPUTER)
        for i in range(args.players)
    )
    setup = MatchSetup(seats, RuleSet(deck=args.deck), seed=args.seed)
    controller = GameController(think_ms=(150, 300))
    table = TableWidget(controller)
    table.set_speed(Speed.named(args.speed))
    table.setWindowTitle("unodesk table")
    if args.size:
        w, h = (int(v) for v in args.size.split("x"))
        table.resize(w, h)
        table.show()
    else:  # the whole screen, also without a window manager
        table.setGeometry(app.primaryScreen().availableGeometry())
        table.show()
    moves = {"left": args.moves, "picker": args.picker}

    def autoplay() -> None:
        match = controller.match
        seat = controller.shown_seat
        if match is None or controller.busy:
            return
        if seat is None:
            if table.hand_off_screen.isVisible() and not args.wait_hand_off:
                controller.hand_off_done()
            return
        legal = controller.legal_for_shown()
        mine = [a for a in legal if not isinstance(a, CallUno)]
        if match.round.current != seat or not mine:
            return
        if moves["left"] <= 0:
            if moves["picker"] and match.round.phase is Phase.TURN:
                moves["picker"] = False
                table.color_picker.open(can_cancel=True)
                table.refresh_status()
            return
        moves["left"] -= 1
        make_move(controller, first_move(mine))

    timer = QTimer(table)
    timer.timeout.connect(autoplay)
    timer.start(200)
    QTimer.singleShot(0, lambda: controller.new_match(setup))
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
