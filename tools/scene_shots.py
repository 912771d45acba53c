"""Pictures of the menu scenes (title, options, join, help, results) in screenshots/, headless."""
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.config import Settings  # noqa: E402
from game.session import SeatInfo  # noqa: E402
from game.ui.scenes.help import HelpScene  # noqa: E402
from game.ui.scenes.join import JoinScene  # noqa: E402
from game.ui.scenes.options import OptionsScene  # noqa: E402
from game.ui.scenes.results import ResultsScene  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "screenshots"


def shoot(app, name: str) -> None:
    app.step()
    pygame.image.save(app.screen, str(OUT / f"scene_{name}.png"))


def finished_table(app):
    """A bot match played to its end in simulated time."""
    app.settings.rules["games_to_win"] = 1
    table = TableScene(app, [SeatInfo("Ana", "bot", level="hard"),
                             SeatInfo("Bruno", "bot", level="expert")])
    now = table.session.start_ns
    while not table.session.game.over:
        now += 20_000_000
        table.update(now)
    return table


def main() -> None:
    OUT.mkdir(exist_ok=True)
    app = App(Settings(), size=(1280, 720), seed=5, replay_to="/tmp/scene_shots.jsonl")
    app.guard_s = app.results_hold_s = 0
    shoot(app, "title")
    app.switch(OptionsScene(app))
    shoot(app, "options")
    join = JoinScene(app)
    join.seats[0] = SeatInfo("Player 1", "human", "keyboard#keyboard_left",
                             label="Keyboard, left player")
    join.add_bot()
    app.switch(join)
    shoot(app, "join")
    app.switch(HelpScene(app, join), overlay=True)
    shoot(app, "help")
    app.switch(ResultsScene(app, finished_table(app)))
    shoot(app, "results")
    app.quit()
    print(f"wrote scene pictures to {OUT}")


if __name__ == "__main__":
    main()
