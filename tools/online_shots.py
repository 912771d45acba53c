"""Pictures of the online screens in screenshots/, headless: the title's "Play online", the
online menu, the join list with a match heard nearby, a room code being spelt, and the join
screen of a match hosted here (the address shown big)."""
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="speed-shots-")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="speed-shots-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.config import Settings  # noqa: E402
from game.net.nearby import Match  # noqa: E402
from tests.ui.screen import feed as press  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "screenshots"


class Heard:
    """Stands in for the local network: one match heard nearby."""
    def matches(self):
        return [Match("Speed at ana-laptop", "192.168.1.20", 8766, "speed", 3)]

    def close(self):
        pass


def shoot(app, name: str) -> None:
    app.dirty = True
    app.step()
    pygame.image.save(app.screen, str(OUT / f"online_{name}.png"))


def main() -> None:
    OUT.mkdir(exist_ok=True)
    app = App(Settings(), size=(1280, 720), seed=5, replay_to=os.devnull)
    app.flow.title()
    for _ in range(6):
        press(app, "keyboard", "down")
    shoot(app, "title")
    app.flow.push("online")
    shoot(app, "menu")
    app.flow.push("online_find", False)
    app.scene.nearby = Heard()
    app.scene.update(10**12)
    shoot(app, "find")
    app.flow.push("online_code", "join")
    for _ in range(3):
        press(app, "keyboard", "up")
    app.scene.on_text("KX7")
    shoot(app, "code")
    app.flow.title()
    from game.net.command import host
    host(app.ctx, None, 0)
    shoot(app, "hosting")
    app.quit()


if __name__ == "__main__":
    main()
