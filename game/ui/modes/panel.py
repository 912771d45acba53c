"""The tutorial's words on the table: a panel with the step's title and how to skip on one
line (how to skip on a line of its own when both do not fit), then what to do (wrapped to fit,
never a word alone on the last line), sized to its words and placed in the widest strip of
felt clear of every card (between the teacher's cards and the centre piles, or between the
California rows), clear of the messages the learner reads too where the words fit so (over
the teacher's message above California's band, not the band's "1 pile open: cover!"); where no strip is tall enough, at a little smaller size (a sixth at most:
the words stay as readable as the other steps'), and else over the top seat's half (the
teacher's cards matter least). The panel is opaque: a table message it lies over (the band's
"GO!", "1 pile open: cover!") never shows through its words."""
from dataclasses import dataclass

import pygame

from game.ui.palette import DIM, GOLD, WHITE
from game.ui.text import wrap

PANEL = (8, 28, 18)         # the panel's colour, opaque
SMALLEST = 14               # the panel's words shrink to fit a strip, never below this
FREE = ("band", "notice", "boards")     # rects the panel may lie over (messages too)


@dataclass
class Panel:
    rect: pygame.Rect
    unit: int
    lines: list
    split: bool = False     # how to skip on a line of its own, under the title


def foot_px(text, unit: int) -> int:
    """How to skip, under or beside the title: two thirds of the words' size, never under
    the window's floor."""
    return text.readable(max(10, unit * 2 // 3))


def header_splits(text, unit: int, width: int, title: str, footer: str) -> bool:
    """Do the title and how to skip, each at its size, not fit on one line of the panel?"""
    room = width - 3 * unit
    foot = text.font(foot_px(text, unit)).size(footer)[0]
    return text.font(unit, True).size(title)[0] + foot > room


def body_lines(font, body: str, width: int) -> list[str]:
    """`body` wrapped to `width`, a last line of one word joined by the word before it."""
    lines = wrap(font, body, width)
    if len(lines) > 1 and " " not in lines[-1] and " " in lines[-2]:
        head, moved = lines[-2].rsplit(" ", 1)
        lines[-2:] = [head, f"{moved} {lines[-1]}"]
    return lines


def _height(text, unit: int, lines: list, split: bool = False) -> int:
    foot = text.font(foot_px(text, unit)).get_linesize() if split else 0
    return unit // 3 + text.font(unit, True).get_linesize() + foot + unit // 4 + \
        len(lines) * text.font(unit).get_linesize() + unit // 2


def shown_message(layout, name: str, rect) -> bool:
    """Is `rect` a message the learner reads: the band's ("GO!", "1 pile open: cover!"), or a
    seat's below it (the learner's own; the teacher's, above it, matter least)?"""
    return name == "band" or (name.endswith("message") and rect.top >= layout.band.top)


def free_strips(layout, left: int, right: int, messages_free: bool = True
                ) -> list[tuple[int, int]]:
    """(top, bottom) of each strip of the table, across x from `left` to `right`, that no card,
    count or plate crosses (the band, the notices and messages excepted; not `messages_free`:
    the messages the learner reads are not)."""
    taken = sorted((r.top, r.bottom) for name, r in layout.named_rects()
                   if (name not in FREE and not name.endswith("message") or
                       not messages_free and shown_message(layout, name, r)) and
                   r.width and r.right > left and r.left < right)
    strips, y = [], 0
    for top, bottom in taken:
        if top > y:
            strips.append((y, top))
        y = max(y, bottom)
    return strips + ([(y, layout.size[1])] if y < layout.size[1] else [])


def least_unit(size, base: int) -> int:
    """How far the words may shrink to lie on bare felt: a sixth of their size, never below
    SMALLEST (more lines over the teacher's half read better than words shrunk: Spit's slap
    step at 1280×720 was drawn at 10 px, pt_BR's misplay step at 800×600 at the smallest)."""
    return min(base, max(SMALLEST, base * 5 // 6))


def fit_panel(size, layout, text, body: str, title: str = "", footer: str = "") -> Panel:
    """Where the panel goes and at what size, for `body` under `title` and `footer`."""
    width, height = size
    rect_w, base = width * 8 // 10, max(12, height // 30)
    clear, strips = ([s for s in free_strips(layout, width // 10, width - width // 10, free)
                      if s[0] > 0 and s[1] < height and s[0] < height // 2]
                     for free in (False, True))
    for unit in range(base, least_unit(size, base) - 1, -1):
        lines = body_lines(text.font(unit), body, rect_w - 2 * unit)
        split = header_splits(text, unit, rect_w, title, footer)
        need = _height(text, unit, lines, split)
        fits = [s for s in clear if s[1] - s[0] >= need + 8] or \
            [s for s in strips if s[1] - s[0] >= need + 8]
        if fits:
            top, bottom = max(fits, key=lambda s: s[1] - s[0])
            return Panel(pygame.Rect(width // 10, (top + bottom - need) // 2, rect_w, need),
                         unit, lines, split)
    lines = body_lines(text.font(base), body, rect_w - 2 * base)
    split = header_splits(text, base, rect_w, title, footer)
    need = _height(text, base, lines, split)
    centre_top = min((r.top for r in layout.centres), default=layout.band.top)
    y = max(4, min(centre_top - need - 6, height // 2 - need))
    return Panel(pygame.Rect(width // 10, y, rect_w, need), base, lines, split)


def draw_panel(surface, text, panel: Panel, title: str, footer: str) -> pygame.Rect:
    """The panel; the rectangle drawn."""
    rect, unit = panel.rect, panel.unit
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (*PANEL, 255), shade.get_rect(), border_radius=unit // 2)
    surface.blit(shade, rect)
    pygame.draw.rect(surface, GOLD, rect, width=2, border_radius=unit // 2)
    y = rect.top + unit // 3
    room = rect.width - 2 * unit
    foot = text.render(footer, foot_px(text, unit), DIM)      # one line, never wrapped
    head = text.fit(title, unit, room if panel.split else room - unit - foot.get_width(),
                    GOLD, bold=True)
    surface.blit(head, (rect.left + unit, y))
    y += text.font(unit, True).get_linesize()
    if panel.split:
        surface.blit(foot, foot.get_rect(topright=(rect.right - unit, y)))
        y += text.font(foot_px(text, unit)).get_linesize()
    else:
        surface.blit(foot, foot.get_rect(midright=(rect.right - unit,
                                                   rect.top + unit // 3 + head.get_height() // 2)))
    y += unit // 4
    for line in panel.lines:
        surface.blit(text.render(line, unit, WHITE), (rect.left + unit, y))
        y += text.font(unit).get_linesize()
    return rect
