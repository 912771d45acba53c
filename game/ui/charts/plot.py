"""A plot frame: a rectangle with axes, ticks and labels that maps data to pixels.

Every chart draws inside the rectangle it is given and nowhere else; the tick labels are sized
from the rectangle, so a chart stays crisp and whole at every window size.
"""
from dataclasses import dataclass, field

import pygame

from game.i18n import _, decimal
from game.ui.palette import AXIS, PANEL, SEAT_COLOURS

GRID = (40, 90, 62)


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def number(x: float) -> str:
    """`x` as a tick shows it ("2", "0.5"), with the language's decimal separator ("0,5")."""
    shown = f"{x:g}"
    if "." not in shown or "e" in shown:
        return shown
    return decimal(x, len(shown.split(".")[1]))


def seconds(ms: float) -> str:
    """A tick on a time axis: "0.5s" ("0,5 s" where the language writes so)."""
    # TRANSLATORS: a time axis tick; {seconds} is a number such as 0.5.
    return _("{seconds}s").format(seconds=number(ms / 1000))


def nice_step(span: float, ticks: int = 5) -> float:
    """A round tick step (1, 2 or 5 times a power of ten) giving about `ticks` ticks."""
    raw = max(span, 1e-9) / ticks
    power = 10 ** len(str(int(raw))) / 10 if raw >= 1 else 10 ** -len(str(int(1 / raw)))
    for factor in (1, 2, 5, 10):
        if raw <= factor * power:
            return factor * power
    return 10 * power


@dataclass
class Plot:
    """The data area of a chart inside `rect`, from (x0, y0) to (x1, y1) in data units."""
    rect: pygame.Rect
    x0: float
    x1: float
    y0: float
    y1: float
    unit: int = 14
    whole: bool = False          # the y axis counts things: ticks on whole numbers only
    y_step: float = 0.0          # the y ticks' step (0: a round step for the range)
    x_labels: list = field(default_factory=list)    # where `frame` drew the x tick labels
    y_ticks: list = field(default_factory=list)     # the values `frame` drew y lines at

    @property
    def area(self) -> pygame.Rect:
        """The rectangle the data is drawn in (room left and below for the labels)."""
        u = self.unit
        return pygame.Rect(self.rect.left + 3 * u, self.rect.top + 2 * u,
                           max(1, self.rect.width - 4 * u), max(1, self.rect.height - 4 * u))

    def px(self, x: float, y: float) -> tuple[int, int]:
        """The pixel of data point (x, y), clamped into the data area."""
        a = self.area
        fx = (x - self.x0) / ((self.x1 - self.x0) or 1)
        fy = (y - self.y0) / ((self.y1 - self.y0) or 1)
        fx, fy = min(1.0, max(0.0, fx)), min(1.0, max(0.0, fy))
        return a.left + round(fx * (a.width - 1)), a.bottom - 1 - round(fy * (a.height - 1))

    def frame(self, surface, text, title: str, x_label=str, y_label=str) -> None:
        """The panel, title, grid lines and tick labels."""
        u, a = self.unit, self.area
        pygame.draw.rect(surface, PANEL, self.rect, border_radius=u // 2)
        head = text.fit(title, u, self.rect.width - u, AXIS, bold=True)
        surface.blit(head, (self.rect.left + u // 2, self.rect.top + u // 2))
        small = text.readable(int(u * 0.85))
        self.y_ticks = _ticks(self.y0, self.y1, 1.0 if self.whole else 0.0, self.y_step)
        for y in self.y_ticks:
            _, py = self.px(self.x0, y)
            pygame.draw.line(surface, GRID, (a.left, py), (a.right - 1, py))
            label = text.fit(y_label(y), small, 3 * u - u // 3, AXIS)
            surface.blit(label, label.get_rect(midright=(a.left - u // 4, py)))
        self.x_labels = []
        for x in _ticks(self.x0, self.x1):
            px, _ = self.px(x, self.y0)
            pygame.draw.line(surface, GRID, (px, a.top), (px, a.bottom - 1))
            label = text.render(x_label(x), small, AXIS)
            rect = label.get_rect(midtop=(px, a.bottom + u // 4)).clamp(self.rect)
            if rect.width and not any(rect.colliderect(other) for other in self.x_labels):
                self.x_labels.append(surface.blit(label, rect))
        pygame.draw.line(surface, AXIS, (a.left, a.bottom - 1), (a.right - 1, a.bottom - 1))
        pygame.draw.line(surface, AXIS, a.topleft, (a.left, a.bottom - 1))


def rounded_up(top: float, span: float, whole: bool = False) -> tuple[float, float]:
    """`top` raised to a tick of an axis `span` long, and the ticks' step: the largest value
    then reaches a numbered line instead of running past the last one (6 on a 0-5 axis)."""
    step = max(nice_step(span), 1.0 if whole else 0.0)
    return -(-top // step) * step, step


def _ticks(lo: float, hi: float, least: float = 0.0, step: float = 0.0) -> list[float]:
    step = step or max(nice_step(hi - lo), least)
    first = -(-lo // step) * step
    count = int((hi - first) / step + 1e-9) + 1
    return [round(first + i * step, 9) for i in range(max(0, count))]


def empty_note(surface, text, plot: Plot, words: str) -> pygame.Rect:
    """Said in the middle of a chart that has nothing to show yet, on a plain box that the
    grid lines do not cross (more lines where it is long); returns the box, kept as
    `plot.note`."""
    u, area = plot.unit, plot.area
    shown = text.fit(words, u, area.width - 3 * u, AXIS)
    box = shown.get_rect().inflate(u, u // 2)
    box.center = area.center
    box = box.clip(area.inflate(-2, -2))
    pygame.draw.rect(surface, PANEL, box)
    pygame.draw.rect(surface, GRID, box, 1)
    surface.blit(shown, shown.get_rect(center=box.center))
    plot.note = box
    return box
