"""Screenshots of the real window at the moments the README's gallery shows.

    xvfb-run -s "-screen 0 1024x640x24" .venv/bin/python docs/gallery.py --scene table --out shots/en-table.png

The screenshot tool (an Xvfb runner that takes PNGs of a real window) runs
it the same way, given the screen's size and how long to wait for the
scene: at 1920x1080 and 40 seconds, `.venv/bin/python docs/gallery.py
--scene round-end --lang sv` shows a round's end in Swedish.

It builds the game as `unodesk` does (app.build), in folders of its own
(the player's settings and scores are never touched), plays the person's
moves with a computer player of its own so that the round goes on, and
grabs the whole screen (dialogs included) when the scene is reached, then
quits. Scenes: welcome (the first start, a family's names in the scores),
table, picker, hint, hand-off (the screen with its recap),
story (the recap over the table when the cards appear), round-end,
match-end, new-match, rules, more-rules, help, scoresheet, quit, and
lesson (the coached first game, its moves played as the coach asks, shot
when the coach is at --step: a beat of the script, "7a" for the words
after it, "end" for the points after the round, "done" for its last words).
"""
from __future__ import annotations

import argparse
import dataclasses
import os
import sys
import tempfile
from pathlib import Path

HOME = tempfile.mkdtemp(prefix="unodesk-gallery-")
os.environ["XDG_CONFIG_HOME"] = str(Path(HOME) / "config")
os.environ["XDG_DATA_HOME"] = str(Path(HOME) / "data")
os.environ.setdefault("UNODESK_REDUCED_MOTION", "0")

from PySide6.QtCore import QTimer  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402

from unodesk.app.command_line import Options  # noqa: E402
from unodesk.app.wiring import build  # noqa: E402
from unodesk.engine import CallUno, Phase, Play, RuleSet  # noqa: E402
from unodesk.persistence.scores import ScoreStore  # noqa: E402
from unodesk.persistence.settings import Settings  # noqa: E402
from unodesk.setup import MatchSetup, SeatKind, SeatSetup  # noqa: E402
from unodesk.setup.speeds import Speed  # noqa: E402
from unodesk.view.table.demo import make_move  # noqa: E402
from unodesk.view.table.play_choice import Pending  # noqa: E402

NAMES = ("Anna", "Bo", "Cecilia", "Dag", "Elin", "Frida", "Gustav", "Hanna", "Ivar", "Johanna")
SCENES = ("welcome", "table", "picker", "hint", "hand-off", "story", "round-end", "match-end", "new-match", "rules",
          "more-rules", "help", "scoresheet", "quit", "lesson")


def main() -> int:
    parser = argparse.ArgumentParser(prog="docs/gallery.py")
    parser.add_argument("--scene", choices=SCENES, default="table")
    parser.add_argument("--lang", default="en")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--persons", type=int, default=1)
    parser.add_argument("--teams", action="store_true", help="partners opposite (4, 6, 8 or 10 players)")
    parser.add_argument("--large", action="store_true", help="View > Larger cards")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--moves", type=int, default=2, help="the person's moves before the table scene")
    parser.add_argument("--handoffs", type=int, default=0,
                        help="hand-off, story: hand-offs passed before the one shown (its recap grows with them)")
    parser.add_argument("--speed", default="fast", choices=[s.value for s in Speed])
    parser.add_argument("--after", type=int, default=900, help="ms between reaching the scene and the shot")
    parser.add_argument("--wait", type=int, default=3500,
                        help="round-end, match-end: ms after the round's end before the scene counts as reached")
    parser.add_argument("--step", default="0",
                        help="lesson: the beat to stop at (0 the first; 7a: the words after beat 6), end, or done")
    parser.add_argument("--refuse", action="store_true", help="lesson: try a move the lesson does not take first")
    parser.add_argument("--out", type=Path, default=Path("shots/gallery.png"))
    args = parser.parse_args()

    rules = RuleSet(target_score=30) if args.scene == "match-end" else RuleSet()
    if args.teams:
        rules = dataclasses.replace(rules, teams=True)
    seats = tuple(SeatSetup(NAMES[i], SeatKind.PERSON if i < args.persons else SeatKind.COMPUTER)
                  for i in range(args.players))
    setup = MatchSetup(seats, rules, seed=args.seed)
    store = ScoreStore.open(Path(HOME) / "scores.sqlite3")
    game = build(Options(lang=args.lang, speed=Speed(args.speed), seed=args.seed), Settings(Path(HOME) / "s.json", {"large_cards": args.large}),
                 think_ms=(150, 300), store=store)
    app, controller, window = game.app, game.controller, game.window
    table = window.table
    window.show()
    window.setGeometry(QGuiApplication.primaryScreen().availableGeometry())
    from unodesk.ai import make_bot

    helper = make_bot("normal", seed=args.seed)
    state = {"moves": args.moves, "shot": False, "handoffs": args.handoffs}

    def shoot() -> None:
        if state["shot"]:
            return
        state["shot"] = True

        def grab() -> None:
            args.out.parent.mkdir(parents=True, exist_ok=True)
            QGuiApplication.primaryScreen().grabWindow(0).save(str(args.out))
            print(f"gallery: {args.out}")
            window.ask_before_quitting = False
            app.quit()
        QTimer.singleShot(args.after, grab)

    def person_moves() -> bool:
        """Play the shown person's move; False when it is not theirs to make."""
        seat = controller.shown_seat
        if seat is None or controller.busy or controller.match is None:
            return False
        r = controller.match.round
        legal = [a for a in controller.legal_for_shown() if not isinstance(a, CallUno)]
        if r.current != seat or not legal or r.phase is Phase.OVER:
            return False
        action = helper.choose(r.view(seat), legal)
        if isinstance(action, Play) and len(r.hands[seat]) == 2:
            controller.call_uno()
        make_move(controller, action)
        return True

    def lesson_tick() -> None:
        """The lesson: Go on when the coach waits, the coach's move when it is the person's."""
        teacher = window.teacher
        if teacher is None:
            window.learn_action.trigger()
            return
        busy = (controller.busy and not table.revealed_hand.isVisible()) or table.scene.queue.running
        if busy:
            return
        panel = teacher.panel
        view = controller.seat_views()[0]
        index = teacher.coach.position(view)
        beats = teacher.coach.beats
        ended = panel.again_button.isVisible()
        if args.step == "done" and ended:
            shoot()
            return
        if args.step == "end" and index == len(beats) and panel.go_on_button.isVisible() and teacher._intro_read:
            shoot()
            return
        if args.step.endswith("a") and index == int(args.step[:-1]) and panel.go_on_button.isVisible() \
                and teacher._intro_read:
            shoot()  # the words after a move, while the coach waits
            return
        if args.step.isdigit() and index == int(args.step) and not panel.go_on_button.isVisible():
            if args.refuse and not state.get("refused"):
                state["refused"] = True
                legal = controller.legal_for_shown()
                other = next((a for a in legal if a != beats[index].action), None)
                if other is not None:
                    controller.act(other)
            shoot()
            return
        if args.step.isdigit() and index == int(args.step) and int(args.step) == 0 and not teacher._intro_read:
            shoot()  # the first step: the coach's hello
            return
        if panel.go_on_button.isVisible():
            panel.go_on_button.click()
        elif table.revealed_hand.isVisible():
            table.revealed_hand.close_hand()
        elif index is not None and index < len(beats) and beats[index].persons and not state.get(index):
            state[index] = True
            controller.act(beats[index].action)

    def tick() -> None:
        if state["shot"] or controller.match is None or args.scene == "welcome":
            return
        scene = args.scene
        if scene == "lesson":
            lesson_tick()
            return
        if table.hand_off_screen.isVisible():
            if scene == "hand-off" and state["handoffs"] <= 0:
                shoot()
            else:
                state["handoffs"] -= 1
                controller.hand_off_done()
            return
        if scene == "story" and state["handoffs"] < 0 and table.story_panel.isVisible():
            shoot()
            return
        idle = not controller.busy and not table.scene.queue.running
        mine = idle and controller.shown_seat is not None and controller.match.round.current == controller.shown_seat
        if scene in ("round-end", "match-end", "hand-off", "story"):
            summary = window.summary
            if scene == "match-end" and summary is not None and not summary.result.match_over:
                summary.next_button.click()
            person_moves()
            return
        if not mine:
            return
        if state["moves"] > 0:
            state["moves"] -= 1
            person_moves()
            return
        if scene == "table":
            shoot()
        elif scene == "picker":
            if controller.match.round.phase is not Phase.TURN:
                person_moves()
                return
            view = controller.seat_views()[controller.shown_seat]
            wild = next((c for c in view.hand if c.color is None), None)
            plays = [a for a in controller.legal_for_shown() if isinstance(a, Play) and a.card == wild]
            if plays:
                table.play(wild)
            else:
                table.color_picker.open(can_cancel=True)
                table.intents.choice.pending = Pending(view.hand[0])
                table.refresh_status()
            shoot()
        elif scene == "hint":
            if not state.get("hint asked"):
                state["hint asked"] = True
                window.hint_requested.emit()  # as H does
                return
            if game.hints.asking:
                return  # found in the worker thread; the next tick looks again
            print(f"gallery: hint {table.status_bar.hint!r}")
            shoot()
        elif scene in ("new-match", "rules", "more-rules"):
            window.open_new_match()
            dialog = window.new_match_dialog
            dialog.seat_count.setValue(args.players)
            if scene == "rules" and hasattr(dialog, "show_page"):
                dialog.show_page(1)
            if scene == "more-rules" and hasattr(dialog, "show_more_rules"):
                dialog.show_more_rules()
            shoot()
        elif scene == "help":
            window.open_help()
            shoot()
        elif scene == "scoresheet":
            window.scores.open_scoresheet()
            shoot()
        elif scene == "quit":
            window.ask_before_quitting = True
            window.close()
            shoot()

    if args.scene in ("round-end", "match-end"):
        if args.scene == "match-end":
            controller.match_finished.connect(lambda _w: QTimer.singleShot(args.wait, shoot))
        else:
            controller.round_finished.connect(lambda _r: QTimer.singleShot(args.wait, shoot))
    timer = QTimer(window)
    timer.timeout.connect(tick)
    timer.start(120)
    if args.scene == "welcome":
        from unodesk.session import MatchLog

        # A family that played before: its names are offered.
        family = tuple(SeatSetup(name, SeatKind.PERSON) for name in ("Anna", "Pappa", "Mamma", "Bo"))
        store.begin_match(MatchLog.begin(MatchSetup(family, RuleSet())))
        store.abandon()
        def welcome() -> None:
            game.start()
            if window.welcome is not None and args.players != 4:
                window.welcome.seat_count.setValue(args.players)

        QTimer.singleShot(0, welcome)
        QTimer.singleShot(args.after, shoot)
    else:
        QTimer.singleShot(0, lambda: controller.new_match(setup))
    QTimer.singleShot(240_000, app.quit)
    code = app.exec()
    store.close()
    return code


if __name__ == "__main__":
    sys.exit(main())
