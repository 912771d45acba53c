"""What a joined machine draws over the host's table (net_table.py), each on a dark pill or
band and returned as its rect so the table puts back what was under it: "Watching" or
"Playing on another machine's table" in the bottom left corner, the Leave button (and a
cabinet's credits) top right, "Ready…"/"Set…" across the middle, the host's pause, and the
lines saying what is wrong with a link."""
import pygame

from game.i18n import _
from game.ui.palette import GOLD, SOFT, WHITE

PILL = (12, 16, 14)                  # the dark pill under words laid over cards


def said_status(surface, text, watching: bool, layout, unit: int) -> pygame.Rect:
    """"Watching" or "Playing on another machine's table" in the table's bottom left
    corner, kept for the boards' badges a joined machine does not show (its rect)."""
    words = _("Watching") if watching else _("Playing on another machine's table")
    corner = layout.extra.get("boards") if layout is not None else None
    room = corner.width - unit if corner else surface.get_width() // 4
    shown = text.fit(words, unit, room, SOFT)
    at = shown.get_rect(bottomleft=(unit // 2 + 1, surface.get_height() - unit // 2))
    pill = pygame.draw.rect(surface, PILL, at.inflate(unit, unit // 3), border_radius=unit // 3)
    surface.blit(shown, at)
    return pill


def leave_button(surface, text, cabinet, unit: int) -> tuple[pygame.Rect, list]:
    """The Leave button top right, a cabinet's credits under it: (the words' rect, where the
    mouse leaves; every rect drawn)."""
    label = text.render(_("Leave"), unit, WHITE, bold=True)
    leave = label.get_rect(topright=(surface.get_width() - unit, unit // 2))
    button = pygame.draw.rect(surface, (40, 40, 40), leave.inflate(unit, unit // 2),
                              border_radius=unit // 3)
    surface.blit(label, leave)
    shown = [button]
    if cabinet.enabled:                       # a cabinet's credits, under the button
        credits = text.render(cabinet.banner(), unit, SOFT, bold=True)
        at = credits.get_rect(topright=(button.right - unit // 2, button.bottom + unit // 2))
        shown.append(pygame.draw.rect(surface, PILL, at.inflate(unit, unit // 3),
                                      border_radius=unit // 3))     # over a card: legible
        surface.blit(credits, at)
    return leave, shown


def middle_band(surface, text, words: str, colour, part: int) -> pygame.Rect:
    """`words` across the middle at a `part`th of the window's height ("Ready…")."""
    width, height = surface.get_size()
    shown = text.render(words, height // part, colour, bold=True)
    return surface.blit(shown, shown.get_rect(center=(width // 2, height // 2)))


def paused_band(surface, text, words: str) -> pygame.Rect:
    """The host's pause across the middle of the table, on a dark pill."""
    width, height = surface.get_size()
    unit = max(18, height // 18)
    shown = text.fit(words, unit, width * 8 // 10, GOLD, bold=True)
    box = shown.get_rect(center=(width // 2, height // 2))
    pill = box.inflate(unit, unit // 2)
    back = pygame.draw.rect(surface, PILL, pill, border_radius=pill.height // 3)
    pygame.draw.rect(surface, GOLD, pill, max(1, unit // 12), border_radius=pill.height // 3)
    surface.blit(shown, box)
    return back


def fault_line(surface, text, words: str, colour, n: int) -> pygame.Rect:
    """The `n`th line of what is wrong (or what to do), a third of the way down, on black."""
    width, height = surface.get_size()
    unit = max(16, height // 30)
    shown = text.fit(words, unit, width - 4 * unit, colour, bold=True)
    box = shown.get_rect(midtop=(width // 2, height // 3 + n * int(unit * 1.8)))
    back = pygame.draw.rect(surface, (0, 0, 0), box.inflate(unit, unit // 2),
                            border_radius=unit // 3)
    surface.blit(shown, box)
    return back
