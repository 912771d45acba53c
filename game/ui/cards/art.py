"""Procedural playing-card art: faces, jokers, backs, shadows and selection rings at any size.

Everything is drawn by code (suit symbols are vector shapes, see shapes.py; court cards and
jokers see court.py) at 2-3x the requested size and smoothscaled down for antialiasing.
Each image is rendered lazily once per size and kept in a dict; images are `convert_alpha()`ed
when a display mode is set (set the mode before asking for images to get the fast blits).

Placement of the extra images (both have a margin around the card, so centre them on it):
  * `shadow(width)` is the card silhouette blurred, `shadow_margin(width)` px larger on every
    side: ``screen.blit(s, s.get_rect(center=card_rect.move(dx, dy).center))``.
  * `highlight(width, colour)` is a ring lying just outside the card edge,
    `highlight_margin(width)` px thick: ``screen.blit(h, h.get_rect(center=card_rect.center))``.
Cards of the second deck (ids 54..107) share the first deck's faces; `back(width, deck)` differs.
"""

import pygame

from game.engine import cards
from game.ui.cards import court as card_court
from game.ui.cards.bold import draw_bold_face
from game.ui.cards.backs import BACKS
from game.ui.cards.shapes import SPADE, draw_suit, pip_centres, star_points

CARD_ASPECT = 1.4  # height / width
MIN_WIDTH = 8
FACE = (253, 252, 247)
EDGE = (120, 120, 125)
TWO_COLOURS = ((25, 25, 30), (205, 20, 35), (205, 20, 35), (25, 25, 30))
FOUR_COLOURS = ((25, 25, 30), (205, 20, 35), (20, 80, 210), (15, 135, 45))
RANK_TEXT = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
ALL_IDS = cards.DECK_SIZE * cards.MAX_DECKS


def _supersample(width: int) -> int:
    """How many times larger than the target to draw before smoothscaling."""
    return 3 if width <= 160 else 2


def _finish(surface: pygame.Surface) -> pygame.Surface:
    """`convert_alpha()` the surface when a display mode is set, else return it as is."""
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


def _glyph(text: str, height: int, colour) -> pygame.Surface:
    """`text` in the default bold font, cropped to its ink and scaled to `height` px tall."""
    font = pygame.font.Font(None, max(8, int(height * 1.45)))
    img = font.render(text, True, colour)
    ink = img.subsurface(img.get_bounding_rect()).copy()
    squeeze = 0.72 if len(text) > 1 else 1.0
    width = max(1, round(ink.get_width() * height / ink.get_height() * squeeze))
    return pygame.transform.smoothscale(ink, (width, height))


class CardArt:
    """Card images by card id and width in px, rendered on first use and cached."""

    def __init__(self, four_colour: bool = False, back: str = "classic", face: str = "normal"):
        if not pygame.font.get_init():
            pygame.font.init()
        self.four_colour = four_colour
        self.high_visibility = face == "high"       # cards/bold.py: big rank and suit
        self.back_style = BACKS.get(back, BACKS["classic"])
        self.colours = FOUR_COLOURS if four_colour else TWO_COLOURS
        self._cache: dict = {}

    def size(self, width: int) -> tuple[int, int]:
        """(width, height) of a card `width` px wide."""
        if not isinstance(width, int) or isinstance(width, bool) or width < MIN_WIDTH:
            raise ValueError(f"card width must be an int of at least {MIN_WIDTH} px, not {width!r}")
        return width, round(width * CARD_ASPECT)

    def _cached(self, key, make, keep: bool = True) -> pygame.Surface:
        """The image under `key`, made once; with `keep` False made for a caller that keeps
        what it composes of it (the table's CardImages) and not held here (unless it was)."""
        surf = self._cache.get(key)
        if surf is None:
            surf = _finish(make())
            if keep:
                self._cache[key] = surf
        return surf

    def face(self, card: int, width: int, keep: bool = True) -> pygame.Surface:
        """The face of card id `card` (any deck), `width` px wide (`keep`: see `_cached`)."""
        if not isinstance(card, int) or not 0 <= card < ALL_IDS:
            raise ValueError(f"card id must be an int in 0..{ALL_IDS - 1}, not {card!r}")
        self.size(width)
        k = card % cards.DECK_SIZE
        return self._cached(("face", k, width), lambda: self._render_face(k, width), keep)

    def back(self, width: int, deck: int = 0, keep: bool = True) -> pygame.Surface:
        """The back of a card: the chosen design (backs.py) in a frame around a medallion;
        deck 1 in the design's second colours (`keep`: see `_cached`)."""
        self.size(width)
        deck = 1 if deck else 0
        return self._cached(("back", deck, width), lambda: self._render_back(width, deck),
                            keep)

    def shadow_margin(self, width: int) -> int:
        """How far the shadow image reaches beyond the card on each side."""
        return max(2, round(width * 0.06))

    def shadow(self, width: int) -> pygame.Surface:
        """A soft translucent card silhouette with a blur margin; centre it under the card."""
        self.size(width)
        return self._cached(("shadow", width), lambda: self._render_shadow(width))

    def highlight_margin(self, width: int) -> int:
        """Thickness of the highlight ring, which lies outside the card edge."""
        return max(2, round(width * 0.045))

    def highlight(self, width: int, colour) -> pygame.Surface:
        """A rounded ring hugging the card's outline; centre it on the card."""
        self.size(width)
        rgba = tuple(pygame.Color(colour))
        return self._cached(("ring", width, rgba), lambda: self._render_ring(width, rgba))

    # -- rendering -------------------------------------------------------------------------

    def _blank(self, width: int, ss: int) -> tuple[pygame.Surface, pygame.Rect, int]:
        """A supersampled transparent canvas with the white rounded card on it."""
        w, h = self.size(width)
        surf = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
        surf.fill((*EDGE, 0))
        rect = surf.get_rect()
        radius = round(width * 0.075 * ss)
        pygame.draw.rect(surf, FACE, rect, border_radius=radius)
        pygame.draw.rect(surf, EDGE, rect, max(1, ss), border_radius=radius)
        return surf, rect, radius

    def _down(self, surf: pygame.Surface, width: int) -> pygame.Surface:
        """Smoothscale to the card size; then make the inside fully opaque again, because
        smoothscale's fixed-point filter leaves opaque pixels at alpha 253-254."""
        small = pygame.transform.smoothscale(surf, self.size(width))
        solid = pygame.Surface(small.get_size(), pygame.SRCALPHA)
        inner = solid.get_rect().inflate(-2, -2)
        pygame.draw.rect(solid, (0, 0, 0, 255), inner, border_radius=round(width * 0.075) - 1)
        small.blit(solid, (0, 0), special_flags=pygame.BLEND_RGBA_MAX)
        return small

    def _render_face(self, k: int, width: int) -> pygame.Surface:
        ss = _supersample(width)
        surf, rect, _ = self._blank(width, ss)
        unit = width * ss  # all layout below is in fractions of the card width
        if self.high_visibility:
            joker = k >= 52
            draw_bold_face(surf, rect, unit, "J" if joker else RANK_TEXT[k % 13 + 1],
                           None if joker else k // 13,
                           self.colours[1 if k == 52 else 0] if joker else self.colours[k // 13],
                           _glyph)
        elif k >= 52:
            self._joker(surf, rect, unit, colourful=(k == 52))
        else:
            rank, suit = k % 13 + 1, k // 13
            self._corners(surf, rect, self._index(rank, suit, unit))
            if rank > 10:
                panel = self._panel_rect(rect, unit)
                card_court.draw_court(surf, panel, rank, suit, self.colours[suit],
                                      max(1, round(unit * 0.012)))
            else:
                self._pips(surf, rect, unit, rank, suit)
        return self._down(surf, width)

    def _index(self, rank: int, suit: int, unit: float) -> pygame.Surface:
        """The corner index: rank above a small suit, on a transparent surface."""
        colour = self.colours[suit]
        text = _glyph(RANK_TEXT[rank], round(unit * 0.19), colour)
        suit_h = unit * 0.14
        w = round(unit * 0.19)
        gap = unit * 0.035
        surf = pygame.Surface((w, round(text.get_height() + gap + suit_h + 2)), pygame.SRCALPHA)
        surf.blit(text, text.get_rect(midtop=(w / 2, 0)))
        draw_suit(surf, suit, (w / 2, text.get_height() + gap + suit_h / 2), suit_h, colour)
        return surf

    def _corners(self, surf: pygame.Surface, rect: pygame.Rect, index: pygame.Surface) -> None:
        """Blit the index top-left and, turned upside down, bottom-right."""
        pad_x, pad_y = round(rect.width * 0.025), round(rect.width * 0.05)
        surf.blit(index, (rect.left + pad_x, rect.top + pad_y))
        turned = pygame.transform.rotate(index, 180)
        surf.blit(turned, turned.get_rect(bottomright=(rect.right - pad_x, rect.bottom - pad_y)))

    def _panel_rect(self, rect: pygame.Rect, unit: float) -> pygame.Rect:
        """The framed picture area of court cards and jokers, clear of the corner indices."""
        side = round(unit * 0.23)
        top = round(rect.height * 0.05)
        return pygame.Rect(rect.left + side, rect.top + top, rect.width - 2 * side,
                           rect.height - 2 * top)

    def _pips(self, surf: pygame.Surface, rect: pygame.Rect, unit: float, rank: int,
              suit: int) -> None:
        """The classic pip layout of rank 1..10 (an ace has one big pip)."""
        colour = self.colours[suit]
        if rank == 1:
            size = unit * (0.5 if suit == SPADE else 0.38)
            draw_suit(surf, suit, rect.center, size, colour)
            if suit == SPADE:
                pygame.draw.circle(surf, colour, rect.center, unit * 0.36, max(1, round(unit / 90)))
            return
        area = pygame.Rect(0, 0, unit * 0.35, rect.height * 0.6)
        area.center = rect.center
        size = unit * 0.185
        for x, y, flipped in pip_centres(rank, area):
            draw_suit(surf, suit, (x, y), size, colour, flipped)

    def _joker(self, surf: pygame.Surface, rect: pygame.Rect, unit: float,
               colourful: bool) -> None:
        """A joker: JOKER spelled down the corners, a jester in the panel."""
        colour = self.colours[1] if colourful else self.colours[0]
        letter_h = round(unit * 0.1)
        w = round(unit * 0.19)
        step = letter_h + round(unit * 0.025)
        index = pygame.Surface((w, step * 5 + letter_h), pygame.SRCALPHA)
        for i, ch in enumerate("JOKER"):
            g = _glyph(ch, letter_h, colour)
            index.blit(g, g.get_rect(midtop=(w / 2, i * step)))
        star_c = (w / 2, step * 5 + letter_h * 0.45)
        pygame.draw.polygon(index, colour, star_points(star_c, letter_h * 0.55, letter_h * 0.22))
        self._corners(surf, rect, index)
        card_court.draw_joker(surf, self._panel_rect(rect, unit), colourful,
                              max(1, round(unit * 0.012)))

    def _render_back(self, width: int, deck: int) -> pygame.Surface:
        ss = _supersample(width)
        surf, rect, radius = self._blank(width, ss)
        unit = width * ss
        style = self.back_style
        dark, light = style.second if deck else style.colours
        line = max(1, round(unit * 0.012))
        inner = rect.inflate(-round(unit * 0.14), -round(unit * 0.14))
        pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
        pattern.fill(dark)
        style.draw(pattern, light, unit)
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(),
                         border_radius=max(1, radius // 2))
        pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(pattern, inner)
        gold = card_court.GOLD
        pygame.draw.rect(surf, gold, inner.inflate(-line * 6, -line * 6), line,
                         border_radius=max(1, radius // 2))
        self._medallion(surf, rect.center, unit, dark, gold)
        return self._down(surf, width)

    def _medallion(self, surf: pygame.Surface, centre, unit: float, dark, gold) -> None:
        """The back's centre: a cream oval ringed in gold holding the four suits."""
        oval = pygame.Rect(0, 0, unit * 0.5, unit * 0.62)
        oval.center = centre
        pygame.draw.ellipse(surf, gold, oval.inflate(unit * 0.06, unit * 0.06))
        pygame.draw.ellipse(surf, card_court.CREAM, oval)
        cx, cy = centre
        d, size = unit * 0.1, unit * 0.15
        for suit, (dx, dy) in enumerate(((0, -1.1), (1, 0), (0, 1.1), (-1, 0))):
            colour = self.colours[suit] if self.four_colour else (dark if suit % 3 else
                                                                  self.colours[0])
            draw_suit(surf, suit, (cx + dx * d, cy + dy * d * 1.1), size, colour)

    def _render_shadow(self, width: int) -> pygame.Surface:
        w, h = self.size(width)
        m = self.shadow_margin(width)
        surf = pygame.Surface((w + 2 * m, h + 2 * m), pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        pygame.draw.rect(surf, (0, 0, 0, 120), (m, m, w, h), border_radius=round(width * 0.075))
        return pygame.transform.gaussian_blur(surf, max(1, m // 2))

    def _render_ring(self, width: int, rgba) -> pygame.Surface:
        ss = 3
        w, h = self.size(width)
        t = self.highlight_margin(width)
        surf = pygame.Surface(((w + 2 * t) * ss, (h + 2 * t) * ss), pygame.SRCALPHA)
        surf.fill((*rgba[:3], 0))
        radius = round((width * 0.075 + t) * ss)
        pygame.draw.rect(surf, rgba, surf.get_rect(), (t + 1) * ss, border_radius=radius)
        return pygame.transform.smoothscale(surf, (w + 2 * t, h + 2 * t))
