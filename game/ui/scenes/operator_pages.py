"""The operator menu's pages: coins and credits, the screen timeouts, and the bookkeeping (with
its two-step reset). Each is a menu over the operator menu and goes back to it; the operator
menu saves the settings (atomically) when it is left."""
import sqlite3

from game.i18n import N_, _, ngettext
from game.store import bookkeeping
from game.store import db as store
from game.ui.menu import Item, draw_page
from game.ui.palette import DIM, GOLD, WHITE
from game.ui.operator_page import OperatorPage, pick, seconds

TIMERS = [0, 10, 20, 30, 60, 90, 120, 300]
TIMEOUTS = [("attract_s", N_("Title ▸ attract mode")), ("join_s", N_("Join, nobody seated")),
            ("results_s", N_("Results")), ("initials_s", N_("Initials")),
            ("pause_s", N_("A paused match")), ("menu_s", N_("Options and operator menus"))]


class CoinsPage(OperatorPage):
    def __init__(self, ctx, previous):
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
        super().__init__(ctx, previous, _("Coins and credits"), items, cabinet.banner())

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
    def __init__(self, ctx, previous):
        items = [pick(_(label), TIMERS, ctx.settings["cabinet", key],
                      lambda v, key=key: self._timer(key, v), seconds)
                 for key, label in TIMEOUTS]
        super().__init__(ctx, previous, _("Screen timeouts"), items,
                         _("On a cabinet each screen goes on by itself after this long"))

    def _timer(self, key: str, value: int) -> None:
        self.set(key, value)
        if key == "attract_s" and self.ctx.cabinet.enabled:
            self.ctx.cabinet.attract_s = value


class BookkeepingScene(OperatorPage):
    def __init__(self, ctx, previous):
        self.armed, self.data, self.problem = False, None, ""
        super().__init__(ctx, previous, _("Bookkeeping"),
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
                surface.blit(text.render(cell, unit, DIM if n == 0 else WHITE), (x, y + unit // 2))
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
    MODES = ("one after another", "all on", "all off")
    MODE_WORDS = {"one after another": N_("one after another"), "all on": N_("all on"),
                  "all off": N_("all off")}

    def __init__(self, ctx, previous):
        self.mode = self.MODES[0]
        super().__init__(ctx, previous, _("Lamp test"), [
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
