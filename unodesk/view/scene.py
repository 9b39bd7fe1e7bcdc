"""The table scene: seats, piles and one CardItem per card, animating the engine's events.

The engine's state is committed before the scene hears of it; the scene
keeps its own picture (which item lies where) and moves it towards the
engine's state one event at a time. When a batch has been shown, `sync`
makes the picture match the engine exactly, so nothing drifts.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from PySide6.QtCore import (
    QAbstractAnimation,
    QCoreApplication,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QRadialGradient
from PySide6.QtWidgets import QGraphicsObject, QGraphicsScene

from unodesk.engine import (
    COLORS,
    Card,
    CardDealt,
    CardPlayed,
    CardsDrawn,
    Challenged,
    Color,
    ColorChosen,
    DirectionReversed,
    Event,
    FirstCardReturned,
    FirstCardTurned,
    HandsPassed,
    HandsShuffled,
    HandsSwapped,
    PenaltyStacked,
    PileReshuffled,
    Rank,
    Round,
    RoundOver,
    TurnSkipped,
    TurnStarted,
    UnoCalled,
    UnoCaught,
)
from unodesk.i18n.names import color_name

from .animator import EventQueue, Step
from .card_item import CardItem
from .faces import FaceCache
from .layout import CardPlace, TableLayout, hand_positions, seat_hand_positions
from .speeds import Motion, Speed, duration
from .table_items import Bubble, ColorRing, DirectionArrow, DrawPileItem, RoundBanner, SeatItem

# Only the top few cards of the discard pile are kept as items; the rest are hidden under them.
DISCARD_KEPT = 10
FELT = QColor("#1f5a3a")
FELT_LIGHT = QColor("#2f7a50")
Z_HAND, Z_DISCARD, Z_FLYING = 100.0, 500.0, 1500.0
RANK_ORDER = {rank: i for i, rank in enumerate(Rank)}
COLOR_ORDER = {color: i for i, color in enumerate(COLORS)}


def hand_order(card: Card | None) -> tuple[int, int]:
    """The shown hand is sorted: colour by colour, then the wild cards."""
    if card is None:
        return (9, 0)
    return (COLOR_ORDER.get(card.color, 8), RANK_ORDER[card.rank])


class TableScene(QGraphicsScene):
    card_clicked = Signal(object)  # Card, from the shown hand
    draw_clicked = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.cache = FaceCache()
        self.speed = Speed.NORMAL
        self.queue = EventQueue(self)
        self.layout = TableLayout.compute(1024, 640, 2)
        self.names: tuple[str, ...] = ()
        self.players = 0
        self.hands: list[list[CardItem]] = []
        self.discard: list[CardItem] = []
        self.seats: list[SeatItem] = []
        self.bottom_seat = 0
        self.visible_seat: int | None = None
        self.reveal_all = False
        self.current: int | None = None
        self.pile_count = 0
        self.playable: frozenset[Card] | None = None  # None: not the shown person's moment
        self.focus_index: int | None = None
        self.banner: RoundBanner | None = None
        self._free: set[QAbstractAnimation] = set()  # shakes and relayouts, not in the queue
        self._rng = random.Random(7)
        self.pile = DrawPileItem(self.cache)
        self.pile.clicked.connect(self.draw_clicked)
        self.ring = ColorRing()
        self.arrow = DirectionArrow()
        for item in (self.pile, self.ring, self.arrow):
            self.addItem(item)
        self.set_view_size(1024, 640)

    # ------------------------------------------------------------ sizes and places

    def ms(self, motion: Motion) -> int:
        return duration(motion, self.speed)

    def set_view_size(self, width: float, height: float) -> None:
        """Lay the table out again for a new size, at once, also mid-animation."""
        self.setSceneRect(0, 0, width, height)
        gradient = QRadialGradient(QPointF(width / 2, height * 0.45), max(width, height) * 0.6)
        gradient.setColorAt(0, FELT_LIGHT)
        gradient.setColorAt(1, FELT)
        self.setBackgroundBrush(QBrush(gradient))
        self._relayout()
        self.queue.finish_now()
        self.snap()

    def _relayout(self) -> None:
        w, h = self.sceneRect().width(), self.sceneRect().height()
        self.layout = TableLayout.compute(w, h, max(self.players, 2), self.bottom_seat if self.players else 0)
        lay = self.layout
        self.pile.set_size(lay.pile_w, lay.pile_h)
        self.pile.setPos(*lay.draw_pile)
        self.ring.set_radius(lay.ring_radius)
        self.ring.setPos(*lay.discard)
        c = lay.center
        self.arrow.set_radii(c.w * 0.46, c.h * 0.44)
        self.arrow.setPos(*c.center)
        for seat in self.seats:
            place = lay.seats[seat.seat]
            seat.bottom = place.bottom
            seat.set_geometry(place.box, place.label)
        if self.banner is not None:
            self.banner.setPos(*c.center)

    def seat_point(self, seat: int) -> QPointF:
        """Where a bubble or a mark for `seat` goes."""
        place = self.layout.seats[seat]
        if place.bottom:
            return QPointF(place.hand.x + place.hand.w / 2, place.hand.y + place.hand.h * 0.35)
        x, y = place.box.center
        return QPointF(x, y)

    def display_order(self, seat: int) -> list[CardItem]:
        items = self.hands[seat]
        if seat == self.bottom_seat and self._face_up(seat):
            return sorted(items, key=lambda it: hand_order(it.card))
        return list(items)

    def _face_up(self, seat: int) -> bool:
        return self.reveal_all or seat == self.visible_seat

    def _places(self, seat: int) -> list[tuple[CardItem, CardPlace, float, float]]:
        """Each item of the seat's hand with its place and card size."""
        lay = self.layout
        place = lay.seats[seat]
        items = self.display_order(seat)
        if place.bottom:
            spots = hand_positions(len(items), place.hand, lay.card_w, lay.card_h)
            out = []
            for item, spot in zip(items, spots):
                up = self.playable is not None and self._face_up(seat) and item.card in self.playable
                y = spot.y - (lay.raise_by if up else 0.0)
                out.append((item, CardPlace(spot.x, y, spot.angle, Z_HAND + spot.z), lay.card_w, lay.card_h))
            return out
        spots = seat_hand_positions(len(items), place.hand, lay.small_w, lay.small_h)
        return [(item, CardPlace(s.x, s.y, 0.0, Z_HAND + s.z), lay.small_w, lay.small_h) for item, s in zip(items, spots)]

    def _discard_place(self, index: int) -> CardPlace:
        x, y = self.layout.discard
        item = self.discard[index]
        return CardPlace(x, y, item.pile_angle, Z_DISCARD + index)

    def snap(self) -> None:
        """Every item at once where it belongs (after a resize or a sync)."""
        lay = self.layout
        for seat in range(self.players):
            for item, place, w, h in self._places(seat):
                item.set_size(w, h)
                item.setScale(1.0)
                item.setPos(place.x, place.y)
                item.setRotation(place.angle)
                item.setZValue(place.z)
                item.set_face_up(self._face_up(seat))
        for i, item in enumerate(self.discard):
            place = self._discard_place(i)
            item.set_size(lay.pile_w, lay.pile_h)
            item.setScale(1.0)
            item.setPos(place.x, place.y)
            item.setRotation(place.angle)
            item.setZValue(place.z)
            item.set_face_up(True)
        self._update_seats()
        self._update_states()

    # ------------------------------------------------------------ animation pieces

    def _move(self, item: CardItem, place: CardPlace, w: float, h: float, ms: int,
              delay: int = 0, easing: QEasingCurve.Type = QEasingCurve.OutCubic) -> QAbstractAnimation | None:
        old_w = item.size()[0]
        item.set_size(w, h)
        if ms <= 0:
            item.setScale(1.0)
            item.setPos(place.x, place.y)
            item.setRotation(place.angle)
            item.setZValue(place.z)
            return None
        moved = (abs(item.pos().x() - place.x) > 0.5 or abs(item.pos().y() - place.y) > 0.5
                 or abs(item.rotation() - place.angle) > 0.1 or abs(old_w - w) > 0.5)
        if not moved:
            item.setZValue(place.z)
            return None
        group = QParallelAnimationGroup()
        for prop, end in ((b"pos", QPointF(place.x, place.y)), (b"rotation", place.angle)):
            anim = QPropertyAnimation(item, prop, group)
            anim.setDuration(ms)
            anim.setEndValue(end)
            anim.setEasingCurve(easing)
        if abs(old_w - w) > 0.5 and w > 0:
            item.setScale(old_w / w)
            anim = QPropertyAnimation(item, b"scale", group)
            anim.setDuration(ms)
            anim.setEndValue(1.0)
            anim.setEasingCurve(easing)
        item.setZValue(max(item.zValue(), Z_FLYING) if ms > 0 else place.z)
        group.finished.connect(lambda it=item, z=place.z: it.setZValue(z))
        return self._delayed(group, delay)

    def _turn(self, item: CardItem, up: bool, ms: int, delay: int = 0) -> QAbstractAnimation | None:
        if item.face_up == up:
            return None
        if ms <= 0:
            item.set_face_up(up)
            return None
        item.begin_turn(up)
        anim = QPropertyAnimation(item, b"turn")
        anim.setDuration(ms)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        # However the turn ends (finished, or stopped when another animation
        # takes over the card), the card must end up showing its side.
        anim.stateChanged.connect(
            lambda new, _old, it=item: it.set_face_up(it.face_up)
            if new == QAbstractAnimation.State.Stopped else None)
        return self._delayed(anim, delay)

    @staticmethod
    def _delayed(anim: QAbstractAnimation, delay: int) -> QAbstractAnimation:
        if delay <= 0:
            return anim
        seq = QSequentialAnimationGroup()
        seq.addPause(delay)
        seq.addAnimation(anim)
        return seq

    @staticmethod
    def _together(anims: Sequence[QAbstractAnimation | None]) -> QAbstractAnimation | None:
        real = [a for a in anims if a is not None]
        if not real:
            return None
        if len(real) == 1:
            return real[0]
        group = QParallelAnimationGroup()
        for a in real:
            group.addAnimation(a)
        return group

    @staticmethod
    def _then(anim: QAbstractAnimation | None, done: Callable[[], None]) -> QAbstractAnimation | None:
        """Run `done` when `anim` ends (at once when nothing animates)."""
        if anim is None:
            done()
        else:
            anim.finished.connect(done)
        return anim

    def _layout_seat(self, seat: int, ms: int, turn_ms: int | None = None) -> QAbstractAnimation | None:
        self._update_seats()
        up = self._face_up(seat)
        anims = []
        for item, place, w, h in self._places(seat):
            anims.append(self._move(item, place, w, h, ms))
            anims.append(self._turn(item, up, ms if turn_ms is None else turn_ms))
        return self._together(anims)

    def _new_card(self, card: Card | None) -> CardItem:
        lay = self.layout
        item = CardItem(card, self.cache, lay.pile_w, lay.pile_h)
        item.setPos(*lay.draw_pile)
        item.setZValue(Z_FLYING)
        item.clicked.connect(self._item_clicked)
        item.dropped.connect(self._item_dropped)
        self.addItem(item)
        return item

    def _remove(self, item: CardItem) -> None:
        if item.scene() is self:
            self.removeItem(item)
        item.deleteLater()

    def _bubble(self, text: str, at: QPointF, color: QColor | None = None, cross: bool = False) -> QAbstractAnimation | None:
        ms = self.ms(Motion.BUBBLE)
        if ms <= 0:
            return None
        size = max(14.0, self.layout.card_h * 0.16)
        bubble = Bubble(text, size, color or QColor("#ffd23f"), cross)
        bubble.setPos(at)
        bubble.setOpacity(0.0)
        self.addItem(bubble)
        anim = QPropertyAnimation(bubble, b"opacity")
        anim.setDuration(ms)
        anim.setKeyValueAt(0.0, 0.0)
        anim.setKeyValueAt(0.15, 1.0)
        anim.setKeyValueAt(0.8, 1.0)
        anim.setKeyValueAt(1.0, 0.0)
        anim.finished.connect(lambda b=bubble: self._remove_object(b))
        return anim

    def _remove_object(self, item: QGraphicsObject) -> None:
        if item.scene() is self:
            self.removeItem(item)
        item.deleteLater()

    # ------------------------------------------------------------ rounds and batches

    def start_round(self, round_: Round, names: Sequence[str], bottom_seat: int, visible_seat: int | None,
                    on_log: Callable[[Event], None] | None = None,
                    done: Callable[[], None] | None = None) -> None:
        """Clear the table and deal `round_` (its opening events)."""
        self.queue.stop()
        for item in [it for hand in self.hands for it in hand] + self.discard:
            self._remove(item)
        if self.banner is not None:
            self._remove_object(self.banner)
            self.banner = None
        for seat in self.seats:
            self._remove_object(seat)
        self.names = tuple(names)
        self.players = round_.players
        self.hands = [[] for _ in range(self.players)]
        self.discard = []
        self.seats = [SeatItem(i) for i in range(self.players)]
        for seat in self.seats:
            self.addItem(seat)
        self.bottom_seat = bottom_seat
        self.visible_seat = visible_seat
        self.reveal_all = False
        self.current = None
        self.playable = None
        self.focus_index = None
        self.pile_count = sum(map(len, round_.hands)) + len(round_.discard) + round_.draw_pile_size
        self.ring.set_color(None, "")
        self.arrow.direction = 1
        self.arrow.flip = 1.0
        self._relayout()
        self.snap()
        self.show_events(round_.opening_events, round_, on_log, done)

    def show_events(self, events: Sequence[Event], round_: Round,
                    on_log: Callable[[Event], None] | None = None,
                    done: Callable[[], None] | None = None) -> None:
        """Queue the animations of `events`; `done` runs after the last one, then `queue.idle`."""
        self.finish_free()
        if self.playable is not None:  # the person's moment is over until the batch is shown
            self.playable = None
            self.pile.set_active(False)
            self._update_states()
        i = 0
        events = list(events)
        while i < len(events):
            event = events[i]
            if isinstance(event, CardDealt):
                j = i
                while j < len(events) and isinstance(events[j], CardDealt):
                    j += 1
                self.queue.push(self._deal_step(events[i:j]))
                i = j
                continue
            for k, step in enumerate(self._steps_for(event, round_)):
                # the log line appears when the event's first animation starts
                self.queue.push(self._logged(step, event, on_log) if on_log and k == 0 else step)
            i += 1

        def finish() -> None:
            self.sync(round_)
            if done is not None:
                done()

        self.queue.end_batch(finish)

    @staticmethod
    def _logged(step: Step, event: Event, on_log: Callable[[Event], None]) -> Step:
        def run() -> QAbstractAnimation | None:
            on_log(event)
            return step()
        return run

    def _steps_for(self, e: Event, r: Round) -> list[Step]:
        if isinstance(e, CardPlayed):
            return [lambda: self._play(e.player, e.card)]
        if isinstance(e, CardsDrawn):
            return [lambda: self._draw(e.player, e.cards if e.cards is not None else (None,) * e.count)]
        if isinstance(e, TurnStarted):
            return [lambda: self._turn_started(e.player)]
        if isinstance(e, FirstCardTurned):
            return [lambda: self._first_card(e.card)]
        if isinstance(e, FirstCardReturned):
            return [self._first_card_back]
        if isinstance(e, ColorChosen):
            return [lambda: self._color(e.color)]
        if isinstance(e, TurnSkipped):
            return [lambda: self._bubble(QCoreApplication.translate("TableScene", "Skipped"),
                                         self.seat_point(e.player), QColor("#ff8a80"), cross=True)]
        if isinstance(e, DirectionReversed):
            return [lambda: self._reverse(e.direction)]
        if isinstance(e, PenaltyStacked):
            return [lambda: self._bubble(f"+{e.total}", QPointF(*self.layout.discard), QColor("#ff8a80"))]
        if isinstance(e, UnoCalled):
            return [lambda: self._bubble(QCoreApplication.translate("TableScene", "Uno!"), self.seat_point(e.player))]
        if isinstance(e, UnoCaught):
            return [lambda: self._bubble(QCoreApplication.translate("TableScene", "Caught!"),
                                         self.seat_point(e.target), QColor("#ff8a80"))]
        if isinstance(e, Challenged):
            verdict = (QCoreApplication.translate("TableScene", "Bluff!") if e.bluff
                       else QCoreApplication.translate("TableScene", "No bluff"))
            return [
                lambda: self._bubble(QCoreApplication.translate("TableScene", "Challenge!"), self.seat_point(e.player)),
                lambda: self._bubble(verdict, self.seat_point(e.target), QColor("#ff8a80") if e.bluff else None),
            ]
        if isinstance(e, HandsSwapped):
            return [lambda: self._swap(e.player, e.target)]
        if isinstance(e, HandsPassed):
            return [lambda: self._pass_hands(e.direction)]
        if isinstance(e, HandsShuffled):
            return [self._gather, lambda: self._deal_out(e.player, e.sizes, r)]
        if isinstance(e, PileReshuffled):
            return [lambda: self._reshuffle(e.count)]
        if isinstance(e, RoundOver):
            return [lambda: self._round_over(e.winner, e.points)]
        return [lambda: None]  # DrawnCardKept and the like: the log tells

    # ------------------------------------------------------------ one step per event

    def _deal_step(self, events: Sequence[CardDealt]) -> Step:
        def step() -> QAbstractAnimation | None:
            fresh: dict[CardItem, int] = {}
            for i, e in enumerate(events):
                item = self._new_card(e.card)
                self.hands[e.player].append(item)
                fresh[item] = i
            self.pile_count -= len(events)
            self.pile.set_count(self.pile_count)
            self._update_seats()
            gap, fly = self.ms(Motion.DEAL_GAP), self.ms(Motion.DEAL)
            anims = []
            for seat in {e.player for e in events}:
                up = self._face_up(seat)
                for item, place, w, h in self._places(seat):
                    delay = fresh[item] * gap if item in fresh else 0
                    anims.append(self._move(item, place, w, h, fly, delay))
                    anims.append(self._turn(item, up, self.ms(Motion.FLIP), delay + fly // 2))
            return self._together(anims)
        return step

    def _take_from_hand(self, seat: int, card: Card) -> CardItem:
        hand = self.hands[seat]
        for item in hand:
            if item.card == card:
                hand.remove(item)
                return item
        item = hand.pop() if hand else self._new_card(card)
        item.card = card
        return item

    def _to_discard(self, item: CardItem, ms: int) -> QAbstractAnimation | None:
        item.pile_angle = self._rng.uniform(-14, 14)
        self.discard.append(item)
        lay = self.layout
        place = self._discard_place(len(self.discard) - 1)
        move = self._move(item, place, lay.pile_w, lay.pile_h, ms, easing=QEasingCurve.InOutCubic)
        turn = self._turn(item, True, min(self.ms(Motion.FLIP), ms), ms // 3)
        return self._then(self._together([move, turn]), self._trim_discard)

    def _trim_discard(self) -> None:
        while len(self.discard) > DISCARD_KEPT:
            self._remove(self.discard.pop(0))
        for i, item in enumerate(self.discard):
            item.setZValue(Z_DISCARD + i)

    def _play(self, seat: int, card: Card) -> QAbstractAnimation | None:
        item = self._take_from_hand(seat, card)
        item.set_state()
        if self.focus_index is not None and seat == self.bottom_seat:
            self.focus_index = min(self.focus_index, max(len(self.hands[seat]) - 1, 0))
        fly = self._to_discard(item, self.ms(Motion.PLAY))
        if card.color is not None:
            self._then(fly, lambda c=card.color: self.ring.set_color(c, color_name(c)))
        return self._together([fly, self._layout_seat(seat, self.ms(Motion.RELAYOUT))])

    def _draw(self, seat: int, cards: Sequence[Card | None]) -> QAbstractAnimation | None:
        fresh = {}
        for i, card in enumerate(cards):
            item = self._new_card(card)
            self.hands[seat].append(item)
            fresh[item] = i
        self.pile_count = max(0, self.pile_count - len(cards))
        self.pile.set_count(self.pile_count)
        self._update_seats()
        gap, fly = self.ms(Motion.DRAW_GAP), self.ms(Motion.DRAW)
        up = self._face_up(seat)
        anims = []
        for item, place, w, h in self._places(seat):
            if item in fresh:
                delay = fresh[item] * gap
                anims.append(self._move(item, place, w, h, fly, delay))
                anims.append(self._turn(item, up, self.ms(Motion.FLIP), delay + fly // 2))
            else:
                anims.append(self._move(item, place, w, h, self.ms(Motion.RELAYOUT)))
        return self._together(anims)

    def _turn_started(self, seat: int) -> QAbstractAnimation | None:
        self.current = seat
        self._update_seats()
        return None

    def _first_card(self, card: Card) -> QAbstractAnimation | None:
        item = self._new_card(card)
        self.pile_count -= 1
        self.pile.set_count(self.pile_count)
        fly = self._to_discard(item, self.ms(Motion.PLAY))
        label = color_name(card.color) if card.color is not None else ""
        return self._then(fly, lambda: self.ring.set_color(card.color, label))

    def _first_card_back(self) -> QAbstractAnimation | None:
        if not self.discard:
            return None
        item = self.discard.pop()
        lay = self.layout
        move = self._move(item, CardPlace(*lay.draw_pile, 0.0, Z_FLYING), lay.pile_w, lay.pile_h, self.ms(Motion.PLAY))
        turn = self._turn(item, False, self.ms(Motion.FLIP))

        def back() -> None:
            self._remove(item)
            self.pile_count += 1
            self.pile.set_count(self.pile_count)
        return self._then(self._together([move, turn]), back)

    def _color(self, color: Color) -> QAbstractAnimation | None:
        self.ring.set_color(color, color_name(color))
        ms = self.ms(Motion.COLOR_RING)
        if ms <= 0:
            return None
        anim = QPropertyAnimation(self.ring, b"pulse")
        anim.setDuration(ms)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        return anim

    def _reverse(self, direction: int) -> QAbstractAnimation | None:
        ms = self.ms(Motion.REVERSE)

        def settle() -> None:
            self.arrow.direction = direction
            self.arrow.flip = 1.0
        if ms <= 0:
            settle()
            return None
        anim = QPropertyAnimation(self.arrow, b"flip")
        anim.setDuration(ms)
        anim.setStartValue(1.0)
        anim.setEndValue(-1.0)
        anim.setEasingCurve(QEasingCurve.InOutSine)
        return self._then(anim, settle)

    def _swap(self, seat: int, target: int) -> QAbstractAnimation | None:
        self.hands[seat], self.hands[target] = self.hands[target], self.hands[seat]
        ms = self.ms(Motion.SWAP)
        return self._together([self._layout_seat(seat, ms), self._layout_seat(target, ms)])

    def _pass_hands(self, direction: int) -> QAbstractAnimation | None:
        old = self.hands
        self.hands = [old[(i - direction) % self.players] for i in range(self.players)]
        ms = self.ms(Motion.SWAP)
        return self._together([self._layout_seat(s, ms) for s in range(self.players)])

    def _gather(self) -> QAbstractAnimation | None:
        lay = self.layout
        ms = self.ms(Motion.SWAP)
        anims = []
        x, y = lay.center.center
        for hand in self.hands:
            for item in hand:
                anims.append(self._move(item, CardPlace(x, y, self._rng.uniform(-30, 30), Z_FLYING),
                                        lay.pile_w, lay.pile_h, ms))
                anims.append(self._turn(item, False, self.ms(Motion.FLIP)))
        return self._together(anims)

    def _deal_out(self, player: int, sizes: Sequence[int], r: Round) -> QAbstractAnimation | None:
        pool = [item for hand in self.hands for item in hand]
        self.hands = [[] for _ in range(self.players)]
        for i, item in enumerate(pool):
            self.hands[(player + 1 + i) % self.players].append(item)
        # The hands as the engine has them now; the batch's sync corrects any later change.
        for seat, hand in enumerate(self.hands):
            for item, card in zip(hand, r.hands[seat]):
                item.card = card
        ms = self.ms(Motion.SWAP)
        return self._together([self._layout_seat(s, ms, self.ms(Motion.FLIP)) for s in range(self.players)])

    def _reshuffle(self, count: int) -> QAbstractAnimation | None:
        older, self.discard = self.discard[:-1], self.discard[-1:]
        lay = self.layout
        ms = self.ms(Motion.RESHUFFLE)
        anims = []
        for item in older:
            anims.append(self._move(item, CardPlace(*lay.draw_pile, 0.0, Z_FLYING), lay.pile_w, lay.pile_h, ms))
            anims.append(self._turn(item, False, self.ms(Motion.FLIP)))
        self._trim_discard()

        def done() -> None:
            for item in older:
                self._remove(item)
            self.pile_count = count
            self.pile.set_count(count)
        return self._then(self._together(anims), done)

    def points_words(self, points: int) -> str:
        return self.tr("%n point(s)", "", points)

    def _round_over(self, winner: int | None, points: int) -> QAbstractAnimation | None:
        self.reveal_all = True
        self.current = None
        self.playable = None
        anims = [self._layout_seat(s, self.ms(Motion.RELAYOUT), self.ms(Motion.FLIP)) for s in range(self.players)]
        if winner is not None:
            title = QCoreApplication.translate("TableScene", "{name} wins the round!").format(name=self.names[winner])
        else:
            title = QCoreApplication.translate("TableScene", "The round is over")
        self.banner = RoundBanner(title, points, min(self.layout.center.w * 0.9, 460.0))
        self.banner.points_text = self.points_words
        self.banner.setPos(*self.layout.center.center)
        self.addItem(self.banner)
        ms = self.ms(Motion.POINTS)
        if ms <= 0:
            self.banner.shown = 1.0
        else:
            count = QPropertyAnimation(self.banner, b"shown")
            count.setDuration(ms)
            count.setStartValue(0.0)
            count.setEndValue(1.0)
            anims.append(count)
        return self._together(anims)

    # ------------------------------------------------------------ the picture matches the engine

    def sync(self, r: Round) -> None:
        """Make the picture exactly the engine's state (after a batch has been shown)."""
        for seat, cards in enumerate(r.hands):
            hand = self.hands[seat]
            while len(hand) > len(cards):
                self._remove(hand.pop())
            while len(hand) < len(cards):
                hand.append(self._new_card(None))
            for item, card in zip(hand, cards):
                item.card = card
        if r.discard:
            if not self.discard:
                self.discard.append(self._new_card(r.top))
            self.discard[-1].card = r.top
        self._trim_discard()
        self.pile_count = r.draw_pile_size
        self.pile.set_count(self.pile_count)
        color = r.color
        self.ring.set_color(color, color_name(color) if color is not None else "")
        self.arrow.direction = r.direction
        self.arrow.flip = 1.0
        over = r.winner is not None
        self.current = None if over else r.current
        if over:
            self.reveal_all = True
        self.snap()

    # ------------------------------------------------------------ who sees what

    def set_seats_shown(self, bottom_seat: int, visible_seat: int | None, animate: bool = True) -> None:
        """Turn the table so `bottom_seat` sits at the bottom; show `visible_seat`'s hand."""
        self.visible_seat = visible_seat
        if self.players == 0:
            self.bottom_seat = bottom_seat
            return
        if visible_seat is None:  # hide at once: nobody may glimpse a hand
            for hand in self.hands:
                for item in hand:
                    item.set_face_up(self.reveal_all)
        turned = bottom_seat != self.bottom_seat
        self.bottom_seat = bottom_seat
        if turned:
            self._relayout()
        self.focus_index = None
        self.finish_free()
        if not animate or self.queue.running:
            self.snap()
            return
        anims = [self._layout_seat(s, self.ms(Motion.RELAYOUT) * (2 if turned else 1), self.ms(Motion.FLIP))
                 for s in range(self.players)]
        self._start_free(self._together(anims))

    def set_playable(self, playable: frozenset[Card] | None, can_draw: bool) -> None:
        """Raise the cards the shown person can play now and dim the rest."""
        self.playable = playable
        self.pile.set_active(can_draw)
        if self.players and not self.queue.running:
            self._start_free(self._layout_seat(self.bottom_seat, self.ms(Motion.RELAYOUT)))
        self._update_states()

    def _start_free(self, anim: QAbstractAnimation | None) -> None:
        if anim is None:
            return
        self._free.add(anim)
        anim.finished.connect(lambda a=anim: self._free.discard(a))
        anim.start()

    def finish_free(self) -> None:
        """Jump the animations outside the queue to their ends (the queue moves the same cards)."""
        for anim in list(self._free):
            anim.setCurrentTime(anim.totalDuration())
            anim.stop()
        self._free.clear()

    def stop_all(self) -> None:
        """The table is closing: stop every animation now."""
        self.queue.stop()
        for anim in list(self._free):
            anim.stop()
        self._free.clear()

    def retranslate(self) -> None:
        self._update_seats()
        color = self.ring.color
        if color is not None:
            self.ring.set_color(color, color_name(color))

    def _update_seats(self) -> None:
        for seat in self.seats:
            i = seat.seat
            count = len(self.hands[i]) if i < len(self.hands) else 0
            seat.set_text(self.names[i] if i < len(self.names) else "", str(count))
            seat.set_current(i == self.current)

    def _update_states(self) -> None:
        shown = self.visible_seat == self.bottom_seat and self.players > 0 and not self.reveal_all
        items = self.display_order(self.bottom_seat) if self.players else []
        if self.focus_index is not None and items:
            self.focus_index = max(0, min(self.focus_index, len(items) - 1))
        for i, item in enumerate(items):
            dim = shown and self.playable is not None and item.card not in self.playable
            item.set_state(dimmed=dim, focused=shown and i == self.focus_index, interactive=shown)
        for seat in range(self.players):
            if seat != self.bottom_seat:
                for item in self.hands[seat]:
                    item.set_state()

    # ------------------------------------------------------------ the shown person's hand

    def shown_items(self) -> list[CardItem]:
        if not self.players or self.visible_seat != self.bottom_seat:
            return []
        return self.display_order(self.bottom_seat)

    def move_focus(self, step: int) -> None:
        items = self.shown_items()
        if not items:
            return
        if self.focus_index is None:
            self.focus_index = 0 if step >= 0 else len(items) - 1
        else:
            self.focus_index = (self.focus_index + step) % len(items)
        self._update_states()

    def focused_card(self) -> Card | None:
        items = self.shown_items()
        if self.focus_index is None or not items:
            return None
        return items[min(self.focus_index, len(items) - 1)].card

    def _item_clicked(self, item: CardItem) -> None:
        if item in self.shown_items():
            self.card_clicked.emit(item.card)

    def _item_dropped(self, item: CardItem, at: QPointF) -> None:
        x, y = self.layout.discard
        near = abs(at.x() - x) < self.layout.pile_w * 1.5 and abs(at.y() - y) < self.layout.pile_h
        if not self.queue.running:
            self._start_free(self._layout_seat(self.bottom_seat, self.ms(Motion.RELAYOUT)))
        if near and item in self.shown_items():
            self.card_clicked.emit(item.card)

    def shake(self, card: Card) -> None:
        """The card cannot be played: it shakes its head."""
        ms = self.ms(Motion.SHAKE)
        item = next((it for it in self.shown_items() if it.card == card), None)
        if item is None or ms <= 0 or self.queue.running:
            return
        pos = item.pos()
        anim = QPropertyAnimation(item, b"pos")
        anim.setDuration(ms)
        amp = self.layout.card_w * 0.08
        for k, dx in enumerate((0, -amp, amp, -amp, amp * 0.5, 0)):
            anim.setKeyValueAt(k / 5, QPointF(pos.x() + dx, pos.y()))
        self._start_free(anim)
