"""The tutorial's words on the table: a panel with the step's title and how to skip on one
line, then what to do (wrapped to fit), sized to its words and placed in the widest strip of
felt clear of every card (between the teacher's cards and the centre piles, or between the
California rows); where no strip is tall enough, at a smaller size, and else over the top
seat's half (the teacher's cards matter least)."""
from dataclasses import dataclass

import pygame

from game.ui.palette import DIM, GOLD, WHITE
from game.ui.text import READABLE_PX, min_text_px, wrap

SMALLEST = 14               # the panel's words shrink to fit a strip, never below this
FREE = ("band", "notice", "boards")     # rects the panel may lie over (messages too)


@dataclass
class Panel:
    rect: pygame.Rect
    unit: int
    lines: list


def _height(text, unit: int, lines: list) -> int:
    return unit // 3 + text.font(unit, True).get_linesize() + unit // 4 + \
        len(lines) * text.font(unit).get_linesize() + unit // 2


def free_strips(layout, left: int, right: int) -> list[tuple[int, int]]:
    """(top, bottom) of each strip of the table, across x from `left` to `right`, that no card,
    count or plate crosses (the band, the notices and messages excepted)."""
    taken = sorted((r.top, r.bottom) for name, r in layout.named_rects()
                   if name not in FREE and not name.endswith("message") and r.width and
                   r.right > left and r.left < right)
    strips, y = [], 0
    for top, bottom in taken:
        if top > y:
            strips.append((y, top))
        y = max(y, bottom)
    return strips + ([(y, layout.size[1])] if y < layout.size[1] else [])


def least_unit(size, base: int) -> int:
    """How far the words may shrink to lie on bare felt: to SMALLEST; in a window smaller than
    1280×720, whose text floor is already scaled down, only to four fifths of their size (more
    lines over the teacher's half read better than words shrunk twice: pt_BR's misplay step at
    800×600)."""
    if min_text_px(size) >= READABLE_PX:
        return min(base, SMALLEST)
    return min(base, max(SMALLEST, base * 4 // 5))


def fit_panel(size, layout, text, body: str) -> Panel:
    """Where the panel goes and at what size, for `body`."""
    width, height = size
    rect_w, base = width * 8 // 10, max(12, height // 30)
    strips = [s for s in free_strips(layout, width // 10, width - width // 10)
              if s[0] > 0 and s[1] < height and s[0] < height // 2]
    for unit in range(base, least_unit(size, base) - 1, -1):
        lines = wrap(text.font(unit), body, rect_w - 2 * unit)
        need = _height(text, unit, lines)
        fits = [s for s in strips if s[1] - s[0] >= need + 8]
        if fits:
            top, bottom = max(fits, key=lambda s: s[1] - s[0])
            return Panel(pygame.Rect(width // 10, (top + bottom - need) // 2, rect_w, need),
                         unit, lines)
    lines = wrap(text.font(base), body, rect_w - 2 * base)
    need = _height(text, base, lines)
    centre_top = min((r.top for r in layout.centres), default=layout.band.top)
    y = max(4, min(centre_top - need - 6, height // 2 - need))
    return Panel(pygame.Rect(width // 10, y, rect_w, need), base, lines)


def draw_panel(surface, text, panel: Panel, title: str, footer: str) -> pygame.Rect:
    """The panel; the rectangle drawn."""
    rect, unit = panel.rect, panel.unit
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (8, 28, 18, 232), shade.get_rect(), border_radius=unit // 2)
    surface.blit(shade, rect)
    pygame.draw.rect(surface, GOLD, rect, width=2, border_radius=unit // 2)
    y = rect.top + unit // 3
    foot = text.fit(footer, max(10, unit * 2 // 3), rect.width // 3, DIM)
    head = text.fit(title, unit, rect.width - 3 * unit - foot.get_width(), GOLD, bold=True)
    surface.blit(head, (rect.left + unit, y))
    surface.blit(foot, foot.get_rect(midright=(rect.right - unit, y + head.get_height() // 2)))
    y += text.font(unit, True).get_linesize() + unit // 4
    for line in panel.lines:
        surface.blit(text.render(line, unit, WHITE), (rect.left + unit, y))
        y += text.font(unit).get_linesize()
    return rect
