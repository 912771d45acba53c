"""Table effects: the slap, screen shake, white flash, banners, race margins and cached text.

Like animation.py, nothing reads a clock: `now` (seconds) comes from the caller. Shapes are
drawn with polygons once per size and reused; text surfaces are cached by (text, size, colour).
"""
import math
from typing import NamedTuple

import pygame

from game.i18n import _, decimal
from game.ui import rich_text
from game.ui.animation import clamp01, ease_out_cubic
from game.ui.text import TextCache

SHAKE_S = 0.30
FLASH_S = 0.20
SLAP_S = 0.60
RACE_WINDOW_MS = 300.0


class Shake:
    """Screen shake: an offset of the draw origin, decaying to nothing over SHAKE_S."""

    def __init__(self):
        self.start, self.amplitude = -1e9, 0.0

    def kick(self, now: float, amplitude: float) -> None:
        self.start, self.amplitude = now, amplitude

    def offset(self, now: float) -> tuple[int, int]:
        p = (now - self.start) / SHAKE_S
        if not 0.0 <= p < 1.0:
            return 0, 0
        decay = self.amplitude * (1.0 - p) ** 2
        return (round(decay * math.sin(p * 47.0)), round(decay * math.cos(p * 38.0 + 1.0)))


class Flash:
    """A white flash: an additive fill (BLEND_RGB_ADD) fading out over FLASH_S."""

    def __init__(self):
        self.start, self.strength = -1e9, 0

    def fire(self, now: float, strength: int = 150) -> None:
        self.start, self.strength = now, strength

    def level(self, now: float) -> int:
        p = (now - self.start) / FLASH_S
        return 0 if not 0.0 <= p < 1.0 else int(self.strength * (1.0 - p) ** 2)

    def draw(self, surface: pygame.Surface, now: float) -> None:
        v = self.level(now)
        if v > 0:
            surface.fill((v, v, v), special_flags=pygame.BLEND_RGB_ADD)


def _star(cx: float, cy: float, outer: float, inner: float, points: int, turn: float = 0.0):
    """The corners of a starburst polygon."""
    out = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = turn + math.pi * i / points
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def slap_shape(size: int) -> pygame.Surface:
    """A starburst of impact with a stylised open palm on it, drawn with polygons."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.polygon(surface, (255, 200, 60, 235), _star(c, c, c * 0.98, c * 0.62, 12))
    pygame.draw.polygon(surface, (255, 245, 200, 245), _star(c, c, c * 0.72, c * 0.5, 12, 0.26))
    skin, edge = (236, 170, 130, 255), (120, 60, 40, 255)
    palm = [(c - c * 0.28, c - c * 0.05), (c + c * 0.28, c - c * 0.05),
            (c + c * 0.26, c + c * 0.30), (c, c + c * 0.42), (c - c * 0.24, c + c * 0.30)]
    fingers = []
    for dx, length in ((-0.21, 0.36), (-0.07, 0.44), (0.07, 0.44), (0.21, 0.36)):
        x = c + dx * c
        top = c - c * 0.05 - length * c
        fingers.append([(x - c * 0.062, c), (x - c * 0.062, top + c * 0.05), (x, top),
                        (x + c * 0.062, top + c * 0.05), (x + c * 0.062, c)])
    thumb = [(c - c * 0.25, c + c * 0.05), (c - c * 0.48, c - c * 0.12),
             (c - c * 0.52, c - c * 0.05), (c - c * 0.30, c + c * 0.22)]
    for poly in [thumb, palm] + fingers:
        pygame.draw.polygon(surface, skin, poly)
        pygame.draw.polygon(surface, edge, poly, max(1, size // 90))
    return surface.convert_alpha() if pygame.display.get_surface() else surface


class Slap:
    """The slap on a pile: the impact shape pops in large, settles and fades."""
    __slots__ = ("center", "size", "start")

    def __init__(self, center, size: int, start: float):
        self.center, self.size, self.start = center, size, start

    def done(self, now: float) -> bool:
        return now >= self.start + SLAP_S

    def scale_alpha(self, now: float) -> tuple[float, int]:
        p = clamp01((now - self.start) / SLAP_S)
        scale = 1.35 - 0.35 * ease_out_cubic(p / 0.3) if p < 0.3 else 1.0
        alpha = 255 if p < 0.55 else int(255 * (1.0 - (p - 0.55) / 0.45))
        return scale, max(0, alpha)


def pill_pad(size: int) -> int:
    """The room round a banner's text of `size`: each side, and half of it above and below."""
    return max(4, size // 4)


def banner_height(text: TextCache, size: int, lines: int) -> int:
    """How high a banner of `lines` plain lines at `size` is drawn."""
    return lines * text.font(size, True).get_height() + pill_pad(size)


class Banner:
    """A text message on a pill, popping in and fading out; drawn centred on `center`."""
    __slots__ = ("lines", "colour", "center", "size", "start", "duration", "width",
                 "suit_colours", "_image")

    def __init__(self, text: str, colour, center, size: int, start: float, duration: float,
                 width: int | None = None):
        self.lines = text.split("\n")
        self.colour, self.center, self.size = colour, center, size
        self.start, self.duration, self.width = start, duration, width
        self.suit_colours = rich_text.TWO_COLOURS    # of the cards named in the text
        self._image = None

    def done(self, now: float) -> bool:
        return now >= self.start + self.duration

    def image(self, text: TextCache) -> pygame.Surface:
        """The pill with its text, built once."""
        if self._image is None:
            limit = self.width or 10 ** 6
            rows = [rich_text.fit(text, line, self.size, limit - self.size // 2, self.colour,
                                  True, self.suit_colours) for line in self.lines]
            pad = pill_pad(self.size)
            w = max(r.get_width() for r in rows) + 2 * pad
            h = sum(r.get_height() for r in rows) + pad
            pill = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(pill, (12, 16, 14, 215), pill.get_rect(), border_radius=h // 3)
            pygame.draw.rect(pill, self.colour + (255,), pill.get_rect(), max(1, pad // 3),
                             border_radius=h // 3)
            y = pad // 2
            for r in rows:
                pill.blit(r, ((w - r.get_width()) // 2, y))
                y += r.get_height()
            self._image = pill
        return self._image

    def alpha(self, now: float) -> int:
        left = self.start + self.duration - now
        return 255 if left > 0.3 else max(0, int(255 * left / 0.3))

    def scale(self, now: float) -> float:
        p = (now - self.start) / 0.12
        return 1.0 if p >= 1.0 else 0.7 + 0.3 * ease_out_cubic(p)


class Look(NamedTuple):
    """A banner as one frame shows it: its image (this very surface), alpha and rectangle.
    Two frames with equal looks show the same pixels there."""
    image: pygame.Surface
    alpha: int
    rect: pygame.Rect


class Play(NamedTuple):
    """The last play on a pile (or the last call): when (game ms) and by which seat."""
    t: float
    seat: int


class Race(NamedTuple):
    """A close race: the seat that was first, and by how many ms."""
    first: int
    margin_ms: float


class RaceShown(NamedTuple):
    """A close race the table showed: who was `first`, who `second`, on which pile (-1: the
    "Speed!" call), by how many ms of game time (from the presses' stamps: the host's timeline),
    the later press at game ms `t`. The host tells other machines of it (`net.host.raced`)."""
    first: int
    second: int
    pile: int
    margin_ms: float
    t: float


class RaceWatch:
    """Remembers the last play on each pile, to tell how close a contested race was."""

    def __init__(self, window_ms: float = RACE_WINDOW_MS):
        self.window = window_ms
        self.last: dict[int | str, Play] = {}

    def played(self, t: float, seat: int, pile: int) -> Race | None:
        """A play landed: (the seat that was first, margin ms) when it was a close race."""
        race = self._close(t, seat, pile)
        self.last[pile] = Play(t, seat)
        return race

    def rejected(self, t: float, seat: int, pile) -> Race | None:
        """A play was refused: (the seat that beat it there, margin ms) when it was close."""
        return self._close(t, seat, pile) if isinstance(pile, int) else None

    def called(self, t: float, seat: int) -> None:
        """A "Speed!" call (or slap pad hit) that counted: later calls race against it."""
        self.last["call"] = Play(t, seat)

    def call_refused(self, t: float, seat: int) -> Race | None:
        """A call that came too late: (the seat that called first, margin ms) when close."""
        return self._close(t, seat, "call")

    def _close(self, t: float, seat: int, pile: int | str) -> Race | None:
        prior = self.last.get(pile)
        if prior is None or prior.seat == seat or t - prior.t > self.window:
            return None
        return Race(prior.seat, t - prior.t)

    def reset(self) -> None:
        self.last.clear()


def margin_text(ms: float) -> str:
    """'by 4 ms', 'by 0.4 ms', 'at the same ms'."""
    if ms <= 0:
        return _("same ms (arrival order)")
    digits = 1 if ms < 10 and ms != int(ms) else 0
    # TRANSLATORS: how much sooner the first of a race was: "by 4 ms".
    return _("by {ms} ms").format(ms=decimal(ms, digits))


class Effects:
    """Shake, flash, slaps and keyed banners (a new banner replaces the one with its key)."""

    def __init__(self):
        self.shake, self.flash = Shake(), Flash()
        self.slaps: list[Slap] = []
        self.banners: dict = {}
        self._shapes: dict[int, pygame.Surface] = {}
        self._scaled: dict = {}

    def slap(self, center, card_w: int, now: float) -> None:
        """The full slap: impact shape, shake of the whole table and a white flash."""
        self.slaps.append(Slap(center, int(card_w * 1.7), now))
        self.shake.kick(now, max(6.0, card_w * 0.14))
        self.flash.fire(now, 70)

    def banner(self, key, banner: Banner) -> None:
        self.banners[key] = banner

    def drop(self, key) -> None:
        """Take the banner with `key` away now (something else is shown in its place)."""
        self.banners.pop(key, None)

    def update(self, now: float) -> None:
        """Drop finished slaps and banners."""
        if self.slaps:
            self.slaps = [s for s in self.slaps if not s.done(now)]
        if self.banners:
            for key in [k for k, b in self.banners.items() if b.done(now)]:
                del self.banners[key]

    def _shape(self, size: int, scale: float) -> pygame.Surface:
        step = round(scale * 20)
        key = (size, step)
        image = self._scaled.get(key)
        if image is None:
            base = self._shapes.get(size) or self._shapes.setdefault(size, slap_shape(size))
            image = base if step == 20 else pygame.transform.smoothscale(
                base, (max(1, size * step // 20),) * 2)
            self._scaled[key] = image
        return image

    def slap_rects(self, now: float, origin=(0, 0)) -> list:
        """Where the slaps will be drawn at `now` (before they are)."""
        return [self._slap_look(s, now, origin)[0] for s in self.slaps]

    def _slap_look(self, s: Slap, now: float, origin) -> tuple:
        scale, alpha = s.scale_alpha(now)
        image = self._shape(s.size, scale)
        return image.get_rect(center=(s.center[0] + origin[0], s.center[1] + origin[1])), \
            image, alpha

    def looks(self, now: float, text: TextCache, origin=(0, 0)) -> dict:
        """Every banner shown at `now`, shifted by the shake `origin`: key → Look, in
        drawing order (the images made for this frame, before anything is drawn)."""
        ox, oy = origin
        out = {}
        for key, b in self.banners.items():
            if now < b.start:
                continue
            image = b.image(text)
            scale = b.scale(now)
            if scale < 1.0:
                image = pygame.transform.scale(image, (max(1, int(image.get_width() * scale)),
                                                       max(1, int(image.get_height() * scale))))
            out[key] = Look(image, b.alpha(now),
                            image.get_rect(center=(b.center[0] + ox, b.center[1] + oy)))
        return out

    def draw(self, surface: pygame.Surface, now: float, text: TextCache, origin=(0, 0)) -> list:
        """Slaps then banners, shifted by the shake `origin`; the rectangles drawn on."""
        return self.draw_slaps(surface, now, origin) + \
            self.draw_banners(surface, self.looks(now, text, origin))

    def draw_slaps(self, surface: pygame.Surface, now: float, origin=(0, 0)) -> list:
        """The slaps, shifted by the shake `origin`; the rectangles drawn on."""
        drawn = []
        for s in self.slaps:
            rect, image, alpha = self._slap_look(s, now, origin)
            image.set_alpha(alpha)
            drawn.append(surface.blit(image, rect))
        return drawn

    @staticmethod
    def draw_banners(surface: pygame.Surface, looks: dict, still=()) -> list:
        """The banners as `looks` has them, but for those in `still` (on the screen already,
        as they are); the rectangles drawn on."""
        drawn = []
        for key, look in looks.items():
            if key not in still:
                look.image.set_alpha(look.alpha)
                drawn.append(surface.blit(look.image, look.rect))
        return drawn

    def reset(self) -> None:
        self.slaps.clear()
        self.banners.clear()
