"""The table's moments of celebration, drawn over the cards: the round's
end in a banner with the winner's face, the winner's seat aglow, the match
won with confetti, and the family's own rule card shown large.

A layer of the table's scene (`TableScene` in scene.py builds on it), apart
for its one concern; it keeps its items in the attributes the scene sets up.
"""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGraphicsObject

from unodesk.engine import Card

from ..cards import motion
from ..cards.card_scene import CardScene
from ..speeds import FAMILY_RULE_READ_MS, Motion
from .banners import Confetti, RoundBanner
from .faces import FaceCache
from .layout import TableLayout
from .seat_item import SeatItem


class CelebratingScene(CardScene):
    moment_shown = Signal()  # a seat's turn or the round's end appears on the table

    faces: FaceCache  # the Uno table's own faces (CardScene knows only the protocol)
    layout: TableLayout
    names: tuple[str, ...]
    seats: list[SeatItem]
    banner: RoundBanner | None
    confetti: Confetti | None
    rule_card: QGraphicsObject | None
    winner: int | None

    def ms(self, motion: Motion) -> int:
        raise NotImplementedError

    def points_words(self, points: int) -> str:
        raise NotImplementedError

    def show_banner(self, title: str, points: int, winner: int | None = None) -> RoundBanner:
        """The round's end in the middle of the table (its points still at 0), with the winner's face."""
        self.banner = RoundBanner(title, points, min(self.layout.center.w * 0.9, 520.0))
        self.banner.points_text = self.points_words
        if winner is not None and winner < len(self.names):
            self.banner.winner = (self.names[winner], winner)
        self.banner.setPos(*self.layout.center.center)
        self.addItem(self.banner)
        self.moment_shown.emit()
        return self.banner

    def set_winner(self, winner: int | None) -> None:
        """The seat that won the round glows until the next deal."""
        self.winner = winner
        for seat in self.seats:
            seat.set_winner(seat.seat == winner)

    def celebrate_match(self, title: str, subtitle: str) -> None:
        """The match is won: the banner names its winner, and with motion the
        four colours' shapes rain over the table."""
        banner = self.banner if self.banner is not None else self.show_banner(title, 0)
        banner.set_match_won(title, subtitle)
        self.rain_confetti(70)

    def show_family_rule(self, heading: str, text: str, card: Card) -> None:
        """The family's own rule, large in the middle, for everyone to read (view/table/rule_card.py)."""
        from .rule_card import RuleCard

        if self.rule_card is not None and self.rule_card.scene() is self:
            self.removeItem(self.rule_card)
        lay = self.layout
        width = min(lay.center.w * 0.95, 560.0)
        pixmap = self.faces.pixmap(card, width * 0.2, width * 0.3, 2.0)
        self.rule_card = RuleCard(heading, text, pixmap, width)
        self.rule_card.setPos(*lay.center.center)
        self.addItem(self.rule_card)
        self.rule_card.show_for(FAMILY_RULE_READ_MS, fade=self.ms(Motion.FAMILY_RULE) > 0)

    def rain_confetti(self, pieces: int) -> None:
        """The four colours' shapes falling over the table (only with motion:
        the calm look, without animations, keeps the banner alone)."""
        ms = self.ms(Motion.CELEBRATE)
        if ms <= 0:
            return
        if self.confetti is not None:
            self.remove_for_good(self.confetti)
        self.confetti = Confetti(self.width(), self.height(), pieces)
        self.addItem(self.confetti)
        self.start_loose(motion.tween(self.confetti, b"fall", ms * 2, 0.0, 1.0))
