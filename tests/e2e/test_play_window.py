"""As a person plays: the real game in a real window on a virtual X screen (Xvfb), driven by
xdotool key presses through the title, join and table screens, then checked through the
replay file the game saved. `make test` installs Xvfb and xdotool."""
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.replay.runner import check
from tests.e2e.window_game import WindowGame

pytestmark = pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                                reason="needs Xvfb and xdotool (make test installs them)")

LEFT_KEYS = ["a", "s", "d", "f", "g", "e"]              # cards 1-5, flip
RIGHT_KEYS = ["n", "m", "comma", "period", "slash", "Down"]


@pytest.fixture
def display():
    """A fresh virtual X screen on a display number Xvfb picks itself; its DISPLAY name."""
    server = subprocess.Popen(["Xvfb", "-displayfd", "1", "-screen", "0", "1280x720x24",
                               "-nolisten", "tcp"], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, text=True)
    number = server.stdout.readline().strip()
    assert number.isdigit(), "Xvfb did not start"
    yield f":{number}"
    server.terminate()
    server.wait(timeout=10)


def xdotool(display: str, *args: str) -> str:
    done = subprocess.run(["xdotool", *args], env={**os.environ, "DISPLAY": display},
                          capture_output=True, text=True, timeout=30)
    return done.stdout.strip()


def press(display: str, *keys: str, pause: float = 0.12) -> None:
    for key in keys:
        xdotool(display, "key", key)
        time.sleep(pause)


def test_two_players_on_one_keyboard_play_and_the_replay_shows_it(display, tmp_path):
    replay = tmp_path / "match.jsonl"
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
           "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    game = WindowGame([sys.executable, "-m", "game", "play", "--seed", "7", "--size",
                       "1280x720", "--replay-to", str(replay)], env)
    try:
        window = xdotool(display, "search", "--sync", "--onlyvisible", ".*")   # the only window
        assert window, "the game window did not appear"
        xdotool(display, "windowfocus", "--sync", window.split()[0])
        time.sleep(2.0)                              # the first frames (a loaded machine)
        game.leave_opening(lambda: press(display, "Return"), "join")   # title: Play (and
        #                                              the join screen's guard time: 0.8 s)
        press(display, "a", "n")                     # join: left and right player
        press(display, "Return")                     # start the match
        game.wait_table()                            # "Ready… Set…"
        for left, right in zip(LEFT_KEYS, RIGHT_KEYS):
            press(display, left, right, pause=0.15)
        time.sleep(0.3)
        press(display, "F12")                        # a screenshot of the table
        press(display, "Escape")                     # pause…
        time.sleep(1.5)                              # (the pause menu's guard time)
        press(display, "Down", "Return")             # …quit to the title screen
        game.wait_screen("title", settle=0)
    finally:
        game.send_signal(signal.SIGTERM)             # SDL turns it into a window-close
        out, err = game.finish(timeout=20)
    assert game.returncode == 0, err
    assert "Traceback" not in err

    shots = list((tmp_path / "data" / "speed" / "screenshots").glob("*.png"))
    assert len(shots) == 1
    table = pygame.image.load(str(shots[0]))
    assert table.get_size() == (1280, 720)
    assert len({table.get_at((x, 360))[:3] for x in range(0, 1280, 8)}) > 20, "a blank window"
    keep = Path(__file__).resolve().parents[2] / "screenshots"
    if keep.is_dir():                                # for a person to look at (make screenshots)
        shutil.copy(shots[0], keep / "e2e_table.png")

    lines = [json.loads(line) for line in replay.read_text().splitlines()]
    header, intents = lines[0], [l for l in lines[1:] if "seat" in l]
    assert [s["device"] for s in header["seats"]] == ["keyboard:keyboard_left",
                                                       "keyboard:keyboard_right"]
    assert header["seed"] == 7
    assert [i["seat"] for i in intents].count(0) == len(LEFT_KEYS)
    assert [i["seat"] for i in intents].count(1) == len(RIGHT_KEYS)
    assert intents[0]["intent"] == "play" and intents[0]["seat"] == 0
    assert lines[-1]["intent"] == "end"
    assert all(a["t"] <= b["t"] for a, b in zip(intents, intents[1:]))
    result = check(str(replay))
    assert result["applied"] == len(intents)
    left = [i for i in intents if i["seat"] == 0 and i["intent"] == "play"]
    assert left[0]["card"] == header["deal"]["seats"][0]["hand"][0]
