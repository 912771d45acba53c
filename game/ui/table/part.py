"""What the round-based variants (Spit, California) share on the table: the part base class
that TableView delegates to, and a HUD whose band always carries the round number.

A part handles its variant's events (returning False for the ones TableView's generic handlers
should take: rejections' banners, stalemate ticks, the win), keeps its own mirrors of the state
(`update` runs every frame), and draws what goes over the still table (`draw_over`).
"""
from typing import NamedTuple

import pygame

from game.i18n import _
from game.ui import animation as anim
from game.ui.effects import Banner
from game.ui.palette import GOLD, TABLE_DIM
from game.ui.table.hud import Hud, plate_link, plate_note
from game.ui.table.layer import TableLayer


class Part:
    """The base of a variant's part of a TableView: a dispatcher and a few helpers."""
    HANDLERS: dict = {}         # event type → method name, called with (event, now, rebuilt)
    HUD = Hud
    LAYER = TableLayer

    def __init__(self, view):
        self.view = view

    @property
    def layout(self):
        return self.view.layout

    def handle(self, event, now: float, rebuilt: bool) -> bool:
        """Handle `event` if this variant knows it; False leaves it to TableView."""
        method = self.HANDLERS.get(type(event))
        if method is None:
            return False
        getattr(self, method)(event, now, rebuilt)
        return True

    def reset(self, game) -> None:
        """A new game (or none yet)."""

    def prepare(self, game) -> None:
        """Before a frame: lay the table out again if `game` needs another layout."""

    def update(self, game, now: float) -> None:
        """Every frame, after the animations were advanced: refresh the mirrors."""

    def draw_over(self, surface, game, now: float, o) -> None:
        """Every frame, over the still table and the band, under the cards in flight."""

    def overlay_rects(self, o) -> list:
        """Where draw_over may draw (restored and presented every frame)."""
        return []

    # -- helpers -----------------------------------------------------------------------------
    def fly(self, card, src, dst, start: float, duration: float, face_from=True, face_to=True,
            key=None, end_sound=None) -> None:
        self.view.anim.add(anim.CardMotion(card, src, dst, start, duration, face_from,
                                           face_to, key, end_sound))

    def say(self, seat: int, text: str, now: float, colour=GOLD, duration: float = 2.2) -> None:
        """A banner in `seat`'s message row."""
        self.view._banner(("msg", seat), text, colour, self.layout.seats[seat].message, now,
                          duration)

    def announce(self, text: str, now: float, duration: float, key="band") -> None:
        """A banner over the band (under the key "band" it hides the band's status)."""
        band = self.layout.band
        size = int(min(band.height * 0.55, band.width * 0.22))
        self.view.fx.banner(key, Banner(text, GOLD, band.center, size, now, duration,
                                        band.width))

    def pile_banner(self, key, text: str, pile: int, now: float, colour=GOLD) -> None:
        """A small badge beside pile `pile`, never over its card."""
        self.view.pile_badge(key, text, pile, now, colour)


class Marker(NamedTuple):
    """A tag on a seat's plate: its word ("SPIT", "SLAP") and whether the seat has done it."""
    word: str
    done: bool


class RoundHud(Hud):
    """Plates with cards left, points and one marker tag; a band headed by the round number.
    A variant says what goes on them: `marker`, `score` and `_status`."""

    def marker(self, game, seat: int) -> Marker | None:
        """The Marker for the tag at the plate's bottom right, or None."""
        return None

    def score(self, game, seat: int) -> str:
        """Points text for the plate ("" for none)."""
        return ""

    def plate_key(self, game, seat: int, match_wins, hint) -> tuple:
        note = plate_note(hint)
        wins = None if match_wins is None else (match_wins[seat], 1)
        return (self.names[seat], game.cards_left()[seat], wins, note, self.marker(game, seat),
                self.score(game, seat), plate_link(hint))

    def _plate_image(self, seat: int, key) -> pygame.Surface:
        name_text, left, wins, note, marker, score, link = key
        image, r, small = self._plate_base(seat, name_text, left, wins, note, link, score)
        if marker is not None:
            self._flip_marker(image, marker.done, r, small, marker.word)
        return image

    def draw_band(self, surface, game, game_ms: float, o) -> None:
        """"ROUND n" alone on the felt while play runs (not under "Ready… Set…"); with a
        status, the glass with the round across its top and the status (one line larger)
        under it."""
        band = self.layout.band.move(o)
        text, colour, fraction = self._status(game, game_ms)
        head_h = max(10, int(min(band.height * 0.2, self.w * 0.24)))
        round_text = _("ROUND {n}").format(n=max(1, game.round))   # 0: dealt, not started
        if not text:
            if game.round < 1:                # not started: "Ready… Set…" is drawn there
                return
            head = self.text.render(round_text, int(head_h * 1.3), TABLE_DIM, True)
            surface.blit(head, head.get_rect(center=band.center))
            return
        surface.blit(self._band_glass, band)
        head = self.text.render(round_text, head_h, TABLE_DIM, True)
        surface.blit(head, head.get_rect(midtop=(band.centerx, band.top + head_h // 3)))
        rest = pygame.Rect(band.x, band.y + head_h, band.width, band.height - head_h)
        if "\n" not in text and fraction is None:
            rest = rest.inflate(0, rest.height // 2)
        self._draw_status(surface, rest, text, colour, fraction)
