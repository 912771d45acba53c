"""The boards screen's rows, one per board, refused board or port with a problem: every one
is shown. The rows share the height (then stand in up to three columns, then shrink); each
shows as many lines as fit, the most important first (title and state, stuck buttons, what
is wrong and what to do, counters, port and firmware), its button lamps on the right.
"""
import pygame

from game.i18n import _, ngettext
from game.later import shown
from game.ui.board_badge import draw_buttons, state_words
from game.ui.palette import BAD, DIM, GOLD, WHITE

SHORT_UNITS = 1.6         # a row's least height before rows go in columns, in page units
MAX_COLUMNS = 3
PLATE = (10, 50, 30)


def row_rects(count: int, area: pygame.Rect, unit: int) -> list[pygame.Rect]:
    """Where each of `count` rows goes in `area`: one column of rows sharing its height while
    they are at least SHORT_UNITS tall, else up to MAX_COLUMNS columns."""
    per_column = max(1, int(area.height // (SHORT_UNITS * unit)))
    columns = max(1, min(MAX_COLUMNS, -(-count // per_column)))
    per_column = max(1, -(-count // columns))
    row_h, col_w = area.height // per_column, area.width // columns
    gap = max(1, min(unit // 3, row_h // 8))
    return [pygame.Rect(area.left + (i // per_column) * col_w,
                        area.top + (i % per_column) * row_h, col_w - (unit // 2 if columns > 1
                                                                      else 0), row_h - gap)
            for i in range(count)]


def row_words(info, stuck=frozenset()):
    """A row's title, its state (words, colour), and its details (text, colour), the most
    important first."""
    words, colour = state_words(info)
    if info.port_problem:
        what, todo = note_parts(info.note)
        return _("Port {port}").format(port=info.port), (words, BAD), [(todo, WHITE), (what, DIM)]
    if info.state == "refused":
        return (_("Board {board} on {port}").format(board=info.board_id, port=info.port),
                (words, colour),
                [(_("It takes the id when that board is unplugged. Best: give each board its "
                    "own id (hardware/README.md)."), WHITE)])
    details = [(_("stuck: {buttons} (held since this screen opened)").format(
        buttons=stuck_words(stuck)), BAD)] if stuck else []
    details += [(_("lines lost {lost}   restarts {restarts}   stale {stale}   bad {bad}").format(
                    lost=info.lost, restarts=info.resets, stale=info.stale, bad=info.errors),
                 WHITE),
                (_("{port}   firmware {firmware}").format(
                    port=info.port or _("not plugged in"), firmware=info.firmware or "?"), DIM)]
    return _("Board {board}").format(board=info.board_id), (words, colour), details


def note_parts(note) -> tuple[str, str]:
    """A port's note as (what is wrong, what to do): port_problems.py's two halves, in the
    player's language; an older plain note split at its ": "."""
    what = getattr(note, "values", {}).get("what")
    if what is not None:
        return shown(what), shown(note.values["todo"])
    what, _colon, todo = shown(note).partition(": ")
    return what, todo


def stuck_words(stuck) -> str:
    """'button 3' or 'buttons 3, 7'."""
    numbers = ", ".join(str(n) for n in sorted(stuck))
    return ngettext("button {numbers}", "buttons {numbers}", len(stuck)).format(numbers=numbers)


def draw_row(surface, text, info, rect: pygame.Rect, unit: int, stuck=frozenset()) -> None:
    """One row: its words on the left (as many lines as fit: title and state on a line of
    their own when all fit, else on one line, then the details that fit), lamps on the right."""
    pygame.draw.rect(surface, PLATE, rect, border_radius=max(2, min(unit // 2, rect.height // 4)))
    title, state, details = row_words(info, stuck)
    pad = max(2, min(unit // 3, rect.height // 6))
    room = rect.height - 2 * pad
    lamps_w = _lamps_width(info, rect.width, room)
    words = pygame.Rect(rect.left + pad * 2, rect.top + pad, rect.width - lamps_w - pad * 3, room)
    lines = _lines(title, state, details, room, unit)
    size = max(9, min(unit, int(room / (len(lines) * 1.25))))
    y = words.top + max(0, min(size // 3, (room - int(size * 1.25) * len(lines)) // 2))
    for parts in lines:
        x = words.left
        for n, (line, colour) in enumerate(parts):
            share = words.right - x if n == len(parts) - 1 else words.width * 2 // 5
            shown = text.fit(line, size, share, colour, bold=line == title)
            surface.blit(shown, (x, y), pygame.Rect(0, 0, share, shown.get_height()))
            x += min(share, shown.get_width()) + size // 2
        y += int(size * 1.25)
    if lamps_w:
        draw_buttons(surface, text, info, pygame.Rect(rect.right - lamps_w - pad, rect.top + pad,
                                                      lamps_w, room), stuck)


def _lamps_width(info, width: int, room: int) -> int:
    """How wide the row's button lamps are (none for a port): what they need, at most half."""
    if not info.buttons or info.port_problem:
        return 0
    columns = min(info.buttons, 8)
    rows = -(-info.buttons // columns)
    return min(width // 2, columns * max(8, room // rows))


def _lines(title, state, details, room: int, unit: int) -> list[list[tuple]]:
    """The lines that fit in `room` pixels (each a list of (words, colour) parts)."""
    if room >= unit * (2 + len(details)):      # every line, at least 0.8 of the unit
        return [[(title, GOLD)], [state]] + [[detail] for detail in details]
    least = unit * 0.65 * 1.25                 # else lines at least two thirds of it
    fit = max(1, int(room // least))
    return [[(title, GOLD), state]] + [[detail] for detail in details[:fit - 1]]
