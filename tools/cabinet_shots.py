"""Pictures of the cabinet screens (title in cabinet mode, attract demo and high scores,
initials, operator, the join screen's pad menu, cocktail Speed and Spit tables, a monitor
turned 90°) in screenshots/ (or the folder given), headless."""
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.config import Settings  # noqa: E402
from game.input.raw_input import RawInput  # noqa: E402
from game.records import Candidate  # noqa: E402
from game.session import SeatInfo  # noqa: E402
from game.store import db as store  # noqa: E402
from game.ui.scenes.attract import AttractScene  # noqa: E402
from game.ui.scenes.initials import InitialsScene  # noqa: E402
from game.ui.scenes.join import JoinScene  # noqa: E402
from game.ui.scenes.operator import OperatorScene  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402

SEATS = [SeatInfo("Ana", "bot", level="hard"), SeatInfo("Bruno", "bot", level="expert")]


def shoot(app, folder: Path, name: str) -> None:
    app.dirty = True
    app.step()
    pygame.image.save(pygame.display.get_surface(), str(folder / f"cabinet_{name}.png"))


def cabinet_app(**cabinet) -> App:
    settings = Settings()
    settings["cabinet", "enabled"] = True
    for key, value in cabinet.items():
        settings["cabinet", key] = value
    app = App(settings, size=(1280, 720), seed=5, replay_to=os.devnull)
    app.guard_s = app.results_hold_s = 0
    return app


def played_table(app, variant: str, ms: int = 4000) -> TableScene:
    """A bot table of `variant`, `ms` into its first game."""
    app.settings["game", "variant"] = variant
    table = TableScene(app.ctx, list(SEATS))
    now = table.session.start_ns
    for _ in range(ms // 20):
        now += 20_000_000
        table.update(now)
    app.switch(table)
    return table


def main() -> None:
    folder = Path(sys.argv[1]) if len(sys.argv) > 1 else \
        Path(__file__).resolve().parent.parent / "screenshots"
    folder.mkdir(exist_ok=True)
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()
    app = cabinet_app(coins_per_play=1)
    shoot(app, folder, "title")
    app.switch(JoinScene(app.ctx))
    app.hub.feed(RawInput(time.perf_counter_ns(), "pad:3", "a"))
    app.step()
    app.hub.feed(RawInput(time.perf_counter_ns(), "pad:3", "dpdown"))
    app.poll()
    shoot(app, folder, "join_pad_menu")
    attract = AttractScene(app.ctx)
    app.switch(attract)
    for _ in range(120):
        attract.update(time.perf_counter_ns())
        time.sleep(0.01)
    shoot(app, folder, "attract_demo")
    attract.scores_until = time.perf_counter() + 5
    shoot(app, folder, "attract_scores")
    table = played_table(app, "speed", 100)
    conn = store.connect()
    app.switch(InitialsScene(app.ctx, table, conn, [Candidate("win", 0, 41230.0)]))
    shoot(app, folder, "initials")
    app.switch(OperatorScene(app.ctx))
    shoot(app, folder, "operator")
    app.quit()
    for variant in ("speed", "spit"):
        app = cabinet_app(orientation="cocktail")
        played_table(app, variant)
        shoot(app, folder, f"cocktail_{variant}")
        app.quit()
    app = cabinet_app(rotate=90)
    played_table(app, "speed")
    shoot(app, folder, "rotate_90")
    app.quit()
    print(f"cabinet screenshots in {folder}")


if __name__ == "__main__":
    main()
