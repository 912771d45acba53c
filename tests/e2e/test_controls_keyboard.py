"""As a person would, with the keyboard alone (xdotool, the real window under Xvfb): Options →
Controls → Keyboard, left player → card 1 → press 1; back to the title; play a match where 1
plays the left player's card 1 and A, the old key, no longer plays: checked in the replay."""
import json
import os
import signal
import subprocess
import sys
import time


from tests.e2e.test_play_window import display, press, xdotool  # noqa: F401 (a fixture)

STEP = 1.1                          # a new screen ignores presses for 0.8 s


def test_the_keyboard_remaps_card_1_and_the_match_follows(display, tmp_path):  # noqa: F811
    replay = tmp_path / "match.jsonl"
    config = tmp_path / "config"
    env = {**os.environ, "DISPLAY": display, "SDL_VIDEODRIVER": "x11",
           "SDL_AUDIODRIVER": "dummy", "XDG_CONFIG_HOME": str(config),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    game = subprocess.Popen([sys.executable, "-m", "game", "play", "--seed", "7", "--size",
                             "1280x720", "--replay-to", str(replay)], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        window = xdotool(display, "search", "--sync", "--onlyvisible", ".*")
        assert window, "the game window did not appear"
        xdotool(display, "windowfocus", "--sync", window.split()[0])
        time.sleep(2.0)
        for keys in (["Down", "Return"],              # title: Options
                     ["Up", "Right", "Right", "Down", "Down", "Down", "Down", "Return"],  # Controls
                     ["Return"],                      # Keyboard, left player
                     ["Down", "Return"],              # card 1
                     ["h"],                           # refused: the right player's column
                     ["1"],                           # card 1 is the 1 key now
                     ["Escape"], ["Escape"], ["Escape"],   # back to the title
                     ["Up", "Return"],                # Play (the title kept Options)
                     ["1", "n", "Return"]):           # join both players, start
            time.sleep(STEP)
            press(display, *keys)
        time.sleep(3.0)                               # "Ready… Set…"
        press(display, "a", "a", "1", "n", "a", "1", pause=0.2)
        time.sleep(0.3)
        press(display, "Escape")
        time.sleep(1.5)
        press(display, "Down", "Return")
        time.sleep(0.5)
    finally:
        game.send_signal(signal.SIGTERM)
        out, err = game.communicate(timeout=20)
    assert game.returncode == 0, err
    assert "Traceback" not in err
    saved = (config / "speed" / "bindings.toml").read_text()
    assert 'slot1 = ["1"]' in saved and "[keyboard_left]" in saved
    lines = [json.loads(line) for line in replay.read_text().splitlines()]
    header, intents = lines[0], [l for l in lines[1:] if "seat" in l]
    assert [s["device"] for s in header["seats"]] == ["keyboard:keyboard_left",
                                                       "keyboard:keyboard_right"]
    left = [i for i in intents if i["seat"] == 0]
    assert len(left) == 2, left                       # the two 1s; the three As played nothing
    assert left[0]["intent"] == "play"
    assert left[0]["card"] == header["deal"]["seats"][0]["hand"][0]
    assert len([i for i in intents if i["seat"] == 1]) == 1


