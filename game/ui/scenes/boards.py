"""Boards: the operator screen for serial button boards. Every board seen, its port and
firmware, whether its clock is in sync (and how well), lines lost, restarts, stale lines and
bad lines, a live view of its buttons (press one, see it light: the wiring check), and the
hold the table would use with these boards.

`BoardsScene(app, back_to)`: `back_to` is the scene to return to. Keyboard: Esc. Pad: B or
Back. Mouse: click "Back". Arcade panel: hold any button for 2 s (a short press only lights
its lamp, so every button can be tried), or both aim buttons 1 s as on every screen.
"""
import pygame

from game.input.boards import table_hold_ns
from game.ui.board_badge import DIM, draw_buttons, state_words
from game.ui.effects import GOLD, WHITE
from game.ui.menu import draw_page
from game.ui.scenes.base import Scene

HOLD_TO_LEAVE_NS = 2_000_000_000


class BoardsScene(Scene):
    def __init__(self, app, back_to):
        super().__init__(app)
        self.back_to = back_to
        self.held_since: dict[tuple[str, int], int] = {}
        self.back_rect = pygame.Rect(0, 0, 0, 0)
        self.now_ns = 0

    def on_press(self, press, action) -> None:
        if press.device.startswith("serial"):
            return                          # lights its lamp; holding it leaves (update)
        if action in ("back", "confirm"):
            self.back()

    def on_hold(self, hold) -> None:
        """A panel's both aim buttons held (input/holds.py): back, as on every screen."""
        self.back()

    def on_mouse(self, pos, clicked: bool) -> None:
        if clicked and self.back_rect.collidepoint(pos):
            self.back()

    def update(self, now_ns: int) -> None:
        """Track how long board buttons are held: 2 s on any one goes back."""
        self.now_ns = now_ns
        held = {(b.board_id, button) for b in self.app.hub.boards() for button in b.held}
        self.held_since = {key: self.held_since.get(key, now_ns) for key in held}
        if any(now_ns - since >= HOLD_TO_LEAVE_NS for since in self.held_since.values()):
            self.held_since.clear()
            self.back()

    def back(self) -> None:
        self.app.switch(self.back_to)

    def draw(self, surface, now_s: float) -> None:
        width, height = surface.get_size()
        text = self.app.text
        unit, y = draw_page(surface, text, "Button boards")
        boards = self.app.hub.boards()
        if not boards:
            for n, line in enumerate(self.lines()):
                shown = text.fit(line, unit, width - 2 * unit, WHITE if n == 0 else DIM)
                surface.blit(shown, shown.get_rect(midtop=(width // 2, y + n * unit * 2)))
        row_h = max(unit * 5, (height - y - unit * 7) // max(1, min(len(boards), 4)))
        for n, info in enumerate(boards[:4]):
            self._row(surface, info, pygame.Rect(unit, y + n * row_h, width - 2 * unit,
                                                 row_h - unit // 2), unit)
        self._footer(surface, boards, unit)

    def lines(self) -> list[str]:
        """The boards in words, one line each (or why there is none)."""
        if self.app.hub.serial is None:
            return ["Serial boards are off (pyserial missing, or no [serial] ports set)"]
        boards = self.app.hub.boards()
        if not boards:
            return ["No button board found.",
                    "Plug one in (USB): it appears here within a second. Check the port in "
                    "[serial] ports and the dialout group (hardware/CABINET.md).",
                    "hardware/README.md says how to build and flash one."]
        return [f"{b.board_id} on {b.port or 'no port'}: {state_words(b)[0]}, {b.lost} lines "
                f"lost, {b.errors} bad lines" for b in boards]

    def animating(self) -> bool:
        return True                      # boards come and go, buttons light by themselves

    def _row(self, surface, info, rect: pygame.Rect, unit: int) -> None:
        """One board: words on the left, its button lamps on the right."""
        text = self.app.text
        pygame.draw.rect(surface, (10, 50, 30), rect, border_radius=unit // 2)
        words, colour = state_words(info)
        lines = [(f"Board {info.board_id}", GOLD, True),
                 (f"{info.port or 'not plugged in'}   firmware {info.firmware or '?'}", DIM,
                  False),
                 (words, colour, False),
                 (f"lines lost {info.lost}   restarts {info.resets}   stale {info.stale}   "
                  f"bad {info.errors}", WHITE, False)]
        y = rect.top + unit // 3
        left_w = rect.width // 2
        for line, shade, bold in lines:
            shown = text.fit(line, unit, left_w - unit, shade, bold=bold)
            surface.blit(shown, (rect.left + unit // 2, y))
            y += shown.get_height() + unit // 5
        lamps = pygame.Rect(rect.left + left_w, rect.top + unit // 3, rect.width - left_w - unit,
                            rect.height - unit * 2 // 3)
        if info.buttons:
            draw_buttons(surface, text, info, lamps)

    def _footer(self, surface, boards, unit: int) -> None:
        """The hold these boards need, and how to leave."""
        width, height = surface.get_size()
        text = self.app.text
        hold = table_hold_ns(boards)
        words = (f"Hold at the table with these boards: {hold / 1e6:.1f} ms (p99.9 report "
                 f"delay + margin)" if hold else "Hold at the table: none (no board plugged in)")
        shown = text.fit(words, unit, width - 2 * unit, WHITE)
        surface.blit(shown, shown.get_rect(midbottom=(width // 2, height - unit * 4)))
        where = text.fit(reader_words(self.app.hub.serial), int(unit * 0.8), width - 2 * unit, DIM)
        surface.blit(where, where.get_rect(midbottom=(width // 2, height - unit * 5.4)))
        back = text.render("Back", int(unit * 1.2), GOLD, bold=True)
        self.back_rect = back.get_rect(midbottom=(width // 2, height - unit * 2)).inflate(unit, 4)
        pygame.draw.rect(surface, GOLD, self.back_rect, width=2, border_radius=unit // 3)
        surface.blit(back, back.get_rect(center=self.back_rect.center))
        hint = text.fit("Press a button to see it light.   Esc, B or a click: back.   "
                        "Arcade panel: hold any button 2 s to go back.", int(unit * 0.8),
                        width - 2 * unit, DIM)
        surface.blit(hint, hint.get_rect(midbottom=(width // 2, height - unit // 2)))


def reader_words(reader) -> str:
    """Where the boards are read, and at what priority, for a builder checking the setup."""
    realtime = getattr(reader, "realtime", "threads")
    if realtime == "threads":
        return "Boards are read by threads in the game ([serial] reader = \"thread\")"
    if realtime is None:
        return "Boards are read by a process of their own (starting…)"
    return ("Boards are read by a process of their own, at real-time priority" if realtime else
            "Boards are read by a process of their own, at normal priority "
            "(hardware/CABINET.md: rtprio)")
