"""Pictures that must not change when the game is made faster: the title, a four-computer table
and attract mode at fixed moments of a seeded game, and a slap on the table (its shake and
flash at fixed frames after it, and the frame the table comes back to rest), drawn headless
through `App.step` with the clock held still. `python tools/perf_shots.py OUT_DIR` writes them;
`python tools/perf_shots.py --compare A B` says, for each picture, how many pixels differ (0
everywhere: nothing changed).
"""
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
for folder in ("XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
    os.environ.setdefault(folder, tempfile.mkdtemp(prefix="speed-perf-shots-"))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

SIZE = (1920, 1080)
MOMENTS_S = [0.5, 1.7, 3.1, 4.25, 6.0]
SLAP_AT_S = 6.5                   # a slap on pile 1, then shots this many frames after it:
SLAP_FRAMES = [1, 3, 8, 13, 16]   # shaken and flashed, shaken less, flash gone, at rest again


class Clock:
    """perf_counter held still, moved by hand (the scenes read it through `time`)."""

    def __init__(self):
        self.now = 1000.0

    def install(self) -> None:
        time.perf_counter = lambda: self.now
        time.perf_counter_ns = lambda: int(self.now * 1e9)


def shoot(app, out: Path, name: str) -> None:
    """The screen as the loop left it (what changed drawn over the last frame), then drawn
    whole."""
    pygame.image.save(app.screen, str(out / f"{name}_as_left.png"))
    app.dirty = True
    app.invalidate_scene()
    app.step()
    pygame.image.save(app.screen, str(out / f"{name}.png"))


def run_for(app, clock: Clock, until: float) -> None:
    """The loop's steps at 60 fps up to `until` seconds of the held clock."""
    while clock.now < until:
        clock.now = round(clock.now + 1 / 60, 6)
        app.step()


def slap(app, clock: Clock, out: Path, at: float) -> None:
    """A slap on centre pile 1 at `at`, the table shot as the loop left it (and whole) at
    fixed frames of its shake and flash."""
    run_for(app, clock, at)
    app.scene.view.slap(1, clock.now)
    begun = clock.now
    for frame in SLAP_FRAMES:
        run_for(app, clock, round(begun + (frame - 0.5) / 60, 6))
        clock.now = round(begun + frame / 60, 6)
        app.step()
        shoot(app, out, f"slap_{frame:02d}")


def main(out: Path) -> None:
    import secrets
    secrets.randbits = lambda bits: 12345             # attract mode's demo deal, seeded
    clock = Clock()
    clock.install()
    from game.app import App
    from game.config import Settings
    from game.session import SeatInfo
    out.mkdir(parents=True, exist_ok=True)
    app = App(Settings(), size=SIZE, seed=5, replay_to=os.devnull)
    app.guard_s = 0
    app.step()                                        # the title's first frame, as left
    shoot(app, out, "title")
    start = clock.now
    app.flow.start_match([SeatInfo(f"CPU {n}", "bot", level="hard") for n in range(4)])
    for n, moment in enumerate(MOMENTS_S):
        run_for(app, clock, start + moment)
        shoot(app, out, f"table_{n}")
    slap(app, clock, out, start + SLAP_AT_S)
    app.flow.reset("attract")
    start = clock.now
    for n, moment in enumerate(MOMENTS_S):
        run_for(app, clock, start + moment)
        shoot(app, out, f"attract_{n}")
    app.quit()


def compare(a: Path, b: Path) -> int:
    """Pixels that differ, picture by picture; 1 when any does."""
    pygame.init()
    differ = 0
    for picture in sorted(a.glob("*.png")):
        one, two = pygame.image.load(str(picture)), pygame.image.load(str(b / picture.name))
        if one.get_size() != two.get_size():
            print(f"{picture.name}: sizes differ")
            differ += 1
            continue
        width, height = one.get_size()
        pixels = pygame.PixelArray(one), pygame.PixelArray(two)
        count = sum(pixels[0][x, y] != pixels[1][x, y] for x in range(0, width)
                    for y in range(height)) if pygame.image.tobytes(one, "RGB") != \
            pygame.image.tobytes(two, "RGB") else 0
        print(f"{picture.name}: {count} pixels differ")
        differ += bool(count)
    return 1 if differ else 0


if __name__ == "__main__":
    if sys.argv[1:2] == ["--compare"]:
        sys.exit(compare(Path(sys.argv[2]), Path(sys.argv[3])))
    main(Path(sys.argv[1]))
