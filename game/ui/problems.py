"""The list of problems found in the player's files at start-up, readable on screen.

Every problem is also printed to the terminal (`report`); on screen a panel lists them, each on
its own line (the file's folder left out), until any key, button or click closes it.
"""
import sys
from pathlib import Path

import pygame

from game.i18n import _, ngettext
from game.later import shown
from game.ui.palette import GOLD, WHITE

SHOW_S = 60.0                 # closes by itself after this long (an unattended cabinet)
BACK = (10, 20, 14, 235)
EDGE = (255, 210, 80)


def report(problems: list[str], out=None) -> None:
    """Print each problem to the terminal as one `speed: …` line, in the player's language."""
    out = out or sys.stderr
    for problem in problems:
        print(f"speed: {shown(problem)}", file=out)


def short(problem: str) -> str:
    """The problem with the file named by its name only ("settings.toml:4: …")."""
    head, sep, rest = problem.partition(": ") if problem.startswith("bindings: ") else \
        ("", "", problem)
    path, colon, tail = rest.partition(":")
    if colon and ("/" in path or "\\" in path):
        rest = Path(path).name + colon + tail
    return rest


class ProblemList:
    """The start-up problems as a closable panel (each said in the language in use when drawn)."""

    def __init__(self, problems: list[str], now_s: float = 0.0):
        self.problems = list(problems)
        self.until = now_s + SHOW_S if problems else 0.0
        self.started = now_s

    @property
    def shown(self) -> bool:
        return bool(self.problems) and self.until > 0.0

    def dismiss(self) -> bool:
        """Close the panel (the press that closed it still does what it does); True when it
        was open."""
        was = self.shown
        self.until = 0.0
        return was

    def draw(self, surface, text, now_s: float) -> None:
        """The panel across the top of the screen."""
        if not self.shown:
            return
        if now_s > self.until and self.until > self.started:
            self.until = 0.0
            return
        width, height = surface.get_size()
        unit = max(14, min(width // 48, height // 30))
        lines = self._lines(height, unit)
        shown = [text.fit(t, size, width - 3 * unit, colour) for t, size, colour in lines]
        panel = pygame.Rect(unit, unit, width - 2 * unit,
                            sum(s.get_height() + unit // 3 for s in shown) + unit)
        back = pygame.Surface(panel.size, pygame.SRCALPHA)
        back.fill(BACK)
        surface.blit(back, panel)
        pygame.draw.rect(surface, EDGE, panel, 2, border_radius=6)
        y = panel.top + unit // 2
        for line in shown:
            surface.blit(line, (panel.left + unit // 2, y))
            y += line.get_height() + unit // 3

    def _lines(self, height: int, unit: int) -> list[tuple[str, int, tuple]]:
        """(text, size, colour) of the heading, as many problems as fit, and the way out."""
        count = len(self.problems)
        room = max(1, (height - 6 * unit) // (unit + unit // 3) - 3)
        items = self.problems if count <= room else self.problems[:room - 1]
        lines = [(ngettext("{n} problem in your settings files: the defaults are used for these",
                           "{n} problems in your settings files: the defaults are used for these",
                           count).format(n=count), int(unit * 1.1), GOLD)]
        lines += [(f"•  {short(shown(p))}", unit, WHITE) for p in items]
        if len(items) < count:
            left = count - len(items)
            lines.append((ngettext("… and {n} more (all of them are in the terminal)",
                                   "… and {n} more (all of them are in the terminal)",
                                   left).format(n=left), unit, WHITE))
        lines.append((_("Press any key or button, or click, to close"), unit, GOLD))
        return lines
