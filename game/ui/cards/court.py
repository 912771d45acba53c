"""Court cards (J, Q, K) and jokers: framed panels with stylised figures, drawn with pygame.draw.

A court panel is double-ended like a real deck: the top half holds a bust (crown or cap by rank,
the big suit beside the head, a suit medallion on the chest) and the bottom half is the same
picture turned 180 degrees. The joker panel holds one jester above a star. Everything is drawn
at the caller's (supersampled) resolution; the caller smoothscales for antialiasing.
"""

import pygame

from game.ui.cards.shapes import draw_suit, star_points

CREAM = (250, 244, 226)
GOLD = (222, 170, 40)
GOLD_DARK = (150, 105, 20)
SKIN = (246, 210, 172)
INK = (30, 28, 34)
WHITE = (255, 255, 255)
HAIR = {11: (120, 72, 30), 12: (238, 196, 70), 13: (235, 235, 235)}


class _Half:
    """Maps fractions of a half panel to pixels: `p(0.5, 0.5)` is its middle."""

    def __init__(self, surface: pygame.Surface):
        self.surface = surface
        self.w, self.h = surface.get_size()

    def p(self, fx: float, fy: float) -> tuple:
        return (fx * self.w, fy * self.h)

    def poly(self, colour, pts) -> None:
        pygame.draw.polygon(self.surface, colour, [self.p(x, y) for x, y in pts])

    def circle(self, colour, fx, fy, fr, width=0) -> None:
        pygame.draw.circle(self.surface, colour, self.p(fx, fy), fr * self.h, width)

    def ellipse(self, colour, fx, fy, fw, fh, width=0) -> None:
        r = pygame.Rect(0, 0, fw * self.w, fh * self.h)
        r.center = self.p(fx, fy)
        pygame.draw.ellipse(self.surface, colour, r, width)


def _robe(hf: _Half, robe, accent, line: int) -> None:
    """Shoulders in the suit colour, a contrasting gold-edged front panel, a gold collar."""
    body = [(0.22, 1.0), (0.12, 0.8), (0.22, 0.68), (0.38, 0.63), (0.62, 0.63), (0.78, 0.68),
            (0.88, 0.8), (0.78, 1.0)]
    hf.poly(robe, body)
    pygame.draw.lines(hf.surface, GOLD_DARK, False, [hf.p(x, y) for x, y in body], line)
    front = [(0.37, 0.64), (0.63, 0.64), (0.62, 1.0), (0.38, 1.0)]
    hf.poly(accent, front)
    for a, b in ((front[0], front[3]), (front[1], front[2])):
        pygame.draw.line(hf.surface, GOLD, hf.p(*a), hf.p(*b), line * 2)
    hf.poly(GOLD, [(0.35, 0.63), (0.65, 0.63), (0.5, 0.76)])
    hf.poly(WHITE, [(0.4, 0.63), (0.6, 0.63), (0.5, 0.7)])


def _head(hf: _Half, rank: int) -> None:
    """Hair behind, face, eyes, and a beard for the king."""
    hair = HAIR[rank]
    if rank == 12:
        hf.ellipse(hair, 0.5, 0.52, 0.38, 0.44)
    hf.circle(SKIN, 0.5, 0.45, 0.15)
    if rank == 13:
        hf.poly(hair, [(0.38, 0.47), (0.62, 0.47), (0.57, 0.62), (0.5, 0.68), (0.43, 0.62)])
        hf.poly(SKIN, [(0.45, 0.48), (0.55, 0.48), (0.5, 0.55)])
    if rank == 11:
        hf.poly(hair, [(0.36, 0.44), (0.38, 0.34), (0.5, 0.3), (0.62, 0.34), (0.64, 0.44),
                       (0.58, 0.37), (0.42, 0.37)])
    for fx in (0.45, 0.55):
        hf.circle(INK, fx, 0.44, 0.018)
    hf.poly((200, 80, 80), [(0.47, 0.53), (0.53, 0.53), (0.5, 0.55)])


def _headgear(hf: _Half, rank: int, accent, line: int) -> None:
    """King's crown, queen's coronet, or the jack's cap with a feather."""
    if rank == 13:
        pts = [(0.36, 0.33), (0.35, 0.12), (0.43, 0.22), (0.5, 0.07), (0.57, 0.22),
               (0.65, 0.12), (0.64, 0.33)]
        hf.poly(GOLD, pts)
        hf.poly(GOLD_DARK, [(0.36, 0.29), (0.64, 0.29), (0.64, 0.33), (0.36, 0.33)])
        for fx, fy in ((0.35, 0.11), (0.5, 0.06), (0.65, 0.11)):
            hf.circle(accent, fx, fy, 0.03)
    elif rank == 12:
        hf.poly(GOLD, [(0.38, 0.33), (0.4, 0.21), (0.6, 0.21), (0.62, 0.33)])
        for fx in (0.4, 0.5, 0.6):
            hf.circle(GOLD, fx, 0.19, 0.03)
        hf.circle(accent, 0.5, 0.27, 0.03)
    else:
        hf.poly((250, 200, 90) if accent != INK else (190, 190, 190),
                [(0.6, 0.26), (0.78, 0.05), (0.72, 0.2), (0.84, 0.12), (0.66, 0.3)])
        hf.ellipse(accent, 0.5, 0.29, 0.36, 0.16)
        hf.ellipse(GOLD_DARK, 0.5, 0.29, 0.36, 0.16, line)


def _emblem(hf: _Half, rank: int, line: int) -> None:
    """Right-hand emblem: the king's sceptre, the queen's flower, the jack's staff."""
    if rank == 13:
        pygame.draw.line(hf.surface, GOLD_DARK, hf.p(0.82, 0.95), hf.p(0.82, 0.3), line * 2)
        hf.circle(GOLD, 0.82, 0.27, 0.05)
    elif rank == 12:
        pygame.draw.line(hf.surface, (60, 140, 60), hf.p(0.8, 0.95), hf.p(0.8, 0.4), line)
        for dx, dy in ((0, -0.05), (0.045, 0), (0, 0.05), (-0.045, 0)):
            hf.circle((235, 90, 120), 0.8 + dx, 0.36 + dy, 0.035)
        hf.circle(GOLD, 0.8, 0.36, 0.03)
    else:
        pygame.draw.line(hf.surface, (120, 80, 40), hf.p(0.84, 0.95), hf.p(0.84, 0.5), line * 2)
        hf.poly((170, 170, 185), [(0.84, 0.38), (0.9, 0.52), (0.84, 0.5), (0.78, 0.52)])


def _bust(size, rank: int, suit: int, colour, line: int) -> pygame.Surface:
    """The top half of a court panel."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    hf = _Half(surf)
    _emblem(hf, rank, line)
    accent = (40, 75, 170) if colour[0] > 150 else (190, 35, 45)
    _robe(hf, colour, accent, line)
    _head(hf, rank)
    _headgear(hf, rank, colour, line)
    hf.circle(WHITE, 0.5, 0.88, 0.09)
    hf.circle(GOLD, 0.5, 0.88, 0.09, line)
    draw_suit(surf, suit, hf.p(0.5, 0.88), 0.11 * hf.h, colour)
    draw_suit(surf, suit, hf.p(0.17, 0.2), 0.26 * hf.h, colour)
    return surf


def _frame(surface: pygame.Surface, rect: pygame.Rect, colour, line: int) -> None:
    """Cream panel with a suit-coloured outer line and a gold inner line."""
    radius = max(2, rect.width // 14)
    pygame.draw.rect(surface, CREAM, rect, border_radius=radius)
    pygame.draw.rect(surface, colour, rect, line, border_radius=radius)
    inner = rect.inflate(-line * 4, -line * 4)
    pygame.draw.rect(surface, GOLD, inner, max(1, line // 2), border_radius=radius)


def draw_court(surface: pygame.Surface, rect: pygame.Rect, rank: int, suit: int, colour,
               line: int) -> None:
    """A double-ended court panel for rank 11..13 in `rect`; `line` is a stroke width in px."""
    _frame(surface, rect, colour, line)
    inner = rect.inflate(-line * 6, -line * 6)
    half = (inner.width, inner.height // 2)
    top = _bust(half, rank, suit, colour, line)
    surface.blit(top, inner.topleft)
    surface.blit(pygame.transform.rotate(top, 180), (inner.left, inner.top + half[1]))
    mid = inner.top + half[1]
    band = pygame.Rect(inner.left, mid - line * 1.5, inner.width, line * 3)
    pygame.draw.rect(surface, GOLD, band)
    pygame.draw.rect(surface, GOLD_DARK, band, max(1, line // 2))


def draw_joker(surface: pygame.Surface, rect: pygame.Rect, colourful: bool, line: int) -> None:
    """A jester over a star; `colourful` for X1, black and grey for X2."""
    palette = ((205, 30, 45), (30, 120, 200), GOLD) if colourful else (INK, (120, 120, 130),
                                                                      (190, 190, 195))
    _frame(surface, rect, palette[0], line)
    inner = rect.inflate(-line * 6, -line * 6)
    hf = _Half(pygame.Surface((inner.width, int(inner.height * 0.62)), pygame.SRCALPHA))
    _jester(hf, palette)
    surface.blit(hf.surface, inner.topleft)
    cx, cy = inner.centerx, inner.top + inner.height * 0.8
    r = inner.width * 0.3
    pygame.draw.polygon(surface, palette[2], star_points((cx, cy), r, r * 0.45))
    pygame.draw.polygon(surface, palette[0], star_points((cx, cy), r * 0.55, r * 0.25))


def _jester(hf: _Half, palette) -> None:
    """A jester's bust: belled three-horned cap, face, ruff collar, chequered body."""
    main, second, bell = palette
    hf.poly(main, [(0.12, 1.0), (0.3, 0.72), (0.7, 0.72), (0.88, 1.0)])
    hf.poly(second, [(0.5, 0.72), (0.7, 0.72), (0.88, 1.0), (0.5, 1.0)])
    ruff = []
    for i in range(13):
        fx = 0.26 + 0.48 * i / 12
        ruff.append((fx, 0.66 if i % 2 == 0 else 0.8))
    hf.poly(WHITE, ruff + [(0.74, 0.7), (0.26, 0.7)])
    hf.circle(SKIN, 0.5, 0.55, 0.13)
    for fx in (0.45, 0.55):
        hf.circle(INK, fx, 0.53, 0.016)
    hf.poly((200, 60, 60), [(0.44, 0.6), (0.56, 0.6), (0.5, 0.64)])
    hf.poly(main, [(0.36, 0.47), (0.1, 0.22), (0.26, 0.3), (0.42, 0.38)])
    hf.poly(second, [(0.4, 0.45), (0.5, 0.06), (0.6, 0.45)])
    hf.poly(main, [(0.64, 0.47), (0.9, 0.22), (0.74, 0.3), (0.58, 0.38)])
    hf.poly(bell, [(0.36, 0.47), (0.64, 0.47), (0.62, 0.4), (0.38, 0.4)])
    for fx, fy in ((0.1, 0.22), (0.5, 0.06), (0.9, 0.22)):
        hf.circle(bell, fx, fy, 0.045)
