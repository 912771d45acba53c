"""Any device as a row of its bound controls, each labelled with what it does: the picture of a
kind without one of its own (`Kind.picture = "buttons"`), titled by its layout's label."""
import pygame

from game.input.kinds import kind_named
from game.ui.devices.parts import BODY, PLAYER_COLOURS, bound, cap, legend, summary
from game.ui.layout_words import layout_label


def draw_buttons(surface, text, rect: pygame.Rect, players, unit: int) -> list[pygame.Rect]:
    """The first layout's bound controls in a row, its legend below; returns the buttons."""
    profile = players[0]
    kind = kind_named(profile.device)
    controls = list(dict.fromkeys(c for bound_ in profile.actions.values() for c in bound_))
    button = max(10, min(rect.width // (len(controls) * 3 // 2 + 1), rect.height // 4))
    body = pygame.Rect(rect.left, rect.top, rect.width, button * 2)
    pygame.draw.rect(surface, BODY, body, border_radius=button // 2)
    colour, drawn = PLAYER_COLOURS[0], []
    for n, control in enumerate(controls):
        box = pygame.Rect(0, 0, button, button)
        box.center = (body.left + button + n * button * 3 // 2, body.centery)
        label = kind.label(control) if kind else control.upper()
        drawn.append(cap(surface, text, box, bound(profile, control) or label, label, colour,
                         round_=True))
    legend(surface, text, pygame.Rect(rect.left, body.bottom + unit // 2, rect.width,
                                      rect.bottom - body.bottom - unit // 2),
           [(summary(profile), colour)], unit)
    return drawn


def help_pictures(layouts, family: str) -> list:
    """The help screen's tab: its first layout, titled by its label."""
    first = list(layouts)[:1]
    if not first:
        return []
    title = layout_label(first[0].label) if first[0].label else first[0].name
    return [(first[0].device, title, first, draw_buttons, title)]


def draw_map(surface, text, rect: pygame.Rect, layouts, unit: int, family: str) -> None:
    """One layout's map on Controls."""
    draw_buttons(surface, text, rect, layouts, unit)
