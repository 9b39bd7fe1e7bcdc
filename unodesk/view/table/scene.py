"""The table's picture: the seats and their hands, the piles, the colour in force, the direction,
whose turn it is and which cards the shown person may play.

The engine commits its state before the table hears of it; this picture
lags behind and is moved towards it one event at a time (see
choreography.py). When a batch has been shown, `sync` makes it match the
seats' views exactly, so nothing drifts.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QAbstractAnimation, QPointF, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QGraphicsObject

from unodesk.engine import COLORS, Card, Color, PlayerView, Rank, RuleSet
from unodesk.i18n.card_effects import card_effect
from unodesk.i18n.names import color_name
from unodesk.i18n.table_words import card_words, seat_words, table_words
from unodesk.setup.speeds import Speed

from ..cards import motion
from ..cards.card_item import CardItem
from ..cards.motion import Placed
from ..speeds import CALLOUT_READ_MS, Motion, duration
from ..theme import GOLD
from .banners import Confetti, RoundBanner
from .callouts import CalloutBoard
from .celebrations import CelebratingScene
from .faces import INK, FaceCache
from .hand_focus import HandFocus, card_of
from .items import ColorRing, DirectionArrow, DrawPileItem, RoundPlaque
from .layout import CardPlace, TableLayout, hand_positions, seat_hand_positions
from .seat_item import SeatItem
from .table_view import felt
from .team_badge import TeamBadge

# Only the top few cards of the discard pile are kept as items; the rest are hidden under them.
DISCARD_KEPT = 10
Z_HAND, Z_DISCARD = 100.0, 500.0
RANK_ORDER = {rank: i for i, rank in enumerate(Rank)}
COLOR_ORDER: dict[Color | None, int] = {color: i for i, color in enumerate(COLORS)}


def hand_order(card: Card | None) -> tuple[int, int]:
    """The shown hand is sorted: colour by colour, then the wild cards."""
    if card is None:
        return (9, 0)
    return (COLOR_ORDER.get(card.color, 8), RANK_ORDER[card.rank])


class TableScene(HandFocus, CelebratingScene):
    card_clicked = Signal(object)  # Card, from the shown hand
    draw_clicked = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(FaceCache(), parent)
        self.speed = Speed.NORMAL
        self.layout = TableLayout.compute(1024, 640, 2)
        self.names: tuple[str, ...] = ()
        self.players = 0
        self.hands: list[list[CardItem]] = []
        self.discard: list[CardItem] = []
        self.seats: list[SeatItem] = []
        self.badges: list[TeamBadge] = []  # one a seat when the match is played in teams
        self.bottom_seat = 0
        self.visible_seat: int | None = None
        self.reveal_all = False
        # With two or more people at the table: a hand shown is turned down
        # the moment another seat's turn is shown (the widget sets it each batch).
        self.private = False
        self.current: int | None = None
        self.pile_count = 0
        self.playable: frozenset[Card] | None = None  # None: not the shown person's moment
        self.focus_index: int | None = None
        self.keyboard_here = True  # the table has the keyboard: the card in focus is framed
        self.banner: RoundBanner | None = None
        self.confetti: Confetti | None = None
        self.rule_card: QGraphicsObject | None = None  # the family's own rule, while it is shown
        self.family_rule = ""  # the family's words for the customizable wild (set at each match)
        self.winner: int | None = None  # the round's winner, aglow until the next deal
        self.flying: list[CardItem] = []  # cards flying to the winner, gone when they land
        self.card_scale = 1.0  # above 1: the larger-cards setting
        # The brush behind the table at a size (view/looks.py: the chosen one).
        self.cloth: Callable[[float, float], QBrush] = felt
        self.totals: tuple[int, ...] | None = None  # each seat's points in the match
        self.rules: RuleSet | None = None  # the rules in force, as the views tell them (what a card does)
        self.pile = DrawPileItem(self.faces)
        self.pile.clicked.connect(self.draw_clicked)
        self.ring = ColorRing()
        self.arrow = DirectionArrow()
        self.plaque = RoundPlaque()
        for item in (self.pile, self.ring, self.arrow, self.plaque):
            self.addItem(item)
            item.hide()  # plain felt until the first deal (behind the welcome or the offer to go on)
        self.callout_board = CalloutBoard(self)
        self.set_view_size(1024, 640)

    # ------------------------------------------------------------ sizes and places

    def ms(self, motion: Motion) -> int:
        return duration(motion, self.speed)

    def set_view_size(self, width: float, height: float) -> None:
        """Lay the table out again for a new size, at once, also mid-animation."""
        # The felt under it is the view's (table_view.py).
        self.setSceneRect(0, 0, width, height)
        self.setBackgroundBrush(self.cloth(width, height))
        self._relayout()
        self.queue.finish_now()
        self.snap()

    def _relayout(self) -> None:
        w, h = self.sceneRect().width(), self.sceneRect().height()
        self.layout = TableLayout.compute(w, h, max(self.players, 2), self.bottom_seat if self.players else 0,
                                          self.card_scale)
        lay = self.layout
        self.plaque.set_geometry(lay.plaque)
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
        # The other seats' name line sets the badges' height (the person's
        # column of badge, name and counts is much taller than one line).
        line_h = min((place.label.h for place in lay.seats if not place.bottom), default=20.0)
        for badge in self.badges:
            badge.place(lay.seats[badge.seat], line_h)
        if self.banner is not None:
            self.banner.setPos(*c.center)

    def set_look(self, cloth: Callable[[float, float], QBrush], back: str, contrast: bool) -> None:
        """The chosen looks, at once: the cloth, the cards' backs and outlines (drawn again)."""
        self.cloth = cloth
        rect = self.sceneRect()
        self.setBackgroundBrush(cloth(rect.width(), rect.height()))
        if self.faces.set_style(back, contrast):
            self.pile.update()
            self.update()

    def set_card_scale(self, scale: float) -> None:
        """Larger cards (1.0: as the table's size gives them)."""
        if scale != self.card_scale:
            self.card_scale = scale
            self._relayout()
            self.queue.finish_now()
            self.snap()

    def seat_point(self, seat: int) -> QPointF:
        """Where a callout or a mark for `seat` goes: for the person at the
        bottom, just above their cards (their corners stay in sight)."""
        place = self.layout.seats[seat]
        if place.bottom:
            return QPointF(place.hand.x + place.hand.w / 2, place.hand.y - self.layout.card_h * 0.12)
        x, y = place.box.center
        return QPointF(x, y + place.label.h / 2)

    def display_order(self, seat: int) -> list[CardItem]:
        items = self.hands[seat]
        if seat == self.bottom_seat and self.face_up(seat):
            return sorted(items, key=lambda it: hand_order(card_of(it)))
        return list(items)

    def face_up(self, seat: int) -> bool:
        return self.reveal_all or seat == self.visible_seat

    def places(self, seat: int) -> list[Placed]:
        """Each card of the seat's hand with its place and size."""
        lay = self.layout
        place = lay.seats[seat]
        items = self.display_order(seat)
        if place.bottom:
            spots = hand_positions(len(items), place.hand, lay.card_w, lay.card_h)
            out = []
            for item, spot in zip(items, spots, strict=False):
                up = self.playable is not None and self.face_up(seat) and item.card in self.playable
                y = spot.y - (lay.raise_by if up else 0.0)
                out.append(Placed(item, CardPlace(spot.x, y, spot.angle, Z_HAND + spot.z), lay.card_w, lay.card_h))
            return out
        spots = seat_hand_positions(len(items), place.hand, lay.small_w, lay.small_h)
        return [Placed(item, CardPlace(s.x, s.y, 0.0, Z_HAND + s.z), lay.small_w, lay.small_h)
                for item, s in zip(items, spots, strict=False)]

    def discard_place(self, index: int) -> CardPlace:
        x, y = self.layout.discard
        item = self.discard[index]
        return CardPlace(x, y, item.pile_angle, Z_DISCARD + index)

    def snap(self) -> None:
        """Every item at once where it belongs (after a resize or a sync)."""
        lay = self.layout
        for seat in range(self.players):
            for item, place, w, h in self.places(seat):
                motion.put(item, place, w, h, self.face_up(seat))
        for i, item in enumerate(self.discard):
            motion.put(item, self.discard_place(i), lay.pile_w, lay.pile_h, True)
        self.update_seats()
        self.update_states()

    def lay_out_seat(self, seat: int, ms: int, turn_ms: int | None = None) -> QAbstractAnimation | None:
        """The seat's hand to its places, turned as the seat's hand is shown."""
        self.update_seats()
        return motion.lay_out(self.places(seat), self.face_up(seat), ms, ms if turn_ms is None else turn_ms)

    # ------------------------------------------------------------ what lies on the table

    def new_card(self, card: Card | None) -> CardItem:
        """A card item on the draw pile, about to fly somewhere."""
        lay = self.layout
        return self.add_card(card, lay.pile_w, lay.pile_h, *lay.draw_pile, motion.Z_FLYING)

    def trim_discard(self) -> None:
        while len(self.discard) > DISCARD_KEPT:
            self.remove_for_good(self.discard.pop(0))
        for i, item in enumerate(self.discard):
            item.setZValue(Z_DISCARD + i)

    def set_pile_count(self, count: int) -> None:
        self.pile_count = count
        self.pile.set_count(count)

    def set_color(self, color: Color | None) -> None:
        """The colour in force, named in the ring around the discard pile."""
        self.ring.set_color(color, color_name(color) if color is not None else "")

    def set_direction(self, direction: int) -> None:
        self.arrow.direction = direction
        self.arrow.setProperty("flip", 1.0)

    def set_current(self, seat: int | None) -> None:
        self.current = seat
        if self.private and seat is not None and self.visible_seat not in (None, seat):
            self.hide_hands()
        self.update_seats()
        self.moment_shown.emit()

    def hide_hands(self) -> None:
        """Every hand face down at once (but at the round's end): nobody may glimpse one."""
        self.visible_seat = None
        self.playable = None
        self.focus_index = None
        self.finish_loose()
        for hand in self.hands:
            for item in hand:
                item.set_face_up(self.reveal_all)
        self.update_states()

    def points_words(self, points: int) -> str:
        return self.tr("%n point(s)", "", points)

    def set_totals(self, totals: tuple[int, ...] | None) -> None:
        """Each seat's points in the match so far, shown at the seats."""
        self.totals = totals
        self.update_seats()

    def set_plaque(self, first: str, second: str) -> None:
        self.plaque.set_lines(first, second)

    # ------------------------------------------------------------ callouts

    def callout(self, text: str, at: QPointF, color: QColor | None = None, *, cross: bool = False,
                ink: QColor = INK) -> None:
        """A short word that shows a while at `at` and goes, while the game goes on."""
        lay = self.layout
        bottom = next((place for place in lay.seats if place.bottom), None)
        keep_out = [lay.plaque] + ([bottom.hand] if bottom is not None else [])
        self.callout_board.call(text, at, max(14.0, lay.card_h * 0.15), self.ms(Motion.CALLOUT),
                                CALLOUT_READ_MS, color or GOLD, cross=cross, ink=ink, keep_out=keep_out)

    def stop_all(self) -> None:
        super().stop_all()
        self.callout_board.clear()

    # ------------------------------------------------------------ a new round, and the end of a batch

    def new_round(self, players: int, names: Sequence[str], bottom_seat: int, visible_seat: int | None,
                  cards: int) -> None:
        """Clear the table for a new round; all its `cards` lie in the draw pile, to be dealt."""
        self.queue.stop()
        self.callout_board.clear()
        for item in [it for hand in self.hands for it in hand] + self.discard:
            self.remove_for_good(item)
        for leaving in (self.banner, self.confetti, *self.flying):
            if leaving is not None:
                self.remove_for_good(leaving)
        self.flying = []
        self.banner = self.confetti = None
        self.winner = None
        for seat in self.seats:
            self.remove_for_good(seat)
        for badge in self.badges:
            self.remove_for_good(badge)
        self.badges = []
        self.names = tuple(names)
        self.players = players
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
        self.pile_count = cards
        for piece in (self.pile, self.ring, self.arrow, self.plaque):
            piece.show()
        self.set_color(None)
        self.set_direction(1)
        self._relayout()
        self.snap()

    def set_teams(self, teams: Sequence[int]) -> None:
        """Each seat's team, shown as a badge at the seat (empty: no teams)."""
        for badge in self.badges:
            self.remove_for_good(badge)
        self.badges = [TeamBadge(seat, team) for seat, team in enumerate(teams)]
        for badge in self.badges:
            self.addItem(badge)
        self._relayout()

    def sync(self, views: Sequence[PlayerView]) -> None:
        """Make the picture exactly the round as the seats' views tell it (after a batch has been shown)."""
        for seat, view in enumerate(views):
            cards = view.hand
            hand = self.hands[seat]
            while len(hand) > len(cards):
                self.remove_for_good(hand.pop())
            while len(hand) < len(cards):
                hand.append(self.new_card(None))
            for item, card in zip(hand, cards, strict=False):
                item.card = card
        table = views[0]
        self.rules = table.rules
        if table.discard:
            if not self.discard:
                self.discard.append(self.new_card(table.top))
            self.discard[-1].card = table.top
        self.trim_discard()
        self.set_pile_count(table.draw_pile_size)
        self.set_color(table.color)
        self.set_direction(table.direction)
        over = table.winner is not None
        self.current = None if over else table.current
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
        self.finish_loose()
        # What may be played shows at once, not only after the next key (the
        # playable cards were chosen while the hand was still hidden).
        self.update_states()
        if not animate or self.queue.running:
            self.snap()
            return
        anims = [self.lay_out_seat(s, self.ms(Motion.RELAYOUT) * (2 if turned else 1), self.ms(Motion.FLIP))
                 for s in range(self.players)]
        self.start_loose(motion.together(anims))

    def set_playable(self, playable: frozenset[Card] | None, can_draw: bool) -> None:
        """Raise the cards the shown person can play now and dim the rest."""
        self.playable = playable
        self.pile.set_active(can_draw)
        if self.players and not self.queue.running:
            self.start_loose(self.lay_out_seat(self.bottom_seat, self.ms(Motion.RELAYOUT)))
        self.update_states()

    def retranslate(self) -> None:
        self.update_seats()
        for badge in self.badges:
            badge.retranslate()
        if self.badges:
            self._relayout()
        if self.ring.color is not None:
            self.set_color(self.ring.color)

    def update_seats(self) -> None:
        for seat in self.seats:
            i = seat.seat
            count = len(self.hands[i]) if i < len(self.hands) else 0
            name = self.names[i] if i < len(self.names) else ""
            total = self.totals[i] if self.totals is not None and i < len(self.totals) else None
            seat.set_text(name, str(count))
            seat.set_total(total)
            seat.set_current(i == self.current)
            seat.setToolTip(seat_words(name, count, total, i == self.current))

    def update_states(self) -> None:
        shown = self.visible_seat == self.bottom_seat and self.players > 0 and not self.reveal_all
        items = self.display_order(self.bottom_seat) if self.players else []
        if self.focus_index is not None and items:
            self.focus_index = max(0, min(self.focus_index, len(items) - 1))
        for i, item in enumerate(items):
            card = card_of(item)
            fits = None if not shown or self.playable is None else card in self.playable
            item.set_state(dimmed=fits is False, playable=fits is True,
                           focused=shown and self.keyboard_here and i == self.focus_index, interactive=shown)
            # A hidden hand is never named.
            item.setToolTip(self._card_words(card, fits) if shown and card is not None else "")
        for seat in range(self.players):
            if seat != self.bottom_seat:
                for item in self.hands[seat]:
                    item.set_state()

    def _card_words(self, card: Card, fits: bool | None) -> str:
        does = card_effect(card, self.rules, self.players) if self.rules is not None else ""
        return card_words(card, fits, does)

    # ------------------------------------------------------------ the shown person's hand

    def shown_items(self) -> list[CardItem]:
        if not self.players or self.visible_seat != self.bottom_seat:
            return []
        return self.display_order(self.bottom_seat)

    def words(self) -> str:
        """The whole table in words: the seats, the draw pile and the colour in force."""
        color = self.ring.color
        return table_words([seat.toolTip() for seat in self.seats], self.pile_count,
                           color_name(color) if color is not None else "")

    def item_clicked(self, item: CardItem) -> None:
        if item in self.shown_items():
            self.card_clicked.emit(item.card)

    def item_dropped(self, item: CardItem, at: QPointF) -> None:
        x, y = self.layout.discard
        near = abs(at.x() - x) < self.layout.pile_w * 1.5 and abs(at.y() - y) < self.layout.pile_h
        if not self.queue.running:
            self.start_loose(self.lay_out_seat(self.bottom_seat, self.ms(Motion.RELAYOUT)))
        if near and item in self.shown_items():
            self.card_clicked.emit(item.card)

    def shake(self, card: Card) -> None:
        """The card cannot be played: it shakes its head."""
        ms = self.ms(Motion.SHAKE)
        item = next((it for it in self.shown_items() if it.card == card), None)
        if item is None or ms <= 0 or self.queue.running:
            return
        self.start_loose(motion.shake(item, ms, self.layout.card_w * 0.08))
