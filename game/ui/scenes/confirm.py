"""Closing the window (or "Quit to the title screen") in the middle of a match asks first: "Quit the match? The replay is
saved." Keep playing is chosen; any device answers (Up/Down and Enter, a pad's d-pad and A,
the panel's aim buttons and slap pad, a click), and back (Esc, B) keeps playing. Closing the
window again while asked quits. The hint names the pad buttons as the pads in use print them.
"""

from game.i18n import N_, _
from game.input.pad_family import hint_names
from game.ui.menu import Item, Menu, draw_dialog
from game.ui.palette import DIM, GOLD, WHITE
from game.ui.scenes.base import MenuScene, Overlay

QUESTION, DETAIL = N_("Quit the match?"), N_("The replay is saved.")
HINT = N_("Up/Down and Enter, {a} or the slap pad to answer.   Esc or {b}: keep playing")


class ConfirmQuit(Overlay, MenuScene):
    """`to_title`: asked from the pause menu's "Quit to the title screen" (the match ends,
    the game goes on); otherwise the window is closing (the game ends)."""
    name = "confirm_quit"

    def __init__(self, ctx, to_title: bool = False):
        self.to_title = to_title
        leave = _("Quit to the title screen") if to_title else _("Quit")
        super().__init__(ctx, Menu(_(QUESTION), [Item(_("Keep playing"), self.keep),
                                                 Item(leave, self.quit, careful=True)],
                                   _(DETAIL)),
                         on_back=self.keep)

    def keep(self) -> None:
        """Back to the match (still paused: its own pause menu resumes it)."""
        self.ctx.flow.back()

    def quit(self) -> None:
        if self.to_title:
            self.ctx.flow.title()
        else:
            self.ctx.quit()

    def confirm_quit(self) -> bool:
        """The window closed again while asking: quit."""
        return False

    def draw(self, surface, now_s: float) -> None:
        """The table dimmed under a panel with the question and the two answers."""
        self.under.draw(surface, now_s)
        panel, unit = draw_dialog(surface, 20, 10, 150)
        width, text = surface.get_width(), self.ctx.text
        lines = [(_(QUESTION), int(unit * 1.6), GOLD, True), (_(DETAIL), unit, WHITE, False)]
        y = panel.top + unit
        for words, size, colour, bold in lines:
            shown = text.fit(words, size, panel.width - unit, colour, bold)
            surface.blit(shown, shown.get_rect(midtop=(width // 2, y)))
            y += shown.get_height() + unit // 2
        for i, item in enumerate(self.menu.items):
            chosen = i == self.menu.selected
            label = text.render(("> " if chosen else "") + item.label, int(unit * 1.2),
                                GOLD if chosen else WHITE, bold=chosen)
            self.menu.place(surface, i, label, label.get_rect(
                midtop=(width // 2, y + unit // 2 + i * int(unit * 1.8))))
        words = _(HINT).format(**hint_names(self.ctx.pad_families().values()))
        hint = text.fit(words, max(10, unit * 2 // 3), panel.width - 2 * unit, DIM)
        surface.blit(hint, hint.get_rect(midbottom=(width // 2, panel.bottom - unit * 2 // 3)))
