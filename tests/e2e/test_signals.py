"""SIGTERM, SIGHUP and SIGINT end the real game window at once, with status 0 and no dialog,
mid-match and on the title; the replay it wrote passes `speed replay --check`. Driven under Xvfb
by xdotool as a person would (`make test` installs both)."""
import json
import os
import signal
import subprocess
import sys
import time

import pytest

from tests.e2e.test_play_window import display, press, xdotool  # noqa: F401 - the fixture
from tests.e2e.window_game import WindowGame

STOPS = [signal.SIGTERM, signal.SIGHUP, signal.SIGINT]
ENDS_WITHIN_S = 5.0     # the loop wakes every 0.25 s; a second at most unloaded (the bench's
#                         figure); 5 s here so a loaded machine never fails it, while a game
#                         that shows "Quit the match?" instead never ends at all


def start_game(display, tmp_path, replay) -> WindowGame:
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
           "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(tmp_path / "config"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    env.pop("SDL_NO_SIGNAL_HANDLERS", None)
    game = WindowGame([sys.executable, "-m", "game", "play", "--seed", "11", "--size",
                       "1280x720", "--replay-to", str(replay)], env,
                      start_new_session=True)            # its own group, as in a terminal
    window = xdotool(display, "search", "--sync", "--onlyvisible", ".*")
    assert window, "the game window did not appear"
    xdotool(display, "windowfocus", "--sync", window.split()[0])
    time.sleep(2.0)                                  # the first frames (a loaded machine)
    reach_table(display, game)
    press(display, "a", "n", "s", "m", pause=0.15)   # a few cards each
    return game


def reach_table(display, game: WindowGame) -> None:
    """Title: Play; join two keyboard players; start; until "Ready… Set…" is over. Each
    screen waited for as the game logs it, and its guard time (tests/e2e/window_game.py)."""
    game.leave_opening(lambda: press(display, "Return"), "join")   # title: Play
    press(display, "a", "n")                         # join two keyboard players…
    press(display, "Return")                         # …and start
    game.wait_table()


def stop(game, number) -> float:
    """Send the signal; how long the game took to end (it must end)."""
    sent = time.monotonic()
    if number == signal.SIGINT:
        os.killpg(game.pid, number)                  # Ctrl+C: the whole group hears it
    else:
        game.send_signal(number)
    try:
        game.wait(timeout=ENDS_WITHIN_S)
    except subprocess.TimeoutExpired:
        game.kill()
        pytest.fail(f"still running {ENDS_WITHIN_S} s after {number.name}")
    return time.monotonic() - sent


def replay_check(replay) -> dict:
    done = subprocess.run([sys.executable, "-m", "game", "replay", str(replay), "--check"],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


@pytest.mark.parametrize("number", STOPS, ids=lambda n: n.name)
def test_a_signal_mid_match_ends_the_game_at_once(display, tmp_path, number):
    replay = tmp_path / "match.jsonl"
    game = start_game(display, tmp_path, replay)
    try:
        took = stop(game.proc, number)
    finally:
        out, err = game.finish(timeout=20) if game.proc.poll() is not None else ("", "")
    assert game.returncode == 0, err
    assert "Traceback" not in err
    print(f"{number.name} mid-match: ended in {took:.2f} s")
    lines = [json.loads(line) for line in replay.read_text().splitlines()]
    assert lines[-1]["intent"] == "end"              # the replay was closed
    intents = [line for line in lines[1:] if "seat" in line]
    result = replay_check(replay)
    assert result["applied"] == len(intents) and result["winner"] is None


@pytest.mark.parametrize("number", STOPS, ids=lambda n: n.name)
def test_a_signal_on_the_title_ends_the_game_at_once(display, tmp_path, number):
    replay = tmp_path / "match.jsonl"
    game = start_game(display, tmp_path, replay)
    try:
        press(display, "Escape")                     # pause…
        time.sleep(1.5)
        press(display, "Down", "Return")             # …quit to the title screen
        game.wait_screen("title", settle=0.3)
        took = stop(game.proc, number)
    finally:
        out, err = game.finish(timeout=20) if game.proc.poll() is not None else ("", "")
    assert game.returncode == 0, err
    assert "Traceback" not in err
    print(f"{number.name} on the title: ended in {took:.2f} s")
    result = replay_check(replay)
    assert result["applied"] >= 2 and result["winner"] is None
