"""Reaction times: how long each player took from a card becoming playable to playing it."""
import pygame

from game.i18n import _
from game.ui.charts.plot import (Plot, empty_note, number, rounded_up, seat_colour,
                                   seconds)

BIN_MS = 100.0
MAX_MS = 2000.0


def bins(times: list[float], bin_ms: float = BIN_MS, max_ms: float = MAX_MS) -> list[int]:
    """Counts per `bin_ms` bin from 0 to `max_ms`; slower times go into the last bin."""
    counts = [0] * int(max_ms / bin_ms)
    for t in times:
        counts[min(len(counts) - 1, int(max(0.0, t) / bin_ms))] += 1
    return counts


def draw_reactions(surface, text, rect: pygame.Rect, reactions: list[list[float]],
                   unit: int) -> Plot:
    """Side-by-side bars per 100 ms bin, a colour per player."""
    counts = [bins(times) for times in reactions]
    top = max([c for row in counts for c in row] or [0])
    height, step = rounded_up(float(max(top, 1)), float(max(top, 1)), whole=True)
    plot = Plot(rect, 0.0, MAX_MS, 0.0, height, unit, whole=True, y_step=step)
    plot.frame(surface, text, _("Reaction time (card playable → played)"), seconds, number)
    if top == 0:
        empty_note(surface, text, plot, _("No timed plays"))
        return plot
    seats = len(counts)
    for b in range(len(counts[0]) if counts else 0):
        left = plot.px(b * BIN_MS, 0)[0]
        right, base = plot.px((b + 1) * BIN_MS, 0)
        bar_w = max(1, (right - left - 1) // max(1, seats))
        for seat, row in enumerate(counts):
            if row[b]:
                y = plot.px(0, row[b])[1]
                bar = pygame.Rect(left + 1 + seat * bar_w, y, bar_w, max(1, base - y))
                pygame.draw.rect(surface, seat_colour(seat), bar)
    return plot
