"""Seconds from `make play` (the README's first command) to the title on the screen, as a
player gets it: the command run as typed, in fresh config/data/cache folders on a virtual X
screen (Xvfb), timed from launching `make` to the title's yellow "SPEED" read off the X
server's root window (polled every 5 ms: the figure is at most ~6 ms late). The first start
fills the caches (the present-path probe, the title's cards) and is timed apart; then the
game is started again `--runs` times, as a player starts it the next day.

Not measured: a cold disk (the files are in the page cache after the first start). make's own
check that the install and the catalogs are up to date is measured (it is part of the command).

Run: python bench/first_frame.py [--runs=5]     (prints one JSON line)
"""
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from bench.kiosk import free_display  # noqa: E402
from tools.x_root import root_picture, windows  # noqa: E402

POLL_S = 0.005
TIMEOUT_S = 60


def yellow_title(picture: pygame.Surface) -> bool:
    """The title's yellow "SPEED" letters are in `picture`."""
    width, height = picture.get_size()
    for x in range(0, width, 2):
        for y in range(0, height, 2):
            c = picture.get_at((x, y))
            if c.r > 200 and c.g > 170 and c.b < 120:
                return True
    return False


def title_area(display: str, deadline: float) -> tuple[int, int, int, int]:
    """Where the title's word will be: the top sixth, middle third of the game's window, once
    the window exists."""
    while time.perf_counter() < deadline:
        found = windows(display)
        if found:
            x, y, w, h = found[0]
            return x + w // 3, y, w // 3, max(1, h // 6)
        time.sleep(POLL_S)
    raise RuntimeError(f"no game window within {TIMEOUT_S} s")


def start_once(display: str, home: Path) -> float:
    """`make play` once; seconds from its launch to the title on the screen."""
    env = {**os.environ, "DISPLAY": display, "SDL_AUDIODRIVER": "dummy",
           "XDG_CONFIG_HOME": str(home / "config"), "XDG_DATA_HOME": str(home / "data"),
           "XDG_CACHE_HOME": str(home / "cache")}
    for name in ("SDL_VIDEODRIVER", "PYTHONDONTWRITEBYTECODE"):
        env.pop(name, None)
    started = time.perf_counter()
    game = subprocess.Popen(["make", "--no-print-directory", "play"], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                            start_new_session=True)
    try:
        deadline = started + TIMEOUT_S
        area = title_area(display, deadline)
        while not yellow_title(root_picture(display, area)):
            if time.perf_counter() > deadline:
                raise RuntimeError(f"no title frame within {TIMEOUT_S} s")
            time.sleep(POLL_S)
        return time.perf_counter() - started
    finally:
        os.killpg(game.pid, signal.SIGTERM)
        game.wait(timeout=30)


def main() -> None:
    runs = int(next((a.split("=")[1] for a in sys.argv[1:] if a.startswith("--runs=")), 5))
    if not shutil.which("Xvfb"):
        raise SystemExit("first_frame bench: no Xvfb (make test installs it)")
    display = free_display()
    server = subprocess.Popen(["Xvfb", display, "-screen", "0", "1920x1080x24", "-nolisten",
                               "tcp"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while not Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
            time.sleep(0.01)
        time.sleep(0.1)                                   # (the socket is there before it listens)
        with tempfile.TemporaryDirectory() as tmp:
            first = start_once(display, Path(tmp))
            again = [start_once(display, Path(tmp)) for _ in range(runs)]
    except RuntimeError as problem:
        raise SystemExit(f"first_frame bench: {problem}") from None
    finally:
        server.terminate()
        server.wait(timeout=10)
    print(json.dumps({"bench": "first_frame", "command": "make play", "first_start_s":
                      round(first, 3), "second_start_s": [round(s, 3) for s in again],
                      "second_start_median_s": round(statistics.median(again), 3),
                      "load": round(os.getloadavg()[0], 2)}))


if __name__ == "__main__":
    main()
