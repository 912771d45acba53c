"""A masher sees the lockout: the real game in a real window (Xvfb), one keyboard player against
the computer, the keys rolled A S D F G E Q by xdotool without looking, and a screenshot taken
mid-mash (F12 among the rolled keys) shows the lockout drawn: the locked hand's red bar. The
replay it wrote shows `locked` refusals, never the computer's (test_mash_window.py checks the
rule itself more closely). `make test` installs Xvfb and xdotool."""
import json
import os
import shutil
import signal
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.engine.events import LockedOut, Rejected
from game.ui.palette import RED
from tests.e2e.test_mash_window import replayed_events
from tests.e2e.test_play_window import display, press, xdotool  # noqa: F401  (a fixture)
from tests.e2e.window_game import WindowGame

pytestmark = pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                                reason="needs Xvfb and xdotool (make test installs them)")

ROLL = ["a", "s", "d", "f", "g", "e", "q"]


def red_bar_pixels(image, top: int) -> int:
    """Pixels of the lockout bar's red below `top` (the bottom seat's hand)."""
    w, h = image.get_size()
    return sum(1 for y in range(top, h, 3) for x in range(0, w, 3)
               if all(abs(a - b) < 12 for a, b in zip(image.get_at((x, y))[:3], RED)))


def test_a_masher_sees_the_lockout_drawn(display, tmp_path):  # noqa: F811
    replay = tmp_path / "mash.jsonl"
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
           "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    game = WindowGame([sys.executable, "-m", "game", "play", "--seed", "11", "--size",
                       "1280x720", "--variant", "speed", "--replay-to", str(replay)], env)
    try:
        window = xdotool(display, "search", "--sync", "--onlyvisible", ".*")
        assert window, "the game window did not appear"
        xdotool(display, "windowfocus", "--sync", window.split()[0])
        time.sleep(2.0)
        game.leave_opening(lambda: press(display, "Return"), "join")   # title: Play
        press(display, "a", "b")                     # join: the left player, a computer
        press(display, "Return")
        game.wait_table()                            # "Ready… Set…"
        for _ in range(3):                           # the fingers rolled, never looking
            xdotool(display, "key", "--delay", "70", *ROLL)
        xdotool(display, "key", "--delay", "70", *ROLL[:4], "F12", *ROLL[4:])
        time.sleep(0.3)
        press(display, "Escape")
        time.sleep(1.5)
        press(display, "Down", "Return")
        game.wait_screen("confirm_quit")               # mid-match: asked first
        press(display, "Down", "Return")             # yes: quit to the title screen
        game.wait_screen("title", settle=0)
    finally:
        game.send_signal(signal.SIGTERM)
        out, err = game.finish(timeout=20)
    assert game.returncode == 0, err
    assert "Traceback" not in err

    header = json.loads(replay.read_text().splitlines()[0])
    assert header["options"].get("misplay_lockout_s") == 0.5      # the game's own setting
    events = replayed_events(replay)
    locked = [e for e in events if isinstance(e, Rejected) and e.code == "locked"]
    lockouts = [e for e in events if isinstance(e, LockedOut) and e.seat == 0]
    assert lockouts and locked, "mashing was never locked out"
    assert all(e.seat == 0 for e in locked)                       # the computer never is

    shots = list((tmp_path / "data" / "speed" / "screenshots").glob("*.png"))
    assert len(shots) == 1
    table = pygame.image.load(str(shots[0]))
    assert red_bar_pixels(table, 500) > 100, "no lockout drawn on the mashed hand"   # its row
    keep = Path(__file__).resolve().parents[2] / "screenshots"
    if keep.is_dir():
        shutil.copy(shots[0], keep / "e2e_mash_lockout.png")
