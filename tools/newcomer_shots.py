"""Pictures of what a newcomer meets, headless, in screenshots/: the join screen empty with
the keyboard, a gamepad (Xbox, then PlayStation) and an arcade panel present; seated (a
keyboard half, a pad, a computer); asking before leaving; at 640×480 and 1920×1080 too; and
a table where the player has not played a card that fits ("A card fits: …").
Pads and the board are stand-ins (no hardware needed): their names and state are what the
real ones report."""
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
from game.input.boards import BoardInfo  # noqa: E402
from game.input.pad_family import family_of  # noqa: E402
from game.session import SeatInfo  # noqa: E402
from game.ui.scenes.join import JoinScene  # noqa: E402
from game.ui.scenes.table_scene import TableScene  # noqa: E402
from tests.ui.screen import feed  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "screenshots"
FRAME_NS = 50_000_000                 # the stuck table's frames: 20 a second
SETTLE_NS = 500_000_000               # longer than any card's flight (ui/animation.py)
PADS = {"pad:1": "Xbox 360 Controller", "pad:2": "PS5 Controller"}


class Board:
    """A stand-in for the serial boards: one in sync."""

    def __init__(self, on_input, on_status):
        self.infos = [BoardInfo("CAB", "/dev/ttyACM0", "in sync", "avr-1.1", 16, 40_000.0)]

    def snapshot(self):
        return list(self.infos)

    def start(self) -> None:          # the reader's lifecycle (input/board_source.py): nothing
        pass                          # to open or read

    stop = drain = start


def shoot(app, name: str, size=(1280, 720)) -> None:
    app.screen = pygame.display.set_mode(size)
    app.resized()
    app.dirty = True
    app.step()
    pygame.image.save(app.screen, str(OUT / f"join_{name}.png"))


def play_until_stuck(app, table) -> None:
    """The table run frame by frame, each frame drawn as the app draws it (the view follows
    the game only as it draws: a card played is seen landing), from "Ready… Set…" until, 10 s
    on, her line has shown for SETTLE_NS (the cards played before it landed; a flip starts
    the wait again)."""
    start = shown_since = table.session.start_ns
    for frame in range(1, 30_000_000_000 // FRAME_NS):
        now_ns = start + frame * FRAME_NS
        table.update(now_ns)
        table.draw(app.screen, now_ns / 1e9)
        if not table.stuck_now:
            shown_since = now_ns
        elif now_ns - start >= 10_000_000_000 and now_ns - shown_since >= SETTLE_NS:
            return


def stuck_table(app) -> None:
    """Ana on the keyboard against the computer, not playing for 8 s: her line shows (a hint
    for beginners: with the option on)."""
    app.settings["game", "hints"] = True
    for seat in list(app.hub.seats):
        app.hub.leave(seat)
    app.hub.join("keyboard", "keyboard_left", 0)
    table = TableScene(app.ctx, [SeatInfo("Ana", "human", "keyboard#keyboard_left"),
                                 SeatInfo("CPU 2", "bot", level="easy")])
    app.switch(table)
    play_until_stuck(app, table)
    for size in ((1280, 720), (640, 480)):
        app.screen = pygame.display.set_mode(size)
        app.resized()
        table.invalidate()
        table.draw(app.screen, table.now_ns / 1e9)          # at the table's time, not now
        pygame.image.save(app.screen, str(OUT / f"table_stuck_{size[0]}x{size[1]}.png"))


def main() -> None:
    OUT.mkdir(exist_ok=True)
    pygame.init()
    app = App(Settings(), size=(1280, 720), seed=5, replay_to=os.devnull, serial=Board)
    app.guard_s = 0
    app.ctx.pad_names = lambda: dict(PADS)
    app.ctx.pad_families = lambda: {device: family_of(name) for device, name in PADS.items()}
    app.ctx.pad_family = lambda device: family_of(PADS.get(device, ""))
    join = JoinScene(app.ctx)
    app.switch(join)
    shoot(app, "empty_keyboard_pads_panel")
    shoot(app, "empty_640x480", (640, 480))
    feed(app, "keyboard", "a")                          # the left keyboard half sits down
    feed(app, "pad:2", "a")                             # the PlayStation pad too
    feed(app, "serial:CAB", "b0")                       # and an arcade panel's player 1
    join.add_bot()
    shoot(app, "seated")
    shoot(app, "seated_1920x1080", (1920, 1080))
    shoot(app, "seated_640x480", (640, 480))
    feed(app, "keyboard", "escape")                     # Esc with people seated: asked
    shoot(app, "asking")
    stuck_table(app)
    app.quit()
    print(f"wrote the join screen and stuck table pictures to {OUT}")


if __name__ == "__main__":
    main()
