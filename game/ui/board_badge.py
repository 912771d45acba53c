"""A serial board's state, drawn: the badge line (id, in sync / syncing / unplugged / refused,
fit error, lines lost, restarts; or a port's problem), a panel of badges, and the live
button grid (stuck buttons marked).

Reads `game.input.boards.BoardInfo` records (from `Boards.snapshot()`, input/boards.py); used by the join
screen, the table's corner badge and the boards operator screen.
"""
import pygame

from game.i18n import N_, _, decimal, ngettext
from game.later import shown
from game.ui.palette import BAD, DIM, GOLD, GOOD, WAIT, WHITE

BACK = (8, 36, 22)
PROBLEM_WORDS = {      # a port's problem (boards.PORT_PROBLEMS) in a few words
    "no access": N_("no permission to open it (dialout group)"),
    "cannot open": N_("cannot be opened"),
    "not a speedpad": N_("not a speedpad board (no hello in 3 s)"),
    "wrong version": N_("its firmware speaks another protocol version"),
    "bad lines": N_("unreadable lines, no hello"),
}


def state_words(info) -> tuple[str, tuple]:
    """What the board is doing, in a player's words, and its colour."""
    if info.state == "in sync":
        return _("in sync ±{ms} ms").format(ms=decimal(info.error_ns / 1e6, 2)), GOOD
    if info.state == "syncing":
        return _("syncing…"), WAIT
    if info.state == "refused":
        return _("refused: {why}").format(why=shown(info.note)), BAD
    return _(PROBLEM_WORDS.get(info.state, N_("unplugged"))), BAD


def badge_text(info) -> str:
    """One line: 'Board P1: in sync ±0.05 ms, 2 lost, 1 restart' (or 'Port …: its problem')."""
    words = state_words(info)[0]
    if info.port_problem:
        return _("Port {port}: {problem}").format(port=info.port, problem=words)
    extra = []
    if info.lost:
        extra.append(_("{n} lost").format(n=info.lost))
    if info.resets:
        extra.append(ngettext("{n} restart", "{n} restarts", info.resets).format(n=info.resets))
    state = ", ".join([words] + extra)
    return _("Board {board}: {state}").format(board=info.board_id, state=state)


def draw_badge(surface, text, info, pos, size: int, width: int, anchor: str = "topleft"):
    """One board's badge line on a dark plate at `pos`; returns its rect."""
    words, colour = state_words(info)
    line = text.fit(badge_text(info), size, width - size, WHITE)
    plate = pygame.Rect(0, 0, line.get_width() + size, line.get_height() + size // 3)
    setattr(plate, anchor, pos)
    surface.fill(BACK, plate)
    pygame.draw.circle(surface, colour, (plate.left + size // 4 + 1, plate.centery),
                       max(2, size // 5))
    surface.blit(line, line.get_rect(midleft=(plate.left + size // 2 + 2, plate.centery)))
    return plate


def panel_step(text, size: int) -> int:
    """The height of one badge's row in a panel, with the space under it."""
    return text.render(_("Board"), size).get_height() + size // 3 + size // 4


def panel_height(text, infos, size: int, most: int) -> int:
    """The height a panel of these boards' badges needs, at most `most` (then `draw_panel`
    says how many more there are)."""
    step = panel_step(text, size)
    return min(len(infos), max(1, most // step)) * step


def draw_panel(surface, text, infos, rect: pygame.Rect, size: int) -> None:
    """Badges of several boards, one per row, from the top of `rect`; when not all fit, the
    last row says how many more the boards screen shows."""
    y = rect.top
    rows = max(1, (rect.bottom - y) // panel_step(text, size))
    for n, info in enumerate(infos[:rows]):
        if n == rows - 1 and len(infos) > rows:
            more = text.fit(_("and {n} more: Options → Players → Button boards").format(
                n=len(infos) - n), size, rect.width, DIM)
            surface.blit(more, more.get_rect(midtop=(rect.centerx, y)))
            break
        plate = draw_badge(surface, text, info, (rect.centerx, y), size, rect.width,
                           anchor="midtop")
        y = plate.bottom + size // 4


def draw_buttons(surface, text, info, rect: pygame.Rect, stuck=frozenset()) -> None:
    """The board's buttons as a grid of numbered lamps, lit while held (wiring check); a
    `stuck` one (held since the screen opened) red, crossed out."""
    count = max(1, info.buttons)
    columns = min(count, 8)
    rows = (count + columns - 1) // columns
    cell = max(8, min(rect.width // columns, rect.height // max(1, rows)))
    radius = max(4, cell * 2 // 5)
    for button in range(count):
        row, column = divmod(button, columns)
        centre = (rect.left + column * cell + cell // 2, rect.top + row * cell + cell // 2)
        lit = button in info.held
        fill = BAD if button in stuck else GOLD if lit else (30, 70, 45)
        pygame.draw.circle(surface, fill, centre, radius)
        pygame.draw.circle(surface, WHITE if lit else DIM, centre, radius, width=2)
        if button in stuck:
            reach = radius * 7 // 10
            pygame.draw.line(surface, (120, 30, 25), (centre[0] - reach, centre[1] + reach),
                             (centre[0] + reach, centre[1] - reach), max(2, radius // 3))
        shade = WHITE if button in stuck else (20, 20, 20) if lit else DIM
        label = text.render(str(button), max(8, radius), shade, bold=button in stuck)
        surface.blit(label, label.get_rect(center=centre))
