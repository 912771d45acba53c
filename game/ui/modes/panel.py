"""The tutorial's words on the table: a panel with the step's title, what to do (wrapped to
fit), and how to skip, clear of the cards it talks about."""
import pygame

from game.ui.palette import DIM, GOLD, WHITE


def wrap(text, words: str, size: int, width: int) -> list[str]:
    """`words` broken into lines that fit `width` at font `size`."""
    font, lines, line = text.font(size), [], ""
    for word in words.split():
        trial = f"{line} {word}".strip()
        if line and font.size(trial)[0] > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return lines + ([line] if line else [])


def panel_rect(size, layout) -> pygame.Rect:
    """Between the top seat's cards and the centre piles when there is room, else over the top
    seat's half (the teacher's cards matter least)."""
    width, height = size
    top = layout.seats[1] if len(layout.seats) > 1 else None
    top_cards = min(r.bottom for r in top.hand or [top.plate]) if top else 0
    centre_top = min((r.top for r in layout.centres), default=layout.band.top)
    gap = centre_top - top_cards
    rect_h = height // 6
    y = top_cards + (gap - rect_h) // 2 if gap >= rect_h else max(0, centre_top - rect_h - 6)
    return pygame.Rect(width // 10, y, width * 8 // 10, rect_h)


def draw_panel(surface, text, rect, title: str, body: str, footer: str) -> pygame.Rect:
    """The panel at `rect`; the rectangle drawn."""
    unit = max(12, min(rect.height // 6, surface.get_height() // 30))
    box = surface.subsurface(rect)
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (8, 28, 18, 232), shade.get_rect(), border_radius=unit // 2)
    box.blit(shade, (0, 0))
    pygame.draw.rect(surface, GOLD, rect, width=2, border_radius=unit // 2)
    y = rect.top + unit // 3
    head = text.render(title, unit, GOLD, bold=True)
    surface.blit(head, (rect.left + unit, y))
    y += head.get_height() + unit // 4
    size = unit
    lines = wrap(text, body, size, rect.width - 2 * unit)
    while size > 10 and y + len(lines) * text.font(size).get_linesize() > \
            rect.bottom - unit * 1.3:
        size -= 1
        lines = wrap(text, body, size, rect.width - 2 * unit)
    for line in lines:
        shown = text.render(line, size, WHITE)
        surface.blit(shown, (rect.left + unit, y))
        y += text.font(size).get_linesize()
    foot = text.fit(footer, max(10, unit * 2 // 3), rect.width - 2 * unit, DIM)
    surface.blit(foot, foot.get_rect(bottomright=(rect.right - unit, rect.bottom - unit // 4)))
    return rect
