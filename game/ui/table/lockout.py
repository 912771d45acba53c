"""The misplay lockout on the table: the locked hand dimmed under a bar that drains, and a
false call's lockout as a draining ring at the seat's slap pad.

`Lockouts` keeps each seat's lockouts from the engine's LockedOut events (game ms, half-open:
locked while `start <= game_ms < until`). `LockoutPainter` draws them over the still table each
frame and returns the rectangles it drew on, so the table restores and presents just those
(its dirty rectangles). Where: a misplay dims the seat's hand (Speed), its stock tops with the
strips where the cards under them peek out and their counts (Spit) or its deck (California) — dimmed on the still
table itself (layer.py, `Frame.dims`: redrawn only when a lockout starts or ends), the bar alone
drawn each frame; a false call dims the seat's slap
pad spot (pointer.pad_rect), where a mouse player's pad is drawn, with the ring outside it.
"""
import math
from typing import NamedTuple

import pygame

from game.ui import words
from game.ui.palette import RED, WHITE
from game.ui.table.pointer import pad_rect
from game.ui.table.slots import pad_spots

DISC_ALPHA = 175
RING_STEPS = 40             # a ring drains in this many cached images
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
        self._cache: dict = {}             # bar and ring images by size (and ring step)
        self._cuts: dict = {}              # (lock, offset) → where its bar's fill ended

    def target(self, seat: int, cause: str) -> pygame.Rect:
        """What a lockout dims: the seat's hand row (its deck when it has no hand; Spit: the
        stock tops with the strips where the cards under them peek out and their counts), or
        the slap pad's spot for a false call."""
        if cause == FALSE_CALL:
            return pad_rect(self.layout, seat)
        edge = self.layout.card_w // 8
        under = [r.inflate(edge, edge) for r in self._under_tops(seat)]
        return self.hand_row(seat).unionall(under)

    def _under_tops(self, seat: int) -> list:
        """Spit: the strips where the cards under the stock tops peek out, and their counts."""
        extra = self.layout.extra
        if not self.layout.seats[seat].hand or "peeks" not in extra:
            return []
        return [r for key in ("peeks", "stock_counts") for r in extra.get(key, [])[seat]
                if r.height]

    def hand_row(self, seat: int) -> pygame.Rect:
        """The seat's hand row (its deck when it has no hand), with a margin: the bar's row."""
        rects = self.layout.seats[seat]
        hand = rects.hand or [rects.draw]
        return hand[0].unionall(hand[1:]).inflate(self.layout.card_w // 8,
                                                  self.layout.card_w // 8)

    def area(self, seat: int, cause: str) -> pygame.Rect:
        """Every pixel a lockout of `seat` may draw on (the ring lies outside the pad)."""
        rect = self.target(seat, cause)
        if self._ringed(seat, cause):
            return rect.inflate(rect.width // 2, rect.height // 2)
        return rect.union(self.bar_rect(self.hand_row(seat)))

    @staticmethod
    def _ringed(seat: int, cause: str) -> bool:
        return cause == FALSE_CALL

    def dims(self, locks) -> tuple:
        """The rects the still table shows dimmed for `locks` (each locked hand; the slap
        pad's spot is not on the still table: its disc is drawn each frame)."""
        return tuple(self.target(k.seat, k.cause) for k in locks
                     if k.cause == MISPLAY and 0 <= k.seat < len(self.layout.seats))

    def draw(self, surface, locks, game_ms: float, o) -> tuple[list, list]:
        """Every lock in `locks` at `game_ms`: (rects drawn on that the table restores next
        frame, rects only to present now). A bar is redrawn whole each frame over itself
        (its images cover the same pixels) and only the strip where its end moved is
        presented; the still table restores it when its lockout ends (layer.py). A bar wider
        than the row it dims (its word needs the room) is put back and drawn whole each
        frame: its ends lie on the table that is not dimmed."""
        kept, shown, cuts = [], [], {}
        for lock in locks:
            if not 0 <= lock.seat < len(self.layout.seats):
                continue
            rect = self.target(lock.seat, lock.cause).move(o)
            left = lock.fraction_left(game_ms)
            if self._ringed(lock.seat, lock.cause):
                kept.append(self._ring(surface, rect, left, lock.cause, lock.seat))
                continue
            bar, cut = self._bar(surface, self.hand_row(lock.seat).move(o), left)
            before = self._cuts.get((lock, o))
            cuts[(lock, o)] = cut
            if not rect.contains(bar):       # wider than the dimmed row: put back each frame
                kept.append(bar)
            elif before is None:
                shown.append(bar)
            elif before != cut:
                low, high = sorted((before, cut))
                shown.append(pygame.Rect(bar.x + low - 1, bar.y, high - low + 2, bar.height))
        self._cuts = cuts
        return kept, shown

    def _bar(self, surface, rect: pygame.Rect, left: float) -> pygame.Rect:
        """Across the (dimmed) hand row's middle a bar that drains right to left, LOCKED on
        it: the full bar's image up to `left` of its width, the empty one after; (the bar's
        rect, where the full part ends)."""
        bar = self.bar_rect(rect)
        full, empty = self._bar_images(bar.size)
        cut = int(bar.width * left) if left > 0 else 0
        if cut:
            surface.blit(full, bar.topleft, pygame.Rect(0, 0, cut, bar.height))
        surface.blit(empty, (bar.x + cut, bar.y), pygame.Rect(cut, 0, bar.width - cut,
                                                              bar.height))
        return bar, cut

    def bar_rect(self, row: pygame.Rect) -> pygame.Rect:
        """The bar across `row`'s middle: four fifths of it, or wider where LOCKED at its
        size (never under the window's floor) needs the room (a one-card row, a long word)."""
        word = words.LOCK_TAG[MISPLAY]
        key = ("bar_rect", row.size, word, self.text.floor(True))
        if key not in self._cache:
            height = max(8, self.layout.card_w // 4)
            width = int(row.width * 0.8)
            size = self.text.fit_size(word, self._label_size(height), width - 8, True)
            label_w, label_h = self.text.font(size, True).size(word)
            height = max(height, label_h + 2)
            self._cache[key] = (max(width, label_w + _ends(height)), height)
        bar = pygame.Rect((0, 0), self._cache[key])
        bar.center = row.center
        return bar

    @staticmethod
    def _label_size(height: int) -> int:
        return int(height * 1.1)

    def _bar_images(self, size) -> tuple:
        """(full, empty) images of the bar at `size`, each with its outline and label."""
        key = ("bar", size, words.LOCK_TAG[MISPLAY])
        images = self._cache.get(key)
        if images is None:
            images = self._cache[key] = tuple(self._bar_image(size, fill) for fill in (RED, TRACK))
        return images

    def _bar_image(self, size, fill) -> pygame.Surface:
        image = pygame.Surface(size, pygame.SRCALPHA)
        box, radius, w = image.get_rect(), size[1] // 2, self.layout.card_w
        pygame.draw.rect(image, fill, box, border_radius=radius)
        pygame.draw.rect(image, WHITE, box, max(1, w // 60), border_radius=radius)
        label = self.text.fit(words.LOCK_TAG[MISPLAY], self._label_size(max(8, w // 4)),
                              size[0] - _ends(size[1]), WHITE, True)
        image.blit(label, label.get_rect(center=box.center))
        return image

    def _ring(self, surface, rect: pygame.Rect, left: float, cause: str,
              seat: int) -> pygame.Rect:
        """A dimmed disc with a ring round it that drains clockwise from the top (one of
        RING_STEPS cached images), the ring round the pad's spot (half the pad again; the
        pad's own edge where its word made it as large as its spot); the rect drawn on."""
        spot = pad_spots(self.layout)[seat].width if 0 <= seat < len(self.layout.seats) else 0
        side = max(min(rect.size), spot or min(rect.size) * 3 // 2)
        step = max(0, min(RING_STEPS, math.ceil(left * RING_STEPS)))
        key = ("ring", rect.size, side, step, cause)
        image = self._cache.get(key)
        if image is None:
            image = self._cache[key] = self._ring_image(rect.size, side, step / RING_STEPS,
                                                        cause)
        return surface.blit(image, image.get_rect(center=rect.center))

    def _ring_image(self, size, side: int, left: float, cause: str) -> pygame.Surface:
        image = pygame.Surface((side, side), pygame.SRCALPHA)
        ring, disc = image.get_rect(), pygame.Rect((0, 0), size)
        disc.center = ring.center
        pygame.draw.ellipse(image, (0, 0, 0, DISC_ALPHA), disc)
        thick = max(3, side // 12)
        pygame.draw.circle(image, TRACK, ring.center, side // 2, thick)
        if left > 0:
            top = math.pi / 2
            pygame.draw.arc(image, RED, ring, top - TWO_PI * left, top, thick)
        label = self.text.fit(words.LOCK_TAG[cause], max(10, size[0] // 4), size[0] - 4,
                              WHITE, True)
        image.blit(label, label.get_rect(center=ring.center))
        return image


def _ends(height: int) -> int:
    """How much of a bar `height` high its label leaves free: its round ends and a margin."""
    return height // 2 + 8


TWO_PI = 2 * math.pi
