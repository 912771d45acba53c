"""A name typed as a person types it: the real window on Xvfb with a Danish or a Brazilian
keyboard layout (setxkbmap), the keys pressed by xdotool. "Bo Søren" typed on the Danish
layout neither adds a computer (B), seats the right player (N) nor turns the picker (E, R, W);
"João" comes from the Brazilian layout's dead ~ then a. Enter keeps the name and does not
start the match; the replay the game wrote and the database say the name as typed."""
import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from tests.e2e.test_play_window import display, press, xdotool  # noqa: F401  (the fixture)

KEEP = Path(__file__).resolve().parents[2] / "screenshots"
needs_x = pytest.mark.skipif(not all(shutil.which(t) for t in ("Xvfb", "xdotool", "setxkbmap")),
                             reason="needs Xvfb, xdotool and setxkbmap (make test installs them)")


def type_danish(display: str) -> None:
    xdotool(display, "type", "--delay", "150", "Bo Søren")


def type_brazilian(display: str) -> None:
    press(display, "J", "o", "dead_tilde", "a", "o", pause=0.3)       # ~ then a: ã


@needs_x
@pytest.mark.parametrize("layout, typing, name", [("dk", type_danish, "Bo Søren"),
                                                  ("br", type_brazilian, "João")])
def test_a_name_typed_in_the_real_window_is_kept_as_typed(display, tmp_path, layout,  # noqa: F811
                                                          typing, name):
    replay = tmp_path / "match.jsonl"
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11", "LANG": "C.UTF-8",
           "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    subprocess.run(["setxkbmap", "-layout", layout], env=env, check=True, timeout=30)
    game = subprocess.Popen([sys.executable, "-m", "game", "play", "--seed", "7", "--size",
                             "1280x720", "--replay-to", str(replay)], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    shots = tmp_path / "data" / "speed" / "screenshots"
    try:
        window = xdotool(display, "search", "--sync", "--onlyvisible", ".*")
        assert window, "the game window did not appear"
        xdotool(display, "windowfocus", "--sync", window.split()[0])
        time.sleep(4.0)                              # the first frames (a loaded machine)
        press(display, "Return")                     # title: Play
        time.sleep(2.0)                              # a new screen ignores presses 0.8 s
        press(display, "a")                          # sit down, and look
        time.sleep(1.0)
        press(display, "w", "e", pause=0.3)          # Guest → New name…; open it
        typing(display)
        press(display, "Left", "Right")              # arrows neither type nor move a seat
        time.sleep(0.3)
        press(display, "F12")                        # the seat box with the name typed
        time.sleep(1.1)
        press(display, "Return")                     # keeps the name; no match yet
        time.sleep(0.5)
        press(display, "n")                          # now N seats the right player
        time.sleep(0.5)
        press(display, "Return")                     # and Enter starts the match
        time.sleep(3.0)
        press(display, "Escape")
        time.sleep(1.5)
        press(display, "Down", "Return")             # quit to the title screen
        time.sleep(0.5)
    finally:
        game.send_signal(signal.SIGTERM)
        out, err = game.communicate(timeout=20)
    assert game.returncode == 0 and "Traceback" not in err, err[-2000:]
    header = json.loads(replay.read_text(encoding="utf-8").splitlines()[0])
    assert [(s["name"], s["kind"]) for s in header["seats"]] == [(name, "human"),
                                                                ("Player 2", "human")]
    db = sqlite3.connect(tmp_path / "data" / "speed" / "speed.sqlite3")
    assert [row[0] for row in db.execute("SELECT name FROM profiles")] == [name]
    taken = sorted(shots.glob("*.png"))
    assert len(taken) == 1 and pygame.image.load(str(taken[0])).get_size() == (1280, 720)
    if KEEP.is_dir():
        shutil.copy(taken[0], KEEP / f"e2e_name_typed_{layout}.png")
