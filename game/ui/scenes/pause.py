"""The pause menu over the table: Resume or leave the match, from any device.

Opened by Esc / a pad's Start (the seat's `pause` action) / an arcade panel's both aim buttons
held 1 s. The press that opened it never also picks an item: menu presses made in the guard
time after it opened are ignored. "back" (B, Esc, the panel hold) resumes.
"""
import pygame

from game.i18n import N_, _
from game.ui.menu import Item, Menu
from game.ui.palette import DIM, GOLD, WHITE


class PauseMenu:
    def __init__(self, on_resume, on_quit):
        self.on_resume = on_resume
        resume = Item(_("Resume"), on_resume)
        leave = Item(_("Quit to the title screen"), on_quit, careful=True)
        self.menu = Menu(_("Paused"), [resume, leave])
        self.words = [(resume, N_("Resume")), (leave, N_("Quit to the title screen"))]
        self.opened_ns = 0

    def offer(self, extra: list[Item]) -> None:
        """Items offered for now between Resume and Quit (a cabinet's computer player for a
        seat whose link dropped); [] takes them away."""
        first, last = self.menu.items[0], self.menu.items[-1]
        self.menu.items = [first, *extra, last]
        self.menu.selected = min(self.menu.selected, len(self.menu.items) - 1)

    def open(self, t_ns: int) -> None:
        """Shown from host time `t_ns`, with Resume selected."""
        self.opened_ns = t_ns
        self.menu.selected = 0
        self._relabel()

    def _relabel(self) -> None:
        """The words in the language spoken now."""
        self.menu.title = _("Paused")
        for item, words in self.words:
            item.label = _(words)

    def on_action(self, action: str, t_ns: int, guard_s: float) -> None:
        """A menu action pressed at `t_ns` (ignored in the guard time after opening)."""
        if t_ns < self.opened_ns + guard_s * 1e9:
            return
        if action == "back":
            self.on_resume()
        else:
            self.menu.on_menu(action)

    def draw(self, surface, text, hint: str) -> None:
        """Dim the table and draw the menu in a panel at the centre."""
        self._relabel()
        dim = surface.copy()
        dim.fill((0, 0, 0))
        dim.set_alpha(170)
        surface.blit(dim, (0, 0))
        width, height = surface.get_size()
        unit = max(14, height // 20)
        panel = pygame.Rect(0, 0, unit * 16, unit * 10)
        panel.center = (width // 2, height // 2 - unit)
        shown = text.fit(hint, max(12, unit * 2 // 3), panel.width - 2 * unit, DIM)
        lines = [text.render(("> " if i == self.menu.selected else "") + item.text(), unit,
                             GOLD if i == self.menu.selected else WHITE,
                             bold=i == self.menu.selected)
                 for i, item in enumerate(self.menu.items)]
        spots = [line.get_rect(center=(width // 2, height // 2 + i * unit * 2))
                 for i, line in enumerate(lines)]
        # the hint under the items, a unit clear of them and of the border: a taller panel
        # when it wraps
        panel.height = max(panel.height, spots[-1].bottom + unit // 2 + shown.get_height()
                           + unit * 2 // 3 - panel.top)
        pygame.draw.rect(surface, (12, 40, 26), panel, border_radius=unit // 2)
        pygame.draw.rect(surface, GOLD, panel, width=3, border_radius=unit // 2)
        title = text.render(self.menu.title, unit * 2, GOLD, bold=True)
        surface.blit(title, title.get_rect(center=(width // 2, height // 3)))
        for i, (line, spot) in enumerate(zip(lines, spots)):
            self.menu.place(surface, i, line, spot)
        self.panel = panel
        self.hint = surface.blit(shown, shown.get_rect(midbottom=(width // 2,
                                                                  panel.bottom - unit * 2 // 3)))


# The pad's buttons as the pads in use name them (input/pad_family.hint_names): shown `_(HINT)`.
HINT = N_("Up/Down, then Enter / {a} / slap pad.   Esc, {start} or {b}: resume")
