"""Mashing does not pay: the real game in a real window on a virtual X screen (Xvfb), one
player against a computer player, the keyboard mashed by xdotool (A S D F G E Q rolling, one
key every 60 ms, never looking). The replay the game wrote carries the game's lockout and,
applied again, shows the misplays locked out (`locked` refusals) and no lockout of the bot."""
import json
import os
import signal
import sys
import shutil
import time
from pathlib import Path

import pygame

from game.engine.events import LockedOut, Rejected
from game.replay.format import read_replay
from game.replay.runner import ReplayRun
from tests.e2e.test_play_window import display, pytestmark, press, xdotool  # noqa: F401
from tests.e2e.window_game import WindowGame

ROLL = ["a", "s", "d", "f", "g", "e", "q"]             # cards 1-5, flip, slap


def wait_for(condition, seconds: float) -> bool:
    """Poll `condition` for up to `seconds`; whether it came true."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if condition():
            return True
        time.sleep(0.1)
    return condition()


def answering(display: str, shots: Path, count: int) -> None:
    """Press F12 until the game has saved `count` screenshots: it is taking keys now."""
    for _ in range(15):
        press(display, "F12")
        if wait_for(lambda: len(list(shots.glob("*.png"))) >= count, 2.0):
            return
    raise AssertionError("the game does not answer F12")


def replayed_events(path) -> list:
    header, steps = read_replay(str(path))
    run = ReplayRun(header)
    events = []
    for step in steps:
        events += run.step(step)
    return events


def test_a_masher_against_the_computer_is_locked_out_and_the_replay_shows_it(display,
                                                                             tmp_path):
    replay = tmp_path / "match.jsonl"
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
           "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    shots = tmp_path / "data" / "speed" / "screenshots"
    game = WindowGame([sys.executable, "-m", "game", "play", "--seed", "11", "--size",
                       "1280x720", "--variant", "speed", "--replay-to", str(replay)], env)
    try:
        window = xdotool(display, "search", "--sync", "--onlyvisible", ".*")
        assert window, "the game window did not appear"
        xdotool(display, "windowfocus", "--sync", window.split()[0])
        answering(display, shots, 1)                 # the title screen takes keys
        press(display, "Return")                     # title: Play
        game.wait_screen("join")                     # the join screen, after its guard time
        press(display, "a")                          # join: the left player...
        time.sleep(0.5)
        for _ in range(5):                           # ... and a computer, then start: again
            press(display, "b", "Return")            # if a loaded machine dropped a press
            if wait_for(replay.exists, 3.0):
                break
        game.wait_table()                            # "Ready… Set…"
        xdotool(display, "key", "--delay", "60", *(ROLL * 8))      # 56 keys, ~3.4 s
        answering(display, shots, 2)                 # a screenshot of the table
        press(display, "Escape")
        time.sleep(1.5)
        press(display, "Down", "Return")             # quit to the title screen
        game.wait_screen("confirm_quit")               # mid-match: asked first
        press(display, "Down", "Return")             # yes: quit to the title screen
        game.wait_screen("title", settle=0)
    finally:
        game.send_signal(signal.SIGTERM)
        out, err = game.finish(timeout=20)
    assert game.returncode == 0, err
    assert "Traceback" not in err

    table = sorted(shots.glob("*.png"), key=lambda p: p.stat().st_mtime)[-1]
    assert pygame.image.load(str(table)).get_size() == (1280, 720)
    keep = Path(__file__).resolve().parents[2] / "screenshots"
    if keep.is_dir():                                # for a person to look at (make screenshots)
        shutil.copy(table, keep / "e2e_mash.png")
    lines = [json.loads(line) for line in replay.read_text().splitlines()]
    header, intents = lines[0], [line for line in lines[1:] if "seat" in line]
    assert header["options"]["misplay_lockout_s"] == 0.5        # the game's own setting
    kinds = [s["kind"] for s in header["seats"]]
    assert sorted(kinds) == ["bot", "human"]
    human = kinds.index("human")
    mashed = [i for i in intents if i["seat"] == human]
    assert len(mashed) >= 30, "the key presses did not reach the game"
    events = replayed_events(replay)
    locked = [e for e in events if isinstance(e, Rejected) and e.code == "locked"]
    assert len(locked) >= 5 and all(e.seat == human for e in locked)
    lockouts = [e for e in events if isinstance(e, LockedOut)]
    assert lockouts and all(e.seat == human for e in lockouts)  # the computer never is
    for lockout in lockouts:                                    # no locked press extends one
        assert lockout.until == round(lockout.t + lockout.length, 6)
        assert lockout.length == min(500.0 * 2 ** (lockout.streak - 1), 4000.0)   # it grows
