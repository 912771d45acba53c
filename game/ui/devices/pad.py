"""A gamepad: d-pad, face buttons, shoulders and Start, each marked with what it does."""
import pygame

from game.ui.devices.parts import BODY, PLAYER_COLOURS, bound, cap, legend, summary

FACE = {"y": (0, -1), "x": (-1, 0), "b": (1, 0), "a": (0, 1)}
DPAD = {"dpup": (0, -1), "dpleft": (-1, 0), "dpright": (1, 0), "dpdown": (0, 1)}


def draw_pad(surface, text, rect: pygame.Rect, profile, unit: int) -> list[pygame.Rect]:
    """The pad of `profile` in `rect`; returns the buttons drawn."""
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
        drawn.append(_button(surface, text, box, profile, name, name.upper(), colour, True))
    for name, x, letters in (("leftshoulder", body.left + w // 5, "LB"),
                             ("rightshoulder", body.right - w // 5, "RB")):
        box = pygame.Rect(0, 0, int(button * 1.8), int(button * 0.8))
        box.midbottom = (x, body.top - 2)
        drawn.append(_button(surface, text, box, profile, name, letters, colour))
    for name, dx, letters in (("back", -1, "Back"), ("start", 1, "Start")):
        box = pygame.Rect(0, 0, int(button * 1.2), int(button * 0.6))
        box.center = (body.centerx + dx * int(button * 0.75), body.top + body.height // 4)
        drawn.append(_button(surface, text, box, profile, name, letters, colour))
    legend(surface, text, pygame.Rect(rect.left, body.bottom + w // 8, rect.width,
                                      rect.bottom - body.bottom - w // 8),
           [(summary(profile), colour)], unit)
    return drawn


def _button(surface, text, box, profile, name, letters, colour, round_=False) -> pygame.Rect:
    label = bound(profile, name)
    return cap(surface, text, box, label or letters, letters if label else "",
               colour if label else None, round_)
