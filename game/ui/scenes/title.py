"""The title screen: play (Left/Right pick Speed, Spit or California), options, how to play,
quit. In cabinet mode there is no Quit (the operator menu exits), the credits show, and after
`[cabinet] attract_s` seconds without a press attract mode starts."""
import time

from game.ui.menu import Item, Menu
from game.ui.scenes.base import MenuScene
from game.ui.scenes.title_art import decor

TAGLINE = "The real-time card race. No turns: the faster hand wins."
VARIANTS = ["speed", "spit", "california"]


class TitleScene(MenuScene):
    def __init__(self, app):
        variant = app.settings["game", "variant"]
        play = Item("Play", self.play, values=VARIANTS, index=VARIANTS.index(variant),
                    on_change=self.choose, show=lambda v: f"<  {NAMES[v]}  >",
                    help="Left/Right: Speed, Spit or California Speed")
        items = [play, Item("Options", self.options), Item("Players and stats", self.stats),
                 Item("How to play and keys", self.help)]
        if not app.cabinet.enabled:
            items.append(Item("Quit", self.quit))
        super().__init__(app, Menu("SPEED", items, TAGLINE))
        self.idle_from = time.perf_counter_ns()

    def on_press(self, press, action) -> None:
        self.idle_from = max(self.idle_from, press.t_ns)
        super().on_press(press, action)

    def update(self, now_ns: int) -> None:
        """Cabinet mode: idle long enough, attract mode."""
        attract_s = self.app.cabinet.attract_s
        if attract_s and now_ns - self.idle_from > attract_s * 1e9:
            from game.ui.scenes.attract import AttractScene
            self.app.switch(AttractScene(self.app))

    def draw(self, surface, now_s: float) -> None:
        """The menu on felt, with a hand of cards fanned either side of it."""
        from game.ui.scenes.attract import draw_credits
        self.menu.draw(surface, self.app.text)
        surface.blit(decor(surface.get_size(), self.app.art), (0, 0))
        draw_credits(surface, self.app)

    def choose(self, variant: str) -> None:
        """Left/Right on "Play": the game the next match is."""
        self.app.settings["game", "variant"] = variant

    def play(self) -> None:
        from game.ui.scenes.join import JoinScene
        self.app.switch(JoinScene(self.app))

    def options(self) -> None:
        from game.ui.scenes.options import OptionsScene
        self.app.switch(OptionsScene(self.app))

    def stats(self) -> None:
        from game.ui.scenes.stats_screen import StatsScene
        self.app.switch(StatsScene(self.app))

    def help(self) -> None:
        from game.ui.scenes.help import HelpScene
        self.app.switch(HelpScene(self.app, self), overlay=True)

    def quit(self) -> None:
        self.app.running = False


NAMES = {"speed": "Speed", "spit": "Spit", "california": "California Speed"}
