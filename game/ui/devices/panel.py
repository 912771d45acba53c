"""An arcade panel: five card buttons, two aim buttons and the slap pad, each labelled (the
serial board kind's picture)."""
import pygame

from game.i18n import _
from game.ui.devices.parts import (BODY, PLAYER_COLOURS, bound, cap, control_label, legend,
                                   summary)
from game.ui.layout_words import layout_label


def draw_panel(surface, text, rect: pygame.Rect, players, unit: int) -> list[pygame.Rect]:
    """The panel of player 1 (and the other half's profile named below); returns the buttons."""
    profile = players[0]
    w = min(rect.width, int(rect.height * 1.6))
    body = pygame.Rect(0, 0, w, int(w * 0.5))
    body.midtop = (rect.centerx, rect.top)
    pygame.draw.rect(surface, BODY, body, border_radius=w // 20)
    button = max(10, w // 9)
    colour = PLAYER_COLOURS[0]
    drawn = []
    controls = {profile.actions.get(a, ("",))[0]: a for a in profile.actions}
    cards = [profile.actions.get(f"slot{n}", ("",))[0] for n in range(1, 6)]
    aims = [profile.actions.get(a, ("",))[0] for a in ("aim_left", "aim_right")]
    for n, control in enumerate(cards):
        box = pygame.Rect(body.left + w // 16 + n * int(button * 1.2), body.bottom - button * 2,
                          button, button)
        drawn.append(_button(surface, text, box, profile, control, colour))
    for n, control in enumerate(aims):
        box = pygame.Rect(body.left + w // 16 + int(button * (1.2 + n * 2.4)),
                          body.top + button // 2, button, button)
        drawn.append(_button(surface, text, box, profile, control, colour))
    slap = pygame.Rect(0, 0, int(button * 2.2), int(button * 2.2))
    slap.center = (body.right - int(button * 1.6), body.centery)
    hit = next((c for c, a in controls.items() if a in ("hit", "slap")), "slap")
    drawn.append(_button(surface, text, slap, profile, hit, colour))
    lines = [([f"{layout_label(p.label) if p.label else p.name}:"] + summary(p), PLAYER_COLOURS[i % 2])
             for i, p in enumerate(players)]
    legend(surface, text, pygame.Rect(rect.left, body.bottom + unit // 2, rect.width,
                                      rect.bottom - body.bottom - unit // 2), lines, unit)
    return drawn


def _button(surface, text, box, profile, control, colour) -> pygame.Rect:
    label, mark = bound(profile, control), control_label(profile, control)
    return cap(surface, text, box, label or mark, mark if label else "",
               colour if label else None, round_=True)


def help_pictures(layouts, family: str) -> list:
    """The help screen's panel: player 1's half, player 2's named below it."""
    panels = list(layouts)[:2]
    title = _("Arcade panel")
    return [("panel", title, panels, draw_panel, title)] if panels else []


def draw_map(surface, text, rect: pygame.Rect, layouts, unit: int, family: str) -> None:
    """One half's map on Controls, the other half named below it."""
    draw_panel(surface, text, rect, layouts, unit)
