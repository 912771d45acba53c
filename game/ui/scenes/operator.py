"""The operator menu: for whoever runs the cabinet, behind a combination players will not hit
by accident — slap pad + both aim buttons held 3 s on a panel, Back + Start held 3 s on a pad,
F9 on a keyboard (all three can be turned off, and an operator PIN asked: operator_pin.py), or
at once with the service switch. Volume, match length, computer difficulty, the coins and
credits, the screen timeouts, the bookkeeping and the lamp test (operator_pages.py), the slap
pads' calibration (operator_calibration.py), the hold gesture, orientation, high-score reset,
the serial boards (the boards screen of scenes/boards.py), exit to desktop, and "shut down the
machine" when `[cabinet] shutdown_command` is set. Changes are saved (atomically) on leaving.
"""
import shlex
import subprocess

from game.config import save_settings
from game.i18n import N_, _, pgettext
from game.store import db as store
from game.store import highscores
from game.ui.menu import Item, Menu
from game.ui.scenes.base import MenuScene

LEVELS = {"easy": N_("easy"), "medium": N_("medium"), "hard": N_("hard"), "expert": N_("expert")}


def _orientation(value: str) -> str:
    """A cabinet's orientation in words ("cocktail": the players face each other)."""
    if value == "cocktail":
        return pgettext("cabinet", "cocktail")
    return pgettext("cabinet", "normal")


def _pick(label, values, current, on_change, show=str) -> Item:
    index = values.index(current) if current in values else 0
    return Item(label, values=values, index=index, on_change=on_change, show=show)


class OperatorScene(MenuScene):
    def __init__(self, ctx, previous):
        self.previous = previous
        self.erase_armed = False
        super().__init__(ctx, Menu(_("Operator"), self._items(ctx), _("Cabinet settings")),
                         on_back=self.back)

    def _items(self, ctx) -> list[Item]:
        s = ctx.settings
        items = [
            _pick(_("Volume"), [i / 10 for i in range(11)], s["sound", "volume"], self._volume,
                  lambda v: _("{percent}%").format(percent=round(v * 100))),
            _pick(_("Games to win (Speed)"), [1, 2, 3], s.rules.get("games_to_win", 2),
                  self._games),
            _pick(_("Computer players"), list(LEVELS), s["game", "bot_level"],
                  lambda v: self._set(("game", "bot_level"), v), lambda v: _(LEVELS[v])),
            Item(_("Coins and credits"), lambda: self._page("coins")),
            Item(_("Bookkeeping"), lambda: self._page("bookkeeping")),
            Item(_("Screen timeouts"), lambda: self._page("timeouts")),
            Item(_("Lamp test"), lambda: self._page("lamps")),
            Item(_("Slap pads"), lambda: self._page("calibration")),
            _pick(_("Hold to open this menu"), [True, False], s["cabinet", "operator_hold"],
                  lambda v: self._set(("cabinet", "operator_hold"), v),
                  lambda v: _("on") if v else _("off (service switch only)")),
            _pick(_("Orientation"), ["normal", "cocktail"], s["cabinet", "orientation"],
                  lambda v: self._set(("cabinet", "orientation"), v), _orientation),
            _pick(_("Monitor turned"), [0, 90, 180, 270], s["cabinet", "rotate"], self._rotate,
                  lambda v: _("{degrees}°").format(degrees=v)),
            Item(_("Reset the high scores"), self._erase),
            Item(_("Serial boards"), self._boards),
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
        self.ctx.flow.operator_page(name, self)

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
        self.ctx.flow.boards(self, overlay=True)

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
        self._save()
        self.ctx.switch(self.previous)

    def leave(self) -> None:
        """Left for good (its timeout): the changes are saved all the same."""
        self._save()
