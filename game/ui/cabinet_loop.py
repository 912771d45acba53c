"""The cabinet's part of the main loop: coins and the service switch out of the presses, the
ledger opened (credits back from the SQLite file) and its uptime kept, each match played and
the presses per button in it written for the bookkeeping, and the screen timers
(ui/timeouts.py) with their countdown, and the button lamps (ui/lamps.py). The app calls `press`, `touch`, `frame` and `draw`."""
import collections
import sqlite3
import time

from game.i18n import _
from game.store import db as store
from game.store.ledger import Ledger
from game.ui.lamps import LampDirector
from game.ui.timeouts import ScreenTimer, draw_countdown

TICK_S = 60.0            # the uptime row is brought up to date this often


class CabinetLoop:
    def __init__(self, app):
        self.app, self.cabinet = app, app.cabinet
        self.cabinet.bindings, app.hub.reserve = app.hub.bindings, self.cabinet.reserve
        self.cabinet.device_key = app.hub.device_key
        self.timer, self.countdown = ScreenTimer(time.perf_counter_ns()), None
        self._tick_at = 0.0
        self.table, self.table_ns, self.presses = None, 0, collections.Counter()
        self.shown_credits, self.lamps = None, LampDirector(app.ctx)
        if self.cabinet.enabled:
            self.open_ledger()

    def open_ledger(self) -> None:
        """The credits and the bookkeeping, kept in the SQLite file."""
        try:
            self.cabinet.keep_in(Ledger(store.connect()))
        except (OSError, sqlite3.Error) as error:
            self.app.say(_("Credits will not be kept: the database cannot be opened "
                           "({error})").format(error=error), 10.0)

    def touch(self, t_ns: int) -> None:
        """Someone did something: the screen's timer starts again."""
        self.timer.touch(t_ns)

    def press(self, press) -> bool:
        """A coin (the credits said at once) or the service switch; True when it was one."""
        self.timer.touch(press.t_ns)
        if self.table is not None:
            self.presses[f"{press.device} {press.control}"] += 1
        if "service" in press.actions:
            self.app.flow.operator(service=True)
            return True
        if not self.cabinet.coin(press):
            return False
        self.app.dirty = True
        self.app.say(self.cabinet.problem or _("Coin in: {credits}").format(
            credits=self.cabinet.banner()), 2.0)
        self.cabinet.problem = ""
        return True

    def frame(self, now_ns: int) -> None:
        """Each frame: the lamps; on a cabinet the screen's timer (its countdown redrawn as it
        changes), the credits logged, the uptime."""
        self.lamps.frame(self.app.scene, now_ns)
        if not self.cabinet.enabled:
            return
        self.watch_table(now_ns)
        if self.cabinet.credits != self.shown_credits:      # the cabinet's log (journalctl)
            self.shown_credits = self.cabinet.credits
            print(f"speed: credits {self.cabinet.credits}", flush=True)
        countdown = self.timer.check(self.app.ctx, self.app.scene, now_ns)
        if countdown != self.countdown:
            self.countdown, self.app.dirty = countdown, True
            self.app.invalidate_scene()
        if self.cabinet.ledger is not None and now_ns / 1e9 >= self._tick_at:
            self._tick_at = now_ns / 1e9 + TICK_S
            try:
                self.cabinet.ledger.tick()
            except sqlite3.Error:
                pass                     # uptime only: the next tick tries again

    def watch_table(self, now_ns: int) -> None:
        """A table opened: count its presses; gone (not even under an overlay): write the
        match, how long it took and the presses, for the bookkeeping."""
        table = self.app.flow.table()
        if table is self.table:
            return
        if self.table is not None and self.cabinet.ledger is not None:
            try:
                self.cabinet.ledger.match(self.table.session.variant,
                                          (now_ns - self.table_ns) // 1_000_000,
                                          dict(self.presses))
            except sqlite3.Error as error:
                self.app.say(_("The bookkeeping could not be saved ({error})").format(
                    error=error), 6.0)
        self.table, self.table_ns, self.presses = table, now_ns, collections.Counter()

    def draw(self, screen) -> list:
        """The countdown over the screen (its rectangles)."""
        return draw_countdown(screen, self.app.text, self.countdown) if self.countdown else []
