"""Pictures of every tutorial step, headless, in screenshots/tutorial/: the first screen, then
each step of the Speed, Spit and California lessons (the step's panel, the hint glowing) and
the real game that follows, at 1280×720; the Speed steps again at 800×600, and the first Speed
step as the panel, the mouse and a gamepad word it. Each step is left by the pause menu's
"Skip this step" (the tutorial plays it), as a player may."""
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
from tests.ui.screen import feed  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "screenshots" / "tutorial"
SEATS = {"keyboard": ("keyboard", "d"), "panel": ("serial:CAB", "b2"), "pad": ("pad:1", "a")}


def frames(app, seconds: float) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        app.poll()
        app.step()
        time.sleep(0.005)


def shot(app, name: str) -> None:
    """The screen now, with the hint due (the table last changed long ago)."""
    scene = app.scene
    hints = getattr(scene, "hand_hints", None)
    for clock in hints.clocks if hints else []:
        clock.since = -100.0
    scene.invalidate()
    app.dirty = True
    app.step()
    pygame.image.save(app.screen, str(OUT / f"{name}.png"))
    print(OUT / f"{name}.png")


def new_app(size) -> App:
    app = App(Settings(), size=size, seed=5)
    app.guard_s = 0
    return app


def seat(app, variant: str, how: str) -> None:
    app.flow.push("tutorial", variant)
    app.step()
    if how == "mouse":
        for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            pygame.event.post(pygame.event.Event(kind, pos=(640, 360), button=1))
        app.poll()
        app.step()
    else:
        feed(app, *SEATS[how])
    frames(app, 2.3)                          # "Ready… Set…"


def lesson(variant: str, size=(1280, 720), tag: str = "") -> None:
    """Every step of `variant`'s lesson, then the real game."""
    app = new_app(size)
    if variant == "speed" and not tag:
        app.flow.push("tutorial", "speed")
        shot(app, "intro")
    seat(app, variant, "keyboard")
    scene, n = app.scene, 0
    while scene.mode.step is not None and n < 12:
        key = scene.mode.step.key
        shot(app, f"{variant}{tag}_{n + 1}_{key}")
        scene.pause()
        scene.mode.skip()
        for _ in range(200):
            frames(app, 0.05)
            if scene.mode.step is None or scene.mode.step.key != key:
                break
        n += 1
    frames(app, 3.5)                          # the real game begins
    shot(app, f"{variant}{tag}_{n + 1}_match")
    app.quit()


def devices() -> None:
    """The first Speed step as the panel, the mouse and a gamepad word it."""
    for how in ("panel", "mouse", "pad"):
        app = new_app((1280, 720))
        seat(app, "speed", how)
        shot(app, f"speed_device_{how}")
        app.quit()


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for variant in ("speed", "spit", "california"):
        lesson(variant)
    lesson("speed", (800, 600), "_800x600")
    devices()


if __name__ == "__main__":
    main()
