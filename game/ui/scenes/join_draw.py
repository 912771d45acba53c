"""Drawing the join screen: the seat cards side by side, the arcade boards' badges under them,
the row of choices (or the question before leaving), and the keyboard's keys at the bottom."""
import pygame

from game.i18n import N_, _
from game.input.device_id import DeviceKind
from game.input.pad_family import hint_names
from game.ui.board_badge import draw_panel
from game.ui.menu import draw_page
from game.ui.palette import DIM, GOLD, SEAT_COLOURS, WHITE
from game.ui.scenes.credits import draw_credits
from game.ui.scenes.join_card import join_ways, seat_lines

TITLE = N_("Take your seats")
KEYS_HINT = N_("Keyboard: B adds a computer, Backspace frees a seat, Enter plays, Esc goes "
               "back.  Pad: {start} plays, {b} leaves your seat.  Panel: the aim buttons "
               "choose, the slap pad picks, both aim buttons held: back.")
QUESTION = N_("Leave for the title? Everyone seated loses their seat.")
ASK_HINT = N_("Esc again, or choose Leave: back to the title.   B, Backspace or Stay: stay "
              "here.")


def draw_join(scene, surface, now_s: float) -> None:
    width, height = surface.get_size()
    text = scene.ctx.text
    unit, below = draw_page(surface, text, _(TITLE))
    pads = hint_names(scene.ctx.pad_families().values())     # as the pads in use name them
    keys = _(KEYS_HINT).format(start=pads["start"], b=pads["b"])
    hint = text.fit(_(ASK_HINT) if scene.asking else keys, unit * 3 // 4, width - 2 * unit, DIM)
    hint_rect = surface.blit(hint, hint.get_rect(midbottom=(width // 2, height - unit // 2)))
    row_y = hint_rect.top - unit * 2
    question = text.fit(_(QUESTION), unit, width - 2 * unit, GOLD, bold=True)
    area_bottom = row_y - question.get_height() - unit // 2    # kept for it: nothing jumps
    if scene.asking:
        surface.blit(question, question.get_rect(midtop=(width // 2, area_bottom)))
        draw_row(scene, scene.asking, surface, row_y, unit, chosen=True)
    else:
        draw_row(scene, scene.menu, surface, row_y, unit, chosen=_menu_shown(scene))
    top = below + unit // 2
    boards = scene.ctx.boards.snapshot()
    board_h = unit * 6 if boards else 0
    box_h = area_bottom - unit - top - board_h
    if boards:
        draw_panel(surface, text, boards, pygame.Rect(unit, top + box_h + unit // 2,
                                                      width - 2 * unit, board_h), unit)
    seat_cards(scene, surface, pygame.Rect(unit, top, width - 2 * unit, box_h), unit, now_s)
    draw_credits(surface, scene.ctx)


def _menu_shown(scene) -> bool:
    """The row's cursor shows only once a pad or panel is seated (its players drive it)."""
    return any(not DeviceKind.KEYBOARD.owns(s.device) for s in scene.ctx.devices.seats.values())


def draw_row(scene, menu, surface, y: int, unit: int, chosen: bool) -> None:
    """A menu as one row of choices, the chosen one in [ brackets ] when `chosen`. Each
    choice keeps the room its bracketed form needs, so nothing moves when the cursor does."""
    width, text = surface.get_width(), scene.ctx.text
    size = text.readable(unit, True)
    slots = [text.font(size, True).size(f"[ {item.label} ]")[0] for item in menu.items]
    gap = unit
    while gap > unit // 4 and sum(slots) + gap * (len(slots) - 1) > width - unit:
        gap = gap * 3 // 4
    x = (width - sum(slots) - gap * (len(slots) - 1)) // 2
    for i, (item, slot) in enumerate(zip(menu.items, slots)):
        on = chosen and i == menu.selected
        label = text.render(f"[ {item.label} ]" if on else item.label, size,
                            GOLD if on else WHITE, bold=on)
        place = pygame.Rect(x, y, slot, label.get_height())
        surface.blit(label, label.get_rect(center=place.center))
        menu.rects[i] = place
        x += slot + gap


def seat_cards(scene, surface, area: pygame.Rect, unit: int, now_s: float) -> None:
    """Every seat's card across `area`, remembering where each was drawn (for the mouse)."""
    count = len(scene.seats)
    box_w = (area.width - unit * (count - 1)) // count
    ways = join_ways(scene.ctx.devices, scene.ctx.pad_families(), scene.ctx.boards.snapshot())
    scene.boxes = []
    for i, info in enumerate(scene.seats):
        rect = pygame.Rect(area.left + i * (box_w + unit), area.top, box_w, area.height)
        scene.boxes.append(rect)
        seat_card(scene, surface, rect, i, info, unit, now_s, ways)


def seat_card(scene, surface, rect, index: int, info, unit: int, now_s: float, ways) -> None:
    colour = SEAT_COLOURS[index]
    pygame.draw.rect(surface, (10, 50, 30), rect, border_radius=unit)
    pygame.draw.rect(surface, colour, rect, width=max(2, unit // 6), border_radius=unit)
    text = scene.ctx.text
    head = text.render(_("Seat {n}").format(n=index + 1), int(unit * 1.4), colour, bold=True)
    surface.blit(head, head.get_rect(midtop=(rect.centerx, rect.top + unit // 2)))
    y = rect.top + unit + head.get_height()
    if info is None:
        pulse = 0.6 + 0.4 * abs(((now_s * 1.5) % 2) - 1)
        shade = tuple(int(c * pulse) for c in GOLD)
        lines = [(_("To join, press:"), shade)] + [(way, WHITE) for way in ways]
        if index >= 2:
            lines.append((_("Or leave this seat empty."), DIM))
    else:
        lines = seat_lines(scene, info, scene.pickers.get(index), scene.ratings.get(
            scene.ctx.settings["game", "variant"], {}))
    if index in scene.pickers and info is not None and info.kind == "human":
        scene.picker_rects[index] = pygame.Rect(rect.left, y - unit // 4, rect.width,
                                                unit * 3 // 2)
    gap = unit // 3
    for n, (line, shade) in enumerate(lines):
        if not line:
            y += gap
            continue
        if n == 0 and info is not None:            # the name: larger, on one line
            shown = text.fit(line, unit * 6 // 5, rect.width - unit, shade)
        else:                                      # one size for the card, long lines wrapped
            shown = text.wrapped(line, unit * 4 // 5, rect.width - unit, shade)
        if y + shown.get_height() > rect.bottom - gap:
            break                                   # no room left: the rest would spill
        surface.blit(shown, shown.get_rect(midtop=(rect.centerx, y)))
        y += shown.get_height() + gap
