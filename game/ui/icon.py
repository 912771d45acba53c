"""The window's own identity: its class name (for task bars and window rules) and its icon, a
felt square with two fanned cards, drawn here so no image file is needed; its title."""
import os

import pygame

from game.i18n import _

WM_CLASS = "speed"
FELT, EDGE = (22, 96, 58), (255, 210, 80)
RED, BLACK, CARD = (200, 30, 40), (25, 25, 30), (250, 250, 245)


def window_title() -> str:
    """The window's title, in the player's language."""
    return _("Speed: the card race")


def name_window() -> None:
    """The class name X11 and Wayland show, set before pygame.init (importing pygame sets it
    to the script's name, `__main__.py` for `python -m game`, so it is replaced, not defaulted)."""
    os.environ["SDL_VIDEO_X11_WMCLASS"] = WM_CLASS
    os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] = WM_CLASS


def make_icon(size: int = 64) -> pygame.Surface:
    """Felt with a gold rim, a black ace behind a red one, tilted apart."""
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.rect(icon, FELT, icon.get_rect(), border_radius=size // 5)
    pygame.draw.rect(icon, EDGE, icon.get_rect(), width=max(2, size // 20),
                     border_radius=size // 5)
    for colour, angle, dx in ((BLACK, 14, -size // 9), (RED, -10, size // 9)):
        card = _card(size, colour)
        turned = pygame.transform.rotate(card, angle)
        icon.blit(turned, turned.get_rect(center=(size // 2 + dx, size // 2)))
    return icon


def _card(size: int, colour) -> pygame.Surface:
    """A card face, 0.45 × 0.65 of the icon: a rounded white card with a big suit mark."""
    w, h = int(size * 0.45), int(size * 0.65)
    card = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(card, CARD, card.get_rect(), border_radius=max(2, w // 8))
    pygame.draw.rect(card, (120, 120, 120), card.get_rect(), width=1, border_radius=max(2, w // 8))
    cx, cy, r = w // 2, h // 2, w // 4
    if colour == RED:                           # a heart: two circles and a point
        pygame.draw.circle(card, colour, (cx - r // 2, cy - r // 3), r // 2 + 1)
        pygame.draw.circle(card, colour, (cx + r // 2, cy - r // 3), r // 2 + 1)
        pygame.draw.polygon(card, colour, [(cx - r, cy - r // 4), (cx + r, cy - r // 4),
                                           (cx, cy + r)])
    else:                                       # a spade: a point, two circles and a stem
        pygame.draw.polygon(card, colour, [(cx, cy - r), (cx - r, cy + r // 4),
                                           (cx + r, cy + r // 4)])
        pygame.draw.circle(card, colour, (cx - r // 2, cy + r // 4), r // 2 + 1)
        pygame.draw.circle(card, colour, (cx + r // 2, cy + r // 4), r // 2 + 1)
        pygame.draw.polygon(card, colour, [(cx, cy), (cx - r // 2, cy + r), (cx + r // 2,
                                                                            cy + r)])
    return card


def set_icon() -> None:
    """Give the window the icon (before the window opens, as SDL wants)."""
    pygame.display.set_icon(make_icon())
