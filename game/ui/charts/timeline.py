"""Cards left over time: a line per player, with the flips, slaps and "Speed!" calls marked."""
import pygame

from game.i18n import _, pgettext
from game.ui.charts.plot import (Plot, empty_note, number, rounded_up, seat_colour,
                                   seconds)
from game.ui.palette import AXIS

MARK_COLOURS = {"flip": (200, 200, 200), "slap": (255, 150, 60), "speed": (255, 215, 90),
                "game": (255, 255, 255)}


def mark_letter(kind: str) -> str:
    """The letter over a mark of `kind` ("F" a flip, "S" a slap, "!" a call), as the legend
    spells it in the player's language ("" for a game's end)."""
    return {"flip": pgettext("timeline mark: a flip", "F"),
            "slap": pgettext("timeline mark: a slap", "S"), "speed": "!"}.get(kind, "")


def draw_timeline(surface, text, rect: pygame.Rect, stats, unit: int) -> Plot:
    """The chart in `rect`; returns its plot (for tests and hit areas)."""
    top = max([n for line in stats.timeline for _t, n in line] or [1])
    height, step = rounded_up(float(top), float(top), whole=True)
    plot = Plot(rect, 0.0, max(stats.duration_ms, 1.0), 0.0, height, unit, y_step=step)
    plot.frame(surface, text, _("Cards left"), seconds, number)
    if not any(stats.timeline):
        empty_note(surface, text, plot, _("No cards were played"))
        return plot
    _marks(surface, text, plot, stats.marks)
    width = max(2, unit // 5)
    for seat, line in enumerate(stats.timeline):
        if not line:
            continue
        points = []
        for (t, n), (t_next, _n) in zip(line, line[1:] + [(stats.duration_ms, None)]):
            points += [plot.px(t, n), plot.px(t_next, n)]      # steps: a count holds till it changes
        pygame.draw.lines(surface, seat_colour(seat), False, points, width)
    return plot


def _marks(surface, text, plot: Plot, marks) -> None:
    """A thin vertical line at each flip, slap, call and game end, lettered at the top; marks
    too close for their letters to stand apart share one ("F×2"), never two letters drawn
    into one."""
    area, tags = plot.area, []                  # [letter, count, colour, x of the first]
    for t, kind, seat in sorted(marks, key=lambda m: m[0]):
        x = plot.px(t, 0)[0]
        colour = MARK_COLOURS[kind] if seat is None else seat_colour(seat)
        pygame.draw.line(surface, MARK_COLOURS[kind] if kind == "game" else AXIS,
                         (x, area.top), (x, area.bottom - 1), 1)
        letter = mark_letter(kind)
        if not letter:
            continue
        last = tags[-1] if tags else None
        size = max(9, int(plot.unit * 0.8))
        if last and last[0] == letter and x - last[3] < text.font(size, True).size(
                f"{letter}×{last[1]}")[0] + 2:
            last[1] += 1
        else:
            tags.append([letter, 1, colour, x])
    right = plot.rect.left
    for letter, count, colour, x in tags:
        tag = text.render(letter if count == 1 else f"{letter}×{count}",
                          max(9, int(plot.unit * 0.8)), colour, bold=True,
                          decoration="a mark's letter, spelt out in the legend above")
        box = tag.get_rect(bottomleft=(max(x - tag.get_width() // 2, right + 1), area.top - 1))
        box.clamp_ip(plot.rect)
        surface.blit(tag, box)
        right = box.right


def legend_words(kinds) -> str:
    """What the letters on the timeline mean, for the kinds of mark it has (a California
    match has no flip, slap or call: only its games' ends)."""
    said = {"flip": pgettext("timeline legend", "flip"),
            "slap": pgettext("timeline legend", "slap"),
            "speed": pgettext("timeline legend", "\"Speed!\""),
            "game": pgettext("timeline legend", "game over")}
    return "    ".join(f"{mark_letter(kind) or '|'} {said[kind]}" for kind in said
                       if kind in kinds)


def legend(surface, text, rect: pygame.Rect, unit: int, kinds=tuple(MARK_COLOURS)) -> None:
    """What the letters of the marks the timeline has mean, in one line at its top right,
    inside its frame (a unit clear of its edge)."""
    words = legend_words(set(kinds) | {"game"})
    shown = text.fit(words, max(10, int(unit * 0.9)), rect.width // 2, AXIS)
    surface.blit(shown, shown.get_rect(topright=(rect.right - unit, rect.top + unit // 2)))
