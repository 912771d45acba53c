"""A new player, as a person would, by keyboard in a real window on Xvfb: from the title to
"Learn to play", the lesson played with the keys its panel names (a wrong key first at every
step), the tutorial ended from its pause menu, then from the title a first match against the
computer, joined with the same key and played with the same keys until its results. Checked
through the two replays the game wrote: the lesson won by the player, and the match seated on
the very layout the lesson taught (the keyboard's left half: E flips, Q calls), its presses
those keys' intents, every line applied again. (The match is one game, as a player may choose
in Options, to keep the suite short: the lesson is the same.)"""
import json
import os
import signal
import sys
import time

from game.replay.format import read_replay
from game.replay.runner import ReplayRun, check
from tests.e2e.test_play_window import display, press, pytestmark, xdotool  # noqa: F401
from tests.e2e.test_tutorial_window import SLOTS, WRONG, LOCKOUT_S, _log_steps, _until
from tests.e2e.tutorial_keys import lesson_presses
from tests.e2e.window_game import WindowGame

MATCH_KEYS = ["a", "s", "d", "f", "g", "e"]      # the lesson's keys: cards 1-5 and flip
MATCH_S = 300.0                                  # a match against the computer ends by then


def _replays(data) -> dict:
    """The replays written, by kind: "tutorial" and "match"."""
    found = {}
    for path in sorted((data / "speed" / "replays").glob("*.jsonl")):
        header = json.loads(path.read_text().splitlines()[0])
        found["tutorial" if header.get("tutorial") else "match"] = path
    return found


def test_a_new_player_learns_then_plays_a_first_match_with_the_same_keys(display, tmp_path):  # noqa: F811
    data, config = tmp_path / "data", tmp_path / "config"
    (config / "speed").mkdir(parents=True)
    (config / "speed" / "settings.toml").write_text("[game]\ngames_to_win = 1\n")
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
           "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(config),
           "XDG_DATA_HOME": str(data)}
    game = WindowGame([sys.executable, "-m", "game", "play", "--size", "1280x720"], env)
    try:
        window = xdotool(display, "search", "--sync", "--onlyvisible", ".*")
        assert window, "the game window did not appear"
        xdotool(display, "windowfocus", "--sync", window.split()[0])
        time.sleep(2.0)
        # the title: Up stops on Play (never onto Quit), then four down: Learn to play
        game.leave_opening(lambda: press(display, *["Up"] * 8, *["Down"] * 4, "Return"),
                           "tutorial")
        for _ in range(30):                          # "press any key": S, as a person would
            press(display, "s", pause=1.0)           # (again until the table shows)
            if _log_steps(data):
                break
        assert _log_steps(data) == ["play"], "the lesson's table did not open"
        time.sleep(3.0)                              # "Ready… Set…"
        presses = lesson_presses(lambda slot: SLOTS[slot], "e", "q", WRONG)
        for n, (key, wrong, right) in enumerate(presses):
            for w in wrong:
                press(display, w, pause=0.3)
            press(display, right, pause=0.5)
            if n + 1 == len(presses) or presses[n + 1][0] != key:
                _until(lambda: _log_steps(data)[-1] != key)
            if key == "misplay":
                time.sleep(LOCKOUT_S)
        _until(lambda: _log_steps(data)[-1] == "match")
        time.sleep(1.0)
        press(display, "Escape")
        time.sleep(1.2)                              # the pause menu's guard time
        press(display, "Down", "Down", "Return")     # End the tutorial
        game.wait_screen("title")
        press(display, *["Up"] * 8, "Return")        # Play
        game.wait_screen("join")
        press(display, "a", pause=0.3)               # the left half sits down, as in the lesson
        press(display, "b", pause=0.3)               # a computer
        press(display, "Return")
        game.wait_table()
        end, n = time.monotonic() + MATCH_S, 0
        while game.names()[-1] != "results" and time.monotonic() < end:
            press(display, MATCH_KEYS[n % len(MATCH_KEYS)], pause=0.35)
            n += 1
        assert game.names()[-1] == "results", f"the match did not end: {game.names()}"
        time.sleep(0.5)
        press(display, "F12")                        # a screenshot of the results
    finally:
        game.send_signal(signal.SIGTERM)
        out, err = game.finish(timeout=30)
    assert game.returncode == 0, err
    assert "Traceback" not in err
    assert _log_steps(data)[:7] == ["play", "refill", "misplay", "flip", "play_out", "call",
                                    "match"]
    replays = _replays(data)
    header, steps = read_replay(str(replays["tutorial"]))
    run = ReplayRun(header)
    for step in steps:
        run.step(step)
    assert run.match.wins[0] == 1                    # the lesson's game: won by the learner
    match, played = read_replay(str(replays["match"]))
    taught = header.seats[0]["device"]
    assert taught == "keyboard:keyboard_left"
    assert match.seats[0]["device"] == taught and match.seats[1]["kind"] == "bot"
    assert match.options["games_to_win"] == 1        # the player's own setting was used
    lines = [json.loads(line) for line in replays["match"].read_text().splitlines()]
    mine = [line for line in lines[1:] if line.get("seat") == 0]
    assert {"play", "flip"} <= {line["intent"] for line in mine}   # A-G and E did play
    again = ReplayRun(match)
    for step in played:
        again.step(step)
    assert again.match.over                          # played to its end, as the results said
    assert check(str(replays["match"]))["applied"] == len([l for l in lines[1:] if "seat" in l])
