"""The operator's slap-pad calibration: each slap pad of each board plugged in, its live level
(the board's LEVEL lines while this page is open) drawn against its threshold, and the
threshold and lockout set here: sent to the board at once (SET), which keeps them in its
EEPROM or flash and declares them from then on (PROTOCOL.md 1.2)."""
import pygame

from game.i18n import N_, _
from game.ui.menu import Item
from game.ui.palette import DIM, GOLD, WHITE
from game.ui.operator_page import OperatorPage, pick

THRESHOLDS = list(range(20, 1001, 10))
LOCKOUTS = list(range(10, 301, 5))
NONE = N_("No board with a slap pad is plugged in")


def pads(ctx) -> list[tuple[str, str, list]]:
    """(board id, control, [kind, threshold, lockout_ms]) of every slap pad plugged in."""
    return [(b.board_id, control, list(spec)) for b in ctx.boards.snapshot() if b.live
            for control, spec in sorted(b.slaps.items())]


class CalibrationScene(OperatorPage):
    def __init__(self, ctx, previous):
        self.pads = pads(ctx)
        self.boards = sorted({pad[0] for pad in self.pads})
        for board in self.boards:
            ctx.boards.watch(board, True)
        self.levels: dict = {}
        super().__init__(ctx, previous, _("Slap pads"), self._items(),
                         _("Hit each pad: its level shows below") if self.pads else _(NONE))

    def _items(self) -> list[Item]:
        items = []
        for n, (board, control, (kind, threshold, lockout)) in enumerate(self.pads):
            names = {"board": board, "control": control, "kind": kind.lower()}
            items.append(pick(_("{board} {control} ({kind}) threshold").format(**names),
                              THRESHOLDS, round(threshold, -1),
                              lambda v, n=n: self._set(n, threshold=v)))
            items.append(pick(_("{board} {control} ({kind}) lockout").format(**names),
                              LOCKOUTS, lockout, lambda v, n=n: self._set(n, lockout=v),
                              lambda v: _("{ms} ms").format(ms=v)))
        return items

    def _set(self, n: int, threshold: int | None = None, lockout: int | None = None) -> None:
        board, control, spec = self.pads[n]
        spec[1] = threshold if threshold is not None else spec[1]
        spec[2] = lockout if lockout is not None else spec[2]
        self.ctx.boards.calibrate(board, control, spec[1], spec[2])

    def back(self) -> None:
        self.leave()
        super().back()

    def leave(self) -> None:
        for board in self.boards:
            self.ctx.boards.watch(board, False)

    def update(self, now_ns: int) -> None:
        levels = {(b.board_id, c): v for b in self.ctx.boards.snapshot()
                  for c, v in b.levels.items()}
        if levels != self.levels:
            self.levels = levels
            self.ctx.redraw()

    def draw(self, surface, now_s: float) -> None:
        """The menu, and a bar per pad: its live level, the threshold a gold line."""
        self.menu.draw(surface, self.ctx.text)
        width, height = surface.get_size()
        unit = max(12, min(width // 40, height // 24))
        y = height - unit * 4 - len(self.pads) * int(unit * 1.4)
        for board, control, (_kind, threshold, _lockout) in self.pads:
            level = self.levels.get((board, control), 0)
            bar = pygame.Rect(width // 2 - unit * 6, y, unit * 16, unit)
            pygame.draw.rect(surface, DIM, bar, width=1)
            filled = bar.copy()
            filled.width = bar.width * min(level, 1023) // 1023
            surface.fill(WHITE if level < threshold else GOLD, filled)
            x = bar.left + bar.width * threshold // 1023
            pygame.draw.line(surface, GOLD, (x, bar.top - 3), (x, bar.bottom + 3), 3)
            label = self.ctx.text.render(f"{board} {control}  {level}", unit * 3 // 4, WHITE)
            surface.blit(label, label.get_rect(midright=(bar.left - unit // 2, bar.centery)))
            y += int(unit * 1.4)
