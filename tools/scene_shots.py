"""Pictures of every menu scene in screenshots/, headless: the title, each options page, the
join screen with a name being picked, help with the device pictures, the results charts, the
players' stats screen (from a few recorded bot matches) and the window icon; the results and
title at two more window sizes. The history goes to a throw-away data folder."""
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="speed-shots-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.config import Settings  # noqa: E402
from game.store.db import connect  # noqa: E402
from game.store.history import record, summary  # noqa: E402
from game.ui.icon import make_icon  # noqa: E402
from game.ui.scenes.help import HelpScene  # noqa: E402
from game.ui.scenes.join import JoinScene  # noqa: E402
from game.ui.scenes.options import OptionsScene  # noqa: E402
from game.ui.scenes.results import ResultsScene  # noqa: E402
from game.ui.scenes.stats_screen import StatsScene  # noqa: E402
from game.ui.scenes.title import TitleScene  # noqa: E402
from tests.ui.screen import feed as press  # noqa: E402
from tools.matches import finished_table  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "screenshots"
SIZES = [(1280, 720), (800, 600), (1920, 1080)]


def shoot(app, name: str) -> None:
    app.dirty = True
    app.step()
    pygame.image.save(app.screen, str(OUT / f"scene_{name}.png"))


def some_history(app) -> None:
    """Recorded matches for the join and stats screens, with the bots standing in for people:
    Ana against the computer, then against Bruno, then the computer against Cleo."""
    people = [("Ana", None)] * 5 + [("Ana", "Bruno")] * 4 + [(None, "Cleo")] * 3
    with connect() as db:
        for seed, seated in enumerate(people, 1):
            app.seed = seed
            match = summary(finished_table(app, 1).session)
            for player, name in zip(match["players"], seated):
                if name:
                    player.update(name=name, kind="human", level=None, profile=name)
            record(db, match)
    app.seed = 5


def pad_pages(app) -> None:
    """Help opened from a pad of each family: at the pad's page, drawn and hinted as that
    family names its buttons; then help as it was (opened from the keyboard)."""
    last = app.ctx.last_device
    for family in ("xbox", "playstation", "nintendo"):
        app.ctx.pad_family = lambda device, family=family: family
        app.ctx.last_device = "pad:1"                    # help opens at the last device's page
        app.switch(HelpScene(app.ctx))
        app.scene.family = family                        # as the last pad pressed names them
        shoot(app, f"help_{family}")
    del app.ctx.pad_family
    app.ctx.last_device = last
    app.switch(HelpScene(app.ctx))


def main() -> None:
    OUT.mkdir(exist_ok=True)
    pygame.init()
    pygame.image.save(make_icon(256), str(OUT / "icon.png"))
    app = App(Settings(), size=SIZES[0], seed=5, replay_to=os.devnull)
    app.guard_s = app.results_hold_s = 0
    for size in SIZES:
        app.screen = pygame.display.set_mode(size)
        app.switch(TitleScene(app.ctx))
        shoot(app, f"title_{size[0]}x{size[1]}")
    app.screen = pygame.display.set_mode(SIZES[0])
    options = OptionsScene(app.ctx)
    app.switch(options)
    for n, page in enumerate(options.pages):
        options.show_page(n)
        shoot(app, f"options_{n + 1}_{page.split()[0].lower()}")
    some_history(app)                                  # Ana, rated, for the join and stats
    join = JoinScene(app.ctx)
    app.switch(join)
    press(app, "keyboard", "a", "n")                   # both keyboard halves sit down
    press(app, "keyboard", "r")                        # the left player is Ana
    press(app, "keyboard", "left", "down", "right", "down", "right", "right", "down")  # "BC…"
    join.add_bot()
    shoot(app, "join")
    app.screen = pygame.display.set_mode(SIZES[1])
    shoot(app, "join_800x600")
    app.screen = pygame.display.set_mode(SIZES[0])
    app.switch(HelpScene(app.ctx), overlay=True)
    shoot(app, "help")
    pad_pages(app)
    app.screen = pygame.display.set_mode(SIZES[1])       # narrow: one device at a time
    for n in range(4):
        shoot(app, f"help_800x600_{n + 1}")
        app.scene.turn(1)
    app.screen = pygame.display.set_mode(SIZES[0])
    table = finished_table(app)
    for size in SIZES:
        app.screen = pygame.display.set_mode(size)
        app.switch(ResultsScene(app.ctx, table))
        shoot(app, f"results_{size[0]}x{size[1]}")
    for size in SIZES[:2]:
        app.screen = pygame.display.set_mode(size)
        stats = StatsScene(app.ctx)
        app.switch(stats)
        shoot(app, f"stats_rating_{size[0]}x{size[1]}")
        stats.on_press(None, "left")                     # Speed rating → pace and reaction
        shoot(app, f"stats_pace_{size[0]}x{size[1]}")
    stats.on_press(None, "left")                         # → California: nobody rated yet
    shoot(app, "stats_rating_none")
    app.quit()
    print(f"wrote scene pictures to {OUT}")


if __name__ == "__main__":
    main()
