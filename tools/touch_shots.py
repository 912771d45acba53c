"""Pictures of two players on one touch screen, headless, in screenshots/: the join screen with
two touch players seated by taps, and a table mid-play, both played by synthetic finger events
through the real App (SDL cannot inject real touches)."""
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="speed-shots-")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="speed-shots-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.app import App  # noqa: E402
from game.config import Settings  # noqa: E402
from game.ui.scenes.join import JoinScene  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "screenshots"


def finger(app, kind: str, pos, finger_id: int) -> None:
    """Post one finger event at window pixel `pos`, then run a frame."""
    w, h = app.screen.get_size()
    kinds = {"down": pygame.FINGERDOWN, "move": pygame.FINGERMOTION, "up": pygame.FINGERUP}
    pygame.event.post(pygame.event.Event(kinds[kind], x=pos[0] / w, y=pos[1] / h, dx=0.0,
                                         dy=0.0, touch_id=1, finger_id=finger_id,
                                         pressure=1.0))
    app.poll()
    app.step()


def tap(app, pos, finger_id: int = 1) -> None:
    finger(app, "down", pos, finger_id)
    finger(app, "up", pos, finger_id)


def shoot(app, name: str) -> None:
    app.dirty = True
    app.step()
    pygame.image.save(app.screen, str(OUT / f"touch_{name}.png"))


def play_a_while(app, table, rounds: int) -> None:
    """Both players tap a playable card of their own at once, `rounds` times."""
    for _ in range(rounds):
        game, layout = table.session.game, table.view.layout
        for seat in (0, 1):
            legal = {i.card for i in game.legal_intents(seat) if i.kind == "play"}
            slot = next((k for k, c in enumerate(game.hands[seat]) if c in legal), None)
            if slot is not None:
                finger(app, "down", layout.seats[seat].hand[slot].center, 10 + seat)
        for seat in (1, 0):
            finger(app, "up", (0, 0), 10 + seat)    # let go (no drag: a tap)
        time.sleep(0.3)
        app.step()


def main() -> None:
    OUT.mkdir(exist_ok=True)
    pygame.init()
    app = App(Settings(), size=(1280, 720), seed=5, replay_to=os.devnull)
    app.guard_s = app.results_hold_s = 0
    join = JoinScene(app.ctx)
    app.switch(join)
    app.step()
    tap(app, join.boxes[0].center, 1)
    tap(app, join.boxes[1].center, 2)
    shoot(app, "join")
    app.screen = pygame.display.set_mode((800, 600))
    shoot(app, "join_800x600")
    app.screen = pygame.display.set_mode((1280, 720))
    tap(app, join.menu.rects[0].center, 3)            # Start
    table = app.scene
    table.session.start_ns = time.perf_counter_ns() - 10**6
    play_a_while(app, table, 4)
    layout = table.view.layout
    finger(app, "down", layout.seats[0].hand[0].center, 20)     # a drag held mid-way
    finger(app, "move", layout.centres[0].center, 20)
    finger(app, "down", layout.seats[1].hand[2].center, 21)     # the other player's card held
    shoot(app, "table")
    app.quit()
    print(f"wrote touch pictures to {OUT}")


if __name__ == "__main__":
    main()
