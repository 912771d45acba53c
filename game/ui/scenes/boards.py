"""Boards: the operator screen for serial button boards. Every board seen, its port and
firmware, whether its clock is in sync (and how well), lines lost, restarts, stale lines and
bad lines, a live view of its buttons (press one, see it light: the wiring check; a button
held since the screen opened is marked stuck), boards refused for a duplicate id, ports that
give no board and why, and the hold: the running table's, or what a table with these boards
would hold.

Pushed over the screen it was opened from (options, the input test, the operator menu).
Keyboard: Esc. Pad: B or Back. Mouse: click "Back". Arcade panel: hold one button 2 s, then
let go (stuck_buttons.py: a stuck button, buttons tried together, both aim buttons held, never
leave; every other press only lights its lamp, so every button can be tried).
"""
import pygame

from game.i18n import _, decimal
from game.input.boards import table_hold_ns
from game.input.device_id import DeviceKind
from game.ui.board_rows import draw_row, row_rects
from game.ui.stuck_buttons import StuckButtons
from game.ui.menu import draw_page
from game.ui.palette import DIM, GOLD, WHITE
from game.ui.scenes.base import Scene


class BoardsScene(Scene):
    name = "boards"

    def __init__(self, ctx):
        super().__init__(ctx)
        self.buttons = StuckButtons()
        self.back_rect = pygame.Rect(0, 0, 0, 0)
        self.now_ns = 0

    def on_press(self, press, action) -> None:
        if DeviceKind.SERIAL.owns(press.device):   # lights its lamp; held 2 s and let go: back
            self.buttons.press(press.device, press.control, press.t_ns, self.ctx.boards.snapshot())
            return
        if action in ("back", "confirm"):
            self.back()

    def on_hold(self, hold) -> None:
        """A panel's both aim buttons held: here that is trying them, not "back"."""

    def on_mouse(self, pos, clicked: bool) -> None:
        if clicked and self.back_rect.collidepoint(pos):
            self.back()

    def update(self, now_ns: int) -> None:
        """Follow the held buttons: one held 2 s alone, then let go, goes back."""
        self.now_ns = now_ns
        if self.buttons.look(self.ctx.boards.snapshot(), self.ctx.devices.gestures.down, now_ns):
            self.back()

    def back(self) -> None:
        self.ctx.flow.back()

    def draw(self, surface, now_s: float) -> None:
        width, height = surface.get_size()
        text = self.ctx.text
        unit, y = draw_page(surface, text, _("Button boards"))
        boards = self.ctx.boards.snapshot()
        if not boards:
            for n, line in enumerate(self.lines()):
                shown = text.fit(line, unit, width - 2 * unit, WHITE if n == 0 else DIM)
                surface.blit(shown, shown.get_rect(midtop=(width // 2, y + n * unit * 2)))
        area = pygame.Rect(unit, y, width - 2 * unit, height - y - unit * 7)
        for info, rect in zip(boards, row_rects(len(boards), area, unit)):
            draw_row(surface, text, info, rect, unit, self.buttons.stuck_on(info.board_id)
                     if info.live else frozenset())
        self._footer(surface, boards, unit)

    def lines(self) -> list[str]:
        """Why there is no board to show (nothing when there are some)."""
        if not self.ctx.boards.read:
            return [_("Serial boards are off (pyserial missing, or no [serial] ports set)")]
        if not self.ctx.boards.snapshot():
            return [_("No button board found."),
                    _("Plug one in (USB): it appears here within a second. Check the port in "
                      "[serial] ports and the dialout group (hardware/CABINET.md)."),
                    _("hardware/README.md says how to build and flash one.")]
        return []

    def animating(self) -> bool:
        return True                      # boards come and go, buttons light by themselves

    def hold_words(self, boards) -> str:
        """The running table's hold, or what a table with these boards would hold."""
        table = self.ctx.flow.table()
        if table is not None:
            hold = table.session.hold_ns
            if not hold:
                return _("Hold at this table now: none (no board at it)")
            return _("Hold at this table now: {ms} ms (it follows its boards' report "
                     "delays)").format(ms=decimal(hold / 1e6, 1))
        hold = table_hold_ns(boards)
        if hold is None:
            plugged = any(b.live for b in boards)
            return _("A table with these boards would hold: not known yet (no board has "
                     "reported)") if plugged else _("A table would hold nothing: no board is "
                                                    "plugged in")
        return _("A table with these boards would hold {ms} ms (p99.9 report delay + "
                 "margin)").format(ms=decimal(hold / 1e6, 1))

    def _footer(self, surface, boards, unit: int) -> None:
        """The hold, where boards are read, the Back button and how to leave."""
        width, height = surface.get_size()
        text = self.ctx.text
        shown = text.fit(self.hold_words(boards), unit, width - 2 * unit, WHITE)
        surface.blit(shown, shown.get_rect(midbottom=(width // 2, height - unit * 4)))
        where = text.fit(reader_words(self.ctx.boards.reader), int(unit * 0.8),
                         width - 2 * unit, DIM)
        surface.blit(where, where.get_rect(midbottom=(width // 2, height - unit * 5.4)))
        back = text.render(_("Back"), int(unit * 1.2), GOLD, bold=True)
        self.back_rect = back.get_rect(midbottom=(width // 2, height - unit * 2)).inflate(unit, 4)
        pygame.draw.rect(surface, GOLD, self.back_rect, width=2, border_radius=unit // 3)
        surface.blit(back, back.get_rect(center=self.back_rect.center))
        armed = self.buttons.armed(self.now_ns)
        hint = _("Let go of {button} on board {board} to go back (press another button to "
                 "stay).").format(button=armed[1], board=DeviceKind.SERIAL.local_id(armed[0])) \
            if armed else _("Press a button to see it light.   Esc, B or a click: back.   "
                            "Arcade panel: hold one button 2 s, then let go.")
        shown = text.fit(hint, int(unit * 0.8), width - 2 * unit, GOLD if armed else DIM)
        surface.blit(shown, shown.get_rect(midbottom=(width // 2, height - unit // 2)))


def reader_words(reader) -> str:
    """Where the boards are read, and at what priority, for a builder checking the setup."""
    realtime = reader.realtime
    if realtime == "threads":
        return _("Boards are read by threads in the game ([serial] reader = \"thread\")")
    if realtime is None:
        return _("Boards are read by a process of their own (starting…)")
    return _("Boards are read by a process of their own, at real-time priority") if realtime \
        else _("Boards are read by a process of their own, at normal priority "
               "(hardware/CABINET.md: rtprio)")
