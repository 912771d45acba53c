"""Where friends join a hosted match, drawn big on the join screen: the room's code (to type
on their machine) or this machine's address, and how many other machines may still come."""
import pygame

from game.i18n import _
from game.ui.palette import GOLD, SOFT, WHITE


def draw_hosting(surface, text, hosting, top: int, unit: int) -> int:
    """The hosting's line at `top`; the y below it (`top` itself when nothing is hosted)."""
    if hosting is None:
        return top
    width = surface.get_width()
    if hosting.problem and not hosting.running:
        line = text.fit(hosting.problem, unit, width - 2 * unit, SOFT)
        return surface.blit(line, line.get_rect(midtop=(width // 2, top))).bottom + unit // 2
    if hosting.host.code:
        label = _("Friends join with the room code")
    else:
        label = _("Friends join at this address (or from the nearby list)")
    said = text.fit(label, unit, width - 2 * unit, WHITE)
    code = text.fit(hosting.where or "…", unit * 3, width - 2 * unit, GOLD, bold=True)
    rect = pygame.Rect(0, top, width, said.get_height() + code.get_height())
    surface.blit(said, said.get_rect(midtop=(width // 2, top)))
    surface.blit(code, code.get_rect(midtop=(width // 2, top + said.get_height())))
    return rect.bottom + unit // 2
