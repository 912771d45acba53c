"""A menu in pages: a row of tabs, then each entry as a label on the left and its value on the
right, sized so a page always fits the window (no scrolling). The tabs are the menu's first
item, so Left/Right on them turn the page with any device, and a click on a tab goes there."""
import pygame

from game.i18n import N_, _
from game.ui.menu import draw_page
from game.ui.palette import DIM, GOLD, PANEL, WHITE

HINT = N_("Up/Down choose   Left/Right change   Enter or A select   Esc or B back")


def draw_paged(surface, text, menu, pages: list[str], page: int) -> dict:
    """Draw `menu` (item 0: the tabs) on felt; returns the rectangles drawn, for tests."""
    width, height = surface.get_size()
    unit, top = draw_page(surface, text, menu.title, wide=48, tall=30, big=2.2)
    menu.rects = {}
    tabs = _tabs(surface, text, menu, pages, page, unit, top)
    scale = getattr(text, "scale", 1.0)                 # the text size (ui/text.py)
    notes = [text.fit(line, unit, width - 2 * unit, DIM)
             for line in (menu.items[menu.selected].help, _(HINT)) if line]
    bottom = height - unit * 2 - sum(n.get_height() + unit // 2 for n in notes)
    rows = len(menu.items) - 1
    row = max(unit, min(int(unit * 1.9 * scale), (bottom - tabs.bottom - unit) // max(1, rows)))
    panel = pygame.Rect(width // 8, tabs.bottom + unit // 2, width * 3 // 4, row * rows)
    pygame.draw.rect(surface, PANEL, panel.inflate(unit, unit // 2), border_radius=unit // 2)
    size = min(int(unit * 1.1), int(row * 0.62 / scale))
    for n, item in enumerate(menu.items[1:], start=1):
        rect = pygame.Rect(panel.left, panel.top + (n - 1) * row, panel.width, row)
        _row(surface, text, menu, n, item, rect, size)
    y = height - unit
    for note in notes:                  # the help line at the bottom, the keys above it
        y = surface.blit(note, note.get_rect(midbottom=(width // 2, y))).top - unit // 2
    return {"tabs": tabs, "panel": panel, "row": row, "notes": y + unit // 2}


def _tabs(surface, text, menu, pages, page, unit, top) -> pygame.Rect:
    """The page names in a row, the current one boxed; the whole row is menu item 0."""
    chosen = menu.selected == 0
    shown = [text.render(name, unit, GOLD if i == page else WHITE, bold=i == page)
             for i, name in enumerate(pages)]
    gap = unit * 2
    total = sum(s.get_width() for s in shown) + gap * (len(shown) - 1)
    x = (surface.get_width() - total) // 2
    menu.choices_at[0] = []
    row = pygame.Rect(x - unit, top, total + 2 * unit,
                      int(unit * 1.8 * getattr(text, "scale", 1.0)))
    for i, label in enumerate(shown):
        box = label.get_rect(midleft=(x, row.centery))
        if i == page:
            pygame.draw.rect(surface, GOLD if chosen else DIM, box.inflate(unit, unit // 2),
                             width=2, border_radius=unit // 3)
        surface.blit(label, box)
        menu.choices_at[0].append(box.inflate(gap // 2, unit // 2))    # a click opens that tab
        x += label.get_width() + gap
    menu.rects[0] = row
    if chosen:
        arrows = text.render("◂  ▸", unit, GOLD)
        surface.blit(arrows, arrows.get_rect(midleft=(row.right, row.centery)))
    return row


def _row(surface, text, menu, index: int, item, rect: pygame.Rect, size: int) -> None:
    """One entry: its label on the left, its value (or nothing, for an action) on the right."""
    chosen = index == menu.selected
    colour = GOLD if chosen else WHITE
    if chosen:
        pygame.draw.rect(surface, (30, 80, 50), rect, border_radius=size // 3)
    pad = size // 2
    label = text.fit(("▸ " if chosen else "") + item.label, size, rect.width * 11 // 20, colour,
                     bold=chosen)
    surface.blit(label, label.get_rect(midleft=(rect.left + pad, rect.centery)))
    if item.values:
        value = item.show(item.value)
        value = f"◂ {value} ▸" if chosen else value
        shown = text.fit(value, size, rect.width * 9 // 20 - pad, colour, bold=chosen)
        surface.blit(shown, shown.get_rect(midright=(rect.right - pad, rect.centery)))
    menu.rects[index] = rect
