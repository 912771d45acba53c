"""A menu drawn as one row of choices across the window (the join screen's Start, Add a
computer, …, Back; its leaving question's answers): the chosen one in [ brackets ], each
choice keeping its bracketed room so nothing moves with the cursor; too wide, the words get
smaller down to the window's floor, then the row breaks into lines."""
import pygame

from game.ui.palette import GOLD, WHITE


def draw_choice_row(surface, text, menu, y: int, unit: int, chosen: bool) -> int:
    """A menu as one row of choices, the chosen one in [ brackets ] when `chosen`. Each
    choice keeps the room its bracketed form needs, so nothing moves when the cursor does.
    Too wide for the window, the words get smaller down to the floor, then the row breaks
    into lines stacked up from `y` (at the larger text size at 640x480 "[ Começar ]" and
    "Voltar" ran off the window's edges); returns the top of its first line."""
    width = surface.get_width()
    room = width - unit
    size = row_size(text, [item.label for item in menu.items], text.readable(unit, True),
                    room, unit // 4)
    font = text.font(size, True)
    slots = [font.size(f"[ {item.label} ]")[0] for item in menu.items]
    lines = row_lines(slots, room, unit // 4)
    top = y - (len(lines) - 1) * font.get_height()
    for number, line in enumerate(lines):
        gap = unit
        while gap > unit // 4 and _span(slots, line, gap) > room:
            gap = gap * 3 // 4
        x, line_y = (width - _span(slots, line, gap)) // 2, top + number * font.get_height()
        for i in line:
            on = chosen and i == menu.selected
            label = text.render(f"[ {menu.items[i].label} ]" if on else menu.items[i].label,
                                size, GOLD if on else WHITE, bold=on)
            place = pygame.Rect(x, line_y, slots[i], label.get_height())
            surface.blit(label, label.get_rect(center=place.center))
            menu.rects[i] = place
            x += slots[i] + gap
    return top


def row_size(text, labels: list[str], size: int, room: int, gap: int) -> int:
    """The largest size, from `size` down to the window's floor, at which the bracketed
    labels lie on one line of `room` pixels `gap` apart (the floor when none does)."""
    floor = text.floor(True)
    while size > floor and sum(text.font(size, True).size(f"[ {label} ]")[0]
                               for label in labels) + gap * (len(labels) - 1) > room:
        size -= 1
    return size


def row_lines(slots: list[int], room: int, gap: int) -> list[list[int]]:
    """The choices' indices in lines of at most `room` pixels, `gap` apart, in order."""
    lines: list[list[int]] = [[]]
    for i, slot in enumerate(slots):
        if lines[-1] and _span(slots, lines[-1] + [i], gap) > room:
            lines.append([])
        lines[-1].append(i)
    return lines


def _span(slots: list[int], line: list[int], gap: int) -> int:
    return sum(slots[i] for i in line) + gap * (len(line) - 1)
