"""The table's motions: each changes the picture and gives the animation that shows the change.

One method a motion (deal, play, draw, swap hands, ...); the choreography
runs them as steps, one engine event after the other. Their durations come
from speeds.py, at the table's speed.
"""
from __future__ import annotations

import random
from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QAbstractAnimation, QEasingCurve, QPauseAnimation

from unodesk.engine import Card, CardDealt, Color, PlayerView
from unodesk.i18n.names import card_name
from unodesk.i18n.table_words import round_end_words

from ..cards import motion
from ..cards.card_item import CardItem
from ..cards.motion import Z_FLYING
from ..speeds import Motion
from .layout import CardPlace
from .scene import TableScene

Animation = QAbstractAnimation | None
# The most cards that fly to a round's winner (the others' hands are sampled).
MAX_COLLECTED = 28


class TableMoves:
    def __init__(self, table: TableScene) -> None:
        self.table = table
        # The slant of each discarded card, the same from one run to the next.
        self._rng = random.Random(7)

    def _ms(self, kind: Motion) -> int:
        return self.table.ms(kind)

    # ------------------------------------------------------------ cards into hands

    def deal(self, events: Sequence[CardDealt]) -> Animation:
        """A run of dealt cards, one after the other from the draw pile."""
        t = self.table
        fresh: dict[CardItem, int] = {}
        for i, e in enumerate(events):
            item = t.new_card(e.card)
            t.hands[e.player].append(item)
            fresh[item] = i
        t.set_pile_count(t.pile_count - len(events))
        t.update_seats()
        gap, fly = self._ms(Motion.DEAL_GAP), self._ms(Motion.DEAL)
        anims = []
        for seat in {e.player for e in events}:
            up = t.face_up(seat)
            for item, place, w, h in t.places(seat):
                delay = fresh[item] * gap if item in fresh else 0
                anims.append(motion.move(item, place, w, h, fly, delay))
                anims.append(motion.turn(item, up, self._ms(Motion.FLIP), delay + fly // 2))
        return motion.together(anims)

    def draw(self, seat: int, cards: Sequence[Card | None]) -> Animation:
        t = self.table
        fresh = {}
        for i, card in enumerate(cards):
            item = t.new_card(card)
            t.hands[seat].append(item)
            fresh[item] = i
        t.set_pile_count(max(0, t.pile_count - len(cards)))
        t.update_seats()
        gap, fly = self._ms(Motion.DRAW_GAP), self._ms(Motion.DRAW)
        up = t.face_up(seat)
        anims = []
        for item, place, w, h in t.places(seat):
            if item in fresh:
                delay = fresh[item] * gap
                anims.append(motion.move(item, place, w, h, fly, delay))
                anims.append(motion.turn(item, up, self._ms(Motion.FLIP), delay + fly // 2))
            else:
                anims.append(motion.move(item, place, w, h, self._ms(Motion.RELAYOUT)))
        return motion.together(anims)

    # ------------------------------------------------------------ the discard pile

    def _take_from_hand(self, seat: int, card: Card) -> CardItem:
        hand = self.table.hands[seat]
        for item in hand:
            if item.card == card:
                hand.remove(item)
                return item
        item = hand.pop() if hand else self.table.new_card(card)
        item.card = card
        return item

    def _to_discard(self, item: CardItem, ms: int) -> Animation:
        t = self.table
        item.pile_angle = self._rng.uniform(-14, 14)
        t.discard.append(item)
        lay = t.layout
        place = t.discard_place(len(t.discard) - 1)
        move = motion.move(item, place, lay.pile_w, lay.pile_h, ms, easing=QEasingCurve.Type.InOutCubic)
        turn = motion.turn(item, True, min(self._ms(Motion.FLIP), ms), ms // 3)
        return motion.then(motion.together([move, turn]), t.trim_discard)

    def play(self, seat: int, card: Card) -> Animation:
        t = self.table
        item = self._take_from_hand(seat, card)
        item.set_state()
        if t.focus_index is not None and seat == t.bottom_seat:
            t.focus_index = min(t.focus_index, max(len(t.hands[seat]) - 1, 0))
        fly = self._to_discard(item, self._ms(Motion.PLAY))
        if card.color is not None:
            motion.then(fly, partial(t.set_color, card.color))
        return motion.together([fly, t.lay_out_seat(seat, self._ms(Motion.RELAYOUT))])

    def discard_color(self, seat: int, cards: Sequence[Card]) -> Animation:
        """Cards of one colour from a hand onto the discard pile, under the card on top."""
        t = self.table
        lay = t.layout
        ms = self._ms(Motion.PLAY)
        anims = []
        for card in cards:
            item = self._take_from_hand(seat, card)
            item.set_state()
            item.pile_angle = self._rng.uniform(-14, 14)
            t.discard.insert(max(0, len(t.discard) - 1), item)
        t.trim_discard()  # the new order's heights at once: the card on top stays on top
        for i, item in enumerate(t.discard):
            if item.card in cards and item is not t.discard[-1]:
                anims.append(motion.move(item, t.discard_place(i), lay.pile_w, lay.pile_h, ms))
                anims.append(motion.turn(item, True, min(self._ms(Motion.FLIP), ms), ms // 3))
        if t.focus_index is not None and seat == t.bottom_seat:
            t.focus_index = min(t.focus_index, max(len(t.hands[seat]) - 1, 0))
        anims.append(t.lay_out_seat(seat, self._ms(Motion.RELAYOUT)))
        return motion.then(motion.together(anims), t.trim_discard)

    def family_rule(self, card: Card) -> Animation:
        """The family's words for the card, large in the middle; the game waits a moment to let them be read."""
        t = self.table
        t.show_family_rule(card_name(card), t.family_rule, card)
        wait = self._ms(Motion.FAMILY_RULE)
        return QPauseAnimation(wait) if wait > 0 else None

    def first_card(self, card: Card) -> Animation:
        t = self.table
        item = t.new_card(card)
        t.set_pile_count(t.pile_count - 1)
        fly = self._to_discard(item, self._ms(Motion.PLAY))
        return motion.then(fly, lambda: t.set_color(card.color))

    def _to_draw_pile(self, item: CardItem, ms: int) -> list[Animation]:
        lay = self.table.layout
        return [motion.move(item, CardPlace(*lay.draw_pile, 0.0, Z_FLYING), lay.pile_w, lay.pile_h, ms),
                motion.turn(item, False, self._ms(Motion.FLIP))]

    def first_card_back(self) -> Animation:
        """A first card that may not start the round goes back into the pile."""
        t = self.table
        if not t.discard:
            return None
        item = t.discard.pop()

        def back() -> None:
            t.remove_for_good(item)
            t.set_pile_count(t.pile_count + 1)
        return motion.then(motion.together(self._to_draw_pile(item, self._ms(Motion.PLAY))), back)

    def reshuffle(self, count: int) -> Animation:
        """All but the top card of the discard pile become the draw pile."""
        t = self.table
        older, t.discard = t.discard[:-1], t.discard[-1:]
        anims = []
        for item in older:
            anims += self._to_draw_pile(item, self._ms(Motion.RESHUFFLE))
        t.trim_discard()

        def done() -> None:
            for item in older:
                t.remove_for_good(item)
            t.set_pile_count(count)
        return motion.then(motion.together(anims), done)

    # ------------------------------------------------------------ the middle of the table

    def turn_started(self, seat: int) -> Animation:
        self.table.set_current(seat)
        return None

    def color(self, color: Color) -> Animation:
        t = self.table
        t.set_color(color)
        ms = self._ms(Motion.COLOR_RING)
        return motion.tween(t.ring, b"pulse", ms, 0.0, 1.0) if ms > 0 else None

    def reverse(self, direction: int) -> Animation:
        t = self.table
        ms = self._ms(Motion.REVERSE)
        if ms <= 0:
            t.set_direction(direction)
            return None
        anim = motion.tween(t.arrow, b"flip", ms, 1.0, -1.0, QEasingCurve.Type.InOutSine)
        return motion.then(anim, lambda: t.set_direction(direction))

    def round_over(self, winner: int | None, points: int) -> Animation:
        """Every hand face up, the winner's seat aglow, and the winner named in the middle."""
        t = self.table
        t.reveal_all = True
        t.current = None
        t.playable = None
        t.set_winner(winner)
        anims = [t.lay_out_seat(s, self._ms(Motion.RELAYOUT), self._ms(Motion.FLIP)) for s in range(t.players)]
        t.show_banner(round_end_words(t.names[winner] if winner is not None else None), points, winner)
        if winner is not None:
            t.rain_confetti(24)  # a few for a round; the match's winner gets the full shower
        return motion.together(anims)

    def collect(self, winner: int | None) -> Animation:
        """The cards left in the other hands fly to the round's winner while
        the points count up; without animations, the points at once."""
        t = self.table
        banner = t.banner
        fly, gap = self._ms(Motion.COLLECT), self._ms(Motion.COLLECT_GAP)
        if banner is None:
            return None
        if winner is None or fly <= 0:
            banner.setProperty("shown", 1.0)
            return None
        left = [item for seat in range(t.players) if seat != winner for item in t.hands[seat]]
        # At most a handful each: a full table must not take long.
        step = max(1, len(left) // MAX_COLLECTED + (1 if len(left) % MAX_COLLECTED else 0))
        lay = t.layout
        to = t.seat_point(winner)
        anims = []
        for i, item in enumerate(left[::step]):
            w, h = item.size()
            ghost = t.add_card(item.card, w, h, item.pos().x(), item.pos().y(), Z_FLYING + i)
            ghost.setRotation(item.rotation())
            ghost.set_face_up(True)
            t.flying.append(ghost)
            place = CardPlace(to.x(), to.y(), self._rng.uniform(-20, 20), Z_FLYING + i)
            anims.append(motion.then(motion.move(ghost, place, lay.small_w, lay.small_h, fly, i * gap,
                                                 QEasingCurve.Type.InCubic), partial(self._landed, ghost)))
        span = fly + gap * max(len(anims) - 1, 0)
        anims.append(motion.tween(banner, b"shown", max(span, self._ms(Motion.POINTS)), 0.0, 1.0))
        return motion.together(anims)

    def _landed(self, ghost: CardItem) -> None:
        t = self.table
        if ghost in t.flying:
            t.flying.remove(ghost)
            t.remove_for_good(ghost)

    # ------------------------------------------------------------ hands changing seats

    def _lay_out_all(self, turn_ms: int | None = None) -> Animation:
        t = self.table
        return motion.together([t.lay_out_seat(s, self._ms(Motion.SWAP), turn_ms) for s in range(t.players)])

    def swap(self, seat: int, target: int) -> Animation:
        t = self.table
        t.hands[seat], t.hands[target] = t.hands[target], t.hands[seat]
        ms = self._ms(Motion.SWAP)
        return motion.together([t.lay_out_seat(seat, ms), t.lay_out_seat(target, ms)])

    def pass_hands(self, direction: int) -> Animation:
        t = self.table
        old = t.hands
        t.hands = [old[(i - direction) % t.players] for i in range(t.players)]
        return self._lay_out_all()

    def gather(self) -> Animation:
        """Every hand into a heap in the middle, face down."""
        t = self.table
        lay = t.layout
        ms = self._ms(Motion.SWAP)
        anims = []
        x, y = lay.center.center
        for hand in t.hands:
            for item in hand:
                anims.append(motion.move(item, CardPlace(x, y, self._rng.uniform(-30, 30), Z_FLYING),
                                         lay.pile_w, lay.pile_h, ms))
                anims.append(motion.turn(item, False, self._ms(Motion.FLIP)))
        return motion.together(anims)

    def deal_out(self, player: int, views: Sequence[PlayerView]) -> Animation:
        """The heap dealt round again from `player`'s left, as the seats' views have the hands."""
        t = self.table
        pool = [item for hand in t.hands for item in hand]
        t.hands = [[] for _ in range(t.players)]
        for i, item in enumerate(pool):
            t.hands[(player + 1 + i) % t.players].append(item)
        for seat, hand in enumerate(t.hands):
            for item, card in zip(hand, views[seat].hand, strict=False):
                item.card = card
        return self._lay_out_all(self._ms(Motion.FLIP))

