"""The hint's sentence: the suggested move and its reason, in the person's language.

`unodesk.ai.hint` says what to do and why as codes (a `Reason` with the
seat, colour, card and number it is about), each checked against the view
before it is given; the words are written here, in words a child of eight
follows: the move first ("Play the red 7", "Play the Wild and choose
blue"), then why, then what else to do with it (both cards, Uno) and, for a
bluff, its risk. A sentence says nothing the `Hint` does not hold.
"""
from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

from unodesk.ai.hint import Hint, Reason
from unodesk.engine import Accept, Action, CallUno, CatchUno, Challenge, ChooseColor, Draw, Pass, Play, PlayerView

from .names import card_name, color_name


def hint_sentence(hint: Hint, view: PlayerView, names: Sequence[str]) -> str:
    """One line: what the hint suggests, and why."""
    return HintWords().sentence(hint, view, names)


def no_hint_sentence() -> str:
    """What the hint says when the person has nothing to decide."""
    return HintWords().nothing()


class HintWords(QObject):
    """A QObject for its tr() only: the hint's sentences share one context,
    and lupdate files plural forms for tr() alone."""

    def sentence(self, hint: Hint, view: PlayerView, names: Sequence[str]) -> str:
        action = hint.action

        def name_of(seat: int | None) -> str:
            return names[seat] if seat is not None and 0 <= seat < len(names) else ""

        move = self.move(action, names)
        text = self._why(hint, move, name_of(hint.seat),
                         color_name(hint.color) if hint.color is not None else "",
                         hint.count if hint.count is not None else 0)
        if isinstance(action, Play) and action.pair:
            text += " " + self.tr("Play both at once.")
        if isinstance(action, Play) and action.uno and hint.reason is not Reason.GO_OUT:
            text += " " + self.tr("Press UNO! (U) before you play it.")
        if hint.bluff is not None:
            text += " " + self.tr(
                "It is a bluff: you still have a card of the colour {color}, so {name} may challenge you, "
                "and then you take the cards yourself.").format(
                color=color_name(hint.bluff.color), name=name_of(hint.bluff.challenger))
        return text

    def _why(self, hint: Hint, move: str, name: str, color: str, count: int) -> str:
        reason = hint.reason
        # Literal tr() calls, one a reason, so lupdate finds every sentence.
        if reason is Reason.ONLY_MOVE:
            return self.tr("{move}: there is nothing else you can do.").format(move=move)
        if reason is Reason.ONLY_CARD:
            return self.tr("{move}: it is the only card you can play.").format(move=move)
        if reason is Reason.GO_OUT:
            return self.tr("{move}: it is your last card, and you win the round!").format(move=move)
        if reason is Reason.JUMP_IN:
            return self.tr("{move}: it is exactly the card on top of the pile, so you may put it down now, "
                           "even though it is not your turn.").format(move=move)
        if reason is Reason.DRAW_NOTHING_FITS:
            return self.tr("{move}: you have no card you can play.").format(move=move)
        if reason is Reason.DRAW_ON_PURPOSE:
            return self.tr("{move}: you could play a card, but this time it is better to keep your cards."
                           ).format(move=move)
        if reason is Reason.CALL_UNO:
            return self.tr("{move} now: you have one card left, and someone could catch you.").format(move=move)
        if reason is Reason.ONE_CARD_LEFT:
            return self.tr("{move}: you have one card left.").format(move=move)
        if reason is Reason.CATCH_UNO:
            return self.tr("{move}: {name} has one card left and did not call Uno.").format(move=move, name=name)
        if reason is Reason.CHALLENGE_BLUFF:
            return self.tr("{move}: maybe {name} still had a card of the colour {color}. Then {name} must take "
                           "the cards instead of you.").format(move=move, name=name, color=color)
        if reason is Reason.ACCEPT_HONEST:
            return self.tr("{move}: {name} probably had no card of the colour {color}, and if you challenge and "
                           "are wrong, you take two cards more.").format(move=move, name=name, color=color)
        if reason is Reason.PASS_PENALTY_ON:
            return self.tr("{move}: then the cards pass on to {name}.").format(move=move, name=name)
        if reason is Reason.TAKE_PENALTY:
            return self.tr("{move}: it is better to keep your draw cards for later.").format(move=move)
        if reason is Reason.NO_ANSWER:
            return self.tr("{move}: you have no card to answer with.").format(move=move)
        if reason is Reason.PLAY_DRAWN_CARD:
            return self.tr("{move}: the card you just drew fits, so you can put it down at once.").format(move=move)
        if reason is Reason.KEEP_DRAWN_CARD:
            return self.tr("{move}: it may be more useful later.").format(move=move)
        if reason is Reason.STOP_NEXT_PLAYER:
            return self.tr("{move}: {name} has only %n card(s) left, and this card makes it harder for them.", "",
                           count).format(move=move, name=name)
        if reason is Reason.PLAY_AGAIN:
            return self.tr("{move}: with two players, {name} misses a turn and you play again.").format(
                move=move, name=name)
        if reason is Reason.KEEP_WILD_DRAW_FOUR:
            return self.tr("{move}: keep your Wild Draw Four for later, because {name} has only %n card(s) left.",
                           "", count).format(move=move, name=name)
        if reason is Reason.KEEP_WILD:
            return self.tr("{move}: keep your wild card for when nothing else fits.").format(move=move)
        if reason is Reason.SWAP_FOR_FEWER:
            return self.tr("{move}: {name} has %n card(s), fewer than you.", "", count).format(move=move, name=name)
        if reason is Reason.COLOR_NEXT_LACKS:
            return self.tr("{move}: {name} had to draw a card when the colour was {color}, so they may not have "
                           "that colour.").format(move=move, name=name, color=color)
        if reason is Reason.SHED_POINTS:
            return self.tr("{move}: {name} has only %n card(s) left, and of the cards you can play, this one is "
                           "worth the most points.", "", count).format(move=move, name=name)
        if reason is Reason.COLOR_HELD_MOST:
            return self.tr("{move}: you have more cards of the colour {color} than of any other colour.").format(
                move=move, color=color)
        if reason is Reason.COLOR_HELD:
            return self.tr("{move}: you have %n card(s) of the colour {color}.", "", count).format(
                move=move, color=color)
        if reason is Reason.BEST_FOUND:
            return self.tr("{move}: the computer tried out the rest of the round many times, and this way gives "
                           "you the best chance.").format(move=move)
        return self.tr("{move}: the computer thinks this is your best move.").format(move=move)

    def nothing(self) -> str:
        return self.tr("No hint now: wait for your turn.")

    def move(self, action: Action, names: Sequence[str]) -> str:
        """The move alone, as the start of the hint's sentence."""
        def name_of(seat: int) -> str:
            return names[seat] if 0 <= seat < len(names) else ""

        if isinstance(action, Play):
            card = card_name(action.card)
            if action.color is not None and action.target is not None:
                return self.tr("Play the {card}, choose {color} and swap hands with {name}").format(
                    card=card, color=color_name(action.color), name=name_of(action.target))
            if action.color is not None:
                return self.tr("Play the {card} and choose {color}").format(card=card, color=color_name(action.color))
            if action.target is not None:
                return self.tr("Play the {card} and swap hands with {name}").format(
                    card=card, name=name_of(action.target))
            return self.tr("Play the {card}").format(card=card)
        if isinstance(action, Draw):
            return self.tr("Draw a card")
        if isinstance(action, Pass):
            return self.tr("Keep the card you drew")
        if isinstance(action, Accept):
            return self.tr("Take the cards")
        if isinstance(action, Challenge):
            return self.tr("Challenge")
        if isinstance(action, ChooseColor):
            return self.tr("Choose {color}").format(color=color_name(action.color))
        if isinstance(action, CatchUno):
            return self.tr("Catch {name}").format(name=name_of(action.target))
        if isinstance(action, CallUno):
            return self.tr("Call Uno")
        return ""
