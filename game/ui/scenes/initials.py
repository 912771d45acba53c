"""A new high score: three letters of initials, entered by panel, pad or keyboard, then the
results. Up/Down (the panel's aim buttons, the d-pad) turn the letter, confirm (the slap pad,
A, Enter) takes it and goes to the next, back goes to the previous one; on a keyboard, typing a
letter takes it. Shown at least as long as the results (players may still be hammering).
"""
import pygame

from game.input.device_id import DeviceKind
from game.store import db as store
from game.store import highscores
from game.ui.menu import draw_page
from game.ui.palette import DIM, GOLD, WHITE
from game.ui.scenes.base import Scene

LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ."
WHAT = {"win": "won a game in", "call": "called \"Speed!\" in"}


def high_scores_due(ctx, table) -> tuple | None:
    """(the database, the table's new high scores of a person) on a cabinet; None when there
    are none (or they cannot be read: said on screen). The initials are asked for each."""
    if not ctx.cabinet.enabled or table.records is None:
        return None
    variant = ctx.settings["game", "variant"]
    try:
        conn = store.connect()
        due = [c for c in table.records.best() if highscores.qualifies(conn, c.kind, variant,
                                                                       c.ms)]
    except Exception as error:                       # noqa: BLE001 - a bad disk must not stop play
        ctx.say(f"High scores are not available: {error}", 8.0)
        return None
    return (conn, due) if due else None


class InitialsScene(Scene):
    def __init__(self, ctx, table, conn, due):
        super().__init__(ctx)
        self.table, self.conn, self.due = table, conn, list(due)
        self.letters = [0, 0, 0]
        self.at = 0
        self.variant = ctx.settings["game", "variant"]

    def guard_s(self) -> float:
        return max(self.ctx.guard_s, self.ctx.results_hold_s)

    def on_press(self, press, action) -> None:
        typed = press.control.upper() if DeviceKind.KEYBOARD.owns(press.device) else ""
        if len(typed) == 1 and typed in LETTERS.strip():
            self.letters[self.at] = LETTERS.index(typed)
            return self._next()
        if action in ("up", "down"):
            step = 1 if action == "up" else -1          # up: the next letter
            self.letters[self.at] = (self.letters[self.at] + step) % len(LETTERS)
        elif action in ("confirm", "right"):
            self._next()
        elif action in ("back", "left") and self.at > 0:
            self.at -= 1

    def time_out(self) -> None:
        """Time is up (a cabinet left alone): each record kept with the letters as they stand."""
        while self.due and self.ctx.scene is self:
            self.at = 2
            self._next()

    def _next(self) -> None:
        self.ctx.sound.play("tick")
        if self.at < 2:
            self.at += 1
            return
        candidate = self.due.pop(0)
        initials = "".join(LETTERS[i] for i in self.letters)
        try:
            highscores.add(self.conn, candidate.kind, self.variant, candidate.ms, initials)
            if self.table.session.replay:       # kept in the replay too: the rebuild has it
                self.table.session.replay.note(highscores.note(candidate, initials))
        except Exception as error:                   # noqa: BLE001 - say it, play on
            self.ctx.say(f"Could not save the high score: {error}", 8.0)
        self.letters, self.at = [0, 0, 0], 0
        if not self.due:
            self.ctx.flow.results(self.table)

    def draw(self, surface, now_s: float) -> None:
        width, height = surface.get_size()
        text = self.ctx.text
        unit, y = draw_page(surface, text, "New high score!", big=3)
        candidate = self.due[0]
        name = self.table.seats[candidate.seat].name
        line = f"{name} {WHAT[candidate.kind]} {candidate.ms / 1000:.2f} s"
        shown = text.fit(line, int(unit * 1.3), width - 2 * unit, WHITE)
        surface.blit(shown, shown.get_rect(midtop=(width // 2, y)))
        self._letters(surface, (width // 2, y + unit * 6), unit * 4, now_s)
        self._table(surface, candidate.kind, y + unit * 10, unit)
        hint = ("Up/Down: letter   confirm (slap pad, A, Enter): next   back: previous   "
                "or type it")
        note = text.fit(hint, unit, width - 2 * unit, DIM)
        surface.blit(note, note.get_rect(midbottom=(width // 2, height - unit)))

    def _letters(self, surface, centre, size: int, now_s: float) -> None:
        for i, index in enumerate(self.letters):
            chosen = i == self.at
            box = pygame.Rect(0, 0, size, int(size * 1.2))
            box.center = (centre[0] + (i - 1) * int(size * 1.3), centre[1])
            blink = chosen and int(now_s * 3) % 2
            pygame.draw.rect(surface, GOLD if chosen else DIM, box, width=3 + 2 * chosen,
                             border_radius=size // 8)
            letter = LETTERS[index] if LETTERS[index] != " " else "_"
            shown = self.ctx.text.render(letter, size, WHITE if blink else GOLD, bold=True)
            surface.blit(shown, shown.get_rect(center=box.center))

    def _table(self, surface, kind: str, y: int, unit: int) -> None:
        """The current top five of this table, under the letters."""
        text = self.ctx.text
        head = text.render(f"{highscores.KINDS[kind]} ({self.variant})", unit, DIM, bold=True)
        surface.blit(head, head.get_rect(midtop=(surface.get_width() // 2, y)))
        for n, (initials, ms) in enumerate(highscores.top(self.conn, kind, self.variant, 5)):
            row = text.render(f"{n + 1}.  {initials}   {ms / 1000:.2f} s", unit, WHITE)
            surface.blit(row, row.get_rect(midtop=(surface.get_width() // 2,
                                                   y + int(unit * 1.5) * (n + 1))))
