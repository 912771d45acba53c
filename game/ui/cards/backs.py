"""Card back designs, drawn by code: each a pattern over the back's inner panel in its two
colours. `BACKS` names them (the player's choice in Options → Table, kept in the settings or
per player); each label is marked for translation and shown as `_(label)`."""
from dataclasses import dataclass
from typing import Callable

import pygame

from game.i18n import N_


def _lattice(pattern: pygame.Surface, light, unit: float) -> None:
    step, line = max(4, round(unit * 0.085)), max(1, round(unit * 0.012))
    w, h = pattern.get_size()
    for d in range(-(w + h), w + h, step):
        pygame.draw.line(pattern, light, (d, 0), (d + h, h), line)
        pygame.draw.line(pattern, light, (d + h, 0), (d, h), line)


def _stripes(pattern: pygame.Surface, light, unit: float) -> None:
    step, line = max(4, round(unit * 0.07)), max(1, round(unit * 0.025))
    w, h = pattern.get_size()
    for d in range(-(w + h), w + h, step):
        pygame.draw.line(pattern, light, (d, 0), (d + h, h), line)


def _dots(pattern: pygame.Surface, light, unit: float) -> None:
    step, radius = max(4, round(unit * 0.09)), max(1, round(unit * 0.02))
    w, h = pattern.get_size()
    for row, y in enumerate(range(step // 2, h, step)):
        for x in range(step // 2 + (step // 2 if row % 2 else 0), w, step):
            pygame.draw.circle(pattern, light, (x, y), radius)


def _checks(pattern: pygame.Surface, light, unit: float) -> None:
    step = max(4, round(unit * 0.1))
    w, h = pattern.get_size()
    for row, y in enumerate(range(0, h, step)):
        for col, x in enumerate(range(0, w, step)):
            if (row + col) % 2:
                pygame.draw.rect(pattern, light, (x, y, step, step))


def _waves(pattern: pygame.Surface, light, unit: float) -> None:
    step, line = max(4, round(unit * 0.08)), max(1, round(unit * 0.014))
    w, h = pattern.get_size()
    for y in range(-step, h + step, step):
        points = [(x, y + round(step * 0.3 * ((x // max(1, step // 2)) % 2))) for x in
                  range(0, w + step, max(1, step // 2))]
        pygame.draw.lines(pattern, light, False, points, line)


@dataclass(frozen=True)
class Back:
    label: str                      # marked with N_, shown as _(label)
    colours: tuple                  # (dark, light) of the first deck
    second: tuple                   # (dark, light) of the second deck (two-deck games)
    draw: Callable


BACKS = {
    "classic": Back(N_("Red lattice"), ((150, 24, 40), (196, 70, 80)),
                    ((24, 58, 140), (70, 110, 196)), _lattice),
    "navy": Back(N_("Navy stripes"), ((20, 36, 90), (60, 90, 170)),
                 ((120, 30, 30), (190, 80, 70)), _stripes),
    "forest": Back(N_("Green dots"), ((20, 80, 45), (90, 160, 100)),
                   ((110, 40, 120), (170, 100, 180)), _dots),
    "checks": Back(N_("Black checks"), ((30, 30, 34), (80, 80, 90)),
                   ((150, 24, 40), (196, 70, 80)), _checks),
    "plum": Back(N_("Plum waves"), ((90, 30, 100), (160, 90, 170)),
                 ((20, 80, 45), (90, 160, 100)), _waves),
}
