"""The misplay lockout on the table: the locked hand dimmed under a bar that drains, and a
false call's lockout as a draining ring at the seat's slap pad.

`Lockouts` keeps each seat's lockouts from the engine's LockedOut events (game ms, half-open:
locked while `start <= game_ms < until`). `LockoutPainter` draws them over the still table each
frame and returns the rectangles it drew on, so the table restores and presents just those
(its dirty rectangles). Where: a misplay dims the seat's hand (Speed), its stock tops (Spit) or
its deck (California) — dimmed on the still table itself (layer.py, `Frame.dims`: redrawn only
when a lockout starts or ends), the bar alone drawn each frame; a false call dims the seat's slap
pad spot (pointer.pad_rect), where a mouse player's pad is drawn, with the ring outside it.
"""
import math
from typing import NamedTuple

import pygame

from game.ui import words
from game.ui.palette import RED, WHITE
from game.ui.table.pointer import pad_rect

DISC_ALPHA = 175
TRACK = (40, 30, 30)
MISPLAY, FALSE_CALL = "misplay", "false_call"


class Lock(NamedTuple):
    """One lockout: `seat`'s `cause` intents are refused in [start, until) game ms."""
    seat: int
    cause: str
    start: float
    until: float

    def fraction_left(self, game_ms: float) -> float:
        """1 at its start, falling to 0 at its end."""
        length = max(1.0, self.until - self.start)
        return max(0.0, min(1.0, (self.until - game_ms) / length))


class Lockouts:
    """The lockouts in force, by (seat, cause), from LockedOut events."""

    def __init__(self):
        self.locks: dict[tuple[int, str], Lock] = {}

    def reset(self) -> None:
        self.locks.clear()

    def lock(self, event) -> Lock:
        lock = Lock(event.seat, event.cause, event.t, event.until)
        self.locks[(event.seat, event.cause)] = lock
        return lock

    def active(self, game_ms: float) -> list[Lock]:
        """The lockouts still running at `game_ms` (ended ones are forgotten)."""
        self.locks = {k: v for k, v in self.locks.items() if game_ms < v.until}
        return list(self.locks.values())

    def left_ms(self, seat: int, cause: str, game_ms: float) -> float:
        lock = self.locks.get((seat, cause))
        return 0.0 if lock is None else max(0.0, lock.until - game_ms)


def cause_of(kind: str) -> str:
    """Which lockout refuses an intent of `kind` (a call or slap: the false call's)."""
    return FALSE_CALL if kind in ("call", "slap") else MISPLAY


class LockoutPainter:
    """Draws the lockouts for one layout (dim plates cached per size)."""

    def __init__(self, layout, text):
        self.layout, self.text = layout, text
        self._dims: dict = {}

    def target(self, seat: int, cause: str) -> pygame.Rect:
        """What a lockout dims: the seat's hand row (its deck when it has no hand), or the
        slap pad's spot for a false call."""
        rects = self.layout.seats[seat]
        if cause == FALSE_CALL:
            return pad_rect(self.layout, seat)
        hand = rects.hand or [rects.draw]
        return hand[0].unionall(hand[1:]).inflate(self.layout.card_w // 8,
                                                  self.layout.card_w // 8)

    def area(self, seat: int, cause: str) -> pygame.Rect:
        """Every pixel a lockout of `seat` may draw on (the ring lies outside the pad)."""
        rect = self.target(seat, cause)
        return rect.inflate(rect.width // 2, rect.height // 2) if self._ringed(seat, cause) \
            else rect

    @staticmethod
    def _ringed(seat: int, cause: str) -> bool:
        return cause == FALSE_CALL

    def dims(self, locks) -> tuple:
        """The rects the still table shows dimmed for `locks` (each locked hand; the slap
        pad's spot is not on the still table: its disc is drawn each frame)."""
        return tuple(self.target(k.seat, k.cause) for k in locks
                     if k.cause == MISPLAY and 0 <= k.seat < len(self.layout.seats))

    def draw(self, surface, locks, game_ms: float, o) -> list[pygame.Rect]:
        """Every lock in `locks` at `game_ms`; the rectangles drawn on."""
        drawn = []
        for lock in locks:
            if not 0 <= lock.seat < len(self.layout.seats):
                continue
            rect = self.target(lock.seat, lock.cause).move(o)
            left = lock.fraction_left(game_ms)
            if self._ringed(lock.seat, lock.cause):
                drawn.append(self._ring(surface, rect, left, lock.cause))
            else:
                drawn.append(self._bar(surface, rect, left))
        return drawn

    def _disc(self, size) -> pygame.Surface:
        """A dark translucent disc of `size`, cached."""
        disc = self._dims.get(size)
        if disc is None:
            disc = self._dims[size] = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.ellipse(disc, (0, 0, 0, DISC_ALPHA), disc.get_rect())
        return disc

    def _bar(self, surface, rect: pygame.Rect, left: float) -> pygame.Rect:
        """Across the (dimmed) hand row's middle a bar that drains right to left, LOCKED on
        it; the rect drawn on."""
        w = self.layout.card_w
        bar = pygame.Rect(0, 0, int(rect.width * 0.8), max(8, w // 4))
        bar.center = rect.center
        radius = bar.height // 2
        pygame.draw.rect(surface, TRACK, bar, border_radius=radius)
        fill = bar.copy()
        fill.width = max(bar.height, int(bar.width * left)) if left > 0 else 0
        if fill.width:
            pygame.draw.rect(surface, RED, fill, border_radius=radius)
        pygame.draw.rect(surface, WHITE, bar, max(1, w // 60), border_radius=radius)
        label = self.text.fit(words.LOCK_TAG[MISPLAY], int(bar.height * 1.1), bar.width - 8,
                              WHITE, True)
        surface.blit(label, label.get_rect(center=bar.center))
        return bar.inflate(2, 2)

    def _ring(self, surface, rect: pygame.Rect, left: float, cause: str) -> pygame.Rect:
        """A dimmed disc with a ring round it that drains clockwise from the top."""
        outer = rect.inflate(rect.width // 2, rect.height // 2)
        side = min(outer.width, outer.height)
        ring = pygame.Rect(0, 0, side, side)
        ring.center = rect.center
        surface.blit(self._disc(rect.size), rect)
        thick = max(3, side // 12)
        pygame.draw.circle(surface, TRACK, ring.center, side // 2, thick)
        if left > 0:
            top = math.pi / 2
            pygame.draw.arc(surface, RED, ring, top - TWO_PI * left, top, thick)
        label = self.text.fit(words.LOCK_TAG[cause], max(10, rect.width // 4),
                              rect.width - 4, WHITE, True)
        surface.blit(label, label.get_rect(center=rect.center))
        return ring.union(rect)


TWO_PI = 2 * math.pi
