"""Rating over time: a line per player in one variant, from where they started through their
rating after each rated match, each line named with its latest rating at its end."""
import pygame

from game.i18n import _, pgettext
from game.ui.charts.plot import Plot, empty_note, number
from game.ui.palette import AXIS, PANEL, SEAT_COLOURS

PLAYER_COLOURS = SEAT_COLOURS + [(200, 140, 245), (90, 215, 215), (255, 160, 90),
                                 (225, 225, 225)]


def player_colour(n: int) -> tuple[int, int, int]:
    """The colour of the n-th remembered player (the same in every variant)."""
    return PLAYER_COLOURS[n % len(PLAYER_COLOURS)]


def rating_range(lines: dict[str, list[float]]) -> tuple[float, float]:
    """The y range: every rating with a margin, on whole fifties, at least 100 tall."""
    values = [v for line in lines.values() for v in line] or [1200.0]
    lo, hi = min(values) - 20, max(values) + 20
    lo, hi = lo // 50 * 50, -(-hi // 50) * 50
    if hi - lo < 100:
        lo, hi = lo - 50, hi + 50
    return lo, hi


def draw_ratings(surface, text, rect: pygame.Rect, lines: dict[str, list[float]],
                 colours: dict[str, tuple], title: str, unit: int, chosen: str = "",
                 nothing: str = "") -> Plot:
    """The chart in `rect` (the chosen player's line drawn thick and first, so that a line
    that runs along it still shows); returns its plot, `labels` set to where each name went."""
    gutter = min(unit * 7, rect.width // 4)            # room for the names at the lines' ends
    lo, hi = rating_range(lines)
    longest = max([len(line) - 1 for line in lines.values()] + [1])
    plot = Plot(pygame.Rect(rect.left, rect.top, rect.width - gutter, rect.height),
                0.0, float(longest), lo, hi, unit)
    pygame.draw.rect(surface, PANEL, rect, border_radius=unit // 2)
    plot.frame(surface, text, title, lambda x: _match_number(x, bool(lines)),
               lambda y: f"{y:.0f}")
    plot.outer, plot.labels = rect, {}
    _caption(surface, text, plot)
    if not lines:
        empty_note(surface, text, plot, nothing or _("No rated matches here yet"))
        return plot
    width = max(2, unit // 6)
    order = sorted(lines, key=lambda name: name != chosen)
    for name in order:
        points = [plot.px(x, v) for x, v in enumerate(lines[name])]
        thick = width * 2 if name == chosen else width
        pygame.draw.lines(surface, colours[name], False, points, thick)
        for point in points:
            pygame.draw.circle(surface, colours[name], point, thick + 1)
    _names(surface, text, plot, lines, colours, rect.right - unit // 3, chosen)
    return plot


def _match_number(x: float, any_lines: bool) -> str:
    """An x tick's words: "start", then the matches' numbers (none on an empty chart)."""
    if x == 0:
        return pgettext("rating chart axis", "start")
    return number(x) if any_lines and x == int(x) else ""


def _caption(surface, text, plot: Plot) -> None:
    """"matches" under the names' gutter, right of the last tick's number ("1", "10")."""
    unit, area = plot.unit, plot.area
    left = max([area.right] + [label.right for label in plot.x_labels]) + unit // 2
    caption = text.fit(pgettext("rating chart axis", "matches"), max(10, int(unit * 0.85)),
                       plot.outer.right - left - unit // 4, AXIS)
    plot.caption = surface.blit(caption, (left, area.bottom + unit // 4))


def _names(surface, text, plot: Plot, lines, colours, right: int, chosen: str) -> None:
    """"Ana 1540" beside each line's last point, moved apart so that no two overlap."""
    size = max(10, int(plot.unit * 0.85))
    step = text.font(size).get_linesize()
    area = plot.area
    ends = sorted((plot.px(len(line) - 1, line[-1])[1], name) for name, line in lines.items())
    y_top = area.top
    placed = []
    for y, name in ends:
        y = max(y - step // 2, y_top)
        placed.append([y, name])
        y_top = y + step
    overflow = placed[-1][0] + step - area.bottom if placed else 0
    for item in placed:                                # pushed past the bottom: lift them all
        item[0] = max(area.top, item[0] - max(0, overflow))
    left = area.right + plot.unit // 3
    for y, name in placed:
        words = f"{name} {lines[name][-1]:.0f}"
        shown = text.fit(words, size, right - left, colours[name], bold=name == chosen)
        plot.labels[name] = surface.blit(shown, (left, y))
