"""A new high score: three letters of initials, entered by panel, pad or keyboard, then the
results. Up/Down (the panel's aim buttons, the d-pad) turn the letter on the wheel (A–Z, 0–9,
space, ".", the accented letters: game/alphabet.py), confirm (the slap pad, a pad's A,
Enter) takes it and goes to the next, back goes to the previous one; on a keyboard, typing a
letter takes it (SDL text input: "Ø" on a Danish keyboard, "Ã" with a dead key). The hint names
the buttons as the pads in use print them. Shown at least as long as the results (players may
still be hammering).
"""
import pygame

from game.alphabet import INITIALS_MARKS, wheel
from game.i18n import N_, _, current, decimal
from game.input.device_id import DeviceKind
from game.input.pad_family import hint_names
from game.store import db as store
from game.store import highscores
from game.ui.menu import draw_page
from game.ui.palette import DIM, GOLD, WHITE
from game.ui.scenes.base import Scene
from game.ui.text_input import text_input
from game.ui.words import VARIANT_WORDS

WHAT = {"win": N_("{name} won a game in {seconds} s"),
        "call": N_("{name} called \"Speed!\" in {seconds} s")}
HINT = N_("Up/Down: letter   confirm (slap pad, {a}, Enter): next   back ({b}): previous   "
          "or type it")
NOT_ON_WHEEL = N_("“{char}” is not a letter of the initials")


def letters() -> str:
    """The initials' wheel in the player's language (the name picker's letters, " " and ".")."""
    return wheel(current(), INITIALS_MARKS)


def types_text(control: str) -> bool:
    """Does this keyboard key type (its letter comes as text, not as a press)?"""
    return len(control) == 1 or control == "space"


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
        ctx.say(_("High scores are not available: {problem}").format(problem=error), 8.0)
        return None
    return (conn, due) if due else None


class InitialsScene(Scene):
    name, timeout = "initials", "initials"

    def __init__(self, ctx, table, conn, due):
        super().__init__(ctx)
        self.table, self.conn, self.due = table, conn, list(due)
        self.letters = [0, 0, 0]
        self.at = 0
        self.variant = ctx.settings["game", "variant"]

    def guard_s(self) -> float:
        return max(self.ctx.guard_s, self.ctx.results_hold_s)

    def update(self, now_ns: int) -> None:
        text_input(True)                   # a keyboard types the initials

    def leave(self) -> None:
        text_input(False)

    def on_text(self, text: str) -> None:
        """Letters typed on a keyboard: each takes the current place, as a capital."""
        wheel_letters = letters()
        for char in text:
            if not self.due or self.ctx.scene is not self:
                return
            if char.upper() not in wheel_letters:
                self.ctx.say(_(NOT_ON_WHEEL).format(char=char), 3.0)
                continue
            self.letters[self.at] = wheel_letters.index(char.upper())
            self._next()

    def on_press(self, press, action) -> None:
        if DeviceKind.KEYBOARD.owns(press.device) and types_text(press.control):
            return                         # its letter came as text (on_text)
        if action in ("up", "down"):
            step = 1 if action == "up" else -1          # up: the next letter
            self.letters[self.at] = (self.letters[self.at] + step) % len(letters())
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
        initials = "".join(letters()[i] for i in self.letters)
        try:
            highscores.add(self.conn, candidate.kind, self.variant, candidate.ms, initials)
            if self.table.session.replay:       # kept in the replay too: the rebuild has it
                self.table.session.replay.note(highscores.note(candidate, initials))
        except Exception as error:                   # noqa: BLE001 - say it, play on
            self.ctx.say(_("Could not save the high score: {problem}").format(problem=error), 8.0)
        self.letters, self.at = [0, 0, 0], 0
        if not self.due:
            self.ctx.flow.replace("results", self.table)

    def draw(self, surface, now_s: float) -> None:
        width, height = surface.get_size()
        text = self.ctx.text
        unit, y = draw_page(surface, text, _("New high score!"), big=3)
        candidate = self.due[0]
        name = self.table.seats[candidate.seat].name
        line = _(WHAT[candidate.kind]).format(name=name, seconds=decimal(candidate.ms / 1000, 2))
        shown = text.fit(line, int(unit * 1.3), width - 2 * unit, WHITE)
        surface.blit(shown, shown.get_rect(midtop=(width // 2, y)))
        self._letters(surface, (width // 2, y + unit * 6), unit * 4, now_s)
        self._table(surface, candidate.kind, y + unit * 10, unit)
        hint = _(HINT).format(**hint_names(self.ctx.pad_families().values()))
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
            letter = letters()[index] if letters()[index] != " " else "_"
            shown = self.ctx.text.render(letter, size, WHITE if blink else GOLD, bold=True)
            surface.blit(shown, shown.get_rect(center=box.center))

    def _table(self, surface, kind: str, y: int, unit: int) -> None:
        """The current top five of this table, under the letters."""
        text = self.ctx.text
        game = _(VARIANT_WORDS.get(self.variant, self.variant))
        head = text.render(_("{table} ({game})").format(table=_(highscores.KINDS[kind]), game=game),
                           unit, DIM, bold=True)
        surface.blit(head, head.get_rect(midtop=(surface.get_width() // 2, y)))
        for n, (initials, ms) in enumerate(highscores.top(self.conn, kind, self.variant, 5)):
            row = text.render(_("{place}.  {initials}   {seconds} s").format(
                place=n + 1, initials=initials, seconds=decimal(ms / 1000, 2)), unit, WHITE)
            surface.blit(row, row.get_rect(midtop=(surface.get_width() // 2,
                                                   y + int(unit * 1.5) * (n + 1))))
