"""The operator menu and its pages: for whoever runs the cabinet, behind a combination players
will not hit by accident — slap pad + both aim buttons held 3 s on a panel, Back + Start held 3 s
on a pad, F9 on a keyboard (all three can be turned off, and an operator PIN asked:
operator_pin.py), or at once with the service switch.

    the menu       volume, match length, computer difficulty, the hold gesture, orientation,
                   high-score reset, the serial boards (scenes/boards.py), exit to desktop, and
                   "shut down the machine" when `[cabinet] shutdown_command` is set
    its pages      coins and credits, the screen timeouts, the bookkeeping (with its two-step
                   reset), the lamp test, the slap pads' calibration (each pad's live level
                   against its threshold; threshold and lockout sent to the board at once, SET,
                   which keeps them: PROTOCOL.md 1.2)

Each page is pushed over the menu and goes back to it; the menu saves the settings
(atomically) when it is left.
"""
import math
import shlex
import sqlite3
import subprocess
import time

import pygame

from game.config import save_settings
from game.i18n import N_, _, ngettext, pgettext
from game.store import bookkeeping
from game.store import db as store
from game.store import highscores
from game.ui.control_names import pad_word
from game.ui.menu import Item, Menu, draw_page
from game.ui.palette import DIM, GOLD, WHITE
from game.ui.scenes.base import MenuScene
from game.ui.table.hud import link_words

LEVELS = {"easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard"), "expert": N_("expert")}
TIMERS = [0, 10, 20, 30, 60, 90, 120, 300]
TIMEOUTS = [("attract_s", N_("Title ▸ attract mode")), ("join_s", N_("Join, nobody seated")),
            ("results_s", N_("Results")), ("initials_s", N_("Initials")),
            ("pause_s", N_("A paused match")), ("menu_s", N_("Options and operator menus"))]
THRESHOLDS = list(range(20, 1001, 10))
LOCKOUTS = list(range(10, 301, 5))
NO_PAD = N_("No board with a slap pad is plugged in")


def _orientation(value: str) -> str:
    """A cabinet's orientation in words ("cocktail": the players face each other)."""
    if value == "cocktail":
        return pgettext("cabinet", "cocktail")
    return pgettext("cabinet", "normal")


def pick(label, values, current, on_change, show=str) -> Item:
    """A choice among `values`, starting at `current` (or the first)."""
    index = values.index(current) if current in values else 0
    return Item(label, values=values, index=index, on_change=on_change, show=show)


def seconds(value) -> str:
    return _("{seconds} s").format(seconds=value) if value else _("never")


def link_items(ctx) -> list[Item]:
    """While this cabinet plays linked to another, a line (read only) per linked seat: its
    link and delay, or its countdown once dropped; nothing when it plays alone."""
    network = ctx.devices.network()
    if network is None:
        return []
    now = time.perf_counter_ns()
    figures, waiting = network.figures(), network.waiting(now)
    lines = [_("Linked cabinet, seat {n}: {link}").format(n=seat + 1, link=link_words(f))
             for seat, f in sorted(figures.items()) if seat not in waiting]
    lines += [_("Linked cabinet, seat {n}: the link dropped ({seconds} s left)").format(
        n=seat + 1, seconds=math.ceil(left)) for seat, left in sorted(waiting.items())]
    return [Item(line) for line in lines or [_("Linked cabinet: none connected yet")]]


class OperatorScene(MenuScene):
    name, operator = "operator", True

    def __init__(self, ctx):
        self.erase_armed = False
        super().__init__(ctx, Menu(_("Operator"), self._items(ctx), _("Cabinet settings")),
                         on_back=self.back)

    def _items(self, ctx) -> list[Item]:
        s = ctx.settings
        items = [
            pick(_("Volume"), [i / 10 for i in range(11)], s["sound", "volume"], self._volume,
                 lambda v: _("{percent}%").format(percent=round(v * 100))),
            pick(_("Games to win (Speed)"), [1, 2, 3], s.rules.get("games_to_win", 2),
                 self._games),
            pick(_("Computer players"), list(LEVELS), s["game", "bot_level"],
                 lambda v: self._set(("game", "bot_level"), v), lambda v: _(LEVELS[v])),
            Item(_("Coins and credits"), lambda: self._page("coins")),
            Item(_("Bookkeeping"), lambda: self._page("bookkeeping")),
            Item(_("Screen timeouts"), lambda: self._page("timeouts")),
            Item(_("Lamp test"), lambda: self._page("lamp_test")),
            Item(_("Slap pads"), lambda: self._page("calibration")),
            pick(_("Hold to open this menu"), [True, False], s["cabinet", "operator_hold"],
                 lambda v: self._set(("cabinet", "operator_hold"), v),
                 lambda v: _("on") if v else _("off (service switch only)")),
            pick(_("Orientation"), ["normal", "cocktail"], s["cabinet", "orientation"],
                 lambda v: self._set(("cabinet", "orientation"), v), _orientation),
            pick(_("Monitor turned"), [0, 90, 180, 270], s["cabinet", "rotate"], self._rotate,
                 lambda v: _("{degrees}°").format(degrees=v)),
            Item(_("Reset the high scores"), self._erase),
            Item(_("Serial boards"), self._boards),
            *link_items(ctx),
            Item(_("Exit to desktop"), self._exit),
        ]
        if s["cabinet", "shutdown_command"]:
            items.append(Item(_("Shut down the machine"), self._shutdown))
        return items + [Item(_("Back to the game"), self.back)]

    # -- changes ---------------------------------------------------------------------------------
    def _set(self, key, value) -> None:
        self.ctx.settings[key] = value

    def _volume(self, value) -> None:
        self._set(("sound", "volume"), value)
        self.ctx.sound.set_volume(value)

    def _games(self, value) -> None:
        if value == 2:
            self.ctx.settings.rules.pop("games_to_win", None)
        else:
            self.ctx.settings.rules["games_to_win"] = value

    def _page(self, name: str) -> None:
        self.ctx.flow.push(name)

    def _rotate(self, value) -> None:
        self._set(("cabinet", "rotate"), value)
        self.ctx.turn_monitor(value)

    def _erase(self) -> None:
        """Twice to erase: the first press asks."""
        if not self.erase_armed:
            self.erase_armed = True
            self.ctx.say(_("Press again to erase every high score"), 4.0)
            return
        self.erase_armed = False
        try:
            conn = store.connect()
            highscores.reset(conn)
            conn.close()
            self.ctx.say(_("High scores erased"), 3.0)
        except Exception as error:                  # noqa: BLE001 - say it on screen
            self.ctx.say(_("Could not erase the high scores: {error}").format(error=error), 8.0)

    def _boards(self) -> None:
        """The serial boards' operator screen (game/ui/scenes/boards.py)."""
        self.ctx.flow.push("boards")

    def _exit(self) -> None:
        self._save()
        self.ctx.quit()

    def _shutdown(self) -> None:
        self._save()
        command = self.ctx.settings["cabinet", "shutdown_command"]
        try:
            subprocess.Popen(shlex.split(command))
        except (OSError, ValueError) as error:
            self.ctx.say(_("Cannot shut down with {command}: {error}").format(
                command=repr(command), error=error), 8.0)
            return
        self.ctx.quit()

    def _save(self) -> None:
        try:
            save_settings(self.ctx.settings)
        except OSError as error:
            self.ctx.say(_("Could not save the settings: {error}").format(error=error), 8.0)

    def back(self) -> None:
        self.ctx.flow.back()

    def leave(self) -> None:
        """Left (back, or its timeout): the changes are saved."""
        self._save()


# -- its pages -------------------------------------------------------------------------------------
class OperatorPage(MenuScene):
    """A page over the operator menu: back (and Back) return to it."""
    operator = True

    def __init__(self, ctx, title: str, items: list[Item], subtitle: str = ""):
        super().__init__(ctx, Menu(title, items + [Item(_("Back"), self.back)], subtitle),
                         on_back=self.back)

    def set(self, key: str, value) -> None:
        self.ctx.settings["cabinet", key] = value

    def back(self) -> None:
        self.ctx.flow.back()


class CoinsPage(OperatorPage):
    name = "coins"

    def __init__(self, ctx):
        s = lambda key: ctx.settings["cabinet", key]      # noqa: E731
        cabinet = ctx.cabinet
        items = [
            pick(_("Free play"), [True, False], cabinet.free_play, self._free,
                 lambda v: _("on") if v else _("off (coins)")),
            pick(_("Coins a credit"), list(range(1, 11)), s("coins_per_credit"),
                 lambda v: self._number("coins_per_credit", v)),
            pick(_("Credits a play"), list(range(1, 11)), max(1, cabinet.coins_per_play or
                                                           s("credits_per_play")),
                 lambda v: self._number("credits_per_play", v)),
            pick(_("Credit limit"), [5, 10, 20, 50, 99], s("credit_cap"),
                 lambda v: self._number("credit_cap", v)),
            Item(_("Give a service credit"), self._service,
                 help=_("A free credit, counted apart in the bookkeeping")),
        ]
        super().__init__(ctx, _("Coins and credits"), items, cabinet.banner())

    def _free(self, value: bool) -> None:
        self.set("free_play", value)
        self.set("coins_per_play", 0)               # the older form gives way to these
        per_play = self.ctx.settings["cabinet", "credits_per_play"]
        self.ctx.cabinet.coins_per_play = 0 if value else per_play
        self._subtitle()

    def _number(self, key: str, value: int) -> None:
        self.set(key, value)
        cabinet = self.ctx.cabinet
        if key == "coins_per_credit":
            cabinet.coins_per_credit = value
        elif key == "credit_cap":
            cabinet.credit_cap = value
        elif not cabinet.free_play:
            self.set("coins_per_play", 0)
            cabinet.coins_per_play = value
        self._subtitle()

    def _service(self) -> None:
        cabinet = self.ctx.cabinet
        given = cabinet.service_credit()
        done = _("Service credit: {credits}").format(credits=cabinet.banner()) if given else \
            _("The credit limit ({limit}) is reached").format(limit=cabinet.credit_cap)
        self.ctx.say(cabinet.problem or done, 3.0)
        cabinet.problem = ""
        self._subtitle()

    def _subtitle(self) -> None:
        self.menu.subtitle = self.ctx.cabinet.banner()
        self.ctx.redraw()


class TimeoutsPage(OperatorPage):
    name = "timeouts"

    def __init__(self, ctx):
        items = [pick(_(label), TIMERS, ctx.settings["cabinet", key],
                      lambda v, key=key: self._timer(key, v), seconds)
                 for key, label in TIMEOUTS]
        super().__init__(ctx, _("Screen timeouts"), items,
                         _("On a cabinet each screen goes on by itself after this long"))

    def _timer(self, key: str, value: int) -> None:
        self.set(key, value)
        if key == "attract_s" and self.ctx.cabinet.enabled:
            self.ctx.cabinet.attract_s = value


class BookkeepingScene(OperatorPage):
    name = "bookkeeping"

    def __init__(self, ctx):
        self.armed, self.data, self.problem = False, None, ""
        super().__init__(ctx, _("Bookkeeping"),
                         [Item(_("Reset the bookkeeping"), self._reset,
                               help=_("Twice to reset: the first press asks"))])
        self._load()

    def _load(self) -> None:
        self.data, self.problem = store.reading(bookkeeping.report, None,
                                                _("The bookkeeping cannot be read"))

    def _reset(self) -> None:
        """Two steps: the first press asks, the second erases every count (not the credits)."""
        if not self.armed:
            self.armed = True
            self.menu.items[0].label = _("Press again to erase every count")
            self.ctx.redraw()
            return
        self.armed = False
        self.menu.items[0].label = _("Reset the bookkeeping")
        ledger = self.ctx.cabinet.ledger
        try:
            if ledger is not None:
                ledger.reset()
            else:
                store.reading(lambda db: db.execute("DELETE FROM ledger_events"), None, "")
            self.ctx.say(_("The bookkeeping is reset"), 3.0)
        except sqlite3.Error as error:
            self.ctx.say(_("Could not reset the bookkeeping: {error}").format(error=error), 8.0)
        self._load()
        self.ctx.redraw()

    def draw(self, surface, now_s: float) -> None:
        """The totals, the last days in columns, then the reset and Back at the bottom."""
        unit, y = draw_page(surface, self.ctx.text, _("Bookkeeping"), wide=60, tall=40, big=2.4)
        width, height = surface.get_size()
        text, row = self.ctx.text, int(unit * 1.4)
        head = [self.problem] if self.problem else bookkeeping.summary(self.data)
        for line in head:
            shown = text.fit(line, unit, width - 4 * unit, WHITE)
            surface.blit(shown, (2 * unit, y))
            y += row
        days = [] if self.problem else self.data["days"]
        room = max(0, (height - y - unit * 8) // row - 1)
        columns = (2 * unit, 12 * unit, 18 * unit)
        for n, cells in enumerate([(_("Day"), _("Coins"), _("Plays"))] + [
                (d["day"], str(d["coins"]), str(d["plays"])) for d in days[:room]]):
            for x, cell in zip(columns, cells):
                surface.blit(text.render(cell, text.readable(unit), DIM if n == 0 else WHITE),
                             (x, y + unit // 2))
            y += row
        self.menu.rects = {}
        for i, item in enumerate(self.menu.items):
            chosen = i == self.menu.selected
            label = text.fit(("> " if chosen else "") + item.label, int(unit * 1.2),
                             width - 2 * unit, GOLD if chosen else WHITE, bold=chosen)
            self.menu.place(surface, i, label, label.get_rect(
                midbottom=(width // 2, height - unit * (5 - 2 * i))))


class LampTestScene(OperatorPage):
    """Every board's lamps: all on, one after another, or all off (ui/lamps.py asks this page
    for the levels while it is on screen)."""
    name = "lamp_test"
    MODES = ("one after another", "all on", "all off")
    MODE_WORDS = {"one after another": N_("one after another"), "all on": N_("all on"),
                  "all off": N_("all off")}

    def __init__(self, ctx):
        self.mode = self.MODES[0]
        super().__init__(ctx, _("Lamp test"), [
            pick(_("Lamps"), list(self.MODES), self.mode, self._mode,
                 lambda mode: _(self.MODE_WORDS[mode]))], self._boards(ctx))

    @staticmethod
    def _boards(ctx) -> str:
        lit = [ngettext("board {board}: {n} lamp", "board {board}: {n} lamps",
                        len(b.lamps)).format(board=b.board_id, n=len(b.lamps))
               for b in ctx.boards.snapshot() if b.lamps and b.live]
        return ", ".join(lit) if lit else _("No board with lamps is plugged in")

    def _mode(self, mode: str) -> None:
        self.mode = mode

    def update(self, now_ns: int) -> None:
        subtitle = self._boards(self.ctx)
        if subtitle != self.menu.subtitle:
            self.menu.subtitle = subtitle
            self.ctx.redraw()

    def lamp_levels(self, board, now_ns: int) -> dict[str, int]:
        if self.mode == "all on":
            return {c: 255 for c in board.lamps}
        if self.mode == "all off":
            return {}
        return {board.lamps[(now_ns // 300_000_000) % len(board.lamps)]: 255}


def pads(ctx) -> list[tuple[str, str, list]]:
    """(board id, control, [kind, threshold, lockout_ms]) of every slap pad plugged in."""
    return [(b.board_id, control, list(spec)) for b in ctx.boards.snapshot() if b.live
            for control, spec in sorted(b.slaps.items())]


class CalibrationScene(OperatorPage):
    """Each slap pad of each board plugged in, its live level (the board's LEVEL lines while
    this page is open) drawn against its threshold; the threshold and lockout set here."""
    name = "calibration"

    def __init__(self, ctx):
        self.pads = pads(ctx)
        self.boards = sorted({pad[0] for pad in self.pads})
        for board in self.boards:
            ctx.boards.watch(board, True)
        self.levels: dict = {}
        super().__init__(ctx, _("Slap pads"), self._items(),
                         _("Hit each pad: its level shows below") if self.pads else _(NO_PAD))

    def _items(self) -> list[Item]:
        items = []
        for n, (board, control, (kind, threshold, lockout)) in enumerate(self.pads):
            names = {"board": board, "control": pad_word(control), "kind": kind.lower()}
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
            label = self.ctx.text.render(f"{board} {pad_word(control)}  {level}", unit * 3 // 4,
                                         WHITE)
            surface.blit(label, label.get_rect(midright=(bar.left - unit // 2, bar.centery)))
            y += int(unit * 1.4)
