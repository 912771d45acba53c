"""Storage faults in the real window (Xvfb, xdotool), the data folder on a tiny tmpfs of its own:
a full disk, a read-only remount and the data folder deleted mid-match. The match plays on, the
screen says so in words, and when the game ends (SIGTERM: the cabinet's stop) nothing recorded
is lost: the replay holds every key pressed and passes `speed replay --check`. The tmpfs needs
root (the test machines have it); without it these are skipped (tests/store/test_faults.py and
the injected writer in tests/replay/test_messages.py cover the same ground headless)."""
import json
import shutil
import signal
import subprocess
import time
from pathlib import Path

import pygame
import pytest

from tests.e2e.test_play_window import display, press, xdotool  # noqa: F401 - the fixture
from tests.e2e.test_signals import reach_table, replay_check, stop
from tests.e2e.window_game import WindowGame

LEFT, RIGHT = ["a", "s", "d"], ["n", "m", "comma"]
SHOTS = Path(__file__).resolve().parents[2] / "screenshots"


@pytest.fixture
def disk(tmp_path):
    mount = tmp_path / "disk"
    mount.mkdir()
    if subprocess.run(["mount", "-t", "tmpfs", "-o", "size=1m", "tmpfs", str(mount)],
                      capture_output=True).returncode:
        pytest.skip("mounting a tmpfs needs root")
    yield mount
    subprocess.run(["umount", "-l", str(mount)], check=True)


def fill(mount: Path) -> None:
    with open(mount / "filler", "wb", buffering=0) as filler:
        try:
            while True:
                filler.write(b"\0" * 4096)
        except OSError:
            pass


def remount(mount: Path, mode: str) -> None:
    subprocess.run(["mount", "-o", f"remount,{mode}", str(mount)], check=True)


FAULTS = {      # (before the match, mid-match, before the end): each puts things right again
    "full disk": (lambda m: fill(m), None, lambda m: (m / "filler").unlink()),
    "read-only": (lambda m: remount(m, "ro"), None, lambda m: remount(m, "rw")),
    "folder deleted": (None, lambda m: shutil.rmtree(m / "speed"), None),
}


@pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                    reason="needs Xvfb and xdotool (make test installs them)")
@pytest.mark.parametrize("fault", list(FAULTS))
def test_the_window_plays_on_says_so_and_loses_nothing(display, tmp_path, disk, fault):
    before, during, after = FAULTS[fault]
    data = disk
    (data / "speed" / "replays").mkdir(parents=True)
    replay = data / "speed" / "replays" / "match.jsonl"
    env = {"DISPLAY": display, "SDL_VIDEODRIVER": "x11", "SDL_AUDIODRIVER": "dummy",
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "XDG_DATA_HOME": str(data)}
    game = WindowGame(_command(replay), {**_environ(), **env})
    window = xdotool(display, "search", "--sync", "--onlyvisible", ".*")
    assert window, "the game window did not appear"
    xdotool(display, "windowfocus", "--sync", window.split()[0])
    time.sleep(2.0)
    if before:
        before(data)
    reach_table(display, game)
    press(display, LEFT[0], RIGHT[0], pause=0.15)
    if during:
        during(data)
    press(display, *[k for pair in zip(LEFT[1:], RIGHT[1:]) for k in pair], pause=0.15)
    if after:
        after(data)
    press(display, "F12")                            # what the players see now
    time.sleep(0.5)
    took = stop(game.proc, signal.SIGTERM)
    out, err = game.finish(timeout=20)
    assert game.returncode == 0 and "Traceback" not in err, err
    print(f"{fault}: ended {took:.2f} s after SIGTERM")

    shots = list((data / "speed" / "screenshots").glob("*.png"))
    assert len(shots) == 1
    if SHOTS.is_dir():
        shutil.copy(shots[0], SHOTS / f"fault_{fault.replace(' ', '_')}.png")
    assert len({pygame.image.load(str(shots[0])).get_at((x, 360))[:3]
                for x in range(0, 1280, 8)}) > 20, "a blank window"
    lines = [json.loads(line) for line in replay.read_text().splitlines()]
    intents = [line for line in lines[1:] if "seat" in line]
    assert [i["seat"] for i in intents].count(0) == len(LEFT)       # every key pressed is kept
    assert [i["seat"] for i in intents].count(1) == len(RIGHT)
    assert lines[-1]["intent"] == "end"
    assert replay_check(replay)["applied"] == len(intents)


def _command(replay: Path) -> list[str]:
    import sys
    return [sys.executable, "-m", "game", "play", "--seed", "11", "--size", "1280x720",
            "--replay-to", str(replay)]


def _environ() -> dict:
    import os
    return {k: v for k, v in os.environ.items() if k != "SDL_NO_SIGNAL_HANDLERS"}

