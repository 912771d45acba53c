"""A player's pace and reaction time match by match: two lines over the match history."""
import pygame

from game.i18n import _
from game.ui.charts.plot import Plot, empty_note, number, seconds

REACTION = (255, 210, 80)
PACE = (120, 200, 255)


def draw_history(surface, text, rect: pygame.Rect, history: list[dict], unit: int) -> Plot:
    """Reaction (median ms) and pace (ms a card) of each recorded match, oldest left."""
    series = {REACTION: [h["reaction_ms"] for h in history],
              PACE: [h["pace_ms"] for h in history]}
    values = [v for line in series.values() for v in line if v is not None]
    plot = Plot(rect, 1.0, float(max(2, len(history))), 0.0, max(values or [1000.0]) * 1.1, unit)
    plot.frame(surface, text, _("Reaction (gold) and pace (blue) by match"),
               lambda x: number(x) if x == int(x) else "", seconds)
    if not values:
        empty_note(surface, text, plot, _("No timed matches yet"))
        return plot
    width = max(2, unit // 5)
    for colour, line in series.items():
        points = [plot.px(i + 1, v) for i, v in enumerate(line) if v is not None]
        if len(points) > 1:
            pygame.draw.lines(surface, colour, False, points, width)
        for point in points:
            pygame.draw.circle(surface, colour, point, width + 1)
    return plot
