"""Races won and lost by margin: for each player, wins above the line and losses below it."""
import pygame

from game.i18n import _
from game.ui.charts.plot import Plot, empty_note, number, rounded_up, seat_colour
from game.ui.palette import AXIS

EDGES = (0, 25, 50, 100, 200, 300)      # ms: the margin bins' edges


def margin_bins(margins, seat: int) -> tuple[list[int], list[int]]:
    """(won, lost) counts of `seat` per margin bin."""
    won, lost = [0] * (len(EDGES) - 1), [0] * (len(EDGES) - 1)
    for winner, loser, ms in margins:
        b = next((i for i in range(len(EDGES) - 1) if ms < EDGES[i + 1]), len(EDGES) - 2)
        if winner == seat:
            won[b] += 1
        elif loser == seat:
            lost[b] += 1
    return won, lost


def draw_races(surface, text, rect: pygame.Rect, margins, seats: int, unit: int) -> Plot:
    """Bars per margin bin: wins up, losses down (faded), a colour per player."""
    rows = [margin_bins(margins, s) for s in range(seats)]
    top = max([max(w + l) for w, l in rows] or [0])
    span, step = rounded_up(float(max(top, 1)), 2.0 * max(top, 1), whole=True)
    bins = len(EDGES) - 1
    plot = Plot(rect, 0.0, float(bins), -span, span, unit, whole=True, y_step=step)
    plot.frame(surface, text, _("Races by margin (won ↑  lost ↓)"), _bin_label,
               lambda y: number(abs(y)))
    if not margins:
        empty_note(surface, text, plot, _("No races: nobody went for the same pile"))
        return plot
    zero = plot.px(0, 0)[1]
    pygame.draw.line(surface, AXIS, (plot.area.left, zero), (plot.area.right - 1, zero))
    for b in range(bins):
        left = plot.px(b + 0.1, 0)[0]
        right = plot.px(b + 0.9, 0)[0]
        bar_w = max(1, (right - left) // max(1, seats))
        for seat, (won, lost) in enumerate(rows):
            x = left + seat * bar_w
            colour = seat_colour(seat)
            if won[b]:
                y = plot.px(0, won[b])[1]
                pygame.draw.rect(surface, colour, (x, y, bar_w - 1, max(1, zero - y)))
            if lost[b]:
                y = plot.px(0, -lost[b])[1]
                faded = tuple(c // 2 for c in colour)
                pygame.draw.rect(surface, faded, (x, zero + 1, bar_w - 1, max(1, y - zero)))
    return plot


def _bin_label(x: float) -> str:
    """Tick labels name the bins' lower edges: 0, 25, 50, 100, 200 ms."""
    i = int(round(x))
    if 0 <= i < len(EDGES) and abs(x - i) < 1e-6:
        return _("{ms}ms").format(ms=EDGES[i])
    return ""
