"""The tutorial as a person plays it with a keyboard: `speed play --tutorial` in a real window
on Xvfb, driven by xdotool key presses — a wrong key first at every step, then the key the step
names — checked through the game's log (each step begun once, in order, each only after its
right key), the replay it wrote (valid, the lesson's game won by the player) and the store."""
import json
import os
import signal
import subprocess
import sys
import time

from game.replay.format import read_replay
from game.replay.runner import ReplayRun
from tests.e2e.test_play_window import display, press, pytestmark, xdotool  # noqa: F401
from tests.e2e.tutorial_keys import LOCKOUT_MS, lesson_presses

SLOTS = ["a", "s", "d", "f", "g"]
LOCKOUT_S = LOCKOUT_MS / 1000          # the plan's wait out of the misplay's lockout
# S seats the keyboard's left half, as it joins a match (E flips, Q calls): the one-player
# layout's K and Space, which the tutorial once taught, are wrong keys now
WRONG = {"play": ["k"], "refill": ["space"], "misplay": ["space"], "flip": ["k"],
         "call": ["space"]}


def _log_steps(data) -> list[str]:
    log = next(data.rglob("speed.log"), None)
    return [line.split("step ")[1] for line in log.read_text().splitlines()
            if "tutorial speed: step" in line] if log else []


def _until(check, seconds: float = 20.0) -> None:
    """Wait for `check()`, a loaded machine's while at most (then the test's asserts say)."""
    end = time.monotonic() + seconds
    while not check() and time.monotonic() < end:
        time.sleep(0.1)


def test_the_tutorial_by_keyboard_in_a_real_window(display, tmp_path):  # noqa: F811
    replay, data = tmp_path / "tutorial.jsonl", tmp_path / "data"
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
           "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(data)}
    game = subprocess.Popen([sys.executable, "-m", "game", "play", "--tutorial", "--size",
                             "1280x720", "--replay-to", str(replay)], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    steps_seen = []
    try:
        window = xdotool(display, "search", "--sync", "--onlyvisible", ".*")
        assert window, "the game window did not appear"
        xdotool(display, "windowfocus", "--sync", window.split()[0])
        time.sleep(2.0)
        press(display, "Return")                     # a menu key: seats nobody
        for _ in range(60):                          # "press any key": the keyboard plays
            press(display, "s", pause=1.0)           # (again, as a person would, until the
            if _log_steps(data):                     # slow machine's window shows the table;
                break                                # presses in "Ready… Set…" count for nothing)
        assert _log_steps(data) == ["play"], "the lesson's table did not open"
        time.sleep(3.0)                              # "Ready… Set…"
        presses = lesson_presses(lambda slot: SLOTS[slot], "e", "q", WRONG)
        assert len(presses) == 11, presses          # one press per card (two misplays), flip, call
        for n, (key, wrong, right) in enumerate(presses):
            for w in wrong:
                press(display, w, pause=0.3)
            steps_seen.append((key, _log_steps(data)[-1]))
            press(display, right, pause=0.5)
            last = n + 1 == len(presses) or presses[n + 1][0] != key
            if last:                                 # the step ends here: wait till it has
                _until(lambda: _log_steps(data)[-1] != key)      # (a slow machine's frame)
            if key == "misplay":
                time.sleep(LOCKOUT_S)                # the cards are locked a moment: wait
        time.sleep(0.5)
        press(display, "F12")                        # a screenshot: the match against Sam
        press(display, "Escape")
        time.sleep(1.2)                              # the pause menu's guard time
        press(display, "Down", "Down", "Return")     # End the tutorial
        time.sleep(0.8)
    finally:
        game.send_signal(signal.SIGTERM)
        out, err = game.communicate(timeout=60)
    assert game.returncode == 0, err
    assert "Traceback" not in err
    # each step was still on screen after its wrong key, and moved on only after the right one
    assert all(key == shown for key, shown in steps_seen), steps_seen
    assert _log_steps(data) == ["play", "refill", "misplay", "flip", "play_out", "call",
                                "match"]
    header, steps = read_replay(str(replay))
    run = ReplayRun(header)
    for step in steps:
        run.step(step)
    assert run.match.wins[0] == 1 and header.seats[1]["kind"] == "bot"
    first = json.loads(replay.read_text().splitlines()[0])
    assert first["tutorial"] == "speed"
    import sqlite3
    db = sqlite3.connect(next(data.rglob("speed.sqlite3")))
    assert db.execute("SELECT variant FROM tutorials").fetchall() == [("speed",)]


PAD_DRIVER = __import__("pathlib").Path(__file__).with_name("pad_tutorial.py")


def test_the_tutorial_by_a_gamepad_alone(display, tmp_path):  # noqa: F811
    env = {**os.environ, "DISPLAY": display, "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    done = subprocess.run([sys.executable, str(PAD_DRIVER), str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0 and "Traceback" not in done.stderr, done.stderr[-2000:]
    result = json.loads(done.stdout.strip().splitlines()[-1])
    steps = result["steps"]
    assert all(s["after_wrong"] == s["key"] for s in steps), steps     # a wrong button: no
    keys = [s["key"] for s in steps]
    assert keys[:4] == ["play", "refill", "misplay", "flip"] and keys[-1] == "call"
    assert all(s["after_right"] != s["key"] for s in steps if s["key"] != "play_out")
    assert "d-pad" in steps[0]["words"] and "press X or B" in steps[0]["words"]
    assert "press A" in steps[3]["words"] and "press Y" in steps[-1]["words"]
    assert result["wins"][0] == 1 and result["seen"][:2] == ["TutorialIntro", "TableScene"]
    header, replayed = read_replay(str(tmp_path / "tutorial.jsonl"))
    assert header.seats[0]["device"].startswith("pad")
    run = ReplayRun(header)
    for step in replayed:
        run.step(step)
    assert run.match.wins[0] == 1
