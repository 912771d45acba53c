"""The join screen's traps, tried in the real window on Xvfb as a newcomer would: with one SDL
virtual pad alone (tests/e2e/pad_join.py drives it in its own process), and with the
keyboard through xdotool (checked through the replay the game wrote and its screenshots)."""
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.e2e.test_play_window import display, press, xdotool  # noqa: F401  (the fixture)

DRIVER = Path(__file__).with_name("pad_join.py")
KEEP = Path(__file__).resolve().parents[2] / "screenshots"
needs_x = pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xdotool")),
                             reason="needs Xvfb and xdotool (make test installs them)")


@needs_x
def test_a_pad_alone_is_not_trapped_by_the_join_screen(display, tmp_path):  # noqa: F811
    env = {**os.environ, "DISPLAY": display, "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, str(DRIVER), str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-2000:]
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    assert "pad: press A" in seen["empty_seat"]           # "Gamepad: …" / "Xbox pad: …"
    assert "Keyboard, left player: any of A S D F G" in seen["empty_seat"]
    assert seen["after_adding"] == "Add a computer"          # the cursor stayed put
    assert seen["left_once"] == seen["left_from_start"] == "Start"
    assert seen["asked"] and "Leave for the title?" in seen["asked_words"]
    assert seen["seated_after_stay"] == 2
    assert seen["scene_after_leave"] == "TitleScene"
    for path in seen["shots"]:
        if KEEP.is_dir():
            shutil.copy(path, KEEP / Path(path).name)


@needs_x
def test_esc_with_both_keyboard_players_seated_asks_and_they_play(display, tmp_path):  # noqa: F811
    replay = tmp_path / "match.jsonl"
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
           "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    game = subprocess.Popen([sys.executable, "-m", "game", "play", "--seed", "7", "--size",
                             "1280x720", "--replay-to", str(replay)], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    shots = tmp_path / "data" / "speed" / "screenshots"
    try:
        window = xdotool(display, "search", "--sync", "--onlyvisible", ".*")
        assert window, "the game window did not appear"
        xdotool(display, "windowfocus", "--sync", window.split()[0])
        time.sleep(2.0)                              # the first frames (a loaded machine)
        press(display, "Return")                     # title: Play
        time.sleep(1.5)                              # a new screen ignores presses 0.8 s
        press(display, "a", "n")                     # both halves sit down
        press(display, "F12")                        # 1: seated, not asked
        time.sleep(1.1)                              # (screenshots are named by the second)
        press(display, "Escape")                     # asked, nobody unseated
        time.sleep(0.5)
        press(display, "F12")                        # 2: the question, to look at
        press(display, "BackSpace")                  # stay
        press(display, "Return")                     # start: both are still seated
        time.sleep(3.0)                              # "Ready… Set…"
        press(display, "a", "n", pause=0.15)
        press(display, "Escape")                     # pause…
        time.sleep(1.5)
        press(display, "Down", "Return")             # …quit to the title screen
        time.sleep(0.5)
    finally:
        game.send_signal(signal.SIGTERM)
        out, err = game.communicate(timeout=20)
    assert game.returncode == 0 and "Traceback" not in err, err[-2000:]
    taken = sorted(shots.glob("*.png"))
    if KEEP.is_dir() and len(taken) == 2:          # for a person to look at: the question
        shutil.copy(taken[1], KEEP / "e2e_join_asking.png")
    assert replay.exists(), "no match was played: Esc left the join screen without asking"
    header = json.loads(replay.read_text().splitlines()[0])
    assert [s["device"] for s in header["seats"]] == ["keyboard:keyboard_left",
                                                       "keyboard:keyboard_right"]
