"""The title screen: play (Left/Right pick Speed, Spit or California), options, how to play,
quit. In cabinet mode there is no Quit (the operator menu exits), the credits show, and after
`[cabinet] attract_s` seconds without a press attract mode starts."""
import time

from game.engine.variants import NAMES, VARIANTS
from game.i18n import N_, _
from game.input.device_id import DeviceKind
from game.store.db import reading
from game.store.tutorials import finished
from game.ui.menu import Item, Menu
from game.ui.scenes.base import MenuScene
from game.ui.scenes.credits import draw_credits
from game.ui.scenes.title_art import decor_piece

TAGLINE = N_("The real-time card race. No turns: the faster hand wins.")
NEW_TAGLINE = N_("New to Speed? Learn to play: a guided first game, two minutes.")


def tutorials_done() -> set:
    """The tutorials anyone finished on this machine (a store that cannot be read: none)."""
    done, _problem = reading(finished, set(), "")
    return done


class TitleScene(MenuScene):
    name, lamps = "title", "starts"
    timeout = None                # its own timer: attract mode after `[cabinet] attract_s`

    def __init__(self, ctx):
        variant = ctx.settings["game", "variant"]
        variants = list(VARIANTS)
        play = Item(_("Play"), self.play, values=variants, index=variants.index(variant),
                    on_change=self.choose, show=lambda v: f"<  {NAMES[v]}  >",
                    help=_("Left/Right: Speed, Spit or California Speed"))
        learn = Item(_("Learn to play"), self.tutorial,
                     help=_("A guided first game on the real table, two minutes"))
        daily = Item(_("Daily challenge and ladder"), self.daily,
                     help=_("One deal, one opponent a day, the same for everyone; the ladder"))
        new = not tutorials_done()
        items = [play, Item(_("Options"), self.options),
                 Item(_("Players and stats"), self.stats),
                 Item(_("How to play and keys"), self.help), learn, daily,     # learn: always
                 Item(_("Play online"), self.online,
                      help=_("Host, join or watch a match on another machine"))]
        if not ctx.cabinet.enabled:
            items.append(Item(_("Quit"), self.quit, careful=True))
        super().__init__(ctx, Menu("SPEED", items, _(NEW_TAGLINE if new else TAGLINE)),
                         remember="title")
        self.idle_from = time.perf_counter_ns()
        self.shown_ns = None              # when it was last shown (App.show: `opened_ns`)

    def on_press(self, press, action) -> None:
        self.idle_from = max(self.idle_from, press.t_ns)
        super().on_press(press, action)

    def update(self, now_ns: int) -> None:
        """Cabinet mode: idle long enough (since the last press, or since it was shown again:
        back from a screen over it), attract mode."""
        if self.opened_ns != self.shown_ns:
            if self.shown_ns is not None:          # shown again: idle from then
                self.idle_from = max(self.idle_from, self.opened_ns)
            self.shown_ns = self.opened_ns
        attract_s = self.ctx.cabinet.attract_s
        if attract_s and now_ns - self.idle_from > attract_s * 1e9:
            self.ctx.flow.reset("attract")

    def draw(self, surface, now_s: float) -> None:
        """The menu on felt, with a hand of cards fanned either side of it."""
        self.menu.draw(surface, self.ctx.text, hint=self._panel_hint())
        surface.blit(*decor_piece(surface.get_size(), self.ctx.art, self.menu.box(),
                                  self.menu.notes_top))
        draw_credits(surface, self.ctx)

    def _panel_hint(self) -> str:
        """On a cabinet the footer speaks the panel's buttons (it has no Enter, Esc or F1)."""
        if not self.ctx.cabinet.enabled:
            return ""
        return DeviceKind.SERIAL.menu_hint(str)

    def choose(self, variant: str) -> None:
        """Left/Right on "Play": the game the next match is."""
        self.ctx.settings["game", "variant"] = variant

    def play(self) -> None:
        self.ctx.flow.push("join")

    def online(self) -> None:
        self.ctx.flow.push("online")

    def tutorial(self) -> None:
        self.ctx.flow.push("tutorial", self.ctx.settings["game", "variant"])

    def daily(self) -> None:
        self.ctx.flow.push("daily")

    def options(self) -> None:
        self.ctx.flow.push("options")

    def stats(self) -> None:
        self.ctx.flow.push("stats")

    def help(self) -> None:
        self.ctx.flow.push("help")

    def quit(self) -> None:
        self.ctx.quit()


