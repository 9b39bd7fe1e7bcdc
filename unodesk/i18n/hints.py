"""The hint's sentence: the suggested move and its reason, in the person's language.

`unodesk.ai.hint` says what to do and why as codes (a `Reason` with the
seat, colour or card it is about); the words are written here, one
sentence a reason, from the person's view and the seats' names.
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
        reason = hint.reason
        action = hint.action
        card = card_name(action.card) if isinstance(action, Play) else (
            card_name(hint.card) if hint.card is not None else "")
        color = color_name(hint.color) if hint.color is not None else ""
        seat = hint.seat
        name = names[seat] if seat is not None and 0 <= seat < len(names) else ""
        left = view.hand_sizes[seat] if seat is not None and 0 <= seat < view.players else 0
        # Literal tr() calls, one a reason, so lupdate finds every sentence.
        if reason is Reason.ONLY_MOVE:
            text = self.tr("{move}: there is nothing else to do.").format(move=self._move(action, names))
        elif reason is Reason.DRAW_NOTHING_FITS:
            text = self.tr("Draw a card: nothing in your hand fits.")
        elif reason is Reason.DRAW_ON_PURPOSE:
            text = self.tr("Draw a card: here your cards are worth more in your hand than on the pile.")
        elif reason is Reason.CALL_UNO:
            text = self.tr("Call Uno now, before someone catches you.")
        elif reason is Reason.CATCH_UNO:
            text = self.tr("Catch {name}: they have one card and did not call Uno.").format(name=name)
        elif reason is Reason.CHALLENGE_BLUFF:
            text = self.tr("Challenge: {name} probably still had a card of the colour.").format(name=name)
        elif reason is Reason.ACCEPT_HONEST:
            text = self.tr("Take the cards: {name} probably had no card of the colour, and a lost "
                           "challenge costs two more.").format(name=name)
        elif reason is Reason.PASS_PENALTY_ON:
            text = self.tr("Play the {card}: it passes the cards on to {name}.").format(card=card, name=name)
        elif reason is Reason.TAKE_PENALTY:
            text = self.tr("Take the cards: that is better than the answers you have.")
        elif reason is Reason.PLAY_DRAWN_CARD:
            text = self.tr("Play the {card} you drew: one card fewer in your hand.").format(card=card)
        elif reason is Reason.KEEP_DRAWN_CARD:
            text = self.tr("Keep the {card}: it will be of more use later.").format(card=card)
        elif reason is Reason.STOP_NEXT_PLAYER:
            text = self.tr("Play the {card}: {name} has %n card(s) left.", "", left).format(card=card, name=name)
        elif reason is Reason.PLAY_AGAIN:
            text = self.tr("Play the {card}: with two players {name} misses a turn, and you play "
                           "again.").format(card=card, name=name)
        elif reason is Reason.KEEP_WILD_DRAW_FOUR:
            text = self.tr("Play the {card} and keep the Wild Draw Four: {name} has %n card(s) left and you "
                           "may need it.", "", left).format(card=card, name=name)
        elif reason is Reason.KEEP_WILD:
            text = self.tr("Play the {card} and keep your wild card for when nothing else fits.").format(card=card)
        elif reason is Reason.SWAP_WITH_SMALLEST:
            text = self.tr("Play the {card} and swap hands with {name}, who has %n card(s).", "", left).format(
                card=card, name=name)
        elif reason is Reason.NAME_COLOR_NEXT_LACKS and isinstance(action, Play):
            text = self.tr("Play the {card} and name {color}: {name} drew a card on {color} and may have "
                           "none.").format(card=card, color=color, name=name)
        elif reason is Reason.NAME_COLOR_NEXT_LACKS:
            text = self.tr("Name {color}: {name} drew a card on {color} and may have none.").format(
                color=color, name=name)
        elif reason is Reason.NAME_COLOR_HELD_MOST and isinstance(action, Play):
            text = self.tr("Play the {card} and name {color}, the colour you hold most.").format(
                card=card, color=color)
        elif reason is Reason.NAME_COLOR_HELD_MOST:
            text = self.tr("Name {color}, the colour you hold most.").format(color=color)
        elif reason is Reason.COLOR_NEXT_LACKS:
            text = self.tr("Play the {card}: {name} drew a card on {color} and may have none.").format(
                card=card, name=name, color=color)
        elif reason is Reason.SHED_POINTS:
            text = self.tr("Play the {card}: {name} is close to going out, and it would cost you the most "
                           "points.").format(card=card, name=name)
        elif reason is Reason.FOLLOW_COLOR_HELD_MOST:
            text = self.tr("Play the {card}: it keeps {color}, the colour you hold most, in play.").format(
                card=card, color=color)
        elif reason is Reason.GO_OUT:
            text = self.tr("Play the {card} and go out!").format(card=card)
        else:
            text = self.tr("Play the {card}: played out many times from here, it gives you the best "
                           "chances.").format(card=card)
        if isinstance(action, Play) and action.pair:
            text += " " + self.tr("Play both at once.")
        if isinstance(action, Play) and action.uno and reason is not Reason.GO_OUT:
            text += " " + self.tr("Call Uno with it (U).")
        return text

    def nothing(self) -> str:
        return self.tr("No hint now: wait for your turn.")

    def _move(self, action: Action, names: Sequence[str]) -> str:
        """The move alone, for a reason that is only that there is no other."""
        if isinstance(action, Play):
            return self.tr("Play the {card}").format(card=card_name(action.card))
        if isinstance(action, Draw):
            return self.tr("Draw a card")
        if isinstance(action, Pass):
            return self.tr("Keep the card")
        if isinstance(action, Accept):
            return self.tr("Take the cards")
        if isinstance(action, Challenge):
            return self.tr("Challenge")
        if isinstance(action, ChooseColor):
            return self.tr("Name {color}").format(color=color_name(action.color))
        if isinstance(action, CatchUno):
            return self.tr("Catch {name}").format(name=names[action.target] if action.target < len(names) else "")
        if isinstance(action, CallUno):
            return self.tr("Call Uno")
        return ""
