"""A gamepad: d-pad, face buttons, shoulders and Start, each marked with what it does (the pad
kind's picture)."""
import pygame

from game.i18n import _
from game.input.pad_family import FAMILY_NAMES, XBOX, button_label
from game.ui.devices.parts import BODY, PLAYER_COLOURS, bound, cap, legend, summary

FACE = {"y": (0, -1), "x": (-1, 0), "b": (1, 0), "a": (0, 1)}
DPAD = {"dpup": (0, -1), "dpleft": (-1, 0), "dpright": (1, 0), "dpdown": (0, 1)}


def draw_pad(surface, text, rect: pygame.Rect, profile, unit: int,
             family: str = XBOX) -> list[pygame.Rect]:
    """The pad of `profile` in `rect`, its buttons named as a pad of `family` (pad_family.py)
    names them; returns the buttons drawn."""
    w = max(40, min(rect.width * 4 // 5, int((rect.height - unit * 7) / 0.85)))
    body = pygame.Rect(0, 0, w, int(w * 0.52))
    body.midtop = (rect.centerx, rect.top + w // 8)
    pygame.draw.rect(surface, BODY, body, border_radius=body.height // 3)
    for grip_x in (body.left + w // 5, body.right - w // 5):
        pygame.draw.circle(surface, BODY, (grip_x, body.bottom - w // 30), w // 7)
    button = max(10, w // 9)
    colour = PLAYER_COLOURS[1]
    drawn = []
    for name, (dx, dy) in DPAD.items():
        box = pygame.Rect(0, 0, button, button)
        box.center = (body.left + w * 23 // 100 + dx * button, body.centery + dy * button)
        drawn.append(_button(surface, text, box, profile, name, "", colour))
    for name, (dx, dy) in FACE.items():
        box = pygame.Rect(0, 0, button, button)
        box.center = (body.right - w * 23 // 100 + dx * button, body.centery + dy * button)
        label = button_label(family, name)
        drawn.append(_button(surface, text, box, profile, name, label, colour, True))
        if bound(profile, name):                # the action inside: the pad's label outside
            mark = text.fit(label, max(9, button * 2 // 3), button, (235, 240, 235), True)
            surface.blit(mark, mark.get_rect(center=(box.centerx + dx * button,
                                                     box.centery + dy * button)))
    for name, x in (("leftshoulder", body.left + w // 5), ("rightshoulder", body.right - w // 5)):
        box = pygame.Rect(0, 0, int(button * 1.8), int(button * 0.8))
        box.midbottom = (x, body.top - 2)
        drawn.append(_button(surface, text, box, profile, name, button_label(family, name),
                             colour))
    for name, dx in (("back", -1), ("start", 1)):
        box = pygame.Rect(0, 0, int(button * 1.2), int(button * 0.6))
        box.center = (body.centerx + dx * int(button * 0.75), body.top + body.height // 4)
        drawn.append(_button(surface, text, box, profile, name, button_label(family, name),
                             colour))
    legend(surface, text, pygame.Rect(rect.left, body.bottom + w // 8, rect.width,
                                      rect.bottom - body.bottom - w // 8),
           [(summary(profile, family), colour)], unit)
    return drawn


def _button(surface, text, box, profile, name, letters, colour, round_=False) -> pygame.Rect:
    label = bound(profile, name)
    return cap(surface, text, box, label or letters, letters if label else "",
               colour if label else None, round_)


def help_pictures(layouts, family: str) -> list:
    """The help screen's pad, named as a pad of `family` (key, title, layouts, draw, tab)."""
    pads = list(layouts)[:1]
    if not pads:
        return []
    named = _(FAMILY_NAMES[family])
    return [("pad", _("Gamepad: {family} (one each)").format(family=named), pads,
             lambda surface, text, rect, profiles, unit: draw_pad(surface, text, rect,
                                                                  profiles[0], unit,
                                                                  family=family),
             _("Gamepad: {family}").format(family=named))]


def draw_map(surface, text, rect: pygame.Rect, layouts, unit: int, family: str) -> None:
    """One pad's map on Controls, named as its family names its buttons."""
    draw_pad(surface, text, rect, layouts[0], unit, family=family or XBOX)
