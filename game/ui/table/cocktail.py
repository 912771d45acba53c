"""Cocktail tables: two players face each other across a table-top cabinet, so the top seat's
cards, key caps, name plate, counts and messages must read upright from the top edge.

The table is drawn as usual, then every horizontal row the top seat owns (its cards and plate,
the counts under them, its message line, Spit's peek strip) is turned 180° in place. A row
turned in place keeps its height on the screen and mirrors left and right, which is just how
the top player sees their own side: their first card on their left. The shared piles in the
middle stay as they are.
"""
import pygame
from pygame import Rect


def top_rows(layout) -> list[Rect]:
    """The rows holding the parts of the table above the middle piles (merged where they
    touch, then grown into the gaps a little for pile edges and shadows), each as wide as
    what it holds and centred like the seat's strip."""
    middle = min([c.top for c in layout.centres] + [layout.band.top])
    rects = sorted((r for _, r in layout.named_rects() if r.bottom <= middle and r.height > 0),
                   key=lambda r: r.top)
    rows: list[Rect] = []
    for rect in rects:
        if rows and rect.top <= rows[-1].bottom:
            rows[-1] = rows[-1].union(rect)
        else:
            rows.append(Rect(rect))
    pad, centre = layout.card_w // 8, layout.size[0] // 2
    edges = [0] + [(a.bottom + b.top) // 2 for a, b in zip(rows, rows[1:])] + [middle]
    out = []
    for row, above, below in zip(rows, edges, edges[1:]):
        top, bottom = max(above, row.top - pad), min(below, row.bottom + pad)
        half = max(centre - row.left, row.right - centre)
        out.append(Rect(centre - half, top, 2 * half, bottom - top))
    return out


def turn_rows(surface: pygame.Surface, rows: list[Rect], felt=None) -> None:
    """Turn each row of `surface` 180° where it is. With the bare `felt` the table lies on,
    only what lies on the felt turns: the felt's own shading (darker at the edges) stays."""
    for row in rows:
        clipped = row.clip(surface.get_rect())
        if not (clipped.width and clipped.height):
            continue
        turned = pygame.transform.rotate(surface.subsurface(clipped).copy(), 180)
        if felt is None or felt.get_size() != surface.get_size():
            surface.blit(turned, clipped)
            continue
        under = felt.subsurface(clipped)
        bare = pygame.mask.from_threshold(turned, (0, 0, 0), (4, 4, 4, 255),
                                          pygame.transform.rotate(under.copy(), 180))
        bare.invert()                              # not bare felt: cards, plates, words
        things = pygame.Surface(clipped.size, pygame.SRCALPHA, 32)
        bare.to_surface(things, setsurface=turned.convert_alpha(things),
                        unsetcolor=(0, 0, 0, 0))
        surface.blit(under, clipped)
        surface.blit(things, clipped)


class Cocktail:
    """Turns the top seat's rows of each drawn table frame (rows and bare felt kept for the
    layout they were made for)."""

    def __init__(self):
        self.layout = None
        self.rows: list[Rect] = []
        self.felt: pygame.Surface | None = None

    def apply(self, surface: pygame.Surface, layout, felt_colour=None) -> None:
        if layout is not self.layout:
            from game.ui.table.hud import render_background
            self.layout, self.rows = layout, top_rows(layout)
            self.felt = render_background(layout, parts=False, felt_colour=felt_colour)
        turn_rows(surface, self.rows, self.felt)
