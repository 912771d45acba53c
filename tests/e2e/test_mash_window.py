"""Mashing does not pay: the real game in a real window on a virtual X screen (Xvfb), one
player against a computer player, the keyboard mashed by xdotool (A S D F G E Q rolling, one
key every 60 ms, never looking). The replay the game wrote carries the game's lockout and,
applied again, shows the misplays locked out (`locked` refusals) and no lockout of the bot."""
import json
import os
import signal
import subprocess
import sys
import time

import pygame

from game.engine.events import LockedOut, Rejected
from game.replay.format import read_replay
from game.replay.runner import ReplayRun
from tests.e2e.test_play_window import display, pytestmark, press, xdotool  # noqa: F401

ROLL = ["a", "s", "d", "f", "g", "e", "q"]             # cards 1-5, flip, slap


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
    game = subprocess.Popen([sys.executable, "-m", "game", "play", "--seed", "11", "--size",
                             "1280x720", "--replay-to", str(replay)], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        window = xdotool(display, "search", "--sync", "--onlyvisible", ".*")
        assert window, "the game window did not appear"
        xdotool(display, "windowfocus", "--sync", window.split()[0])
        time.sleep(3.0)                              # the first frames (a loaded machine)
        press(display, "Return")                     # title: Play
        time.sleep(2.0)                              # a new screen ignores presses 0.8 s
        press(display, "a", "b")                     # join: the left player and a computer
        press(display, "Return")
        time.sleep(3.0)                              # "Ready… Set…"
        xdotool(display, "key", "--delay", "60", *(ROLL * 8))      # 56 keys, ~3.4 s
        press(display, "F12")                        # a screenshot of the table, mid-lockout
        press(display, "Escape")
        time.sleep(1.5)
        press(display, "Down", "Return")             # quit to the title screen
        time.sleep(0.5)
    finally:
        game.send_signal(signal.SIGTERM)
        out, err = game.communicate(timeout=20)
    assert game.returncode == 0, err
    assert "Traceback" not in err

    shots = list((tmp_path / "data" / "speed" / "screenshots").glob("*.png"))
    assert len(shots) == 1 and pygame.image.load(str(shots[0])).get_size() == (1280, 720)
    lines = [json.loads(line) for line in replay.read_text().splitlines()]
    header, intents = lines[0], [line for line in lines[1:] if "seat" in line]
    assert header["options"]["misplay_lockout_s"] == 0.5        # the game's own setting
    assert [s["kind"] for s in header["seats"]] == ["human", "bot"]
    mashed = [i for i in intents if i["seat"] == 0]
    assert len(mashed) >= 30, "the key presses did not reach the game"
    events = replayed_events(replay)
    locked = [e for e in events if isinstance(e, Rejected) and e.code == "locked"]
    assert len(locked) >= 5 and all(e.seat == 0 for e in locked)
    lockouts = [e for e in events if isinstance(e, LockedOut)]
    assert lockouts and all(e.seat == 0 for e in lockouts)     # the computer is never locked
    for lockout in lockouts:                                    # no locked press extends one
        assert lockout.until == round(lockout.t + 500.0, 6)
