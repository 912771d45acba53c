"""Results: who took the match, the score, and each player's numbers. Rematch or leave.

The screen stays at least `app.results_hold_s` (3 s) before a press moves on, so players still
hammering buttons at the end of the match see it. The keyboard drives its menu with the arrow
keys, Enter and Esc only: the players' card keys (WASD…) do not move it.
"""
import time

import pygame

from game.ui.effects import GOLD, WHITE
from game.ui.menu import DIM, Item, Menu, draw_page
from game.ui.scenes.base import MenuScene

KEYBOARD_KEYS = {"up", "down", "return", "enter", "escape", "backspace", "f1"}
COLUMNS = ("Player", "Games", "Cards played", "Pace", "Races won", "Misses")


class ResultsScene(MenuScene):
    def __init__(self, app, table):
        self.table = table
        session = table.session
        winner = session.match.winner if session.match.over else session.game.winner
        title = "A draw!" if winner is None else f"{session.seats[winner].name} wins!"
        items = [Item("Rematch", self.rematch), Item("Change players", self.join),
                 Item("Title screen", self.title)]
        super().__init__(app, Menu(title, items), on_back=self.title)
        self.rows = self._rows(session)
        app.sound.play("win")

    def guard_s(self) -> float:
        return max(self.app.guard_s, self.app.results_hold_s)

    def on_press(self, press, action) -> None:
        if press.device.startswith("keyboard") and press.control not in KEYBOARD_KEYS:
            return
        super().on_press(press, action)

    def on_mouse(self, pos, clicked: bool) -> None:
        if not self._waiting():
            super().on_mouse(pos, clicked)

    def animating(self) -> bool:
        """The "Menu in 3 s" count changes by itself; then the menu stands still."""
        return self._waiting() > 0

    def update(self, now_ns: int) -> None:
        if not self._waiting() and not getattr(self, "_menu_shown", False):
            self._menu_shown = True
            self.app.dirty = True                       # draw the menu once it is ready

    def _waiting(self) -> float:
        """Seconds before presses count (0 once they do)."""
        return max(0.0, self.opened_ns / 1e9 + self.guard_s() - time.perf_counter())

    @staticmethod
    def _rows(session) -> list[tuple[str, ...]]:
        stats, rows = session.stats, []
        for seat, info in enumerate(session.seats):
            gap = stats.mean_gap_ms(seat)
            rows.append((info.name, str(session.match.wins[seat]), str(stats.played[seat]),
                         "-" if gap is None else f"{gap / 1000:.2f} s/card",
                         str(stats.races_won[seat]), str(stats.rejected[seat])))
        return rows

    def rematch(self) -> None:
        from game.ui.scenes.table_scene import TableScene
        self.app.switch(TableScene(self.app, self.table.seats))

    def join(self) -> None:
        from game.ui.scenes.join import JoinScene
        self.app.switch(JoinScene(self.app))

    def title(self) -> None:
        from game.ui.scenes.title import TitleScene
        self.app.switch(TitleScene(self.app))

    def draw(self, surface, now_s: float) -> None:
        width, height = surface.get_size()
        text = self.app.text
        unit, y = draw_page(surface, text, self.menu.title, big=3)
        column = (width - 2 * unit) // len(COLUMNS)
        for r, row in enumerate([COLUMNS] + self.rows):
            for c, cell in enumerate(row):
                shade = DIM if r == 0 else WHITE
                shown = text.fit(cell, unit, column - unit // 2, shade, bold=r == 0)
                surface.blit(shown, shown.get_rect(midtop=(unit + c * column + column // 2, y)))
            y += int(unit * 1.6)
            if r == 0:
                pygame.draw.line(surface, DIM, (unit, y - unit // 3), (width - unit, y - unit // 3))
        y += unit
        waiting = self._waiting()
        if waiting:
            shown = text.render(f"Menu in {int(waiting) + 1} s", unit, DIM)
            surface.blit(shown, shown.get_rect(midtop=(width // 2, y)))
            return
        for i, item in enumerate(self.menu.items):
            chosen = i == self.menu.selected
            line = text.render(("> " if chosen else "") + item.text(), int(unit * 1.2),
                               GOLD if chosen else WHITE, bold=chosen)
            self.menu.place(surface, i, line, line.get_rect(midtop=(width // 2, y)))
            y += int(unit * 1.9)
